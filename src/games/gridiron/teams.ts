// Teams for a match: a roster id (the roster's own line-up) or a team file, turned into the state's Team and
// Player records. The roster helper's files hold the data; this only builds the match records from them.

import { getRoster, type TeamFile } from './rosters/index';
import type { Player, Side, Team } from './state';

export class TeamError extends Error {
  override name = 'TeamError';
}

export function newPlayer(side: Side, number: number, f: Partial<Player> & { ma: number; st: number; ag: number; av: number }): Player {
  return {
    id: `${side}-${number}`,
    side,
    number,
    name: f.name ?? `${side} ${number}`,
    position: f.position ?? 'Lineman',
    ma: f.ma,
    st: f.st,
    ag: f.ag,
    av: f.av,
    skills: f.skills ?? [],
    place: f.place ?? 'reserves',
    x: f.x ?? -1,
    y: f.y ?? -1,
    stance: f.stance ?? 'standing',
    acted: false,
    used: [],
    moved: 0,
    stats: { comp: 0, int: 0, cas: 0, td: 0 },
    injuries: f.injuries ?? [],
    flags: [],
  };
}

export function newTeam(name: string, roster: string, rerolls: number, extra?: Partial<Team>): Team {
  return {
    name,
    roster,
    rerolls,
    rerollsBase: rerolls,
    rerollUsedThisTurn: false,
    score: 0,
    turn: 0,
    fame: 0,
    fans: 0,
    fanFactor: 0,
    cheerleaders: 0,
    assistantCoaches: 0,
    apothecary: false,
    blitzUsed: false,
    passUsed: false,
    handoffUsed: false,
    foulUsed: false,
    ttmUsed: false,
    bribes: 0,
    ...extra,
  };
}

const STAT_INJURY: Record<string, 'ma' | 'st' | 'ag' | 'av'> = { '-1 MA': 'ma', '-1 ST': 'st', '-1 AG': 'ag', '-1 AV': 'av' };

/** Builds a side's team from a roster id or a team file (the roster's positions give each player's line). */
export function buildTeam(side: Side, spec: unknown): { team: Team; players: Player[] } {
  let file: TeamFile;
  if (typeof spec === 'string') {
    const r = getRoster(spec);
    if (!r) throw new TeamError(`${side}: no roster "${spec}"`);
    file = r.lineup;
  } else if (spec && typeof spec === 'object' && !Array.isArray(spec)) {
    file = spec as TeamFile;
  } else {
    throw new TeamError(`${side}: a team is a roster id or a team file object, got ${JSON.stringify(spec)}`);
  }
  const roster = getRoster(file.roster);
  if (!roster) throw new TeamError(`${side}.roster: no roster "${file.roster}"`);
  if (!Array.isArray(file.players) || file.players.length === 0) throw new TeamError(`${side}.players: a team needs players`);
  const players: Player[] = [];
  const seen = new Set<number>();
  for (const [i, fp] of file.players.entries()) {
    const pos = roster.positions.find((p) => p.name === fp.position);
    if (!pos) throw new TeamError(`${side}.players[${i}].position: "${fp.position}" is not a ${roster.name} position`);
    if (!Number.isInteger(fp.number) || fp.number < 1 || seen.has(fp.number)) {
      throw new TeamError(`${side}.players[${i}].number: ${fp.number} must be a whole number from 1, used once`);
    }
    seen.add(fp.number);
    const stats = { ma: pos.ma, st: pos.st, ag: pos.ag, av: pos.av };
    for (const [k, v] of Object.entries(fp.stats ?? {})) stats[k as keyof typeof stats] += v as number;
    const injuries = fp.injuries ?? [];
    for (const inj of injuries) if (STAT_INJURY[inj]) stats[STAT_INJURY[inj]] -= 1;
    // A player who must miss this match stays off the team sheet for it.
    if (injuries.includes('Miss Next Game')) continue;
    players.push(
      newPlayer(side, fp.number, {
        name: fp.name,
        position: pos.name,
        ...stats,
        skills: [...pos.skills, ...(fp.skills ?? [])],
        injuries: injuries.filter((x) => x === 'Niggling Injury'),
      }),
    );
  }
  const team = newTeam(file.name, roster.id, file.rerolls ?? 0, {
    fanFactor: file.fanFactor ?? 0,
    apothecary: !!file.apothecary && roster.apothecary,
    cheerleaders: file.cheerleaders ?? 0,
    assistantCoaches: file.assistantCoaches ?? 0,
  });
  return { team, players };
}
