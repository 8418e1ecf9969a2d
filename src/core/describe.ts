// Events in plain words, for logs people read: the CLI's match log, the web app's dice log.

import { getRuleset } from './registry';
import type { Event, Modifier, RollEvent } from './types';

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function mods(list: Modifier[]): string {
  return list.length ? ' ' + list.map((m) => `${signed(m.value)} ${m.source}`).join(', ') : '';
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 'es'}`;

/** A pool's modifiers change how many dice are rolled and each die scores against the target, so it reads as the
 * pool, the score each die needs, the dice and the successes: "rush.evade (home-1): 3 dice -1 enemy threat, 4+ each:
 * rolled [5, 2]: 1 success, needed 1: success". An opposed pool's outcome is its caller's comparison: left out. */
function describePool(e: RollEvent, pool: { dice: number; need?: number }, who: string): string {
  const dice = e.dice.length ? `rolled [${e.dice.join(', ')}]` : 'no dice to roll';
  const need = pool.need !== undefined ? `, needed ${pool.need}` : '';
  const outcome = e.outcome !== 'rolled' ? `: ${e.outcome}` : '';
  const note = e.note ? ` (${e.note})` : '';
  return `${e.rule}${who}: ${pool.dice} ${pool.dice === 1 ? 'die' : 'dice'}${mods(e.modifiers)}, ${e.target}+ each: ${dice}: ${plural(e.total, 'success')}${need}${outcome}${note}`;
}

/** "gridiron.dodge (home-3): rolled 4 +1 dodge, -1 tackle zone = 4, needs 4: success". */
export function describeRoll(e: RollEvent): string {
  const who = e.who ? ` (${e.who})` : '';
  if (e.pool) return describePool(e, e.pool, who);
  const dice = e.dice.length === 1 ? `${e.dice[0]}` : `[${e.dice.join(', ')}]`;
  const total = e.modifiers.length || e.dice.length > 1 ? ` = ${e.total}` : '';
  const target = e.target !== undefined ? `, needs ${e.target}` : '';
  const note = e.note ? ` (${e.note})` : '';
  return `${e.rule}${who}: rolled ${dice}${mods(e.modifiers)}${total}${target}: ${e.outcome}${note}`;
}

export function describeEvent(ruleset: string, e: Event, state?: unknown): string {
  if (e.type === 'roll') return describeRoll(e as RollEvent);
  const own = getRuleset(ruleset).describe?.(e, state as never);
  if (own) return own;
  const { type, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');
  return fields ? `${type}: ${fields}` : type;
}
