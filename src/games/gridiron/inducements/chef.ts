// The Halfling Master Chef (an LRB6 inducement): at the start of each half his team rolls three dice for him, and
// each 4 or more wins it a team re-roll and takes one from the other team, while it has one to lose. The re-rolls
// last the half, as the team's own do.

import { roll } from '../../../core/dice';
import type { GCtx } from '../common';
import { other, type Side } from '../state';

/** Dice per chef, and the roll each needs. */
export const CHEF_DICE = 3;
export const CHEF_TARGET = 4;

export function masterChef(ctx: GCtx, side: Side): void {
  const s = ctx.state;
  const team = s.teams[side];
  const them = s.teams[other(side)];
  let gained = 0;
  for (let i = 0; i < (team.chefs ?? 0); i++) {
    const ev = roll(ctx, {
      rule: 'gridiron.master-chef',
      who: side,
      dice: `${CHEF_DICE}d6`,
      outcome: (_t, dice) => `${dice.filter((d) => d >= CHEF_TARGET).length} of ${CHEF_DICE}`,
    });
    gained += ev.dice.filter((d) => d >= CHEF_TARGET).length;
  }
  const stolen = Math.min(gained, them.rerolls);
  team.rerolls += gained;
  them.rerolls -= stolen;
  ctx.events.push({ type: 'master-chef', side, gained, stolen, from: other(side) });
}
