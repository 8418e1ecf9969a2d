// The scripted dungeon coach. The ball starts hidden in a chest, so the turn goes: bring a reserve in, move the
// carrier toward the opposing end zone, throw the blocks the dice favour, pick up a loose ball, blitz their carrier,
// move the others (no dodge, no go-for-it) toward where the ball is or may be, and last of all open one chest: a
// trap in it knocks the opener down, a turnover, so nothing else is left to do by then. It never teleports a player
// out, and it steps on a teleporter only when nothing else gets it nearer. The carrier leaps (a 4+ or better) into the
// end zone or over players when every nearer step is a dodge; he, or the player sent for a loose ball, pushes on a
// chest that shuts the corridor his walk needs; nobody moves a chest otherwise. Distances are walked on the map
// (rock, walls, pits, chasms and lava in the way); everything but the board's layout comes from the view, and the
// decisions it has nothing dungeon-like to say about (block dice, re-rolls, pushes ...) go to the gridiron coach.

import type { Game } from '../../index';
import { view } from '../../index';
import { boardOf } from '../../core/board-of';
import { areaCells, NOT_REACHED, obstacleAt, solidAt, terrainAt, walk, type Board } from '../../core/board';
import type { Action, Decision } from '../../core/types';
import type { RankingBot } from '../search';
import { gridironScripted } from './gridiron';
import { dist, other, type GView, type Side, type VPlayer } from './gridiron-board';

interface DView extends GView {
  chests: { number: number; x: number; y: number }[];
  features: { x: number; y: number; kind: string }[];
}

/** How a walk is measured: through the shut chests, or round every player on the board but the one named. */
interface Walk {
  throughChests?: boolean;
  roundPlayersBut?: string;
}

const standing = (p: VPlayer) => p.place === 'pitch' && p.stance === 'standing';
const NONE = NOT_REACHED;

/** What one decision reads: the view, the map, who stands where. */
class Position {
  readonly v: DView;
  readonly board: Board;
  readonly me: Side;
  readonly opp: Side;
  readonly pads = new Set<number>();
  readonly chests = new Set<number>();
  readonly occupied = new Map<number, VPlayer>();

  constructor(game: Game, me: Side) {
    this.v = view(game, me) as unknown as DView;
    this.board = boardOf(game as never);
    this.me = me;
    this.opp = other(me);
    for (const f of this.v.features) if (f.kind === 'teleporter') this.pads.add(this.at(f.x, f.y));
    for (const c of this.v.chests) this.chests.add(this.at(c.x, c.y));
    for (const p of this.v.players) if (p.place === 'pitch') this.occupied.set(this.at(p.x, p.y), p);
  }

  at(x: number, y: number): number {
    return y * this.board.width + x;
  }

  mine(): VPlayer[] {
    return this.v.players.filter((p) => p.side === this.me && p.place === 'pitch');
  }

  carrier(): VPlayer | undefined {
    return this.v.ball.state === 'held' ? this.v.players.find((p) => p.id === this.v.ball.carrier) : undefined;
  }

  /** Opposing standing players next to a square. */
  tackleZones(x: number, y: number): number {
    let n = 0;
    for (const q of this.v.players) if (q.side === this.opp && standing(q) && dist(q.x, q.y, x, y) === 1) n++;
    return n;
  }

  /** Squares to walk from every square to the nearest of `goals`, round rock, walls, obstacles, hazards, pads and shut chests
   * (a goal may be one of those); `how` walks through the chests (as if pushed on) or round the players on the board
   * but one. */
  distances(goals: { x: number; y: number }[], how: Walk = {}): Int32Array {
    const w = this.board.width;
    return walk(this.board, goals.map((g) => this.at(g.x, g.y)), (i) => this.walkable(i % w, Math.floor(i / w), how));
  }

  walkable(x: number, y: number, how: Walk = {}): boolean {
    if (solidAt(this.board, x, y) || obstacleAt(this.board, x, y)) return false;
    const t = terrainAt(this.board, x, y);
    if (t === 'pit' || t === 'chasm' || t === 'lava' || t === 'wall') return false;
    const i = this.at(x, y);
    if (how.roundPlayersBut !== undefined) {
      const q = this.occupied.get(i);
      if (q && q.id !== how.roundPlayersBut) return false;
    }
    return !this.pads.has(i) && (how.throughChests === true || !this.chests.has(i));
  }
}

/** What a player of ours is doing this action, as the coach sent him. */
type Role = 'carry' | 'pickup' | 'open' | 'blitz' | 'support';

const find = (d: Decision, pred: (a: Action) => boolean) => d.actions.find(pred);
const start = (d: Decision, player: string, action: string) => find(d, (a) => a.type === 'start-action' && a.player === player && a.action === action);

/** Where the player's role takes him. */
function goalsFor(b: Position, p: VPlayer, role: Role): { x: number; y: number }[] {
  const ball = b.v.ball;
  // The end zone's squares he may walk into (a shut chest or a pad there is no place to score).
  if (role === 'carry') return areaCells(b.board, `end-zone:${b.opp}`).filter((c) => b.walkable(c.x, c.y));
  if (role === 'pickup' && ball.state === 'ground') return [{ x: ball.x, y: ball.y }];
  if (role === 'open') return b.v.chests.map((c) => ({ x: c.x, y: c.y }));
  const carrier = b.carrier();
  if (carrier && carrier !== p) return [{ x: carrier.x, y: carrier.y }];
  if (ball.state === 'ground' || ball.state === 'loose') return [{ x: ball.x, y: ball.y }];
  if (b.v.chests.length > 0) return b.v.chests.map((c) => ({ x: c.x, y: c.y }));
  return areaCells(b.board, `end-zone:${b.me}`);
}

/** The offered step that gets the player nearest his goal, taking a dodge or a go-for-it only when `risk` allows. */
function bestStep(b: Position, d: Decision, p: VPlayer, goals: { x: number; y: number }[] | Int32Array, risk: { dodge: boolean; gfi: boolean; stopNear: number; open?: boolean }): Action | null {
  const far = goals instanceof Int32Array ? goals : b.distances(goals);
  const here = far[b.at(p.x, p.y)];
  if (here <= risk.stopNear) return null;
  let best: Action | null = null;
  let bestD = here;
  for (const a of d.actions) {
    // Plain steps only (no chest pushed or dragged), and into a shut chest only for the one sent to open it.
    if (a.type !== 'move' || a.chest !== undefined) continue;
    if (!risk.open && b.chests.has(b.at(a.x as number, a.y as number))) continue;
    const hint = (a.hint as string | undefined) ?? '';
    if ((!risk.dodge && hint.includes('dodge')) || (!risk.gfi && hint.includes('GFI'))) continue;
    const to = far[b.at(a.x as number, a.y as number)];
    if (to < bestD || (to === bestD && best && !hint && best.hint)) [best, bestD] = [a, to];
  }
  return best;
}

/** Squares of walk a chest must save before it is worth pushing (each square pushed costs two of movement). */
const CHEST_DETOUR = 3;
/** The hardest leap the coach tries: "likely" is a 4+ or better. */
const LEAP_NEED = 4;

/** When a shut chest stands in the corridor his walk needs (going round is CHEST_DETOUR squares longer, or there is
 * no way round), he walks up to it and pushes it on; null when no chest is in his way or he cannot reach one now. */
function shove(b: Position, d: Decision, p: VPlayer, far: Int32Array, goals: { x: number; y: number }[]): Action | null {
  if (b.chests.size === 0) return null;
  const through = b.distances(goals, { throughChests: true });
  const here = b.at(p.x, p.y);
  if (through[here] >= NONE || far[here] - through[here] < CHEST_DETOUR) return null;
  const push = d.actions.find((a) => a.type === 'move' && a.chest === 'push' && through[b.at(a.x as number, a.y as number)] < through[here]);
  return push ?? bestStep(b, d, p, through, { dodge: false, gfi: false, stopNear: 0 });
}

/** A leap for the carrier whose way is shut (no step gets him nearer without a dodge): into the end zone, or over
 * the players in the way where walking round them is longer than the leap and the walk after it; only a leap on a
 * need of LEAP_NEED or better, to a free square of plain floor. */
function leap(b: Position, d: Decision, p: VPlayer, far: Int32Array, goals: { x: number; y: number }[]): Action | null {
  const clear = b.distances(goals, { roundPlayersBut: p.id });
  const here = clear[b.at(p.x, p.y)];
  let best: Action | null = null;
  let bestKey = Infinity;
  for (const a of d.actions) {
    if (a.type !== 'leap') continue;
    const need = Number(/(\d+)\+/.exec((a.hint as string | undefined) ?? '')?.[1] ?? 7);
    const x = a.x as number;
    const y = a.y as number;
    const i = b.at(x, y);
    if (need > LEAP_NEED || b.occupied.has(i) || !b.walkable(x, y)) continue;
    const over = Math.max(Math.abs(x - p.x), Math.abs(y - p.y));
    const scores = far[i] === 0;
    if (!scores && !(clear[i] < NONE && clear[i] + over < here)) continue;
    // Nearest the goal first, then the fewest tackle zones to land in, then the easier roll.
    const key = (scores ? 0 : clear[i] + over) * 100 + b.tackleZones(x, y) * 10 + need;
    if (key < bestKey) [best, bestKey] = [a, key];
  }
  return best;
}

function turn(b: Position, d: Decision, roles: Map<string, Role>): Action {
  const end = find(d, (a) => a.type === 'end-turn')!;
  // A reserve if there is one; else a KO'd player's try to come back (a failed roll costs nothing).
  const enter = d.actions.filter((a) => a.type === 'enter');
  if (enter.length === 0) enter.push(...d.actions.filter((a) => a.type === 'return-ko'));
  if (enter.length) {
    // The free end-zone square nearest the dungeon's middle.
    const mid = { x: b.board.width / 2, y: b.board.height / 2 };
    return enter.slice().sort((x, y) => dist(x.x as number, x.y as number, mid.x, mid.y) - dist(y.x as number, y.y as number, mid.x, mid.y))[0];
  }
  const carrier = b.carrier();
  const ball = b.v.ball;
  const free = b.mine().filter((p) => !p.acted && start(d, p.id, 'move'));
  const go = (p: VPlayer, action: string, role: Role) => {
    roles.set(p.id, role);
    return start(d, p.id, action)!;
  };
  if (carrier && carrier.side === b.me && free.includes(carrier) && standing(carrier)) return go(carrier, 'move', 'carry');
  // Blocks by the stronger player, or anyone next to their carrier.
  for (const p of free) {
    if (!standing(p) || !start(d, p.id, 'block') || p === carrier) continue;
    const target = b.v.players.find((q) => q.side === b.opp && standing(q) && dist(p.x, p.y, q.x, q.y) === 1 && (p.st > q.st || q === carrier));
    if (target) return go(p, 'block', 'support');
  }
  if (ball.state === 'ground') {
    const far = b.distances([{ x: ball.x, y: ball.y }]);
    const near = free.filter(standing).sort((x, y) => far[b.at(x.x, x.y)] - far[b.at(y.x, y.y)])[0];
    if (near && far[b.at(near.x, near.y)] <= near.ma) return go(near, 'move', 'pickup');
  }
  if (carrier && carrier.side === b.opp) {
    const far = b.distances([{ x: carrier.x, y: carrier.y }]);
    const blitzer = free.filter((p) => standing(p) && start(d, p.id, 'blitz') && far[b.at(p.x, p.y)] <= p.ma).sort((x, y) => y.st - x.st)[0];
    if (blitzer) return go(blitzer, 'blitz', 'blitz');
  }
  // The others close in, where that costs no roll; prone players stand up in the same way.
  const chestsLeft = b.v.chests.length > 0 && ball.state === 'out';
  for (const p of free) {
    if (p === carrier || b.tackleZones(p.x, p.y) > 0) continue;
    const far = b.distances(goalsFor(b, p, 'support'));
    if (!standing(p) || far[b.at(p.x, p.y)] > (chestsLeft ? 1 : 2)) return go(p, 'move', 'support');
  }
  if (chestsLeft) {
    const far = b.distances(b.v.chests.map((c) => ({ x: c.x, y: c.y })));
    const opener = free.filter((p) => standing(p) && b.tackleZones(p.x, p.y) === 0 && far[b.at(p.x, p.y)] <= p.ma).sort((x, y) => far[b.at(x.x, x.y)] - far[b.at(y.x, y.y)])[0];
    if (opener) return go(opener, 'move', 'open');
  }
  return end;
}

function step(b: Position, d: Decision, roles: Map<string, Role>, fallback: () => Action): Action {
  const end = find(d, (a) => a.type === 'end-action');
  const acting = b.v.acting;
  const p = acting ? b.v.players.find((q) => q.id === acting.player) : undefined;
  if (!end || !p || !acting) return fallback();
  const stand = find(d, (a) => a.type === 'stand-up');
  if (stand) return stand;
  if (acting.action === 'block') return fallback();
  const carrier = b.carrier();
  if (acting.action === 'blitz') {
    const onCarrier = find(d, (a) => a.type === 'block' && a.target === carrier?.id);
    if (onCarrier) return onCarrier;
    if (!carrier || carrier.side !== b.opp) return end;
    return bestStep(b, d, p, [{ x: carrier.x, y: carrier.y }], { dodge: false, gfi: false, stopNear: 1 }) ?? end;
  }
  const role: Role = carrier === p ? 'carry' : (roles.get(p.id) ?? 'support');
  const goals = goalsFor(b, p, role);
  if (role === 'carry') {
    // Go for it only where it scores.
    const far = b.distances(goals);
    const left = p.ma - p.moved;
    const scores = far[b.at(p.x, p.y)] <= left + 2;
    const unhindered = shove(b, d, p, far, goals) ?? bestStep(b, d, p, far, { dodge: false, gfi: false, stopNear: 0 });
    return unhindered ?? leap(b, d, p, far, goals) ?? bestStep(b, d, p, far, { dodge: true, gfi: scores, stopNear: 0 }) ?? end;
  }
  if (role === 'pickup') {
    const far = b.distances(goals);
    return shove(b, d, p, far, goals) ?? bestStep(b, d, p, far, { dodge: false, gfi: false, stopNear: 0 }) ?? end;
  }
  if (role === 'open') return bestStep(b, d, p, goals, { dodge: false, gfi: false, stopNear: 0, open: true }) ?? end;
  return bestStep(b, d, p, goals, { dodge: false, gfi: false, stopNear: b.v.chests.length > 0 && b.v.ball.state === 'out' ? 1 : 2 }) ?? end;
}

export function dungeonScripted(seed: number | string = 1): RankingBot {
  const gridiron = gridironScripted(seed);
  // The role each player was sent on, per game; a role lasts while he acts.
  const roles = new WeakMap<Game, Map<string, Role>>();
  const choose = (game: Game, d: Decision): Action => {
    let r = roles.get(game);
    if (!r) roles.set(game, (r = new Map()));
    if (d.kind === 'turn') return turn(new Position(game, d.seat as Side), d, r);
    if (d.kind === 'action') return step(new Position(game, d.seat as Side), d, r, () => gridiron.choose(game, d));
    // Precarious positions (an option): a balance roll costs us nothing and may cost them a turnover.
    if (d.kind === 'precarious') return find(d, (a) => a.invoke === true) ?? d.actions[0];
    return gridiron.choose(game, d);
  };
  return { name: 'scripted', choose, rank: (game, d) => [choose(game, d)] };
}
