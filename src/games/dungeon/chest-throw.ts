// Throwing a chest (seed 004, Moving Chests): "Big Guy players with the Throw Team-Mate ability may choose to throw a
// chest instead of a team-mate, as if the chest had the Right Stuff skill. Treat the chest exactly like a team-mate,
// with the exception that whenever it is dropped or lands after being picked up, it bounces once, and then opens by
// itself on a roll of 4+. If a chest (or team-mate) is thrown at another player, see the Player Collisions section
// below. A chest counts as a normal player in terms of Weight Category."
//
// "If a player with the Always Hungry rule attempts to eat a chest, it automatically opens. If the chest contains the
// ball, the player gets a chance to catch it like a loose ball, resulting in a turnover if he drops it. If the chest
// explodes, the player is automatically injured (ouch)."
//
// So a Throw Team-Mate action may throw a chest next to the thrower (`ttm-chest`) to a square in Quick or Short range,
// with gridiron's team-mate throw roll (AG, the pass modifiers, -1); a fumble drops it in its own square; otherwise it
// scatters three times, and where it would come down on a player that player is landed on (seed 004's Player
// Collisions: the chest is Normal, one category up for being thrown) and the chest scatters one square more. Then the
// bounce once (onto a square no player, chest, pad or hazard holds, else it stays) and the D6: 4+ opens it, a ball
// bouncing out, a trap blasting those next to it as an opened chest does.

import { obstacleAt, solidAt, terrainAt } from '../../core/board';
import { roll, test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import type { ActionFrame } from '../gridiron/action';
import { passRange } from '../gridiron/ball/range-ruler';
import { scatterOnce } from '../gridiron/ball/bounce';
import { ballLoose, turnover } from '../gridiron/ball/common';
import { pushCatch } from '../gridiron/ball/catch';
import { rangeName } from '../gridiron/ball/pass';
import { TTM_RANGES, ttmModifiers } from '../gridiron/ball/ttm';
import type { GCtx } from '../gridiron/common';
import { pushInjury, pushKnockdown } from '../gridiron/injury';
import { pitchOf } from '../gridiron/pitch';
import { pushTest } from '../gridiron/reroll';
import { agilityTarget, hasSkill, playerAt, playerById, rollNeeded, type Player } from '../gridiron/state';
import { chestAt, type Chest, type DState } from './state';
import { padAt } from './teleporters';
import { hazardAt } from './hazards';
import { WEIGHT_CATEGORIES, weightCategory } from './weight';

type DCtx = GCtx & { state: DState };

/** The roll a thrown chest opens on, after its one bounce. */
export const CHEST_OPENS_ON = 4;

export interface ChestThrowFrame extends Frame {
  p: 'dungeon.chest-throw';
  thrower: string;
  chest: number;
  x: number;
  y: number;
  phase: 'hungry' | 'hungry-check' | 'throw' | 'fly' | 'down';
  last?: string;
  lastDie?: number;
}

function chestNumbered(s: DState, n: number): Chest {
  return s.chests.find((c) => c.number === n)!;
}

/** The chests the thrower may throw and where: each chest next to him, to each square in Quick or Short range. */
export function chestThrowActions(s: DState, t: Player): Action[] {
  if (!hasSkill(t, 'Throw Team-Mate') || t.stance !== 'standing') return [];
  const near = s.chests.filter((c) => Math.max(Math.abs(c.x - t.x), Math.abs(c.y - t.y)) === 1);
  if (near.length === 0) return [];
  const b = pitchOf(s).board;
  const out: Action[] = [];
  for (const c of near) {
    for (let y = 0; y < b.height; y++) {
      for (let x = 0; x < b.width; x++) {
        const range = passRange(t, { x, y });
        if (!range || !TTM_RANGES.includes(range) || solidAt(b, x, y)) continue;
        const need = rollNeeded(agilityTarget(t.ag), ttmModifiers(s, t, range));
        out.push({ type: 'ttm-chest', chest: c.number, x, y, hint: `${rangeName(range)} ${need}+` });
      }
    }
  }
  return out;
}

/** The action procedure with chests among what a Throw Team-Mate action may throw. */
export const throwingChests = (base: Procedure<DState, ActionFrame>): Procedure<DState, ActionFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    if (!d || d.kind !== 'action' || f.action !== 'ttm' || f.done || ctx.state.chests.length === 0) return d;
    const extra = chestThrowActions(ctx.state, playerById(ctx.state, f.player));
    return extra.length === 0 ? d : { ...d, actions: [...d.actions, ...extra] };
  },
  act(ctx, f, action) {
    if (action.type !== 'ttm-chest') return base.act!(ctx, f, action);
    const s = ctx.state;
    const t = playerById(s, f.player);
    f.done = true;
    s.teams[t.side].ttmUsed = true;
    const frame: ChestThrowFrame = { p: 'dungeon.chest-throw', thrower: t.id, chest: action.chest as number, x: action.x as number, y: action.y as number, phase: 'throw' };
    if (hasSkill(t, 'Always Hungry')) {
      frame.phase = 'hungry-check';
      push(ctx, frame);
      pushTest(ctx, { rule: 'gridiron.always-hungry', who: t.id, target: 2 });
      return;
    }
    push(ctx, frame);
  },
});

/** A square a chest may come to rest in. */
function restsIn(s: DState, x: number, y: number): boolean {
  const b = pitchOf(s).board;
  if (x < 0 || y < 0 || x >= b.width || y >= b.height || solidAt(b, x, y) || terrainAt(b, x, y) === 'wall' || obstacleAt(b, x, y)) return false;
  return !playerAt(s, x, y) && !chestAt(s, x, y) && !padAt(s, x, y) && !hazardAt(s, x, y);
}

/** Seed 004's Player Collisions for a thrown chest landing on a player: Normal, one category up for the throw. */
function landOn(ctx: DCtx, p: Player): void {
  const chest = WEIGHT_CATEGORIES.indexOf('normal') + 1;
  const diff = WEIGHT_CATEGORIES.indexOf(weightCategory(p)) - chest;
  ctx.events.push({ type: 'chest-landed-on', player: p.id });
  if (diff >= 2 || p.stance !== 'standing') return;
  const down = diff < 0 || test(ctx, { rule: 'dungeon.collision', who: p.id, target: diff === 0 ? 2 : 4 }).outcome === 'success';
  if (down) pushKnockdown(ctx, p.id, null, p.side === ctx.state.active);
}

/** The chest opens by itself: the ball bounces out of it, or the trap blasts those next to it. */
function openItself(ctx: DCtx, c: Chest): void {
  const s = ctx.state;
  s.chests = s.chests.filter((o) => o !== c);
  if (s.ballChest === c.number) {
    s.ballChest = null;
    ctx.events.push({ type: 'chest-opened', chest: c.number, x: c.x, y: c.y, content: 'ball' });
    ballLoose(s, c.x, c.y);
    push(ctx, { p: 'gridiron.bounce' });
    return;
  }
  ctx.events.push({ type: 'chest-opened', chest: c.number, x: c.x, y: c.y, content: 'trap' });
  for (const q of s.players) {
    if (q.place !== 'pitch' || q.stance !== 'standing' || Math.max(Math.abs(q.x - c.x), Math.abs(q.y - c.y)) !== 1) continue;
    if (test(ctx, { rule: 'dungeon.chest-blast', who: q.id, target: 4 }).outcome === 'success') pushKnockdown(ctx, q.id, null, q.side === s.active);
  }
}

export const chestThrow: Procedure<DState, ChestThrowFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const t = playerById(s, f.thrower);
    const c = chestNumbered(s, f.chest);
    if (f.phase === 'hungry-check') {
      if (f.last === 'success') {
        f.phase = 'throw';
      } else {
        // "it automatically opens"
        pop(ctx);
        s.chests = s.chests.filter((o) => o !== c);
        if (s.ballChest === c.number) {
          s.ballChest = null;
          ctx.events.push({ type: 'chest-eaten', chest: c.number, player: t.id, content: 'ball' });
          // "a chance to catch it like a loose ball, resulting in a turnover if he drops it"
          ballLoose(s, t.x, t.y);
          pushCatch(ctx, t.id, 'other', { risk: true });
          return;
        }
        ctx.events.push({ type: 'chest-eaten', chest: c.number, player: t.id, content: 'trap' });
        // "the player is automatically injured (ouch)": an injury roll, no armour roll; down, his team's turn is over.
        turnover(ctx, `${t.name} ate an exploding chest`);
        t.stance = 'prone';
        pushInjury(ctx, { player: t.id, plain: true });
        return;
      }
    }
    if (f.phase === 'throw') {
      const range = passRange(t, f)!;
      ctx.events.push({ type: 'ttm-chest', thrower: t.id, chest: c.number, x: f.x, y: f.y, range });
      f.phase = 'fly';
      pushTest(ctx, { rule: 'dungeon.chest-throw', who: t.id, target: agilityTarget(t.ag), mods: ttmModifiers(s, t, range), skill: null });
      return;
    }
    if (f.phase === 'fly') {
      f.phase = 'down';
      if (f.last !== 'success' && f.lastDie === 1) {
        // Fumbled: "dropped" in its own square, where it bounces.
        ctx.events.push({ type: 'chest-fumbled', chest: c.number });
        return;
      }
      const sq = { x: f.x, y: f.y };
      let scatters = 3;
      let landedOn: Player | null = null;
      for (;;) {
        const step = scatterOnce(ctx, s, 'dungeon.chest-scatter', sq);
        if (!step.off) {
          sq.x = step.x;
          sq.y = step.y;
        }
        if (--scatters > 0) continue;
        const under = playerAt(s, sq.x, sq.y);
        const other = chestAt(s, sq.x, sq.y);
        const filled = obstacleAt(pitchOf(s).board, sq.x, sq.y);
        if ((!under && (!other || other === c) && !filled) || step.off) break;
        // Onto a player (the first one is landed on), another chest or an obstacle: one square more.
        if (under) landedOn ??= under;
        scatters = 1;
      }
      c.x = sq.x;
      c.y = sq.y;
      ctx.events.push({ type: 'chest-landed', chest: c.number, x: c.x, y: c.y });
      if (landedOn) landOn(ctx, landedOn);
      return;
    }
    // 'down': "it bounces once, and then opens by itself on a roll of 4+"
    pop(ctx);
    const step = scatterOnce(ctx, s, 'dungeon.chest-bounce', c);
    if (!step.off && restsIn(s, step.x, step.y)) {
      c.x = step.x;
      c.y = step.y;
    }
    ctx.events.push({ type: 'chest-bounced', chest: c.number, x: c.x, y: c.y });
    const opens = roll(ctx, { rule: 'dungeon.chest-opens', dice: 'd6', outcome: (v) => (v >= CHEST_OPENS_ON ? 'opens' : 'stays shut') });
    if (opens.outcome === 'opens') openItself(ctx, c);
  },
};
