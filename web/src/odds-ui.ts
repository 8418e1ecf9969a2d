// The odds shown on the board: the chance of a planned path, of a block's knock-down and of a Slam's win. Every
// figure is the odds engine's (src/core/odds.ts, run here in the browser on the live position); this module only
// builds the plan from what the board shows and words the answer.

import { odds, isCompleted, type OddsResult } from '../../src/core/odds';
import { blockOdds } from '../../src/games/gridiron/odds-block';
import { blockOdds as runeballBlockOdds } from '../../src/games/runeball/odds-plans';
import { targetLabel } from '../../src/games/rush/odds-plans';
import type { Action, Game } from './engine';
import type { Reach } from './path';

export interface Odds {
  /** The plan's chance with no re-roll used, and under the best use of re-rolls. */
  p: number;
  best: number;
  /** The words shown on hover. */
  text: string;
}

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`.replace(/\.0%$/, '%');

// One answer per position and question: the game's seed and step name the position (a step is never played twice).
const cache = new Map<string, Odds | null>();
function cached(game: Game, key: string, compute: () => Odds | null): Odds | null {
  const k = `${game.ruleset}|${String(game.seed)}|${game.step}|${key}`;
  if (cache.has(k)) return cache.get(k)!;
  if (cache.size > 500) cache.clear();
  let v: Odds | null = null;
  try {
    v = compute();
  } catch {
    // A plan the engine cannot play to its end (it branches past its bound) shows no chance rather than a wrong one.
    v = null;
  }
  cache.set(k, v);
  return v;
}

/** Whether an answer is ready without computing it (the board shows "…" until it is). */
export function oddsReady(game: Game, key: string): boolean {
  return cache.has(`${game.ruleset}|${String(game.seed)}|${game.step}|${key}`);
}

/** The plan the board's path stands for: its steps, as the engine listed them. */
export const pathPlan = (r: Reach): Action[] => r.path.map((s) => s.action);

/** Where a plan most likely fails: the failure with the largest share (no re-roll), named by the step it fell on. */
function likeliestFailure(res: OddsResult, r: Reach): string | null {
  const fail = res.noReroll.find((o) => !isCompleted(o.outcome) && o.p > 0);
  if (!fail) return null;
  const m = /^(.*) \(action (\d+)\)$/.exec(fail.outcome);
  const step = m ? r.path[Number(m[2]) - 1] : undefined;
  const what = m ? m[1] : fail.outcome;
  return step ? `${what} at (${step.x}, ${step.y})${step.hint ? `, ${step.hint}` : ''}` : what;
}

/** The chance of reaching a cell along its shown path; "with the ball" when the mover holds it or picks it up. */
export function pathOdds(game: Game, r: Reach, withBall: boolean): Odds | null {
  if (!r.path.some((s) => s.rolls > 0)) return null;
  return cached(game, `path ${r.x},${r.y}`, () => {
    const res = odds(game, pathPlan(r));
    const rolls = r.path.filter((s) => s.rolls > 0).map((s) => s.hint || 'a roll');
    const reroll = res.success.best > res.success.noReroll ? `; best use of a re-roll: ${pct(res.success.best)}` : '';
    const fail = likeliestFailure(res, r);
    const text = `${pct(res.success.noReroll)}${withBall ? ' with the ball' : ''} (${rolls.join(', ')}${reroll})${fail ? ` · most likely fails: ${fail}` : ''}`;
    return { p: res.success.noReroll, best: res.success.best, text };
  });
}

/** A block, foul or Slam target's chance, from the decision that lists it: gridiron's knock-down and casualty (the
 * dice and who picks are the engine's own hint), a foul's armour break, casualty and sending-off, rush's win against the target's best reaction (down or driven from its hex). */
export function targetOdds(game: Game, a: Action): Odds | null {
  if (game.ruleset === 'runeball') return runeballTargetOdds(game, a);
  const d = game.pending;
  const target = a.target as string | undefined;
  if (!d || !target) return null;
  const players = (game as Game & { players?: { id: string; x: number; y: number }[] }).players ?? [];
  if ((a.type === 'block' || a.type === 'foul') && (game.ruleset === 'gridiron' || game.ruleset === 'dungeon')) {
    const attacker = (game as Game & { acting?: { player?: string } | null }).acting?.player;
    if (!attacker) return null;
    return cached(game, `${a.type} ${target}`, () => {
      const b = blockOdds(game, attacker, target, a.type === 'foul' ? 'foul' : 'block');
      // The dice and who picks them are the engine's own hint ("2 dice (they pick)"); the attacker picks otherwise.
      const hint = typeof a.hint === 'string' ? a.hint : '';
      const dice = hint ? `${hint}${/dice$/.test(hint) ? ', you pick' : ''}, ` : '';
      if (a.type === 'foul') {
        return { p: b.armourBroken, best: b.armourBroken, text: `armour broken ${pct(b.armourBroken)}, casualty ${pct(b.casualty)}, sent off ${pct(b.sentOff)}` };
      }
      const without = b.knockDown > b.noReroll.knockDown ? ` (${pct(b.noReroll.knockDown)} without a re-roll)` : '';
      return { p: b.knockDown, best: b.knockDown, text: `${dice}knock-down ${pct(b.knockDown)}${without}, casualty ${pct(b.casualty)}` };
    });
  }
  if (a.type === 'slam' && game.ruleset === 'rush') {
    const t = players.find((q) => q.id === target);
    if (!t) return null;
    const stays = `standing at (${t.x},${t.y})`;
    return cached(game, `slam ${target}`, () => {
      // No reaction named: the engine takes the target coach's best (the worst for the slam).
      const res = odds(game, [a], { label: targetLabel(target), goal: (o) => isCompleted(o) && !o.endsWith(stays) });
      return { p: res.success.best, best: res.success.best, text: `wins ${pct(res.success.best)} against the best reaction` };
    });
  }
  return null;
}

/** The runeball maneuvers read on the block table: a block's hover shows the engine's chance of each figure. */
const RUNEBALL_BLOCKS = new Set(['block', 'tackle', 'desperate-tackle', 'standing-block', 'slam', 'trip', 'blitz']);

/** Whether the board asks the odds of this target action (a block, foul, Slam, or a runeball blocking maneuver). */
export function asksTargetOdds(game: Game, a: Action): boolean {
  if (game.ruleset === 'runeball') return RUNEBALL_BLOCKS.has(a.type) && typeof a.target === 'number';
  return a.type === 'block' || a.type === 'foul' || a.type === 'slam';
}

/** A runeball block or blocking maneuver on the hovered opponent: read on the block table by margin, then damage. */
function runeballTargetOdds(game: Game, a: Action): Odds | null {
  const attacker = (game as Game & { active?: number }).active;
  if (!asksTargetOdds(game, a) || attacker === undefined || attacker < 0) return null;
  return cached(game, `${a.type} ${String(a.target)}`, () => {
    const b = runeballBlockOdds(game, attacker, a.target as number, a.type);
    return { p: b.knockDown, best: b.knockDown, text: `knock-down ${pct(b.knockDown)}, knocked out ${pct(b.knockedOut)}, you fall ${pct(b.attackerDown)}` };
  });
}
