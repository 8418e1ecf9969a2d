// A throw under the pointer: the range bands around the thrower as coloured zones (the band of the pointed target
// drawn strongest), the ruler from thrower to target, and a ring on each player who could intercept it. The bands
// are the actions' own words (throws.ts); who could intercept is the engine's answer (interceptorsOf).

import { interceptorsOf, type Action, type Game } from '../engine';
import { bandOrder, throwCells, throwerOf, type ThrowCell } from '../throws';
import type { Piece } from '../view-model';
import type { Geometry } from './geometry';
import './throws.css';

export interface ThrowOverlayProps {
  cells: Map<string, ThrowCell>;
  bands: string[];
  hover: ThrowCell | null;
  from: [number, number];
  /** Where each player who could intercept the pointed throw stands. */
  interceptors: { id: string; x: number; y: number }[];
  geo: Geometry;
}

export function ThrowOverlay({ cells, bands, hover, from, interceptors, geo }: ThrowOverlayProps) {
  if (!hover) return null;
  const zones: preact.JSX.Element[] = [];
  for (const [k, c] of cells) {
    if (!c.band) continue;
    const i = bands.indexOf(c.band);
    zones.push(<polygon key={`z${k}`} points={geo.outline(c.x, c.y)} class={`throw-zone band-${Math.min(i, 4)} ${c.band === hover.band ? 'this-band' : ''}`} data-band={c.band} />);
  }
  const [x1, y1] = geo.centre(from[0], from[1]);
  const [x2, y2] = geo.centre(hover.x, hover.y);
  const s = geo.size;
  return (
    <g class="throw-layer" data-throw={`${hover.x},${hover.y}`} data-band={hover.band ?? ''}>
      {zones}
      <line x1={x1} y1={y1} x2={x2} y2={y2} class="throw-ruler" stroke-width={s * 0.5} />
      <line x1={x1} y1={y1} x2={x2} y2={y2} class="throw-line" stroke-width={s * 0.08} />
      {interceptors.map((p) => {
        const [cx, cy] = geo.centre(p.x, p.y);
        return (
          <g key={p.id} class="interceptor" data-player={p.id}>
            <circle cx={cx} cy={cy} r={s * 0.56} />
            <title>could intercept</title>
          </g>
        );
      })}
    </g>
  );
}

/** The words added under the board for a pointed throw (its band and roll are in its hint, shown already): who could
 * intercept it. A game without interceptions names nobody, so an empty list says nothing rather than "safe". */
export function throwWords(names: string[]): string {
  return names.length ? `could be intercepted by ${names.join(', ')}` : '';
}

export interface ThrowView {
  overlay: preact.JSX.Element | null;
  /** The hover line for the pointed throw, or null when the pointer is not on a throw's target. */
  words: string | null;
  cells: Map<string, ThrowCell>;
}

/** The throws of the decision on this board, and what pointing at `hoverCell` shows; null when there are none. */
export function throwView(
  game: Game,
  actions: Iterable<Action>,
  pieces: Piece[],
  acting: string | null,
  carrier: string | null,
  hoverCell: string | null,
  geo: Geometry,
  grid: [number, number],
  names: Record<string, string>,
): ThrowView | null {
  const byId = new Map(pieces.filter((pc) => pc.onBoard).map((pc) => [pc.id, pc]));
  const cells = throwCells(
    actions,
    (id) => {
      const pc = byId.get(id);
      return pc ? [pc.x, pc.y] : null;
    },
    grid[0],
    grid[1],
  );
  if (!cells.size) return null;
  const thrower = byId.get(throwerOf(acting, carrier, (id) => byId.has(id)) ?? '');
  const hover = hoverCell ? cells.get(hoverCell) ?? null : null;
  if (!thrower || !hover) return { overlay: null, words: null, cells };
  const from: [number, number] = [thrower.x, thrower.y];
  // Asked of the engine for the pointed target only: who could intercept is its rule, not the app's.
  const square = hover.actions.find((a) => typeof a.x === 'number');
  const ids = square ? interceptorsOf(game, square) : [];
  const interceptors = ids.map((id) => byId.get(id)).filter((pc): pc is Piece => !!pc);
  return {
    cells,
    overlay: <ThrowOverlay cells={cells} bands={bandOrder(cells.values(), from)} hover={hover} from={from} interceptors={interceptors} geo={geo} />,
    words: throwWords(interceptors.map((pc) => names[pc.id] ?? `#${pc.number}`)),
  };
}
