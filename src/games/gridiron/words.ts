// The roll names and re-roll words a coach reads (prompts, buttons, the log): "the failed dodge", "a team re-roll
// (2 left)", never a rule id. A variant built on gridiron reads its own rolls through them too.

import type { Action } from '../../core/types';
import { leaderOnPitch } from './leader';
import type { GState, Side } from './state';

/** Rolls whose words are not simply their id's last part with the dashes spaced. */
const ROLL_WORDS: Record<string, string> = {
  gfi: 'Go For It',
  pickup: 'pick-up',
  ttm: 'throw team-mate landing',
  'ko-recovery': "KO'd player's recovery",
  'hail-mary': 'Hail Mary Pass',
  'jump-up': 'Jump Up',
  mvp: 'MVP',
  'leap-short': 'short leap',
};

/** "gridiron.dodge" -> "dodge"; "gridiron.gfi" -> "Go For It"; any game's "<game>.<roll>" -> its roll's words. */
export function rollWords(rule: string): string {
  const last = rule.includes('.') ? rule.slice(rule.indexOf('.') + 1) : rule;
  return ROLL_WORDS[last] ?? last.replace(/[-.]/g, ' ');
}

/** Team re-rolls the side may still use, a Leader re-roll counted. */
export function rerollsLeft(s: GState, side: Side): number {
  const t = s.teams[side];
  return t.rerolls + (t.leader && leaderOnPitch(s, side) ? t.leader : 0);
}

/** What a re-roll spends, for the log: "a team re-roll", "Pro", "Sure Hands". */
export function rerollSource(use: unknown): string {
  return use === 'team' ? 'a team re-roll' : String(use);
}

/** A re-roll button's words for the coach deciding. */
export function rerollLabel(s: GState, side: Side, a: Action): string {
  if (a.type === 'decline-reroll') return 'No re-roll';
  if (a.use === 'team') {
    const n = rerollsLeft(s, side);
    return `Use a team re-roll (${n} left)`;
  }
  if (a.use === 'Pro') return 'Use Pro (4+ to re-roll)';
  return `Use ${String(a.use)}`;
}
