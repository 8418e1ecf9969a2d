// The moments table: each game's own events for a score, a turnover, an injury, half and full time become banners,
// the most telling first; knock-downs and pushes become flashes on their cells.

import { describe, expect, it } from 'vitest';
import { makeBot, play, rulesets, startMatch } from './engine';
import { momentsOf, MOMENTS } from './moments';

describe('moments', () => {
  it('knows all four games', () => {
    expect(Object.keys(MOMENTS).sort()).toEqual(['dungeon', 'gridiron', 'runeball', 'rush']);
  });

  it('a gridiron turnover reads its reason, before the turn end that follows it', () => {
    const { banner } = momentsOf('gridiron', [
      { type: 'turnover', side: 'away', reason: 'Krudd fumbled the pass' },
      { type: 'turn-end', side: 'away', turnover: true },
    ]);
    expect(banner).toEqual({ kind: 'turnover', title: 'Turnover', text: 'away: Krudd fumbled the pass' });
  });

  it('a turn that ends without a turnover is no moment; one that ends in a turnover is', () => {
    expect(momentsOf('gridiron', [{ type: 'turn-end', side: 'home' }]).banner).toBeNull();
    expect(momentsOf('gridiron', [{ type: 'turn-end', side: 'home', turnover: true }]).banner?.kind).toBe('turnover');
    // After a knock-down, the banner says it first: that is why the turn ended.
    const fell = momentsOf('gridiron', [{ type: 'knocked-down', player: 'home-6' }, { type: 'turn-end', side: 'home', turnover: true }]);
    expect(fell.banner?.text).toBe('home-6 is knocked down; home turn ends (turnover)');
    expect(fell.flashes).toEqual([{ kind: 'knock', player: 'home-6' }]);
  });

  it('a touchdown outranks the turnover of the same step, and the KO roll is an injury', () => {
    expect(momentsOf('gridiron', [{ type: 'turn-end', side: 'home', turnover: true }, { type: 'touchdown', side: 'home', player: 'home-3', score: { home: 1, away: 0 } }]).banner?.kind).toBe('score');
    const ko = momentsOf('gridiron', [{ type: 'roll', rule: 'gridiron.injury', who: 'home-2', dice: [4, 5], modifiers: [], total: 9, outcome: 'ko' }]);
    expect(ko.banner).toMatchObject({ kind: 'injury', title: 'Knocked out', text: 'home-2 is knocked out' });
    const stunned = momentsOf('gridiron', [{ type: 'roll', rule: 'gridiron.injury', who: 'home-2', dice: [1, 2], modifiers: [], total: 3, outcome: 'stunned' }]);
    expect(stunned.banner).toBeNull();
  });

  it('a rush ended by a dropped ball is a turnover; one out of tokens is not; a Strike scores', () => {
    expect(momentsOf('rush', [{ type: 'rush-end', rush: 2, why: 'dropped the ball' }]).banner?.kind).toBe('turnover');
    expect(momentsOf('rush', [{ type: 'rush-end', rush: 2, why: 'no action tokens left' }]).banner).toBeNull();
    expect(momentsOf('rush', [{ type: 'strike', team: 'home', points: 1, track: 1 }]).banner?.title).toBe('Strike!');
  });

  it('runeball half and full time, and knock-downs and knock-backs flash their cells', () => {
    expect(momentsOf('runeball', [{ type: 'halftime', score: [0, 1] }]).banner?.kind).toBe('half');
    expect(momentsOf('runeball', [{ type: 'full-time', score: [0, 1], experience: [] }]).banner?.kind).toBe('end');
    const { flashes } = momentsOf('runeball', [
      { type: 'knockdown', player: 13, why: 'failed block' },
      { type: 'knockback', player: 9, from: { x: 11, y: 5 }, to: { x: 10, y: 6 } },
    ]);
    expect(flashes).toEqual([
      { kind: 'knock', player: '13' },
      { kind: 'push', x: 10, y: 6, player: '9' },
    ]);
  });

  it('a game without an entry has no moments', () => {
    expect(momentsOf('spot', [{ type: 'touchdown' }])).toEqual({ banner: null, flashes: [] });
  });

  // The table against the games themselves: a whole random match of each ends in its own end banner.
  for (const game of ['gridiron', 'dungeon', 'runeball', 'rush']) {
    it(`${game}: the last step of a random match raises the match's end banner, with other moments before it`, () => {
      const m = startMatch(game, { seed: 'moments' });
      const seats = rulesets().find((r) => r.id === game)!.seats;
      const bots = Object.fromEntries(seats.map((s) => [s, makeBot('random', `moments-${s}`)]));
      const kinds: string[] = [];
      for (let n = 0; n < 20_000 && m.game.pending; n++) {
        const b = momentsOf(game, play(m, bots[m.game.pending.seat].choose(m.game, m.game.pending)), m.game).banner;
        if (b) kinds.push(b.kind);
      }
      expect(m.game.result).not.toBeNull();
      expect(kinds[kinds.length - 1]).toBe('end');
      expect(kinds.filter((k) => k === 'end')).toHaveLength(1);
      // A random rush is mostly tokens spent without a ball lost; its sudden death is the moment before the end.
      expect(kinds.length).toBeGreaterThan(1);
      if (game !== 'rush') expect(kinds.some((k) => k === 'turnover' || k === 'injury')).toBe(true);
    });
  }
});
