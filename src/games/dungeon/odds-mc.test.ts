// The odds engine against a Monte Carlo of the real engine on every dungeon position (odds-positions.ts), with few
// plays: each outcome's frequency within 4 standard errors of its exact chance. odds.slow.test.ts plays 200,000.
import { describe, expect, it } from 'vitest';
import { checkPosition } from '../../core/odds-testkit';
import { DUNGEON_POSITIONS } from './odds-positions';

describe('dungeon odds agree with 300 seeded plays of the real engine', () => {
  it('checks at least thirty positions', () => expect(DUNGEON_POSITIONS().length).toBeGreaterThanOrEqual(30));
  it.each(DUNGEON_POSITIONS().map((p) => [p.name, p] as const))('%s', (_n, p) => {
    expect(checkPosition(p, 300)).toEqual([]);
  });
});
