// A plain coach for the dungeon's home team, used by the end-to-end test to play to a touchdown: each player in turn
// walks toward the ball (or the nearest shut chest while it is hidden), the carrier toward the away end zone.

import type { Action, Decision } from '../../src/index';

type Obj = Record<string, any>;

/** Squares from every cell to the nearest of `goals`, walking the 8 ways round rock and hazards (players ignored). */
export function distances(board: Obj, goals: [number, number][]): number[][] {
  const w = board.width as number;
  const h = board.height as number;
  const free = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && !['wall', 'pit', 'chasm', 'lava'].includes(board.legend[board.rows[y][x]]?.terrain);
  const d = Array.from({ length: w }, () => new Array<number>(h).fill(Infinity));
  const q: [number, number][] = [];
  for (const [x, y] of goals) {
    d[x][y] = 0;
    q.push([x, y]);
  }
  for (let i = 0; i < q.length; i++) {
    const [x, y] = q[i];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const nx = x + dx;
        const ny = y + dy;
        if (free(nx, ny) && d[nx][ny] === Infinity) {
          d[nx][ny] = d[x][y] + 1;
          q.push([nx, ny]);
        }
      }
  }
  return d;
}

function endZone(board: Obj, side: string): [number, number][] {
  const out: [number, number][] = [];
  board.rows.forEach((row: string, y: number) => [...row].forEach((c, x) => board.legend[c]?.areas?.includes(`end-zone:${side}`) && out.push([x, y])));
  return out;
}

/** Where home wants to go now: the away end zone with the ball, the ball when it is loose, else the shut chests. */
function goals(v: Obj): [number, number][] {
  const carrier = v.ball.carrier ? v.players.find((p: Obj) => p.id === v.ball.carrier) : null;
  if (carrier?.side === 'home') return endZone(v.board, 'away');
  if (carrier) return [[carrier.x, carrier.y]];
  if (v.ball.x >= 0) return [[v.ball.x, v.ball.y]];
  return v.chests.map((c: Obj) => [c.x, c.y]);
}

export function coach(v: Obj, d: Decision): Action {
  const acts = d.actions;
  const of = (t: string) => acts.find((a) => a.type === t);
  if (d.kind === 'setup') return of('setup-done') ?? acts[0];
  const dist = distances(v.board, goals(v));
  const at = (id: unknown) => v.players.find((p: Obj) => p.id === id);
  if (d.kind === 'turn') {
    // The carrier first, then whoever is nearest the goal; a player with no way nearer is left.
    const starts = acts.filter((a) => a.type === 'start-action' && a.action === 'move' && at(a.player)?.place === 'pitch');
    const carrier = starts.find((a) => a.player === v.ball.carrier);
    if (carrier) return carrier;
    const near = starts
      .map((a) => ({ a, n: dist[at(a.player).x]?.[at(a.player).y] ?? Infinity }))
      .filter((o) => o.n < Infinity)
      .sort((p, q) => p.n - q.n)[0];
    return near?.a ?? of('end-turn') ?? acts[0];
  }
  const me = v.acting?.player ? at(v.acting.player) : null;
  const here = me ? dist[me.x]?.[me.y] ?? Infinity : Infinity;
  const steps = acts
    .filter((a) => a.type === 'move' && typeof a.x === 'number' && !/GFI|go for it/i.test(String(a.hint ?? '')))
    .map((a) => ({ a, n: dist[a.x as number]?.[a.y as number] ?? Infinity }))
    .filter((o) => o.n < here)
    .sort((p, q) => p.n - q.n);
  if (steps.length) return steps[0].a;
  return acts.find((a) => /^end/.test(a.type)) ?? acts.find((a) => a.type !== 'move') ?? acts[0];
}
