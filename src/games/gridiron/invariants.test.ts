// What must hold at every decision of every gridiron match, checked on random legal play: no two players on one
// square, everyone on the pitch inside it, the ball in exactly one place (a held ball on its standing carrier's
// square), at most 11 a side on the pitch once play starts, turn markers within the half, a state revived from JSON
// plays on identically, and every match ends.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../index';
import { act, legal, start } from '../../core/game';
import { randInt, seedRng } from '../../core/rng';
import { ROSTERS } from './rosters/index';
import type { GState } from './state';

function check(g: GState, where: string): void {
  const seen = new Set<number>();
  const inFlight = g.stack.some((f) => f.p === 'gridiron.ttm');
  for (const p of g.players) {
    if (p.place !== 'pitch') continue;
    if (inFlight && p.x < 0) continue;
    expect(p.x >= 0 && p.x < 26 && p.y >= 0 && p.y < 15, `${where}: ${p.id} at ${p.x},${p.y}`).toBe(true);
    const k = p.y * 26 + p.x;
    expect(seen.has(k), `${where}: two players on ${p.x},${p.y}`).toBe(false);
    seen.add(k);
  }
  const b = g.ball;
  if (b.state === 'held') {
    const c = g.players.find((p) => p.id === b.carrier);
    expect(c && c.place === 'pitch' && c.stance === 'standing' && c.x === b.x && c.y === b.y, `${where}: ball held by ${b.carrier}`).toBe(true);
  } else {
    expect(b.carrier, `${where}: a carrier for a ${b.state} ball`).toBeNull();
  }
  if (g.pending?.kind === 'turn') {
    for (const side of ['home', 'away'] as const) {
      expect(g.players.filter((p) => p.side === side && p.place === 'pitch').length, where).toBeLessThanOrEqual(11);
      expect(g.teams[side].turn, where).toBeLessThanOrEqual(8);
    }
    if (!g.stack.some((f) => f.p === 'gridiron.kickoff')) expect(b.state === 'held' || b.state === 'ground', `${where}: ball ${b.state}`).toBe(true);
  }
}

describe('gridiron invariants on random play', () => {
  it('hold at every decision, and every match ends, for any two shipped teams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(...ROSTERS.map((r) => r.id)), fc.constantFrom(...ROSTERS.map((r) => r.id)), (seed, home, away) => {
        const { game } = start('gridiron', { seed: String(seed), home, away });
        const g = game as unknown as GState;
        const rng = seedRng(seed ^ 0x5bd1e995);
        while (game.pending && game.step < 100_000) {
          const list = legal(game);
          const chosen = list[randInt(rng, list.length)];
          // Every few steps: the same action on a copy revived from JSON must give the same state, byte for byte.
          const revived = game.step % 7 === 0 ? (JSON.parse(JSON.stringify(game)) as typeof game) : null;
          act(game, chosen);
          if (revived) {
            act(revived, chosen);
            expect(JSON.stringify(revived), `${home} v ${away} seed ${seed}: JSON revival differs after step ${game.step}`).toBe(JSON.stringify(game));
          }
          check(g, `${home} v ${away} seed ${seed} step ${game.step}`);
        }
        expect(game.result).not.toBeNull();
      }),
      { numRuns: 10, seed: 1122 },
    );
  });

  // Issue 19's skills are on no shipped roster yet: two made-up sides carry them all (Take Root, Always Hungry and
  // Right Stuff too) through a half from the kick-off.
  const SKILLED: Record<'home' | 'away', string[][]> = {
    home: [
      ['Blood Lust', 'Hypnotic Gaze'], ['Stab', 'Stakes'], ['Multiple Block', 'Foul Appearance'], ['Tentacles', 'Leader'],
      ['Animosity', 'Hail Mary Pass'], ['Jump Up', 'Kick-Off Return'], ['Fan Favourite', 'Decay'], ["Nurgle's Rot"],
      ['Take Root'], ['Throw Team-Mate', 'Always Hungry'], ['Right Stuff'],
    ],
    away: [
      ['Stab'], ['Tentacles', 'Foul Appearance'], ['Hypnotic Gaze'], ['Jump Up', 'Multiple Block'], ['Kick-Off Return'],
      ['Blood Lust'], ['Decay', "Nurgle's Rot"], ['Animosity', 'Leader'], ['Hail Mary Pass'], ['Fan Favourite'], [],
    ],
  };
  const side = (s: 'home' | 'away', x: number) =>
    SKILLED[s].map((skills, i) => ({
      side: s, number: i + 1, ma: 6, st: skills.includes('Throw Team-Mate') ? 5 : 3, ag: 3, av: 8, skills, x: i < 3 ? x : x + (s === 'home' ? -4 : 4), y: 2 + i,
      ...(i === 1 ? { position: 'Thrall' } : {}), ...(i % 3 === 0 ? { race: 'goblin' } : {}),
    }));

  it('hold at every decision of a half played by every skill issue 19 added', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const scenario = { from: 'kick-off', kicking: 'home', end: 'half', players: [...side('home', 12), ...side('away', 13)], rosters: { away: 'undead' } };
        const { game } = start('gridiron', { seed: String(seed), scenario });
        const g = game as unknown as GState;
        const rng = seedRng(seed ^ 0x2545f491);
        while (game.pending && game.step < 100_000) {
          const list = legal(game);
          const chosen = list[randInt(rng, list.length)];
          const revived = game.step % 7 === 0 ? (JSON.parse(JSON.stringify(game)) as typeof game) : null;
          act(game, chosen);
          if (revived) {
            act(revived, chosen);
            expect(JSON.stringify(revived), `seed ${seed}: JSON revival differs after step ${game.step}`).toBe(JSON.stringify(game));
          }
          check(g, `skills seed ${seed} step ${game.step}`);
        }
        expect(game.result).not.toBeNull();
      }),
      { numRuns: 30, seed: 1919 },
    );
  });
});
