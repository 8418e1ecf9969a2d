// The shape of a Runeball game state and the small helpers every rule file shares: finding players, who stands
// where, and the skill test every rule rolls. Only facts live in the state; MOVE, max hits, INI and the like are
// worked out from attributes when needed.

import { test } from '../../core/dice';
import type { Ctx } from '../../core/engine';
import { adjacent, arcOf, neighbours, type Dir, type Hex } from '../../core/grid/hex';
import type { BaseState, Frame, Modifier, RollEvent } from '../../core/types';
import {
  baseMove, halfOf, initiative, maxHits, MOVE_MODS, RUNEBEARER, type Attributes,
} from './config';
import { FIELD, type Team } from './field';
import { EXPERT, type ManeuverId } from './skills';

export type Where = 'field' | 'bench' | 'ko' | 'out' | 'ejected' | 'carried';

export interface Player {
  /** Index in `state.players`; actions name players by it. */
  id: number;
  team: Team;
  num: number;
  name: string;
  role: string;
  a: Attributes;
  /** Skill levels: the Runeball skills and the Runebearer skills the rules lean on (dodge, stealth, ...). */
  sk: Record<string, number>;
  /** Advanced maneuvers owned (the basic ones are everyone's); Expert ones may repeat. */
  mv: ManeuverId[];
  at: Where;
  x: number;
  y: number;
  /** Facing, a hex direction: the way it last moved or acted. */
  f: Dir;
  prone: boolean;
  hits: number;
  /** Damage from wounding attacks, which shaking it off cannot heal. */
  wd: number;
  /** Wound penalty to every Runeball skill. */
  pen: number;
  /** A serious wound halves MOVE. */
  slow: boolean;
  /** Defence modifier from the maneuver it last used, until its next turn. */
  def: number;
  /** Dived for a ball: its next move is -2. */
  dive: boolean;
  /** Expert rerolls used this game, by skill. */
  rr: Record<string, number>;
  /** The team-mate it carries, or -1. */
  carry: number;
  acted: boolean;
  held: boolean;
  /** This round's initiative total. */
  ini: number;
}

export type BallState = 'held' | 'bouncing' | 'rest' | 'air';

export interface Ball {
  x: number;
  y: number;
  st: BallState;
  /** The carrier, or -1. */
  by: number;
  /** The team that last touched the ball (for turnovers). */
  last: Team;
  /** The player who last touched the ball, or last tried to catch or recover it, or -1: the one who loses the
   * remainder of his turn when it goes out of bounds (seed: FUMBLES AND TURNOVERS). */
  touch: number;
}

export interface Xp {
  /** Skill checks earned, as `skill@half` (one per skill per half). */
  c: string[];
  td: number;
  ko: number;
  played: boolean;
}

export interface RuneballState extends BaseState {
  teams: [{ id: string; name: string }, { id: string; name: string }];
  players: Player[];
  ball: Ball;
  score: [number, number];
  half: number;
  round: number;
  /** The team kicking off this drive. */
  kicking: Team;
  /** Keshat: which team has first choice (kick or receive) and which chooses at the second half. */
  choice: { first: Team; second: Team } | null;
  /** Set when play stops (a score ends the drive); frames unwind to the match. */
  stop: null | 'score';
  /** A team owed a free activation (after a fumble, interception, ejection or kick-off). */
  free: Team | null;
  /** The acting player's turn is over (fumble, turnover): its frame ends when control returns to it. */
  endTurn: boolean;
  /** Where a substitute may enter next round, per team, after a player ran off its sideline. */
  entry: [Hex | null, Hex | null];
  xp: Xp[];
  /** The player whose turn it is, or -1. */
  active: number;
}

export type RCtx = Ctx<RuneballState>;
export type RFrame = Frame;

export const SEATS = ['home', 'away'] as const;
export function seatOf(t: Team): string {
  return SEATS[t];
}

export function opt<T>(s: RuneballState, key: string, fallback: T): T {
  const v = s.options[key];
  return (v === undefined || v === null ? fallback : v) as T;
}

export function has(p: Player, m: ManeuverId): boolean {
  return p.mv.includes(m);
}

export function count(p: Player, m: ManeuverId): number {
  let n = 0;
  for (const x of p.mv) if (x === m) n++;
  return n;
}

/** On the field and able to act (standing or prone; not knocked out, injured or carried). */
export function active(p: Player): boolean {
  return p.at === 'field';
}

export function standing(p: Player): boolean {
  return p.at === 'field' && !p.prone;
}

/** Takes up a hex: anyone lying or standing on the field, knocked out and injured players included. */
export function occupies(p: Player): boolean {
  return p.at === 'field' || p.at === 'ko' || p.at === 'out';
}

export function playerAt(s: RuneballState, h: Hex): Player | null {
  for (const p of s.players) if (p.x === h.x && p.y === h.y && occupies(p)) return p;
  return null;
}

/** Standing opponents of `team` next to a hex. */
export function adjacentOpponents(s: RuneballState, team: Team, h: Hex): Player[] {
  const out: Player[] = [];
  for (const p of s.players) if (p.team !== team && standing(p) && adjacent(p, h)) out.push(p);
  return out;
}

export function adjacentTeammates(s: RuneballState, team: Team, h: Hex, except = -1): Player[] {
  const out: Player[] = [];
  for (const p of s.players) if (p.team === team && p.id !== except && standing(p) && adjacent(p, h)) out.push(p);
  return out;
}

/** DL additions for opponents next to a player: +1 each, +2 for one in his front arc (pass, field goal). */
export function pressure(s: RuneballState, p: Player): Modifier[] {
  const mods: Modifier[] = [];
  for (const o of adjacentOpponents(s, p.team, p)) {
    mods.push(arcOf(p, p.f, o) === 'front'
      ? { source: `defender #${o.num} adjacent in front`, value: 2 }
      : { source: `defender #${o.num} adjacent`, value: 1 });
  }
  return mods;
}

export function carrier(s: RuneballState): Player | null {
  return s.ball.by >= 0 ? s.players[s.ball.by] : null;
}

export function armourOf(p: Player): number {
  if (has(p, 'heavy-armor')) return RUNEBEARER.heavyArmour;
  if (has(p, 'light-armor')) return RUNEBEARER.lightArmour;
  return RUNEBEARER.armour;
}

export function maxHitsOf(p: Player): number {
  return maxHits(p.a);
}

export function iniOf(p: Player): number {
  return initiative(p.a);
}

/** Hexes for a full move: MOVE with Fast, armour, carrying and wounds applied. */
export function moveOf(p: Player): number {
  let m = baseMove(p.a);
  if (has(p, 'fast')) m += MOVE_MODS.fast;
  if (has(p, 'light-armor')) m += MOVE_MODS.lightArmour;
  if (has(p, 'heavy-armor')) m += MOVE_MODS.heavyArmour;
  if (p.carry >= 0) m += MOVE_MODS.carrying;
  if (p.dive) m += MOVE_MODS.afterDive;
  if (p.slow) m = halfOf(m);
  return Math.max(1, m);
}

export function halfMoveOf(p: Player): number {
  return Math.max(1, halfOf(moveOf(p)));
}

export function name(p: Player): string {
  return `#${p.num} ${p.name}`;
}

/** Who rolled, for roll events. */
export function who(p: Player): string {
  return `${SEATS[p.team]} #${p.num}`;
}

export function testDie(s: RuneballState): string {
  return opt(s, 'testDie', RUNEBEARER.testDie);
}

export function refereePER(s: RuneballState): number {
  return opt(s, 'refereePER', RUNEBEARER.refereePER);
}

/** Skill modifiers every test of a player carries: its wound penalty. The seed: "all wounds are assumed to affect
 * all Runeball skills". */
export function woundMods(p: Player): Modifier[] {
  return p.pen ? [{ source: 'wounds', value: -p.pen }] : [];
}

export interface Outcome {
  ev: RollEvent;
  margin: number;
}

/** A skill test: die + skill + modifiers against a DL (plus DL additions), margin = total - DL. Logs the skill check
 * for experience on success. */
export function skillTest(
  ctx: RCtx, p: Player, skillId: string, rule: string, dl: number, mods: Modifier[], dlMods: Modifier[] = [],
): Outcome {
  const s = ctx.state;
  const level = p.sk[skillId] ?? 0;
  let target = dl;
  for (const m of dlMods) target += m.value;
  const all: Modifier[] = [{ source: `${skillId} skill`, value: level }, ...woundMods(p), ...mods.filter((m) => m.value !== 0)];
  const ev = test(ctx, { rule, who: who(p), dice: testDie(s), target, modifiers: all });
  if (dlMods.length) ev.note = `DL ${dl} ${dlMods.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.source}`).join(', ')}`;
  const margin = ev.total - target;
  if (margin >= 0) skillCheck(s, p, skillId);
  return { ev, margin };
}

/** One opposed roll of one side: die + level + modifiers, logged with no target (the caller compares). */
export function opposedRoll(ctx: RCtx, p: Player, skillId: string, level: number, rule: string, mods: Modifier[]): RollEvent {
  return test(ctx, {
    rule,
    who: who(p),
    dice: testDie(ctx.state),
    target: 0,
    modifiers: [{ source: `${skillId} skill`, value: level }, ...woundMods(p), ...mods.filter((m) => m.value !== 0)],
  });
}

/** Records a skill check: one per skill per half (seed: EXPERIENCE). */
export function skillCheck(s: RuneballState, p: Player, skillId: string): void {
  const key = `${skillId}@${s.half}`;
  const xp = s.xp[p.id];
  if (xp && !xp.c.includes(key)) xp.c.push(key);
}

/** Whether an Expert maneuver still has an unused reroll for this skill. */
export function rerollLeft(p: Player, skillId: string): boolean {
  const m = EXPERT[skillId];
  if (!m) return false;
  return count(p, m) > (p.rr[skillId] ?? 0);
}

export function useReroll(p: Player, skillId: string): void {
  p.rr[skillId] = (p.rr[skillId] ?? 0) + 1;
}

/** Free hexes next to a hex on the field. */
export function emptyNeighbours(s: RuneballState, h: Hex): Hex[] {
  return neighbours(h, FIELD.width, FIELD.height).filter((n) => !playerAt(s, n));
}
