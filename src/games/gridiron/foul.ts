// Fouls (facts.md §2.5, LRB6): kicking a prone or stunned opponent next to the fouler. An armour roll with +1 per
// assist for the fouler and -1 per assist for the victim (Guard does not help here in LRB6), Dirty Player +1 on
// armour or injury. Doubles on the armour or the injury roll send the fouler off (a turnover), unless a bribe
// works; Sneaky Git is not sent off for doubles on armour that holds.

import { test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Frame, Modifier } from '../../core/types';
import { assists, isCarrier, pushBounce, removeFromPitch, roll2d6, type GCtx } from './common';
import { pushInjury } from './injury';
import { hasSkill, playerById, type GState } from './state';

export interface FoulFrame extends Frame {
  p: 'gridiron.foul';
  fouler: string;
  target: string;
  phase: 'armour' | 'injury' | 'bribe' | 'end';
  dirty: boolean;
  doubles: boolean;
  last?: string;
  lastDice?: number[];
}

export function pushFoul(ctx: GCtx, fouler: string, target: string): void {
  const f: FoulFrame = { p: 'gridiron.foul', fouler, target, phase: 'armour', dirty: false, doubles: false };
  push(ctx, f);
}

function sendOff(ctx: GCtx, f: FoulFrame): void {
  const s = ctx.state;
  const p = playerById(s, f.fouler);
  const held = isCarrier(s, p);
  const x = p.x;
  const y = p.y;
  ctx.events.push({ type: 'sent-off', player: p.id });
  removeFromPitch(s, p, 'sent-off');
  s.turnover = true;
  pop(ctx);
  if (held) {
    s.ball.x = x;
    s.ball.y = y;
    pushBounce(ctx);
  }
}

export const foulProcedure: Procedure<GState, FoulFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const a = playerById(s, f.fouler);
    const d = playerById(s, f.target);
    switch (f.phase) {
      case 'armour': {
        ctx.events.push({ type: 'foul', fouler: a.id, target: d.id });
        const plus = assists(s, a.side, d, a, false);
        const minus = assists(s, d.side, a, d, false);
        let broken = false;
        f.dirty = hasSkill(a, 'Dirty Player');
        const ev = roll2d6(ctx, 'gridiron.armour', d.id, ([x, y]) => {
          const mods: Modifier[] = [];
          if (plus) mods.push({ source: 'fouling assists', value: plus });
          if (minus) mods.push({ source: 'defensive assists', value: -minus });
          const saw = hasSkill(a, 'Chainsaw') ? 3 : 0;
          if (saw) mods.push({ source: 'Chainsaw', value: 3 });
          let total = x + y + plus - minus + saw;
          if (f.dirty && total <= d.av && total + 1 > d.av) {
            mods.push({ source: 'Dirty Player', value: 1 });
            f.dirty = false;
            total++;
          }
          broken = total > d.av;
          return { modifiers: mods, target: d.av + 1, outcome: broken ? 'broken' : 'holds' };
        });
        const doubles = ev.dice[0] === ev.dice[1];
        f.doubles = doubles && !(hasSkill(a, 'Sneaky Git') && !broken);
        if (broken) {
          f.phase = 'injury';
          pushInjury(ctx, { player: d.id, by: a.id, foul: true, bonus: f.dirty ? { source: 'Dirty Player', value: 1 } : null });
          return;
        }
        f.phase = 'end';
        return;
      }
      case 'injury': {
        if (f.lastDice && f.lastDice[0] === f.lastDice[1]) f.doubles = true;
        f.phase = 'end';
        return;
      }
      case 'bribe':
        return {
          seat: a.side,
          kind: 'bribe',
          prompt: `${a.name} is sent off for fouling: use a bribe (2+)?`,
          actions: [{ type: 'choose', value: 'bribe' }, { type: 'choose', value: 'no' }],
        };
      case 'end':
      default:
        if (f.doubles && a.place === 'pitch') {
          ctx.events.push({ type: 'referee', player: a.id, note: 'doubles on the foul: the referee saw it' });
          if (s.teams[a.side].bribes > 0) {
            f.phase = 'bribe';
            return;
          }
          return sendOff(ctx, f);
        }
        pop(ctx);
        return;
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const a = playerById(s, f.fouler);
    if (action.value === 'bribe') {
      s.teams[a.side].bribes--;
      const ev = test(ctx, { rule: 'gridiron.bribe', who: a.id, target: 2 });
      if (ev.outcome === 'success') {
        f.doubles = false;
        f.phase = 'end';
        return;
      }
    }
    sendOff(ctx, f);
  },
};
