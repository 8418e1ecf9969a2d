import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

const riders = { 'pursuer-skill': 60, 'quarry-skill': 60 };

describe('Chases', () => {
  it('the one who alone succeeds moves one category their way', () => {
    const r = spot('chase', { ...riders, range: 'close' }, [40, 70]);
    expect(r.outcome).toBe('pursuer-gains');
    expect(r.range).toBe('two-lengths');
    expect(r.state).toEqual({ round: 1, range: 'two-lengths', over: false });
    expect(spot('chase', riders, [70, 40], r.state).range).toBe('close');
  });
  it('a special moves two categories, a critical three', () => {
    expect(spot('chase', { ...riders, range: 'in-sight' }, [12, 70]).range).toBe('two-lengths');
    expect(spot('chase', { ...riders, range: 'out-of-sight' }, [3, 70]).range).toBe('two-lengths');
    expect(spot('chase', { ...riders, range: 'side-by-side' }, [70, 12]).range).toBe('close');
  });
  it('no closer than side-by-side', () => {
    expect(spot('chase', { ...riders, range: 'two-lengths' }, [3, 70]).range).toBe('side-by-side');
  });
  it('both succeed or both fail: a stalemate', () => {
    expect(spot('chase', riders, [40, 12]).outcome).toBe('stalemate');
    expect(spot('chase', riders, [70, 80]).range).toBe('close');
  });
  it('a fumble shifts the range the wrong way', () => {
    const r = spot('chase', riders, [100, 70]);
    expect(r.range).toBe('in-sight');
    expect(spot('chase', riders, [70, 99]).range).toBe('two-lengths');
    // the quarry succeeds and the pursuer fumbles: two categories away
    expect(spot('chase', riders, [100, 40]).range).toBe('out-of-sight');
  });
  it('-5% per point of MOV below the opponent\'s', () => {
    const r = spot('chase', { ...riders, 'pursuer-mov': 8, 'quarry-mov': 10 }, [51, 40]);
    expect(r.rolls[0].target).toBe(50);
    expect(r.rolls[1].target).toBe(60);
  });
  it('on foot: DEX vs DEX on the resistance table', () => {
    const r = spot('chase', { mode: 'foot', 'pursuer-dex': 14, 'quarry-dex': 12 }, [60, 40]);
    expect(r.rolls.map((e: any) => e.target)).toEqual([60, 40]);
    expect(r.outcome).toBe('stalemate');
  });
  it('optional encumbrance: -10%', () => {
    expect(spot('chase', { ...riders, 'quarry-encumbered': true }, [70, 80]).rolls[1].target).toBe(50);
  });
  it('on land, moving beyond Out of Sight ends the chase', () => {
    const r = spot('chase', { ...riders, range: 'out-of-sight' }, [70, 40]);
    expect(r.outcome).toBe('escaped');
    expect(r.state.over).toBe(true);
    const after = spot('chase', riders, [], r.state);
    expect(after.outcome).toBe('escaped');
    expect(after.rolls).toHaveLength(0);
  });
  it('at sea the chase goes on at Out of Sight', () => {
    const r = spot('chase', { ...riders, range: 'out-of-sight', terrain: 'sea' }, [70, 40]);
    expect(r.outcome).toBe('stalemate');
    expect(r.state.over).toBe(false);
  });
});
