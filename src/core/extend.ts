// A ruleset extends another (DESIGN.md, "A ruleset extends another"): a variant is the base ruleset plus its boards,
// its own versions of named procedures, hooks at the base's named moments, and options. The base's files never name
// the variant; the variant names only what the base exposes.

import type { BoardSet } from './board';
import type { Hook, Procedure, Ruleset, RosterInfo } from './engine';
import type { OptionSpec, OptionsSchema } from './options';
import type { BaseState, Event } from './types';

/** A procedure of the variant: a whole new one, or a function of the base's procedure of that name, which it may
 * call for everything it does not change. */
export type ProcedureOverride<S extends BaseState> = Procedure<S, any> | ((base: Procedure<S, any>) => Procedure<S, any>);

export interface Extension<S extends BaseState> {
  id: string;
  name: string;
  version: number;
  /** The variant's boards: a match picks one with its `board` option (added to the options for it). */
  boards?: BoardSet;
  grid?: Ruleset<S>['grid'];
  seats?: string[];
  rosters?: RosterInfo[];
  /** Added, or in place of the base's procedure of the same name (its frame name, e.g. `gridiron.setup`). */
  procedures?: Record<string, ProcedureOverride<S>>;
  /** Hooks at the base's named moments. Where the base has a hook of that name too, the base's runs first. */
  hooks?: Record<string, Hook<S>>;
  /** Options added or in place of the base's of that name; null drops a base option the variant does not use. */
  options?: Record<string, OptionSpec | null>;
  /** The first state: given the base's setup, to call or not. */
  setup?: (base: BaseState, baseSetup: (b: BaseState) => S) => S;
  view?: (state: S, seat: string | undefined, baseView: (state: S, seat?: string) => ReturnType<Ruleset<S>['view']>) => ReturnType<Ruleset<S>['view']>;
  /** Rule text for the variant's own terms, beside the base's. */
  glossary?: Record<string, string>;
  describe?: (event: Event, state: S | undefined, baseDescribe: (event: Event, state?: S) => string | undefined) => string | undefined;
}

export class ExtensionError extends Error {
  override name = 'ExtensionError';
}

/** The variant as a ruleset of its own, registered like any other. */
export function extendRuleset<S extends BaseState>(base: Ruleset<S>, ext: Extension<S>): Ruleset<S> {
  if (ext.id === base.id) throw new ExtensionError(`a variant of "${base.id}" needs an id of its own`);
  const procedures: Record<string, Procedure<S, any>> = { ...base.procedures };
  for (const [name, p] of Object.entries(ext.procedures ?? {})) {
    if (typeof p === 'function') {
      const was = base.procedures[name];
      if (!was) throw new ExtensionError(`${ext.id}: "${name}" wraps a procedure ${base.id} does not have`);
      procedures[name] = p(was);
    } else {
      procedures[name] = p;
    }
  }

  const hooks: Record<string, Hook<S>> = { ...(base.hooks ?? {}) };
  for (const [name, h] of Object.entries(ext.hooks ?? {})) {
    const first = base.hooks?.[name];
    hooks[name] = first ? (ctx, e) => first(ctx, e) === true || h(ctx, e) === true : h;
  }

  const options: OptionsSchema = { ...base.options };
  for (const [name, spec] of Object.entries(ext.options ?? {})) {
    if (spec === null) delete options[name];
    else options[name] = spec;
  }
  const boards = ext.boards ?? base.boards;
  if (ext.boards) {
    const ids = Object.keys(ext.boards.byId);
    options.board ??= {
      type: 'json',
      default: ext.boards.default,
      description: `the board: one of ${ids.join(', ')}, or a board of your own (a JSON board, see src/core/board.ts)`,
    };
  }

  const baseSetup = (b: BaseState) => base.setup(b);
  const baseView = (s: S, seat?: string) => base.view(s, seat);
  const baseDescribe = (e: Event, s?: S) => base.describe?.(e, s);
  const grid = ext.grid ?? (ext.boards ? gridOf(ext.boards) : base.grid);
  return {
    ...base,
    id: ext.id,
    name: ext.name,
    version: ext.version,
    grid,
    boards,
    seats: ext.seats ?? base.seats,
    rosters: ext.rosters ?? base.rosters,
    options,
    procedures,
    hooks,
    setup: ext.setup ? (b) => ext.setup!(b, baseSetup) : base.setup,
    view: ext.view ? (s, seat) => ext.view!(s, seat, baseView) : base.view,
    describe: ext.describe ? (e, s) => ext.describe!(e, s, baseDescribe) : base.describe,
    ...(base.glossary || ext.glossary ? { glossary: { ...base.glossary, ...ext.glossary } } : {}),
  };
}

/** The grid a ruleset shows before a board is picked: its default board's. */
function gridOf(boards: BoardSet): Ruleset['grid'] {
  const b = boards.byId[boards.default];
  return { kind: b.grid, width: b.width, height: b.height };
}
