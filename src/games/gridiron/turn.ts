// A team turn (facts.md §2.2): the turn marker moves on, then the coach picks players and actions one at a time
// until the coach ends the turn, a turnover happens, or a touchdown ends the drive. At its end the team's stunned
// players (not those stunned during this very turn) turn face up.

import { BoundedCache } from '../../core/bounded-cache';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import { pushAction } from './action';
import { CHOICES } from './choices';
import { isCarrier, type GCtx } from './common';
import { fastPaths } from './fast-paths';
import { atMoment, hooked } from './hooks';
import { isRooted } from './takeroot';
import { checkTouchdown } from './touchdown';
import { pushWizard, wizardActions, type Spell } from './wizard';
import { hasSkill, tackleZones, type GState, type PlayerAction, type Side } from './state';

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

/** The `start-action` actions (LRB6): each player of the side on the pitch who has not acted this turn and is not
 * stunned may take a Move; a Ball & Chain player nothing else. A standing player next to a standing opponent may
 * Block (with Jump Up, a prone one too). One Blitz (not by a rooted player), Pass, Hand-off, Foul and Throw Team-Mate
 * a team turn: a Pass or a Hand-off while the ball is on the ground or the side holds it, a Foul while an opponent is
 * down, a Throw Team-Mate by a standing player with the skill who is not holding the ball. A standing Bombardier may
 * throw a bomb (which is not the team's Pass). */
export function turnActions(s: GState, side: Side): Action[] {
  const team = s.teams[side];
  const out: Action[] = [];
  const held = s.ball.state === 'held' ? s.players.find((q) => q.id === s.ball.carrier) : undefined;
  const ballInPlay = s.ball.state === 'ground' || held?.side === side;
  const opponents = s.players.filter((q) => q.side !== side && q.place === 'pitch');
  const opponentDown = opponents.some((q) => q.stance !== 'standing');
  const mayThrowTeamMate = !team.ttmUsed && !(CHOICES.ttmUsesPass && team.passUsed);
  for (const p of s.players) {
    if (p.side !== side || p.place !== 'pitch' || p.acted || p.stance === 'stunned') continue;
    const offer = (action: PlayerAction) => out.push({ type: 'start-action', player: p.id, action });
    const standing = p.stance === 'standing';
    offer('move');
    if (hasSkill(p, 'Ball & Chain')) continue;
    // Jump Up: "The player may also declare a Block Action while Prone".
    if ((standing || hasSkill(p, 'Jump Up')) && opponents.some((q) => q.stance === 'standing' && Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y)) === 1)) offer('block');
    // Take Root: a rooted player (MA 0) has no Blitz in him.
    if (!team.blitzUsed && !isRooted(p)) offer('blitz');
    if (!team.passUsed && ballInPlay) offer('pass');
    if (!team.handoffUsed && ballInPlay) offer('handoff');
    if (!team.foulUsed && opponentDown) offer('foul');
    if (mayThrowTeamMate && hasSkill(p, 'Throw Team-Mate') && standing && !isCarrier(s, p)) offer('ttm');
    if (hasSkill(p, 'Bombardier') && standing) offer('bomb');
  }
  out.push({ type: 'end-turn' });
  return out;
}

/** Turn prompts by team name, turn and whether it is a free turn, written once each. */
const promptCache = new BoundedCache<string, string[]>(64);
/** The last team asked about and its prompts: a turn asks for its menu again after every action. */
let lastName = '';
let lastByTurn: string[] = [];
function turnPrompt(name: string, turn: number, free: boolean): string {
  let byTurn = lastByTurn;
  if (name !== lastName) {
    byTurn = lastByTurn = promptCache.get(name) ?? promptCache.set(name, []);
    lastName = name;
  }
  const k = turn * 2 + (free ? 1 : 0);
  return (byTurn[k] ??= `${name}, turn ${turn}${free ? ' (Blitz!)' : ''}: choose a player and an action, or end the turn`);
}

export const turnProcedure: Procedure<GState, TurnFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.started) {
      f.started = true;
      startTurn(ctx, f);
      if (hooked(ctx, 'turnStart') && atMoment(ctx, 'turnStart', { side: f.side, free: f.free })) return;
    }
    if (f.last === 'touchdown' || checkTouchdown(ctx)) return endTurn(ctx, f, true);
    if (s.turnover) return endTurn(ctx, f, false);
    f.last = '';
    const team = s.teams[f.side];
    const actions = (fastPaths.turnActions ?? turnActions)(s, f.side);
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
