// Taking an action (facts.md §3.2): "Each token/action lets one player perform one action"; per player per rush "at
// most 2 token actions ... unlimited free actions". A free action (a Pick Up's or Stand Up's bonus) costs no token
// and does not count toward the two.

import { emit, pop } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { actionNamed, actionsFor } from './actions';
import { playerById, seatOf, type Player, type RCtx, type RushState } from './state';

export const TEAM_TOKENS = 5;
export const TOKEN_ACTIONS_PER_PLAYER = 2;

/** Whether a player may take a token action now (on the pitch, or on the Subs' Bench to come on). */
export function mayAct(s: RushState, p: Player): boolean {
  return s.tokens > 0 && p.team === s.active && (p.at === 'pitch' || p.at === 'bench') && p.tokens < TOKEN_ACTIONS_PER_PLAYER;
}

/** The player starts the named action: a token is spent unless it is free. */
export function declare(ctx: RCtx, a: Action, free: boolean): void {
  const s = ctx.state;
  const p = playerById(s, a.player as string);
  const def = actionNamed(a.type)!;
  if (!free) {
    s.tokens--;
    p.tokens++;
  }
  s.action = { player: p.id, name: def.name, tests: 0, moved: false, sprinted: false, over: false };
  // `token`: which of the player's two token actions this is (0 for a free one), for the log.
  emit(ctx, { type: 'action', player: p.id, action: def.name, free, token: free ? 0 : p.tokens, tokens: s.tokens });
  def.begin(ctx, p, free);
}

interface FreeFrame extends Frame {
  p: 'free-action';
  player: string;
  /** The actions the bonus allows: a list ("a free Run or Throw"), or any but a Sprint. */
  allow: string[] | 'not-sprint';
}

export const freeAction = {
  run(ctx: RCtx, f: FreeFrame): Decision | void {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const allowed = f.allow === 'not-sprint' ? (n: string) => n !== 'sprint' : (n: string) => (f.allow as string[]).includes(n);
    const list = s.rushOver === null ? actionsFor(s, p, allowed) : [];
    if (list.length === 0) {
      pop(ctx);
      return;
    }
    return { seat: seatOf(p.team), kind: 'free-action', prompt: `${p.name} (${p.id}): a free action`, actions: [...list, { type: 'decline', label: 'no free action' }] };
  },
  act(ctx: RCtx, _f: FreeFrame, a: Action): void {
    pop(ctx);
    if (a.type !== 'decline') declare(ctx, a, true);
  },
};
