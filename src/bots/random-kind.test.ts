import { describe, expect, it } from 'vitest';
import { finishRecord, hashState, play, replay, startMatch, type Match } from '../index';
import { makeBot } from './index';
import { actionKind, randomKindBot } from './random-kind';
import type { Action, Decision } from '../core/types';

function gridironMatch(seed: number): { match: Match; kinds: Map<string, number>; placedWithFormationOffered: number } {
  const match = startMatch('gridiron', { seed: String(seed) });
  const bots = { home: makeBot('random-kind', `${seed}:home`), away: makeBot('random-kind', `${seed}:away`) };
  const kinds = new Map<string, number>();
  let placedWithFormationOffered = 0;
  while (match.game.pending && match.game.step < 20_000) {
    const d = match.game.pending;
    const a = bots[d.seat as 'home' | 'away'].choose(match.game, d);
    kinds.set(actionKind(a), (kinds.get(actionKind(a)) ?? 0) + 1);
    if (a.type === 'place' && d.actions.some((x) => x.type === 'setup-formation')) placedWithFormationOffered++;
    play(match, a);
  }
  return { match, kinds, placedWithFormationOffered };
}

const decision = (actions: Action[]): Decision => ({ seat: 'home', kind: 'turn', prompt: 'test', actions });

describe('random-kind bot', () => {
  it('plays a whole gridiron match that replays from its record to the same final state', () => {
    const { match, kinds, placedWithFormationOffered } = gridironMatch(7);
    expect(match.game.result).not.toBeNull();
    // The engine checks every action again on replay: an illegal one would throw here.
    const record = finishRecord(match);
    const again = replay(JSON.parse(JSON.stringify(record)));
    expect(hashState(again.game)).toBe(hashState(match.game));
    expect(again.game.result).toEqual(match.game.result);
    // It started actions of several kinds and ended turns, and set up by formations as botbowl's bot does.
    expect([...kinds.keys()].filter((k) => k.startsWith('start-action:')).length).toBeGreaterThanOrEqual(3);
    expect(kinds.get('end-turn')).toBeGreaterThan(0);
    expect(kinds.get('setup-done')).toBeGreaterThan(0);
    expect(placedWithFormationOffered).toBe(0);
  });

  it('is deterministic by seed: the same seeds play the same match, other seeds another', () => {
    const a = finishRecord(gridironMatch(11).match);
    const b = finishRecord(gridironMatch(11).match);
    const c = finishRecord(gridironMatch(12).match);
    expect(b.actions).toEqual(a.actions);
    expect(c.actions).not.toEqual(a.actions);
  });

  it('draws the kind first: one end-turn beside 99 moves is chosen about half the time', () => {
    const moves: Action[] = Array.from({ length: 99 }, (_, i) => ({ type: 'move', x: i, y: 0 }));
    const d = decision([...moves, { type: 'end-turn' }]);
    const bot = randomKindBot(3);
    let ends = 0;
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const a = bot.choose(null as never, d);
      if (a.type === 'end-turn') ends++;
      else seen.add(a.x as number);
    }
    // Uniform over actions would give about 20 in 2000; uniform over kinds about 1000 (sd ~22).
    expect(ends).toBeGreaterThan(900);
    expect(ends).toBeLessThan(1100);
    // Within the kind, any target may come up.
    expect(seen.size).toBeGreaterThan(90);
  });

  it('counts each action a start-action starts as a kind of its own', () => {
    const d = decision([
      ...Array.from({ length: 11 }, (_, i) => ({ type: 'start-action', player: `p${i}`, action: 'move' })),
      { type: 'start-action', player: 'p0', action: 'blitz' },
      { type: 'end-turn' },
    ]);
    const bot = randomKindBot(5);
    let blitzes = 0;
    for (let i = 0; i < 3000; i++) if (bot.choose(null as never, d).action === 'blitz') blitzes++;
    // A third of the picks (sd ~26), where one kind "start-action" would give 1/22 of them.
    expect(blitzes).toBeGreaterThan(900);
    expect(blitzes).toBeLessThan(1100);
  });
});
