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
