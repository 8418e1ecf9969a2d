// A map in miniature, for picking one: a coloured square per cell from the board's own data (rock, floor, end zones,
// pits, chasms, lava, platforms, chests, teleporters, obstacles; a rush pitch's strike zones and its Strike, Bonus,
// launch and bounce hexes), so a person sees the board's shape before playing on it. On a hex board odd columns sit
// half a cell lower, as the hexes do.

import type { BoardData } from '../../../src/index';

const TERRAIN: Record<string, string> = { wall: '#3a342d', floor: '#a59a88', pit: '#0d0b09', chasm: '#1b1a26', lava: '#d8461b', platform: '#d6c595' };
const FEATURE: Record<string, string> = { chest: '#d9a441', teleporter: '#8a5ad6', entrance: '#f2e6b5', obstacle: '#5e564b', bonus: '#ffd43b', launch: '#2d3a40', bounce: '#3a342d' };
const END_ZONE = '#6f8560';
/** A Strike Hex and its zone, in the colours of the side that scores there (the first seat red, the second blue). */
const SIDE: Record<string, [string, string]> = { home: ['#c8322b', '#9a6d5e'], away: ['#2459c9', '#6574a3'] };

/** Cells inside a board's `strike-zone:<side>:<n>` rectangles, with the side. */
function strikeZones(data: BoardData): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, rects] of Object.entries(data.areas ?? {})) {
    const m = /^strike-zone:([a-z]+):/.exec(name);
    if (!m) continue;
    for (const [x0, y0, x1, y1] of rects) for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.set(`${x},${y}`, m[1]);
  }
  return out;
}

export function BoardThumb({ data, title }: { data: BoardData; title?: string }) {
  const cells: preact.JSX.Element[] = [];
  const hex = data.grid === 'hex';
  const zones = strikeZones(data);
  // Under the shifted columns of a hex board, a floor so that the half cells at its edges leave no gaps.
  if (hex) cells.push(<rect key="floor" x={0} y={0} width={data.width} height={data.height + 0.5} fill={TERRAIN.floor} />);
  data.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const e = data.legend[ch];
      if (!e) return;
      const end = e.areas?.some((a) => a.startsWith('end-zone'));
      const side = SIDE[e.feature?.side ?? zones.get(`${x},${y}`) ?? ''];
      const feature = e.feature?.kind === 'strike' ? side?.[0] : e.feature ? FEATURE[e.feature.kind] : undefined;
      const fill = feature ?? (zones.has(`${x},${y}`) && side ? side[1] : end ? END_ZONE : TERRAIN[e.terrain] ?? TERRAIN.floor);
      cells.push(<rect key={`${x},${y}`} x={x} y={y + (hex && x & 1 ? 0.5 : 0)} width={1.02} height={1.02} fill={fill} />);
    });
  });
  return (
    <svg class="board-thumb" viewBox={`0 0 ${data.width} ${data.height + (hex ? 0.5 : 0)}`} role="img" aria-label={title ?? data.name} shape-rendering="crispEdges">
      {cells}
    </svg>
  );
}
