// Setting up for a kick-off (facts.md §2.1): the kicking team first, then the receiving team, each in its own half:
// at most 11 on the pitch, at least 3 on the line of scrimmage in the centre (all of them if fewer than 3 are
// available), at most 2 in each wide zone. The team starts from a legal formation so one click can confirm it.

import { push, pop, type Procedure } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import type { GCtx } from './common';
import { fastPaths } from './fast-paths';
import { inHalf, inWideZone, onPitch, pitchOf, type Pitch } from './pitch';
import { playerAt, playerById, type GState, type Player, type Side } from './state';

/** Formations, written for either side as (depth behind the line of scrimmage, row). Slots are filled in order, so
 * the line of scrimmage comes first. Columns per slot: depth, y. */
export const FORMATIONS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  balanced: [[0, 6], [0, 7], [0, 8], [2, 2], [2, 12], [2, 5], [2, 9], [4, 6], [4, 8], [6, 7], [9, 7]],
  defensive: [[0, 6], [0, 7], [0, 8], [1, 3], [1, 11], [1, 5], [1, 9], [3, 4], [3, 10], [5, 7], [10, 7]],
  offensive: [[0, 6], [0, 7], [0, 8], [3, 2], [3, 12], [2, 4], [2, 10], [4, 7], [6, 5], [6, 9], [8, 7]],
};
export const FORMATION_NAMES = Object.keys(FORMATIONS);

export interface SetupFrame extends Frame {
  p: 'gridiron.setup';
  side: Side;
  started: boolean;
}

/** `keep`: the team re-sets from where it stands (Perfect Defence), instead of starting from a formation. */
export function pushSetup(ctx: GCtx, side: Side, keep = false): void {
  push(ctx, { p: 'gridiron.setup', side, started: keep } satisfies SetupFrame);
}

/** The pitch's set-up areas (pitch.ts): a side's line of scrimmage and half, the wide zones. */
export const onLos = (p: Pitch, side: Side, x: number, y: number) => p.scrimmage[side][y * p.width + x] === 1;
export const inOwnHalf = (p: Pitch, side: Side, x: number, y: number) => onPitch(p, x, y) && inHalf(p, side, x, y);
export const isWide = (p: Pitch, x: number, y: number) => inWideZone(p, x, y);

/** Players who may take the field this drive. */
export function available(s: GState, side: Side): Player[] {
  return s.players.filter((p) => p.side === side && (p.place === 'reserves' || p.place === 'pitch') && !p.flags.includes('heat'));
}

/** Why a set-up is illegal, or null when it may be confirmed: at most 11 on the pitch, at least 3 on the line of
 * scrimmage in the centre (all of them if fewer than 3 may take the field), at most 2 in each wide zone. */
export function setupProblem(s: GState, side: Side): string | null {
  const avail = available(s, side);
  const on = avail.filter((p) => p.place === 'pitch');
  if (on.length > 11) return `${on.length} players on the pitch: at most 11`;
  const needLos = Math.min(3, avail.length);
  const pitch = pitchOf(s);
  const los = on.filter((p) => onLos(pitch, side, p.x, p.y) && !isWide(pitch, p.x, p.y)).length;
  if (los < needLos) return `${los} on the line of scrimmage in the centre: at least ${needLos}`;
  const top = on.filter((p) => pitch.wideTop[p.y * pitch.width + p.x] === 1).length;
  const bottom = on.filter((p) => pitch.wideBottom[p.y * pitch.width + p.x] === 1).length;
  if (top > 2 || bottom > 2) return 'more than 2 players in a wide zone';
  return null;
}

/** Whether `a` goes on the line of scrimmage before `b`: stronger, then lower AG, then lower shirt number. */
const linesUpBefore = (a: Player, b: Player) => b.st - a.st || a.ag - b.ag || a.number - b.number;
export function applyFormation(s: GState, side: Side, name: string): void {
  const slots = FORMATIONS[name];
  const avail = available(s, side);
  for (const p of avail) {
    p.place = 'reserves';
    p.x = -1;
    p.y = -1;
  }
  // The line of scrimmage gets the three strongest players; the rest fill the slots in shirt-number order (sorts
  // are stable: the first of equals stays first).
  const line = [...avail].sort(linesUpBefore).slice(0, 3);
  const rest = avail.filter((p) => !line.includes(p)).sort((a, b) => a.number - b.number);
  const order = [...line, ...rest];
  const pitch = pitchOf(s);
  for (let i = 0; i < Math.min(11, order.length); i++) {
    const [depth, y] = slots[i];
    const p = order[i];
    p.place = 'pitch';
    p.stance = 'standing';
    // `| 0` changes no square: -1 * 0 is -0 for the side whose end zone is at x = 0, and a sum with -0 is a boxed
    // double to V8, which then keeps every player's x as one (reads and writes of x are slower all match long).
    p.x = (pitch.losX[side] + pitch.back[side] * depth) | 0;
    p.y = y;
  }
}

/** The moves of a set-up: a formation; confirming, when the set-up is legal; a player on the pitch back to the
 * reserves box; and, while fewer than 11 are on the pitch, a player in the box to any empty square of his own half
 * (column by column). Offering every square to every player at once would make each set-up decision thousands of
 * actions long, so a player on the pitch moves by way of the box. */
export function setupActions(s: GState, side: Side, legal: boolean): Action[] {
  const out: Action[] = FORMATION_NAMES.map((name) => ({ type: 'setup-formation', name }));
  if (legal) out.push({ type: 'setup-done' });
  const avail = available(s, side);
  const room = avail.filter((p) => p.place === 'pitch').length < 11;
  const pitch = pitchOf(s);
  for (const p of avail) {
    if (p.place === 'pitch') out.push({ type: 'place', player: p.id, x: -1, y: -1, hint: 'to the reserves box' });
    else if (room) {
      for (let x = 0; x < pitch.width; x++) {
        for (let y = 0; y < pitch.height; y++) if (inOwnHalf(pitch, side, x, y) && !playerAt(s, x, y)) out.push({ type: 'place', player: p.id, x, y });
      }
    }
  }
  return out;
}

/** The prompt of a set-up decision: who sets up, to kick or to receive, and what is wrong with it yet. */
export function setupPrompt(name: string, kicking: boolean, problem: string | null): string {
  return `${name}: set up${kicking ? ' to kick off' : ' to receive'}${problem ? ` (${problem})` : ''}`;
}

/** The set-up decision for a side. */
export function setupDecision(s: GState, side: Side): Decision {
  const problem = setupProblem(s, side);
  return {
    seat: side,
    kind: 'setup',
    prompt: setupPrompt(s.teams[side].name, s.kicking === side, problem),
    actions: setupActions(s, side, problem === null),
  };
}

/** A `place` action of the set-up: the player onto a square, or back to the reserves box when x is negative. */
export function placeForSetUp(s: GState, action: Action): void {
  const p = playerById(s, action.player as string);
  if ((action.x as number) < 0) {
    p.place = 'reserves';
    p.x = -1;
    p.y = -1;
  } else {
    p.place = 'pitch';
    p.stance = 'standing';
    p.x = action.x as number;
    p.y = action.y as number;
  }
}

export const setupProcedure: Procedure<GState, SetupFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.started) {
      f.started = true;
      // An empty half starts from the first formation; a team already standing (a scenario) keeps its places.
      if (!s.players.some((p) => p.side === f.side && p.place === 'pitch')) applyFormation(s, f.side, FORMATION_NAMES[0]);
    }
    return (fastPaths.setupDecision ?? setupDecision)(s, f.side);
  },
  act(ctx, f, action) {
    const s = ctx.state;
    switch (action.type) {
      case 'setup-formation':
        applyFormation(s, f.side, action.name as string);
        return;
      case 'place':
        placeForSetUp(s, action);
        return;
      case 'setup-done':
        ctx.events.push({
          type: 'setup',
          side: f.side,
          players: s.players.filter((p) => p.side === f.side && p.place === 'pitch').map((p) => ({ id: p.id, x: p.x, y: p.y })),
        });
        pop(ctx);
        return;
    }
  },
};
