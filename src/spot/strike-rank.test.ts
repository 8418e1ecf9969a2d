import { describe, expect, it } from 'vitest';
import { dexSr, sizSr } from './strike-rank';
import { spot } from './test-util';

describe('strike ranks (§5.4)', () => {
  it.each([[5, 5], [6, 4], [8, 4], [9, 3], [12, 3], [13, 2], [15, 2], [16, 1], [18, 1], [19, 0]])('DEX %i: SR %i', (d, sr) => expect(dexSr(d)).toBe(sr));
  it.each([[6, 3], [7, 2], [14, 2], [15, 1], [21, 1], [22, 0]])('SIZ %i: SR %i', (s, sr) => expect(sizSr(s)).toBe(sr));
  it('melee = DEX SR + SIZ SR + weapon SR', () => {
    expect(spot('strike-rank', { dex: 14, siz: 13, 'weapon-sr': 2 }, []).strikeRank).toBe(6);
  });
  it('missile = DEX SR; spell = DEX SR + MP - 1', () => {
    expect(spot('strike-rank', { action: 'missile', dex: 14 }, []).strikeRank).toBe(2);
    expect(spot('strike-rank', { action: 'spell', dex: 14, mp: 3 }, []).strikeRank).toBe(4);
  });
  it('movement, readying and surprise add SR; past 12 is next round', () => {
    const r = spot('strike-rank', { dex: 10, siz: 10, 'weapon-sr': 2, moved: 9, readying: true }, []);
    expect(r.strikeRank).toBe(3 + 2 + 2 + 3 + 5);
    expect(r.outcome).toBe('next-round');
    expect(spot('strike-rank', { action: 'missile', dex: 10, surprised: true }, []).strikeRank).toBe(6);
  });
});
