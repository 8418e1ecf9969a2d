// Helpers for rush's scenario tests: start a position with scripted dice, act, and read the events.
//
// Players: Home is the Trontek 29ers (home-1..3 Strikers, home-4..6 Jacks, home-7..8 Guards, all 4+, Striker Armour
// 5+); the Visitor the Greenmoon Smackers (away-1..3 Orx Guards, away-4..8 Goblin Jacks).

import { registerRuleset } from '../../core/registry';
import { act, start, type Game } from '../../core/game';
import type { Action, Event, RollEvent } from '../../core/types';
import { rushRuleset } from './index';
import type { Scenario } from './scenario';
import type { RushState } from './state';

// Only this game: its tests need no other game registered.
registerRuleset(rushRuleset);

export type RGame = Game & RushState;

export function scene(sc: Scenario, options: Record<string, unknown> = {}): { g: RGame; events: Event[] } {
  const { game, events } = start('rush', { seed: '1', declareOne: true, ...options, scenario: sc });
  return { g: game as RGame, events };
}

/** Sends an action: the first legal one of `type` that has the given fields. */
export function send(g: RGame, type: string, fields: Record<string, unknown> = {}): Event[] {
  const a = find(g, type, fields);
  if (!a) throw new Error(`no legal ${type} ${JSON.stringify(fields)} (pending: ${g.pending?.prompt}; ${g.pending?.actions.map((x) => x.type).join(', ')})`);
  return act(g, a);
}

export function find(g: RGame, type: string, fields: Record<string, unknown> = {}): Action | undefined {
  return g.pending?.actions.find((a) => a.type === type && Object.entries(fields).every(([k, v]) => a[k] === v));
}

export function has(g: RGame, type: string, fields: Record<string, unknown> = {}): boolean {
  return !!find(g, type, fields);
}

export function rolls(events: Event[], rule: string): RollEvent[] {
  return events.filter((e) => e.type === 'roll' && (e as RollEvent).rule === rule) as RollEvent[];
}

export function ofType(events: Event[], type: string): Record<string, any>[] {
  return events.filter((e) => e.type === type) as Record<string, any>[];
}

export function who(g: RGame, id: string) {
  return g.players.find((p) => p.id === id)!;
}
