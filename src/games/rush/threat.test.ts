import { describe, expect, it } from 'vitest';
import { ROLE_BONUS } from './pools';
import { inFrontArc, threatHexes } from './threat';
import type { Player } from './state';

const model = (over: Partial<Player> = {}): Player => ({
  id: 'home-4', team: 0, num: 4, name: 'Human Jack', role: 'jack', stats: { move: 5, strength: 4, speed: 4, skill: 4, armour: 4 },
  at: 'pitch', x: 4, y: 5, facing: 1, down: false, sin: 0, tokens: 0, ...over,
});

describe('facing and threat (facts.md §3.3)', () => {
  it('"Threat hexes are the 3 hexes in front of a standing model"', () => {
    expect(threatHexes(model())).toEqual([{ x: 3, y: 4 }, { x: 4, y: 4 }, { x: 5, y: 4 }]);
    expect(threatHexes(model({ facing: 4 }))).toEqual([{ x: 5, y: 5 }, { x: 4, y: 6 }, { x: 3, y: 5 }]);
  });

  it('a model that is down threatens nothing and has no front arc', () => {
    expect(threatHexes(model({ down: true }))).toEqual([]);
    expect(inFrontArc(model({ down: true }), { x: 4, y: 4 })).toBe(false);
  });

  it('"the front arc is the front half of a standing model"', () => {
    expect(inFrontArc(model(), { x: 4, y: 1 })).toBe(true);
    expect(inFrontArc(model(), { x: 4, y: 8 })).toBe(false);
  });
});

describe('role bonuses as data (seed 003 Modifiers column)', () => {
  it('"+1 if Slamming player is a Guard", "+1 if Stealing player is a Striker", "+1 if checking player is a Guard"', () => {
    expect(ROLE_BONUS).toContainEqual(['slam', 'guard', 1]);
    expect(ROLE_BONUS).toContainEqual(['steal', 'striker', 1]);
    expect(ROLE_BONUS).toContainEqual(['armour', 'guard', 1]);
    expect(ROLE_BONUS.filter(([t]) => t === 'dash')).toEqual([['dash', 'striker', 1]]);
  });
});
