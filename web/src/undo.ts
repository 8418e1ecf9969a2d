// Undo: taking back actions that rolled no die, by re-playing the record without them (the record is the truth).
// Only the coach to act may take back, only his own latest actions, and never across a roll: a die once seen stays.

import type { Action, Event, Game, MatchRecord } from './engine';

/** What undo needs to know of each recorded action: who chose it, and whether anything was rolled in its wake. */
export interface StepMark {
  seat: string;
  rolled: boolean;
}

export const markOf = (seat: string, events: readonly Event[]): StepMark => ({ seat, rolled: events.some((e) => e.type === 'roll') });

/** Whether the latest action may be taken back now by the coach to act (a person, not a bot). */
export function canUndo(game: Game, marks: readonly StepMark[], isPerson: (seat: string) => boolean): boolean {
  const d = game.pending;
  if (!d || game.result || game.step === 0 || !isPerson(d.seat)) return false;
  const last = marks[game.step - 1];
  return !!last && last.seat === d.seat && !last.rolled;
}

/** The record without its last `n` actions, unsigned (its final hash belongs to the longer one). */
export function shortened(record: MatchRecord, n: number): MatchRecord {
  const { final: _final, ...rest } = record;
  return { ...rest, actions: record.actions.slice(0, record.actions.length - n) as Action[] };
}

/** Makes `target` the state `fresh` in place: the screen's handlers hold the game object itself. */
export function becomeState(target: Game, fresh: Game): void {
  for (const k of Object.keys(target)) delete (target as Record<string, unknown>)[k];
  Object.assign(target, fresh);
}
