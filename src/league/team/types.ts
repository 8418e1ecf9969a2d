// A league team: what lives between matches, as plain JSON (docs/teams.md). One format for the four games; the
// fields a game does not use are left out of its teams.

import { OptionsError } from '../../core/options';
import type { Characteristic } from '../../games/gridiron/rosters/data';
import type { TeamPlayer as RuneballPlayer } from '../../games/runeball/teamfile';

export const TEAM_FORMAT = 'turnover-team/1';

export type LeagueGame = 'gridiron' | 'dungeon' | 'rush' | 'runeball';
export const LEAGUE_GAMES: readonly LeagueGame[] = ['gridiron', 'dungeon', 'rush', 'runeball'];

/** An advancement roll made and not yet spent: the coach's choice turns it into a skill or a characteristic. */
export interface PendingAdvance {
  /** The rank whose threshold earned the roll. */
  rank: string;
  /** The two dice of the 2D6 advancement roll. */
  dice: [number, number];
}

export interface LeaguePlayer {
  /** Stable for the player's whole career (a shirt number can be reused after he leaves). */
  id: string;
  number: number;
  name: string;
  /** A position of the team's roster (rush: a position id of the roster). */
  position: string;
  /** Star Player Points (gridiron, dungeon). */
  spp?: number;
  /** Skills gained by advancement, on top of the position's own. */
  skills?: string[];
  /** Characteristic increases gained by advancement. */
  stats?: Partial<Record<Characteristic, number>>;
  /** Lasting injuries: "Niggling Injury", "-1 MA", "-1 ST", "-1 AG", "-1 AV". */
  injuries?: string[];
  /** Sits out the team's next match. */
  missNextGame?: boolean;
  /** Killed: kept for the team's history, never fielded, not counted toward the roster or the team value. */
  dead?: boolean;
  /** Advancement rolls waiting for the coach's choice. */
  advances?: PendingAdvance[];
  /** Runeball: the player's sheet (attributes, skill levels, maneuvers) in runeball's team-file format. */
  sheet?: Omit<RuneballPlayer, 'number' | 'name'>;
  /** Runeball: banked improvement points per skill and free checks (experience.ts). */
  ledger?: { points: Record<string, number>; freeChecks: number };
}

export interface LeagueTeam {
  format: typeof TEAM_FORMAT;
  game: LeagueGame;
  /** The roster the team was built from: a gridiron roster id (gridiron, dungeon), a rush team id, a runeball team id. */
  roster: string;
  /** Dungeon: the College of Magic whose races the team may field (facts.md §4.5). */
  college?: string;
  name: string;
  /** Gold pieces (gridiron, dungeon) or MC in thousands (rush); runeball keeps none. */
  treasury: number;
  rerolls?: number;
  apothecary?: boolean;
  fanFactor?: number;
  assistantCoaches?: number;
  cheerleaders?: number;
  /** Rush assets (facts.md §3.6). */
  cards?: number;
  coachingDice?: number;
  coachingStaff?: number;
  /** Rush league ranking (facts.md §3.7): league points and strike difference. */
  points?: number;
  strikeDifference?: number;
  players: LeaguePlayer[];
}

/** A bad team file or a move the rules refuse: names the field and why, never the value it was given. An
 * OptionsError, so every client already reports it as bad input. */
export class LeagueTeamError extends OptionsError {
  override name = 'LeagueTeamError';
  constructor(readonly field: string, readonly reason: string) {
    super(field ? `${field}: ${reason}` : reason);
  }
}

/** Players still on the books: the dead are history. */
export const living = (t: LeagueTeam): LeaguePlayer[] => t.players.filter((p) => !p.dead);
