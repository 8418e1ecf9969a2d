// Players, teams and hex directions in the words of the game's log and buttons (describe.ts, the decisions' labels).
// A leaf module: the rules that label their actions import it without importing the log.

import { SEATS, type RushState } from './state';

const ARROWS = ['', '↑ up', '↗ up-right', '↘ down-right', '↓ down', '↙ down-left', '↖ up-left'];
const ROLE_WORD = { striker: 'Striker', jack: 'Jack', guard: 'Guard' } as const;

/** "Human Striker #1"; "Orc" is a Guard, so "Orc Guard #3". */
export function playerName(s: RushState | undefined, id: unknown): string {
  const p = s?.players?.find((q) => q.id === id);
  if (!p) return String(id);
  const role = ROLE_WORD[p.role];
  return `${p.name.includes(role) ? p.name : `${p.name} ${role}`} #${p.num}`;
}

/** The team on a seat ("home") or side (0): its name when the state is known. */
export function teamName(s: RushState | undefined, seat: unknown): string {
  const side = typeof seat === 'number' ? seat : SEATS.indexOf(seat as 'home');
  return s?.teams?.[side]?.name ?? String(typeof seat === 'number' ? SEATS[seat] : seat);
}

export const direction = (d: unknown) => ARROWS[d as number] ?? `direction ${String(d)}`;
