// The plain coaches the phone tests tap for in the other three games (ui-tap.test.ts a few turns each,
// phone-matches.slow.test.ts whole matches): each decision answered as a newcomer would.

import type { Action } from '../../src/index';
import { distance } from '../../src/core/grid/hex';
import type { Seen } from './drive';
import { choose as rushCoach } from './rush-coach';
import { newcomer } from './tap';

/** Runeball's plain coach: toward the nearest opponent, a block when one is offered, else the first offer. */
function runeballCoach(s: Seen): Action {
  const acts = s.pending!.actions;
  const foes = s.players.filter((p) => p.side !== s.pending!.seat && p.place === 'field' && p.x >= 0);
  const near = (a: Action) => Math.min(...foes.map((f) => distance({ x: a.x as number, y: a.y as number }, f)));
  const block = acts.find((a) => a.type === 'block');
  if (block) return block;
  if (s.pending!.kind === 'kick-target') return acts.find((a) => a.x === 9 && a.y === 7) ?? acts[0];
  const moves = acts.filter((a) => a.type === 'move');
  if (moves.length) return moves.reduce((best, a) => (near(a) < near(best) ? a : best));
  return acts.find((a) => a.type === 'formation' || a.type === 'receive' || a.type === 'activate') ?? acts[0];
}

export const GAMES: { pick: string; ruleset: string; seed: string; coach: () => (s: Seen) => Action }[] = [
  {
    pick: 'Dungeonbowl',
    ruleset: 'dungeon',
    seed: '5',
    coach: () => {
      const mine = { turn: '', acted: false, formed: false, turns: 0, steps: 0 };
      return (s) => newcomer(s, s.pending!, mine);
    },
  },
  {
    pick: 'Rush',
    ruleset: 'rush',
    seed: '8',
    coach: () => {
      const state = { placed: 2, runs: 2, steps: 0 };
      return (s) => {
        const a = rushCoach(s, state);
        if (a.type === 'run') (state.runs++, (state.steps = 0));
        if (a.type === 'step') state.steps++;
        if (a.type === 'end-rush') state.runs = 2;
        return a;
      };
    },
  },
  { pick: 'Runeball', ruleset: 'runeball', seed: '5', coach: () => runeballCoach },
];


/** Rush's coach for a whole match: the plain coach, except that each Run goes after a loose ball (the runner the
 * nearest to it, every step toward it, tested or not), so the match has its pick-ups, drops and turnovers. */
export function rushChaser(): (s: Seen & { ball?: { inPlay: boolean; x: number; y: number; carrier: unknown } }) => Action {
  const state = { placed: 2, runs: 2, steps: 0 };
  return (s) => {
    const d = s.pending!;
    const ball = s.ball;
    const loose = !!ball && ball.x >= 0 && !ball.carrier;
    const far = (a: { x: number; y: number }) => (loose ? distance(a, ball!) : 0);
    let a: Action | undefined;
    if (loose && d.kind === 'action' && state.runs < 3) {
      const runs = d.actions.filter((x) => x.type === 'run');
      const at = (x: Action) => s.players.find((p) => p.id === String(x.player));
      a = runs.filter((x) => at(x)).sort((x, y) => far(at(x)!) - far(at(y)!))[0];
    }
    if (loose && d.kind === 'move' && state.steps < 6) {
      const steps = d.actions.filter((x) => (x.type === 'step' || x.type === 'dash') && typeof x.x === 'number');
      const hex = (x: Action) => ({ x: x.x as number, y: x.y as number });
      const best = steps.sort((x, y) => far(hex(x)) - far(hex(y)))[0];
      if (best) a = best;
    }
    a ??= rushCoach(s, state);
    if (a.type === 'run') (state.runs++, (state.steps = 0));
    if (a.type === 'step' || a.type === 'dash') state.steps++;
    if (a.type === 'end-rush') state.runs = 2;
    return a;
  };
}
