// The team builder's logic, pure so it is tested without a browser: which rosters a league game offers, what the
// team may still buy (positions and staff, with prices, limits and whether the treasury reaches), a ready team for a
// bot entry, and a team file read in with one line naming the bad field. The rules are src/league/team's: this file
// only asks them.

import { ROSTERS as GRIDIRON_ROSTERS } from '../../src/games/gridiron/rosters/data';
import { ROSTERS as RUNEBALL_ROSTERS } from '../../src/games/runeball/rosters';
import { starters, TEAMS as RUSH_TEAMS } from '../../src/games/rush/teams';
import { positionOf, rosterOf, STAFF, staffPrice, type StaffItem } from '../../src/league/team/gridiron';
import { SKILLS } from '../../src/games/gridiron/skills';
import { RUSH_ASSETS, type RushAsset } from '../../src/league/team/rush';
import { advanceOptions, buy, COLLEGES, createTeam, fire, hire, rename, LEAGUE_GAMES, LeagueTeamError, living, parseLeagueTeam, teamValue, type LeagueGame, type LeagueTeam } from '../../src/league/team/index';

export type { LeagueTeam };

export const isLeagueGame = (game: string): game is LeagueGame => (LEAGUE_GAMES as readonly string[]).includes(game);

/** The rosters a team of the game is built from; dungeon's only those of the college. */
export function rostersFor(game: LeagueGame, college?: string): { id: string; name: string }[] {
  if (game === 'rush') return RUSH_TEAMS.map((t) => ({ id: t.id, name: t.name }));
  if (game === 'runeball') return RUNEBALL_ROSTERS.map((t) => ({ id: t.id, name: t.name }));
  const all = GRIDIRON_ROSTERS.map((r) => ({ id: r.id, name: r.name }));
  if (game === 'dungeon') return all.filter((r) => (COLLEGES[college ?? ''] ?? []).includes(r.id));
  return all;
}

export const colleges = (): string[] => Object.keys(COLLEGES);

/** A new, empty team of the roster (runeball's comes with its nine), or the rules' reason it cannot be. */
export function newTeam(game: LeagueGame, roster: string, name: string, college?: string): LeagueTeam {
  return createTeam({ game, roster, name, ...(game === 'dungeon' ? { college } : {}) });
}

export interface ShopPosition {
  position: string;
  label: string;
  cost: number;
  have: number;
  max: number;
  /** Why one more cannot be hired, or null. */
  blocked: string | null;
}

export interface ShopItem {
  item: StaffItem | RushAsset;
  label: string;
  price: number;
  have: number;
  max: number;
  blocked: string | null;
}

const LABELS: Record<string, string> = {
  rerolls: 'Re-rolls',
  apothecary: 'Apothecary',
  fanFactor: 'Fan factor',
  assistantCoaches: 'Assistant coaches',
  cheerleaders: 'Cheerleaders',
  cards: 'Cards',
  coachingDice: 'Coaching dice',
  coachingStaff: 'Coaching staff',
};

/** Why a change is refused, as the rules word it, or null when it is allowed. */
function refusal(change: () => unknown): string | null {
  try {
    change();
    return null;
  } catch (e) {
    return e instanceof LeagueTeamError ? e.reason : (e as Error).message;
  }
}

/** The positions the team may hire from, each with its price and whether one more fits. */
export function positionsFor(team: LeagueTeam): ShopPosition[] {
  if (team.game === 'runeball') return [];
  const books = living(team);
  const positions =
    team.game === 'rush'
      ? RUSH_TEAMS.find((t) => t.id === team.roster)!.positions.map((p) => ({ position: p.id, label: p.name, cost: p.cost, max: p.max }))
      : GRIDIRON_ROSTERS.find((r) => r.id === team.roster)!.positions.map((p) => ({ position: p.name, label: p.name, cost: p.cost, max: p.max }));
  return positions.map((p) => ({
    ...p,
    have: books.filter((q) => q.position.toLowerCase() === p.position.toLowerCase()).length,
    blocked: refusal(() => hire(team, { position: p.position, name: 'x' })),
  }));
}

/** Staff (gridiron, dungeon) or assets (rush) the team may buy; `atCreation`: fan factor and re-rolls at list price. */
export function itemsFor(team: LeagueTeam, atCreation: boolean): ShopItem[] {
  if (team.game === 'runeball') return [];
  if (team.game === 'rush') {
    return (Object.keys(RUSH_ASSETS) as RushAsset[]).map((item) => ({ item, label: LABELS[item], price: RUSH_ASSETS[item].cost, have: team[item] ?? 0, max: RUSH_ASSETS[item].max, blocked: refusal(() => buy(team, item)) }));
  }
  return (Object.keys(STAFF) as StaffItem[])
    .filter((item) => atCreation || item !== 'fanFactor')
    .map((item) => ({
      item,
      label: LABELS[item],
      price: staffPrice(team, item, atCreation),
      have: item === 'apothecary' ? (team.apothecary ? 1 : 0) : (team[item] ?? 0),
      max: STAFF[item].max,
      blocked: refusal(() => buy(team, item, atCreation)),
    }));
}

/** Money as the game counts it: gold pieces in thousands ("1000k"), rush's MC as they are. */
export const money = (team: Pick<LeagueTeam, 'game'>, n: number): string => (team.game === 'rush' ? `${n} MC` : `${Math.round(n / 1000)}k`);

/** A ready team for an entry nobody builds by hand (a bot's): the rush starter roster; else the cheapest position
 * with room until eleven players, then re-rolls while the treasury reaches (at most three). */
export function readyTeam(game: LeagueGame, roster: string, name: string, college?: string): LeagueTeam {
  let t = newTeam(game, roster, name, college);
  if (game === 'runeball') return t;
  if (game === 'rush') {
    const r = RUSH_TEAMS.find((x) => x.id === roster)!;
    for (const s of starters(r)) t = hire(t, { position: s.position.id, name: `${s.position.name} ${s.num}` });
    for (const item of ['coachingDice', 'cards'] as const) for (let i = 0; i < r[item] && !refusal(() => buy(t, item)); i++) t = buy(t, item);
    return t;
  }
  while (living(t).length < 11) {
    const open = positionsFor(t).filter((p) => p.blocked === null).sort((a, b) => a.cost - b.cost);
    if (!open.length) break;
    t = hire(t, { position: open[0].position, name: `${open[0].label} ${living(t).length + 1}` });
  }
  for (let i = 0; i < 3 && !refusal(() => buy(t, 'rerolls', true)); i++) t = buy(t, 'rerolls', true);
  return t;
}

/** A team file as text, read in: the team, or one line naming the bad field (never the value it holds). */
export function readTeamFile(text: string, game: string): { team: LeagueTeam } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text: not repeated.
    return { error: 'the team file is not JSON' };
  }
  try {
    const team = parseLeagueTeam(json);
    if (team.game !== game) return { error: `team file: game: expected a ${game} team` };
    return { team };
  } catch (e) {
    if (e instanceof LeagueTeamError) return { error: `team file: ${e.field ? `${e.field}: ` : ''}${e.reason}` };
    return { error: 'team file: not a turnover-team/1 team' };
  }
}

/** The team as the file the builder saves (turnover-team/1, docs/teams.md). */
export const teamFile = (team: LeagueTeam): string => JSON.stringify(team, null, 2);

/** A waiting advancement roll's choices, as the rules give them: its dice, the characteristics the total allows
 * (10: +MA or +AV, 11: +AG, 12: +ST), and the skills of the categories it opens that the player lacks. */
export function advanceChoices(team: LeagueTeam, playerId: string): { dice: [number, number]; stats: string[]; skills: { name: string; category: string }[] } {
  const o = advanceOptions(team, playerId);
  const p = team.players.find((q) => q.id === playerId)!;
  const has = new Set([...(positionOf(rosterOf(team), p.position)?.skills ?? []), ...(p.skills ?? [])]);
  const skills = SKILLS.filter((k) => o.categories.includes(k.category) && !has.has(k.name)).map((k) => ({ name: k.name, category: k.category }));
  return { dice: o.advance.dice, stats: o.stats, skills };
}

/** Takes a player back off a team still being built, his price returned (after creation a player is fired, with no
 * gold back: src/league/team's fire). */
export function unhire(team: LeagueTeam, playerId: string): LeagueTeam {
  const p = team.players.find((q) => q.id === playerId);
  if (!p) return team;
  const cost = positionsFor(team).find((q) => q.position.toLowerCase() === p.position.toLowerCase())?.cost ?? 0;
  return { ...team, treasury: team.treasury + cost, players: team.players.filter((q) => q !== p) };
}

export { hire, buy, fire, rename, teamValue, living };
