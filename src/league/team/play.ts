// A stored team made playable: the team option startMatch takes for its game. Gridiron and Dungeonbowl get a
// gridiron team file (docs/gridiron-teams.md) carrying each player's gained skills and characteristics, lasting
// injuries and SPP; a player who misses this match is listed with "Miss Next Game", so the loader counts him toward
// the roster's limits and keeps him out. The dead are left off.

import type { TeamFile as GridironTeamFile, TeamFilePlayer } from '../../games/gridiron/rosters/data';
import { rosterOf } from './gridiron';
import type { TeamFile as RuneballTeamFile } from '../../games/runeball/teamfile';
import { TEAM_SIZE as RUNEBALL_TEAM_SIZE } from '../../games/runeball/config';
import type { RushTeamFile } from '../../games/rush/teamfile';
import { LeagueTeamError, living, type LeagueGame, type LeagueTeam } from './types';

/** LRB6 [R]: a team with fewer than 11 players fit for a match fields Journeymen, free, to make up 11: rookies of the
 * roster's 0-16 position (the widest; the cheapest of equals) with Loner, for this match only. */
export const MATCH_SQUAD = 11;

export function journeymen(team: LeagueTeam): TeamFilePlayer[] {
  const fit = living(team).filter((p) => !p.missNextGame);
  if (fit.length >= MATCH_SQUAD || (team.game !== 'gridiron' && team.game !== 'dungeon')) return [];
  const roster = rosterOf(team);
  const pos = roster.positions.slice().sort((a, b) => b.max - a.max || a.cost - b.cost)[0];
  const worn = new Set(living(team).map((p) => p.number));
  const out: TeamFilePlayer[] = [];
  for (let n = 1; out.length < MATCH_SQUAD - fit.length && n <= 99; n++) {
    if (!worn.has(n)) out.push({ number: n, name: `Journeyman ${out.length + 1}`, position: pos.name, ...(pos.skills.includes('Loner') ? {} : { skills: ['Loner'] }) });
  }
  return out;
}

export function toGridironFile(team: LeagueTeam, withJourneymen = true): GridironTeamFile {
  const extra = withJourneymen ? journeymen(team) : [];
  // Those missing the match are listed (so the roster's limits count them) unless Journeymen fill the team: then the
  // file holds only who plays, as the Journeymen are outside the limits.
  const books = living(team).filter((p) => !(extra.length && p.missNextGame));
  return {
    name: team.name,
    roster: team.roster,
    rerolls: team.rerolls ?? 0,
    fanFactor: team.fanFactor ?? 0,
    apothecary: team.apothecary ?? false,
    cheerleaders: team.cheerleaders ?? 0,
    assistantCoaches: team.assistantCoaches ?? 0,
    players: [
      ...books.map((p) => {
        const injuries = [...(p.injuries ?? []), ...(p.missNextGame ? ['Miss Next Game'] : [])];
        return {
          number: p.number,
          name: p.name,
          position: p.position,
          ...(p.skills?.length ? { skills: p.skills.slice() } : {}),
          ...(p.stats && Object.keys(p.stats).length ? { stats: { ...p.stats } } : {}),
          ...(injuries.length ? { injuries } : {}),
          ...(p.spp ? { spp: p.spp } : {}),
        };
      }),
      ...extra,
    ],
  };
}

/** Runeball fields nine: those fit to play, lowest shirt numbers first (all on the books when `all`, for checking). */
export function toRuneballFile(team: LeagueTeam, all = false): RuneballTeamFile {
  const fit = living(team)
    .filter((p) => all || !p.missNextGame)
    .sort((a, b) => a.number - b.number);
  const players = all ? fit : fit.slice(0, RUNEBALL_TEAM_SIZE);
  const id = team.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || team.roster;
  return { id, name: team.name, players: players.map((p) => ({ number: p.number, name: p.name, ...structuredClone(p.sheet!) })) };
}

/** Rush fields its players fit to play, by shirt number, with its coaching dice and cards (src/games/rush/teamfile.ts). */
export function toRushFile(team: LeagueTeam): RushTeamFile {
  return {
    roster: team.roster,
    name: team.name,
    coachingDice: team.coachingDice ?? 0,
    cards: team.cards ?? 0,
    players: living(team)
      .filter((p) => !p.missNextGame)
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ number: p.number, name: p.name, position: p.position })),
  };
}

/** The value of a `home` / `away` option of startMatch for this team. */
export function toMatchTeam(team: LeagueTeam): unknown {
  switch (team.game) {
    case 'gridiron':
    case 'dungeon':
      return toGridironFile(team);
    case 'runeball':
      return toRuneballFile(team);
    case 'rush':
      return toRushFile(team);
  }
}

/** The ruleset and options for a league match between two stored teams of the same game. */
export function matchOptions(home: LeagueTeam, away: LeagueTeam, extra: Record<string, unknown> = {}): { ruleset: LeagueGame; options: Record<string, unknown> } {
  if (home.game !== away.game) throw new LeagueTeamError('game', 'both teams must play the same game');
  const options: Record<string, unknown> = { ...extra, home: toMatchTeam(home), away: toMatchTeam(away) };
  // Rush's coaching dice and cards are optional rules: a team that has some switches its rule on (a team with none
  // then starts with none).
  if (home.game === 'rush' && (home.coachingDice || away.coachingDice)) options.coachingDice ??= true;
  if (home.game === 'rush' && (home.cards || away.cards)) options.cards ??= true;
  return { ruleset: home.game, options };
}
