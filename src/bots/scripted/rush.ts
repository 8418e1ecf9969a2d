// The scripted rush coach (issue 14). A rush is five tokens, and a throw ends it, so the coach spends them in this
// order: the Striker or Jack best placed picks a loose ball up (a Striker first: +1 die); their carrier is hit (a
// Slam, or a Steal); while tokens are spare, a substitute comes on, the fallen stand up, and a Guard slams whoever
// stands next to our carrier or on his way; then our carrier runs into the strike zone's best hex it can reach (the
// far band, the Bonus Hex when it is in reach) and throws the Strike; with none of that to do, Guards slam whoever is
// close and the rest move up without a test. A Dash or an Evade is taken only when its odds are good. It reads the
// view, the board's zones and bands, the teams' stat lines and the offered actions; a decision it has nothing to say
// about gets the first action offered (with the optional rules: no card bought or played, no card re-roll, a
// scattering ball caught; a coaching die is added to a throw).

import type { Game } from '../../index';
import { view } from '../../index';
import { boardOf } from '../../core/board-of';
import { inArea, onBoard, type Board } from '../../core/board';
import { arcOf, DIRECTIONS, directionTo, distance, frontDirs, neighbour, type Dir, type Hex } from '../../core/grid/hex';
import type { Action, Decision } from '../../core/types';
import { strikeValue } from '../../games/rush/board';
import { TEAMS, type Stats } from '../../games/rush/teams';
import type { RankingBot } from '../search';

type Seat = 'home' | 'away';
type Role = 'striker' | 'jack' | 'guard';

interface VPlayer extends Hex {
  id: string;
  name: string;
  team: Seat;
  role: Role;
  at: 'pitch' | 'bench' | 'out';
  facing: Dir;
  down: boolean;
  tokens: number;
}

interface RView {
  players: VPlayer[];
  ball: Hex & { inPlay: boolean; carrier: string | null };
  tokens: number;
}

/** What the coach set out to do with the action it took: the move decisions that follow steer by it. */
interface Intent {
  player: string;
  /** Where the move should end. */
  goal: Hex;
  /** Which way to face at the end (the Strike Hex, the slam target, the ball). */
  face: Hex;
  /** How much a (123) test is worth risking for: 'score' and 'ball' take a good Dash, others never do. */
  urgent: boolean;
  /** The enemy a Slam or Steal is meant for. */
  target?: string;
  /** (123) tests this coach has asked for in the action so far (a Dash or an Evade). */
  tests: number;
}

const INF = 1 << 20;
/** The cost, in hexes, that keeps a path off a hex it would have to Evade out of. */
const EVADE_COST = 4;
/** The least chance a Dash or an Evade is taken on. */
const GOOD_ODDS = 0.72;
const THROW_RANGE_DICE: readonly [number, number][] = [[3, 3], [6, 2], [9, 1]];

const other = (s: Seat): Seat => (s === 'home' ? 'away' : 'home');
const onPitch = (p: VPlayer) => p.at === 'pitch';
const standing = (p: VPlayer) => p.at === 'pitch' && !p.down;
const same = (a: Hex, b: Hex) => a.x === b.x && a.y === b.y;

/** Chance of at least `need` successes from `dice` dice that each succeed with `p` (sixes exploding left out: a
 * slight underestimate, which is the safe side). */
export function chance(dice: number, p: number, need: number): number {
  if (need <= 0) return 1;
  if (dice <= 0) return 0;
  let total = 0;
  let coeff = 1;
  for (let k = 0; k <= dice; k++) {
    if (k >= need) total += coeff * p ** k * (1 - p) ** (dice - k);
    coeff = (coeff * (dice - k)) / (k + 1);
  }
  return total;
}

/** A die's chance against a target like 4+. */
const die = (target: number) => Math.max(0, Math.min(1, (7 - target) / 6));

/** The view names a model's position, not its stats: the teams' stat lines by position name (teams.ts). */
const STATS = new Map<string, Stats>(TEAMS.flatMap((t) => t.positions.map((p) => [p.name, p.stats] as [string, Stats])));

/** What one decision reads: the view, the pitch, who stands where, whose threat covers which hex. */
class Read {
  readonly v: RView;
  readonly board: Board;
  readonly me: Seat;
  readonly byId = new Map<string, VPlayer>();
  readonly occupied = new Set<number>();
  /** Per hex, how many enemies (of `me`) threaten it. */
  readonly threat: Int16Array;
  /** Per hex, how many of ours threaten it. */
  readonly ourThreat: Int16Array;

  constructor(game: Game, me: Seat) {
    this.v = view(game, me) as unknown as RView;
    this.board = boardOf(game as never);
    this.me = me;
    this.threat = new Int16Array(this.board.width * this.board.height);
    this.ourThreat = new Int16Array(this.board.width * this.board.height);
    for (const p of this.v.players) {
      this.byId.set(p.id, p);
      if (!onPitch(p)) continue;
      this.occupied.add(this.at(p));
      if (p.down) continue;
      for (const d of frontDirs(p.facing)) {
        const h = neighbour(p, d);
        if (!this.inside(h)) continue;
        (p.team === me ? this.ourThreat : this.threat)[this.at(h)]++;
      }
    }
  }

  at(h: Hex): number {
    return h.y * this.board.width + h.x;
  }

  inside(h: Hex): boolean {
    return h.x >= 0 && h.y >= 0 && h.x < this.board.width && h.y < this.board.height && onBoard(this.board, h.x, h.y);
  }

  threats(h: Hex): number {
    return this.inside(h) ? Math.min(2, this.threat[this.at(h)]) : 0;
  }

  carrier(): VPlayer | undefined {
    return this.v.ball.carrier ? this.byId.get(this.v.ball.carrier) : undefined;
  }

  looseBall(): Hex | undefined {
    const b = this.v.ball;
    return b.inPlay && b.carrier === null && b.x >= 0 ? { x: b.x, y: b.y } : undefined;
  }

  mine(): VPlayer[] {
    return this.v.players.filter((p) => p.team === this.me && standing(p));
  }

  theirs(): VPlayer[] {
    return this.v.players.filter((p) => p.team !== this.me && standing(p));
  }

  /** Path costs to `goals` for a model standing at `from`: one a hex, more for a hex it must Evade out of; through
   * free hexes only (the loose ball's hex is a goal or nothing: entering it is a Pick Up, which ends the move). */
  costs(goals: Hex[], from: Hex): Int32Array {
    const ball = this.looseBall();
    const seeds = goals.filter((g) => this.inside(g) && (!this.occupied.has(this.at(g)) || same(g, from)));
    // Walking back from the goals: stepping from u into v costs what leaving u costs.
    return this.relax(seeds, from, (v) => !(ball && same(v, ball) && !goals.some((g) => same(g, ball))), (u) => 1 + (this.threat[this.at(u)] > 0 ? EVADE_COST : 0));
  }

  /** Path costs from a model to every hex it could walk to (as `costs`, walked forward). */
  reach(p: Hex): Int32Array {
    const ball = this.looseBall();
    return this.relax([p], p, (v) => !(ball && same(v, ball)), (_u, v) => 1 + (this.threat[this.at(v)] > 0 ? EVADE_COST : 0));
  }

  /** Shortest paths by repeated relaxation over a queue (costs are small whole numbers, the pitch a few hundred hexes). */
  private relax(seeds: Hex[], from: Hex, passThrough: (v: Hex) => boolean, step: (u: Hex, v: Hex) => number): Int32Array {
    const cost = new Int32Array(this.board.width * this.board.height).fill(INF);
    const queue: Hex[] = [];
    for (const g of seeds) {
      cost[this.at(g)] = 0;
      queue.push(g);
    }
    for (let i = 0; i < queue.length; i++) {
      const v = queue[i];
      if (!passThrough(v) && !seeds.some((g) => same(g, v))) continue;
      const cv = cost[this.at(v)];
      for (const d of DIRECTIONS) {
        const u = neighbour(v, d);
        if (!this.inside(u)) continue;
        const iu = this.at(u);
        if (this.occupied.has(iu) && !same(u, from)) continue;
        const c = cv + step(u, v);
        if (c < cost[iu]) {
          cost[iu] = c;
          queue.push(u);
        }
      }
    }
    return cost;
  }

  /** Hexes next to an enemy, free, to slam or steal from. */
  around(t: Hex): Hex[] {
    return DIRECTIONS.map((d) => neighbour(t, d)).filter((h) => this.inside(h) && !this.occupied.has(this.at(h)));
  }
}

/** The zone hexes a team may Strike from, each with its Strike Hex and its worth (band + Bonus Hex). */
function strikeSpots(b: Board, seat: Seat): { at: Hex; strike: Hex; value: number }[] {
  const out: { at: Hex; strike: Hex; value: number }[] = [];
  for (const f of b.features) {
    if (f.kind !== 'strike' || f.side !== seat) continue;
    const area = `strike-zone:${seat}:${f.number}`;
    for (let x = 0; x < b.width; x++)
      for (let y = 0; y < b.height; y++) if (inArea(b, area, x, y)) out.push({ at: { x, y }, strike: { x: f.x, y: f.y }, value: strikeValue(b, x, y) });
  }
  return out;
}

function throwDice(range: number): number {
  for (const [r, d] of THROW_RANGE_DICE) if (range <= r) return d;
  return 0;
}

/** The chance of a Strike from `at`: the range's dice, -1 moved, -1 per threat, -1 Strike hex, +1 Striker. */
function strikeChance(r: Read, p: VPlayer, at: Hex, strike: Hex, moved: boolean): number {
  const dice = throwDice(distance(at, strike)) - (moved ? 1 : 0) - r.threats(at) - 1 + (p.role === 'striker' ? 1 : 0);
  return chance(dice, die(skillOf(p)), 1);
}

function skillOf(p: VPlayer): number {
  return STATS.get(p.name)?.skill ?? 4;
}
function speedOf(p: VPlayer): number {
  return STATS.get(p.name)?.speed ?? 4;
}
function strengthOf(p: VPlayer): number {
  return STATS.get(p.name)?.strength ?? 4;
}

/** A (123) test's chance: the `tests`-th of the action needs that many successes; 3 dice, -1 per threat on the hex
 * left, +1 Striker. */
function testChance(r: Read, p: VPlayer, from: Hex, tests: number): number {
  const dice = 3 - r.threats(from) + (p.role === 'striker' ? 1 : 0);
  return chance(dice, die(speedOf(p)), tests);
}

/** The best place for a carrier to Strike from, with the hexes it takes to get there (from its cost map). */
function bestSpot(r: Read, p: VPlayer, reach: number): { at: Hex; strike: Hex; worth: number; cost: number } | undefined {
  const from = r.reach(p);
  let best: { at: Hex; strike: Hex; worth: number; cost: number } | undefined;
  for (const s of strikeSpots(r.board, r.me)) {
    const c = same(s.at, p) ? 0 : from[r.at(s.at)];
    if (c >= INF || (r.occupied.has(r.at(s.at)) && !same(s.at, p))) continue;
    const worth = s.value * strikeChance(r, p, s.at, s.strike, c > 0) - (c <= reach ? 0 : c);
    if (!best || worth > best.worth) best = { at: s.at, strike: s.strike, worth, cost: c };
  }
  return best;
}

export class RushCoach {
  private intent: Intent | null = null;

  choose(game: Game, d: Decision): Action {
    const seat = d.seat as Seat;
    switch (d.kind) {
      case 'setup':
        return find(d, 'formation') ?? d.actions[0];
      case 'action':
        return this.takeAction(new Read(game, seat), d, false);
      case 'free-action':
        return this.takeAction(new Read(game, seat), d, true);
      case 'move':
        return this.move(new Read(game, seat), d);
      case 'facing':
        return this.face(new Read(game, seat), d);
      case 'target':
        return this.target(new Read(game, seat), d);
      case 'throw':
        return this.throwAt(new Read(game, seat), d);
      case 'slam-reaction':
        return this.react(new Read(game, seat), d);
      case 'follow-up':
        return find(d, 'stay') ?? d.actions[0];
      case 'push':
        return this.push(new Read(game, seat), d);
      case 'coaching-die':
        // Option coachingDice: the die goes on a throw (this coach throws for a Strike, or to a team-mate waiting in
        // a strike zone); any other test rolls as it is.
        return (d.actions[0].test === 'throw' && find(d, 'coaching-die')) || d.actions[0];
      default:
        return d.actions[0];
    }
  }

  // ---- which action, by whom ---------------------------------------------------------------------------------

  private takeAction(r: Read, d: Decision, free: boolean): Action {
    const offered = (type: string, player: string) => d.actions.find((a) => a.type === type && a.player === player);
    const tokens = free ? INF : r.v.tokens;
    const carrier = r.carrier();
    const ours = carrier && carrier.team === r.me ? carrier : undefined;
    const theirs = carrier && carrier.team !== r.me ? carrier : undefined;
    const ball = r.looseBall();

    // Our carrier's Strike: what it takes (tokens) and whether this action can be it.
    let strikePlan: { act: Action; spot: Hex; strike: Hex; need: number } | undefined;
    if (ours) {
      const reach = ours.role === 'striker' ? 5 : 1;
      const spot = bestSpot(r, ours, reach);
      const thr = offered('throw', ours.id);
      const run = offered('run', ours.id);
      if (spot && thr && spot.cost <= reach) strikePlan = { act: thr, spot: spot.at, strike: spot.strike, need: 1 };
      else if (spot && run) strikePlan = { act: run, spot: spot.at, strike: spot.strike, need: ours.tokens === 0 ? 2 : 1 };
    }
    const spare = tokens - (strikePlan?.need ?? 0);

    // A loose ball: the Striker or Jack best placed runs to it (the Pick Up is the end of the run).
    if (ball) {
      let best: { a: Action; p: VPlayer; c: number } | undefined;
      for (const p of r.mine()) {
        if (p.role === 'guard') continue;
        const a = offered('run', p.id);
        if (!a) continue;
        const c = r.reach(p)[r.at(ball)] - (p.role === 'striker' ? 1 : 0);
        if (c <= 6 && (!best || c < best.c)) best = { a, p, c };
      }
      if (best) return this.go(best.a, best.p, ball, ball, true);
    }

    // Their carrier: a Slam from a Guard (or Jack), a Steal from a Striker (or Jack), from the closest.
    if (theirs) {
      const hit = this.attack(r, d, [theirs], ['slam', 'steal'], free);
      if (hit) return hit;
    }

    if (spare > 0 && !free) {
      // Substitutes on, the fallen up: both cheap, while tokens are spare.
      const enter = d.actions.find((a) => a.type === 'enter');
      if (enter) return this.go(enter, r.byId.get(enter.player as string)!, { x: -1, y: -1 }, { x: -1, y: -1 }, false);
      const up = d.actions.find((a) => a.type === 'standup');
      if (up) return this.go(up, r.byId.get(up.player as string)!, { x: -1, y: -1 }, { x: -1, y: -1 }, false);
    }

    // Our carrier's escorts: a Guard slams whoever threatens the carrier or its way, while the tokens are spare.
    if (ours && spare > 0 && !free) {
      const near = r.theirs().filter((e) => distance(e, ours) <= 2 || (strikePlan && distance(e, strikePlan.spot) <= 1));
      const hit = this.attack(r, d, near, ['slam'], free, 'guard');
      if (hit) return hit;
    }

    if (strikePlan) return this.go(strikePlan.act, ours!, strikePlan.spot, strikePlan.strike, true);

    // No ball to chase nor to strike with: the Guards knock over whoever is close, the rest get forward, tests-free.
    if (!free && spare > 0) {
      const hit = this.attack(r, d, r.theirs(), ['slam'], free, 'guard');
      if (hit) return hit;
      const pos = this.position(r, d, ball, ours);
      if (pos) return pos;
    }
    return find(d, free ? 'decline' : 'end-rush') ?? d.actions[d.actions.length - 1];
  }

  /** The attack on one of `targets` by the closest of our players the action is offered to. */
  private attack(r: Read, d: Decision, targets: VPlayer[], kinds: string[], _free: boolean, only?: Role): Action | undefined {
    let best: { a: Action; p: VPlayer; t: VPlayer; at: Hex; c: number } | undefined;
    for (const a of d.actions) {
      if (!kinds.includes(a.type)) continue;
      const p = r.byId.get(a.player as string);
      if (!p || !standing(p) || (only && p.role !== only)) continue;
      // A Jack may move 1 hex first; a Guard (Slam) or a Striker (Steal) may Run.
      const reach = p.role === 'jack' ? 1 : 5;
      for (const t of targets) {
        const from = r.reach(p);
        const spots = distance(p, t) === 1 ? [{ x: p.x, y: p.y }] : r.around(t);
        for (const at of spots) {
          const c = same(at, p) ? 0 : from[r.at(at)];
          if (c <= reach && (!best || c < best.c)) best = { a, p, t, at, c };
        }
      }
    }
    if (!best) return undefined;
    this.intent = { player: best.p.id, goal: best.at, face: best.t, urgent: false, target: best.t.id, tests: 0 };
    return best.a;
  }

  /** A tests-free Run forward: a Striker or Jack toward the strike zones (to take a pass or the next ball), a Guard
   * toward the ball or their carrier. */
  private position(r: Read, d: Decision, ball: Hex | undefined, ours: VPlayer | undefined): Action | undefined {
    const far: Hex = { x: r.me === 'home' ? r.board.width - 6 : 5, y: Math.floor(r.board.height / 2) };
    for (const a of d.actions) {
      if (a.type !== 'run') continue;
      const p = r.byId.get(a.player as string)!;
      if (p.tokens > 0 || r.threat[r.at(p)] > 0 || (ours && ours.id === p.id)) continue;
      const goal = p.role === 'guard' ? (ball ?? r.carrier() ?? far) : (ball ?? far);
      if (distance(p, goal) <= 2) continue;
      return this.go(a, p, goal, goal, false);
    }
    return undefined;
  }

  private go(a: Action, p: VPlayer, goal: Hex, face: Hex, urgent: boolean): Action {
    this.intent = { player: p.id, goal, face, urgent, tests: 0 };
    return a;
  }

  // ---- a move, one hex at a time ----------------------------------------------------------------------------

  private move(r: Read, d: Decision): Action {
    const id = /\(([^)]+)\)/.exec(d.prompt ?? '')?.[1];
    const p = id ? r.byId.get(id) : undefined;
    const it = this.intent && this.intent.player === id ? this.intent : null;
    const stop = (face: Hex | undefined) => this.stop(d, p, face);
    if (!p || !it || it.goal.x < 0) return stop(it?.face);
    const target = it.target ? r.byId.get(it.target) : undefined;
    const goals = target && standing(target) ? (distance(p, target) === 1 ? [{ x: p.x, y: p.y }] : r.around(target)) : [it.goal];
    if (goals.some((g) => same(g, p))) return stop(target ?? it.face);
    const cost = r.costs(goals, p);
    const here = cost[r.at(p)];
    const threatened = r.threat[r.at(p)] > 0;
    let best: Action | undefined;
    let bestCost = here;
    for (const a of d.actions) {
      if (a.type !== 'step' && a.type !== 'dash') continue;
      const n = neighbour(p, a.dir as Dir);
      const c = cost[r.at(n)];
      if (c >= bestCost) continue;
      const tests = (threatened ? 1 : 0) + (a.type === 'dash' ? 1 : 0);
      if (tests > 0) {
        if (!it.urgent && a.type === 'dash') continue;
        let odds = 1;
        for (let k = 1; k <= tests; k++) odds *= testChance(r, p, p, it.tests + k);
        if (odds < GOOD_ODDS) continue;
        // A Dash is worth it only to finish the move: the goal within this hex or the next.
        if (a.type === 'dash' && c > 1 + EVADE_COST * 0) continue;
      }
      best = a;
      bestCost = c;
    }
    if (best) {
      if (threatened) it.tests++;
      if (best.type === 'dash') it.tests++;
      return best;
    }
    // Sprint-style decisions offer turns: turn toward the goal when stepping straight cannot get nearer.
    const turn = d.actions.find((a) => a.type === 'turn' && a.dir === directionTo(p, it.goal));
    if (turn) return turn;
    return stop(target ?? it.face);
  }

  private stop(d: Decision, p: VPlayer | undefined, face: Hex | undefined): Action {
    const stops = d.actions.filter((a) => a.type === 'stop');
    if (p && face && face.x >= 0 && !same(p, face)) {
      const dir = directionTo(p, face);
      const s = stops.find((a) => a.facing === dir);
      if (s) return s;
    }
    return stops[0] ?? d.actions[0];
  }

  // ---- the rest: facings, targets, throws, reactions, pushes -------------------------------------------------

  private face(r: Read, d: Decision): Action {
    const id = /\(([^)]+)\)/.exec(d.prompt ?? '')?.[1];
    const p = id ? r.byId.get(id) : undefined;
    const ball = r.looseBall() ?? r.carrier();
    const enemies = r.theirs();
    const toward = ball ?? enemies[0];
    if (p && toward && !same(p, toward)) return d.actions.find((a) => a.dir === directionTo(p, toward)) ?? d.actions[0];
    return d.actions[0];
  }

  private target(r: Read, d: Decision): Action {
    const carrier = r.carrier();
    const hits = d.actions.filter((a) => a.type !== 'decline');
    const meant = this.intent?.target;
    return (
      hits.find((a) => carrier && a.target === carrier.id) ??
      hits.find((a) => a.target === meant) ??
      // Whoever is likeliest to lose: a target hit from outside its front arc must Dodge, not Slamback.
      hits.sort((a, b) => weakness(r, b) - weakness(r, a))[0] ??
      d.actions[0]
    );
  }

  private throwAt(r: Read, d: Decision): Action {
    const strike = d.actions.find((a) => a.strike === true);
    if (strike) return strike;
    // No Strike on offer (the run fell short): a throw ends the rush, so the ball is kept, unless a team-mate stands
    // in a strike zone within 3 hexes (3 dice to throw, the catch on its successes), to strike from there next time.
    const spots = new Set(strikeSpots(r.board, r.me).map((s) => r.at(s.at)));
    const pass = d.actions.find((a) => {
      const q = a.target ? r.byId.get(a.target as string) : undefined;
      return q && spots.has(r.at(q)) && r.threats(q) === 0 && a.x !== undefined && throwDice(distance(q, this.thrower(r) ?? q)) === 3;
    });
    return pass ?? find(d, 'decline') ?? d.actions[0];
  }

  /** The model the coach's current action is for. */
  private thrower(r: Read): VPlayer | undefined {
    return this.intent ? r.byId.get(this.intent.player) : undefined;
  }

  private react(r: Read, d: Decision): Action {
    const id = /\(([^)]+)\)/.exec(d.prompt ?? '')?.[1];
    const p = id ? r.byId.get(id) : undefined;
    const back = find(d, 'slamback');
    const dodge = find(d, 'dodge');
    if (!p || !back || !dodge) return back ?? dodge ?? d.actions[0];
    // More successes expected wins more often: Strength with the Guard's die against Speed with the Striker's.
    const slam = (3 + (p.role === 'guard' ? 1 : 0)) * die(strengthOf(p));
    const dodgeDice = (3 + (p.role === 'striker' ? 1 : 0)) * die(speedOf(p));
    return slam >= dodgeDice ? back : dodge;
  }

  private push(r: Read, d: Decision): Action {
    // Away from our carrier and the ball: the hex farthest from both.
    const focus = r.carrier() ?? r.looseBall();
    if (!focus) return d.actions[0];
    return [...d.actions].sort((a, b) => distance(b as unknown as Hex, focus) - distance(a as unknown as Hex, focus))[0];
  }
}

/** How likely a target is to lose a Slam: one that must Dodge (hit from outside its front arc, or a Striker) with a
 * poor Speed, or a model already threatened by ours. */
function weakness(r: Read, a: Action): number {
  const t = r.byId.get(a.target as string);
  if (!t) return 0;
  const attacker = r.byId.get(r.v.players.find((p) => p.team === r.me && standing(p) && distance(p, t) === 1)?.id ?? '');
  const fromFront = attacker ? arcOf(t, t.facing, attacker) === 'front' : true;
  return (fromFront ? 0 : 1) + (t.role === 'striker' ? 0.5 : 0) + 0.3 * r.ourThreat[r.at(t)];
}

const find = (d: Decision, type: string) => d.actions.find((a) => a.type === type);

export function rushScripted(_seed: number | string = 1): RankingBot {
  const coach = new RushCoach();
  return { name: 'scripted', choose: (game, d) => coach.choose(game, d) };
}
