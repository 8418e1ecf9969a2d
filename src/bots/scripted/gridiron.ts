// The scripted gridiron coach. Each turn, in order: blocks where the dice favour us (two or more dice, our pick),
// then the ball (pick it up, carry it toward the end zone, or blitz the opposing carrier), then risk-free moves that
// screen our carrier or close down theirs, then end the turn. Moves follow the safest path (fewest dodges, no go-for-
// its unless they score). It re-reads the position at every decision, so it needs no memory and suits rollouts.

import type { Game } from '../../index';
import type { Action, Decision } from '../../core/types';
import type { Plan, RankingBot } from '../search';
import { Board, dist, firstStep, goalX, idx, onPitch, other, reach, standing, toGo, W, type Side, type VPlayer } from './gridiron-board';
import {
  bloodLustChoice,
  gazePick,
  hailMaryReceiver,
  kickOffReturn,
  multipleBlockPick,
  stabPick,
  tentaclesHold,
  thirstyStep,
  throwTo,
  wantsStab,
  wizardSpell,
  wizardTarget,
} from './gridiron-skills';

/** A start-action the coach wants, with a score to rank it by (higher first). */
interface TurnPlan {
  player: string;
  action: string;
  score: number;
}

/** What the search asked a player to do with the action it starts: go to a square, blitz a player, or hand the ball
 * to one. The coach follows it through the action's steps instead of its own plan for that player. */
export interface Intent {
  player: string;
  /** The action it was given for (the player may act again in a later turn, on his own). */
  half: number;
  turn: number;
  goal?: { x: number; y: number; gfi: boolean };
  target?: string;
  /** Hand the ball to this team-mate, moving beside him first. */
  handoffTo?: string;
  /** Once at the goal (a pick-up), the coach's own plan takes over for the rest of the action. */
  thenCoach?: boolean;
}

const has = (p: VPlayer, skill: string) => p.skills.includes(skill);

function find(d: Decision, pred: (a: Action) => boolean): Action | undefined {
  return d.actions.find(pred);
}

// ---- the turn: which player does what next ----

function turnPlans(b: Board, d: Decision): TurnPlan[] {
  const offered = new Set(d.actions.filter((a) => a.type === 'start-action').map((a) => `${a.player}/${a.action}`));
  const can = (id: string, action: string) => offered.has(`${id}/${action}`);
  const plans: TurnPlan[] = [];
  const ball = b.v.ball;
  const carrier = b.carrier();
  const ours = carrier?.side === b.me;
  const mine = b.mine().filter((p) => !p.acted && can(p.id, 'move'));

  // A carrier who can score now does so before anything can go wrong; one who cannot, on the last turn of the half,
  // throws a Hail Mary to a team-mate in the end zone if he has the skill.
  if (ours && can(carrier.id, 'move') && standing(carrier)) {
    const td = touchdownChance(b, carrier);
    if (td >= 0.4) plans.push({ player: carrier.id, action: 'move', score: 100 + td });
    else if (can(carrier.id, 'pass') && hailMaryReceiver(b, carrier, b.v.teams[b.me].turn >= 8, td)) plans.push({ player: carrier.id, action: 'pass', score: 100 });
  }

  // Blocks the dice favour, by players who do not hold the ball.
  for (const p of mine) {
    if (!can(p.id, 'block') || p === carrier) continue;
    const best = bestBlock(b, p, p.x, p.y, false);
    if (best && best.dice >= 2) plans.push({ player: p.id, action: 'block', score: 60 + best.dice + (best.target === b.carrier() ? 5 : 0) });
    else if (wantsStab(b, p)) plans.push({ player: p.id, action: 'block', score: 55 });
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
    let best: TurnPlan | undefined;
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
  return touchdownSquare(b, p)?.q ?? 0;
}

/** The end-zone square p reaches most surely this action, going for it if need be. */
function touchdownSquare(b: Board, p: VPlayer): { x: number; y: number; q: number } | null {
  const r = reach(b, p, true);
  const gx = goalX(p.side);
  let td: { x: number; y: number; q: number } | null = null;
  for (let y = 0; y < 15; y++) {
    const q = r.p[idx(gx, y)];
    if (q > 0 && (!td || q > td.q)) td = { x: gx, y, q };
  }
  return td;
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

function stepAction(b: Board, d: Decision, intent?: Intent): Action {
  const end = find(d, (a) => a.type === 'end-action')!;
  const acting = b.v.acting;
  const p = acting ? b.byId.get(acting.player) : undefined;
  if (!p) return end;
  const stand = find(d, (a) => a.type === 'stand-up');
  if (stand) return stand;
  const ball = b.v.ball;
  const thirsty = thirstyStep(b, d, p, end);
  if (thirsty) return thirsty;
  const own = intent && intent.player === p.id && intent.half === b.v.half && intent.turn === b.v.teams[b.me].turn;
  const done = own && intent.thenCoach && intent.goal && p.x === intent.goal.x && p.y === intent.goal.y;
  if (own && !done) return followIntent(b, d, p, intent) ?? end;

  if (acting!.action === 'block' || acting!.action === 'blitz') {
    const blocks = d.actions.filter((a) => a.type === 'block');
    if (blocks.length) {
      const special = stabPick(b, d, p, acting!.action === 'blitz') ?? (acting!.action === 'block' ? multipleBlockPick(b, d, p) : null);
      if (special) return special;
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
  if (carrier === p && acting!.action === 'pass') {
    const to = hailMaryReceiver(b, p, b.v.teams[b.me].turn >= 8, touchdownChance(b, p));
    const pass = to && throwTo(d, to);
    if (pass) return pass;
  }
  if (carrier === p) {
    const goal = carrierGoal(b, p);
    return (goal && moveToward(b, d, p, goal.x, goal.y, goal.gfi)) ?? end;
  }
  if (ball.state === 'ground') {
    const r = reach(b, p, true);
    if (r.p[idx(ball.x, ball.y)] > 0.15) return moveToward(b, d, p, ball.x, ball.y, true) ?? end;
  }
  const goal = supportGoal(b, p);
  return (goal && moveToward(b, d, p, goal.x, goal.y, false)) ?? gazePick(b, d) ?? end;
}

function followIntent(b: Board, d: Decision, p: VPlayer, intent: Intent): Action | null {
  if (intent.handoffTo) {
    const give = find(d, (a) => a.type === 'handoff' && a.to === intent.handoffTo);
    if (give) return give;
    const to = b.byId.get(intent.handoffTo);
    const spot = to && handoffSpot(b, p, to);
    return spot ? moveToward(b, d, p, spot.x, spot.y, false) : null;
  }
  if (intent.target) {
    const target = b.byId.get(intent.target);
    if (!target || !standing(target)) return null;
    const block = find(d, (a) => a.type === 'block' && a.target === target.id);
    if (block) return block;
    const spot = blitzSpot(b, p, target);
    return spot ? moveToward(b, d, p, spot.x, spot.y, false) : null;
  }
  if (intent.goal) return moveToward(b, d, p, intent.goal.x, intent.goal.y, intent.goal.gfi);
  return null;
}

/** The square beside `to` that p reaches most safely (without going for it), to hand him the ball from. */
function handoffSpot(b: Board, p: VPlayer, to: VPlayer): { x: number; y: number; q: number } | null {
  const r = reach(b, p, false);
  let best: { x: number; y: number; q: number } | null = null;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const x = to.x + dx;
      const y = to.y + dy;
      if ((!dx && !dy) || !onPitch(x, y)) continue;
      const q = x === p.x && y === p.y ? 1 : r.p[idx(x, y)];
      if (q > 0 && (!best || q > best.q)) best = { x, y, q };
    }
  }
  return best;
}

/** Squares the carrier could end his move on, best first by the coach's reckoning: forward, guarded, away from
 * opponents and with a safe path. */
function carrierSquares(b: Board, p: VPlayer): { x: number; y: number; v: number }[] {
  const r = reach(b, p, false);
  const out: { x: number; y: number; v: number }[] = [];
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
    out.push({ x, y, v: r.p[t] * (progress + Math.min(friends, 3) * 0.5 - threats * 0.6 - exposed) - (1 - r.p[t]) * 6 });
  }
  return out.sort((a, c) => c.v - a.v || a.y - c.y || a.x - c.x);
}

/** The carrier's destination: the end zone when he can make it, else the furthest safe square forward. */
function carrierGoal(b: Board, p: VPlayer): { x: number; y: number; gfi: boolean } | null {
  const td = touchdownSquare(b, p);
  const lastTurn = b.v.teams[b.me].turn >= 8;
  if (td && (td.q >= 0.4 || lastTurn)) return { x: td.x, y: td.y, gfi: true };
  const best = carrierSquares(b, p)[0];
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

function choose(b: Board, d: Decision, intent?: Intent): Action {
  switch (d.kind) {
    case 'turn': {
      const spell = wizardSpell(b, d);
      if (spell) return spell;
      const plan = turnPlans(b, d)[0];
      if (plan) return find(d, (a) => a.type === 'start-action' && a.player === plan.player && a.action === plan.action)!;
      return find(d, (a) => a.type === 'end-turn')!;
    }
    case 'action':
      return stepAction(b, d, intent);
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
    case 'blood-lust':
      return bloodLustChoice(b, d);
    case 'wizard':
      return wizardTarget(b, d);
    case 'kick-off-return':
      return kickOffReturn(b, d);
    case 'tentacles':
      return tentaclesHold(d);
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

/** Courses the coach would not pick by itself, for the search to weigh against its plan: the carrier to the end
 * zone against the odds, to another safe square or handing off to a runner who could score, another player to blitz
 * their carrier or to pick up the ball. */
function alternatives(b: Board, d: Decision): Plan[] {
  const out: Plan[] = [];
  const when = { half: b.v.half, turn: b.v.teams[b.me].turn };
  const start = (player: string, action: string) => find(d, (a) => a.type === 'start-action' && a.player === player && a.action === action);
  const carrier = b.carrier();
  const mine = b.mine().filter((p) => !p.acted && standing(p));
  if (carrier && carrier.side === b.me && standing(carrier)) {
    const move = start(carrier.id, 'move');
    if (!move) return out;
    const td = touchdownSquare(b, carrier);
    if (td && td.q > 0.1) out.push({ action: move, intent: { player: carrier.id, ...when, goal: { x: td.x, y: td.y, gfi: true } } });
    // A hand-off to a fresh runner further forward who could score from there.
    const handoff = start(carrier.id, 'handoff');
    if (handoff && !b.v.teams[b.me].handoffUsed) {
      const runners = mine
        .filter((q) => q !== carrier && toGo(q.side, q.x) < toGo(carrier.side, carrier.x) && toGo(q.side, q.x) <= q.ma + 2)
        .map((q) => ({ q, spot: handoffSpot(b, carrier, q) }))
        .filter((o) => o.spot && o.spot.q >= 0.6)
        .sort((x, y) => toGo(x.q.side, x.q.x) - toGo(y.q.side, y.q.x) || y.spot!.q - x.spot!.q || (x.q.id < y.q.id ? -1 : 1));
      for (const { q } of runners.slice(0, 2)) out.push({ action: handoff, intent: { player: carrier.id, ...when, handoffTo: q.id } });
    }
    // Two squares unlike the coach's first pick (which the plain move arm already plays).
    const squares = carrierSquares(b, carrier).filter((q) => q.x !== carrier.x || q.y !== carrier.y);
    const picked: { x: number; y: number }[] = squares.slice(0, 1);
    for (const q of squares.slice(1)) {
      if (picked.length >= 3) break;
      if (picked.every((o) => dist(o.x, o.y, q.x, q.y) >= 2)) {
        picked.push(q);
        out.push({ action: move, intent: { player: carrier.id, ...when, goal: { x: q.x, y: q.y, gfi: false } } });
      }
    }
  } else if (carrier && carrier.side === b.opp && !b.v.teams[b.me].blitzUsed) {
    const blitzers: { p: VPlayer; value: number }[] = [];
    for (const p of mine) {
      if (!start(p.id, 'blitz') || dist(p.x, p.y, carrier.x, carrier.y) > p.ma + 1) continue;
      const spot = blitzSpot(b, p, carrier);
      if (spot) blitzers.push({ p, value: spot.q * (spot.dice + 3) });
    }
    blitzers.sort((x, y) => y.value - x.value || (x.p.id < y.p.id ? -1 : 1));
    for (const { p } of blitzers.slice(0, 3)) out.push({ action: start(p.id, 'blitz')!, intent: { player: p.id, ...when, target: carrier.id } });
  } else if (b.v.ball.state === 'ground') {
    const ball = b.v.ball;
    const pickers: { p: VPlayer; q: number }[] = [];
    for (const p of mine) {
      if (!start(p.id, 'move') || dist(p.x, p.y, ball.x, ball.y) > p.ma + 2) continue;
      const q = reach(b, p, true).p[idx(ball.x, ball.y)];
      if (q > 0.1) pickers.push({ p, q });
    }
    pickers.sort((x, y) => y.q - x.q || (x.p.id < y.p.id ? -1 : 1));
    for (const { p } of pickers.slice(0, 3)) out.push({ action: start(p.id, 'move')!, intent: { player: p.id, ...when, goal: { x: ball.x, y: ball.y, gfi: true }, thenCoach: true } });
  }
  return out;
}

export function gridironScripted(_seed: number | string = 1): RankingBot {
  // The search's intents, per game object; a rollout's clone is given its original's (`carry`), and an intent binds
  // only the action it was given for.
  const intents = new WeakMap<Game, Intent>();
  /** The coach's choice first, then (at a turn) its other start-actions by its own plan, and ending the turn. */
  const ranked = (b: Board, d: Decision, intent: Intent | undefined, plans: TurnPlan[]): Action[] => {
    const first = choose(b, d, intent);
    if (d.kind !== 'turn') return [first, ...d.actions.filter((a) => a !== first)];
    const out: Action[] = [first];
    for (const plan of plans) {
      const a = find(d, (x) => x.type === 'start-action' && x.player === plan.player && x.action === plan.action);
      if (a && !out.includes(a)) out.push(a);
    }
    const endTurn = find(d, (a) => a.type === 'end-turn')!;
    if (!out.includes(endTurn)) out.push(endTurn);
    return out;
  };
  return {
    name: 'scripted',
    choose(game: Game, d: Decision): Action {
      return choose(new Board(game, d.seat as Side), d, intents.get(game));
    },
    rank(game: Game, d: Decision): Action[] {
      const b = new Board(game, d.seat as Side);
      return ranked(b, d, intents.get(game), d.kind === 'turn' ? turnPlans(b, d) : []);
    },
    // Plans only at a turn decision; elsewhere the search compares the ranked actions.
    plans(game: Game, d: Decision): Plan[] | null {
      if (d.kind !== 'turn') return null;
      const b = new Board(game, d.seat as Side);
      const plans = turnPlans(b, d);
      const own = ranked(b, d, undefined, plans);
      const others = alternatives(b, d);
      // With only risk-free moves (or nothing) left to make, the order is of no consequence: no search.
      if ((!plans[0] || plans[0].score < 30) && !others.length) return [{ action: own[0] }];
      // The coach's choice, then the courses it would not take, then the next two of its own ranking (the rest differ
      // from these mostly in the order of risk-free moves, and rollouts spent on them are spent on noise).
      return [{ action: own[0] }, ...others.slice(0, 5), ...own.slice(1, 3).map((action) => ({ action }))];
    },
    carry(from: Game, to: Game): void {
      const intent = intents.get(from);
      if (intent) intents.set(to, intent);
    },
    intend(game: Game, intent: unknown): void {
      if (intent === undefined) intents.delete(game);
      else intents.set(game, intent as Intent);
    },
  };
}
