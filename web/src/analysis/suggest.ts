// "Suggest": the scripted bot's move on the analysis board, with its chance. The move is the bot's whole activation
// (a gridiron action, a rush action, a runeball player's turn) along the line it means to play; its chance is the
// odds engine's for that plan, as for a plan the coach draws. (The bot itself as the plan, choosing again after
// every roll, branches past what a click may wait for.) Nothing is computed here but the steps.

import { adapterOf, isCompleted, odds, OddsError, type OddsOptions, type OddsResult } from '../../../src/core/odds';
import { defenderDown, defenderLabel, knockedDown } from '../../../src/games/gridiron/odds-plans';
import { targetLabel } from '../../../src/games/rush/odds-plans';
import { makeBot } from '../../../src/bots/index';
import { act, clone, type Action, type Game } from '../engine';
import { ANALYSIS_SEED } from './position';

/** A plan runs at most this many of the bot's own steps. */
const MAX_STEPS = 30;

export interface Suggestion {
  /** The bot's steps along the way it goes when every roll succeeds (what it means to do). */
  steps: Action[];
  /** How many of the steps the chance is of (all, or the first ones when the whole branches too far; 0: none). */
  asked: number;
  /** What the chance is of: the plan played all through, or its block's knock-down, its Slam's win. */
  aim: string;
  /** The chance of the aim, with no re-roll used and under their best use (NaN when not worked out). */
  p: number;
  best: number;
  /** The likeliest failure, as the odds engine names it, or null. */
  fails: string | null;
}

const ENDS = new Set(['end', 'end-action', 'end-turn', 'end-rush']);
/** The decision an activation is chosen at: back there, the bot's activation is over. */
const CHOOSING: Record<string, string> = { gridiron: 'turn', dungeon: 'turn', rush: 'action' };

/** Where the bot's activation ends: an end of its action or turn, another seat's decision, back at the choice of
 * what to do next, or (runeball) another player's turn. The board may be mid-action when asked: the bot finishes it. */
function activationOver(start: Game, g: Game, steps: Action[]): boolean {
  if (steps.length === 0) return false;
  if (ENDS.has(steps[steps.length - 1].type)) return true;
  const d = g.pending!;
  if (d.seat !== start.pending!.seat) return true;
  if (g.ruleset === 'runeball') return (g as unknown as { active: number }).active !== (start as unknown as { active: number }).active;
  return d.kind === CHOOSING[g.ruleset];
}

/** The bot's steps on a copy of the game with every die scripted to a six: the line it means to play. Its answers
 * to choices met on the way (a re-roll, a block die) are not steps: the odds engine makes those for the best. */
export function intendedSteps(game: Game, name = 'scripted'): Action[] {
  const bot = makeBot(name, ANALYSIS_SEED);
  const choices = new Set(adapterOf(game.ruleset).choiceKinds);
  const g = clone(game);
  const steps: Action[] = [];
  for (let i = 0; g.pending && i < 3 * MAX_STEPS && steps.length < MAX_STEPS; i++) {
    const d = g.pending;
    const choice = choices.has(d.kind);
    if (!choice && activationOver(game, g, steps)) break;
    const a = bot.choose(g, d);
    g.script = Array(40).fill(6);
    try {
      act(g, a);
    } catch {
      break;
    }
    if (!choice) steps.push(a);
  }
  return steps;
}

/** The steps to ask the odds of: up to a block (or Slam), whose chance is then its knock-down (or win), as on hover. */
function planOf(game: Game, steps: Action[]): { plan: Action[]; options: OddsOptions; aim: string } {
  const i = steps.findIndex((a) => a.type === 'block' || a.type === 'slam');
  const a = steps[i];
  const target = a?.target as string | undefined;
  if (a && target && a.type === 'block' && (game.ruleset === 'gridiron' || game.ruleset === 'dungeon')) {
    const attacker = (a.player as string | undefined) ?? (steps.find((s) => s.type === 'start-action')?.player as string | undefined) ?? '';
    return { plan: steps.slice(0, i + 1), options: { label: defenderLabel(target), goal: knockedDown, stop: defenderDown(target, attacker) }, aim: 'knock-down' };
  }
  if (a && target && a.type === 'slam' && game.ruleset === 'rush') {
    return { plan: steps.slice(0, i + 1), options: { label: targetLabel(target), goal: (o) => isCompleted(o) && !/standing at/.test(o) }, aim: 'win' };
  }
  return { plan: steps, options: {}, aim: 'all through' };
}

/** The bot's move and the odds engine's chance of playing it through, as for any plan. A plan that branches past
 * what a click may wait for is asked again without its last steps, and says so. */
export function suggest(game: Game): Suggestion {
  const steps = intendedSteps(game);
  if (!steps.length) return { steps, asked: 0, aim: 'all through', p: 1, best: 1, fails: null };
  const { plan, options, aim } = planOf(game, steps);
  // The first steps that roll nothing (declaring the action) are played before asking: the same chance, and the
  // engine's enumeration then starts where the dice do, several times faster.
  const from = clone(game);
  let sure = 0;
  while (sure < plan.length - 1) {
    const g = clone(from);
    if (act(g, plan[sure]).some((e) => e.type === 'roll')) break;
    act(from, plan[sure++]);
  }
  for (let n = plan.length; n > sure; n = sure + Math.floor((n - sure) / 2)) {
    try {
      const res: OddsResult = odds(from, plan.slice(sure, n), { maxRuns: 40_000, cutoff: 1e-6, ...options });
      const fail = res.noReroll.find((o) => !isCompleted(o.outcome) && o.p > 0);
      // The engine counts the plan's actions from where it was asked: counted again from the bot's first step.
      const fails = fail ? fail.outcome.replace(/\(action (\d+)\)$/, (_, k: string) => `(action ${Number(k) + sure})`) : null;
      return { steps, asked: n, aim, p: res.success.noReroll, best: res.success.best, fails };
    } catch (e) {
      if (!(e instanceof OddsError)) throw e;
    }
  }
  return { steps, asked: 0, aim, p: NaN, best: NaN, fails: null };
}

export interface PlanOdds {
  p: number;
  best: number;
  fails: string | null;
}

/** The chance of a whole plan from the position: every action played through, none failing. */
export function planOdds(game: Game, plan: Action[]): PlanOdds {
  const res = odds(game, plan, { maxRuns: 100_000, cutoff: 1e-6 });
  const fail = res.noReroll.find((o) => !isCompleted(o.outcome) && o.p > 0);
  return { p: res.success.noReroll, best: res.success.best, fails: fail ? fail.outcome : null };
}
