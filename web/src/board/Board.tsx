// One SVG board for every game: grass, the game's markings, what can be clicked now, zones of control on demand,
// the pieces and the ball. It draws from the view and the legal actions only.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action } from '../../../src/index';
import { cellKey } from '../actions';
import type { BallMark, Piece } from '../view-model';
import { decorFor } from './decor';
import type { Geometry } from './geometry';

export const SEAT_COLOURS = ['#c8322b', '#2459c9', '#2f8f46', '#8a3fb5'];

export interface BoardProps {
  ruleset: string;
  cols: number;
  rows: number;
  geo: Geometry;
  pieces: Piece[];
  ball: BallMark | null;
  cells: Map<string, Action[]>;
  targets: Map<string, Action[]>;
  selected: string | null;
  /** The player in the middle of an action. */
  acting?: string | null;
  /** Shade the zones of these seats' standing players (indexes); none when empty. */
  zoneSeats: number[];
  /** The view itself, for markings it declares (end zones, lines). */
  view?: Record<string, unknown>;
  /** The game's seats, to colour a feature that belongs to one (a Strike Hex by the side that scores there). */
  seats?: string[];
  onCell?: (x: number, y: number, player: string | null) => void;
  onHover?: (text: string | null) => void;
  /** The cell under the pointer ("x,y"), or null when it leaves the board. */
  onHoverCell?: (key: string | null) => void;
  /** Drawn over the click highlights and under the pieces (the reachable cells and a path). */
  overlay?: preact.JSX.Element | null;
  /** The cell ("x,y") a path may be dragged from (the moving player's), by mouse or finger. */
  dragFrom?: string | null;
  /** The cells a drag has passed through so far (null: the drag was given up); `done` when the pointer is lifted. */
  onDrag?: (cells: [number, number][] | null, done: boolean) => void;
  /** A player's card asked for without choosing him: the mouse resting on him, or a finger held on him (null: put
   * it away). `at` is where, on the screen. */
  onPeek?: (player: string | null, at: { x: number; y: number } | null) => void;
}

/** How long the mouse rests on a player, or a finger is held on him, before his card shows. */
export const PEEK_MOUSE_MS = 350;
export const PEEK_PRESS_MS = 500;

function hintOf(list: Action[]): string {
  return list
    .map((a) => (typeof a.hint === 'string' && a.hint ? a.hint : typeof a.label === 'string' ? a.label : a.type))
    .filter((s, i, all) => all.indexOf(s) === i)
    .join(' / ');
}

/** The short number a risky square shows, e.g. "4+" out of "dodge 4+". */
function badgeOf(list: Action[]): string | null {
  for (const a of list) {
    if (typeof a.hint !== 'string') continue;
    const m = /(\d+\+)(?!.*\d+\+)/.exec(a.hint);
    if (m) return m[1];
    if (a.hint) return '!';
  }
  return null;
}

export function Board(p: BoardProps) {
  const { geo, cols, rows } = p;
  const decor = decorFor(p.ruleset, cols, rows, p.view);
  const at = new Map<string, Piece>();
  for (const pc of p.pieces) if (pc.onBoard) at.set(cellKey(pc.x, pc.y), pc);
  const pad = geo.size * 0.35;
  // The piece under the pointer (or, on a touch screen, the one selected): its threat hexes are shown.
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const seatOf = (side?: string) => Math.max(0, p.seats?.indexOf(side ?? '') ?? 0);

  const grass: preact.JSX.Element[] = [];
  for (let x = 0; x < cols; x++)
    for (let y = 0; y < rows; y++) {
      const fill = decor.fill(x, y);
      grass.push(<polygon key={`g${x},${y}`} points={geo.outline(x, y)} class={`cell ${fill ?? (x % 2 ? 'grass-a' : 'grass-b')}`} />);
    }

  const zones: preact.JSX.Element[] = [];
  if (p.zoneSeats.length)
    for (const pc of p.pieces) {
      if (!pc.onBoard || pc.stance !== 'standing' || !p.zoneSeats.includes(pc.seat)) continue;
      for (const [nx, ny] of pc.threat.length ? pc.threat : geo.neighbours(pc.x, pc.y))
        zones.push(<polygon key={`z${pc.id}-${nx},${ny}`} points={geo.outline(nx, ny)} fill={SEAT_COLOURS[pc.seat % 4]} class="zone" />);
    }

  const threat: preact.JSX.Element[] = [];
  const shown = p.pieces.find((pc) => pc.id === (hovered ?? p.selected) && pc.onBoard);
  if (shown)
    for (const [tx, ty] of shown.threat)
      if (tx >= 0 && ty >= 0 && tx < cols && ty < rows)
        threat.push(<polygon key={`t${tx},${ty}`} points={geo.outline(tx, ty)} stroke={SEAT_COLOURS[shown.seat % 4]} fill={SEAT_COLOURS[shown.seat % 4]} class="threat" data-threat={`${tx},${ty}`} />);

  const live: preact.JSX.Element[] = [];
  for (const [k, list] of p.cells) {
    const [x, y] = k.split(',').map(Number);
    const risky = list.some((a) => typeof a.hint === 'string' && a.hint);
    const badge = badgeOf(list);
    const [cx, cy] = geo.centre(x, y);
    live.push(
      <g key={`l${k}`} class={`target ${risky ? 'risky' : 'safe'}`} data-cell={k}>
        <polygon points={geo.outline(x, y)} />
        {badge && !at.has(k) && (
          <text x={cx} y={cy + geo.size * 0.13} class="badge" font-size={geo.size * 0.36}>
            {badge}
          </text>
        )}
      </g>,
    );
  }

  // Keyboard: the cells that do something take the focus, one of them in the tab order (the last focused), the
  // arrow keys move to the nearest such cell that way on screen, Enter or Space clicks it.
  const liveKeys = [...p.cells.keys(), ...p.pieces.filter((pc) => pc.onBoard && p.targets.has(pc.id)).map((pc) => cellKey(pc.x, pc.y))];
  const rove = focused && liveKeys.includes(focused) ? focused : liveKeys[0];
  const keyOnCell = (e: KeyboardEvent, x: number, y: number, player: string | null) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      p.onCell?.(x, y, player);
      return;
    }
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    const next = nearestThatWay(liveKeys, geo, [x, y], dir);
    const svg = (e.currentTarget as SVGElement).ownerSVGElement;
    if (next) (svg?.querySelector(`.hit [data-x="${next[0]}"][data-y="${next[1]}"]`) as SVGElement | null)?.focus();
  };
  // Dragging a path from the moving player: each cell the pointer passes near the middle of is a waypoint (near the
  // middle, so a diagonal drag does not catch the corner of the square beside it). A drag swallows its own click.
  const drag = useRef<[number, number][] | null>(null);
  const dragged = useRef(false);
  // A finger put down on the moving player drags a path instead of scrolling the page: its touchstart is cancelled
  // (touch-action is not honoured on SVG shapes). Its tap then sends no click, so pointerup does the tap's work.
  const svgRef = useRef<SVGSVGElement>(null);
  const from = useRef(p.dragFrom);
  from.current = p.dragFrom;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const hold = (e: TouchEvent) => {
      const d = (e.target as SVGElement).dataset;
      if (e.touches.length === 1 && from.current && d?.x !== undefined && cellKey(Number(d.x), Number(d.y)) === from.current) e.preventDefault();
    };
    svg.addEventListener('touchstart', hold, { passive: false });
    return () => svg.removeEventListener('touchstart', hold);
  }, []);
  const cellAt = (e: PointerEvent): [number, number] | null => {
    const el = document.elementFromPoint(e.clientX, e.clientY) as SVGPolygonElement | null;
    if (!el?.matches('.hit polygon')) return null;
    const x = Number(el.dataset.x);
    const y = Number(el.dataset.y);
    const m = el.ownerSVGElement?.getScreenCTM();
    if (!m) return [x, y];
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const [cx, cy] = geo.centre(x, y);
    return Math.hypot(pt.x - cx, pt.y - cy) <= geo.size * 0.42 ? [x, y] : null;
  };
  // Peeking at a player's card: the mouse resting on him, or a long press of a finger (which then sends no tap).
  const peek = useRef<{ timer: ReturnType<typeof setTimeout> | null; player: string | null; x: number; y: number; pressed: boolean; downAt: number }>({ timer: null, player: null, x: 0, y: 0, pressed: false, downAt: 0 });
  const stopPeekTimer = () => {
    if (peek.current.timer) clearTimeout(peek.current.timer);
    peek.current.timer = null;
  };
  useEffect(() => stopPeekTimer, []);
  const playerUnder = (e: PointerEvent) => (e.target as SVGElement).dataset?.player ?? null;
  const peekLater = (player: string, e: PointerEvent, ms: number, pressed: boolean) => {
    stopPeekTimer();
    const k = peek.current;
    Object.assign(k, { player, x: e.clientX, y: e.clientY });
    k.timer = setTimeout(() => {
      k.timer = null;
      if (pressed) k.pressed = true;
      p.onPeek?.(player, { x: k.x, y: k.y });
    }, ms);
  };
  const peekEvents = {
    onPointerDown: (e: PointerEvent) => {
      const pl = playerUnder(e);
      if (e.pointerType !== 'mouse' && pl && e.isPrimary) {
        peekLater(pl, e, PEEK_PRESS_MS, true);
        peek.current.downAt = e.timeStamp;
      }
    },
    onPointerMove: (e: PointerEvent) => {
      const k = peek.current;
      if (e.pointerType === 'mouse') {
        const pl = playerUnder(e);
        if (pl === k.player) return void Object.assign(k, { x: e.clientX, y: e.clientY });
        stopPeekTimer();
        k.player = pl;
        p.onPeek?.(null, null);
        if (pl) peekLater(pl, e, PEEK_MOUSE_MS, false);
      } else if (k.timer && Math.hypot(e.clientX - k.x, e.clientY - k.y) > 8) stopPeekTimer();
    },
    onPointerUp: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') return;
      const k = peek.current;
      // Held long enough, but a busy page has not run the timer yet (input comes before timers): still a long press,
      // which shows the card and chooses nothing, not a tap.
      if (k.timer && k.player && e.timeStamp - k.downAt >= PEEK_PRESS_MS) {
        stopPeekTimer();
        k.pressed = true;
        p.onPeek?.(k.player, { x: k.x, y: k.y });
      }
      stopPeekTimer();
    },
  };
  const dragEvents = {
    onPointerDown: (e: PointerEvent) => {
      peekEvents.onPointerDown(e);
      const k = (e.target as SVGElement).dataset?.x !== undefined ? cellKey(Number((e.target as SVGElement).dataset.x), Number((e.target as SVGElement).dataset.y)) : null;
      if (!p.dragFrom || k !== p.dragFrom || !e.isPrimary) return;
      drag.current = [];
      (e.currentTarget as SVGElement).setPointerCapture?.(e.pointerId);
    },
    onPointerMove: (e: PointerEvent) => {
      peekEvents.onPointerMove(e);
      const cells = drag.current;
      if (!cells) return;
      const c = cellAt(e);
      if (!c) return;
      const k = cellKey(c[0], c[1]);
      const last = cells.length ? cellKey(...cells[cells.length - 1]) : p.dragFrom;
      if (k === last || (!cells.length && k === p.dragFrom)) return;
      cells.push(c);
      p.onDrag?.([...cells], false);
    },
    onPointerUp: (e: PointerEvent) => {
      peekEvents.onPointerUp(e);
      const cells = drag.current;
      drag.current = null;
      // A long press showed a card: it chooses nothing.
      if (peek.current.pressed) {
        peek.current.pressed = false;
        dragged.current = true;
        setTimeout(() => (dragged.current = false), 0);
        return;
      }
      if (cells && !cells.length && e.pointerType === 'touch') {
        const [x, y] = p.dragFrom!.split(',').map(Number);
        p.onCell?.(x, y, at.get(p.dragFrom!)?.id ?? null);
        // Should the browser send the click after all, it is not a second tap.
        dragged.current = true;
        setTimeout(() => (dragged.current = false), 0);
      }
      if (!cells?.length) return;
      dragged.current = true;
      setTimeout(() => (dragged.current = false), 0);
      p.onDrag?.(cells, true);
    },
    onPointerCancel: () => {
      stopPeekTimer();
      peek.current.pressed = false;
      if (drag.current?.length) p.onDrag?.(null, false);
      drag.current = null;
    },
  };
  const sq = geo.size;
  const drawn = (px: number, py: number) => geo.at?.(px, py) ?? [px, py];
  return (
    <svg
      class="board"
      viewBox={`${-pad} ${-pad} ${geo.width + 2 * pad} ${geo.height + 2 * pad}`}
      onMouseLeave={() => (p.onHover?.(null), p.onHoverCell?.(null), setHovered(null), stopPeekTimer(), (peek.current.player = null), p.onPeek?.(null, null))}
      // A held finger would otherwise open the browser's own menu over the card.
      onContextMenu={(e) => peek.current.player && (e as unknown as PointerEvent).pointerType !== 'mouse' && e.preventDefault()}
      role="group"
      aria-label={`${p.ruleset} board${geo.transposed ? ', drawn on end' : ''}`}
      data-transposed={geo.transposed ? 'yes' : undefined}
      {...dragEvents}
      ref={svgRef}
    >
      <rect x={-pad} y={-pad} width={geo.width + 2 * pad} height={geo.height + 2 * pad} rx={pad} class={`surround ${decor.lines.some((l) => l.kind === 'wall') ? 'rock' : ''}`} />
      {grass}
      {decor.lines.map((l, i) => {
        const [x1, y1] = drawn(l.x1 * sq, l.y1 * sq);
        const [x2, y2] = drawn(l.x2 * sq, l.y2 * sq);
        return <line key={`d${i}`} x1={x1} y1={y1} x2={x2} y2={y2} class={`mark-${l.kind}`} />;
      })}
      {decor.marks.map((m, i) => markSvg(m, geo, i, SEAT_COLOURS[seatOf(m.side) % 4]))}
      {zones}
      {threat}
      {live}
      {p.overlay}
      {p.pieces.filter((pc) => pc.onBoard).map((pc) => pieceSvg(pc, geo, p.targets.has(pc.id), p.targets.get(pc.id)?.length ?? 0, p.selected === pc.id, p.acting === pc.id))}
      {p.ball && ballSvg(p.ball, p.pieces, geo)}
      {/* One transparent layer on top takes every click and hover, so pieces and marks never swallow them. */}
      <g class="hit">
        {Array.from({ length: cols * rows }, (_, i) => {
          const x = Math.floor(i / rows);
          const y = i % rows;
          const k = cellKey(x, y);
          const pc = at.get(k);
          const list = p.cells.get(k) ?? (pc ? p.targets.get(pc.id) : undefined);
          return (
            <polygon
              key={`h${k}`}
              points={geo.outline(x, y)}
              data-x={x}
              data-y={y}
              data-player={pc?.id}
              {...(list ? { role: 'button', tabIndex: k === rove ? 0 : -1, 'aria-label': cellLabel(x, y, pc?.title, list) } : {})}
              onFocus={() => setFocused(k)}
              onKeyDown={(e) => keyOnCell(e, x, y, pc?.id ?? null)}
              onClick={() => !dragged.current && p.onCell?.(x, y, pc?.id ?? null)}
              onMouseEnter={() => {
                setHovered(pc?.id ?? null);
                p.onHoverCell?.(k);
                const list = p.cells.get(k);
                const parts = [pc?.title, list ? hintOf(list) : null, `(${x}, ${y})`].filter(Boolean);
                p.onHover?.(parts.join(' · '));
              }}
            />
          );
        })}
      </g>
    </svg>
  );
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The live cell nearest on screen in direction `dir` from `from`, straying sideways costing double. */
function nearestThatWay(keys: string[], geo: Geometry, from: [number, number], dir: [number, number]): [number, number] | null {
  const [fx, fy] = geo.centre(from[0], from[1]);
  let best: [number, number] | null = null;
  let bestCost = Infinity;
  for (const k of keys) {
    const [x, y] = k.split(',').map(Number);
    const [cx, cy] = geo.centre(x, y);
    const along = (cx - fx) * dir[0] + (cy - fy) * dir[1];
    const aside = Math.abs((cx - fx) * dir[1] - (cy - fy) * dir[0]);
    if (along <= geo.size * 0.1) continue;
    const cost = along + 2 * aside;
    if (cost < bestCost) [best, bestCost] = [[x, y], cost];
  }
  return best;
}

/** What a screen reader says for a cell that does something: who stands there, where, and what choosing it does. */
function cellLabel(x: number, y: number, who: string | undefined, list: Action[]): string {
  return [who, `square ${x}, ${y}`, hintOf(list)].filter(Boolean).join(': ');
}

/** A mark on a cell: a goal post, or a feature the view lists. */
function markSvg(m: { x: number; y: number; kind: string; label?: string; side?: string }, geo: Geometry, i: number, colour: string) {
  const [cx, cy] = geo.centre(m.x, m.y);
  const s = geo.size;
  const title = <title>{m.label ?? m.kind}</title>;
  switch (m.kind) {
    case 'post':
      return (
        <g key={`m${i}`} class="post">
          <circle cx={cx} cy={cy} r={s * 0.62} />
          <circle cx={cx} cy={cy} r={s * 0.18} class="post-core" />
        </g>
      );
    case 'wall':
      return (
        <polygon key={`m${i}`} class="feature wall" points={geo.outline(m.x, m.y)} data-feature="wall">
          {title}
        </polygon>
      );
    case 'chest':
      // A shut chest: a box with a lid and its number. Which one holds the ball is not in the view to draw.
      return (
        <g key={`m${i}`} class="feature chest" data-feature="chest">
          <rect x={cx - s * 0.4} y={cy - s * 0.14} width={s * 0.8} height={s * 0.5} rx={s * 0.05} class="box" />
          <path d={`M${cx - s * 0.4},${cy - s * 0.14} Q${cx},${cy - s * 0.48} ${cx + s * 0.4},${cy - s * 0.14} Z`} class="lid" />
          {m.label && (
            <text x={cx} y={cy + s * 0.3} font-size={s * 0.4}>
              {m.label}
            </text>
          )}
          {title}
        </g>
      );
    case 'teleporter':
      // A numbered pad: the pads of one pair share the number.
      return (
        <g key={`m${i}`} class="feature teleporter" data-feature="teleporter">
          <circle cx={cx} cy={cy} r={s * 0.42} class="pad" />
          <circle cx={cx} cy={cy} r={s * 0.3} class="ring" />
          {m.label && (
            <text x={cx} y={cy + s * 0.13} font-size={s * 0.36}>
              {m.label}
            </text>
          )}
          {title}
        </g>
      );
    case 'obstacle':
      // Rubble: a heap of broken stones filling the square. Nobody stands here; a ball bounces off it.
      return (
        <g key={`m${i}`} class="feature obstacle" data-feature="obstacle">
          <path d={`M${cx - s * 0.42},${cy + s * 0.36} L${cx - s * 0.3},${cy - s * 0.02} L${cx - s * 0.05},${cy - s * 0.12} L${cx + s * 0.08},${cy - s * 0.4} L${cx + s * 0.3},${cy - s * 0.16} L${cx + s * 0.42},${cy + s * 0.36} Z`} class="heap" />
          <path d={`M${cx - s * 0.22},${cy + s * 0.36} L${cx - s * 0.1},${cy + s * 0.1} L${cx + s * 0.12},${cy + s * 0.14} L${cx + s * 0.2},${cy + s * 0.36}`} class="crack" />
          <circle cx={cx + s * 0.26} cy={cy + s * 0.26} r={s * 0.08} class="stone" />
          {title}
        </g>
      );
    case 'pit':
      return (
        <g key={`m${i}`} class="feature pit" data-feature="pit">
          <ellipse cx={cx} cy={cy} rx={s * 0.4} ry={s * 0.34} class="rim" />
          <ellipse cx={cx} cy={cy + s * 0.03} rx={s * 0.3} ry={s * 0.24} class="hole" />
          {title}
        </g>
      );
    case 'chasm': {
      const [x0, y0] = geo.at?.(m.x * s, m.y * s) ?? [m.x * s, m.y * s];
      return (
        <g key={`m${i}`} class="feature chasm" data-feature="chasm">
          <rect x={x0} y={y0} width={s} height={s} class="void" />
          <path d={`M${x0 + s * 0.1},${y0 + s * 0.3} L${x0 + s * 0.4},${y0 + s * 0.5} L${x0 + s * 0.3},${y0 + s * 0.7} L${x0 + s * 0.7},${y0 + s * 0.85}`} class="crack" />
          {title}
        </g>
      );
    }
    case 'lava': {
      const [x0, y0] = geo.at?.(m.x * s, m.y * s) ?? [m.x * s, m.y * s];
      return (
        <g key={`m${i}`} class="feature lava" data-feature="lava">
          <rect x={x0} y={y0} width={s} height={s} class="melt" />
          <circle cx={cx - s * 0.17} cy={cy - s * 0.1} r={s * 0.11} class="bubble" />
          <circle cx={cx + s * 0.18} cy={cy + s * 0.16} r={s * 0.08} class="bubble" />
          {title}
        </g>
      );
    }
    case 'platform': {
      // Raised floor: its fill is lighter by level and a ledge line runs round its edge (decor); each square gets a
      // light top-left bevel so the raised area reads as one slab of blocks.
      const [x0, y0] = geo.at?.(m.x * s, m.y * s) ?? [m.x * s, m.y * s];
      const lvl = Number(m.label) || 1;
      return (
        <g key={`m${i}`} class={`feature platform lvl-${Math.min(3, lvl)}`} data-feature="platform">
          <path d={`M${x0 + 1.5},${y0 + s - 1.5} L${x0 + 1.5},${y0 + 1.5} L${x0 + s - 1.5},${y0 + 1.5}`} class="lit" />
          <title>{`platform, level ${lvl}`}</title>
        </g>
      );
    }
    case 'strike':
      // A Strike Hex: a target in the colours of the side that scores there, its zone's number in the middle.
      return (
        <g key={`m${i}`} class="feature strike" data-feature="strike">
          <circle cx={cx} cy={cy} r={s * 0.7} class="outer" stroke={colour} />
          <circle cx={cx} cy={cy} r={s * 0.44} class="inner" fill={colour} />
          {m.label && (
            <text x={cx} y={cy + s * 0.15} font-size={s * 0.42}>
              {m.label}
            </text>
          )}
          <title>{`Strike Hex ${m.label ?? ''} (${m.side ?? ''} scores here)`}</title>
        </g>
      );
    case 'bonus':
      // A Bonus Hex: a star, a Strike thrown from it is worth one more.
      return (
        <g key={`m${i}`} class="feature bonus" data-feature="bonus">
          <path d={starPath(cx, cy, s * 0.62, s * 0.27)} stroke={colour} />
          <title>{`Bonus Hex (+1 to a Strike, ${m.side ?? ''})`}</title>
        </g>
      );
    case 'launch':
      // A launch hex: where the ball comes in, numbered 1-5.
      return (
        <g key={`m${i}`} class="feature launch" data-feature="launch">
          <circle cx={cx} cy={cy} r={s * 0.5} class="pad" />
          <text x={cx} y={cy + s * 0.17} font-size={s * 0.5}>
            {m.label ?? ''}
          </text>
          <title>{`launch hex ${m.label ?? ''}`}</title>
        </g>
      );
    case 'entrance':
      // An entrance: a gate in the wall, in its side's colour, where substitutes come on.
      return (
        <g key={`m${i}`} class="feature entrance" data-feature="entrance">
          <path d={`M${cx - s * 0.5},${cy + s * 0.45} L${cx - s * 0.5},${cy - s * 0.1} A${s * 0.5},${s * 0.5} 0 0 1 ${cx + s * 0.5},${cy - s * 0.1} L${cx + s * 0.5},${cy + s * 0.45} Z`} class="arch" stroke={colour} />
          <path d={`M${cx - s * 0.25},${cy + s * 0.45} L${cx - s * 0.25},${cy} M${cx},${cy + s * 0.45} L${cx},${cy - s * 0.25} M${cx + s * 0.25},${cy + s * 0.45} L${cx + s * 0.25},${cy}`} class="bars" stroke={colour} />
          <title>{`entrance (${m.side ?? ''})`}</title>
        </g>
      );
    case 'bounce':
      // A bounce hex: a corner with three sides on the wall; a ball thrown in comes straight back.
      return (
        <g key={`m${i}`} class="feature bounce" data-feature="bounce">
          <polygon points={geo.outline(m.x, m.y)} class="rim" />
          <path d={`M${cx - s * 0.32},${cy - s * 0.2} L${cx},${cy + s * 0.14} L${cx + s * 0.32},${cy - s * 0.2}`} class="chevron" />
          <path d={`M${cx - s * 0.32},${cy + s * 0.06} L${cx},${cy + s * 0.4} L${cx + s * 0.32},${cy + s * 0.06}`} class="chevron" />
          <title>bounce hex: a ball comes straight back</title>
        </g>
      );
    default:
      return (
        <g key={`m${i}`} class="feature other" data-feature={m.kind}>
          <rect x={cx - s * 0.4} y={cy - s * 0.4} width={s * 0.8} height={s * 0.8} rx={s * 0.12} />
          <text x={cx} y={cy + s * 0.1} font-size={s * 0.28}>
            {(m.label ?? m.kind).slice(0, 3)}
          </text>
          {title}
        </g>
      );
  }
}

function starPath(cx: number, cy: number, ro: number, ri: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? ri : ro;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(' L')} Z`;
}

function pieceSvg(pc: Piece, geo: Geometry, targeted: boolean, refs: number, selected: boolean, acting: boolean) {
  const [cx, cy] = geo.centre(pc.x, pc.y);
  const r = geo.size * (geo.kind === 'hex' ? 0.66 : 0.4);
  const colour = SEAT_COLOURS[pc.seat % 4];
  const down = pc.stance !== 'standing';
  const [fx, fy] = pc.facing ? geo.facing(pc.facing) : [0, 0];
  // A piece's main letter is its role (S, J, G) when the game has roles, with the number small beside it.
  const main = pc.role ?? pc.number;
  return (
    <g key={`p${pc.id}`} class={`piece ${down ? 'down' : ''} ${pc.acted && !acting ? 'acted' : ''}`} data-piece={pc.id}>
      {acting && <circle cx={cx} cy={cy} r={r + geo.size * 0.16} class="acting-ring" />}
      {selected && <circle cx={cx} cy={cy} r={r + geo.size * 0.14} class="selected-ring" />}
      {targeted && !selected && <circle cx={cx} cy={cy} r={r + geo.size * 0.1} class={refs ? 'target-ring' : 'pick-ring'} />}
      {pc.facing && !down && <polygon class="facing" fill={colour} points={facingPoints(cx, cy, r, fx, fy)} />}
      {down && pc.facing ? (
        // Lying on the floor: a long, flat figure, pale with its team's rim.
        <ellipse cx={cx} cy={cy} rx={r * 1.1} ry={r * 0.55} transform={`rotate(-20 ${cx} ${cy})`} fill="#f4f1ea" stroke={colour} stroke-width={geo.size * 0.1} class="lying" />
      ) : (
        // Teams differ by shape as well as colour: the first seat's pieces round, the second's square-cornered.
        pc.seat % 2 ? (
          <rect x={cx - r * 0.9} y={cy - r * 0.9} width={r * 1.8} height={r * 1.8} rx={r * 0.3} class="body" fill={down ? '#f4f1ea' : colour} stroke={down ? colour : '#fff'} stroke-width={geo.size * (down ? 0.1 : 0.06)} />
        ) : (
          <circle cx={cx} cy={cy} r={r} class="body" fill={down ? '#f4f1ea' : colour} stroke={down ? colour : '#fff'} stroke-width={geo.size * (down ? 0.1 : 0.06)} />
        )
      )}
      <text x={cx} y={cy + r * (down && pc.facing ? 0.3 : 0.36)} class="num" font-size={r * (down && pc.facing ? 0.8 : 1.05)} fill={down ? colour : '#fff'}>
        {main}
      </text>
      {pc.role && (
        <text x={cx + r * 0.78} y={cy + r * 0.95} class="sub" font-size={r * 0.6} fill={colour}>
          {pc.number}
        </text>
      )}
      {pc.stance === 'stunned' && (
        <text x={cx + r * 0.75} y={cy - r * 0.55} class="stun" font-size={r * 0.8}>
          z
        </text>
      )}
      <title>{pc.title}</title>
    </g>
  );
}

function facingPoints(cx: number, cy: number, r: number, fx: number, fy: number): string {
  const tip = [cx + fx * r * 1.6, cy + fy * r * 1.6];
  const px = -fy;
  const py = fx;
  const b1 = [cx + fx * r * 0.6 + px * r * 0.7, cy + fy * r * 0.6 + py * r * 0.7];
  const b2 = [cx + fx * r * 0.6 - px * r * 0.7, cy + fy * r * 0.6 - py * r * 0.7];
  return [tip, b1, b2].map((q) => q.map((n) => n.toFixed(1)).join(',')).join(' ');
}

function ballSvg(ball: BallMark, pieces: Piece[], geo: Geometry) {
  let x = ball.x;
  let y = ball.y;
  const carrier = ball.carrier ? pieces.find((pc) => pc.id === ball.carrier) : undefined;
  if (carrier) {
    if (!carrier.onBoard) return null;
    x = carrier.x;
    y = carrier.y;
  }
  if (x < 0 || y < 0) return null;
  const [cx, cy] = geo.centre(x, y);
  const s = geo.size;
  const ox = carrier ? s * 0.3 : 0;
  const oy = carrier ? -s * 0.3 : 0;
  return (
    <g class={`ball ${ball.state}`} data-ball={`${x},${y}`}>
      <ellipse cx={cx + ox} cy={cy + oy} rx={s * 0.22} ry={s * 0.15} transform={`rotate(-30 ${cx + ox} ${cy + oy})`} />
      <line x1={cx + ox - s * 0.08} y1={cy + oy} x2={cx + ox + s * 0.08} y2={cy + oy} transform={`rotate(-30 ${cx + ox} ${cy + oy})`} />
    </g>
  );
}
