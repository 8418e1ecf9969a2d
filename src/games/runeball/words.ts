// The buttons' words for runeball's decisions that have no square or player to click: what a coach would say,
// never the action's field names.

import type { Action } from '../../core/types';

const WORDS: Record<string, string> = {
  kick: 'Kick off',
  receive: 'Receive',
  accept: 'Keep the roll',
  reroll: 'Re-roll',
  'let-act': 'Let him act',
  'no-entry': 'No substitute',
  done: 'No more substitutions',
  hold: 'Hold his action for later',
  shake: 'Shake it off (recover hits)',
  stand: 'Stand up',
  'jump-up': 'Jump up',
  pickup: 'Pick up the ball',
  'field-goal': 'Kick for a field goal',
  leave: 'Run off at the sideline',
  decline: 'No free activation',
  'no-dive': 'Nobody dives for the ball',
};

/** The action with its button words (an action that has its own label keeps it). */
export function worded(a: Action): Action {
  if (a.label) return a;
  const w = WORDS[a.type];
  return w ? { ...a, label: w } : a;
}

/** "1 half action", "2 half actions"; "1 hex", "3 hexes". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One line of rule text per Runeball skill, for player cards (the seed's notes where they say what it does). */
export const SKILL_TEXT: Record<string, string> = {
  Block: 'Knock an adjacent opponent back or down: Block against his defence, the margin sets the result.',
  Catch: 'Catch a pass or a loose ball that comes to his hex.',
  Kick: 'Kick off, quick-kick or kick for a field goal.',
  Pass: 'Throw the ball to a team-mate; the range sets the modifier.',
  Fouling: 'Foul without being caught (never less than Stealth - 4; needs Stealth).',
  Hurdle: 'Hurdle over prone players or debris on the field.',
  'Innocent Foul': 'Foul without being caught by acting innocent (needs Acting).',
  'Jump Up': 'Stand up without spending the half move it takes after being knocked down.',
  'Roll With It': 'Take less damage from a successful block.',
  Shank: 'Sneak a weapon onto the field (needs Conceal).',
  'Strip Ball': 'Strip the ball from a carrier and force a fumble.',
  Trip: 'Trip an opponent instead of blocking him.',
  Vault: 'Leap over standing players (never less than Acrobatics - 4).',
};
