// Ending a turn (or a rush) sits apart from the other buttons, at the foot of the decision panel, so a click meant
// for a step never lands on it; while players could still act it asks first, in the panel.

import { useState } from 'preact/hooks';
import { hasCell, refsOf } from './actions';
import { keyOf } from './buttons';
import type { Action } from './engine';

const END_TYPES = ['end-turn', 'end-rush'];

export const isEndTurn = (a: Action) => END_TYPES.includes(a.type);

/** Players could still act when the decision offers anything on a player or a cell besides ending. */
export const couldStillAct = (actions: readonly Action[]) => actions.some((a) => !isEndTurn(a) && (refsOf(a).length > 0 || hasCell(a)));

export function EndTurn({ actions, onSend }: { actions: readonly Action[]; onSend: (a: Action) => void }) {
  const [asking, setAsking] = useState(false);
  const end = actions.find(isEndTurn);
  if (!end) return null;
  const words = end.type === 'end-rush' ? 'End rush' : 'End turn';
  const ask = couldStillAct(actions);
  return (
    <div class="end-turn">
      {asking ? (
        <>
          <span class="confirm" data-testid="end-confirm">
            Players could still act. {words} now?
          </span>
          <button type="button" class="ghost" onClick={() => setAsking(false)} data-testid="end-cancel">
            Keep playing
          </button>
          <button type="button" class="act primary" onClick={() => (setAsking(false), onSend(end))} data-testid="end-yes">
            Yes, {words.toLowerCase()}
          </button>
        </>
      ) : (
        <button type="button" class="act" data-testid="end-turn" data-action={end.type} data-key={keyOf(end)} onClick={() => (ask ? setAsking(true) : onSend(end))}>
          {words}
        </button>
      )}
    </div>
  );
}
