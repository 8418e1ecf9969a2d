// The Wizard (an LRB6 inducement): once a match, at the start of one of his team's turns before any player acts,
// he casts one spell. Fireball: every standing player in the target square and the eight around it is hit on a 4+.
// Lightning Bolt: one standing player is hit on a 2+. A player hit is knocked down (armour and injury as usual). It
// is no turnover unless the moving team's own ball carrier falls.

import { test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import { isCarrier, type GCtx } from './common';
import { pushKnockdown } from './injury';
import { other, type GState, type Player, type Side } from './state';
import { onPitch, pitchOf } from './pitch';

export type Spell = 'fireball' | 'lightning-bolt';

/** Rolls each spell needs to hit a player. */
export const SPELL_TARGET: Record<Spell, number> = { fireball: 4, 'lightning-bolt': 2 };

export interface WizardFrame extends Frame {
  p: 'gridiron.wizard';
  side: Side;
  spell: Spell;
}

export function pushWizard(ctx: GCtx, side: Side, spell: Spell): void {
  push(ctx, { p: 'gridiron.wizard', side, spell } satisfies WizardFrame);
}

const standingOn = (p: Player) => p.place === 'pitch' && p.stance === 'standing';

/** The casting choices open at the start of a turn: none once the wizard has cast, or with no standing opponent. */
export function wizardActions(s: GState, side: Side): Action[] {
  if (!s.teams[side].wizard) return [];
  if (!s.players.some((p) => p.side !== side && standingOn(p))) return [];
  return [
    { type: 'wizard', spell: 'fireball' },
    { type: 'wizard', spell: 'lightning-bolt' },
  ];
}

/** Fireball targets: every square whose blast (it and the eight around it) reaches a standing opponent. */
function fireballSquares(s: GState, side: Side): Action[] {
  const out: Action[] = [];
  const pitch = pitchOf(s);
  for (let y = 0; y < pitch.height; y++) {
    for (let x = 0; x < pitch.width; x++) {
      if (s.players.some((p) => p.side !== side && standingOn(p) && Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1)) out.push({ type: 'target', x, y });
    }
  }
  return out;
}

export const wizardProcedure: Procedure<GState, WizardFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const targets =
      f.spell === 'fireball'
        ? fireballSquares(s, f.side)
        : s.players.filter((p) => p.side === other(f.side) && standingOn(p)).map((p): Action => ({ type: 'target', player: p.id }));
    return {
      seat: f.side,
      kind: 'wizard',
      prompt: f.spell === 'fireball' ? 'Fireball: choose the target square' : 'Lightning Bolt: choose the player',
      actions: [...targets, { type: 'cancel' }],
    };
  },
  act(ctx, f, action) {
    const s = ctx.state;
    pop(ctx);
    if (action.type === 'cancel') return;
    s.teams[f.side].wizard = false;
    let victims: Player[];
    if (f.spell === 'lightning-bolt') {
      const id = action.player as string;
      ctx.events.push({ type: 'wizard', side: f.side, spell: f.spell, player: id });
      victims = s.players.filter((p) => p.id === id);
    } else {
      const x = action.x as number;
      const y = action.y as number;
      ctx.events.push({ type: 'wizard', side: f.side, spell: f.spell, x, y });
      victims = s.players.filter((p) => standingOn(p) && onPitch(pitchOf(s), x, y) && Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1);
    }
    const hit = victims.filter((p) => test(ctx, { rule: `gridiron.${f.spell}`, who: p.id, target: SPELL_TARGET[f.spell] }).outcome === 'success');
    // Knocked down in the order rolled: the last pushed runs first.
    for (let i = hit.length - 1; i >= 0; i--) {
      const p = hit[i];
      pushKnockdown(ctx, p.id, null, p.side === s.active && isCarrier(s, p));
    }
  },
};
