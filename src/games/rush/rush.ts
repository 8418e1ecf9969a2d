// One rush (seed 003, "Rush Sequence"): "1. Move rush marker 2. Launch ball if it's not in play 3. Take actions
// 4. Advance out-of-play players." "Your turn ends when: You run out of action tokens. You run out of players. You
// drop the ball, throw the ball or fail to pick it up." A coach may also end the rush with tokens left. With option
// `cards`, "spend the 5 Team Action Tokens, plus any Action cards" (cards.ts): a card in hand keeps the rush going.

import { emit, pop } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { actionsFor } from './actions';
import { declare, mayAct, TEAM_TOKENS } from './activation';
import { launch } from './launch';
import { cardAction, cardChoices, newRushCards } from './cards';
import { seatOf, type RCtx, type RushState } from './state';

export interface RushFrame extends Frame {
  p: 'rush';
  stage: 'marker' | 'launch' | 'actions' | 'end';
}

function choices(s: RushState): Action[] {
  const out: Action[] = [];
  for (const p of s.players) if (mayAct(s, p)) for (const a of actionsFor(s, p)) out.push(a);
  return out;
}

/** Out-of-play players step one area toward the Subs' Bench at their own rush's end (facts.md §3.2). */
export function advanceOutOfPlay(ctx: RCtx): void {
  const s = ctx.state;
  for (const p of s.players) {
    if (p.team !== s.active || p.at !== 'out') continue;
    p.sin = Math.max(0, p.sin - 1);
    if (p.sin === 0) {
      p.at = 'bench';
      emit(ctx, { type: 'to-bench', player: p.id });
    }
  }
}

export const rush = {
  run(ctx: RCtx, f: RushFrame): Decision | void {
    const s = ctx.state;
    switch (f.stage) {
      case 'marker':
        s.rush++;
        s.tokens = TEAM_TOKENS;
        s.rushOver = null;
        for (const p of s.players) p.tokens = 0;
        newRushCards(s);
        emit(ctx, { type: 'rush', rush: s.rush, team: seatOf(s.active), suddenDeath: s.suddenDeath });
        f.stage = 'launch';
        return;
      case 'launch':
        if (!s.ball.inPlay) launch(ctx);
        f.stage = 'actions';
        return;
      case 'actions': {
        s.action = null;
        const list = s.rushOver === null && s.result === null ? [...choices(s), ...cardChoices(s)] : [];
        if (list.length === 0) {
          const why = s.rushOver ?? (s.tokens === 0 ? 'no action tokens left' : 'no players left to act');
          emit(ctx, { type: 'rush-end', rush: s.rush, team: seatOf(s.active), why });
          f.stage = 'end';
          return;
        }
        return { seat: seatOf(s.active), kind: 'action', prompt: `rush ${s.rush}: ${s.tokens} action tokens left`, actions: [...list, { type: 'end-rush', label: 'end the rush' }] };
      }
      case 'end':
        advanceOutOfPlay(ctx);
        pop(ctx);
        return;
    }
  },
  act(ctx: RCtx, f: RushFrame, a: Action): void {
    if (a.type === 'end-rush') {
      ctx.state.rushOver = 'the coach ends the rush';
      return;
    }
    if (!cardAction(ctx, a)) declare(ctx, a, false);
  },
};
