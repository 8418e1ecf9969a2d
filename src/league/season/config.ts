// A league's configuration: which game, its house rules (the ruleset's own options, checked by the ruleset's own
// schema, so a league can choose exactly the optional rules a single match can), the schedule, deadlines, points
// and tie-breakers. Errors name the field and what it takes, never the value given.

import { validateOptions, OptionsError } from '../../core/options';
import type { Json } from '../../core/types';
import { rulesets } from '../../index';

export type ScheduleKind = 'round-robin' | 'swiss';

/** Points for each outcome. `landslideWin`/`landslideLoss` apply when a match ends in a landslide (rush). */
export interface PointsScheme {
  win: number;
  draw: number;
  loss: number;
  landslideWin?: number;
  landslideLoss?: number;
}

/** Ways to split teams level on points, tried in the order given. */
export const TIE_BREAKERS = ['head-to-head', 'score-difference', 'scored', 'wins', 'casualty-difference', 'fewest-conceded'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export const POINT_PRESETS: Record<string, PointsScheme> = {
  /** Three for a win, one for a draw: most football-style leagues. */
  'three-one-zero': { win: 3, draw: 1, loss: 0 },
  /** NAF tournaments and many Blood Bowl leagues. */
  'two-one-zero': { win: 2, draw: 1, loss: 0 },
  /** A real DreadBall league (facts.md §3.7): win 2, loss or draw 1, landslide win 3, landslide loss 0. */
  landslide: { win: 2, draw: 1, loss: 1, landslideWin: 3, landslideLoss: 0 },
};

export interface LeagueConfig {
  name: string;
  /** A ruleset id. */
  game: string;
  /** The ruleset's options as the league fixes them for every match (defaults filled in). */
  houseRules: Record<string, Json>;
  schedule: ScheduleKind;
  /** Swiss only: how many rounds. Round robin plays every pair once (twice when `legs` is 2). */
  rounds?: number;
  legs?: 1 | 2;
  /** Days each round has before its fixtures are overdue; null for no deadline. */
  roundDays: number | null;
  /** ISO date of the first round's start, when deadlines are kept. */
  starts?: string;
  points: PointsScheme;
  tieBreakers: TieBreaker[];
  /** How many of the top teams go into the playoffs (0: none). */
  playoffTeams: number;
}

/** What a commissioner sends: a preset's name may stand for the points. */
export interface LeagueInput extends Partial<Omit<LeagueConfig, 'points' | 'houseRules'>> {
  name: string;
  game: string;
  houseRules?: Record<string, unknown>;
  points?: PointsScheme | string;
}

export class LeagueError extends Error {
  override name = 'LeagueError';
}

/** Options a league may not fix: every match draws its own seed, and scripted dice are not a league match. */
const PER_MATCH = ['seed', 'scenario'];

const count = (v: unknown, field: string, min: number, max: number): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new LeagueError(`${field}: expected a whole number from ${min} to ${max}`);
  return v;
};

function pointsOf(p: PointsScheme | string | undefined, game: string): PointsScheme {
  if (p === undefined) return game === 'rush' ? POINT_PRESETS.landslide : POINT_PRESETS['three-one-zero'];
  if (typeof p === 'string') {
    if (!Object.hasOwn(POINT_PRESETS, p)) throw new LeagueError(`points: expected one of ${Object.keys(POINT_PRESETS).join(', ')} or {win, draw, loss}`);
    return POINT_PRESETS[p];
  }
  const out: PointsScheme = { win: 0, draw: 0, loss: 0 };
  for (const k of ['win', 'draw', 'loss', 'landslideWin', 'landslideLoss'] as const) {
    if (p[k] === undefined) {
      if (k === 'win' || k === 'draw' || k === 'loss') throw new LeagueError(`points.${k}: missing`);
      continue;
    }
    out[k] = count(p[k], `points.${k}`, -10, 10);
  }
  return out;
}

/** A whole league configuration from a commissioner's input, or a LeagueError naming the first bad field. */
export function leagueConfig(input: LeagueInput): LeagueConfig {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name || name.length > 100) throw new LeagueError('name: expected 1 to 100 characters');
  const info = rulesets().find((r) => r.id === input.game);
  if (!info) throw new LeagueError(`game: expected one of ${rulesets().map((r) => r.id).join(', ')}`);
  const given = input.houseRules ?? {};
  for (const k of PER_MATCH) if (Object.hasOwn(given, k)) throw new LeagueError(`houseRules.${k}: chosen per match, not by the league`);
  let houseRules: Record<string, Json>;
  try {
    houseRules = validateOptions(info.options, given);
  } catch (e) {
    if (e instanceof OptionsError) throw new LeagueError(`houseRules: ${e.message}`);
    throw e;
  }
  for (const k of PER_MATCH) delete houseRules[k];
  const schedule = input.schedule ?? 'round-robin';
  if (schedule !== 'round-robin' && schedule !== 'swiss') throw new LeagueError('schedule: expected round-robin or swiss');
  const config: LeagueConfig = {
    name,
    game: info.id,
    houseRules,
    schedule,
    roundDays: input.roundDays == null ? null : count(input.roundDays, 'roundDays', 1, 365),
    points: pointsOf(input.points, info.id),
    tieBreakers: tieBreakersOf(input.tieBreakers),
    playoffTeams: input.playoffTeams === undefined ? 0 : count(input.playoffTeams, 'playoffTeams', 0, 64),
  };
  if (schedule === 'swiss') config.rounds = input.rounds === undefined ? 5 : count(input.rounds, 'rounds', 1, 50);
  else config.legs = input.legs === undefined ? 1 : (count(input.legs, 'legs', 1, 2) as 1 | 2);
  if (input.starts !== undefined) {
    if (typeof input.starts !== 'string' || Number.isNaN(Date.parse(input.starts))) throw new LeagueError('starts: expected a date (ISO 8601)');
    config.starts = new Date(Date.parse(input.starts)).toISOString();
  }
  if (config.playoffTeams === 1) throw new LeagueError('playoffTeams: expected 0 (no playoffs) or at least 2');
  return config;
}

function tieBreakersOf(v: unknown): TieBreaker[] {
  if (v === undefined) return ['head-to-head', 'score-difference', 'scored'];
  if (!Array.isArray(v) || v.length > TIE_BREAKERS.length) throw new LeagueError(`tieBreakers: expected a list of ${TIE_BREAKERS.join(', ')}`);
  const out: TieBreaker[] = [];
  v.forEach((t, i) => {
    if (!(TIE_BREAKERS as readonly unknown[]).includes(t)) throw new LeagueError(`tieBreakers[${i}]: expected one of ${TIE_BREAKERS.join(', ')}`);
    if (out.includes(t as TieBreaker)) throw new LeagueError(`tieBreakers[${i}]: named twice`);
    out.push(t as TieBreaker);
  });
  return out;
}

/** When round `round` (1-based) is due, or null without deadlines. */
export function deadlineOf(config: LeagueConfig, round: number, startedAt: string): string | null {
  if (config.roundDays === null) return null;
  const from = Date.parse(config.starts ?? startedAt);
  return new Date(from + round * config.roundDays * 86_400_000).toISOString();
}
