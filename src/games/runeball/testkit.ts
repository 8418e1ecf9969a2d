// Helpers for runeball's scenario tests: start a position with scripted dice, act, and read the events.

import { registerRuleset } from '../../core/registry';
import { runeball } from './index';
import { act, start, type Game } from '../../core/game';
import type { Action, Event, RollEvent } from '../../core/types';
import type { RuneballState } from './state';
import type { Scenario } from './scenario';

// Only this game: its tests need no other game registered (and a game imports no other game).
registerRuleset(runeball);

export type RGame = Game & RuneballState;

/** Home is the Bostonia Bulls (ids 0-8 = numbers 1-9), away the Kethra Ravens (ids 9-17 = numbers 1-9). */
export function home(n: number): number {
  return n - 1;
}
export function away(n: number): number {
  return 8 + n;
}

export function scene(sc: Scenario, options: Record<string, unknown> = {}): { g: RGame; events: Event[] } {
  const { game, events } = start('runeball', { seed: '1', ...options, scenario: sc });
  return { g: game as RGame, events };
}

export function doAct(g: RGame, a: Action): Event[] {
  return act(g, a);
}

export function find(g: RGame, type: string, pred: (a: Action) => boolean = () => true): Action | undefined {
  return g.pending?.actions.find((a) => a.type === type && pred(a));
}

export function has(g: RGame, type: string, pred: (a: Action) => boolean = () => true): boolean {
  return !!find(g, type, pred);
}

export function rolls(events: Event[], rule: string): RollEvent[] {
  return events.filter((e) => e.type === 'roll' && (e as RollEvent).rule === rule) as RollEvent[];
}

export function ofType(events: Event[], type: string): Record<string, any>[] {
  return events.filter((e) => e.type === type) as Record<string, any>[];
}

/** A player sheet with plain numbers, so a test's arithmetic is easy to follow: all attributes 10 (INI 5, MOVE 6,
 * half move 3, 20 hits, STR damage 1), every basic skill 0. */
export const PLAIN = {
  attributes: { STR: 10, TOU: 10, AGI: 10, DEX: 10, SPD: 10, PER: 10, INT: 10, SPI: 10, CHR: 10 },
  skills: { block: 0, catch: 0, kick: 0, pass: 0, dodge: 0 },
  maneuvers: [],
};

/** A plain player at (x, y); `extra` overrides fields, and its skills and attributes are laid over the plain ones. */
export function plain(team: 'home' | 'away', number: number, x: number, y: number, extra: Record<string, any> = {}) {
  return {
    team, number, x, y, ...PLAIN, ...extra,
    skills: { ...PLAIN.skills, ...(extra.skills ?? {}) } as Record<string, number>,
    attributes: { ...PLAIN.attributes, ...(extra.attributes ?? {}) } as Record<string, number>,
  };
}
