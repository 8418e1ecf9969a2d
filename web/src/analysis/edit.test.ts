// Setting up a position by hand, in each game: every edit is a scenario the engine builds, and the built board shows
// the change (the player on his new square, down, with his skills, the ball where it was put).

import { describe, expect, it } from 'vitest';
import { view } from '../engine';
import { ANALYSIS_GAMES, gameOf, kickoffPosition, type Position } from './position';
import { ballAt, hasSkills, moveTo, offBoard, setSkills, setStance, skillsText, toAct, type Side } from './edit';

type P = { id: string; side: string; number: number; x: number; y: number; stance?: string; prone?: boolean; down?: boolean; skills?: unknown; place?: string; status?: string; at?: string };
const players = (p: Position) => (view(gameOf(p)) as { players: P[] }).players;
const onBoard = (q: P) => q.x >= 0 && (q.place ?? q.status ?? q.at ?? 'pitch') !== 'reserves' && (q.place ?? q.status ?? q.at) !== 'bench';
const down = (q: P) => q.stance === 'prone' || q.stance === 'stunned' || !!q.prone || !!q.down;
const empty = (p: Position, y: number): [number, number] => {
  const taken = new Set(players(p).filter(onBoard).map((q) => `${q.x},${q.y}`));
  for (let x = 10; x < 20; x++) if (!taken.has(`${x},${y}`)) return [x, y];
  throw new Error('no empty square');
};

describe('setting up a position', () => {
  for (const r of ANALYSIS_GAMES) {
    it(`${r}: a player moved, knocked down, given skills; the ball put down`, () => {
      const start = kickoffPosition(r);
      const mover = players(start).find((q) => onBoard(q) && q.side === 'home')!;
      const who = { side: 'home' as Side, number: mover.number };
      const [x, y] = empty(start, 6);
      const moved = moveTo(start, who, x, y);
      const at = (p: Position) => players(p).find((q) => q.side === 'home' && q.number === mover.number)!;
      expect(at(moved)).toMatchObject({ x, y });
      const prone = setStance(moved, who, 'prone');
      expect(down(at(prone))).toBe(true);
      expect(down(at(setStance(prone, who, 'standing')))).toBe(false);
      if (hasSkills(r)) {
        const line = r === 'runeball' ? 'dodge 12' : 'Dodge, Sure Feet';
        const skilled = setSkills(moved, who, line);
        expect(skillsText(skilled, who)).toBe(line);
        gameOf(skilled);
      }
      const [bx, by] = empty(moved, 4);
      const ball = (view(gameOf(ballAt(moved, bx, by))) as { ball: { x: number; y: number } }).ball;
      expect([ball.x, ball.y]).toEqual([bx, by]);
      // The ball put under a standing player is in his hands.
      const held = ballAt(moved, x, y);
      expect(JSON.stringify((held.o.scenario as { ball: unknown }).ball)).toMatch(r === 'runeball' ? /"number":/ : /"carrier":"home-/);
      gameOf(held);
      // Knocked down, the carrier drops it in his square.
      expect((setStance(held, who, 'prone').o.scenario as { ball: unknown }).ball).toEqual({ x, y });
      expect(players(offBoard(moved, who)).some((q) => q.side === 'home' && q.number === mover.number && onBoard(q) && q.x === x && q.y === y)).toBe(false);
      gameOf(toAct(moved, { side: 'away', number: players(moved).find((q) => onBoard(q) && q.side === 'away')!.number }));
    });
  }

  it('a player dragged onto another swaps squares with him', () => {
    const start = kickoffPosition('gridiron');
    const [a, b] = players(start).filter((q) => onBoard(q) && q.side === 'home');
    const swapped = moveTo(start, { side: 'home', number: a.number }, b.x, b.y);
    const now = players(swapped);
    expect(now.find((q) => q.id === a.id)).toMatchObject({ x: b.x, y: b.y });
    expect(now.find((q) => q.id === b.id)).toMatchObject({ x: a.x, y: a.y });
  });

  it("a skill the game does not have is refused by the engine, by the scenario's field", () => {
    const start = kickoffPosition('gridiron');
    const who = { side: 'home' as Side, number: players(start).find((q) => q.side === 'home')!.number };
    expect(() => gameOf(setSkills(start, who, 'Flying'))).toThrow(/skills\[0\]: expected the name of an LRB6 skill/);
  });
});

describe('runeball skills', () => {
  it('are written with their levels', () => {
    const start = kickoffPosition('runeball');
    expect(() => setSkills(start, { side: 'home', number: 1 }, 'dodge')).toThrow(/with its level/);
  });
});
