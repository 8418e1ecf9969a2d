// The throws of a decision as buttons, folded away: they are chosen on the board (a pass, a hand-off, a Strike),
// and the list stays for the keyboard and screen readers.

import { ActionButton } from './buttons';
import type { Action } from './engine';
import './board/throws.css';

export function ThrowList({ actions, names, onSend }: { actions: Action[]; names: Record<string, string>; onSend: (a: Action) => void }) {
  return (
    <details class="throw-list" data-testid="throw-list">
      <summary>
        or choose from a list ({actions.length} target{actions.length === 1 ? '' : 's'})
      </summary>
      <div class="buttons">
        {actions.map((a, i) => (
          <ActionButton key={i} a={a} names={names} onClick={() => onSend(a)} />
        ))}
      </div>
    </details>
  );
}
