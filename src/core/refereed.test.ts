// The screen's copy of a refereed match, played with the dice the server drew and nothing else, is the server's game
// step after step (its hash without the seed), in every game; a step fed too few or too many dice is refused.

import { describe, expect, it } from 'vitest';
import '../games/index';
import { legal, type Game } from './game';
import { randInt, seedRng } from './rng';
import { publicHash, refereedAct, refereedStart, tappedAct, tappedStart } from './refereed';
import { DiceError } from './dice';

const GAMES = ['gridiron', 'dungeon', 'rush', 'runeball'];

function both(ruleset: string, seed: string): { server: Game; screen: Game } {
  const s = tappedStart(ruleset, { seed });
  return { server: s.game, screen: refereedStart(ruleset, s.game.options, s.dice).game };
}

describe('a refereed match re-played on the screen from the server\'s dice', () => {
  for (const ruleset of GAMES) {
    it(`${ruleset}: stays the server's game over 400 random steps, and never holds its seed`, () => {
      const { server, screen } = both(ruleset, `sfc32:${'ab'.repeat(16)}`);
      expect(screen.seed).not.toBe(server.seed);
      expect(publicHash(screen)).toBe(publicHash(server));
      const rng = seedRng(7);
      let rolled = 0;
      for (let i = 0; i < 400 && server.pending; i++) {
        const list = legal(server);
        const a = list[randInt(rng, list.length)];
        const { events, dice } = tappedAct(server, a);
        rolled += dice.length;
        const mine = refereedAct(screen, a, dice);
        expect(mine).toEqual(events);
        expect(publicHash(screen)).toBe(publicHash(server));
      }
      expect(rolled).toBeGreaterThan(0);
      expect(JSON.stringify(screen)).not.toContain(String(server.seed));
    });
  }

  it('refuses a step fed fewer dice than it rolls, or more', () => {
    const { server, screen } = both('gridiron', 'feed');
    const rng = seedRng(3);
    for (let i = 0; i < 300 && server.pending; i++) {
      const list = legal(server);
      const a = list[randInt(rng, list.length)];
      const copy = structuredClone(screen);
      const { dice } = tappedAct(server, a);
      if (dice.length > 0) {
        expect(() => refereedAct(structuredClone(copy), a, dice.slice(1))).toThrow(DiceError);
        expect(() => refereedAct(structuredClone(copy), a, [...dice, 1])).toThrow(DiceError);
        return;
      }
      refereedAct(screen, a, dice);
    }
    throw new Error('no step rolled a die');
  });
});
