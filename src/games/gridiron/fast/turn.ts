// The turn menu's fast path: the same list as turn.ts `turnActions` (the rule), built in two passes over the players
// with a bitmask of the squares next to a standing opponent instead of a search per player, and from action objects
// built once per player id and shared (frozen: decisions replace action lists and never edit them).

import { BoundedCache } from '../../../core/bounded-cache';
import type { Action } from '../../../core/types';
import { CHOICES } from '../choices';
import { perPitch, pitchOf } from '../pitch';
import type { GState, Player, PlayerAction, Side } from '../state';
import { isRooted } from '../takeroot';

/** Scratch for one action list (never stored in a state): per row y (at y + 1, so that the rows just off the pitch
 * exist too), a bit for each square x (bit x + 1) on or next to a standing opponent. A player there may Block. The
 * bits of a row hold a board up to 30 squares wide; a wider one asks square by square (`nextToStanding`). */
const nearOpponentOf = perPitch((p) => new Int32Array(p.height + 2));
const BIT_ROWS_UP_TO = 30;

function nextToStanding(s: GState, p: Player): boolean {
  for (const q of s.players) {
    if (q.side !== p.side && q.place === 'pitch' && q.stance === 'standing' && Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1) return true;
  }
  return false;
}

const ACTIONS: readonly PlayerAction[] = ['move', 'block', 'blitz', 'pass', 'handoff', 'foul', 'ttm', 'bomb'];
// Indexes into a player's `startActions`, in ACTIONS order.
const MOVE = 0, BLOCK = 1, BLITZ = 2, PASS = 3, HANDOFF = 4, FOUL = 5, TTM = 6, BOMB = 7;
const END_TURN: Action = Object.freeze({ type: 'end-turn' });

/** The skills the turn menu asks about, as bits, by the player's index in `players`: recomputed when the player's
 * skills list there is another array (a list is never edited in place, state.ts), so an array read, not a look-up,
 * answers for every player at every turn decision. No longer than the longest players list seen. */
const BALL_AND_CHAIN = 1, THROW_TEAM_MATE = 2, BOMBARDIER = 4, JUMP_UP = 8;
const traitsOf: (readonly string[] | undefined)[] = [];
const traitBits: number[] = [];

function traits(skills: readonly string[], i: number): number {
  if (traitsOf[i] === skills) return traitBits[i];
  const bits = (skills.includes('Ball & Chain') ? BALL_AND_CHAIN : 0) | (skills.includes('Throw Team-Mate') ? THROW_TEAM_MATE : 0) |
    (skills.includes('Bombardier') ? BOMBARDIER : 0) | (skills.includes('Jump Up') ? JUMP_UP : 0);
  traitsOf[i] = skills;
  traitBits[i] = bits;
  return bits;
}

/** Each player id's `start-action` actions, in ACTIONS order: a match has a few dozen ids. */
const startCache = new BoundedCache<string, readonly Action[]>(512);

function startActions(id: string): readonly Action[] {
  return startCache.get(id) ?? startCache.set(id, ACTIONS.map((a) => Object.freeze({ type: 'start-action', player: id, action: a })));
}

/** Where to look first: the lists last used for each index into `players`, taken only when their id is the player's
 * (no longer than the longest players list seen). */
const startByIndex: (readonly Action[] | undefined)[] = [];

export function fastTurnActions(s: GState, side: Side): Action[] {
  const team = s.teams[side];
  const out: Action[] = [];
  let downOpponent = false;
  let mine = false;
  const held = s.ball.state === 'held';
  // One pass: whether the side holds the ball, whether an opponent is down (a Foul target), and the squares on or
  // next to a standing opponent.
  const pitch = pitchOf(s);
  const bitRows = pitch.width <= BIT_ROWS_UP_TO;
  const nearOpponent = nearOpponentOf(pitch);
  nearOpponent.fill(0);
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const q = players[i];
    if (q.side === side) {
      if (held && q.id === s.ball.carrier) mine = true;
    } else if (q.place === 'pitch') {
      if (q.stance !== 'standing') downOpponent = true;
      else if (bitRows) {
        const bits = 7 << q.x;
        nearOpponent[q.y] |= bits;
        nearOpponent[q.y + 1] |= bits;
        nearOpponent[q.y + 2] |= bits;
      }
    }
  }
  const ballInPlay = s.ball.state === 'ground' || mine;
  const canPass = !team.passUsed && ballInPlay;
  const canHand = !team.handoffUsed && ballInPlay;
  const canTtm = !team.ttmUsed && !(CHOICES.ttmUsesPass && team.passUsed);
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.side !== side || p.place !== 'pitch' || p.acted || p.stance === 'stunned') continue;
    let starts = startByIndex[i];
    if (starts === undefined || starts[0].player !== p.id) starts = startByIndex[i] = startActions(p.id);
    out.push(starts[MOVE]);
    const skills = p.skills.length === 0 ? 0 : traits(p.skills, i);
    if (skills & BALL_AND_CHAIN) continue;
    const standing = p.stance === 'standing';
    if ((standing || skills & JUMP_UP) && (bitRows ? (nearOpponent[p.y + 1] >> (p.x + 1)) & 1 : nextToStanding(s, p))) out.push(starts[BLOCK]);
    // A player without flags is not rooted: most are asked without a call.
    if (!team.blitzUsed && (p.flags.length === 0 || !isRooted(p))) out.push(starts[BLITZ]);
    if (canPass) out.push(starts[PASS]);
    if (canHand) out.push(starts[HANDOFF]);
    if (!team.foulUsed && downOpponent) out.push(starts[FOUL]);
    if (!standing) continue;
    if (canTtm && skills & THROW_TEAM_MATE && !(held && s.ball.carrier === p.id)) out.push(starts[TTM]);
    if (skills & BOMBARDIER) out.push(starts[BOMB]);
  }
  out.push(END_TURN);
  return out;
}
