// Chests (facts.md §4.4, the dungeonbowl.com rules standing in for the AGE text): six chests, "1 holds the ball, 5
// are booby-trapped"; "a D6 nominates the target chest". "Entering a chest square opens it, including being pushed
// into it": the ball chest gives a standing player who moved in a pick-up (gridiron's, at +1), and anyone else sees
// the ball scatter; a trap knocks the entering player down (armour roll) and "each adjacent player is knocked over on
// a 4+". Seed 004: "Unopened chests and obstacles are occupied squares, which means they are treated like a prone
// player for the purpose of balls scattering onto them": the ball bounces on.

import { roll, test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Frame } from '../../core/types';
import { ballLoose } from '../gridiron/ball/common';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments } from '../gridiron/hooks';
import { pushKnockdown } from '../gridiron/injury';
import { playerById } from '../gridiron/state';
import { chestAt, type DState } from './state';

type DCtx = GCtx & { state: DState };

/** In place of gridiron's kick-off: the ball goes into a chest, nominated by a D6. */
export const hideTheBall: Procedure<DState, Frame> = {
  run(ctx) {
    const s = ctx.state;
    const numbers = s.chests.map((c) => c.number);
    s.ball = { state: 'out', x: -1, y: -1, carrier: null };
    if (numbers.length > 0) {
      const ev = roll(ctx, { rule: 'dungeon.ball-chest', dice: 'd6', outcome: () => 'hidden' });
      // A D6 names one of six chests; with fewer left on the map it counts round them.
      s.ballChest = numbers.includes(ev.total) ? ev.total : numbers[(ev.total - 1) % numbers.length];
    }
    s.active = s.kicking === 'home' ? 'away' : 'home';
    ctx.events.push({ type: 'ball-hidden', chests: numbers.length });
    pop(ctx);
  },
};

/** The `onEnterCell` hook: a player coming into a shut chest's square opens it. */
export function openChest(ctx: DCtx, e: GridironMoments['onEnterCell']): boolean {
  const s = ctx.state;
  const c = chestAt(s, e.x, e.y);
  if (!c) return false;
  s.chests = s.chests.filter((o) => o !== c);
  const p = playerById(s, e.player);
  if (s.ballChest === c.number) {
    s.ballChest = null;
    ctx.events.push({ type: 'chest-opened', chest: c.number, x: c.x, y: c.y, player: p.id, content: 'ball' });
    if (p.stance === 'standing' && (e.how === 'move' || e.how === 'leap')) {
      s.ball = { state: 'ground', x: c.x, y: c.y, carrier: null };
      push(ctx, { p: 'gridiron.pickup', player: p.id });
    } else {
      ballLoose(s, c.x, c.y);
      push(ctx, { p: 'gridiron.bounce' });
    }
    return true;
  }
  ctx.events.push({ type: 'chest-opened', chest: c.number, x: c.x, y: c.y, player: p.id, content: 'trap' });
  // The blast: each player next to it falls on a 4+, then the one who opened it (his knock-down runs first).
  for (const q of s.players) {
    if (q === p || q.place !== 'pitch' || q.stance !== 'standing' || Math.max(Math.abs(q.x - c.x), Math.abs(q.y - c.y)) !== 1) continue;
    const ev = test(ctx, { rule: 'dungeon.chest-blast', who: q.id, target: 4 });
    if (ev.outcome === 'success') pushKnockdown(ctx, q.id, null, q.side === s.active && s.acting !== null);
  }
  if (p.stance === 'standing') pushKnockdown(ctx, p.id, null, p.side === s.active && s.acting !== null);
  return true;
}

/** The `ballAtRest` hook: a ball never rests on a shut chest; it bounces on, as off a prone player. */
export function offTheChest(ctx: DCtx, e: GridironMoments['ballAtRest']): boolean {
  if (!chestAt(ctx.state, e.x, e.y)) return false;
  push(ctx, { p: 'gridiron.bounce', ...e.risk });
  return true;
}
