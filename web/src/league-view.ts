// How the league screens word and group what the league API sends: pure, so it is tested without a browser.

import type { EntryPageView, FixtureView, LeagueView } from '../../src/api/leagues';

export interface FixtureGroup {
  title: string;
  fixtures: FixtureView[];
}

/** A playoff round's name by how many rounds are left after it. */
export function playoffRoundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Playoff round ${round}`;
}

/** The fixtures by round, the season's first, then the playoffs' rounds by their names. */
export function groupFixtures(fixtures: readonly FixtureView[], playoffRounds: number): FixtureGroup[] {
  const groups = new Map<string, FixtureGroup>();
  const ordered = [...fixtures].sort((a, b) => (a.stage === b.stage ? a.round - b.round || a.slot - b.slot || a.id - b.id : a.stage === 'season' ? -1 : 1));
  for (const f of ordered) {
    const title = f.stage === 'season' ? `Round ${f.round}` : playoffRoundName(f.round, playoffRounds);
    const g = groups.get(title) ?? { title, fixtures: [] };
    g.fixtures.push(f);
    groups.set(title, g);
  }
  return [...groups.values()];
}

/** A fixture's state in a few words: its score, or what it waits for. */
export function fixtureState(f: FixtureView): string {
  const r = f.result;
  if (r) {
    const score = `${r.homeScore}–${r.awayScore}${r.landslide ? ' (landslide)' : ''}`;
    return r.confirmed ? score : `${score}, awaiting the opponent's confirmation`;
  }
  if (f.matchId !== null) return 'being played online';
  return f.overdue ? 'overdue' : 'to play';
}

/** The points scheme in words: "win 2, draw 1, loss 1, landslide win 3, landslide loss 0". */
export function pointsText(p: LeagueView['config']['points']): string {
  const parts = [`win ${p.win}`, `draw ${p.draw}`, `loss ${p.loss}`];
  if (p.landslideWin !== undefined) parts.push(`landslide win ${p.landslideWin}`);
  if (p.landslideLoss !== undefined) parts.push(`landslide loss ${p.landslideLoss}`);
  return parts.join(', ');
}

/** One match of a player's career, as the team's history tells it. */
export interface PlayerMatch {
  fixture: number;
  round: number;
  stage: 'season' | 'playoff';
  opponent: string;
  score: string;
  spp: number;
  mvp: boolean;
  injuries: string[];
  advances: string[];
  dead: boolean;
}

/** A player's matches: the SPP each gave him, MVPs, injuries (the result and its effect) and advancement rolls. */
export function playerHistory(page: EntryPageView, playerId: string): PlayerMatch[] {
  return page.history.flatMap((h) => {
    const pm = h.postMatch;
    if (!pm) return [];
    const injuries = (pm.injuries ?? []).filter((i) => i.id === playerId).map((i) => (i.result && i.result !== i.effect ? `${i.result} (${i.effect})` : i.effect));
    const advances = (pm.advances ?? []).filter((a) => a.id === playerId).map((a) => `${a.rank}: ${a.dice[0]}+${a.dice[1]}`);
    const spp = (pm.spp ?? []).find((s) => s.id === playerId)?.earned ?? 0;
    const mvp = pm.mvp === playerId;
    const dead = (pm.dead ?? []).includes(playerId);
    if (!spp && !mvp && !injuries.length && !advances.length && !dead) return [];
    return [{ fixture: h.fixture, round: h.round, stage: h.stage, opponent: h.opponent.name, score: `${h.score.for}-${h.score.against}`, spp, mvp, injuries, advances, dead }];
  });
}

/** A player's state in a word or two: dead, out for the next match, an advancement roll waiting, or fit. */
export function playerStatus(p: NonNullable<EntryPageView['team']>['players'][number]): string {
  if (p.dead) return 'dead';
  const parts = [];
  if (p.missNextGame) parts.push('misses next match');
  if (p.advances?.length) parts.push(`${p.advances.length} advance${p.advances.length > 1 ? 's' : ''} to choose`);
  return parts.join(', ') || 'fit';
}

/** Whose a coach string is: a bot's (`bot:<name>`), or an account's. */
export const isBot = (coach: string | undefined): boolean => !!coach?.startsWith('bot:');

/** What the viewer may do with a fixture, by who he is (his account id, null when signed out):
 * - `play`: a coach of a fixture with no match yet opens it online (a bot's seat is the server's);
 * - `report`: a coach of a fixture between two coaches reports the score played at the table;
 * - `confirm`: the opponent of the reporting coach (or the commissioner) confirms or rejects a report;
 * - `start`: the commissioner starts a bot-v-bot fixture, which the server plays to its end;
 * - `rule`: the commissioner records a result for a bot's fixture he does not coach. */
export type FixtureAction = 'play' | 'report' | 'confirm' | 'start' | 'rule';

export function fixtureActions(f: FixtureView, league: Pick<LeagueView, 'entries' | 'commissioner' | 'status'>, me: string | null): FixtureAction[] {
  if (!me || league.status !== 'running') return [];
  const coach = (id: number) => league.entries.find((e) => e.id === id)?.coach;
  const home = coach(f.home.id);
  const away = coach(f.away.id);
  const mine = me === home || me === away;
  const commissioner = me === league.commissioner;
  const bots = isBot(home) || isBot(away);
  const out: FixtureAction[] = [];
  if (f.result) {
    if (!f.result.confirmed && f.result.reportedBy !== me && (commissioner || mine)) out.push('confirm');
    return out;
  }
  if (f.matchId !== null) return out;
  if (mine) out.push('play');
  if (mine && !bots) out.push('report');
  if (commissioner && isBot(home) && isBot(away)) out.push('start');
  if (commissioner && bots && !mine) out.push('rule');
  return out;
}

/** The bot-v-bot fixtures the commissioner can set playing now: no match, no result, and neither team already in a
 * league match (a team plays one at a time). */
export function botFixturesToStart(league: Pick<LeagueView, 'entries' | 'fixtures'>): FixtureView[] {
  const coach = (id: number) => league.entries.find((e) => e.id === id)?.coach;
  const busy = new Set(league.fixtures.filter((f) => f.matchId !== null && !f.result).flatMap((f) => [f.home.id, f.away.id]));
  const out: FixtureView[] = [];
  for (const f of league.fixtures) {
    if (f.result || f.matchId !== null || !isBot(coach(f.home.id)) || !isBot(coach(f.away.id))) continue;
    if (busy.has(f.home.id) || busy.has(f.away.id)) continue;
    busy.add(f.home.id);
    busy.add(f.away.id);
    out.push(f);
  }
  return out;
}

/** Whether a fixture of the league is being played: the page keeps looking until not. */
export const inPlay = (league: Pick<LeagueView, 'fixtures'>): boolean => league.fixtures.some((f) => f.matchId !== null && !f.result);

/** Whether the league page should look again by itself, and how often: every 2 s while a match is being played (its
 * result comes in as it ends); every 5 s while a tabletop report waits for its confirmation (the reporter sees it
 * answered, the opponent sees it come) or the viewer coaches a table fixture still without a result (the opponent
 * may report it any moment); else never. */
export function followEvery(league: Pick<LeagueView, 'fixtures' | 'entries' | 'commissioner' | 'status'>, me: string | null): number | null {
  if (league.status !== 'running') return null;
  if (inPlay(league)) return 2000;
  const waiting = league.fixtures.some((f) => f.result && !f.result.confirmed);
  const mine = league.fixtures.some((f) => fixtureActions(f, league, me).includes('report'));
  return waiting || mine ? 5000 : null;
}

/** Whether every drawn fixture has a confirmed result, so the commissioner may draw what comes next. */
export const roundDone = (league: Pick<LeagueView, 'fixtures'>): boolean => league.fixtures.every((f) => f.result?.confirmed);

/** One fact of a tabletop match as the report form lists it. A casualty names its victim (side and player), the
 * result rolled at the table, and who caused it ('' for nobody: the crowd, a failed dodge); the others name the
 * player who made it. */
export type FactKind = 'touchdown' | 'completion' | 'interception' | 'casualty' | 'mvp';
export interface FactRow {
  kind: FactKind;
  side: 'home' | 'away';
  player: string;
  injury?: string;
  by?: string;
}

export interface ReportFacts {
  players: { side: 'home' | 'away'; player: string; touchdowns?: number; completions?: number; interceptions?: number; mvp?: number }[];
  casualties: { side: 'home' | 'away'; player: string; injury: string; by?: string }[];
}

/** The form's rows as the report's body has them: a line per player with his tallies, and the casualty list.
 * Rows with no player chosen yet are left out. */
export function reportFacts(rows: readonly FactRow[]): ReportFacts {
  const lines = new Map<string, ReportFacts['players'][number]>();
  const casualties: ReportFacts['casualties'] = [];
  const tally = { touchdown: 'touchdowns', completion: 'completions', interception: 'interceptions', mvp: 'mvp' } as const;
  for (const r of rows) {
    if (!r.player) continue;
    if (r.kind === 'casualty') {
      casualties.push({ side: r.side, player: r.player, injury: r.injury ?? 'Badly Hurt', ...(r.by ? { by: r.by } : {}) });
      continue;
    }
    const key = `${r.side}:${r.player}`;
    const l = lines.get(key) ?? { side: r.side, player: r.player };
    const k = tally[r.kind];
    l[k] = (l[k] ?? 0) + 1;
    lines.set(key, l);
  }
  return { players: [...lines.values()], casualties };
}
