// A decision's legal actions as the panel offers them: a half-made choice (a chooser), the board's help line, a
// short list of player targets, the buttons, the throws, and ending the turn apart. Shared by the match played in
// this browser (Play.tsx) and the one the server referees (OnlinePlay.tsx), which differ only in who plays the action.

import { useState } from 'preact/hooks';
import { buttonActions, cellTargets, clickCell, clickPlayer, hasCell, onBoard, playerTargets, refsOf, withinGrid, type Click } from './actions';
import { ActionButton, FacingGroup, groupFacings } from './buttons';
import { EndTurn, isEndTurn } from './EndTurn';
import type { Action, RulesetInfo } from './engine';
import { isThrow } from './throws';
import { ThrowList } from './ThrowList';

const MAX_LISTED = 8;

/** The clicking state of a decision: which player is selected, which several actions a click left to choose from. */
export function useChoices(info: RulesetInfo, actions: Action[], send: (a: Action) => void) {
  const [selected, setSelected] = useState<string | null>(null);
  const [chooser, setChooser] = useState<Action[] | null>(null);
  const cells = info.grid.width > 0 ? withinGrid(cellTargets(actions, selected), info.grid.width, info.grid.height) : cellTargets(actions, selected);
  const targets = playerTargets(actions);
  const handle = (c: Click) => {
    if (c.kind === 'send') send(c.action);
    else if (c.kind === 'choose') {
      setChooser(c.actions);
      setSelected(c.select);
    } else {
      setChooser(null);
      setSelected(c.player);
    }
  };
  const reset = () => {
    setSelected(null);
    setChooser(null);
  };
  return {
    selected,
    chooser,
    cells,
    targets,
    reset,
    setSelected,
    onCell: (x: number, y: number, pl: string | null) => handle(clickCell(actions, selected, x, y, pl)),
    onPiece: (pl: string) => handle(clickPlayer(actions, pl)),
  };
}

export interface ChoicesProps {
  actions: Action[];
  chooser: Action[] | null;
  selected: string | null;
  names: Record<string, string>;
  /** The game's step: a new decision starts with the end-turn question closed. */
  step: number;
  send: (a: Action) => void;
  cancel: () => void;
}

export function Choices({ actions, chooser, selected, names, step, send, cancel }: ChoicesProps) {
  // Throws are chosen on the board; their buttons wait folded away for the keyboard (ThrowList).
  const throwActions = actions.filter(isThrow);
  const buttons = buttonActions(actions, selected).filter((a) => !isEndTurn(a) && !isThrow(a));
  const boardCount = actions.filter(onBoard).length;
  // A few player targets (block, foul, hand-off...) are also listed, where their hints can be read in full.
  const targetList = actions.filter((a) => !hasCell(a) && refsOf(a).length > 0 && a.type !== 'start-action' && !isThrow(a));
  const listed = targetList.length > 0 && targetList.length <= MAX_LISTED ? targetList : [];
  return (
    <>
      {chooser && (
        <div class="chooser">
          {chooser.map((a, i) => (
            <ActionButton key={i} a={a} names={names} onClick={() => send(a)} />
          ))}
          <button type="button" class="ghost" onClick={cancel}>
            cancel
          </button>
        </div>
      )}
      {!chooser && boardCount > 0 && <div class="board-help">{selected ? 'Click a highlighted square, or another player.' : 'Click a highlighted player or square on the board.'}</div>}
      {!chooser && listed.length > 0 && (
        <div class="buttons targets">
          {listed.map((a, i) => (
            <ActionButton key={i} a={a} names={names} onClick={() => send(a)} />
          ))}
        </div>
      )}
      {!chooser && buttons.length > 0 && (
        <div class="buttons">
          {groupFacings(buttons).map((g, i) => (Array.isArray(g) ? <FacingGroup key={i} actions={g} onSend={send} /> : <ActionButton key={i} a={g} names={names} onClick={() => send(g)} />))}
        </div>
      )}
      {!chooser && throwActions.length > 0 && <ThrowList actions={throwActions} names={names} onSend={send} />}
      {!chooser && <EndTurn key={step} actions={actions} onSend={send} />}
    </>
  );
}
