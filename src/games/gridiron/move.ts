// Movement (facts.md §2.3, LRB6): one square at a time. Leaving a square in an opposing tackle zone takes a dodge
// (AG table, +1, -1 per tackle zone on the square entered); squares past MA are go-for-its (2+, at most two, three
// with Sprint; Blizzard -1). A failed roll knocks the player down in the square it was moving to: a turnover.

import { pop, push, type Procedure } from '../../core/engine';
import type { Frame, Modifier } from '../../core/types';
import { dropBall, isCarrier, placeAt, report, type GCtx } from './common';
import { atMoment, hooked } from './hooks';
import { pushKnockdown } from './injury';
import { pushTest } from './reroll';
import { pushShadowingRoll, shadow, shadowers, shadowingDecision } from './shadowing';
import { isRooted } from './takeroot';
import { pushTentaclesRoll, tentaclesAround, tentaclesDecision } from './tentacles';
import { agilityTarget, hasSkill, hasTackleZone, opponentsCovering, playerById, type GState, type ParentFrame, type Player } from './state';

/** Go-for-its a player may take in one action. */
export function maxGfi(p: Player): number {
  return hasSkill(p, 'Sprint') ? 3 : 2;
}

export function gfiMods(s: GState): Modifier[] {
  return s.weather === 'blizzard' ? [{ source: 'Blizzard', value: -1 }] : [];
}

export function needsDodge(s: GState, p: Player): boolean {
  for (const q of s.players) {
    if (Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1 && q.side !== p.side && hasTackleZone(q)) return true;
  }
  return false;
}

export interface DodgeSpec {
  target: number;
  mods: Modifier[];
  /** Break Tackle: ST used instead of AG (once per turn). */
  breakTackle: boolean;
  /** The Dodge skill re-roll, unless an opponent with Tackle marks the square left. */
  skill: string | null;
}

/** The dodge from the player's square to (x, y): the AG table (ST with Break Tackle), +1, -1 per opposing tackle
 * zone on the square entered (not Titchy ones; none for a Stunty dodger), Two Heads and Titchy +1, Prehensile Tail
 * -1 for each tail marking the square left. */
export function dodgeSpec(s: GState, p: Player, x: number, y: number): DodgeSpec {
  const mods: Modifier[] = [{ source: 'dodge', value: 1 }];
  const stunty = hasSkill(p, 'Stunty');
  // One pass over the players, counting rather than listing: the opponents marking the square entered (their
  // tackle zones) and those marking the square left (their tails, their Tackle).
  let zones = 0;
  let tails = 0;
  let tackle = false;
  for (const q of s.players) {
    if (q.side === p.side || !hasTackleZone(q)) continue;
    if (Math.abs(q.x - x) <= 1 && Math.abs(q.y - y) <= 1 && !hasSkill(q, 'Titchy')) zones++;
    if (Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1) {
      if (hasSkill(q, 'Prehensile Tail')) tails++;
      if (hasSkill(q, 'Tackle')) tackle = true;
    }
  }
  if (zones > 0 && !stunty) mods.push({ source: 'tackle zones', value: -zones });
  if (hasSkill(p, 'Two Heads')) mods.push({ source: 'Two Heads', value: 1 });
  if (hasSkill(p, 'Titchy')) mods.push({ source: 'Titchy', value: 1 });
  if (tails > 0) mods.push({ source: 'Prehensile Tail', value: -tails });
  const breakTackle = hasSkill(p, 'Break Tackle') && p.st > p.ag && !p.used.includes('Break Tackle');
  return {
    target: agilityTarget(breakTackle ? p.st : p.ag),
    mods,
    breakTackle,
    skill: tackle ? null : 'Dodge',
  };
}

export function leapMods(p: Player): Modifier[] {
  return hasSkill(p, 'Very Long Legs') ? [{ source: 'Very Long Legs', value: 1 }] : [];
}

export interface StepFrame extends Frame {
  p: 'gridiron.step';
  player: string;
  x: number;
  y: number;
  fromX: number;
  fromY: number;
  leap: boolean;
  gfis: number;
  dodge: boolean;
  phase: 'start' | 'gfi' | 'gfi-check' | 'tentacles' | 'tentacles-choice' | 'tentacles-check' | 'dodge' | 'dodge-check' | 'diving-tackle' | 'arrive' | 'shadow' | 'shadow-check' | 'done';
  dodgeTarget?: number;
  dodgeMods?: Modifier[];
  /** The Shadowing player whose roll is being made. */
  shadower?: string;
  last?: string;
  lastDie?: number;
}

export function pushStep(ctx: GCtx, player: string, x: number, y: number, leap: boolean): void {
  const p = playerById(ctx.state, player);
  const f: StepFrame = { p: 'gridiron.step', player, x, y, fromX: p.x, fromY: p.y, leap, gfis: 0, dodge: false, phase: 'start' };
  push(ctx, f);
}

/** A player who ends a step standing on the ball tries to pick it up. */
export function pickUpIfThere(ctx: GCtx, p: Player): void {
  const s = ctx.state;
  if (s.ball.state === 'ground' && s.ball.x === p.x && s.ball.y === p.y && p.stance === 'standing') {
    push(ctx, { p: 'gridiron.pickup', player: p.id });
  }
}

function fall(ctx: GCtx, f: StepFrame, p: Player): void {
  placeAt(ctx.state, p, f.x, f.y);
  report(ctx, 'fell');
  pop(ctx);
  pushKnockdown(ctx, p.id, null, true);
}

function divingTacklers(s: GState, p: Player, f: StepFrame): readonly Player[] {
  // Diving Tackle lays him prone: not a rooted player (Take Root).
  const covering = opponentsCovering(s, p, f.fromX, f.fromY, 'Diving Tackle');
  return covering.length === 0 ? covering : covering.filter((q) => !isRooted(q));
}

export const stepProcedure: Procedure<GState, StepFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    // Phases that roll nothing run straight on in one call.
    for (;;) switch (f.phase) {
      case 'start': {
        const cost = f.leap ? 2 : 1;
        const before = Math.max(0, p.moved - p.ma);
        p.moved += cost;
        f.gfis = Math.max(0, p.moved - p.ma) - before;
        f.dodge = !f.leap && needsDodge(s, p);
        f.phase = 'gfi';
        continue;
      }
      case 'gfi':
        if (f.gfis > 0) {
          f.gfis--;
          f.phase = 'gfi-check';
          pushTest(ctx, { rule: 'gridiron.gfi', who: p.id, target: 2, mods: gfiMods(s), skill: 'Sure Feet' });
          return;
        }
        f.phase = 'tentacles';
        continue;
      case 'gfi-check':
        if (f.last === 'failure') return fall(ctx, f, p);
        f.phase = 'gfi';
        continue;
      case 'tentacles': {
        // Tentacles (tentacles.ts): a dodge or a leap out of a tentacled opponent's tackle zone may be grabbed.
        f.phase = 'dodge';
        if (!f.dodge && !f.leap) continue;
        const grabbers = tentaclesAround(s, p, f.fromX, f.fromY);
        if (grabbers.length === 0) continue;
        f.phase = 'tentacles-choice';
        return tentaclesDecision(p, grabbers);
      }
      case 'tentacles-check':
        if (f.last === 'failure') {
          // "the moving player is held firm, and his action ends immediately": on his feet where he was.
          ctx.events.push({ type: 'held', player: p.id, x: p.x, y: p.y });
          report(ctx, 'held');
          pop(ctx);
          return;
        }
        f.phase = 'dodge';
        continue;
      case 'dodge': {
        f.phase = 'dodge-check';
        if (f.leap) {
          pushTest(ctx, { rule: 'gridiron.leap', who: p.id, target: agilityTarget(p.ag), mods: leapMods(p) });
          return;
        }
        if (!f.dodge) {
          f.phase = 'arrive';
          continue;
        }
        const d = dodgeSpec(s, p, f.x, f.y);
        if (d.breakTackle) p.used = [...p.used, 'Break Tackle'];
        f.dodgeTarget = d.target;
        f.dodgeMods = d.mods;
        pushTest(ctx, { rule: 'gridiron.dodge', who: p.id, target: d.target, mods: d.mods, skill: d.skill });
        return;
      }
      case 'dodge-check': {
        if (f.last === 'failure') return fall(ctx, f, p);
        // Diving Tackle is offered once the roll is final (after any re-roll), and only when its -2 would make it
        // fail: the tackler's coach never needs to dive for nothing.
        if (f.dodge && f.lastDie !== 6) {
          let total = f.lastDie!;
          for (const m of f.dodgeMods!) total += m.value;
          const tacklers = total - 2 < f.dodgeTarget! ? divingTacklers(s, p, f) : [];
          if (tacklers.length > 0) {
            f.phase = 'diving-tackle';
            return {
              seat: tacklers[0].side,
              kind: 'diving-tackle',
              prompt: `${p.name} dodged (${total}): Diving Tackle for -2?`,
              actions: [...tacklers.map((q) => ({ type: 'choose', value: q.id, label: `${q.name}: Diving Tackle` })), { type: 'choose', value: 'none' }],
            };
          }
        }
        f.phase = 'arrive';
        continue;
      }
      case 'arrive': {
        placeAt(s, p, f.x, f.y);
        ctx.events.push(f.leap ? { type: 'move', player: p.id, x: f.x, y: f.y, leap: true } : { type: 'move', player: p.id, x: f.x, y: f.y });
        f.phase = 'done';
        // Shadowing (shadowing.ts): out of a tackle zone by a dodge or a leap, a shadower may follow.
        if (f.dodge || f.leap) {
          const followers = shadowers(s, p, f.fromX, f.fromY);
          if (followers.length > 0) {
            f.phase = 'shadow';
            return shadowingDecision(p, followers);
          }
        }
        continue;
      }
      case 'shadow-check':
        // "If the final result is 7 or less, the player with Shadowing may move into the square vacated"
        if (f.last === 'failure') shadow(ctx, playerById(s, f.shadower!), f.fromX, f.fromY);
        f.phase = 'done';
        continue;
      case 'done':
      default: {
        report(ctx, 'ok');
        pop(ctx);
        // The moment's event is built only for a variant that hooks it: every step of every match comes here.
        if (hooked(ctx, 'onEnterCell') && atMoment(ctx, 'onEnterCell', { player: p.id, x: p.x, y: p.y, how: f.leap ? 'leap' : 'move', from: { x: f.fromX, y: f.fromY } })) return;
        pickUpIfThere(ctx, p);
        return;
      }
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (f.phase === 'tentacles-choice') {
      if (action.value === 'none') {
        f.phase = 'dodge';
        return;
      }
      f.phase = 'tentacles-check';
      pushTentaclesRoll(ctx, p, playerById(s, action.value as string));
      return;
    }
    if (f.phase === 'diving-tackle') {
      if (action.value === 'none') {
        f.phase = 'arrive';
        return;
      }
      const q = playerById(s, action.value as string);
      ctx.events.push({ type: 'diving-tackle', player: q.id, against: p.id });
      placeAt(s, p, f.x, f.y);
      placeAt(s, q, f.fromX, f.fromY);
      q.stance = 'prone';
      report(ctx, 'fell');
      pop(ctx);
      // A tackler who held the ball drops it as he dives; it bounces once the dodger's fall is settled.
      if (isCarrier(s, q)) dropBall(ctx, q);
      pushKnockdown(ctx, p.id, null, true);
      return;
    }
    if (f.phase === 'shadow') {
      f.phase = 'done';
      if (action.value === 'none') return;
      const q = playerById(s, action.value as string);
      f.phase = 'shadow-check';
      f.shadower = q.id;
      pushShadowingRoll(ctx, p, q);
    }
  },
};
