// The ball rules through the one door every client uses: a scenario, the turn decision, the action vocabulary.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import '../../index';
import { act, legal, newGame, pending, type Game } from '../../../core/game';
import type { Action, Event } from '../../../core/types';
import type { GState } from '../state';

const line = { ma: 6, st: 3, ag: 3, av: 8 };
const THROWER = { side: 'home', number: 1, ...line, x: 5, y: 7 };
const CATCHER = { side: 'home', number: 2, ...line, x: 9, y: 7 };

function game(sc: Record<string, unknown>): Game & GState {
  return newGame('gridiron', { seed: 1, scenario: { rerolls: { home: 0, away: 0 }, ...sc } }) as Game & GState;
}

function run(g: Game, actions: Action[]): Event[] {
  const out: Event[] = [];
  for (const a of actions) out.push(...act(g, a));
  return out;
}

describe('passing through the facade', () => {
  it('a Pass action: move, then throw; a caught pass keeps the turn going and is a completion', () => {
    const g = game({ players: [THROWER, CATCHER], ball: { carrier: 'home-1' }, dice: [4, 3] });
    act(g, { type: 'start-action', player: 'home-1', action: 'pass' });
    const throws = legal(g).filter((a) => a.type === 'throw');
    expect(throws.find((a) => a.x === 9 && a.y === 7)?.hint).toBe('Short Pass 4+');
    act(g, { type: 'move', x: 6, y: 7 });
    // now a Quick Pass from (6,7): 3+
    expect(legal(g).find((a) => a.type === 'throw' && a.x === 9 && a.y === 7)?.hint).toBe('Quick Pass 3+');
    const ev = act(g, { type: 'throw', x: 9, y: 7 });
    expect(ev.filter((e) => e.type === 'roll').map((e) => (e as { rule: string }).rule)).toEqual(['gridiron.pass', 'gridiron.catch']);
    expect(g.ball).toMatchObject({ state: 'held', carrier: 'home-2' });
    expect(g.players.find((p) => p.id === 'home-1')!.stats.comp).toBe(1);
    expect(pending(g)).toMatchObject({ seat: 'home', kind: 'turn' });
    // the ball may be passed only once per turn
    expect(legal(g).some((a) => a.type === 'start-action' && a.action === 'pass')).toBe(false);
    // "If the player who caught it has not taken an action yet, he may do so as normal"
    expect(legal(g).some((a) => a.type === 'start-action' && a.player === 'home-2' && a.action === 'move')).toBe(true);
  });

  it('the thrower need not hold the ball when the Pass action starts: he may run over and pick it up first', () => {
    const g = game({ players: [THROWER, CATCHER], ball: { x: 6, y: 7 }, dice: [3, 4, 6] });
    act(g, { type: 'start-action', player: 'home-1', action: 'pass' });
    expect(legal(g).some((a) => a.type === 'throw')).toBe(false);
    act(g, { type: 'move', x: 6, y: 7 });
    expect(g.ball.carrier).toBe('home-1');
    act(g, { type: 'throw', x: 9, y: 7 });
    expect(g.ball.carrier).toBe('home-2');
  });

  it('an interception is a turnover: the other team\'s turn starts', () => {
    const g = game({ players: [THROWER, CATCHER, { side: 'away', number: 1, ...line, x: 7, y: 7 }], ball: { carrier: 'home-1' }, dice: [6] });
    run(g, [{ type: 'start-action', player: 'home-1', action: 'pass' }, { type: 'throw', x: 9, y: 7 }]);
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'intercept' });
    act(g, { type: 'intercept', player: 'away-1' });
    expect(g.ball.carrier).toBe('away-1');
    expect(pending(g)?.seat).toBe('away');
    expect(pending(g)?.kind).toBe('turn');
  });

  it('a fumble bounces once from the thrower and ends the turn', () => {
    const g = game({ players: [THROWER, CATCHER], ball: { carrier: 'home-1' }, dice: [1, 5] });
    run(g, [{ type: 'start-action', player: 'home-1', action: 'pass' }, { type: 'throw', x: 9, y: 7 }]);
    expect(g.ball).toMatchObject({ state: 'ground', x: 6, y: 7 });
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });

  it('a pass to an empty square that comes to rest on the ground ends the turn', () => {
    const g = game({ players: [THROWER, CATCHER], ball: { carrier: 'home-1' }, dice: [4, 5] });
    run(g, [{ type: 'start-action', player: 'home-1', action: 'pass' }, { type: 'throw', x: 9, y: 9 }]);
    expect(g.ball).toMatchObject({ state: 'ground', x: 10, y: 9 });
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'turn' });
  });

  it('a hand-off to a team-mate beside the giver', () => {
    const g = game({ players: [THROWER, { ...CATCHER, x: 6 }], ball: { carrier: 'home-1' }, dice: [3] });
    act(g, { type: 'start-action', player: 'home-1', action: 'handoff' });
    expect(legal(g).find((a) => a.type === 'handoff' && a.to === 'home-2')?.hint).toBe('Catch 3+');
    act(g, { type: 'handoff', to: 'home-2' });
    expect(g.ball.carrier).toBe('home-2');
    expect(pending(g)).toMatchObject({ seat: 'home', kind: 'turn' });
  });

  it('moving onto the ball picks it up (+1); a failure is a turnover', () => {
    const ok = game({ players: [THROWER], ball: { x: 6, y: 7 }, dice: [3] });
    run(ok, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 6, y: 7 }]);
    expect(ok.ball.carrier).toBe('home-1');
    const bad = game({ players: [THROWER], ball: { x: 6, y: 7 }, dice: [2, 5] });
    run(bad, [{ type: 'start-action', player: 'home-1', action: 'move' }, { type: 'move', x: 6, y: 7 }]);
    expect(bad.ball).toMatchObject({ state: 'ground', x: 7, y: 7 });
    expect(pending(bad)).toMatchObject({ seat: 'away', kind: 'turn' });
  });
});

describe('Throw Team-Mate through the facade', () => {
  it('a Throw Team-Mate action: the ogre throws the goblin, who scatters three times and lands on his feet', () => {
    const g = game({
      players: [
        { side: 'home', number: 1, ma: 5, st: 5, ag: 2, av: 9, x: 5, y: 7, skills: ['Throw Team-Mate'] },
        { side: 'home', number: 2, ma: 6, st: 2, ag: 3, av: 7, x: 6, y: 7, skills: ['Right Stuff', 'Stunty'] },
      ],
      dice: [6, 5, 5, 7, 4],
    });
    act(g, { type: 'start-action', player: 'home-1', action: 'ttm' });
    const offered = legal(g).find((a) => a.type === 'ttm' && a.x === 10 && a.y === 7);
    expect(offered).toMatchObject({ thrown: 'home-2', hint: 'Short Pass 6+' });
    act(g, { type: 'ttm', thrown: 'home-2', x: 10, y: 7 });
    expect(g.players.find((p) => p.id === 'home-2')).toMatchObject({ x: 12, y: 8, stance: 'standing' });
    expect(pending(g)).toMatchObject({ seat: 'home', kind: 'turn' });
  });
});

describe('Dump-Off through the facade', () => {
  it('a block declared on a Dump-Off ball carrier: he throws a Quick pass first, and nobody\'s turn ends from it', () => {
    const g = game({
      active: 'away',
      players: [
        { side: 'home', number: 1, ...line, x: 10, y: 7, skills: ['Dump-Off'] }, { side: 'home', number: 2, ...line, x: 8, y: 7 },
        { side: 'away', number: 1, ...line, x: 11, y: 7 },
      ],
      ball: { carrier: 'home-1' },
      dice: [1, 5],
    });
    act(g, { type: 'start-action', player: 'away-1', action: 'block' });
    act(g, { type: 'block', target: 'home-1' });
    expect(pending(g)).toMatchObject({ seat: 'home', kind: 'dump-off' });
    expect(legal(g).filter((a) => a.type === 'throw').every((a) => String(a.hint).includes('Quick Pass'))).toBe(true);
    const ev = act(g, { type: 'throw', x: 8, y: 7 });
    // a fumble (the 1) bounces (5) onto the blocker, who may try to catch it; no turnover for anyone
    expect(ev.some((e) => e.type === 'fumble')).toBe(true);
    expect(pending(g)).toMatchObject({ seat: 'away', kind: 'catch-choice' });
    expect(g.teams.home.passUsed).toBe(false);
    expect(g.turnover).toBe(false);
  });
});

describe('the ball is always in exactly one place, and the ball rules never stall (random play)', () => {
  it('holds over random legal actions from passing positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (seed, picks) => {
        const g = newGame('gridiron', {
          seed,
          scenario: {
            players: [
              THROWER, CATCHER, { side: 'home', number: 3, ...line, x: 8, y: 4, skills: ['Catch', 'Diving Catch'] },
              { side: 'away', number: 1, ...line, x: 7, y: 7, skills: ['Pass Block'] }, { side: 'away', number: 2, ...line, x: 10, y: 8 },
              { side: 'away', number: 3, ...line, x: 3, y: 1, skills: ['Diving Catch'] },
            ],
            ball: { carrier: 'home-1' },
            rerolls: { home: 2, away: 2 },
          },
        }) as Game & GState;
        for (const n of picks) {
          const list = legal(g);
          if (list.length === 0) break;
          act(g, list[n % list.length]);
          const b = g.ball;
          if (b.state === 'held') {
            const c = g.players.find((p) => p.id === b.carrier)!;
            expect(c.place).toBe('pitch');
            expect([c.x, c.y]).toEqual([b.x, b.y]);
            expect(c.stance).toBe('standing');
          } else {
            expect(b.carrier).toBeNull();
          }
          if (g.pending && g.pending.kind !== 'turn') continue;
          // at a turn decision the ball is never left in flight, nor lying under a player
          expect(b.state).not.toBe('loose');
          if (b.state === 'ground') expect(g.players.some((p) => p.place === 'pitch' && p.x === b.x && p.y === b.y)).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });
});
