// The scripted dungeon coach (issue 13, "the random and scripted bots play whole dungeon matches"): it finds the ball
// in the chests and carries it to the end zone, so it beats the random coach, two of it sometimes finish a match by
// the first touchdown, and it never sends a player to the Reserves by teleport.

import { describe, expect, it } from 'vitest';
import '../../games/index';
import './players';
import { makeBot } from '../index';
import { act, start } from '../../core/game';
import type { Event } from '../../core/types';
import type { DState } from '../../games/dungeon/state';

type Seat = 'home' | 'away';

function match(seed: string, board: string, home: string, away: string): { winner: Seat | null; reason: string; events: Event[] } {
  const started = start('dungeon', { seed, board });
  const game = started.game;
  const events: Event[] = [...started.events];
  const bots = { home: makeBot(home, `${seed}:home`), away: makeBot(away, `${seed}:away`) };
  for (let n = 0; game.pending && n < 100_000; n++) events.push(...act(game, bots[game.pending.seat as Seat].choose(game, game.pending)));
  const r = (game as unknown as DState).result!;
  return { winner: r.winner as Seat | null, reason: r.reason, events };
}

const BOARDS = ['classic', 'hazards', 'platform'];

describe('the scripted dungeon coach', () => {
  it('beats the random coach over 21 matches, at both seats and on every map, and never teleports out', () => {
    const wins = { scripted: 0, random: 0, draws: 0 };
    for (let i = 0; i < 21; i++) {
      const scriptedAt: Seat = i % 2 === 0 ? 'home' : 'away';
      const m = match(`vs-random:${i}`, BOARDS[i % 3], scriptedAt === 'home' ? 'scripted' : 'random', scriptedAt === 'home' ? 'random' : 'scripted');
      if (m.winner === null) wins.draws++;
      else wins[m.winner === scriptedAt ? 'scripted' : 'random']++;
      expect(m.events.filter((e) => e.type === 'teleported-out' && (e.player as string).startsWith(`${scriptedAt}-`))).toEqual([]);
    }
    expect(wins.scripted).toBeGreaterThanOrEqual(15);
    expect(wins.random).toBeLessThan(wins.scripted / 5);
  }, 120_000);

  it('two scripted coaches sometimes end the match by the first touchdown', () => {
    const reasons = Array.from({ length: 15 }, (_, i) => match(`vs-self:${i}`, BOARDS[i % 3], 'scripted', 'scripted').reason);
    expect(reasons).toContain('the first touchdown wins');
  }, 120_000);
});
