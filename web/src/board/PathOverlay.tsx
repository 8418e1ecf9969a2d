// The cells a moving player can reach this action, shaded by the rolls they need (0, 1, 2 or more), and the path to
// the cell under the pointer with a marker on each square that needs a roll.

import type { Reach } from '../path';
import type { Geometry } from './geometry';

/** The shade of a reachable cell: by rolls needed today; a chance from the odds engine would pick it here. */
export const reachClass = (r: Reach) => `reach reach-${Math.min(2, r.rolls)}`;

export function PathOverlay({ reach, hover, planned, geo, skip, from }: { reach: Map<string, Reach>; hover: string | null; planned?: Reach | null; geo: Geometry; skip: { has(k: string): boolean }; from: [number, number] | null }) {
  const shades: preact.JSX.Element[] = [];
  for (const [k, r] of reach) {
    // A cell the board already offers to click (one step away) keeps its own highlight and badge.
    if (skip.has(k)) continue;
    shades.push(<polygon key={`r${k}`} points={geo.outline(r.x, r.y)} class={reachClass(r)} data-reach={k} data-rolls={r.rolls} />);
  }
  // A path being dragged shows instead of the pointed cell's best one.
  const shown = planned ?? (hover ? reach.get(hover) : undefined);
  return (
    <g class="path-layer">
      {shades}
      {shown && <PathLine reach={shown} geo={geo} from={from} />}
    </g>
  );
}

function PathLine({ reach, geo, from }: { reach: Reach; geo: Geometry; from: [number, number] | null }) {
  const pts = reach.path.map((s) => geo.centre(s.x, s.y));
  const line = from ? [geo.centre(from[0], from[1]), ...pts] : pts;
  const s = geo.size;
  return (
    <g class="path" data-path={`${reach.x},${reach.y}`} data-steps={reach.path.length}>
      {line.length > 1 && <polyline points={line.map((p) => p.join(',')).join(' ')} class="path-line" stroke-width={s * 0.12} />}
      {reach.path.map((st, i) => {
        const [cx, cy] = pts[i];
        return st.rolls > 0 ? (
          <g key={i} class="roll-mark" data-roll={`${st.x},${st.y}`}>
            <circle cx={cx} cy={cy} r={s * 0.3} />
            <text x={cx} y={cy + s * 0.12} font-size={s * 0.32}>
              {markOf(st.hint, st.rolls)}
            </text>
            <title>{st.hint || 'a roll'}</title>
          </g>
        ) : (
          <circle key={i} cx={cx} cy={cy} r={s * 0.1} class="path-dot" />
        );
      })}
    </g>
  );
}

/** The hover line for a reachable cell: how many steps and which rolls. */
export function pathWords(r: Reach): string {
  const rolls = r.path.filter((s) => s.rolls > 0).map((s) => s.hint || 'a roll');
  return `${r.path.length} step${r.path.length === 1 ? '' : 's'}, ${r.rolls === 0 ? 'no roll' : `${r.rolls} roll${r.rolls === 1 ? '' : 's'}: ${rolls.join('; ')}`}`;
}

/** The words on a roll marker: the score the step needs ("3+", out of "dodge 3+"), "2×" for several rolls, or "?". */
function markOf(hint: string, rolls: number): string {
  const scores = hint.match(/\d+\+/g);
  if (rolls > 1) return `${rolls}×`;
  return scores ? scores[scores.length - 1] : '?';
}
