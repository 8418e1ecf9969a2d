// The gridiron game state: plain JSON, compact, nothing derived stored (who stands where is read off `players`).
// Shared by every rule file; a field added here is documented here.

import { BoundedCache } from '../../core/bounded-cache';
import { deepClone } from '../../core/clone';
import type { BaseState, Frame, Modifier } from '../../core/types';

export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];
export const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

export type Stance = 'standing' | 'prone' | 'stunned';
/** Where a player is: on the pitch, in the dugout boxes, or gone for the match. */
export type Place = 'pitch' | 'reserves' | 'ko' | 'casualty' | 'sent-off';

export interface Player {
  /** `home-7`: side and shirt number. */
  id: string;
  side: Side;
  number: number;
  name: string;
  position: string;
  ma: number;
  st: number;
  ag: number;
  av: number;
  /** Skill names exactly as in facts.md / the rosters ("Sure Hands"). Never mutated in place (clone shares it). */
  skills: string[];
  place: Place;
  /** -1 when not on the pitch. */
  x: number;
  y: number;
  stance: Stance;
  /** Has taken (or lost) its action this team turn. */
  acted: boolean;
  /** Once-per-turn skills already used this turn ("Dodge", "Sure Feet", "Pro"). */
  used: string[];
  /** Squares moved in the current action (standing up counts 3); go-for-its are those past MA. */
  moved: number;
  /** Match statistics for SPP: completions, interceptions, casualties, touchdowns. */
  stats: { comp: number; int: number; cas: number; td: number };
  /** Casualty results suffered this match (e.g. "Smashed Knee (Niggling Injury)"). */
  injuries: string[];
  /** Skills that have lost their effect for the rest of the turn (e.g. Bone-head failed: "no tackle zone").
   * Values used by the match rules: `no-tackle-zone` (Bone-head / Really Stupid failed, or
   * hypnotised by Hypnotic Gaze: until its next action),
   * `rooted` (Take Root failed: until the drive ends or it is knocked down), `fresh-stun` (stunned during its own
   * team's turn, so it stays stunned through the next one), `heat` (Sweltering Heat: sits out the next drive). */
  flags: string[];
  /** Star Player Points earned before this match (from a team file; 0 or absent for a fresh player), so the
   * after-match report can say which rank a player reached. */
  spp?: number;
  /** Niggling Injuries carried into this match: each adds +1 to injury rolls against the player (LRB6). */
  niggling?: number;
  /** Hired for this match only, as an inducement (absent for the team's own players). */
  hired?: 'mercenary' | 'star player';
  /** Killed by a player with Nurgle's Rot (nurgle.ts): he may join that team as a Rotter after the match. */
  infected?: boolean;
  /** His race when it is not his roster's (a mixed team's position, e.g. a Goblin Renegade): Animosity reads it. */
  race?: string;
}

export interface Team {
  name: string;
  /** Roster id (e.g. `human`), also for a team loaded from a file (its `roster` field). */
  roster: string;
  rerolls: number;
  /** The re-rolls the team starts each half with (kick-off table extras last only the half). */
  rerollsBase: number;
  /** LRB6: one team re-roll per team turn. */
  rerollUsedThisTurn: boolean;
  /** Leader re-rolls left this half (leader.ts): usable only while a Leader player is on the pitch. */
  leader?: number;
  score: number;
  /** The turn marker: 0 before the team's first turn of a half, 1..8 during it. */
  turn: number;
  fame: number;
  fans: number;
  /** The team's Fan Factor from its team file: added to the pre-game fans roll. Absent counts as 0. */
  fanFactor?: number;
  cheerleaders: number;
  assistantCoaches: number;
  apothecary: boolean;
  /** One Blitz, Pass, Hand-off, Foul and Throw Team-Mate action per team turn. */
  blitzUsed: boolean;
  passUsed: boolean;
  handoffUsed: boolean;
  foulUsed: boolean;
  ttmUsed: boolean;
  /** Bribes: bought as inducements, or free from "Get the Ref". */
  bribes: number;
  // ---- inducements bought before the match (inducements/); absent when none was bought
  /** What was bought, in words ("2 Bloodweiser Babes"), for the view and the log. */
  inducements?: string[];
  /** Bloodweiser Babes: +1 each to the team's KO recovery rolls. */
  babes?: number;
  /** Halfling Master Chefs: 3 dice each at the start of each half. */
  chefs?: number;
  /** Igor, not used yet: re-rolls one failed Regeneration roll. */
  igor?: boolean;
  /** Wandering Apothecaries not used yet: one apothecary use each, after the team's own. */
  wanderingApothecaries?: number;
  /** The Wizard, not used yet: one Fireball or Lightning Bolt. */
  wizard?: boolean;
}

export type Weather = 'sweltering-heat' | 'very-sunny' | 'nice' | 'pouring-rain' | 'blizzard';

export interface Ball {
  /** `held` by `carrier`, `ground` at x,y (at rest), `loose` while bouncing/scattering/in flight, `out` before a
   * kick-off or after a touchdown. */
  state: 'held' | 'ground' | 'loose' | 'out';
  x: number;
  y: number;
  carrier: string | null;
}

export interface GState extends BaseState {
  players: Player[];
  teams: Record<Side, Team>;
  ball: Ball;
  half: number;
  /** Whose team turn it is (during the pre-game and set-up, the seat being asked). */
  active: Side;
  /** The team that kicked off the first half (the other kicks in the second). */
  firstKicker: Side;
  /** The team that kicked off this drive. */
  kicking: Side;
  weather: Weather;
  /** Set by any rule that causes a turnover; the turn procedure ends the team turn when it sees it. Seed 001: a
   * ball turnover is set only once the ball comes to rest without the moving team holding it. */
  turnover: boolean;
  /** The player taking an action now, and which action. */
  acting: { player: string; action: PlayerAction } | null;
}

/** `bomb`: a Bombardier's bomb throw (LRB6), which is not the team's Pass action. */
export type PlayerAction = 'move' | 'block' | 'blitz' | 'pass' | 'handoff' | 'foul' | 'ttm' | 'bomb';

/** A child procedure reports to the frame below it by setting `last` there. */
export interface ParentFrame extends Frame {
  last?: string;
}

// ---- small queries used everywhere (cheap scans: 22 players at most on the pitch) ----

/** Where each id was last found in a players list: a guess, checked before use (scratch, never in a state). */
const idIndex = new BoundedCache<string, number>(1024);

/** The last id asked for and where it was: most look-ups in a row are for the acting player. */
let lastId = '';
let lastIndex = 0;

export function playerById(s: GState, id: string): Player {
  const players = s.players;
  if (id === lastId) {
    const g = players[lastIndex];
    if (g !== undefined && g.id === id) return g;
  }
  const guess = idIndex.get(id);
  if (guess !== undefined) {
    const g = players[guess];
    // Ids are unique in a match (team files and scenarios reject a repeated one), so a matching guess is the answer.
    if (g !== undefined && g.id === id) {
      lastId = id;
      lastIndex = guess;
      return g;
    }
  }
  for (let i = 0; i < players.length; i++) {
    const p = players[i];
    if (p.id === id) {
      idIndex.set(id, i);
      lastId = id;
      lastIndex = i;
      return p;
    }
  }
  throw new Error(`gridiron: no player ${id}`);
}


export function playerAt(s: GState, x: number, y: number): Player | undefined {
  for (const p of s.players) if (p.x === x && p.y === y && p.place === 'pitch') return p;
  return undefined;
}

export function hasSkill(p: Player, skill: string): boolean {
  const skills = p.skills;
  if (skills.length === 0) return false;
  for (let i = 0; i < skills.length; i++) if (skills[i] === skill) return true;
  return false;
}

/** A standing player exerts a tackle zone unless a rule took it away this turn (Bone-head, Really Stupid...). */
export function hasTackleZone(p: Player): boolean {
  return p.place === 'pitch' && p.stance === 'standing' && (p.flags.length === 0 || !p.flags.includes('no-tackle-zone'));
}

/** The opponents of `mover` with `skill` whose tackle zones cover (x, y): the skills that answer a player leaving a
 * square (Diving Tackle, Shadowing, Tentacles) start from these. */
export function opponentsCovering(s: GState, mover: Player, x: number, y: number, skill: string): readonly Player[] {
  // Asked at every dodge, for three skills most teams lack: no list is made unless someone answers.
  let out: Player[] | null = null;
  for (const q of s.players) {
    if (q.side === mover.side || Math.abs(q.x - x) > 1 || Math.abs(q.y - y) > 1 || !hasTackleZone(q) || !hasSkill(q, skill)) continue;
    (out ??= []).push(q);
  }
  return out ?? NOBODY;
}
const NOBODY: readonly Player[] = Object.freeze([]);

/** How many opposing tackle zones cover square (x, y) for a player of side `side`. */
export function tackleZones(s: GState, side: Side, x: number, y: number, except?: string): number {
  let n = 0;
  for (const p of s.players) {
    if (Math.abs(p.x - x) > 1 || Math.abs(p.y - y) > 1 || (p.x === x && p.y === y)) continue;
    if (p.side === side || p.id === except || !hasTackleZone(p)) continue;
    n++;
  }
  return n;
}

/** The LRB6 agility table (seed 001): AG 1..6 -> the D6 roll required. AG above 6 needs 1+ too. */
export const AGILITY_TABLE: readonly number[] = [
  // AG:  0  1  2  3  4  5  6
  /**/    6, 6, 5, 4, 3, 2, 1,
];
export function agilityTarget(ag: number): number {
  return AGILITY_TABLE[Math.max(0, Math.min(6, ag))];
}

/** The score a D6 test really needs after modifiers, as a coach reads it: a natural 1 always fails and a natural 6
 * always succeeds (seed 001), so never better than 2+ nor worse than 6+. */
export function rollNeeded(target: number, mods: readonly Modifier[]): number {
  let n = target;
  for (const m of mods) n -= m.value;
  return Math.min(6, Math.max(2, n));
}

/** Faster than the generic deep copy: players are flat objects whose `skills` array is never mutated in place. */
export function cloneState(s: GState): GState {
  const players = new Array<Player>(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    players[i] = { ...p, used: p.used.slice(), stats: { ...p.stats }, injuries: p.injuries.slice(), flags: p.flags.slice() };
  }
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    script: s.script.slice(),
    stack: deepClone(s.stack),
    // Decisions and options are replaced, never edited in place, so the copy may share them.
    pending: s.pending,
    options: s.options,
    players,
    teams: { home: { ...s.teams.home }, away: { ...s.teams.away } },
    ball: { ...s.ball },
    acting: s.acting ? { ...s.acting } : null,
    result: s.result ? { ...s.result, score: { ...s.result.score } } : null,
  };
}
