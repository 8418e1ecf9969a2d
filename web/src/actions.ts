// How the legal actions of a decision meet the board. The app knows no rule: an action with x,y is a click on that
// square or hex; an action naming a player (player, target, to) is a click on that player; everything else is a
// button. Only actions from the decision are ever sent, so nothing the engine rejects can be.

import type { Action } from '../../src/index';

/** The fields through which an action names a player. */
const REF_FIELDS = ['player', 'target', 'to'] as const;

export function hasCell(a: Action): boolean {
  return typeof a.x === 'number' && typeof a.y === 'number';
}

/** A player reference as the board knows it: games name players by text id or by number. */
export function idOf(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

export function refsOf(a: Action): string[] {
  const out: string[] = [];
  for (const f of REF_FIELDS) {
    const id = idOf(a[f]);
    if (id !== null) out.push(id);
  }
  return out;
}

/** Actions sent by a click on the board rather than a button. A cell off the grid (x or y below 0: "to the reserves
 * box") has no square to click, so it is a button. */
export function onBoard(a: Action): boolean {
  if (hasCell(a)) return (a.x as number) >= 0 && (a.y as number) >= 0;
  return refsOf(a).length > 0;
}

/** The buttons now: off-board actions, and off-grid cell actions of the selected player (or of nobody). */
export function buttonActions(actions: readonly Action[], selected: string | null): Action[] {
  return actions.filter((a) => !onBoard(a) && (!hasCell(a) || cellActionLive(a, selected)));
}

/** A cell action belongs to the selected player when it names one; a cell action that names nobody is always live. */
function cellActionLive(a: Action, selected: string | null): boolean {
  const who = idOf(a.player);
  return who === null || who === selected;
}

/** The hex direction an action gives and nothing else (a facing, or a turn's `dir`), or null. */
export function facingOf(a: Action): number | null {
  const key = typeof a.facing === 'number' ? 'facing' : typeof a.dir === 'number' && !('x' in a) ? 'dir' : null;
  if (!key || a.label || !Object.keys(a).every((k) => k === 'type' || k === key || k === 'hint')) return null;
  return a[key] as number;
}

export const cellKey = (x: number, y: number) => `${x},${y}`;

/** The squares to highlight now, each with the actions a click there would choose between. */
export function cellTargets(actions: readonly Action[], selected: string | null): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    if (!onBoard(a) || !hasCell(a) || !cellActionLive(a, selected)) continue;
    const k = cellKey(a.x as number, a.y as number);
    const list = out.get(k);
    if (list) list.push(a);
    else out.set(k, [a]);
  }
  return out;
}

/** Players named by an action that is not a cell action (their click sends or offers it). */
export function playerTargets(actions: readonly Action[]): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    if (hasCell(a)) {
      // A cell action naming a player (placing it): the player is selectable, the action waits for the cell.
      const who = idOf(a.player);
      if (who !== null && !out.has(who)) out.set(who, []);
      continue;
    }
    for (const id of refsOf(a)) {
      const list = out.get(id);
      if (list) list.push(a);
      else out.set(id, [a]);
    }
  }
  return out;
}

export type Click =
  | { kind: 'send'; action: Action }
  | { kind: 'choose'; actions: Action[]; select: string | null }
  | { kind: 'select'; player: string | null };

/** What a click on a cell (holding `player`, if any) means. */
export function clickCell(actions: readonly Action[], selected: string | null, x: number, y: number, player: string | null): Click {
  const here = cellTargets(actions, selected).get(cellKey(x, y)) ?? [];
  if (here.length === 1) return { kind: 'send', action: here[0] };
  if (here.length > 1) return { kind: 'choose', actions: here, select: selected };
  if (player) return clickPlayer(actions, player);
  return { kind: 'select', player: null };
}

/** What a click on a player (on the board or in a dugout) means. */
export function clickPlayer(actions: readonly Action[], player: string): Click {
  const refs = playerTargets(actions).get(player);
  if (refs && refs.length === 1) return { kind: 'send', action: refs[0] };
  if (refs && refs.length > 1) return { kind: 'choose', actions: refs, select: player };
  return { kind: 'select', player };
}

/** Words for the common action vocabulary when the engine gave no label. Presentation only: the action sent is the
 * decision's own object. */
const WORDS: Record<string, (a: Action) => string | null> = {
  choose: (a) => (typeof a.value === 'string' || typeof a.value === 'number' ? String(a.value) : null),
  'block-die': (a) => (typeof a.face === 'string' ? a.face.replace(/-/g, ' ') : null),
  'setup-formation': (a) => (typeof a.name === 'string' ? `${a.name} formation` : null),
  'setup-done': () => 'set-up done',
  reroll: (a) => (typeof a.use === 'string' ? `re-roll (${a.use.replace(/-/g, ' ')})` : 're-roll'),
  'decline-reroll': () => 'no re-roll',
  'follow-up': (a) => (a.follow === true ? 'follow up' : a.follow === false ? 'stay put' : null),
  'catch-choice': (a) => (a.catch === true ? 'catch' : a.catch === false ? 'step aside' : null),
  'no-intercept': () => 'no interception',
  'end-turn': () => 'end the turn',
  'end-action': () => "end this player's action",
  'stand-up': () => 'stand up',
  'start-action': (a) => (typeof a.action === 'string' ? a.action : null),
  // Rush: the reacting coach's answer to a Slam or a Steal, in the game's words.
  slamback: () => 'Slamback',
  dodge: (a) => (Object.keys(a).length === 1 ? 'Dodge' : null),
};

/** Whether an action has words of its own (the engine's label, the common vocabulary's, a facing's arrow) rather
 * than the catch-all "type: field value" wording. */
export function hasOwnWords(a: Action): boolean {
  return (typeof a.label === 'string' && a.label !== '') || !!WORDS[a.type]?.(a) || facingOf(a) !== null;
}

const FACING = ['', '↑ up', '↗ up-right', '↘ down-right', '↓ down', '↙ down-left', '↖ up-left'];

/** A button's words: the engine's own label when it gave one, else the action's fields, players by name when
 * `names` knows them and a square as "at (x, y)". */
export function actionText(a: Action, names?: Record<string, string>): string {
  if (typeof a.label === 'string' && a.label) return a.label;
  const known = WORDS[a.type]?.(a);
  if (known) return known;
  // A hex facing (or a turn's new direction) reads better as an arrow than as a number.
  const facing = facingOf(a);
  if (facing !== null && FACING[facing]) return `${a.type.replace(/-/g, ' ')}, facing ${FACING[facing]}`;
  const cell = hasCell(a);
  // The player an action is about reads first ("block Gorzub (#5)", "handoff to Grashnak (#1)").
  let who = '';
  const rest = Object.entries(a)
    .filter(([k, v]) => k !== 'type' && k !== 'hint' && v !== undefined && !(cell && (k === 'x' || k === 'y')))
    .flatMap(([k, v]) => {
      const id = (REF_FIELDS as readonly string[]).includes(k) ? idOf(v) : null;
      if (id !== null && names?.[id] && !who) {
        who = k === 'to' ? ` to ${names[id]}` : ` ${names[id]}`;
        return [];
      }
      if (id !== null && names?.[id]) return [`${k} ${names[id]}`];
      return [typeof v === 'boolean' ? (v ? k : `no ${k}`) : `${k} ${typeof v === 'object' ? JSON.stringify(v) : v}`];
    });
  // A cell off the grid is a place with no square ("to the reserves box"): its hint says where.
  if (cell && (a.x as number) >= 0 && (a.y as number) >= 0) rest.push(`at (${a.x}, ${a.y})`);
  const type = a.type.replace(/-/g, ' ') + who;
  return rest.length ? `${type}: ${rest.join(', ')}` : type;
}

/** The cells of `cells` that lie on a grid of `cols` x `rows`: a square past the far edge (the crowd) has nothing to
 * click or draw, so its actions are left to a list. */
export function withinGrid<T>(cells: Map<string, T>, cols: number, rows: number): Map<string, T> {
  const out = new Map<string, T>();
  for (const [k, v] of cells) {
    const [x, y] = k.split(',').map(Number);
    if (x < cols && y < rows) out.set(k, v);
  }
  return out;
}
