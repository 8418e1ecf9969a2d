// The scripted dungeon coach. The ball starts hidden in a chest, so the turn goes: bring a reserve in, move the
// carrier toward the opposing end zone, throw the blocks the dice favour, pick up a loose ball, blitz their carrier,
// move the others (no dodge, no go-for-it) toward where the ball is or may be, and last of all open one chest: a
// trap in it knocks the opener down, a turnover, so nothing else is left to do by then. It never teleports a player
// out, and it steps on a teleporter only when nothing else gets it nearer. Distances are walked on the map (rock,
// walls, pits, chasms and lava in the way); everything but the board's layout comes from the view, and the
// decisions it has nothing dungeon-like to say about (block dice, re-rolls, pushes ...) go to the gridiron coach.

import type { Game } from '../../index';
import { view } from '../../index';
import { boardOf } from '../../core/board-of';
import { areaCells, obstacleAt, solidAt, stepBlocked, terrainAt, type Board } from '../../core/board';
import type { Action, Decision } from '../../core/types';
import type { RankingBot } from '../search';
import { gridironScripted } from './gridiron';
import { dist, other, type GView, type Side, type VPlayer } from './gridiron-board';

interface DView extends GView {
  chests: { number: number; x: number; y: number }[];
  features: { x: number; y: number; kind: string }[];
}

const standing = (p: VPlayer) => p.place === 'pitch' && p.stance === 'standing';
const NONE = 1 << 20;

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
   * (a goal may be one of those). */
  distances(goals: { x: number; y: number }[]): Int32Array {
    const b = this.board;
    const d = new Int32Array(b.width * b.height).fill(NONE);
    const queue: number[] = [];
    for (const g of goals) {
      d[this.at(g.x, g.y)] = 0;
      queue.push(this.at(g.x, g.y));
    }
    for (let head = 0; head < queue.length; head++) {
      const i = queue[head];
      const x = i % b.width;
      const y = (i - x) / b.width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= b.width || ny >= b.height) continue;
          const j = this.at(nx, ny);
          if (d[j] !== NONE || !this.walkable(nx, ny) || stepBlocked(b, nx, ny, x, y)) continue;
          d[j] = d[i] + 1;
          queue.push(j);
        }
      }
    }
    return d;
  }

  walkable(x: number, y: number): boolean {
    if (solidAt(this.board, x, y) || obstacleAt(this.board, x, y)) return false;
    const t = terrainAt(this.board, x, y);
    if (t === 'pit' || t === 'chasm' || t === 'lava' || t === 'wall') return false;
    const i = this.at(x, y);
    return !this.pads.has(i) && !this.chests.has(i);
  }
}

/** What a player of ours is doing this action, as the coach sent him. */
type Role = 'carry' | 'pickup' | 'open' | 'blitz' | 'support';

const find = (d: Decision, pred: (a: Action) => boolean) => d.actions.find(pred);
const start = (d: Decision, player: string, action: string) => find(d, (a) => a.type === 'start-action' && a.player === player && a.action === action);

/** Where the player's role takes him. */
function goalsFor(b: Position, p: VPlayer, role: Role): { x: number; y: number }[] {
  const ball = b.v.ball;
  if (role === 'carry') return areaCells(b.board, `end-zone:${b.opp}`);
  if (role === 'pickup' && ball.state === 'ground') return [{ x: ball.x, y: ball.y }];
  if (role === 'open') return b.v.chests.map((c) => ({ x: c.x, y: c.y }));
  const carrier = b.carrier();
  if (carrier && carrier !== p) return [{ x: carrier.x, y: carrier.y }];
  if (ball.state === 'ground' || ball.state === 'loose') return [{ x: ball.x, y: ball.y }];
  if (b.v.chests.length > 0) return b.v.chests.map((c) => ({ x: c.x, y: c.y }));
  return areaCells(b.board, `end-zone:${b.me}`);
}

/** The offered step that gets the player nearest his goal, taking a dodge or a go-for-it only when `risk` allows. */
function bestStep(b: Position, d: Decision, p: VPlayer, goals: { x: number; y: number }[], risk: { dodge: boolean; gfi: boolean; stopNear: number; open?: boolean }): Action | null {
  const far = b.distances(goals);
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
    return bestStep(b, d, p, goals, { dodge: true, gfi: scores, stopNear: 0 }) ?? end;
  }
  if (role === 'pickup' || role === 'open') return bestStep(b, d, p, goals, { dodge: false, gfi: false, stopNear: 0, open: role === 'open' }) ?? end;
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
    return gridiron.choose(game, d);
  };
  return { name: 'scripted', choose, rank: (game, d) => [choose(game, d)] };
}
