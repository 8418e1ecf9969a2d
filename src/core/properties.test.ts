// What must hold for every ruleset, checked on random legal play: determinism and exact replay, `legal` never offers
// what `act` rejects, a clone is independent of its original, a state survives JSON mid-game, and random matches end.
// It runs on the kernel's test ruleset and on every built-in ruleset, so each new game is checked from day one.

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import '../games/index';
import { act, clone, legal, start, type Game } from './game';
import { allRulesets, registerRuleset } from './registry';
import { finishRecord, hashState, play, replay, startMatch } from './replay';
import { randInt, seedRng } from './rng';
import { sprint } from './testkit/sprint';
import type { Action, Event } from './types';

registerRuleset(sprint);

/** Runs per property: many for the tiny test game, fewer for whole matches of the real games. */
const RUNS: Record<string, number> = { sprint: 100 };
const DEFAULT_RUNS = Number(process.env.TURNOVER_PROPERTY_RUNS ?? 6);
const MAX_ACTIONS = 200_000;
const FC_SEED = Number(process.env.TURNOVER_PROPERTY_SEED ?? 20261122);
/** Whole random matches, checked step by step: minutes on a loaded 2-core machine, never a failure by itself. */
const TIMEOUT = 600_000;

const seeds = fc.tuple(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: 0x7fffffff }));

function randomMatch(id: string, seed: number, chooser: number) {
  const match = startMatch(id, { seed: String(seed) });
  const rng = seedRng(chooser);
  const events: Event[] = [...match.events];
  while (match.game.pending && match.game.step < MAX_ACTIONS) {
    const list = legal(match.game);
    for (const e of play(match, list[randInt(rng, list.length)])) events.push(e);
  }
  return { match, events };
}

beforeAll(() => {
  expect(allRulesets().length).toBeGreaterThan(0);
});

for (const rs of allRulesets()) {
  const numRuns = RUNS[rs.id] ?? DEFAULT_RUNS;
  describe(`kernel properties: ${rs.id}`, () => {
    it('a random match ends, and its record replays to the same events and state', () => {
      fc.assert(
        fc.property(seeds, ([seed, chooser]) => {
          const { match, events } = randomMatch(rs.id, seed, chooser);
          expect(match.game.result, `${rs.id} seed ${seed}/${chooser} did not end in ${MAX_ACTIONS} actions`).not.toBeNull();
          const record = JSON.parse(JSON.stringify(finishRecord(match)));
          const again = replay(record);
          expect(again.events).toEqual(events);
          expect(hashState(again.game)).toBe(hashState(match.game));
          expect(JSON.stringify(again.game)).toBe(JSON.stringify(match.game));
        }),
        { numRuns, seed: FC_SEED },
      );
    }, TIMEOUT);

    it('legal never offers what act rejects; clones are independent; states survive JSON mid-game', () => {
      fc.assert(
        fc.property(seeds, ([seed, chooser]) => {
          const { game } = start(rs.id, { seed: String(seed) });
          const rng = seedRng(chooser);
          while (game.pending && game.step < MAX_ACTIONS) {
            const list = legal(game);
            // Every action when few are offered, else a sample: each must be accepted by act on a copy.
            const tries: Action[] = list.length <= 8 ? [...list] : Array.from({ length: 8 }, () => list[randInt(rng, list.length)]);
            const before = JSON.stringify(game);
            for (const a of tries) {
              const c = clone(game);
              expect(() => act(c, a), `${rs.id} seed ${seed}: legal action ${JSON.stringify(a)} at step ${game.step}`).not.toThrow();
            }
            expect(JSON.stringify(game)).toBe(before);
            const chosen = list[randInt(rng, list.length)];
            if (randInt(rng, 50) === 0) {
              const revived = JSON.parse(before) as Game;
              const e1 = act(revived, chosen);
              const e2 = act(game, chosen);
              expect(e1).toEqual(e2);
              expect(JSON.stringify(revived)).toBe(JSON.stringify(game));
            } else {
              act(game, chosen);
            }
          }
          expect(game.result).not.toBeNull();
        }),
        { numRuns: Math.max(1, Math.ceil(numRuns / 2)), seed: FC_SEED + 1 },
      );
    }, TIMEOUT);
  });
}
