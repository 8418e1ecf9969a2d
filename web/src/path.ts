// Move by path: every cell a moving player can reach in this action, found by playing the engine's own step actions
// on copies of the game (never by rules of our own), each with its best path: fewest rolls, then fewest steps.
//
// A step that needs a roll is played on the copy with scripted dice that make it succeed, so what is reachable never
// depends on (nor reveals) the dice the real game will roll. The cost of a path is its number of rolls today; `Reach`
// keeps the rolls of every step so a chance (the odds engine, src/core/odds.ts, when it lands) can replace the count
// in one place: `costOf`.

import { act, clone, type Action, type Event, type Game } from './engine';

/** What a game may tell the path finder when its steps are not the common {type: move|step|dash, x, y, dir?}. */
export interface PathAdapter {
  isStep(a: Action): boolean;
}

const STEP_TYPES = ['move', 'step', 'dash'];
const STEP_FIELDS = ['type', 'x', 'y', 'dir', 'hint', 'label'];

/** A step to a neighbouring cell: a cell action of the common step vocabulary that names nothing else (a chest push
 * or a leap names more, and is left to its own click). */
export const commonStep: PathAdapter = {
  isStep: (a) =>
    STEP_TYPES.includes(a.type) &&
    typeof a.x === 'number' &&
    typeof a.y === 'number' &&
    a.x >= 0 &&
    a.y >= 0 &&
    Object.keys(a).every((k) => STEP_FIELDS.includes(k)),
};

/** Per-game adapters. Runeball's `move` already goes the whole way in one action (the engine lists every reachable
 * hex), so there is no path to build there. */
export const PATH_ADAPTERS: Record<string, PathAdapter> = {
  runeball: { isStep: () => false },
};

export const adapterFor = (ruleset: string): PathAdapter => PATH_ADAPTERS[ruleset] ?? commonStep;

export interface PathStep {
  action: Action;
  x: number;
  y: number;
  /** The rolls this step took on the copy (0 for a free step). */
  rolls: number;
  /** The step's hint, as the engine worded it ("dodge 3+", "dash + evade"). */
  hint: string;
}

export interface Reach {
  x: number;
  y: number;
  path: PathStep[];
  rolls: number;
}

/** The cost a path is ranked and shaded by: rolls needed now; the place a chance would go. */
export const costOf = (path: PathStep[]): number => path.reduce((n, s) => n + s.rolls, 0);

export const cellKeyOf = (x: number, y: number) => `${x},${y}`;

/** Dice values tried, in turn, to script a rolled step's success on the copy: a high die first, then a low one (a
 * game whose tests succeed on low faces), then the rest. */
const SCRIPTS = [6, 1, 5, 2, 4, 3];
const SCRIPT_LENGTH = 40;

function stepOn(game: Game, a: Action): { game: Game; rolls: number } | null {
  const seat = game.pending!.seat;
  const kind = game.pending!.kind;
  const plain = clone(game);
  let events: Event[];
  try {
    events = act(plain, a);
  } catch {
    return null;
  }
  const rolled = events.filter((e) => e.type === 'roll').length;
  if (rolled === 0) return { game: plain, rolls: 0 };
  // It rolled: play it again with dice that succeed, so reach is the same whatever the real dice will be.
  for (const v of SCRIPTS) {
    const g = clone(game);
    g.script = new Array(SCRIPT_LENGTH).fill(v);
    let evs: Event[];
    try {
      evs = act(g, a);
    } catch {
      continue;
    }
    const failed = evs.some((e) => e.type === 'roll' && (e as { outcome?: string }).outcome === 'failure');
    if (failed || !g.pending || g.pending.seat !== seat || g.pending.kind !== kind) continue;
    g.script = [];
    return { game: g, rolls: evs.filter((e) => e.type === 'roll').length };
  }
  return null;
}

interface Node {
  game: Game;
  path: PathStep[];
  rolls: number;
}

/** Every cell reachable from the pending decision by its step actions, keyed "x,y". Explores cheapest first (rolls,
 * then steps) and stops after `budget` engine calls, so a long move costs a bounded moment. Empty when the decision
 * has no steps. */
export function reachable(game: Game, adapter: PathAdapter = adapterFor(game.ruleset), budget = 1500): Map<string, Reach> {
  const out = new Map<string, Reach>();
  const d = game.pending;
  if (!d || !d.actions.some((a) => adapter.isStep(a))) return out;
  const seat = d.seat;
  const kind = d.kind;
  // For each cell, the (steps, rolls) pairs already expanded: a node no better in both is dropped.
  const seen = new Map<string, [number, number][]>();
  const dominated = (k: string, steps: number, rolls: number) => (seen.get(k) ?? []).some(([s, r]) => s <= steps && r <= rolls);
  // Buckets by rolls; within one, breadth-first (fewest steps).
  const buckets: Node[][] = [[{ game, path: [], rolls: 0 }]];
  let spent = 0;
  for (let r = 0; r < buckets.length; r++) {
    const queue = buckets[r] ?? [];
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i];
      const p = node.game.pending;
      if (!p || p.seat !== seat || p.kind !== kind) continue;
      for (const a of p.actions) {
        if (!adapter.isStep(a)) continue;
        const x = a.x as number;
        const y = a.y as number;
        const k = cellKeyOf(x, y);
        const steps = node.path.length + 1;
        if (dominated(k, steps, node.rolls)) continue;
        if (spent++ >= budget) return out;
        const next = stepOn(node.game, a);
        if (!next) continue;
        const rolls = node.rolls + next.rolls;
        if (dominated(k, steps, rolls)) continue;
        const list = seen.get(k) ?? [];
        list.push([steps, rolls]);
        seen.set(k, list);
        const path = [...node.path, { action: a, x, y, rolls: next.rolls, hint: typeof a.hint === 'string' ? a.hint : '' }];
        const best = out.get(k);
        if (!best || rolls < best.rolls || (rolls === best.rolls && path.length < best.path.length)) out.set(k, { x, y, path, rolls });
        (buckets[rolls] ??= []).push({ game: next.game, path, rolls });
      }
    }
  }
  return out;
}

/** The same step in another decision's list (the action object itself is sent, as the engine listed it). */
export function sameStep(list: readonly Action[], a: Action): Action | undefined {
  return list.find((b) => b.type === a.type && b.x === a.x && b.y === a.y && b.dir === a.dir);
}

/** Plays a path's steps one by one through `send` (the screen's own sending, so each step is recorded and logged as
 * a click would be). Stops early when a roll fails, when a step is no longer offered, or when the decision changes
 * (a re-roll question, a fall, the end of the action). Returns how many steps were sent. */
export function walkPath(game: Game, path: PathStep[], send: (a: Action) => Event[] | null): number {
  const walk = pathWalk(game);
  let sent = 0;
  for (const st of path) {
    const a = walk.next(st);
    const events = a && send(a);
    if (!events) break;
    sent++;
    if (walk.failed(events)) break;
  }
  return sent;
}

/** walkPath for a screen whose steps go to the server first (refereed.ts): each step waits for its answer. */
export async function walkPathAwaiting(game: Game, path: PathStep[], send: (a: Action) => Event[] | null | Promise<Event[] | null>): Promise<number> {
  const walk = pathWalk(game);
  let sent = 0;
  for (const st of path) {
    const a = walk.next(st);
    const events = a && (await send(a));
    if (!events) break;
    sent++;
    if (walk.failed(events)) break;
  }
  return sent;
}

/** The rule of a walk, for both ways of sending: a step is sent while the same seat's same decision is pending and
 * the step is still offered; the walk ends at a refused step, and after one that failed a roll. */
function pathWalk(game: Game) {
  const seat = game.pending?.seat;
  const kind = game.pending?.kind;
  return {
    next(st: PathStep): Action | undefined {
      const d = game.pending;
      return d && d.seat === seat && d.kind === kind ? sameStep(d.actions, st.action) : undefined;
    },
    failed: (events: Event[]): boolean => events.some((e) => e.type === 'roll' && (e as { outcome?: string }).outcome === 'failure'),
  };
}

/** Plays a path on a copy of the game, each rolled step with dice that succeed (as `reachable` does), so a plan can
 * go on from its end. Null when a step is not offered there. */
export function afterPath(game: Game, path: PathStep[]): Game | null {
  let g = game;
  for (const st of path) {
    const a = g.pending ? sameStep(g.pending.actions, st.action) : undefined;
    const next = a ? stepOn(g, a) : null;
    if (!next) return null;
    g = next.game;
  }
  return g;
}

/** Engine calls for one leg between two waypoints: a dragged pointer passes a cell or three at a time. */
const LEG_BUDGET = 400;

/** A path dragged through waypoints: the best path to the first, then, from where it ends, the best path on to the
 * next, and so on, each leg planned again from the end of the one before. A waypoint the plan cannot reach from its
 * end (a player stands there, no movement is left) is passed over. */
export class PathPlan {
  readonly path: PathStep[] = [];
  private at: Game;
  private reach: Map<string, Reach>;
  constructor(
    game: Game,
    /** What the game already found reachable from the start (the screen's shading), to plan the first leg. */
    first?: Map<string, Reach>,
    private adapter: PathAdapter = adapterFor(game.ruleset),
  ) {
    this.at = game;
    this.reach = first ?? reachable(game, adapter);
  }

  /** Adds a waypoint; false when it is passed over. */
  through(x: number, y: number): boolean {
    const leg = this.reach.get(cellKeyOf(x, y));
    const next = leg ? afterPath(this.at, leg.path) : null;
    if (!leg || !next) return false;
    this.path.push(...leg.path);
    this.at = next;
    this.reach = reachable(next, this.adapter, LEG_BUDGET);
    return true;
  }

  /** The plan as one reach to its last cell, or null while it has no step. */
  end(): Reach | null {
    const last = this.path[this.path.length - 1];
    return last ? { x: last.x, y: last.y, path: [...this.path], rolls: costOf(this.path) } : null;
  }
}
