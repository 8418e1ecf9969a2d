// A map in miniature, for picking one: a coloured square per cell from the board's own data (rock, floor, end zones,
// pits, chasms, lava, platforms, chests, teleporters, obstacles), so a person sees the dungeon's shape before playing on it.

import type { BoardData } from '../../../src/index';

const TERRAIN: Record<string, string> = { wall: '#3a342d', floor: '#a59a88', pit: '#0d0b09', chasm: '#1b1a26', lava: '#d8461b', platform: '#d6c595' };
const FEATURE: Record<string, string> = { chest: '#d9a441', teleporter: '#8a5ad6', entrance: '#f2e6b5', obstacle: '#5e564b' };
const END_ZONE = '#6f8560';

export function BoardThumb({ data, title }: { data: BoardData; title?: string }) {
  const cells: preact.JSX.Element[] = [];
  data.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const e = data.legend[ch];
      if (!e) return;
      const end = e.areas?.some((a) => a.startsWith('end-zone'));
      const fill = e.feature ? FEATURE[e.feature.kind] : end ? END_ZONE : TERRAIN[e.terrain] ?? TERRAIN.floor;
      cells.push(<rect key={`${x},${y}`} x={x} y={y} width={1.02} height={1.02} fill={fill} />);
    });
  });
  return (
    <svg class="board-thumb" viewBox={`0 0 ${data.width} ${data.height}`} role="img" aria-label={title ?? data.name} shape-rendering="crispEdges">
      {cells}
    </svg>
  );
}
