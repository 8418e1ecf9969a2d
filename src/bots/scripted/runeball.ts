// The scripted runeball coach. Runeball activates one player at a time, so the coach decides for that player alone:
// stand up if down; with the ball, run for the far end zone; next to a loose ball, pick it up; otherwise go to the
// ball, escort our carrier, or hit theirs. It reads only `view()`, the offered actions and the hex geometry.

import type { Game } from '../../index';
import { view } from '../../index';
import { directionTo, distance, type Hex } from '../../core/grid/hex';
import type { Action, Decision } from '../../core/types';
import type { RuneballView } from '../../games/runeball/view';
import type { RankingBot } from '../search';

const WIDTH = 31;
const MIDDLE = 15;

interface RPlayer {
  id: number;
  team: 'home' | 'away';
  status: string;
  x: number;
  y: number;
  prone: boolean;
  acted: boolean;
}

/** The coach's reading of the view (src/games/runeball/view.ts): players by their numeric ids, as actions name them. */
interface RView {
  players: RPlayer[];
  ball: { x: number; y: number; state: string; carrier: number | null };
  active: number | null;
  score: Record<string, number>;
}

/** The column a side runs for: home scores in the away end zone (x 28-30), away in the home one (x 0-2). */
const goalCol = (seat: string) => (seat === 'home' ? WIDTH - 2 : 1);
const inGoal = (seat: string, x: number) => (seat === 'home' ? x >= WIDTH - 3 : x <= 2);
const toGoal = (seat: string, h: Hex) => Math.abs(goalCol(seat) - h.x) + (inGoal(seat, h.x) ? 0 : 1);

const onField = (p: RPlayer) => p.status === 'field';
const moves = (d: Decision) => d.actions.filter((a) => a.type === 'move') as (Action & Hex)[];
const find = (d: Decision, type: string) => d.actions.find((a) => a.type === type);

function read(game: Game, seat: string) {
  const raw = view(game, seat) as unknown as RuneballView;
  const v: RView = {
    players: raw.players.map((p) => ({ id: Number(p.id), team: p.side as RPlayer['team'], status: p.place, x: p.x, y: p.y, prone: p.stance === 'prone', acted: p.acted })),
    ball: { x: raw.ball.x, y: raw.ball.y, state: raw.ball.state, carrier: raw.ball.carrier === null ? null : Number(raw.ball.carrier) },
    active: raw.acting ? Number(raw.acting.player) : null,
    score: raw.score,
  };
  const byId = new Map(v.players.map((p) => [p.id, p]));
  const carrier = v.ball.carrier !== null ? byId.get(v.ball.carrier) : undefined;
  const opponents = v.players.filter((p) => p.team !== seat && onField(p) && !p.prone);
  return { v, byId, carrier, opponents };
}

/** How many standing opponents stand next to a hex. */
function pressure(opponents: RPlayer[], h: Hex): number {
  let n = 0;
  for (const o of opponents) if (distance(o, h) === 1) n++;
  return n;
}

/** The offered move that scores best (lower is better), when it beats staying put. */
function bestMove(d: Decision, here: Hex, cost: (h: Hex) => number): Action | undefined {
  let best: Action | undefined;
  let bestCost = cost(here) - 0.5;
  for (const m of moves(d)) {
    const c = cost(m);
    if (c < bestCost) [best, bestCost] = [m, c];
  }
  return best;
}

function endFacing(d: Decision, from: Hex, toward: Hex): Action {
  if (from.x === toward.x && from.y === toward.y) return find(d, 'end') ?? d.actions[0];
  const dir = directionTo(from, toward);
  return d.actions.find((a) => a.type === 'end' && a.facing === dir) ?? find(d, 'end') ?? d.actions[0];
}

function playerTurn(game: Game, d: Decision): Action {
  const seat = d.seat;
  const { v, byId, carrier, opponents } = read(game, seat);
  const p = v.active !== null ? (v.players[v.active] ?? byId.get(v.active)) : undefined;
  if (!p) return find(d, 'end') ?? d.actions[0];
  const stand = find(d, 'stand') ?? find(d, 'jump-up');
  if (p.prone && stand) return stand;
  const goal: Hex = { x: goalCol(seat), y: 7 };
  const ball: Hex = { x: v.ball.x, y: v.ball.y };

  if (carrier && carrier.id === p.id) {
    // Run for the end zone: the furthest offered hex forward, with the fewest opponents around it.
    const td = moves(d).filter((m) => inGoal(seat, m.x)).sort((a, b) => pressure(opponents, a) - pressure(opponents, b))[0];
    if (td) return td;
    const run = bestMove(d, p, (h) => toGoal(seat, h) + 1.5 * pressure(opponents, h));
    if (run) return run;
    return endFacing(d, p, goal);
  }

  const loose = v.ball.carrier === null && (v.ball.state === 'rest' || v.ball.state === 'bouncing');
  if (loose) {
    const pick = find(d, 'pickup');
    if (pick) return pick;
    const onBall = moves(d).find((m) => m.x === ball.x && m.y === ball.y);
    if (onBall) return onBall;
    const toward = bestMove(d, p, (h) => distance(h, ball));
    return toward ?? endFacing(d, p, ball);
  }

  if (carrier && carrier.team === seat) {
    // Escort: a hex or two ahead of the carrier, hitting whoever stands in the way.
    const block = d.actions.find((a) => a.type === 'block');
    if (block) return block;
    const ahead: Hex = { x: Math.max(0, Math.min(WIDTH - 1, carrier.x + (seat === 'home' ? 2 : -2))), y: carrier.y };
    const go = bestMove(d, p, (h) => distance(h, ahead) + (h.x === carrier.x && h.y === carrier.y ? 9 : 0));
    return go ?? endFacing(d, p, goal);
  }

  if (carrier) {
    // Their carrier: hit him, or get next to him.
    const hit = d.actions.find((a) => (a.type === 'block' || a.type === 'tackle' || a.type === 'strip-ball') && a.target === carrier.id);
    if (hit) return hit;
    const close = bestMove(d, p, (h) => Math.max(1, distance(h, carrier)));
    return close ?? endFacing(d, p, carrier);
  }

  // The ball is in the air or off the field: move toward the middle of the field.
  const mid: Hex = { x: MIDDLE, y: 7 };
  return bestMove(d, p, (h) => distance(h, mid)) ?? endFacing(d, p, mid);
}

/** Set-up: fill a line a couple of hexes behind the neutral zone, spread across the field, middle first. */
function place(game: Game, d: Decision): Action {
  const formation = find(d, 'formation');
  if (formation) return formation;
  const seat = d.seat;
  const { v } = read(game, seat);
  const placed = v.players.filter((p) => p.team === seat && onField(p)).length;
  const rows = [7, 4, 10, 2, 12, 6, 8, 3, 11];
  const target: Hex = { x: seat === 'home' ? MIDDLE - 2 - (placed >= 5 ? 3 : 0) : MIDDLE + 2 + (placed >= 5 ? 3 : 0), y: rows[placed % rows.length] };
  let best = d.actions[0];
  let bestD = Infinity;
  for (const a of d.actions) {
    if (a.type !== 'place') continue;
    const dd = distance(a as unknown as Hex, target);
    if (dd < bestD) [best, bestD] = [a, dd];
  }
  return best;
}

function kickTarget(d: Decision): Action {
  // Deep in the receivers' half, in the middle.
  const home = (d.actions[0] as Action & Hex).x > MIDDLE;
  const target: Hex = { x: home ? WIDTH - 5 : 4, y: 7 };
  let best = d.actions[0];
  let bestD = Infinity;
  for (const a of d.actions) {
    const dd = distance(a as unknown as Hex, target);
    if (dd < bestD) [best, bestD] = [a, dd];
  }
  return best;
}

function choose(game: Game, d: Decision): Action {
  switch (d.kind) {
    case 'turn':
      return playerTurn(game, d);
    case 'kick-or-receive':
      return find(d, 'receive') ?? d.actions[0];
    case 'setup':
      return place(game, d);
    case 'kick-target':
      return kickTarget(d);
    case 'blitz':
    case 'preempt':
      return find(d, 'let-act') ?? d.actions[0];
    case 'free-activation': {
      const { v } = read(game, d.seat);
      const ball: Hex = { x: v.ball.x, y: v.ball.y };
      let best = find(d, 'decline') ?? d.actions[0];
      let bestD = Infinity;
      for (const a of d.actions) {
        if (a.type !== 'activate') continue;
        const p = v.players.find((q) => q.id === a.player);
        if (p && onField(p) && !p.prone && distance(p, ball) < bestD) [best, bestD] = [a, distance(p, ball)];
      }
      return best;
    }
    case 'substitute':
      return find(d, 'enter') ?? d.actions[0];
    case 'catch':
      return find(d, 'catch') ?? d.actions[0];
    case 'reroll':
      return find(d, 'reroll') ?? d.actions[0];
    case 'recover':
      return find(d, 'recover') ?? d.actions[0];
    case 'intercept':
      return d.actions.find((a) => a.type !== 'decline' && a.type !== 'no-intercept') ?? d.actions[0];
    case 'cross-the-line':
      return find(d, 'stay') ?? find(d, 'no-cross') ?? d.actions[0];
    default:
      return d.actions[0];
  }
}

/** The actions worth comparing, best guess first: the coach's choice, then every action that is not a plain move
 * or facing (blocks, pick-ups, passes, kicks), then the moves that bring the player nearest the play. */
function rank(game: Game, d: Decision): Action[] {
  const first = choose(game, d);
  if (d.kind !== 'turn') return [first, ...d.actions.filter((a) => a !== first)];
  const { v, carrier } = read(game, d.seat);
  const focus: Hex = carrier && carrier.team === d.seat ? { x: goalCol(d.seat), y: 7 } : carrier ?? { x: v.ball.x, y: v.ball.y };
  const special = d.actions.filter((a) => a !== first && a.type !== 'move' && a.type !== 'end' && a.type !== 'hold' && a.type !== 'shake');
  const near = moves(d)
    .filter((a) => a !== first)
    .sort((a, b) => distance(a, focus) - distance(b, focus) || a.x - b.x || a.y - b.y);
  const end = d.actions.find((a) => a.type === 'end' && a !== first);
  return [first, ...special, ...near.slice(0, 3), ...(end ? [end] : [])];
}

export function runeballScripted(_seed: number | string = 1): RankingBot {
  return { name: 'scripted', choose, rank };
}

/** A runeball position for a side, 0..1: the score (a touchdown is 7) first, then who has the ball and how far it
 * has to go, then who is on their feet. */
export function runeballEvaluate(game: Game, seat: string): number {
  const { v, carrier } = read(game, seat);
  const them = seat === 'home' ? 'away' : 'home';
  let edge = (v.score[seat] - v.score[them]) / 7;
  if (carrier) {
    const own = carrier.team === seat ? 1 : -1;
    const progress = 1 - toGoal(carrier.team, carrier) / WIDTH;
    edge += own * (0.3 + 0.5 * progress * progress);
  }
  let up = 0;
  for (const p of v.players) if (onField(p) && !p.prone) up += p.team === seat ? 1 : -1;
  edge += 0.03 * up;
  return 0.5 + 0.5 * Math.tanh(edge);
}
