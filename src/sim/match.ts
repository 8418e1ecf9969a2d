// One headless match: the seeds, the bots, the loop, and what the summary needs to know about it afterwards.

import { makeBot } from '../bots/index';
import { act, rulesets, start, view, type Game } from '../index';
import { hashString } from '../core/rng';
import type { Event } from '../core/types';

export interface SimSpec {
  ruleset: string;
  /** Ruleset options other than the seed (teams, optional rules). */
  options: Record<string, unknown>;
  /** One bot name per seat, in the ruleset's seat order. */
  bots: string[];
  games: number;
  seed: number | string;
  /** A match still running after this many actions is stopped and counted as unfinished. */
  maxActions: number;
  /** Modules a worker imports before playing (file URLs): custom rulesets or bots that register themselves. */
  preload?: string[];
}

export interface MatchOutcome {
  index: number;
  seed: number;
  /** Seat index of the winner; -1 for a draw or an unfinished match. */
  winner: number;
  /** Points per seat, in seat order. */
  score: number[];
  actions: number;
  rolls: number;
  reason: string;
  finished: boolean;
}

/** Match i's dice seed depends only on the base seed and i, so a summary never depends on how the work was split. */
export function matchSeed(base: number | string, index: number): number {
  let z = (hashString(`turnover-sim:${base}`) + Math.imul(index + 1, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

function countRolls(events: Event[]): number {
  let n = 0;
  for (const e of events) if (e.type === 'roll') n++;
  return n;
}

export function seatsOf(ruleset: string): string[] {
  const info = rulesets().find((r) => r.id === ruleset);
  if (!info) throw new Error('no such ruleset');
  return info.seats;
}

/** Plays match `index` of a simulation. Bots are seeded as `turnover play` seeds them, so
 * `turnover play RULESET --seed <outcome.seed> --bots ...` replays any one match. */
export function runMatch(spec: SimSpec, index: number, seats = seatsOf(spec.ruleset)): MatchOutcome {
  const seed = matchSeed(spec.seed, index);
  const started = start(spec.ruleset, { ...spec.options, seed: String(seed) });
  const game: Game = started.game;
  let rolls = countRolls(started.events);
  const bots = seats.map((seat, i) => makeBot(spec.bots[i] ?? spec.bots[0], `${seed}:${seat}`));
  const seatIndex = new Map(seats.map((s, i) => [s, i]));
  while (game.pending && game.step < spec.maxActions) {
    const d = game.pending;
    const bot = bots[seatIndex.get(d.seat) ?? 0];
    rolls += countRolls(act(game, bot.choose(game, d)));
  }
  const r = game.result;
  return {
    index,
    seed,
    winner: r && r.winner !== null ? (seatIndex.get(r.winner) ?? -1) : -1,
    score: seats.map((s) => r?.score[s] ?? scoreFromView(game, s)),
    actions: game.step,
    rolls,
    reason: r ? r.reason : `stopped after ${spec.maxActions} actions`,
    finished: r !== null,
  };
}

/** An unfinished match has no result; its score so far is in the view, when the ruleset shows one there. */
function scoreFromView(game: Game, seat: string): number {
  const s = view(game).score;
  if (s && typeof s === 'object' && typeof (s as Record<string, unknown>)[seat] === 'number') return (s as Record<string, number>)[seat];
  return 0;
}
