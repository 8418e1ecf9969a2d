// Picking up the ball (LRB6, facts.md §2.4): an AG roll at +1, -1 per opposing tackle zone on the ball's square,
// Pouring Rain -1. Sure Hands re-rolls it. A failed pick-up is a turnover and the ball bounces from the square.

import { emit, pop, push, type Procedure } from '../../../core/engine';
import type { Modifier } from '../../../core/types';
import { pushTest } from '../reroll';
import { agilityTarget, hasSkill, playerById, tackleZones, type GState, type ParentFrame, type Player } from '../state';
import { ballHeld, ballLoose, report, skillMod, turnover } from './common';

export interface PickupFrame extends ParentFrame {
  p: 'gridiron.pickup';
  player: string;
  rolled?: boolean;
}

export function pickupModifiers(s: GState, p: Player): Modifier[] {
  const mods: Modifier[] = [{ source: 'picking up the ball', value: 1 }];
  const bigHand = hasSkill(p, 'Big Hand');
  const tz = bigHand ? 0 : tackleZones(s, p.side, p.x, p.y);
  if (tz > 0) mods.push({ source: tz === 1 ? 'opposing tackle zone' : `${tz} opposing tackle zones`, value: -tz });
  if (s.weather === 'pouring-rain' && !bigHand) mods.push({ source: 'Pouring Rain', value: -1 });
  skillMod(p, 'Extra Arms', 1, mods);
  return mods;
}

/** When it pops, the frame below has `last` = 'picked-up' or 'failed'. */
export const pickupProcedure: Procedure<GState, PickupFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (hasSkill(p, 'No Hands')) {
      // LRB6: a No Hands player may not pick the ball up; stepping onto it just makes it bounce
      pop(ctx);
      report(ctx, 'failed');
      ballLoose(s, p.x, p.y);
      push(ctx, { p: 'gridiron.bounce' });
      return;
    }
    if (!f.rolled) {
      f.rolled = true;
      pushTest(ctx, { rule: 'gridiron.pickup', who: p.id, target: agilityTarget(p.ag), mods: pickupModifiers(s, p), skill: 'Sure Hands' });
      return;
    }
    pop(ctx);
    if (f.last === 'success') {
      ballHeld(s, p);
      emit(ctx, { type: 'ball-picked-up', who: p.id, x: p.x, y: p.y });
      report(ctx, 'picked-up');
      return;
    }
    report(ctx, 'failed');
    ballLoose(s, p.x, p.y);
    if (p.side === s.active) turnover(ctx, `${p.name} failed to pick up the ball`);
    push(ctx, { p: 'gridiron.bounce' });
  },
};
