// Events in plain words, for logs people read: the CLI's match log, the web app's dice log.

import { getRuleset } from './registry';
import type { Event, Modifier, RollEvent } from './types';

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function mods(list: Modifier[]): string {
  return list.length ? ' ' + list.map((m) => `${signed(m.value)} ${m.source}`).join(', ') : '';
}

/** "gridiron.dodge (home-3): rolled 4 +1 dodge, -1 tackle zone = 4, needs 4: success". */
export function describeRoll(e: RollEvent): string {
  const who = e.who ? ` (${e.who})` : '';
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
