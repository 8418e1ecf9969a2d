// Scenario helpers for the match rules' tests: a position in the scenario format, scripted dice, and the actions a
// coach answers with, through the same facade every client uses.

import { registerRuleset } from '../../core/registry';
import { gridiron } from './index';
import { act as facadeAct, start, type Game } from '../../core/game';
import { randInt, seedRng } from '../../core/rng';
import type { Action, Event, RollEvent } from '../../core/types';
import { getRoster, type TeamFile } from './rosters/index';
import type { Scenario, ScenarioPlayer } from './scenario';
import type { GState, Player, Side } from './state';

// Only this game: its tests need no other game registered (and a game imports no other game).
registerRuleset(gridiron);

/** A player line: a human lineman (MA 6, ST 3, AG 3, AV 8) unless told otherwise. */
export function pl(side: Side, number: number, x: number, y: number, extra: Partial<ScenarioPlayer> = {}): ScenarioPlayer {
  return { side, number, ma: 6, st: 3, ag: 3, av: 8, x, y, ...extra };
}

export interface Match {
  game: Game & GState;
  /** What happened before the first decision (the pre-game, a kick-off's KO recovery, the turn starting). */
  opening: Event[];
  /** What the actions played so far made happen. */
  events: Event[];
  /** Plays actions in order; each must be legal. Returns the events of all of them. */
  play(...actions: Action[]): Event[];
  player(id: string): Player;
  /** The roll events of one rule, in order, from everything played so far. */
  rolls(rule: string): RollEvent[];
  legal(): Action[];
  /** The legal actions of one type. */
  offered(type: string): Action[];
}

export function scenario(sc: Partial<Scenario> & { players: ScenarioPlayer[] }, options: Record<string, unknown> = {}): Match {
  const started = start('gridiron', { seed: '1', ...options, scenario: { end: 'turn', ...sc } });
  const game = started.game as Game & GState;
  const events: Event[] = [];
  const m: Match = {
    game,
    opening: started.events,
    events,
    play(...actions) {
      const out: Event[] = [];
      for (const a of actions) for (const e of facadeAct(game, a)) out.push(e);
      events.push(...out);
      return out;
    },
    player: (id) => game.players.find((p) => p.id === id)!,
    rolls: (rule) => events.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).rule === rule),
    legal: () => (game.pending ? game.pending.actions : []),
    offered: (type) => (game.pending ? game.pending.actions.filter((a) => a.type === type) : []),
  };
  return m;
}

/** Shorthands for the action vocabulary. */
export const A = {
  start: (player: string, action: string): Action => ({ type: 'start-action', player, action }),
  move: (x: number, y: number): Action => ({ type: 'move', x, y }),
  leap: (x: number, y: number): Action => ({ type: 'leap', x, y }),
  block: (target: string): Action => ({ type: 'block', target }),
  foul: (target: string): Action => ({ type: 'foul', target }),
  face: (face: string): Action => ({ type: 'block-die', face }),
  push: (x: number, y: number): Action => ({ type: 'push', x, y }),
  follow: (follow: boolean): Action => ({ type: 'follow-up', follow }),
  reroll: (use: string): Action => ({ type: 'reroll', use }),
  decline: (): Action => ({ type: 'decline-reroll' }),
  choose: (value: string): Action => ({ type: 'choose', value }),
  endAction: (): Action => ({ type: 'end-action' }),
  endTurn: (): Action => ({ type: 'end-turn' }),
  standUp: (): Action => ({ type: 'stand-up' }),
};

/** A roster's own line-up as a team file, every player having learnt `skills` besides his position's: a side that
 * puts those skills in play as often as a random coach can. */
export function lineupWith(roster: string, ...skills: string[]): TeamFile {
  const r = getRoster(roster);
  if (!r) throw new Error(`lineupWith: no roster ${roster}`);
  const learnt = (position: string, had: string[] = []) => {
    const own = r.positions.find((q) => q.name === position)?.skills ?? [];
    return [...had, ...skills.filter((k) => !own.includes(k) && !had.includes(k))];
  };
  return { ...r.lineup, players: r.lineup.players.map((p) => ({ ...p, skills: learnt(p.position, p.skills) })) };
}

/** A whole match between two coaches choosing uniformly among the legal actions, from the seed: the finished game
 * and all its events. */
export function randomMatch(options: Record<string, unknown>, seed: string): { game: Game & GState; events: Event[] } {
  const { game, events } = start('gridiron', { seed, ...options });
  const rng = seedRng(`${seed}:coaches`);
  for (let n = 0; game.pending && n < 100_000; n++) {
    const list = game.pending.actions;
    for (const e of facadeAct(game, list[randInt(rng, list.length)])) events.push(e);
  }
  return { game: game as Game & GState, events };
}
