// Combat rounds (seed: INITIATIVE, HOLDING AN ACTION, BLITZING), free activations (after fumbles, interceptions,
// ejections and kick-offs) and a substitute entering where a team-mate ran off the sideline.

import { worded } from './words';
import { roll } from '../../core/dice';
import { emit, pop, push } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { RUNEBEARER, ON_FIELD } from './config';
import { other, type Team } from './field';
import { pushTurn } from './turn';
import { active, iniOf, name, opt, playerAt, seatOf, standing, who, type Player, type RCtx } from './state';

/** Blitzing (seed): a blitzer's initiative may be at most this much below the acting player's. */
export const BLITZ_INITIATIVE_GAP = 3;

/** Rolls 1d12 + INI for every player on the field; ties are re-rolled with the same modifier, and only order the tied
 * players among themselves (seed). Returns ids, highest first. */
export function rollInitiative(ctx: RCtx): number[] {
  const s = ctx.state;
  const players = s.players.filter(active);
  const keys = new Map<number, number[]>();
  for (const p of players) {
    const t = roll(ctx, { rule: 'runeball.initiative', who: who(p), dice: RUNEBEARER.initiativeDie, modifiers: [{ source: 'INI', value: iniOf(p) }] }).total;
    p.ini = t;
    keys.set(p.id, [t]);
  }
  // Re-roll within each group that still ties, until none does.
  for (let guard = 0; guard < 50; guard++) {
    const groups = new Map<string, Player[]>();
    for (const p of players) {
      const k = keys.get(p.id)!.join(',');
      const g = groups.get(k);
      if (g) g.push(p);
      else groups.set(k, [p]);
    }
    let tied = false;
    for (const g of groups.values()) {
      if (g.length < 2) continue;
      tied = true;
      for (const p of g) {
        keys.get(p.id)!.push(roll(ctx, { rule: 'runeball.initiative.tie', who: who(p), dice: RUNEBEARER.initiativeDie, modifiers: [{ source: 'INI', value: iniOf(p) }] }).total);
      }
    }
    if (!tied) break;
  }
  const order = players.map((p) => p.id);
  order.sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return a - b;
  });
  return order;
}

export interface RoundFrame extends Frame {
  p: 'round';
  order?: number[];
  /** The player whose move the current blitz window is for. */
  win?: number;
  stage?: 'window' | 'counter' | 'entry';
  blitzer?: number;
  entryTeam?: Team;
}

function blitzers(ctx: RCtx, acting: Player): Player[] {
  const s = ctx.state;
  if (!opt(s, 'blitzing', true)) return [];
  return s.players.filter((b) => b.team !== acting.team && standing(b) && !b.acted && s.ball.by !== b.id && b.ini >= acting.ini - BLITZ_INITIATIVE_GAP);
}

function heldOf(ctx: RCtx, team: Team): Player[] {
  return ctx.state.players.filter((p) => p.team === team && active(p) && p.held && !p.acted);
}

/** The window's question names only what may be done in it: a blitz, a held action, or both. */
export function windowPrompt(acting: string, blitz: boolean, held: boolean): string {
  const ways = [blitz ? 'blitz him' : '', held ? 'act first with a held player' : ''].filter(Boolean).join(', ');
  return `${acting} is about to act: ${ways}, or let him act?`;
}

/** The window before a player's move opens only when the other team can do something in it: a blitzer by the seed's
 * terms (standing, not yet acted, not the ball carrier, initiative at most 3 below the acting player's) or a held
 * player. Otherwise the move starts without a question. */
function windowDecision(ctx: RCtx, acting: Player): Decision | null {
  const b = blitzers(ctx, acting);
  const h = heldOf(ctx, other(acting.team));
  if (!b.length && !h.length) return null;
  const actions: Action[] = [worded({ type: 'let-act' })];
  for (const p of b) actions.push({ type: 'blitz', player: p.id, label: `Blitz with ${name(p)} (-2 to his actions)` });
  for (const p of h) actions.push({ type: 'preempt', player: p.id, label: `Act first with ${name(p)} (held action)` });
  return { seat: seatOf(other(acting.team)), kind: 'blitz', prompt: windowPrompt(name(acting), b.length > 0, h.length > 0), actions };
}

function entryDecision(ctx: RCtx, t: Team): Decision | null {
  const s = ctx.state;
  const spot = s.entry[t];
  if (!spot || playerAt(s, spot)) return null;
  const onField = s.players.filter((p) => p.team === t && (p.at === 'field' || p.at === 'ko' || p.at === 'out' || p.at === 'carried')).length;
  if (onField >= ON_FIELD) return null;
  const bench = s.players.filter((p) => p.team === t && p.at === 'bench' && p.hits > 0);
  if (!bench.length) return null;
  return {
    seat: seatOf(t),
    kind: 'substitute',
    prompt: `a substitute may enter at (${spot.x}, ${spot.y})`,
    actions: [worded({ type: 'no-entry' }), ...bench.map((p) => ({ type: 'enter', player: p.id }))],
  };
}

export const round = {
  run(ctx: RCtx, f: RoundFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    if (f.order === undefined) {
      for (const t of [0, 1] as Team[]) {
        if (s.entry[t]) {
          const d = entryDecision(ctx, t);
          if (d) {
            f.stage = 'entry';
            f.entryTeam = t;
            return d;
          }
          s.entry[t] = null;
        }
      }
      f.order = rollInitiative(ctx);
      emit(ctx, { type: 'round', half: s.half, round: s.round, order: f.order.slice() });
    }
    if (f.stage === 'window') return windowDecision(ctx, s.players[f.win!])!;
    if (f.stage === 'counter') return counterDecision(ctx, f)!;
    if (s.free !== null) {
      const t = s.free;
      s.free = null;
      push(ctx, { p: 'free', team: t });
      return;
    }
    let next = -1;
    for (const id of f.order) {
      const p = s.players[id];
      if (active(p) && !p.acted && !p.held) {
        next = id;
        break;
      }
    }
    if (next < 0) {
      // Held actions not used by the end of the round are taken last, in initiative order.
      for (const id of f.order) {
        const p = s.players[id];
        if (active(p) && p.held && !p.acted) {
          p.held = false;
          pushTurn(ctx, id, { held: true });
          return;
        }
      }
      for (const p of s.players) {
        p.acted = false;
        p.held = false;
      }
      emit(ctx, { type: 'round-end', round: s.round });
      pop(ctx);
      return;
    }
    if (f.win !== next) {
      f.win = next;
      const d = windowDecision(ctx, s.players[next]);
      if (d) {
        f.stage = 'window';
        return d;
      }
    }
    pushTurn(ctx, next);
  },

  act(ctx: RCtx, f: RoundFrame, a: Action): void {
    const s = ctx.state;
    if (f.stage === 'entry') {
      const t = f.entryTeam!;
      const spot = s.entry[t]!;
      s.entry[t] = null;
      delete f.stage;
      if (a.type === 'enter') {
        const p = s.players[a.player as number];
        p.at = 'field';
        p.x = spot.x;
        p.y = spot.y;
        p.prone = false;
        s.xp[p.id].played = true;
        emit(ctx, { type: 'substitute', player: p.id, at: spot });
      }
      return;
    }
    if (f.stage === 'window') {
      delete f.stage;
      if (a.type === 'let-act') return;
      const p = s.players[a.player as number];
      if (a.type === 'preempt') {
        p.held = false;
        pushTurn(ctx, p.id, { held: true });
        return;
      }
      // A blitz: the acting team's held players may still preempt the blitzer (seed).
      emit(ctx, { type: 'blitz', player: p.id, against: f.win });
      f.blitzer = p.id;
      if (heldOf(ctx, s.players[f.win!].team).length) {
        f.stage = 'counter';
        return;
      }
      const wasHeld = p.held;
      p.held = false;
      pushTurn(ctx, p.id, { blitz: true, held: wasHeld });
      return;
    }
    if (f.stage === 'counter') {
      delete f.stage;
      const b = s.players[f.blitzer!];
      b.held = false;
      pushTurn(ctx, b.id, { blitz: true });
      if (a.type === 'preempt') {
        const h = s.players[a.player as number];
        h.held = false;
        pushTurn(ctx, h.id, { held: true });
      }
    }
  },
};

function counterDecision(ctx: RCtx, f: RoundFrame): Decision | null {
  const s = ctx.state;
  const acting = s.players[f.win!];
  const h = heldOf(ctx, acting.team);
  return {
    seat: seatOf(acting.team),
    kind: 'preempt',
    prompt: `${name(s.players[f.blitzer!])} blitzes: preempt with a held action?`,
    actions: [worded({ type: 'let-act' }), ...h.map((p) => ({ type: 'preempt', player: p.id, label: `Act first with ${name(p)} (held action)` }))],
  };
}

/** A free activation (seed: "the opposing team may immediately activate a single player, even if that player has
 * already taken his move this round"). It does not use up the player's own turn. */
export const free = {
  run(ctx: RCtx, f: Frame & { team: Team }): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    const list = s.players.filter((p) => p.team === f.team && active(p));
    if (!list.length) return void pop(ctx);
    return {
      seat: seatOf(f.team),
      kind: 'free-activation',
      prompt: 'free activation: choose a player',
      actions: [worded({ type: 'decline' }), ...list.map((p) => ({ type: 'activate', player: p.id }))],
    };
  },
  act(ctx: RCtx, _f: Frame, a: Action): void {
    pop(ctx);
    if (a.type === 'activate') pushTurn(ctx, a.player as number, { free: true });
  },
};
