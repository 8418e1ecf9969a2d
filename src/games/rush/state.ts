// The rush game state: plain data (DESIGN.md, "State is data"). Teams are 0 (Home) and 1 (Visitor, seat "away").

import type { Ctx } from '../../core/engine';
import type { Dir } from '../../core/grid/hex';
import type { Action, BaseState } from '../../core/types';
import type { Role, Stats } from './teams';

export type Side = 0 | 1;
export const SEATS = ['home', 'away'] as const;

export function seatOf(t: Side): string {
  return SEATS[t];
}

/** Where a model is: on the pitch, on the Subs' Bench, out of play (the Sin Bin, `sin` rushes from the bench), or
 * dead (option `killedAt4`: out of the match). */
export type Where = 'pitch' | 'bench' | 'out' | 'dead';

export interface Player {
  /** `home-3`, `away-1`: the team's seat and the roster number. */
  id: string;
  team: Side;
  num: number;
  name: string;
  role: Role;
  stats: Stats;
  at: Where;
  x: number;
  y: number;
  facing: Dir;
  /** Fallen over: no threat hexes, no front arc, must Stand Up. */
  down: boolean;
  /** Out of play: the steps still to go to the Subs' Bench. */
  sin: number;
  /** Token actions taken this rush (at most 2, facts.md §3.2). */
  tokens: number;
}

export interface Ball {
  /** Not in play: launched at the next rush start. */
  inPlay: boolean;
  x: number;
  y: number;
  /** Who holds it, or null when it lies loose. */
  carrier: string | null;
}

/** The action being taken: what later rules of the same action ask ("if you Sprinted this action", "+1 if you moved
 * adjacent this action", the (123) count). */
export interface ActionInfo {
  player: string;
  name: string;
  /** (123) tests taken so far in this action: "The first time ... 1 success. The second time, you need two". */
  tests: number;
  moved: boolean;
  sprinted: boolean;
  /** The action has ended early (a fall, a pick-up): its frames stop. */
  over: boolean;
}

export interface RushState extends BaseState {
  teams: [{ id: string; name: string }, { id: string; name: string }];
  players: Player[];
  ball: Ball;
  /** The rush marker: 0 before the first rush, 1-14 in normal time, then Sudden Death's rushes. */
  rush: number;
  /** Whose rush it is. */
  active: Side;
  /** The differential score track: positive toward Home, negative toward the Visitor. */
  track: number;
  /** Team Action Tokens left this rush. */
  tokens: number;
  suddenDeath: boolean;
  /** Set when something ends the rush early (a throw, a drop, a failed pick-up): the reason. */
  rushOver: string | null;
  action: ActionInfo | null;
  /** The teams' coaching dice and cards (options `coachingDice`, `cards`): absent when both are off. */
  assets?: Assets;
  /** Answers to the questions a rule asks mid-step (ask.ts): absent when no option asks. */
  answers?: Action[];
}

export interface Assets {
  /** Coaching dice left, by team. */
  dice: [number, number];
  /** Cards in hand (ids in cards.ts's deck), by team. */
  hands: [number[], number[]];
  /** Cards still to draw, and cards played or discarded. */
  deck: number[];
  discard: number[];
  /** Players who have taken their card action this rush ("at most 1 card action" each). */
  carded: string[];
}

export type RCtx = Ctx<RushState>;

export function playerById(s: RushState, id: string): Player {
  const p = s.players.find((q) => q.id === id);
  if (!p) throw new Error(`rush: no player ${id}`);
  return p;
}

export function playerAt(s: RushState, x: number, y: number): Player | undefined {
  for (const p of s.players) if (p.at === 'pitch' && p.x === x && p.y === y) return p;
  return undefined;
}

export function onPitch(s: RushState, t: Side): Player[] {
  return s.players.filter((p) => p.team === t && p.at === 'pitch');
}

export function opt<T>(s: RushState, key: string, fallback: T): T {
  const v = s.options[key];
  return v === undefined || v === null ? fallback : (v as T);
}
