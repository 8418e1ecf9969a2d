// Teams for a match: a roster id (the roster's own line-up) or a team file, turned into the state's Team and
// Player records. The roster helper's files hold the data; this only builds the match records from them.

import { loadTeam } from './rosters/index';
import type { Player, Side, Team } from './state';

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
    ...(f.race ? { race: f.race } : {}),
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

/** Builds a side's team from a roster id or a team file through the roster loader, which names every problem. */
export function buildTeam(side: Side, spec: unknown): { team: Team; players: Player[] } {
  if (typeof spec === 'string') {
    // A roster id always loads the same line-up: loaded once, then copied (a match edits its own records).
    const key = `${side}|${spec}`;
    let built = rosterTeams.get(key);
    if (!built) {
      const loaded = loadTeam(spec, side);
      rosterTeams.set(key, (built = { team: loaded.team, players: loaded.players }));
    }
    return { team: { ...built.team }, players: built.players.map(copyPlayer) };
  }
  const loaded = loadTeam(spec, side);
  return { team: loaded.team, players: loaded.players };
}

const rosterTeams = new Map<string, { team: Team; players: Player[] }>();

/** A fresh copy of a freshly loaded player: same fields in the same order, no array or object shared. */
function copyPlayer(p: Player): Player {
  return { ...p, skills: p.skills.slice(), used: p.used.slice(), stats: { ...p.stats }, injuries: p.injuries.slice(), flags: p.flags.slice() };
}
