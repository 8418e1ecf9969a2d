// Teleporters (facts.md §4.3, §4.5b; seed 004, Teleporting). "A player who moves onto a pad rolls d6 and is moved to
// the pad with that number"; "stepping or being pushed onto a portal teleports the player". The map's pads are
// counted in number order (then row by row), and the D6 names one of them, counting round when there are fewer than
// six: on a map of six pads numbered 1-6 that is the classic rule exactly, and on the classic map's two pairs a 1 or
// a 5 names the first pad numbered 1, a 2 or a 6 the second, and so on. "Rolling the pad's own number means Lost in
// space": the player is gone for the match and a ball he held bounces from the pad. An occupied destination sends
// its occupant on by his own D6 ("chain reaction"); a second teleport in one team turn strains the player: an
// injury roll. Stepping onto the pad is the square of movement the teleport costs, and the move may go on from the
// pad he arrives on.
//
// Seed 004: "team re-rolls cannot be used to re-roll a teleportation roll" (so the roll here offers none), and "a
// player being lost in space through the use of a teleporter does not cause a turnover". And "A standing or prone
// (not stunned) player may use his entire activation to teleport out of the dungeon and back into the Reserves box
// of his team's dug-out if he so wishes": the `teleport-out` activation, added to gridiron's turn.

import type { Feature } from '../../core/board';
import { roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import { isCarrier, placeAt, pushBounce, removeFromPitch, type GCtx } from '../gridiron/common';
import { pushInjury } from '../gridiron/injury';
import { perPitch, pitchOf } from '../gridiron/pitch';
import type { TurnFrame } from '../gridiron/turn';
import { playerAt, playerById } from '../gridiron/state';
import type { DState } from './state';

type DCtx = GCtx & { state: DState };

/** The map's teleporters in the order a D6 counts them. */
export const padsOf = perPitch((p) =>
  p.board.features.filter((f) => f.kind === 'teleporter').sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.y - b.y || a.x - b.x),
);

export function padAt(s: DState, x: number, y: number): Feature | undefined {
  return padsOf(pitchOf(s)).find((f) => f.x === x && f.y === y);
}

/** The pad a D6 names. */
export function padFor(pads: readonly Feature[], d6: number): Feature {
  return pads[(d6 - 1) % pads.length];
}

export interface TeleportFrame extends Frame {
  p: 'dungeon.teleport';
  player: string;
  phase: 'roll' | 'arrive' | 'strained';
  to?: { x: number; y: number };
}

export function pushTeleport(ctx: DCtx, player: string): void {
  push(ctx, { p: 'dungeon.teleport', player, phase: 'roll' } as TeleportFrame);
}

/** This team turn's teleports so far, by player: a second one strains him. */
function teleportsThisTurn(s: DState): string[] {
  const key = `${s.active}:${s.teams[s.active].turn}`;
  if (s.teleported?.turn !== key) s.teleported = { turn: key, players: [] };
  return s.teleported.players;
}

export const teleport: Procedure<DState, TeleportFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (f.phase === 'roll') {
      const pads = padsOf(pitchOf(s));
      const from = { x: p.x, y: p.y };
      const ev = roll(ctx, { rule: 'dungeon.teleport', who: p.id, dice: 'd6', outcome: (t) => {
        const to = padFor(pads, t);
        return to.x === from.x && to.y === from.y ? 'lost in space' : 'teleported';
      } });
      if (ev.outcome === 'lost in space') {
        const held = isCarrier(s, p);
        ctx.events.push({ type: 'lost-in-space', player: p.id, x: from.x, y: from.y });
        // Gone for the rest of the match, though neither hurt nor a turnover: the dug-out's sent-off box is the one
        // place a player waits out the match unhurt.
        removeFromPitch(s, p, 'sent-off');
        pop(ctx);
        // "When the ball carrier is lost in space, the ball simply bounces from the teleporter the player was on"
        if (held) pushBounce(ctx);
        return;
      }
      const to = padFor(pads, ev.total);
      f.to = { x: to.x, y: to.y };
      f.phase = 'arrive';
      const occupant = playerAt(s, to.x, to.y);
      if (occupant && occupant !== p) {
        ctx.events.push({ type: 'chain-teleport', player: occupant.id, by: p.id });
        pushTeleport(ctx, occupant.id);
        return;
      }
    }
    if (f.phase === 'arrive') {
      const to = f.to!;
      const occupant = playerAt(s, to.x, to.y);
      // A chain that came back round to this pad: the pad is still taken, so this player stays where he is.
      if (occupant && occupant !== p) {
        pop(ctx);
        return;
      }
      const strained = teleportsThisTurn(s);
      placeAt(s, p, to.x, to.y);
      ctx.events.push({ type: 'teleported', player: p.id, x: to.x, y: to.y });
      if (!strained.includes(p.id)) {
        strained.push(p.id);
        pop(ctx);
        return;
      }
      // Facts §4.3: "Teleporting twice in one turn means an injury roll for the strain".
      ctx.events.push({ type: 'teleport-strain', player: p.id });
      f.phase = 'strained';
      pushInjury(ctx, { player: p.id, plain: true });
      return;
    }
    // After the strain: a player no longer standing drops the ball he held.
    pop(ctx);
    if (s.ball.state === 'held' && s.ball.carrier === p.id && p.stance !== 'standing') pushBounce(ctx);
    else if (s.ball.state === 'loose' && s.ball.carrier === null && p.place !== 'pitch') pushBounce(ctx);
  },
};

/** The `onEnterCell` hook's part: a player (moving, pushed or following up) arriving on a pad is teleported. */
export function enterTeleporter(ctx: DCtx, player: string, x: number, y: number): boolean {
  if (!padAt(ctx.state, x, y)) return false;
  pushTeleport(ctx, player);
  return true;
}

/** Gridiron's turn with one activation more: back to the Reserves by teleport. */
export const withTeleportOut = (base: Procedure<DState, TurnFrame>): Procedure<DState, TurnFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    if (!d || d.kind !== 'turn') return d;
    const s = ctx.state;
    const extra: Action[] = [];
    for (const a of d.actions) {
      if (a.type !== 'start-action' || a.action !== 'move') continue;
      const p = playerById(s, a.player as string);
      // Gridiron offers a Move to every player who may act and is not stunned: just the ones the seed names.
      if (p.stance === 'standing' || p.stance === 'prone') extra.push({ type: 'start-action', player: p.id, action: 'teleport-out' });
    }
    if (extra.length === 0) return d;
    const actions = d.actions.slice();
    actions.splice(actions.length - 1, 0, ...extra);
    return { ...d, actions };
  },
  act(ctx, f, action) {
    if (action.type !== 'start-action' || action.action !== 'teleport-out') return base.act!(ctx, f, action);
    const s = ctx.state;
    const p = playerById(s, action.player as string);
    f.begun = true;
    p.acted = true;
    const held = isCarrier(s, p);
    ctx.events.push({ type: 'action', player: p.id, action: 'teleport-out' });
    ctx.events.push({ type: 'teleported-out', player: p.id });
    removeFromPitch(s, p, 'reserves');
    // A ball he held stays behind and bounces from his square: the coach chose to let it go, so no turnover.
    if (held) pushBounce(ctx);
  },
});
