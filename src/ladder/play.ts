// Plays one fixture and keeps its record, which replays to the same end (core/replay.ts checks its final hash).

import { finishRecord, play, startMatch, type MatchRecord } from '../core/replay';
import { rulesets } from '../core/game';
import { seatFor } from './entry';
import type { Seat } from './seat';
import { fixtureOf, type LadderSpec } from './ladder';

export interface Outcome {
  n: number;
  /** 0 the home entry won, 1 the away entry, -1 a draw or a match stopped at the action limit. */
  winner: -1 | 0 | 1;
  score: [number, number];
  reason: string;
  record: MatchRecord;
}

export async function playFixture(spec: LadderSpec, n: number, cwd?: string): Promise<Outcome> {
  const f = fixtureOf(spec, n);
  const seats = rulesets().find((r) => r.id === spec.ruleset)!.seats;
  const match = startMatch(spec.ruleset, { ...spec.options, seed: String(f.seed) });
  const players: Seat[] = [];
  try {
    players.push(seatFor(spec.entries[f.home], `${f.seed}:${seats[0]}`, cwd));
    players.push(seatFor(spec.entries[f.away], `${f.seed}:${seats[1]}`, cwd));
    const game = match.game;
    while (game.pending && game.step < spec.maxActions) {
      const d = game.pending;
      const chosen = players[d.seat === seats[0] ? 0 : 1].choose(game, d);
      play(match, chosen instanceof Promise ? await chosen : chosen);
    }
  } finally {
    for (const p of players) p.close();
  }
  const r = match.game.result;
  const winner = r && r.winner !== null ? (r.winner === seats[0] ? 0 : 1) : -1;
  return {
    n,
    winner,
    score: [r?.score[seats[0]] ?? 0, r?.score[seats[1]] ?? 0],
    reason: r ? r.reason : `stopped after ${spec.maxActions} actions`,
    record: finishRecord(match),
  };
}
