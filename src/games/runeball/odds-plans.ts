// Runeball and the odds engine (src/core/odds.ts): how a plan fails in runeball's words, and plans built from its
// actions: a move (hex by hex, then a pick-up or a hurdle), a block or another maneuver read by its margin and
// damage, a pass. Plans start in the player's own turn (runeball has no separate action to start).

import { COMPLETED, isCompleted, odds, registerOddsAdapter, type OddsOptions, type OddsResult } from '../../core/odds';
import { cell, int, path, registerPlanBuilders, type PlanArgs, type PlanBuilder } from '../../core/odds-builders';
import type { Game } from '../../core/game';
import type { Action, Event } from '../../core/types';
import { SEATS, type RuneballState } from './state';

type RGame = Game & RuneballState;
const who = (g: Game, id: unknown) => (g as RGame).players[id as number];
const own = (g: Game, seat: string, id: unknown) => {
  const p = who(g, id);
  return p && SEATS[p.team] === seat ? p : undefined;
};
const named = (g: Game, id: unknown) => {
  const p = who(g, id);
  return p ? `${SEATS[p.team]} #${p.num}` : `player ${String(id)}`;
};

/** A plan fails where a player of the planning team is knocked down (a failed jump, a block gone wrong), where his
 * team fumbles (a pass or catch failed, the ball dropped), where a pass is intercepted, or where a turnover gives
 * the other team the ball: named by what happened first. */
export function runeballFailure(events: Event[], state: Game, seat: string, _next?: string, planDone?: boolean): string | null {
  const mine = SEATS.indexOf(seat as (typeof SEATS)[number]);
  for (const e of events) {
    // The player's turn is over (a block or a pass is his last act): what the next round rolls is not the plan's.
    if (e.type === 'turn-end' && own(state, seat, e.player)) return planDone ? COMPLETED : 'the turn ended';
    if (e.type === 'knockdown' && own(state, seat, e.player)) return `${named(state, e.player)} down`;
    if (e.type === 'interception') return 'intercepted';
    if (e.type === 'fumble' && e.team === mine) return 'fumbled';
    if (e.type === 'turnover' && e.team !== mine) return 'turnover';
  }
  return null;
}

registerOddsAdapter('runeball', {
  failure: runeballFailure,
  choiceKinds: ['reroll', 'push', 'roll-with-it', 'dump-off', 'intercept', 'dive', 'catch'],
});

/** A move hex by hex (each a move the turn offers; a zone of control stops it), then a pick-up of the ball lying
 * at the last hex when asked. */
export function movePlan(path: [number, number][], pickup = false): Action[] {
  const plan: Action[] = path.map(([x, y]) => ({ type: 'move', x, y }));
  if (pickup) plan.push({ type: 'pickup' });
  return plan;
}

/** A hurdle or vault over the hex next to the player, landing at (x, y): the jump's test is the rules'. */
export const jumpPlan = (how: 'hurdle' | 'vault', to: [number, number], before: [number, number][] = []): Action[] => [
  ...movePlan(before),
  { type: how, x: to[0], y: to[1] },
];

/** A block (or another maneuver the turn offers: trip, slam, tackle...) on `target`. */
export const blockPlan = (target: number, kind = 'block'): Action[] => [{ type: kind, target }];

/** A move, then a pass to a team-mate: the catch, interceptions and dives are the rules' (and the coaches'). */
export const passPlan = (target: number, before: [number, number][] = []): Action[] => [...movePlan(before), { type: 'pass', target }];

/** What a block plan has seen, kept on the enumeration's copy of the game to name the outcome at its end. */
interface Seen {
  result?: string;
  damage?: number;
}
const SEEN = 'oddsBlockSeen';
const seenOf = (g: Game): Seen => ({ ...((g as Record<string, unknown>)[SEEN] as Seen | undefined) });

function fate(g: Game, id: number): string {
  const p = who(g, id);
  if (p.at === 'ko') return 'knocked out';
  if (p.at === 'out') return 'out';
  return p.prone ? 'down' : 'standing';
}

/** A block's outcomes named by the block table's result (its margin band), the damage done and the defender's
 * state; a block that knocks the blocker down is a failure named so. The choices aim for the defender down. */
export function blockOptions(attacker: number, target: number): OddsOptions {
  return {
    failure(events, state) {
      const s = seenOf(state);
      for (const e of events) {
        if (e.type === 'block' && e.attacker === attacker && e.defender === target) s.result = e.result as string;
        if (e.type === 'damage' && e.player === target) s.damage = (s.damage ?? 0) + (e.damage as number);
        if (e.type === 'knockdown' && e.player === attacker) return `${s.result ?? 'no block'}; attacker down`;
      }
      (state as Record<string, unknown>)[SEEN] = s;
      return events.some((e) => e.type === 'turn-end' && e.player === attacker) ? COMPLETED : null;
    },
    label: (g) => {
      const s = seenOf(g);
      return `${s.result ?? 'no block'}; ${s.damage ?? 0} damage; defender ${fate(g, target)}`;
    },
    goal: (o) => isCompleted(o) && !o.endsWith('defender standing'),
  };
}

export interface RuneballBlockOdds {
  /** The chance of each row of the block table (knockdown, knockback, none, blocker-down, blocker-hurt). */
  results: Record<string, number>;
  /** The chance of each amount of damage done to the defender (0 when the block did none). */
  damage: Record<number, number>;
  knockDown: number;
  knockedOut: number;
  attackerDown: number;
  result: OddsResult;
}

/** Sums a runeball block plan's outcomes into its figures. */
export function summarise(result: OddsResult): RuneballBlockOdds {
  const results: Record<string, number> = {};
  const damage: Record<number, number> = {};
  let knockDown = 0;
  let knockedOut = 0;
  let attackerDown = 0;
  for (const o of result.best) {
    const body = o.outcome.replace(`${COMPLETED}: `, '').replace(/ \(action \d+\)$/, '');
    const [res, dmg] = body.split('; ');
    results[res] = (results[res] ?? 0) + o.p;
    const d = /^(\d+) damage$/.exec(dmg ?? '');
    const n = d ? Number(d[1]) : 0;
    damage[n] = (damage[n] ?? 0) + o.p;
    if (isCompleted(o.outcome) && !o.outcome.endsWith('defender standing')) knockDown += o.p;
    if (/defender (knocked out|out)$/.test(o.outcome)) knockedOut += o.p;
    if (o.outcome.includes('attacker down')) attackerDown += o.p;
  }
  return { results, damage, knockDown, knockedOut, attackerDown, result };
}

/** The whole outcome of `attacker` blocking `target` (in the attacker's turn) with the maneuver `kind`. */
export function blockOdds(game: Game, attacker: number, target: number, kind = 'block'): RuneballBlockOdds {
  return summarise(odds(game, blockPlan(target, kind), blockOptions(attacker, target)));
}

const id = (a: PlanArgs, key: string) => int(a, key);
const actingPlayer = (g: Game) => {
  const s = g as RGame;
  return s.active >= 0 ? s.active : -1;
};

export const RUNEBALL_BUILDERS: Record<string, PlanBuilder> = {
  move: (a) => ({ plan: movePlan(path(a), a.pickup === true) }),
  block: (a, g) => ({
    plan: blockPlan(id(a, 'target'), typeof a.kind === 'string' ? a.kind : 'block'),
    options: blockOptions(actingPlayer(g), id(a, 'target')),
  }),
  pass: (a) => ({ plan: passPlan(id(a, 'target'), path(a)) }),
  hurdle: (a) => ({ plan: jumpPlan('hurdle', cell(a, 'to'), path(a)) }),
  vault: (a) => ({ plan: jumpPlan('vault', cell(a, 'to'), path(a)) }),
};
registerPlanBuilders('runeball', RUNEBALL_BUILDERS);
