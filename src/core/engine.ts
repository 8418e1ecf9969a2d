// The procedure stack. A rule is a procedure: its frame sits on the stack, `run` moves it forward (rolls, pushes
// the next procedures, pops itself) until it needs a decision, and `act` applies the chosen action. The engine never
// calls out to ask anything: a waiting game holds its pending decision in its state.

import type { BoardSet } from './board';
import type { RollCtx } from './dice';
import type { OptionsSchema } from './options';
import type { Action, BaseState, Decision, Event, Frame, Json } from './types';

export interface Ctx<S extends BaseState = BaseState> extends RollCtx {
  state: S;
  events: Event[];
  ruleset: Ruleset<S>;
}

export interface Procedure<S extends BaseState = BaseState, F extends Frame = Frame> {
  /** Moves the rule on. Returns a decision to wait for one; otherwise it must have changed the stack (pushed or
   * popped a frame) or ended the game, or the engine stops it as making no progress. */
  run(ctx: Ctx<S>, frame: F): Decision | void;
  /** Applies an action that was in the decision this frame returned. */
  act?(ctx: Ctx<S>, frame: F, action: Action): void;
}

/** A hook: a ruleset's rule run at a named moment of another's (a player enters a cell, a push ends, a turn
 * starts). It may change the state, emit events and push procedures, which run before the moment's caller goes on;
 * it returns true when it has dealt with the moment itself (the caller then skips its own handling, where the
 * moment's documentation says it has one). */
export type Hook<S extends BaseState = BaseState, E = any> = {
  // Method syntax, as a procedure's `run` has, so that a game's hooks fit the kernel's Ruleset<BaseState>.
  hook(ctx: Ctx<S>, event: E): boolean | void;
}['hook'];

export interface GridInfo {
  kind: 'square' | 'hex' | 'none';
  width: number;
  height: number;
}

export interface RosterInfo {
  id: string;
  name: string;
}

export interface Ruleset<S extends BaseState = BaseState> {
  id: string;
  name: string;
  /** Bumped whenever a rule change would make old match records replay differently. */
  version: number;
  grid: GridInfo;
  /** The boards the ruleset is played on (board games only): a match picks one with its `board` option, or gets
   * the default. */
  boards?: BoardSet;
  seats: string[];
  options: OptionsSchema;
  rosters: RosterInfo[];
  procedures: Record<string, Procedure<S, any>>;
  /** Hooks by the name of the moment; a moment without one changes nothing. */
  hooks?: Record<string, Hook<S>>;
  /** Builds the first state from validated options: the ruleset's own fields and its first frames. */
  setup(base: BaseState): S;
  /** What a seat may see. */
  view(state: S, seat?: string): Record<string, unknown>;
  /** A faster copy than the generic one, when the ruleset knows its shape. */
  clone?(state: S): S;
  /** One line in plain words for one of the ruleset's own events (roll events have a generic wording). */
  describe?(event: Event, state?: S): string | undefined;
  /** Display only, never recorded: the players who could intercept this throw action if it were chosen now, by the
   * ruleset's own interception rule (asked for one target at a time, so the action lists stay as cheap as they are). */
  interceptors?(state: S, action: Action): string[];
  /** One line of rule text for each term a player card shows (a skill, a role), by the name the view gives it. */
  glossary?: Record<string, string>;
}

export class IllegalAction extends Error {
  override name = 'IllegalAction';
  constructor(readonly reason: string, readonly action?: unknown) {
    super(reason);
  }
}

/** A rules bug, not bad input: a procedure that is missing, or that neither waits nor moves. */
export class EngineError extends Error {
  override name = 'EngineError';
}

export function push<S extends BaseState>(ctx: Ctx<S>, frame: Frame): void {
  ctx.state.stack.push(frame);
}

export function pop<S extends BaseState>(ctx: Ctx<S>): Frame {
  const f = ctx.state.stack.pop();
  if (!f) throw new EngineError('pop on an empty procedure stack');
  return f;
}

export function emit<S extends BaseState>(ctx: Ctx<S>, event: Event): void {
  ctx.events.push(event);
}

const STALL_LIMIT = 100_000;

/** Runs procedures until one waits for a decision, the game ends, or the stack is empty (which also ends it). */
export function advance<S extends BaseState>(ctx: Ctx<S>): void {
  const state = ctx.state;
  const procs = ctx.ruleset.procedures;
  let steps = 0;
  while (state.result === null && state.stack.length > 0) {
    const frame = state.stack[state.stack.length - 1];
    const proc = procs[frame.p];
    if (!proc) throw new EngineError(`${ctx.ruleset.id}: no procedure "${frame.p}"`);
    const depth = state.stack.length;
    const decision = proc.run(ctx, frame);
    if (decision) {
      if (decision.actions.length === 0) {
        throw new EngineError(`${ctx.ruleset.id}: procedure "${frame.p}" asked ${decision.seat} to decide with no legal action`);
      }
      state.pending = decision;
      return;
    }
    if (++steps > STALL_LIMIT) {
      throw new EngineError(`${ctx.ruleset.id}: procedure "${frame.p}" ran ${STALL_LIMIT} times without waiting (stack depth ${depth})`);
    }
  }
  state.pending = null;
}

/** Display-only fields an action may carry; matching ignores them. */
const DISPLAY_KEYS = new Set(['label', 'hint']);

/** A stable text form of an action: its fields in sorted order, display-only fields left out. */
export function actionKey(a: Action): string {
  const keys = Object.keys(a).filter((k) => a[k] !== undefined && !DISPLAY_KEYS.has(k)).sort();
  let s = '';
  for (const k of keys) s += `${k}=${JSON.stringify(a[k] as Json)};`;
  return s;
}

/** Finds the pending decision's action that `action` names, or says why none does. */
export function matchAction(pending: Decision | null, action: unknown): Action {
  if (!pending) throw new IllegalAction('the game is over: no decision is pending', action);
  const list = pending.actions;
  // Bots and searches pass back an element of the list itself: found by identity without reading its fields.
  const at = list.indexOf(action as Action);
  if (at >= 0) return list[at];
  return matchByFields(pending, action);
}

/** The rest of `matchAction`, for an action that is not an element of the list (a client's copy, or a refusal).
 * Apart so that `matchAction` stays small: V8 inlines it into the facade's `act` together with `apply` and the
 * engine loop (`advance`), which a long `matchAction` left out of the inlining budget. */
function matchByFields(pending: Decision, action: unknown): Action {
  const list = pending.actions;
  if (!action || typeof action !== 'object' || Array.isArray(action) || typeof (action as Action).type !== 'string') {
    throw new IllegalAction('an action must be an object with a "type"', action);
  }
  const key = actionKey(action as Action);
  for (const a of list) if (actionKey(a) === key) return a;
  // The refused action is not repeated (it may be anything a client sent); a type is named only when it is legal.
  const type = (action as Action).type;
  const sameType = list.filter((a) => a.type === type).length;
  const kinds = [...new Set(list.map((a) => a.type))].join(', ');
  throw new IllegalAction(
    sameType > 0
      ? `the action is not one of the ${sameType} legal "${type}" actions now (${pending.prompt})`
      : `the action's type is not legal now: ${pending.prompt}; legal action types: ${kinds}`,
    action,
  );
}

/** Applies a legal action: the frame that asked gets it, then the game runs on to its next decision. */
export function apply<S extends BaseState>(ctx: Ctx<S>, action: Action): void {
  const state = ctx.state;
  const frame = state.stack[state.stack.length - 1];
  const proc = ctx.ruleset.procedures[frame.p];
  if (!proc?.act) throw new EngineError(`${ctx.ruleset.id}: procedure "${frame.p}" waited but takes no action`);
  state.pending = null;
  state.step++;
  proc.act(ctx, frame, action);
  advance(ctx);
}
