// The optional rules together under random play: random bots answer every new decision (they pick from the legal
// actions), every match ends, and each replays exactly from its record.

import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index';
import { startMatch, play } from '../../core/replay';
import { playAndReplay } from '../../sim/testing/play-and-replay';
import './testkit';

const ALL = { coachingDice: true, cards: true, cardReroll: true, declineScatter: true, declareOne: true };
const SEEDS = ['rush-options:1', 'rush-options:2', 'rush-options:3', 'rush-options:4', 'rush-options:5', 'rush-options:6'];

describe('the options are added later: a match without them is what it was before they existed', () => {
  it('none of their keys is in its options, nor their fields in its state (so recorded matches hash the same)', () => {
    const m = startMatch('rush', { seed: 'rush-options:0' });
    for (const k of ['coachingDice', 'cards', 'cardReroll', 'declineScatter']) expect(k in m.game.options).toBe(false);
    expect('assets' in m.game).toBe(false);
    expect('answers' in m.game).toBe(false);
  });
});

describe('rush with every option on, random bots', () => {
  it('the new decisions come up and are answered; every match ends and replays exactly', () => {
    const kinds = new Set<string>();
    for (const seed of SEEDS) {
      const m = startMatch('rush', { ...ALL, seed });
      const bots = { home: makeBot('random', `${seed}:home`), away: makeBot('random', `${seed}:away`) };
      while (m.game.pending && m.game.step < 100_000) {
        const d = m.game.pending;
        kinds.add(d.kind);
        play(m, bots[d.seat as 'home' | 'away'].choose(m.game, d));
      }
      expect(m.game.result).not.toBeNull();
      expect(playAndReplay('rush', ALL, seed).problem).toBeNull();
    }
    // (A scattering ball meeting a player who may catch it is rare in random play: scatter.test.ts asks that one.)
    for (const k of ['coaching-die', 'card-action', 'card-reroll']) expect(kinds).toContain(k);
  }, 120_000);
});
