// Buttons for the actions that are not board clicks: one per action, worded from its fields, and hex facings
// gathered into one row of arrows.

import { actionText, facingOf } from './actions';
import type { Action } from './engine';

/** Actions that differ only by a hex facing collapse into one row of arrows: [type, facing] and nothing else. */
export function groupFacings(list: Action[]): (Action | Action[])[] {
  const out: (Action | Action[])[] = [];
  const groups = new Map<string, Action[]>();
  for (const a of list) {
    const plain = facingOf(a) !== null;
    if (!plain) {
      out.push(a);
      continue;
    }
    const g = groups.get(a.type);
    if (g) g.push(a);
    else {
      const fresh = [a];
      groups.set(a.type, fresh);
      out.push(fresh);
    }
  }
  return out.map((g) => (Array.isArray(g) && g.length === 1 ? g[0] : g));
}

const ARROWS = ['', '↑', '↗', '↘', '↓', '↙', '↖'];
const DIRS = ['', 'up', 'up-right', 'down-right', 'down', 'down-left', 'up-left'];

export function FacingGroup({ actions, onSend }: { actions: Action[]; onSend: (a: Action) => void }) {
  return (
    <div class="facings">
      <span class="what">{actions[0].type.replace(/-/g, ' ')}, facing</span>
      {actions.map((a, i) => (
        <button key={i} type="button" class="act" title={`facing ${DIRS[facingOf(a)!] ?? facingOf(a)}`} data-action={a.type} data-key={keyOf(a)} onClick={() => onSend(a)}>
          {ARROWS[facingOf(a)!] ?? String(facingOf(a))}
        </button>
      ))}
    </div>
  );
}

/** Names a button's action for tests and tools: its fields, display words left out. */
export function keyOf(a: Action): string {
  return Object.entries(a)
    .filter(([k]) => k !== 'label' && k !== 'hint')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(';');
}

export function ActionButton({ a, onClick, names }: { a: Action; onClick: () => void; names: Record<string, string> }) {
  return (
    <button type="button" class="act" onClick={onClick} data-action={a.type} data-key={keyOf(a)}>
      {actionText(a, names)}
      {typeof a.hint === 'string' && a.hint && <small>{a.hint}</small>}
    </button>
  );
}
