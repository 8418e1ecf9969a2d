// The screen's interceptor marks come from the interception rule itself (seed 001: "between thrower and target with
// the ruler over part of their base"), for the ball carrier's throw, and a Hail Mary names nobody.

import { describe, expect, it } from 'vitest';
import { shownInterceptors } from './shown-interceptors';
import { stage } from './testkit';

const position = () =>
  stage({
    players: [
      { side: 'home', number: 1, x: 5, y: 7 },
      { side: 'home', number: 2, x: 10, y: 7 },
      { side: 'away', number: 1, x: 7, y: 7 },
      { side: 'away', number: 2, x: 8, y: 6 },
      { side: 'away', number: 3, x: 7, y: 2 },
      { side: 'away', number: 4, x: 8, y: 8, stance: 'prone' },
    ],
    ball: { carrier: 'home-1' },
  });

describe('interceptors shown for a throw', () => {
  it('names the standing opponents under the ruler between the ball carrier and the target', () => {
    const h = position();
    expect(shownInterceptors(h.state, { type: 'throw', x: 10, y: 7 })).toEqual(['away-1', 'away-2']);
    expect(shownInterceptors(h.state, { type: 'throw', x: 5, y: 3 })).toEqual([]);
  });

  it('names nobody for a Hail Mary, another action, or with no ball carrier', () => {
    const h = position();
    expect(shownInterceptors(h.state, { type: 'throw', x: 10, y: 7, hailMary: true })).toEqual([]);
    expect(shownInterceptors(h.state, { type: 'handoff', to: 'home-2' })).toEqual([]);
    h.state.ball = { state: 'ground', x: 5, y: 7, carrier: null };
    expect(shownInterceptors(h.state, { type: 'throw', x: 10, y: 7 })).toEqual([]);
  });
});
