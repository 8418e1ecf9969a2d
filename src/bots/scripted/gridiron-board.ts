// The gridiron position as the scripted player reads it from `view()`: who stands where, the tackle zones, and the
// safest way for a player to reach a square this action. Everything here comes from the view; nothing from the
// rules code, so the odds are the coach's reckoning (AG table, +1 to dodge, -1 per tackle zone, 2+ to go for it).

import type { Game } from '../../index';
import { view } from '../../index';

export type Side = 'home' | 'away';
export const W = 26;
export const H = 15;

export interface VPlayer {
  id: string;
  side: Side;
  /** The position's name (a Thrall is bitten by a thirsty vampire). */
  position?: string;
  ma: number;
  st: number;
  ag: number;
  av: number;
  skills: string[];
  place: string;
  x: number;
  y: number;
  stance: 'standing' | 'prone' | 'stunned';
  acted: boolean;
  moved: number;
  flags: string[];
}

export interface VTeam {
  score: number;
  turn: number;
  rerolls: number;
  rerollUsedThisTurn: boolean;
  blitzUsed: boolean;
  passUsed: boolean;
  handoffUsed: boolean;
  foulUsed: boolean;
}

export interface GView {
  half: number;
  active: Side;
  kicking: Side;
  weather: string;
  score: Record<Side, number>;
  teams: Record<Side, VTeam>;
  ball: { state: 'held' | 'ground' | 'loose' | 'out'; x: number; y: number; carrier: string | null };
  /** `thirsty`: a vampire who failed his Blood Lust roll and must feed before the action ends. */
  acting: { player: string; action: string; thirsty?: boolean } | null;
  players: VPlayer[];
}

export const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
export const onPitch = (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H;
export const idx = (x: number, y: number) => y * W + x;
export const dist = (ax: number, ay: number, bx: number, by: number) => Math.max(Math.abs(ax - bx), Math.abs(ay - by));
/** The end zone column a side scores in: home carries the ball to x = 25, away to x = 0. */
export const goalX = (side: Side) => (side === 'home' ? W - 1 : 0);
/** Squares still to go to the end zone. */
export const toGo = (side: Side, x: number) => Math.abs(goalX(side) - x);

const has = (p: VPlayer, skill: string) => p.skills.includes(skill);
export const standing = (p: VPlayer) => p.place === 'pitch' && p.stance === 'standing';
const tackleZone = (p: VPlayer) => standing(p) && !p.flags.includes('no-tackle-zone');

/** The chance a d6 test needing `need` (2..6 after clamping) succeeds, with one re-roll when `reroll`. */
export function chance(need: number, reroll = false): number {
  const p = (7 - Math.min(6, Math.max(2, need))) / 6;
  return reroll ? 1 - (1 - p) * (1 - p) : p;
}

export class Board {
  readonly v: GView;
  readonly me: Side;
  readonly opp: Side;
  /** Player on each square (index + 1), 0 when empty. */
  readonly occ: Int16Array;
  /** Opposing tackle zones on each square, counted against `me`. */
  readonly tz: Uint8Array;
  /** Tackle zones of `me` on each square, counted against the opponents. */
  readonly myTz: Uint8Array;
  readonly byId = new Map<string, VPlayer>();
  /** Paths worked out during this decision (see `reach`). */
  readonly reaches = new Map<string, Reach>();

  constructor(game: Game, me: Side) {
    this.v = view(game, me) as unknown as GView;
    this.me = me;
    this.opp = other(me);
    this.occ = new Int16Array(W * H);
    this.tz = new Uint8Array(W * H);
    this.myTz = new Uint8Array(W * H);
    this.v.players.forEach((p, i) => {
      this.byId.set(p.id, p);
      if (p.place !== 'pitch') return;
      this.occ[idx(p.x, p.y)] = i + 1;
      if (!tackleZone(p)) return;
      const zones = p.side === me ? this.myTz : this.tz;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if ((dx || dy) && onPitch(p.x + dx, p.y + dy)) zones[idx(p.x + dx, p.y + dy)]++;
    });
  }

  at(x: number, y: number): VPlayer | undefined {
    const i = this.occ[idx(x, y)];
    return i ? this.v.players[i - 1] : undefined;
  }

  mine(): VPlayer[] {
    return this.v.players.filter((p) => p.side === this.me && p.place === 'pitch');
  }

  theirs(): VPlayer[] {
    return this.v.players.filter((p) => p.side === this.opp && p.place === 'pitch');
  }

  carrier(): VPlayer | undefined {
    const b = this.v.ball;
    return b.state === 'held' && b.carrier ? this.byId.get(b.carrier) : undefined;
  }

  /** Opposing tackle zones on a square for player p, whichever side p is on. */
  zonesOn(p: VPlayer, x: number, y: number): number {
    return p.side === this.me ? this.tz[idx(x, y)] : this.myTz[idx(x, y)];
  }

  /** The chance p picks the ball up on (x, y): AG table +1, -1 per tackle zone, Pouring Rain -1, Sure Hands. */
  pickupChance(p: VPlayer, x: number, y: number): number {
    const need = 7 - p.ag - 1 + this.zonesOn(p, x, y) + (this.v.weather === 'pouring-rain' ? 1 : 0);
    return chance(need, has(p, 'Sure Hands'));
  }

  /** Standing players of `side` next to (x, y) that are free to help (not marked by anyone but `except`). */
  helpers(side: Side, x: number, y: number, except: VPlayer[]): number {
    let n = 0;
    for (const q of this.v.players) {
      if (q.side !== side || !tackleZone(q) || dist(q.x, q.y, x, y) !== 1 || except.includes(q)) continue;
      const markedBy = q.side === this.me ? this.tz[idx(q.x, q.y)] : this.myTz[idx(q.x, q.y)];
      const markers = this.v.players.filter((r) => r.side !== side && tackleZone(r) && dist(r.x, r.y, q.x, q.y) === 1 && !except.includes(r)).length;
      if (markedBy === 0 || markers === 0 || has(q, 'Guard')) n++;
    }
    return n;
  }

  /** Block dice from a's point of view if a blocks d standing on (ax, ay): positive = a picks, negative = d picks.
   * `extraSt` is added to the defender's strength (+2 for each defender of a Multiple Block). */
  blockDice(a: VPlayer, ax: number, ay: number, d: VPlayer, blitz: boolean, extraSt = 0): number {
    const sa = a.st + (blitz && has(a, 'Horns') ? 1 : 0) + this.helpers(a.side, d.x, d.y, [a, d]);
    const sd = d.st + extraSt + this.helpersAround(d, ax, ay, a);
    if (sa > 2 * sd) return 3;
    if (sa > sd) return 2;
    if (sa === sd) return 1;
    if (2 * sa < sd) return -3;
    return -2;
  }

  private helpersAround(d: VPlayer, ax: number, ay: number, a: VPlayer): number {
    return this.helpers(d.side, ax, ay, [a, d]);
  }
}

export interface Reach {
  /** Best chance of arriving at each square (0 when out of reach). */
  p: Float64Array;
  steps: Int8Array;
  /** Where the best path to each square came from. */
  from: Int16Array;
}

/** Safest paths for a standing player p from where it stands, with its movement left this action. `gfi` allows
 * going for it; entering the ball square costs the pick-up, and the path plans no further from there. Memoised on
 * the board, which lives for one decision. */
export function reach(b: Board, p: VPlayer, gfi: boolean, movedOverride?: number): Reach {
  const moved = movedOverride ?? p.moved;
  const key = `${p.id}/${gfi ? 1 : 0}/${moved}`;
  const known = b.reaches.get(key);
  if (known) return known;
  const r = computeReach(b, p, gfi, moved);
  b.reaches.set(key, r);
  return r;
}

function computeReach(b: Board, p: VPlayer, gfi: boolean, moved: number): Reach {
  const sprint = has(p, 'Sprint') ? 3 : 2;
  const free = Math.max(0, p.ma - moved);
  const limit = free + (gfi ? Math.max(0, sprint - Math.max(0, moved - p.ma)) : 0);
  const n = W * H;
  const best = new Float64Array(n);
  const steps = new Int8Array(n).fill(-1);
  const from = new Int16Array(n).fill(-1);
  const start = idx(p.x, p.y);
  best[start] = 1;
  steps[start] = 0;
  const zones = p.side === b.me ? b.tz : b.myTz;
  const occ = b.occ;
  // The dodge's chance by the tackle zones on the square entered (Stunty ignores them).
  const dodgeReroll = has(p, 'Dodge');
  const stunty = has(p, 'Stunty');
  const dodgeP = new Float64Array(9);
  for (let z = 0; z < 9; z++) dodgeP[z] = chance(7 - p.ag - 1 + (stunty ? 0 : z), dodgeReroll);
  const gfiChance = chance(b.v.weather === 'blizzard' ? 3 : 2, has(p, 'Sure Feet'));
  const ballSq = b.v.ball.state === 'ground' ? idx(b.v.ball.x, b.v.ball.y) : -1;
  const pickup = ballSq >= 0 ? b.pickupChance(p, b.v.ball.x, b.v.ball.y) : 1;
  // Layered relaxation: each square keeps its best chance; ties go to fewer steps. A few hundred squares, at most
  // eleven layers.
  let frontier = [start];
  for (let k = 1; k <= limit && frontier.length; k++) {
    const next: number[] = [];
    const stepP = moved + k > p.ma ? gfiChance : 1;
    for (const s of frontier) {
      if (steps[s] !== k - 1) continue;
      if (s === ballSq && s !== start) continue;
      const sx = s % W;
      const sy = (s - sx) / W;
      const leaving = zones[s] > 0;
      const base = best[s] * stepP;
      for (let dy = -1; dy <= 1; dy++) {
        const y = sy + dy;
        if (y < 0 || y >= H) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const x = sx + dx;
          if ((!dx && !dy) || x < 0 || x >= W) continue;
          const t = y * W + x;
          if (occ[t]) continue;
          let q = leaving ? base * dodgeP[zones[t]] : base;
          if (t === ballSq) q *= pickup;
          const had = steps[t];
          if (had === -1 ? q > 0 : q > best[t] + 1e-12) {
            best[t] = q;
            if (had !== k) next.push(t);
            steps[t] = k;
            from[t] = s;
          }
        }
      }
    }
    frontier = next;
  }
  return { p: best, steps, from };
}

/** The first square on the best path to t, or null when t is where p stands or out of reach. */
export function firstStep(r: Reach, p: VPlayer, t: number): { x: number; y: number } | null {
  if (r.steps[t] <= 0) return null;
  const start = idx(p.x, p.y);
  let s = t;
  while (r.from[s] !== start) {
    s = r.from[s];
    if (s < 0) return null;
  }
  return { x: s % W, y: Math.floor(s / W) };
}
