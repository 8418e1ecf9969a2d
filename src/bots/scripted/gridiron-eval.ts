// How good a gridiron position is for a side, 0..1, for the search bot's unfinished rollouts. It is the chance the
// side goes on to win (a draw counting half) when the scripted coach plays both sides from here, as a logistic model
// of a few plain features: the score and how late it is, who has the ball and how close and safe it is, a loose
// ball's nearest players, who is still on their feet, and the re-rolls left. The weights are fitted from scripted
// matches by `src/sim/fit-gridiron-eval.ts` and kept as data in `gridiron-eval-weights.ts`.
//
// It reads every position as the side that has just ended its turn, with the other side to move: that is where it was
// fitted. The search scores a rollout a turn later, after the other side's reply, so an exposed carrier counts against
// it once in the reply played out and once more here, as if the next blitz were still to come. A version fitted and
// read with the turn order in view (whose carrier's opponents move next) played worse in the search on the tuning
// seed 300: 13 won, 10 lost, 7 drawn of 30, against 13 won, 6 lost, 7 drawn of 26 for this one. The double count
// seems to stand for danger that lasts longer than one turn.

import type { Game } from '../../index';
import { Board, dist, standing, toGo, type Side, type VPlayer } from './gridiron-board';
import { EVAL_WEIGHTS } from './gridiron-eval-weights';

export const FEATURES = [
  'tempo', // always 1: the side to evaluate has just ended its turn, the other side moves next
  'lead', // touchdowns ahead
  'leadLate', // lead times how much of the match is over
  'leadEnd', // the lead's sign in the last few turns, when it is nearly settled
  'ball', // +1 our carrier, -1 theirs, 0 no carrier
  'ballProgress', // ball times how far the carrier has come (0 at his own end zone, 1 at the other)
  'ballThreat', // ball, when the carrier can reach the end zone in his next turn and the half allows one
  'ballInTime', // ball, when the carrier's side has turns enough left this half to carry it in
  'ballDanger', // ball times how exposed the carrier is (free opponents within reach, less guards), 0..1
  'loose', // a ball on the ground: how much nearer our nearest standing player is than theirs, -1..1
  'standing', // players on their feet, ours less theirs, per eleven
  'fit', // players still fit to play (on the pitch or in reserve), ours less theirs, per eleven
  'rerolls', // team re-rolls left, ours less theirs, per three
] as const;

export type Feature = (typeof FEATURES)[number];

/** The fitted weights, by feature. Typed here rather than in the weights file so that file stays data that imports
 * nothing (and no import cycle runs between the two); a feature without a weight fails to compile. */
const WEIGHTS: Readonly<Record<Feature, number>> = EVAL_WEIGHTS;

/** How exposed a carrier is: opponents free to reach him next turn, less team-mates guarding him. */
function danger(b: Board, c: VPlayer): number {
  let near = 0;
  let guards = 0;
  for (const q of b.v.players) {
    if (!standing(q)) continue;
    const d = dist(q.x, q.y, c.x, c.y);
    if (q.side === c.side) {
      if (d === 1 && q !== c) guards++;
    } else if (d <= q.ma + 2) near++;
  }
  return Math.max(0, near - 1.5 * guards);
}

function turnsPerHalf(game: Game): number {
  const t = (game.options as Record<string, unknown> | undefined)?.turnsPerHalf;
  return typeof t === 'number' ? t : 8;
}

/** The features of the position for `me`, in FEATURES order. */
export function gridironFeatures(game: Game, me: Side): number[] {
  const b = new Board(game, me);
  const v = b.v;
  const perHalf = turnsPerHalf(game);
  const turnsLeft = (side: Side) => Math.max(0, perHalf - v.teams[side].turn);
  const elapsed = Math.min(1, ((v.half - 1) * perHalf + v.teams[me].turn) / (2 * perHalf));
  const lead = v.score[b.me] - v.score[b.opp];
  const f: Record<Feature, number> = {
    tempo: 1,
    lead,
    leadLate: lead * elapsed,
    leadEnd: elapsed >= 0.8 ? Math.sign(lead) : 0,
    ball: 0,
    ballProgress: 0,
    ballThreat: 0,
    ballInTime: 0,
    ballDanger: 0,
    loose: 0,
    standing: 0,
    fit: 0,
    rerolls: (v.teams[b.me].rerolls - v.teams[b.opp].rerolls) / 3,
  };
  const carrier = b.carrier();
  if (carrier && standing(carrier)) {
    const own = carrier.side === b.me ? 1 : -1;
    const togo = toGo(carrier.side, carrier.x);
    const left = turnsLeft(carrier.side) + (carrier.side === b.opp ? 1 : 0);
    f.ball = own;
    f.ballProgress = own * (1 - togo / 25);
    f.ballThreat = left > 0 && togo <= carrier.ma + 2 ? own : 0;
    f.ballInTime = togo <= left * (carrier.ma + 2) ? own : 0;
    f.ballDanger = own * (Math.min(6, danger(b, carrier)) / 6);
  } else if (v.ball.state === 'ground') {
    const nearest = (side: Side) => {
      let d = 99;
      for (const p of v.players) if (p.side === side && standing(p)) d = Math.min(d, dist(p.x, p.y, v.ball.x, v.ball.y));
      return d;
    };
    f.loose = Math.max(-1, Math.min(1, (nearest(b.opp) - nearest(b.me)) / 5));
  }
  for (const p of v.players) {
    const sign = p.side === b.me ? 1 : -1;
    if (standing(p)) f.standing += sign / 11;
    if (p.place === 'pitch' || p.place === 'reserves') f.fit += sign / 11;
  }
  return FEATURES.map((k) => f[k]);
}

export function gridironEvaluate(game: Game, seat: string): number {
  const x = gridironFeatures(game, seat as Side);
  let z = 0;
  for (let i = 0; i < x.length; i++) z += WEIGHTS[FEATURES[i]] * x[i];
  return 1 / (1 + Math.exp(-z));
}
