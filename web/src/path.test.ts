// Move by path: the reach is found by the engine's own steps, paths are cheapest (rolls, then steps), walking a path
// plays its steps through the normal sending and stops where a roll fails; undo marks and rules.

import { describe, expect, it } from 'vitest';
import { act, clone, play, startMatch, view, type Action, type Game, type Match } from './engine';
import { PathPlan, reachable, walkPath } from './path';
import { canUndo, markOf, shortened } from './undo';

/** A gridiron match at its first turn, one player starting a Move action (the first not next to an opponent). */
function moving(): Match {
  const m = startMatch('gridiron', { seed: 2024 });
  const formed = new Set<string>();
  for (let i = 0; i < 60 && m.game.pending!.kind !== 'turn'; i++) {
    const d = m.game.pending!;
    let a = d.actions[0];
    if (d.kind === 'setup') {
      a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
      formed.add(d.seat);
    } else if (d.kind === 'kick') a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? d.actions[0];
    play(m, a);
  }
  const free = m.game.pending!.actions.filter((a) => a.type === 'start-action' && a.action === 'move');
  for (const a of free) {
    const g = clone(m.game);
    act(g, a);
    if (g.pending!.actions.some((b) => b.type === 'move' && !b.hint)) {
      play(m, a);
      return m;
    }
  }
  throw new Error('no free mover');
}

const at = (g: Game) => {
  const v = view(g) as { acting?: { player: string }; players: { id: string; x: number; y: number }[] };
  const p = v.players.find((q) => q.id === v.acting!.player)!;
  return [p.x, p.y];
};

describe('move by path', () => {
  it('reaches cells several steps away, each path legal step by step, a free path rolling nothing', () => {
    const m = moving();
    const reach = reachable(m.game);
    const far = [...reach.values()].filter((r) => r.rolls === 0 && r.path.length >= 4);
    expect(far.length).toBeGreaterThan(0);
    const r = far[0];
    const g = clone(m.game);
    for (const st of r.path) {
      const events = act(g, st.action);
      expect(events.filter((e) => e.type === 'roll')).toEqual([]);
    }
    expect(at(g)).toEqual([r.x, r.y]);
  });

  it('ranks fewest rolls first: no cell has a cheaper path among its neighbours plus one step', () => {
    const reach = reachable(moving().game);
    for (const r of reach.values()) {
      const before = r.path.slice(0, -1);
      const prefix = before.length ? reach.get(`${before.at(-1)!.x},${before.at(-1)!.y}`) : null;
      if (prefix) expect(prefix.rolls).toBeLessThanOrEqual(r.rolls);
    }
    expect([...reach.values()].some((r) => r.rolls > 0)).toBe(true);
  });

  it('does not depend on the dice the game will roll', () => {
    const m = moving();
    const a = reachable(m.game);
    const g = clone(m.game);
    g.script = new Array(40).fill(1);
    const b = reachable(g);
    expect([...b.entries()].map(([k, r]) => [k, r.rolls, r.path.length])).toEqual([...a.entries()].map(([k, r]) => [k, r.rolls, r.path.length]));
  });

  it('walks a path through the sending, and stops at a failed roll', () => {
    const m = moving();
    const firstRoll = (r: { path: { rolls: number }[] }) => r.path.findIndex((st) => st.rolls > 0);
    const risky = [...reachable(m.game).values()].find((r) => firstRoll(r) >= 0 && firstRoll(r) < r.path.length - 1)!;
    expect(risky).toBeTruthy();
    const k = firstRoll(risky);
    // Every die a 1 from here: the first roll fails (and any re-roll question ends the walk too).
    m.game.script = new Array(40).fill(1);
    const sent: Action[] = [];
    const n = walkPath(m.game, risky.path, (a) => (sent.push(a), play(m, a)));
    expect(n).toBe(k + 1);
    expect(sent).toEqual(risky.path.slice(0, k + 1).map((st) => st.action));
  });
});

describe('a path dragged through waypoints', () => {
  it('goes through each waypoint in turn, each leg planned from the end of the last, and walking it lands there', () => {
    const m = moving();
    const reach = reachable(m.game);
    const [x0, y0] = at(m.game);
    // Two free squares two steps apart from each other, the second two steps on from the first at a right angle:
    // the best path to the second alone would not pass the first.
    const free = (x: number, y: number) => reach.get(`${x},${y}`)?.rolls === 0;
    let legs: [number, number][] | null = null;
    for (const [dx, dy] of [[2, 0], [-2, 0], [0, 2], [0, -2]])
      for (const [ex, ey] of dx ? [[0, 2], [0, -2]] : [[2, 0], [-2, 0]])
        if (!legs && free(x0 + dx, y0 + dy) && free(x0 + dx + ex, y0 + dy + ey)) legs = [[x0 + dx, y0 + dy], [x0 + dx + ex, y0 + dy + ey]];
    expect(legs).not.toBeNull();
    const plan = new PathPlan(m.game, reach);
    expect(plan.through(legs![0][0], legs![0][1])).toBe(true);
    expect(plan.through(legs![1][0], legs![1][1])).toBe(true);
    const r = plan.end()!;
    expect(r.path.length).toBe(4);
    expect(r.path.map((st) => [st.x, st.y])).toContainEqual(legs![0]);
    expect(reach.get(`${legs![1][0]},${legs![1][1]}`)!.path.length).toBeLessThan(4);
    // A waypoint the plan cannot reach (the player's own start is not a step away from the end) is passed over.
    expect(plan.through(x0 + 9, y0 + 9)).toBe(false);
    expect(walkPath(m.game, r.path, (a) => play(m, a))).toBe(4);
    expect(at(m.game)).toEqual(legs![1]);
  });
});

describe('move by path in the dungeon', () => {
  it("finds far squares by the dungeon's own steps, and walking one lands there", () => {
    const m = startMatch('dungeon', { seed: 5 });
    for (let i = 0; i < 400 && !m.game.pending!.actions.some((a) => a.type === 'move' && !('player' in a)); i++) {
      const d = m.game.pending!;
      play(m, d.actions.find((a) => a.type === 'start-action' && a.action === 'move') ?? d.actions.find((a) => a.type === 'setup-formation') ?? d.actions.find((a) => a.type === 'setup-done') ?? d.actions[0]);
    }
    const r = [...reachable(m.game).values()].find((x) => x.rolls === 0 && x.path.length >= 3)!;
    expect(r).toBeTruthy();
    const n = walkPath(m.game, r.path, (a) => play(m, a));
    expect(n).toBe(r.path.length);
    expect(at(m.game)).toEqual([r.x, r.y]);
  });
});

describe('undo', () => {
  it('takes back only the coach to act his own actions that rolled nothing', () => {
    const m = moving();
    const seat = m.game.pending!.seat;
    const marks = m.record.actions.map(() => markOf('away', []));
    marks[marks.length - 1] = markOf(seat, []);
    expect(canUndo(m.game, marks, () => true)).toBe(true);
    expect(canUndo(m.game, marks, () => false)).toBe(false);
    marks[marks.length - 1] = markOf(seat, [{ type: 'roll', rule: 'x', dice: [3], modifiers: [], total: 3, outcome: 'success' }]);
    expect(canUndo(m.game, marks, () => true)).toBe(false);
    marks[marks.length - 1] = markOf(seat === 'home' ? 'away' : 'home', []);
    expect(canUndo(m.game, marks, () => true)).toBe(false);
  });

  it('shortens the record and drops its final hash', () => {
    const m = moving();
    const r = shortened({ ...m.record, final: { step: 1, hash: 'x', result: null } }, 1);
    expect(r.actions.length).toBe(m.record.actions.length - 1);
    expect(r.final).toBeUndefined();
  });
});
