// Leaping (seed 004): "leaping is a special action that any player can take while moving, once per activation."
// "they must stop in a specific square, and then choose what square they wish to leap to from their current square.
// The chosen square must be at least two squares away from the current square, and the leap uses up a number of
// points of movement equal to the number of squares moved in total, where the movement path is defined as any path
// that leads from the starting square to the target square moving through the least possible amount of squares. The
// path ... may pass through both occupied and unoccupied squares, and over chasms or obstacles ... a player cannot
// leap through walls, or up onto an elevated platform ... a player can leap over a teleporter square without getting
// teleported away mid-leap."
// "The basic Leap roll is an AG roll that is modified by -1 for every square being leapt over in excess of one. This
// roll is not modified by opposing tackle zones". Landing on an occupied square: knocked down, scatter to an
// unoccupied one, and a player there meets the Player Collisions rule (collision.ts). A failed roll: "lands in one of
// the squares he was trying leap over – randomly determine which one if more than one – and is knocked down"; the
// Leap skill gives +1 and "one square further along the path".
//
// Readings: "sufficient movement points left" is his MA, so a leap takes no go-for-its; the leap's path is the one
// nearest the straight line, or else the first shortest path found round walls, rock and higher ground (every square
// of it at or below the starting level); only the square he comes down in is entered (onEnterCell), after any
// knock-down. Gridiron's own Leap (two squares, the skill alone) gives way to this one: the dungeon wraps gridiron's
// action procedure.
// Opponents' skills against a leap, as LRB6 words them and gridiron's step (move.ts) plays them: Tentacles ("attempts
// to dodge or leap out of any of his tackle zones") is asked before the leap roll, a hold ending his action where he
// stands; Shadowing ("moves out of any of his tackle zones for any reason") once he is on his feet in the square he
// ends in; Diving Tackle never ("after an opposing player attempts to dodge out of any of his tackle zones": a dodge
// only, as in gridiron). Acrobatics against the collision: acrobatics.ts. Sure Feet on the leap roll: skills.ts.

import { solidAt, stepBlocked, type Board } from '../../core/board';
import { roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import { neighbours } from '../../core/grid/square';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import type { ActionFrame } from '../gridiron/action';
import { scatterOnce } from '../gridiron/ball/bounce';
import { placeAt, report, type GCtx } from '../gridiron/common';
import { atMoment } from '../gridiron/hooks';
import { pushCrowd, pushKnockdown } from '../gridiron/injury';
import { leapMods } from '../gridiron/move';
import { pitchOf } from '../gridiron/pitch';
import { pushTest } from '../gridiron/reroll';
import { agilityTarget, hasSkill, playerAt, playerById, rollNeeded, type GState, type Player } from '../gridiron/state';
import { isRooted } from '../gridiron/takeroot';
import { pushShadowingRoll, shadow, shadowers, shadowingDecision } from '../gridiron/shadowing';
import { pushTentaclesRoll, tentaclesAround, tentaclesDecision } from '../gridiron/tentacles';
import { pushAcrobaticsRoll, tumbles } from './acrobatics';
import { collide } from './collision';
import { hazardAt } from './hazards';
import { obstacleIn } from './obstacles';
import type { DState } from './state';

type Sq = { x: number; y: number };

export interface LeapFrame extends Frame {
  p: 'dungeon.leap';
  player: string;
  /** The squares leapt over, then the target. */
  path: Sq[];
  /** Where he took off. */
  from: Sq;
  phase: 'roll' | 'tentacles' | 'tentacles-check' | 'jump' | 'land' | 'acrobatics' | 'landed' | 'shadow' | 'shadow-check' | 'enter';
  last?: string;
  lastDie?: number;
  /** The Shadowing player whose roll is being made. */
  shadower?: string;
}

/** The leap roll's modifiers for a leap of `squares` squares: -1 per square leapt over beyond one, +1 for the Leap
 * skill (and Very Long Legs, as in gridiron); never tackle zones. */
export function leapModifiers(p: Player, squares: number): Modifier[] {
  const mods: Modifier[] = [];
  const beyond = squares - 2;
  if (beyond > 0) mods.push({ source: beyond === 1 ? 'a second square leapt over' : `${beyond + 1} squares leapt over`, value: -beyond });
  if (hasSkill(p, 'Leap')) mods.push({ source: 'Leap', value: 1 });
  for (const m of leapMods(p)) mods.push(m);
  return mods;
}

/** Every square he may leap to now, each with its path: at least two away, no farther than his MA left, reached by a
 * shortest path (king's moves) that crosses no wall or rock and never climbs. */
export function leapPaths(s: GState, p: Player, only?: string): Map<string, Sq[]> {
  const out = new Map<string, Sq[]>();
  const reach = p.ma - p.moved;
  if (reach < 2) return out;
  const b: Board = pitchOf(s).board;
  const level = b.level[p.y * b.width + p.x];
  const key = (x: number, y: number) => y * b.width + x;
  const parent = new Map<number, number>([[key(p.x, p.y), -1]]);
  let layer: Sq[] = [{ x: p.x, y: p.y }];
  for (let d = 1; d <= reach && layer.length > 0; d++) {
    const next: Sq[] = [];
    for (const c of layer) {
      for (const n of neighbours(b.width, b.height, c)) {
        const k = key(n.x, n.y);
        if (parent.has(k)) continue;
        // only squares as far off as the steps taken: a detour round a wall is no shortest path
        if (Math.max(Math.abs(n.x - p.x), Math.abs(n.y - p.y)) !== d) continue;
        if (solidAt(b, n.x, n.y) || stepBlocked(b, c.x, c.y, n.x, n.y) || b.level[k] > level) continue;
        parent.set(k, key(c.x, c.y));
        next.push(n);
        if (d >= 2 && (only === undefined || only === `${n.x},${n.y}`)) {
          let path = straightPath(b, p, n, level);
          if (!path) {
            path = [];
            for (let at = k; at !== key(p.x, p.y); at = parent.get(at)!) path.unshift({ x: at % b.width, y: Math.floor(at / b.width) });
          }
          out.set(`${n.x},${n.y}`, path);
        }
      }
    }
    layer = next;
  }
  return out;
}

/** The path nearest the straight line from `from` to `to`, when nothing stops it: the one a coach sees. */
function straightPath(b: Board, from: Sq, to: Sq, level: number): Sq[] | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.max(Math.abs(dx), Math.abs(dy));
  const path: Sq[] = [];
  let at = from;
  for (let i = 1; i <= d; i++) {
    const next = { x: from.x + Math.round((i * dx) / d), y: from.y + Math.round((i * dy) / d) };
    if (solidAt(b, next.x, next.y) || stepBlocked(b, at.x, at.y, next.x, next.y) || b.level[next.y * b.width + next.x] > level) return null;
    path.push(next);
    at = next;
  }
  return path;
}

/** Whether he may leap now: standing, free to move, not yet leapt this activation. */
function mayLeap(p: Player, f: ActionFrame): boolean {
  return f.action !== 'block' && f.action !== 'bomb' && p.stance === 'standing' && !isRooted(p) && !f.refused && !f.leapt && !hasSkill(p, 'Ball & Chain');
}

/** Cells reached, stamped with the search that reached them (one buffer for every search: offered at each step,
 * the leaps are the dungeon's hottest rule). */
let stamp = new Uint32Array(0);
let search = 0;

/** Per board, per cell, a bit for each of the nine (dx, dy) in -1..1 whose step out of the cell a wall or rock stops
 * (bit (dy + 1) * 3 + dx + 1): the board's walls looked up once, not at every offer. */
const stepMasks = new WeakMap<Board, Uint16Array>();
function stepMask(b: Board): Uint16Array {
  let m = stepMasks.get(b);
  if (m) return m;
  m = new Uint16Array(b.width * b.height);
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx || dy) && stepBlocked(b, x, y, x + dx, y + dy)) m[y * b.width + x] |= 1 << ((dy + 1) * 3 + dx + 1);
        }
      }
    }
  }
  stepMasks.set(b, m);
  return m;
}

/** Calls `visit` for every square he may leap to now with its distance: the same squares as `leapPaths`, without
 * building a path for each. */
function eachLeap(s: GState, p: Player, visit: (x: number, y: number, d: number) => void): void {
  const reach = p.ma - p.moved;
  if (reach < 2) return;
  const b: Board = pitchOf(s).board;
  const w = b.width;
  const h = b.height;
  if (stamp.length < w * h) stamp = new Uint32Array(w * h);
  if (++search === 0xffffffff) {
    stamp.fill(0);
    search = 1;
  }
  const level = b.level[p.y * w + p.x];
  const blocked = stepMask(b);
  stamp[p.y * w + p.x] = search;
  let layer: number[] = [p.y * w + p.x];
  for (let d = 1; d <= reach && layer.length > 0; d++) {
    const next: number[] = [];
    for (const c of layer) {
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const y = cy + dy;
        if (y < 0 || y >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx;
          if ((dx === 0 && dy === 0) || x < 0 || x >= w) continue;
          const k = y * w + x;
          if (stamp[k] === search) continue;
          if (Math.max(Math.abs(x - p.x), Math.abs(y - p.y)) !== d) continue;
          if (b.solid[k] === 1 || b.level[k] > level || (blocked[c] & (1 << ((dy + 1) * 3 + dx + 1))) !== 0) continue;
          stamp[k] = search;
          next.push(k);
          if (d >= 2) visit(x, y, d);
        }
      }
    }
    layer = next;
  }
}

/** The path of one leap he may make now (that of `leapPaths`), or null. */
export function leapPath(s: GState, p: Player, x: number, y: number): Sq[] | null {
  let ok = false;
  eachLeap(s, p, (cx, cy) => {
    if (cx === x && cy === y) ok = true;
  });
  if (!ok) return null;
  const b: Board = pitchOf(s).board;
  return straightPath(b, p, { x, y }, b.level[p.y * b.width + p.x]) ?? leapPaths(s, p, `${x},${y}`).get(`${x},${y}`) ?? null;
}

export function leapActions(s: GState, p: Player): Action[] {
  const out: Action[] = [];
  const hints: string[] = [];
  eachLeap(s, p, (x, y, d) => {
    // nobody jumps into a pit, a chasm or lava on purpose (as nobody steps in: hazards.ts)
    if (hazardAt(s as DState, x, y)) return;
    const hint = (hints[d] ??= `leap ${rollNeeded(agilityTarget(p.ag), leapModifiers(p, d))}+`);
    out.push({ type: 'leap', x, y, hint });
  });
  return out;
}

/** In place of gridiron's action procedure: its own, with the dungeon's leap in place of gridiron's Leap. */
export const withLeaping = (base: Procedure<GState, ActionFrame>): Procedure<GState, ActionFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    if (!d || d.kind !== 'action' || f.phase !== 'steps') return d;
    const p = playerById(ctx.state, f.player);
    const actions = d.actions.filter((a) => a.type !== 'leap');
    if (mayLeap(p, f)) actions.splice(actions.length - 1, 0, ...leapActions(ctx.state, p));
    return { ...d, actions } as Decision;
  },
  act(ctx, f, action) {
    if (action.type !== 'leap') return base.act!(ctx, f, action);
    const p = playerById(ctx.state, f.player);
    const path = leapPath(ctx.state, p, action.x as number, action.y as number);
    if (!path) throw new Error(`dungeon.leap: no leap to (${action.x}, ${action.y})`);
    f.leapt = true;
    f.last = 'moving';
    const frame: LeapFrame = { p: 'dungeon.leap', player: p.id, path, from: { x: p.x, y: p.y }, phase: 'roll' };
    push(ctx, frame);
  },
});

export const leapProcedure: Procedure<GState, LeapFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const target = f.path[f.path.length - 1];
    // Phases that roll nothing run straight on in one call.
    for (;;) switch (f.phase) {
      case 'roll': {
        p.moved += f.path.length;
        ctx.events.push({ type: 'leap', player: p.id, from: f.from, x: target.x, y: target.y, over: f.path.length - 1 });
        // Tentacles (LRB6 "attempts to dodge or leap out of any of his tackle zones"): asked before the leap roll.
        const grabbers = tentaclesAround(s, p, f.from.x, f.from.y);
        if (grabbers.length > 0) {
          f.phase = 'tentacles';
          return tentaclesDecision(p, grabbers);
        }
        f.phase = 'jump';
        continue;
      }
      case 'tentacles-check':
        if (f.last === 'failure') {
          // "the moving player is held firm, and his action ends immediately": on his feet where he took off.
          ctx.events.push({ type: 'held', player: p.id, x: p.x, y: p.y });
          report(ctx, 'held');
          pop(ctx);
          return;
        }
        f.phase = 'jump';
        continue;
      case 'jump':
        f.phase = 'land';
        pushTest(ctx, { rule: 'dungeon.leap', who: p.id, target: agilityTarget(p.ag), mods: leapModifiers(p, f.path.length) });
        return;
      case 'land': {
        f.phase = 'landed';
        if (f.last === 'success') {
          const under = playerAt(s, target.x, target.y);
          if (tumbles(p, under)) {
            f.phase = 'acrobatics';
            pushAcrobaticsRoll(ctx, p);
            return;
          }
          return comeDown(ctx, p, target, false, false);
        }
        // Short of the target: one of the squares leapt over, at random; the Leap skill carries him one further.
        const over = f.path.length - 1;
        let i = over === 1 ? 0 : roll(ctx, { rule: 'dungeon.leap-short', who: p.id, dice: `d${over}`, outcome: (t) => `square ${t} of ${over}` }).total - 1;
        if (hasSkill(p, 'Leap')) i++;
        return comeDown(ctx, p, f.path[i], true, false);
      }
      case 'acrobatics':
        f.phase = 'landed';
        return comeDown(ctx, p, target, false, f.last === 'success');
      case 'landed': {
        f.phase = 'enter';
        // Shadowing (LRB6 "moves out of any of his tackle zones for any reason"): a leaper still on his feet, out of
        // a shadower's tackle zone, may be followed into the square he took off from.
        if (p.place !== 'pitch' || p.stance !== 'standing') continue;
        const followers = shadowers(s, p, f.from.x, f.from.y);
        if (followers.length === 0) continue;
        f.phase = 'shadow';
        return shadowingDecision(p, followers);
      }
      case 'shadow-check':
        // "If the final result is 7 or less, the player with Shadowing may move into the square vacated"
        if (f.last === 'failure') shadow(ctx, playerById(s, f.shadower!), f.from.x, f.from.y);
        f.phase = 'enter';
        continue;
      case 'enter':
      default: {
        // he is down in the square he ends in (any knock-down done); only now is it entered.
        report(ctx, p.stance === 'standing' ? 'ok' : 'fell');
        pop(ctx);
        if (p.place !== 'pitch') return;
        if (!atMoment(ctx, 'onEnterCell', { player: p.id, x: p.x, y: p.y, how: 'leap', from: f.from }) && p.stance === 'standing') {
          if (s.ball.state === 'ground' && s.ball.x === p.x && s.ball.y === p.y) push(ctx, { p: 'gridiron.pickup', player: p.id });
        }
        return;
      }
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (f.phase === 'tentacles') {
      if (action.value === 'none') {
        f.phase = 'jump';
        return;
      }
      f.phase = 'tentacles-check';
      pushTentaclesRoll(ctx, p, playerById(s, action.value as string));
      return;
    }
    if (f.phase === 'shadow') {
      f.phase = 'enter';
      if (action.value === 'none') return;
      f.phase = 'shadow-check';
      f.shadower = action.value as string;
      pushShadowingRoll(ctx, p, playerById(s, f.shadower));
    }
  },
};

/** He comes down in `at`: on his feet in an empty square after a good roll; otherwise knocked down, and if someone
 * or an obstacle is there, he scatters on to an unoccupied square and the one landed on meets the collision rule
 * (an obstacle meets none: "occupied by a player, as opposed to an obstacle"). `onFeet`: a good acrobatics roll keeps
 * him standing in the square he scatters to (after landing on a player only: acrobatics.ts). */
function comeDown(ctx: GCtx, p: Player, at: Sq, failed: boolean, onFeet: boolean): void {
  const s = ctx.state;
  const under = playerAt(s, at.x, at.y);
  const filled = !under && obstacleIn(s as DState, at.x, at.y);
  if (!under && !filled) {
    placeAt(s, p, at.x, at.y);
    ctx.events.push({ type: 'move', player: p.id, x: at.x, y: at.y, leap: true });
    if (failed) pushKnockdown(ctx, p.id, null, true);
    return;
  }
  ctx.events.push(under ? { type: 'leapt-onto', player: p.id, on: under.id, x: at.x, y: at.y } : { type: 'leapt-onto', player: p.id, obstacle: true, x: at.x, y: at.y });
  const sq = { x: at.x, y: at.y };
  for (;;) {
    const step = scatterOnce(ctx, s, 'dungeon.leap-scatter', sq);
    if (step.off) {
      placeAt(s, p, step.x, step.y);
      if (under) collide(ctx, p, under, 'leap');
      pushCrowd(ctx, p, step.x, step.y);
      return;
    }
    // walled in all round: he comes down back where he took off
    if (step.x === sq.x && step.y === sq.y) {
      sq.x = p.x;
      sq.y = p.y;
      break;
    }
    sq.x = step.x;
    sq.y = step.y;
    const there = playerAt(s, sq.x, sq.y);
    if ((!there || there === p) && !obstacleIn(s as DState, sq.x, sq.y)) break;
  }
  placeAt(s, p, sq.x, sq.y);
  ctx.events.push({ type: 'move', player: p.id, x: sq.x, y: sq.y, leap: true });
  // the one landed on goes down first (his frames on top), then the leaper, unless Acrobatics keeps him up
  if (!onFeet) pushKnockdown(ctx, p.id, null, true);
  if (under) collide(ctx, p, under, 'leap');
}
