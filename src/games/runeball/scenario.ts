// Scenarios (DESIGN.md): any position, to test a rule or ask "what happens if". Format:
//
// { "players": [ { "team": "home", "number": 3, "x": 10, "y": 7, "facing": 2, "prone": false, "hits": 12,
//                  "skills": { "block": 9 }, "maneuvers": ["slam"], "attributes": { "STR": 15 } } ],
//   "ball": { "team": "home", "number": 3 }            (carried)   or  { "x": 12, "y": 7, "state": "bouncing" },
//   "turn": { "team": "home", "number": 3, "blitz": false, "free": false },   (start with this player's turn)
//   "kickoff": { "kicking": "away", "kicker": 7 },     (start at the kicker's target; players already placed)
//   "half": 1, "round": 3, "score": [0, 0], "rounds": 12,
//   "dice": [12, 3, 4] }
//
// Listed players stand where given; everyone else starts on the bench. Players are the team's roster players by
// number, with any field overridden.

import { push } from '../../core/engine';
import type { Dir } from '../../core/grid/hex';
import { OptionsError } from '../../core/options';
import { maxHits } from './config';
import type { Team } from './field';
import { onField } from './field';
import { pushTurn } from './turn';
import { SEATS, type RuneballState, type RCtx } from './state';
import type { ManeuverId } from './skills';

interface ScenarioPlayer {
  team: string;
  number: number;
  x: number;
  y: number;
  facing?: number;
  prone?: boolean;
  hits?: number;
  status?: 'field' | 'ko' | 'out';
  skills?: Record<string, number>;
  maneuvers?: ManeuverId[];
  attributes?: Record<string, number>;
}

export interface Scenario {
  players?: ScenarioPlayer[];
  ball?: { team?: string; number?: number; x?: number; y?: number; state?: 'bouncing' | 'rest' };
  turn?: { team: string; number: number; blitz?: boolean; free?: boolean };
  kickoff?: { kicking: string; kicker: number };
  half?: number;
  round?: number;
  score?: [number, number];
  dice?: (number | string)[];
}

function teamOf(name: string | undefined, where: string): Team {
  const i = SEATS.indexOf(name as (typeof SEATS)[number]);
  if (i < 0) throw new OptionsError(`scenario ${where}: team must be "home" or "away"`);
  return i as Team;
}

/** Applies a scenario to a fresh state and pushes its first frames; returns false when it sets no start point, so
 * the match starts normally. */
export function applyScenario(s: RuneballState, sc: Scenario): void {
  const find = (team: string | undefined, num: number | undefined, where: string) => {
    const t = teamOf(team, where);
    const p = s.players.find((q) => q.team === t && q.num === num);
    if (!p) throw new OptionsError(`scenario ${where}: expected the number of a player of that team`);
    return p;
  };
  for (const p of s.players) {
    p.at = 'bench';
    p.x = -1;
    p.y = -1;
  }
  (sc.players ?? []).forEach((sp, i) => {
    const where = `players[${i}]`;
    const p = find(sp.team, sp.number, where);
    if (!onField(sp)) throw new OptionsError(`scenario ${where}: x, y must be a hex on the field`);
    if (s.players.some((q) => q !== p && q.x === sp.x && q.y === sp.y)) throw new OptionsError(`scenario ${where}: its hex is taken`);
    p.at = sp.status ?? 'field';
    p.x = sp.x;
    p.y = sp.y;
    p.f = (sp.facing ?? (p.team === 0 ? 2 : 5)) as Dir;
    p.prone = !!sp.prone || p.at !== 'field';
    if (sp.skills) p.sk = { ...p.sk, ...sp.skills };
    if (sp.maneuvers) p.mv = sp.maneuvers.slice();
    if (sp.attributes) p.a = { ...p.a, ...sp.attributes } as typeof p.a;
    p.hits = sp.hits ?? maxHits(p.a);
    s.xp[p.id].played = true;
  });
  if (sc.ball) {
    if (sc.ball.number !== undefined) {
      const p = find(sc.ball.team, sc.ball.number, 'ball');
      s.ball = { x: p.x, y: p.y, st: 'held', by: p.id, last: p.team, touch: p.id };
    } else {
      s.ball = { x: sc.ball.x ?? -1, y: sc.ball.y ?? -1, st: sc.ball.state ?? 'rest', by: -1, last: 0, touch: -1 };
    }
  }
  if (sc.half) s.half = sc.half;
  if (sc.round) s.round = sc.round;
  if (sc.score !== undefined) {
    const sco = sc.score as unknown;
    if (!Array.isArray(sco) || sco.length !== 2 || !sco.every((n) => Number.isInteger(n) && n >= 0 && n <= 99)) {
      throw new OptionsError('scenario score: two whole numbers 0-99, home then away');
    }
    s.score = [sco[0], sco[1]];
  }
  s.choice = { first: 0, second: 1 };
}

/** The frames a scenario starts from, above the match frame. */
export function scenarioFrames(ctx: RCtx, sc: Scenario): void {
  const s = ctx.state;
  if (sc.turn) {
    const p = s.players.find((q) => q.team === teamOf(sc.turn!.team, 'turn') && q.num === sc.turn!.number);
    if (!p) throw new OptionsError('scenario turn: expected the number of a player of that team');
    if (p.at !== 'field') throw new OptionsError('scenario turn: the player is not on the field (list him in "players")');
    // A round whose only player left is this one: the next round rolls initiative as usual.
    for (const q of s.players) q.acted = q.id !== p.id;
    push(ctx, { p: 'round', order: [p.id], win: p.id });
    pushTurn(ctx, p.id, { blitz: sc.turn.blitz, free: sc.turn.free });
  } else if (sc.kickoff) {
    const t = teamOf(sc.kickoff.kicking, 'kickoff');
    const k = s.players.find((q) => q.team === t && q.num === sc.kickoff!.kicker);
    if (!k) throw new OptionsError('scenario kickoff: expected the number of a kicker of the kicking team');
    if (k.at !== 'field') throw new OptionsError('scenario kickoff: the kicker is not on the field (list him in "players")');
    s.kicking = t;
    s.ball = { x: -1, y: -1, st: 'rest', by: -1, last: t, touch: -1 };
    push(ctx, { p: 'kickoff', kicking: t, stage: 'cross', kicker: k.id, crossed: [] });
  }
}
