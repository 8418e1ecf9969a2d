// A team turn (facts.md §2.2): the turn marker moves on, then the coach picks players and actions one at a time
// until the coach ends the turn, a turnover happens, or a touchdown ends the drive. At its end the team's stunned
// players (not those stunned during this very turn) turn face up.

import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import { pushAction } from './action';
import { CHOICES } from './choices';
import { isCarrier, type GCtx } from './common';
import { isRooted } from './takeroot';
import { checkTouchdown } from './touchdown';
import { pushWizard, wizardActions, type Spell } from './wizard';
import { hasSkill, PITCH, tackleZones, type GState, type Player, type PlayerAction, type Side } from './state';

export interface TurnFrame extends Frame {
  p: 'gridiron.turn';
  side: Side;
  /** The kick-off table's Blitz: a free turn that does not move the marker. */
  free: boolean;
  started: boolean;
  /** A player has started an action this turn (so the Wizard may no longer cast). */
  begun?: boolean;
  last?: string;
}

export function pushTurn(ctx: GCtx, side: Side, free = false): void {
  const f: TurnFrame = { p: 'gridiron.turn', side, free, started: false };
  push(ctx, f);
}

function startTurn(ctx: GCtx, f: TurnFrame): void {
  const s = ctx.state;
  const team = s.teams[f.side];
  s.active = f.side;
  s.turnover = false;
  s.acting = null;
  if (!f.free) team.turn++;
  team.rerollUsedThisTurn = false;
  team.blitzUsed = team.passUsed = team.handoffUsed = team.foulUsed = team.ttmUsed = false;
  for (const p of s.players) {
    if (p.side !== f.side) continue;
    p.acted = false;
    p.moved = 0;
    if (p.used.length) p.used = [];
    // Blitz! on the kick-off table: players in an opposing tackle zone may not act in the free turn.
    if (f.free && p.place === 'pitch' && tackleZones(s, p.side, p.x, p.y) > 0) p.acted = true;
  }
  ctx.events.push(f.free ? { type: 'turn', side: f.side, turn: team.turn, half: s.half, free: true } : { type: 'turn', side: f.side, turn: team.turn, half: s.half });
}

function endTurn(ctx: GCtx, f: TurnFrame, touchdown: boolean): void {
  const s = ctx.state;
  for (const p of s.players) {
    if (p.side !== f.side) continue;
    const fresh = p.flags.length > 0 && p.flags.includes('fresh-stun');
    if (p.place === 'pitch' && p.stance === 'stunned' && !fresh) p.stance = 'prone';
    if (fresh) p.flags = p.flags.filter((x) => x !== 'fresh-stun');
  }
  if (s.turnover) ctx.events.push({ type: 'turn-end', side: f.side, turnover: true });
  else ctx.events.push({ type: 'turn-end', side: f.side });
  s.turnover = false;
  s.acting = null;
  const below = s.stack[s.stack.length - 2] as Frame | undefined;
  if (below) below.last = touchdown ? 'touchdown' : 'turn-end';
  pop(ctx);
}

/** Scratch for one action list (never stored in a state): per row y (at y + 1, so that the rows just off the pitch
 * exist too), a bit for each square x (bit x + 1) on or next to a standing opponent. A player there may Block. */
const nearOpponent = new Int32Array(PITCH.height + 2);

/** The skills the turn menu asks about, as bits, by the player's index in `players`; recomputed when the player's
 * skills list is another array (a skills list is never edited in place). */
const BALL_AND_CHAIN = 1, THROW_TEAM_MATE = 2, BOMBARDIER = 4, JUMP_UP = 8;
const traitsOf: (readonly string[] | undefined)[] = [];
const traitBits: number[] = [];

function traits(p: Player, i: number): number {
  if (traitsOf[i] !== p.skills) {
    traitsOf[i] = p.skills;
    traitBits[i] =
      (hasSkill(p, 'Ball & Chain') ? BALL_AND_CHAIN : 0) | (hasSkill(p, 'Throw Team-Mate') ? THROW_TEAM_MATE : 0) | (hasSkill(p, 'Bombardier') ? BOMBARDIER : 0) |
      (hasSkill(p, 'Jump Up') ? JUMP_UP : 0);
  }
  return traitBits[i];
}

const ACTIONS: readonly PlayerAction[] = ['move', 'block', 'blitz', 'pass', 'handoff', 'foul', 'ttm', 'bomb'];
/** Action objects are plain data that decisions only ever replace, never edit, so each `start-action` is built once
 * per player id and action and shared (frozen) by every decision that offers it. */
const startCache = new Map<string, readonly Action[]>();
const END_TURN: Action = Object.freeze({ type: 'end-turn' });

function startActions(id: string): readonly Action[] {
  let list = startCache.get(id);
  if (!list) {
    list = ACTIONS.map((a) => Object.freeze({ type: 'start-action', player: id, action: a }));
    startCache.set(id, list);
  }
  return list;
}
/** The same lists by the player's index in `players`, checked against the id before use: an array read is cheaper
 * than a look-up by id for every player at every turn decision. */
const startByIndex: (readonly Action[] | undefined)[] = [];
// Indexes into a player's `startActions`, in ACTIONS order.
const MOVE = 0, BLOCK = 1, BLITZ = 2, PASS = 3, HANDOFF = 4, FOUL = 5, TTM = 6, BOMB = 7;

/** The `start-action` actions: every player who has not acted, with each action open to him now. */
export function turnActions(ctx: GCtx, side: Side): Action[] {
  const s = ctx.state;
  const team = s.teams[side];
  const out: Action[] = [];
  let downOpponent = false;
  let mine = false;
  const held = s.ball.state === 'held';
  // One pass: whether the side holds the ball, whether an opponent is down (a Foul target), and the squares on or
  // next to a standing opponent.
  nearOpponent.fill(0);
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const q = players[i];
    if (q.side === side) {
      if (held && q.id === s.ball.carrier) mine = true;
    } else if (q.place === 'pitch') {
      if (q.stance !== 'standing') downOpponent = true;
      else {
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
    const skills = traits(p, i);
    // Ball & Chain players only ever take Move actions.
    if (skills & BALL_AND_CHAIN) continue;
    // Jump Up: "The player may also declare a Block Action while Prone".
    if ((p.stance === 'standing' || skills & JUMP_UP) && (nearOpponent[p.y + 1] >> (p.x + 1)) & 1) out.push(starts[BLOCK]);
    // Take Root: a rooted player (MA 0) has no Blitz in him.
    if (!team.blitzUsed && !isRooted(p)) out.push(starts[BLITZ]);
    if (canPass) out.push(starts[PASS]);
    if (canHand) out.push(starts[HANDOFF]);
    if (!team.foulUsed && downOpponent) out.push(starts[FOUL]);
    if (canTtm && skills & THROW_TEAM_MATE && p.stance === 'standing' && !isCarrier(s, p)) out.push(starts[TTM]);
    if (skills & BOMBARDIER && p.stance === 'standing') out.push(starts[BOMB]);
  }
  out.push(END_TURN);
  return out;
}

/** Turn prompts by team name, turn and whether it is a free turn, written once each. */
const promptCache = new Map<string, string[]>();
function turnPrompt(name: string, turn: number, free: boolean): string {
  let byTurn = promptCache.get(name);
  if (!byTurn) promptCache.set(name, (byTurn = []));
  const k = turn * 2 + (free ? 1 : 0);
  return (byTurn[k] ??= `${name}, turn ${turn}${free ? ' (Blitz!)' : ''}: choose a player and an action, or end the turn`);
}

export const turnProcedure: Procedure<GState, TurnFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.started) {
      f.started = true;
      startTurn(ctx, f);
    }
    if (f.last === 'touchdown' || checkTouchdown(ctx)) return endTurn(ctx, f, true);
    if (s.turnover) return endTurn(ctx, f, false);
    f.last = '';
    const team = s.teams[f.side];
    const actions = turnActions(ctx, f.side);
    // The Wizard (an inducement) casts at the start of his team's own turn, before any player acts.
    if (team.wizard && !f.begun && !f.free) actions.splice(actions.length - 1, 0, ...wizardActions(s, f.side));
    return {
      seat: f.side,
      kind: 'turn',
      prompt: turnPrompt(team.name, team.turn, f.free),
      actions,
    };
  },
  act(ctx, f, action) {
    if (action.type === 'end-turn') {
      endTurn(ctx, f, false);
      return;
    }
    if (action.type === 'wizard') {
      pushWizard(ctx, f.side, action.spell as Spell);
      return;
    }
    f.begun = true;
    pushAction(ctx, action.player as string, action.action as PlayerAction);
  },
};
