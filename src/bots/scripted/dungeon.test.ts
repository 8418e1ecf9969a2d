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
import { dungeonScenario, pl } from '../../games/dungeon/testkit';
import type { Action } from '../../core/types';

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

/** The scripted coach plays `seat`'s decisions until the other side's turn or the end; the actions it chose. */
function coach(m: ReturnType<typeof dungeonScenario>, seat: Seat = 'home'): Action[] {
  const bot = makeBot('scripted', 'test');
  const chosen: Action[] = [];
  for (let n = 0; m.game.pending && m.game.pending.seat === seat && n < 100; n++) {
    const a = bot.choose(m.game, m.game.pending);
    chosen.push(a);
    m.play(a);
  }
  return chosen;
}

// A corridor one square wide from the home end zone to the away one, chest 5 in it; the away player in a room of his
// own below.
const CORRIDOR = {
  id: 'corridor',
  name: 'A corridor',
  grid: 'square',
  width: 10,
  height: 4,
  rows: ['##########', '#HH..5.AA#', '##########', '#........#'],
  legend: {
    '#': { terrain: 'wall' },
    '.': { terrain: 'floor' },
    H: { terrain: 'floor', areas: ['end-zone:home'] },
    A: { terrain: 'floor', areas: ['end-zone:away'] },
    '5': { terrain: 'floor', feature: { kind: 'chest', number: 5 } },
  },
  outside: 'wall',
};

describe('the scripted dungeon coach on the move', () => {
  // On the classic map the away end zone is x 23-24; three opponents stand in a line in front of it.
  const line = [pl('away', 1, 22, 6), pl('away', 2, 22, 7), pl('away', 3, 22, 8)];

  it('leaps over a line in front of the end zone when the leap needs 4+ or less, and scores', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 21, 7), ...line], ball: { carrier: 'home-1' }, dice: [4] });
    const chosen = coach(m);
    const leap = chosen.find((a) => a.type === 'leap');
    expect(leap).toBeDefined();
    expect(leap!.x as number).toBeGreaterThanOrEqual(23);
    expect(m.rolls('dungeon.leap').map((r) => r.target)).toEqual([4]);
    expect(m.game.result?.winner).toBe('home');
  });

  it('does not try a leap that needs 5+: an AG 2 carrier looks for another way', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 21, 7, { ag: 2 }), ...line], ball: { carrier: 'home-1' } });
    expect(coach(m).some((a) => a.type === 'leap')).toBe(false);
  });

  it('pushes a chest that shuts the corridor to the end zone, and scores behind it without opening it', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 3, 1, { ma: 8 }), pl('away', 1, 4, 3)], ball: { carrier: 'home-1' } }, { options: { board: CORRIDOR }, ballChest: null });
    const chosen = coach(m);
    expect(chosen.filter((a) => a.chest !== undefined).map((a) => `${a.chest} ${a.x},${a.y}`)).toEqual(['push 5,1', 'push 6,1', 'push 7,1']);
    expect(m.events.filter((e) => e.type === 'chest-opened')).toEqual([]);
    expect(m.game.result?.winner).toBe('home');
  });

  it('leaves a chest alone when the way round it is open: next to chest 5 on the classic map it walks on', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 5), pl('away', 9, 3, 12)], ball: { carrier: 'home-1' } });
    const chosen = coach(m);
    expect(chosen.some((a) => a.type === 'move')).toBe(true);
    expect(chosen.filter((a) => a.chest !== undefined || a.type === 'leap')).toEqual([]);
    expect(m.events.filter((e) => e.type === 'chest-opened' || e.type === 'chest-moved')).toEqual([]);
  });
});
