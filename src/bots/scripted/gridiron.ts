// The scripted gridiron coach. Each turn, in order: blocks where the dice favour us (two or more dice, our pick),
// then the ball (pick it up, carry it toward the end zone, or blitz the opposing carrier), then risk-free moves that
// screen our carrier or close down theirs, then end the turn. Moves follow the safest path (fewest dodges, no go-for-
// its unless they score). It re-reads the position at every decision, so it needs no memory and suits rollouts.

import type { Game } from '../../index';
import type { Action, Decision } from '../../core/types';
import type { RankingBot } from '../search';
import { Board, dist, firstStep, goalX, idx, onPitch, other, reach, standing, toGo, W, type Side, type VPlayer } from './gridiron-board';

/** A start-action the coach wants, with a score to rank it by (higher first). */
interface Plan {
  player: string;
  action: string;
  score: number;
}

const has = (p: VPlayer, skill: string) => p.skills.includes(skill);

function find(d: Decision, pred: (a: Action) => boolean): Action | undefined {
  return d.actions.find(pred);
}

// ---- the turn: which player does what next ----

function turnPlans(b: Board, d: Decision): Plan[] {
  const offered = new Set(d.actions.filter((a) => a.type === 'start-action').map((a) => `${a.player}/${a.action}`));
  const can = (id: string, action: string) => offered.has(`${id}/${action}`);
  const plans: Plan[] = [];
  const ball = b.v.ball;
  const carrier = b.carrier();
  const ours = carrier?.side === b.me;
  const mine = b.mine().filter((p) => !p.acted && can(p.id, 'move'));

  // A carrier who can score now does so before anything can go wrong.
  if (ours && can(carrier.id, 'move') && standing(carrier)) {
    const td = touchdownChance(b, carrier);
    if (td >= 0.4) plans.push({ player: carrier.id, action: 'move', score: 100 + td });
  }

  // Blocks the dice favour, by players who do not hold the ball.
  for (const p of mine) {
    if (!can(p.id, 'block') || p === carrier) continue;
    const best = bestBlock(b, p, p.x, p.y, false);
    if (best && best.dice >= 2) plans.push({ player: p.id, action: 'block', score: 60 + best.dice + (best.target === b.carrier() ? 5 : 0) });
  }

  if (ball.state === 'ground') {
    // Of the few nearest, the player who reaches the ball most safely picks it up.
    const near = mine.filter(standing).sort((x, y) => dist(x.x, x.y, ball.x, ball.y) - dist(y.x, y.y, ball.x, ball.y) || (x.id < y.id ? -1 : 1));
    let bestP: VPlayer | undefined;
    let bestQ = 0;
    for (const p of near.slice(0, 3)) {
      if (dist(p.x, p.y, ball.x, ball.y) > p.ma + 2) continue;
      const r = reach(b, p, true);
      const q = r.p[idx(ball.x, ball.y)] * (r.steps[idx(ball.x, ball.y)] <= p.ma ? 1 : 0.8);
      if (q > bestQ) [bestQ, bestP] = [q, p];
    }
    if (bestP && bestQ > 0.15) plans.push({ player: bestP.id, action: 'move', score: 50 + bestQ });
  } else if (ours && can(carrier.id, 'move')) {
    plans.push({ player: carrier.id, action: 'move', score: 30 });
  } else if (carrier && carrier.side === b.opp && !b.v.teams[b.me].blitzUsed) {
    // Blitz their carrier with whoever gets there with the best dice.
    let best: Plan | undefined;
    for (const p of mine) {
      if (!can(p.id, 'blitz') || !standing(p) || dist(p.x, p.y, carrier.x, carrier.y) > p.ma + 1) continue;
      const spot = blitzSpot(b, p, carrier);
      if (spot && spot.q * (spot.dice + 3) > (best?.score ?? 0) - 40) {
        const score = 40 + spot.q * (spot.dice + 3);
        if (!best || score > best.score) best = { player: p.id, action: 'blitz', score };
      }
    }
    if (best) plans.push(best);
  }

  // Everybody else moves where they help, when the move costs no roll (the path is worked out step by step).
  for (const p of mine) {
    if (plans.some((q) => q.player === p.id) || p === carrier) continue;
    const gain = supportGain(b, p);
    if (gain > 0) plans.push({ player: p.id, action: 'move', score: 10 + gain });
  }
  return plans.sort((x, y) => y.score - x.score || (x.player < y.player ? -1 : 1));
}

function touchdownChance(b: Board, p: VPlayer): number {
  const r = reach(b, p, true);
  const gx = goalX(p.side);
  let best = 0;
  for (let y = 0; y < 15; y++) best = Math.max(best, r.p[idx(gx, y)]);
  return best;
}

interface BlockPick {
  target: VPlayer;
  dice: number;
}

function bestBlock(b: Board, a: VPlayer, ax: number, ay: number, blitz: boolean): BlockPick | null {
  let best: BlockPick | null = null;
  for (const d of b.theirs()) {
    if (!standing(d) || dist(d.x, d.y, ax, ay) !== 1) continue;
    const dice = b.blockDice(a, ax, ay, d, blitz);
    const bonus = d === b.carrier() ? 0.5 : 0;
    if (!best || dice + bonus > best.dice + (best.target === b.carrier() ? 0.5 : 0)) best = { target: d, dice };
  }
  return best;
}

/** The square next to `target` that p reaches most safely for a blitz, with the dice it would then roll. */
function blitzSpot(b: Board, p: VPlayer, target: VPlayer): { x: number; y: number; q: number; dice: number } | null {
  const r = reach(b, p, false, (p.moved ?? 0) + 1);
  let best: { x: number; y: number; q: number; dice: number } | null = null;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const x = target.x + dx;
      const y = target.y + dy;
      if ((!dx && !dy) || !onPitch(x, y)) continue;
      const here = x === p.x && y === p.y;
      const q = here ? 1 : r.p[idx(x, y)];
      if (q <= 0.4) continue;
      const dice = b.blockDice(p, x, y, target, true);
      if (dice < 1 && dice > -2) continue;
      const value = q * (dice + 3);
      if (!best || value > best.q * (best.dice + 3)) best = { x, y, q, dice };
    }
  }
  return best;
}

/** Where players without the ball should gather: ahead of our carrier (a screen), on their carrier, or on the ball. */
function focus(b: Board): { x: number; y: number; screen: boolean } {
  const ball = b.v.ball;
  const carrier = b.carrier();
  if (carrier && carrier.side === b.me) return { x: carrier.x + (goalX(b.me) > carrier.x ? 2 : -2), y: carrier.y, screen: true };
  if (carrier) return { x: carrier.x, y: carrier.y, screen: false };
  return { x: ball.x >= 0 ? ball.x : W / 2, y: ball.y >= 0 ? ball.y : 7, screen: false };
}

/** A quick estimate of how much closer to the focus a free player could get this turn (no path search). */
function supportGain(b: Board, p: VPlayer): number {
  if (!standing(p) || b.tz[idx(p.x, p.y)] > 0) return 0;
  const f = focus(b);
  return Math.min(p.ma, dist(p.x, p.y, f.x, f.y) - 1);
}

/** The square, reachable with no roll, where a player without the ball is most useful. */
function supportGoal(b: Board, p: VPlayer): { x: number; y: number; gain: number } | null {
  if (!standing(p) || b.tz[idx(p.x, p.y)] > 0) return null;
  const r = reach(b, p, false);
  const ball = b.v.ball;
  const carrier = b.carrier();
  const f = focus(b);
  const value = (x: number, y: number) => {
    let v = -dist(x, y, f.x, f.y);
    if (f.screen && carrier && dist(x, y, carrier.x, carrier.y) === 0) v -= 5;
    return v;
  };
  let best = { x: p.x, y: p.y, gain: 0 };
  const here = value(p.x, p.y);
  for (let t = 0; t < r.p.length; t++) {
    if (r.p[t] < 0.999 || r.steps[t] <= 0) continue;
    const x = t % W;
    const y = (t - x) / W;
    if (ball.state === 'ground' && x === ball.x && y === ball.y) continue;
    const gain = value(x, y) - here;
    if (gain > best.gain) best = { x, y, gain };
  }
  return best.gain > 0 ? best : null;
}

// ---- one step of the acting player's action ----

function stepAction(b: Board, d: Decision): Action {
  const end = find(d, (a) => a.type === 'end-action')!;
  const acting = b.v.acting;
  const p = acting ? b.byId.get(acting.player) : undefined;
  if (!p) return end;
  const stand = find(d, (a) => a.type === 'stand-up');
  if (stand) return stand;
  const ball = b.v.ball;

  if (acting!.action === 'block' || acting!.action === 'blitz') {
    const blocks = d.actions.filter((a) => a.type === 'block');
    if (blocks.length) {
      const carrier = b.carrier();
      const best = bestBlock(b, p, p.x, p.y, acting!.action === 'blitz');
      const onCarrier = carrier && blocks.find((a) => a.target === carrier.id);
      const pick = onCarrier ?? (best ? blocks.find((a) => a.target === best.target.id) : undefined);
      if (pick && (onCarrier || (best && best.dice >= (acting!.action === 'blitz' ? 1 : 2)))) return pick;
    }
    if (acting!.action === 'block') return end;
    const carrier = b.carrier();
    const target = carrier && carrier.side === b.opp ? carrier : undefined;
    if (!target) return end;
    const spot = blitzSpot(b, p, target);
    if (!spot) return end;
    return moveToward(b, d, p, spot.x, spot.y, false) ?? end;
  }

  const carrier = b.carrier();
  if (carrier === p) {
    const goal = carrierGoal(b, p);
    return (goal && moveToward(b, d, p, goal.x, goal.y, goal.gfi)) ?? end;
  }
  if (ball.state === 'ground') {
    const r = reach(b, p, true);
    if (r.p[idx(ball.x, ball.y)] > 0.15) return moveToward(b, d, p, ball.x, ball.y, true) ?? end;
  }
  const goal = supportGoal(b, p);
  return (goal && moveToward(b, d, p, goal.x, goal.y, false)) ?? end;
}

/** The carrier's destination: the end zone when he can make it, else the furthest safe square forward. */
function carrierGoal(b: Board, p: VPlayer): { x: number; y: number; gfi: boolean } | null {
  const rg = reach(b, p, true);
  const gx = goalX(p.side);
  let td: { x: number; y: number; q: number } | null = null;
  for (let y = 0; y < 15; y++) {
    const q = rg.p[idx(gx, y)];
    if (q > 0 && (!td || q > td.q)) td = { x: gx, y, q };
  }
  const lastTurn = b.v.teams[b.me].turn >= 8;
  if (td && (td.q >= 0.4 || lastTurn)) return { x: td.x, y: td.y, gfi: true };
  const r = reach(b, p, false);
  let best: { x: number; y: number; v: number } | null = null;
  const here = toGo(p.side, p.x);
  for (let t = 0; t < r.p.length; t++) {
    if (r.steps[t] < 0 || r.p[t] < 0.6) continue;
    const x = t % W;
    const y = (t - x) / W;
    const progress = here - toGo(p.side, x);
    const exposed = b.tz[t] > 0 ? 3 : 0;
    // Opponents who could reach him next turn: count those within four squares of the square.
    let threats = 0;
    for (const q of b.theirs()) if (standing(q) && dist(q.x, q.y, x, y) <= 3) threats++;
    let friends = 0;
    for (const q of b.mine()) if (q !== p && standing(q) && dist(q.x, q.y, x, y) === 1) friends++;
    const v = r.p[t] * (progress + Math.min(friends, 3) * 0.5 - threats * 0.6 - exposed) - (1 - r.p[t]) * 6;
    if (!best || v > best.v) best = { x, y, v };
  }
  if (!best || (best.x === p.x && best.y === p.y)) return null;
  return { x: best.x, y: best.y, gfi: false };
}

function moveToward(b: Board, d: Decision, p: VPlayer, x: number, y: number, gfi: boolean): Action | null {
  const r = reach(b, p, gfi);
  const step = firstStep(r, p, idx(x, y));
  if (!step) return null;
  return find(d, (a) => a.type === 'move' && a.x === step.x && a.y === step.y) ?? null;
}

// ---- the other decisions ----

const FACE_FOR_ATTACKER = ['defender-down', 'defender-stumbles', 'push', 'both-down', 'attacker-down'];

function blockDie(b: Board, d: Decision): Action {
  const acting = b.v.acting ? b.byId.get(b.v.acting.player) : undefined;
  const attacking = d.seat === b.v.active;
  const rank = (face: string) => {
    let i = FACE_FOR_ATTACKER.indexOf(face);
    // Both Down is safe for a blocker with Block; Defender Stumbles is a mere push against Dodge.
    if (face === 'both-down' && acting && has(acting, 'Block')) i = 2.5;
    return attacking ? i : -i;
  };
  return d.actions.slice().sort((x, y) => rank(x.face as string) - rank(y.face as string))[0];
}

function reroll(b: Board, d: Decision): Action {
  const decline = find(d, (a) => a.type === 'decline-reroll')!;
  const skill = find(d, (a) => a.type === 'reroll' && a.use !== 'team');
  const team = find(d, (a) => a.type === 'reroll' && a.use === 'team');
  const blockRoll = /rolled (.*): re-roll\?/.exec(d.prompt);
  if (blockRoll) {
    const faces = blockRoll[1].split(', ');
    const acting = b.v.acting ? b.byId.get(b.v.acting.player) : undefined;
    const good = faces.some((f) => f === 'push' || f.startsWith('defender') || (f === 'both-down' && acting && has(acting, 'Block')));
    return !good && team ? team : decline;
  }
  return skill ?? team ?? decline;
}

function kick(b: Board, d: Decision): Action {
  // Deep and central: the receivers have the furthest to carry it.
  const x = other(b.me) === 'home' ? 4 : W - 5;
  return find(d, (a) => a.x === x && a.y === 7) ?? d.actions[0];
}

function choose(b: Board, d: Decision): Action {
  switch (d.kind) {
    case 'turn': {
      const plan = turnPlans(b, d)[0];
      if (plan) return find(d, (a) => a.type === 'start-action' && a.player === plan.player && a.action === plan.action)!;
      return find(d, (a) => a.type === 'end-turn')!;
    }
    case 'action':
      return stepAction(b, d);
    case 'block-die':
      return blockDie(b, d);
    case 'reroll':
      return reroll(b, d);
    case 'kick-or-receive':
      return find(d, (a) => a.value === 'receive') ?? d.actions[0];
    case 'setup':
    case 'quick-snap':
      return find(d, (a) => a.type === 'setup-done') ?? d.actions[0];
    case 'kick':
      return kick(b, d);
    case 'touchback': {
      // The player furthest from the opponents gets the ball.
      const safest = (a: Action) => {
        const p = b.byId.get(a.player as string)!;
        return Math.min(...b.theirs().filter(standing).map((q) => dist(q.x, q.y, p.x, p.y)), 99);
      };
      return d.actions.slice().sort((x, y) => safest(y) - safest(x))[0];
    }
    case 'push':
      return pushSquare(b, d);
    case 'follow-up': {
      const acting = b.v.acting ? b.byId.get(b.v.acting.player) : undefined;
      const wantFollow = !(acting && b.carrier() === acting);
      return find(d, (a) => a.follow === wantFollow) ?? d.actions[0];
    }
    case 'catch-choice':
      return find(d, (a) => a.catch === true) ?? d.actions[0];
    case 'intercept':
      return d.actions.find((a) => a.type === 'intercept') ?? d.actions[0];
    case 'apothecary':
    case 'bribe':
      return find(d, (a) => a.value === 'apothecary' || a.value === 'bribe') ?? d.actions[0];
    case 'high-kick':
    case 'diving-tackle':
    case 'shadowing':
    case 'diving-catch':
      return d.actions[0];
    case 'pass-block':
    case 'dump-off':
      return d.actions[d.actions.length - 1];
    default:
      return d.actions[0];
  }
}

function pushSquare(b: Board, d: Decision): Action {
  const attacking = d.seat === b.v.active;
  const crowd = d.actions.find((a) => a.hint === 'into the crowd');
  if (attacking && crowd) return crowd;
  // Toward the nearer sideline when pushing, away from it when being pushed.
  const edge = (a: Action) => Math.min(a.y as number, 14 - (a.y as number));
  const sorted = d.actions.filter((a) => a !== crowd || !attacking).slice().sort((x, y) => (attacking ? edge(x) - edge(y) : edge(y) - edge(x)));
  return sorted[0] ?? d.actions[0];
}

export function gridironScripted(_seed: number | string = 1): RankingBot {
  return {
    name: 'scripted',
    choose(game: Game, d: Decision): Action {
      return choose(new Board(game, d.seat as Side), d);
    },
    rank(game: Game, d: Decision): Action[] | null {
      const b = new Board(game, d.seat as Side);
      const first = choose(b, d);
      if (d.kind !== 'turn') return [first, ...d.actions.filter((a) => a !== first)];
      const plans = turnPlans(b, d);
      const ranked: Action[] = [first];
      for (const plan of plans) {
        const a = find(d, (x) => x.type === 'start-action' && x.player === plan.player && x.action === plan.action);
        if (a && !ranked.includes(a)) ranked.push(a);
      }
      const endTurn = find(d, (a) => a.type === 'end-turn')!;
      if (!ranked.includes(endTurn)) ranked.push(endTurn);
      return ranked;
    },
  };
}

