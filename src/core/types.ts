// The plain-data shapes every part of Turnover shares. Nothing here may hold a class, closure or Map: a game state is
// JSON from top to bottom (DESIGN.md, "State is data").

import type { RngState } from './rng';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** One modifier on a roll, named for the rule or condition it comes from ("tackle zone", "Very Sunny"). */
export interface Modifier {
  source: string;
  value: number;
}

/** Every random number becomes one of these (DESIGN.md, "Every random number is a roll event"). */
export interface RollEvent {
  type: 'roll';
  /** The rule that rolled, as `ruleset.topic` in the games' own words: `gridiron.dodge`, `runeball.pass`. */
  rule: string;
  /** The player, team or character that rolled, when there is one. */
  who?: string;
  dice: number[];
  modifiers: Modifier[];
  /** What was needed: a d6 score, a DL, a number of successes; absent for plain rolls such as scatter. */
  target?: number;
  /** The dice after modifiers (for pools: the successes). */
  total: number;
  /** `success`/`failure` for tests; a table's entry or `rolled` for plain rolls. */
  outcome: string;
  /** A short note in plain words, when the outcome alone would not say enough ("natural 1 always fails"). */
  note?: string;
  /** A dice pool (core's pool()): `target` is the score each die needs, `total` the successes. `dice` is the pool
   * before modifiers, `need` the successes the test needs (absent for an opposed test). */
  pool?: { dice: number; need?: number };
}

export interface GameEvent {
  type: string;
  [k: string]: unknown;
}

export type Event = RollEvent | GameEvent;

/** A decision answered: every client (human, bot, network, test) sends one of the listed actions. */
export interface Action {
  type: string;
  [k: string]: Json | undefined;
}

/** The game waits: `seat` must choose one of `actions`. */
export interface Decision {
  seat: string;
  /** What kind of choice this is, e.g. `turn`, `block-die`, `push-square`, `reroll`. */
  kind: string;
  /** One line for a person: "Orc: choose the block die". */
  prompt: string;
  actions: Action[];
}

/** A procedure's frame on the stack: which procedure (`p`) and its own plain-data fields. */
export interface Frame {
  p: string;
  [k: string]: any;
}

export interface Result {
  /** The winning seat, or null for a draw. */
  winner: string | null;
  score: Record<string, number>;
  reason: string;
}

/** The part of every game state the kernel reads and writes; rulesets add their own fields beside these. */
export interface BaseState {
  ruleset: string;
  version: number;
  seed: number | string;
  options: Record<string, Json>;
  rng: RngState;
  /** Scripted dice still to come (a scenario's `dice`): used before the generator, one value per die. */
  script: (number | string)[];
  stack: Frame[];
  pending: Decision | null;
  /** How many actions have been applied. */
  step: number;
  result: Result | null;
}
