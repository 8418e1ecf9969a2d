// A D6 test with Blood Bowl's re-rolls: the one mechanism every agility roll, go-for-it, stand-up and catch shares.
// A natural 1 always fails and a natural 6 always succeeds (seed 001). A failed roll may be re-rolled once, never
// twice: by the skill that covers it (used at once, as a coach always would), or by Pro or a team re-roll (the
// coach decides). LRB6: one team re-roll per team turn, only in the team's own turn; Loner needs 4+ first.
// The team re-roll and Pro rules are here once (`teamRerollOpen`, `useTeamReroll`, `proOpen`, `usePro`); block
// dice, which are not a D6 test, use them too.

import { rerollLabel, rerollsLeft, rollWords } from './words';
import { test } from '../../core/dice';
import { pop, push, type Ctx, type Procedure } from '../../core/engine';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import { hasTeamReroll, spendTeamReroll } from './leader';
import { hasSkill, playerById, type GState, type ParentFrame, type Player } from './state';

/** Skill re-rolls usable once per team turn; the others (Sure Hands, Catch, Pass) once per roll. */
export const ONCE_PER_TURN = ['Dodge', 'Sure Feet', 'Pro'];

export interface TestFrame extends Frame {
  p: 'gridiron.test';
  rule: string;
  who: string;
  target: number;
  mods: Modifier[];
  /** `2d6` for the few tests rolled on two dice (the Tentacles and Shadowing escapes), which no natural roll decides
   * alone; absent: one D6, where a natural 1 fails and a 6 succeeds. */
  dice?: '2d6';
  /** The skill that re-rolls this failure, if the player has it and nothing cancels it (Tackle cancels Dodge). */
  skill: string | null;
  rolled: boolean;
  rerolled: boolean;
}

export interface TestSpec {
  rule: string;
  who: string;
  target: number;
  mods?: Modifier[];
  dice?: '2d6';
  skill?: string | null;
}

/** Pushes a test. When it pops, the frame below it has `last` = 'success' | 'failure' and `lastDie` = the natural
 * die that decided it. */
export function pushTest(ctx: Ctx<GState>, spec: TestSpec): void {
  const s = ctx.state;
  const p = playerById(s, spec.who);
  const mods = spec.mods ?? [];
  const skill = spec.skill && hasSkill(p, spec.skill) ? spec.skill : null;
  // Two literals rather than a spread of `dice`: every GFI, dodge and pick-up comes here, and a spread builds an
  // object of another shape each time. The fields keep the same order either way.
  const frame: TestFrame = spec.dice
    ? { p: 'gridiron.test', rule: spec.rule, who: spec.who, target: spec.target, mods, dice: spec.dice, skill, rolled: false, rerolled: false }
    : { p: 'gridiron.test', rule: spec.rule, who: spec.who, target: spec.target, mods, skill, rolled: false, rerolled: false };
  push(ctx, frame);
}

// Shared by every test (read only: `test` never keeps or edits them).
const ALWAYS_FAILS = [1];
const ALWAYS_SUCCEEDS = [6];

function rollOnce(ctx: Ctx<GState>, f: TestFrame): boolean {
  const ev = f.dice
    ? test(ctx, { rule: f.rule, who: f.who, dice: f.dice, target: f.target, modifiers: f.mods })
    : test(ctx, {
        rule: f.rule,
        who: f.who,
        target: f.target,
        modifiers: f.mods,
        alwaysFails: ALWAYS_FAILS,
        alwaysSucceeds: ALWAYS_SUCCEEDS,
      });
  const below = ctx.state.stack[ctx.state.stack.length - 2] as ParentFrame;
  below.last = ev.outcome;
  below.lastDie = ev.dice[0];
  return ev.outcome === 'success';
}

/** Whether a team re-roll may be used on a roll of `p`'s now (LRB6): only in the team's own turn while one of its
 * players acts, at most one a team turn, and only while the team has one left. */
export function teamRerollOpen(s: GState, p: Player): boolean {
  return p.side === s.active && s.acting !== null && hasTeamReroll(s, p.side) && !s.teams[p.side].rerollUsedThisTurn;
}

/** Spends a team re-roll on a roll of `p`'s (the Leader re-roll first: leader.ts). Loner (LRB6): the player must
 * roll 4+ before the team re-roll may be used, and a failed Loner roll still spends it. Returns whether the re-roll
 * goes ahead. */
export function useTeamReroll(ctx: Ctx<GState>, p: Player): boolean {
  spendTeamReroll(ctx.state, p.side);
  return !hasSkill(p, 'Loner') || test(ctx, { rule: 'gridiron.loner', who: p.id, target: 4 }).outcome === 'success';
}

/** Whether Pro may re-roll one of `p`'s dice now: once per turn. */
export function proOpen(p: Player): boolean {
  return hasSkill(p, 'Pro') && !p.used.includes('Pro');
}

/** Spends Pro (once per turn, whatever the 4+ gives). Returns whether the re-roll goes ahead: it needs 4+. */
export function usePro(ctx: Ctx<GState>, p: Player): boolean {
  p.used = [...p.used, 'Pro'];
  return test(ctx, { rule: 'gridiron.pro', who: p.id, target: 4 }).outcome === 'success';
}

function rerollChoices(ctx: Ctx<GState>, f: TestFrame): Action[] {
  const s = ctx.state;
  const p = playerById(s, f.who);
  const out: Action[] = [];
  if (proOpen(p)) out.push({ type: 'reroll', use: 'Pro' });
  if (teamRerollOpen(s, p)) out.push({ type: 'reroll', use: 'team' });
  return out;
}

function finish(ctx: Ctx<GState>): void {
  pop(ctx);
}

export const testProcedure: Procedure<GState, TestFrame> = {
  run(ctx, f): Decision | void {
    if (!f.rolled) {
      f.rolled = true;
      if (rollOnce(ctx, f)) return finish(ctx);
      const p = playerById(ctx.state, f.who);
      if (f.skill && !(ONCE_PER_TURN.includes(f.skill) && p.used.includes(f.skill))) {
        if (ONCE_PER_TURN.includes(f.skill)) p.used = [...p.used, f.skill];
        ctx.events.push({ type: 'reroll', who: f.who, use: f.skill, rule: f.rule });
        f.rerolled = true;
        rollOnce(ctx, f);
        return finish(ctx);
      }
    }
    if (f.rerolled) return finish(ctx);
    const choices = rerollChoices(ctx, f);
    if (choices.length === 0) return finish(ctx);
    const p = playerById(ctx.state, f.who);
    const what = rollWords(f.rule);
    const team = choices.some((a) => a.use === 'team') ? ` (${rerollsLeft(ctx.state, p.side)} team re-roll${rerollsLeft(ctx.state, p.side) === 1 ? '' : 's'} left)` : '';
    return {
      seat: p.side,
      kind: 'reroll',
      prompt: `${p.name} failed the ${what}: re-roll it${team}?`,
      actions: [...choices, { type: 'decline-reroll' }].map((a) => ({ ...a, label: rerollLabel(ctx.state, p.side, a) })),
    };
  },
  act(ctx, f, action) {
    f.rerolled = true;
    if (action.type === 'decline-reroll') return;
    const p = playerById(ctx.state, f.who);
    if (!(action.use === 'Pro' ? usePro(ctx, p) : useTeamReroll(ctx, p))) return;
    ctx.events.push({ type: 'reroll', who: f.who, use: action.use, rule: f.rule });
    rollOnce(ctx, f);
  },
};
