// Movement (seed: ACTIONS AND HALF ACTIONS, Sprint, Hurdle, Vault): where a player can get to with the hexes he has
// left. Worked out on demand from the state (nothing stored), over a flat array the size of the field.

import { directionOf, neighbour, type Dir, type Hex } from '../../core/grid/hex';
import { FIELD, inEndZone, onField, other } from './field';
import { occupies, standing, type Player, type RuneballState } from './state';

const W = FIELD.width;
const N = FIELD.width * FIELD.height;

/** Each hex's on-field neighbours by index, -1 off the field: six slots a hex, worked out once. */
const NEIGH = (() => {
  const t = new Int16Array(N * 6).fill(-1);
  for (let i = 0; i < N; i++) {
    const h = { x: i % W, y: (i / W) | 0 };
    for (let d = 1 as Dir; d <= 6; d = (d + 1) as Dir) {
      const n = neighbour(h, d);
      if (onField(n)) t[i * 6 + d - 1] = n.y * W + n.x;
    }
  }
  return t;
})();

export interface Reach {
  /** Hexes from the start, -1 where unreachable; index y * W + x. */
  dist: Int8Array;
  /** The hex each was reached from (index), -1 for the start. */
  from: Int16Array;
}

// Scratch buffers: a reach is read at once by its caller and never kept, so one set serves every call (the Reach
// returned is valid until the next call).
const dist = new Int8Array(N);
const from = new Int16Array(N);
const blocked = new Uint8Array(N);
const zone = new Uint8Array(N);
const queue = new Int16Array(N);

/** Zone of control (Runebearer; the seed mentions it on Diving Catch): a player entering a hex next to a standing
 * opponent stops there. Assumption, as the option `zoneOfControl` (on by default). */
export function reach(s: RuneballState, p: Player, max: number, zoc: boolean): Reach {
  dist.fill(-1);
  from.fill(-1);
  blocked.fill(0);
  zone.fill(0);
  for (const o of s.players) {
    if (o.id !== p.id && occupies(o) && o.x >= 0) blocked[o.y * W + o.x] = 1;
  }
  if (zoc) {
    for (const o of s.players) {
      if (o.team === p.team || !standing(o)) continue;
      const b = (o.y * W + o.x) * 6;
      for (let k = 0; k < 6; k++) if (NEIGH[b + k] >= 0) zone[NEIGH[b + k]] = 1;
    }
  }
  const carrier = s.ball.by === p.id;
  const endZone = other(p.team);
  const start = p.y * W + p.x;
  dist[start] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const i = queue[head++];
    const d = dist[i];
    if (d >= max) continue;
    // A hex in an enemy zone or (for the carrier) in the end zone ends the move.
    if (i !== start && (zone[i] || (carrier && inEndZone(endZone, { x: i % W, y: (i / W) | 0 })))) continue;
    const b = i * 6;
    for (let k = 0; k < 6; k++) {
      const j = NEIGH[b + k];
      if (j < 0 || dist[j] >= 0 || blocked[j]) continue;
      dist[j] = d + 1;
      from[j] = i;
      queue[tail++] = j;
    }
  }
  return { dist, from };
}

/** The path to a reached hex, start excluded. */
export function pathTo(r: Reach, to: Hex): Hex[] {
  const out: Hex[] = [];
  let i = to.y * W + to.x;
  while (r.from[i] >= 0) {
    out.push({ x: i % W, y: (i / W) | 0 });
    i = r.from[i];
  }
  return out.reverse();
}

/** The facing after stepping from `a` into the neighbouring `b`. */
export function facingOf(a: Hex, b: Hex, keep: Dir): Dir {
  return directionOf(a, b) ?? keep;
}

export function idx(h: Hex): number {
  return h.y * W + h.x;
}
