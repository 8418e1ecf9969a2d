// Scenario helpers for the dungeon's tests: gridiron's scenario format and action shorthands, on a dungeon map.

import '../index';
import { act, start, type Game } from '../../core/game';
import type { Action, Event, RollEvent } from '../../core/types';
import type { Scenario, ScenarioPlayer } from '../gridiron/scenario';
import type { Player } from '../gridiron/state';
import type { DState } from './state';

export { A, pl } from '../gridiron/testkit';

export interface DMatch {
  game: Game & DState;
  events: Event[];
  play(...actions: Action[]): Event[];
  player(id: string): Player;
  rolls(rule: string): RollEvent[];
  offered(type: string): Action[];
}

/** A position on the classic map (or the board the options name); `ballChest` says which chest holds the ball. */
export function dungeonScenario(
  sc: Partial<Scenario> & { players: ScenarioPlayer[] },
  extra: { ballChest?: number | null; options?: Record<string, unknown> } = {},
): DMatch {
  const started = start('dungeon', { seed: '1', ...extra.options, scenario: { end: 'turn', ...sc } });
  const game = started.game as Game & DState;
  if (extra.ballChest !== undefined) game.ballChest = extra.ballChest;
  const events: Event[] = [...started.events];
  return {
    game,
    events,
    play(...actions) {
      const out: Event[] = [];
      for (const a of actions) for (const e of act(game, a)) out.push(e);
      events.push(...out);
      return out;
    },
    player: (id) => game.players.find((p) => p.id === id)!,
    rolls: (rule) => events.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).rule === rule),
    offered: (type) => (game.pending ? game.pending.actions.filter((a) => a.type === type) : []),
  };
}
