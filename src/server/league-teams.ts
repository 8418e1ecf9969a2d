// League entries' teams on the server: a team is checked when it is entered, makes its fixtures' match options, is
// carried through each finished match's post-match sequence (written with the result, once: leagues.ts settle), and
// changed between matches by its own coach only (an advancement roll spent, a player hired or fired).
// The teams themselves are src/league/team's (docs/teams.md); this file only keeps them.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seedRng } from '../core/rng';
import type { Json, MatchRecord } from '../index';
import { SKILLS } from '../games/gridiron/skills';
import { positionOf, rosterOf } from '../league/team/gridiron';
import {
  advanceOptions,
  chooseAdvance,
  fire,
  hire,
  LEAGUE_GAMES,
  LeagueTeamError,
  matchOptions,
  parseLeagueTeam,
  teamsAfterRecord,
  teamsAfterTabletop,
  teamValue,
  toMatchTeam,
  type AdvanceChoice,
  type AfterRecord,
  type TabletopFacts,
  type Hire,
  type LeagueTeam,
} from '../league/team/index';
import { HttpError } from './http';
import type { EntryRow, FixtureRow, LeagueRow, ResultRow, TeamAfter } from './league-store';
import type { Store } from './store';

const SIDES = ['home', 'away'] as const;

/** A LeagueTeamError as a request's error: the field under `team`, never the value. */
function refused(e: unknown, under = 'team'): never {
  // The teams' functions call a player `playerId`; the routes' bodies call him `player`.
  const field = e instanceof LeagueTeamError && under !== 'team' && e.field === 'playerId' ? 'player' : (e as LeagueTeamError).field;
  if (e instanceof LeagueTeamError) throw new HttpError(400, (field ? `${under}.${field}: ${e.reason}` : `${under}: ${e.reason}`).slice(0, 300));
  throw e;
}

/** The team an entry keeps: none, or a well-formed team of the league's game. */
export function entryTeam(game: string, team: Json): Json {
  if (team === null) return null;
  if (!(LEAGUE_GAMES as readonly string[]).includes(game)) throw new HttpError(400, `team: a ${game} league keeps no teams (teams are gridiron's, dungeon's, rush's and runeball's)`);
  let t: LeagueTeam;
  try {
    t = parseLeagueTeam(team);
  } catch (e) {
    refused(e);
  }
  if (t.game !== game) throw new HttpError(400, `team.game: expected a ${game} team`);
  return team;
}

/** A stored team as the teams' functions take it (it was checked when it was stored). */
const teamOf = (t: Json): LeagueTeam | undefined => (t === null ? undefined : parseLeagueTeam(t));

/** A fixture's match options: the league's house rules and, for the entries that have one, their teams. */
export function teamOptions(houseRules: Record<string, Json>, home: Json, away: Json): Record<string, unknown> {
  const h = teamOf(home);
  const a = teamOf(away);
  if (h && a) return matchOptions(h, a, houseRules).options;
  return { ...houseRules, ...(h ? { home: toMatchTeam(h) } : {}), ...(a ? { away: toMatchTeam(a) } : {}) };
}

/** The entries' teams after a fixture's finished match: its record re-played and the post-match sequence run on it
 * with the match's own dice. None when neither entry has a team. */
export function teamsAfter(f: FixtureRow, record: MatchRecord, entries: EntryRow[]): TeamAfter[] {
  return afterRows(f, entries, (before) => teamsAfterRecord(record, before));
}

/** The fixture's two entries' teams as they stand (the team of an entry that keeps none is left out). */
export function fixtureTeams(f: FixtureRow, entries: EntryRow[]): Partial<Record<'home' | 'away', LeagueTeam>> {
  const t = (id: number) => teamOf(entries.find((e) => e.id === id)?.team ?? null);
  return { home: t(f.home), away: t(f.away) };
}

/** The entries' teams after a tabletop match, from its reported facts: the post-match sequence on fresh dice whose
 * seed the summary keeps, so the rolls can be repeated. */
export function teamsAfterReport(f: FixtureRow, facts: TabletopFacts, entries: EntryRow[]): TeamAfter[] {
  const seed = randomBytes(8).toString('hex');
  const rows = afterRows(f, entries, (before) => teamsAfterTabletop({ state: { rng: seedRng(seed), script: [] }, events: [] }, facts, before));
  return rows.map((r) => ({ ...r, summary: { ...(r.summary as object), tabletop: { seed } } as unknown as Json }));
}

function afterRows(f: FixtureRow, entries: EntryRow[], run: (before: Partial<Record<'home' | 'away', LeagueTeam>>) => AfterRecord): TeamAfter[] {
  // A bot coach makes its choices at once: its team goes into the next match with them made.
  const bySide = { home: entries.find((e) => e.id === f.home), away: entries.find((e) => e.id === f.away) };
  const before = fixtureTeams(f, entries);
  if (!before.home && !before.away) return [];
  const out = run(before);
  return SIDES.flatMap((side) => {
    const made = out.teams[side];
    if (!made) return [];
    const team = bySide[side]!.coach.startsWith('bot:') ? botChoices(made) : made;
    const summary = { side, teamValue: teamValue(team), ...(out.summary[side] ?? {}) } as unknown as Json;
    return [{ fixtureId: f.id, entryId: bySide[side]!.id, team: team as unknown as Json, summary }];
  });
}

/** A bot's advancement choices: the characteristic when the roll gives one, else the first skill of the catalogue
 * the roll opens that the player lacks. */
export function botChoices(team: LeagueTeam): LeagueTeam {
  if (team.game !== 'gridiron' && team.game !== 'dungeon') return team;
  let t = team;
  for (const p of team.players) {
    for (let n = p.advances?.length ?? 0; n > 0; n--) {
      const o = advanceOptions(t, p.id);
      const me = t.players.find((q) => q.id === p.id)!;
      const has = new Set([...(positionOf(rosterOf(t), me.position)?.skills ?? []), ...(me.skills ?? [])]);
      const skill = SKILLS.find((k) => o.categories.includes(k.category) && !has.has(k.name));
      if (o.stats.length) t = chooseAdvance(t, p.id, { stat: o.stats[0] });
      else if (skill) t = chooseAdvance(t, p.id, { skill: skill.name });
      else break;
    }
  }
  return t;
}

const ID = { type: 'string', minLength: 1, maxLength: 40 } as const;
const CHANGE = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: {
    advance: { type: 'object', required: ['player'], additionalProperties: false, properties: { player: ID, skill: { type: 'string', maxLength: 64 }, stat: { enum: ['ma', 'st', 'ag', 'av'] } } },
    hire: { type: 'object', required: ['position', 'name'], additionalProperties: false, properties: { position: { type: 'string', maxLength: 64 }, name: { type: 'string', maxLength: 64 }, number: { type: 'integer' } } },
    fire: { type: 'object', required: ['player'], additionalProperties: false, properties: { player: ID } },
  },
} as const;
const ENTRY = {
  type: 'object',
  required: ['league', 'entry'],
  additionalProperties: false,
  properties: { league: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }, entry: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

interface Change {
  advance?: { player: string; skill?: string; stat?: 'ma' | 'st' | 'ag' | 'av' };
  hire?: Hire;
  fire?: { player: string };
}

interface Deps {
  leagueOf: (id: string) => Promise<LeagueRow>;
  signedIn: (req: FastifyRequest, doing: string) => string;
  /** The league's fixtures and results with finished matches read in (and their teams updated). */
  settled: (l: LeagueRow) => Promise<{ fixtures: FixtureRow[]; byFixture: Map<number, ResultRow> }>;
}

/** An entry's page (its team and what each match did to it) and its coach's changes between matches. */
export function teamRoutes(store: Store, d: Deps): (app: FastifyInstance) => void {
  const L = store.leagues;
  const entryOf = async (l: LeagueRow, idText: string): Promise<EntryRow> => {
    const e = (await L.entries(l.id)).find((x) => x.id === Number(idText));
    if (!e) throw new HttpError(404, 'this league has no entry with that number');
    return e;
  };
  return (app) => {
    app.get<{ Params: { league: string; entry: string } }>('/api/leagues/:league/entries/:entry', { schema: { params: ENTRY } }, async (req) => {
      const l = await d.leagueOf(req.params.league);
      const w = await d.settled(l);
      const e = await entryOf(l, req.params.entry);
      const log = (await L.teamLog(l.id)).filter((x) => x.entryId === e.id);
      const entries = new Map((await L.entries(l.id)).map((x) => [x.id, x.name]));
      const fixtures = new Map(w.fixtures.map((f) => [f.id, f]));
      const history = w.fixtures
        .filter((f) => (f.home === e.id || f.away === e.id) && w.byFixture.has(f.id))
        .map((f) => {
          const r = w.byFixture.get(f.id)!;
          const home = f.home === e.id;
          return {
            fixture: f.id,
            stage: f.stage,
            round: f.round,
            opponent: { id: home ? f.away : f.home, name: entries.get(home ? f.away : f.home) ?? '?' },
            side: home ? 'home' : 'away',
            score: { for: home ? r.homeScore : r.awayScore, against: home ? r.awayScore : r.homeScore },
            matchId: fixtures.get(f.id)!.matchId,
            postMatch: log.find((x) => x.fixtureId === f.id)?.summary ?? null,
          };
        });
      const team = e.team === null ? null : parseLeagueTeam(e.team);
      return { id: e.id, name: e.name, coach: e.coach, team, teamValue: team ? teamValue(team) : null, history };
    });

    app.post<{ Params: { league: string; entry: string }; Body: Change }>('/api/leagues/:league/entries/:entry/team', { schema: { params: ENTRY, body: CHANGE } }, async (req) => {
      const l = await d.leagueOf(req.params.league);
      const me = d.signedIn(req, 'change a team');
      const e = await entryOf(l, req.params.entry);
      if (me !== e.coach) throw new HttpError(403, 'only the entry\'s own coach may change its team');
      if (e.team === null) throw new HttpError(409, 'this entry has no team');
      const w = await d.settled(l);
      if (w.fixtures.some((f) => f.matchId !== null && !w.byFixture.has(f.id) && (f.home === e.id || f.away === e.id))) {
        throw new HttpError(409, 'this team is playing a league match: it changes between matches');
      }
      const fresh = await entryOf(l, req.params.entry);
      const before = parseLeagueTeam(fresh.team);
      let after: LeagueTeam;
      const b = req.body;
      try {
        if (b.advance) {
          const choice: AdvanceChoice = b.advance.stat !== undefined ? { stat: b.advance.stat } : { skill: b.advance.skill ?? '' };
          after = chooseAdvance(before, b.advance.player, choice);
        } else if (b.hire) after = hire(before, b.hire);
        else after = fire(before, b.fire!.player);
      } catch (err) {
        refused(err, Object.keys(b)[0]);
      }
      if (!(await L.setTeam(e.id, fresh.team, after as unknown as Json))) throw new HttpError(409, 'the team changed meanwhile: reload it');
      return { id: e.id, name: e.name, coach: e.coach, team: after, teamValue: teamValue(after) };
    });
  };
}
