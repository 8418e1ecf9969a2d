// Leagues over HTTP: a commissioner (a signed-in account) creates a league, coaches join it with a team (or the
// commissioner adds entries, bots included), the commissioner draws the schedule round by round (a round robin all
// at once; swiss and the playoffs as the previous round completes), and each fixture is either played online, as an
// online match whose two seats are already held by the entries' coaches (seats.ts), or played at the table and
// reported by one coach and confirmed by the other. A finished online match's result is read into the league the
// next time the league is looked at, so no path of the match's own code needs to know about leagues.
//
// Errors name the problem in one line and repeat nothing the request sent (http.ts).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { botNames } from '../bots/index';
import { replay, rulesets, type Json, type MatchRecord } from '../index';
import {
  bracket,
  deadlineOf,
  leaderboard,
  leagueConfig,
  linesFromReport,
  LeagueError,
  pairKey,
  playedOf,
  roundRobin,
  standings,
  swissRound,
  type Bracket,
  type LeagueInput,
  type Played,
  type PlayerLine,
} from '../league/season/index';
import type { FixtureView, LeadersView, LeagueSummary, LeagueView } from '../api/leagues';
import { HttpError } from './http';
import type { EntryRow, FixtureRow, LeagueRow, NewFixture, ResultRow, TeamAfter } from './league-store';
import { openOnline } from './seats';
import type { Store } from './store';
import type { BotSeats } from './bot-seats';
import { entryTeam, fixtureTeams, teamsAfter, teamsAfterReport, teamOptions, teamRoutes } from './league-teams';
import { casualtiesBy, checkTabletop, LeagueTeamError, TABLETOP_INJURIES, type LeagueTeam, type TabletopCasualty, type TabletopFacts } from '../league/team/index';

const NUMBER = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const LEAGUE = { type: 'object', required: ['league'], additionalProperties: false, properties: { league: NUMBER } } as const;
const FIXTURE = { type: 'object', required: ['league', 'fixture'], additionalProperties: false, properties: { league: NUMBER, fixture: NUMBER } } as const;

const CREATE = {
  type: 'object',
  required: ['name', 'game'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 100 },
    game: { type: 'string', maxLength: 64 },
    houseRules: { type: 'object', maxProperties: 64 },
    schedule: { type: 'string', maxLength: 32 },
    rounds: { type: 'integer' },
    legs: { type: 'integer' },
    roundDays: { type: ['integer', 'null'] },
    starts: { type: 'string', maxLength: 64 },
    points: {
      anyOf: [
        { type: 'string', maxLength: 32 },
        {
          type: 'object',
          additionalProperties: false,
          required: ['win', 'draw', 'loss'],
          properties: { win: { type: 'integer' }, draw: { type: 'integer' }, loss: { type: 'integer' }, landslideWin: { type: 'integer' }, landslideLoss: { type: 'integer' } },
        },
      ],
    },
    tieBreakers: { type: 'array', maxItems: 16, items: { type: 'string', maxLength: 32 } },
    playoffTeams: { type: 'integer' },
  },
} as const;

const ENTRY = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    /** The team as the teams' format has it; the league keeps it as given. */
    team: { type: ['object', 'array', 'null'] },
    /** The commissioner only: another coach's account name, or `bot:<name>`. */
    coach: { type: 'string', maxLength: 64 },
  },
} as const;

const TALLY = { type: 'integer', minimum: 0, maximum: 99 } as const;
const REPORT = {
  type: 'object',
  required: ['homeScore', 'awayScore'],
  additionalProperties: false,
  properties: {
    homeScore: { type: 'integer', minimum: 0, maximum: 999 },
    awayScore: { type: 'integer', minimum: 0, maximum: 999 },
    /** Needed only when the score does not say (rush: the score track decides, a landslide ends it). */
    winner: { enum: ['home', 'away', null] },
    landslide: { type: 'boolean' },
    players: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['side', 'player'],
        additionalProperties: false,
        properties: {
          side: { enum: ['home', 'away'] },
          player: { type: 'string', maxLength: 64 },
          name: { type: 'string', maxLength: 64 },
          touchdowns: TALLY,
          casualties: TALLY,
          completions: TALLY,
          interceptions: TALLY,
          mvp: { type: 'integer', minimum: 0, maximum: 1 },
        },
      },
    },
    /** Each casualty as rolled at the table: the victim, the result's lasting effect, and who caused it. */
    casualties: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        required: ['side', 'player', 'injury'],
        additionalProperties: false,
        properties: {
          side: { enum: ['home', 'away'] },
          player: { type: 'string', maxLength: 64 },
          injury: { enum: TABLETOP_INJURIES },
          by: { type: 'string', maxLength: 64 },
        },
      },
    },
  },
} as const;

interface ReportBody {
  homeScore: number;
  awayScore: number;
  winner?: 'home' | 'away' | null;
  landslide?: boolean;
  players?: (Omit<PlayerLine, 'entry' | 'injury' | 'injuredBy'> & { side: 'home' | 'away' })[];
  casualties?: TabletopCasualty[];
}

/** A report's facts, checked against the fixture's teams; a wrong one is a 400 naming its field. */
function reportFacts(b: ReportBody, winner: 'home' | 'away' | null, teams: Partial<Record<'home' | 'away', LeagueTeam>>): TabletopFacts {
  const facts: TabletopFacts = {
    score: { home: b.homeScore, away: b.awayScore },
    winner,
    landslide: !!b.landslide,
    players: (b.players ?? []).map(({ side, player, touchdowns, completions, interceptions, casualties, mvp }) => ({ side, player, touchdowns, completions, interceptions, casualties, mvp })),
    casualties: b.casualties ?? [],
  };
  try {
    checkTabletop(facts, teams);
  } catch (e) {
    if (e instanceof LeagueTeamError) throw new HttpError(400, e.message.slice(0, 300));
    throw e;
  }
  return facts;
}

/** The leaderboard lines a tabletop report keeps: one per player named, with the casualty he suffered on his line,
 * so that the facts can be read back from them when the opponent confirms. */
function reportLines(f: FixtureRow, b: ReportBody, facts: TabletopFacts, teams: Partial<Record<'home' | 'away', LeagueTeam>>): PlayerLine[] {
  const lines = new Map<string, PlayerLine>();
  const line = (side: 'home' | 'away', player: string): PlayerLine => {
    const key = `${side}:${player}`;
    let l = lines.get(key);
    if (!l) {
      const name = teams[side]?.players.find((p) => p.id === player)?.name;
      l = { entry: str(side === 'home' ? f.home : f.away), player, ...(name ? { name } : {}) };
      lines.set(key, l);
    }
    return l;
  };
  for (const { side, ...p } of b.players ?? []) {
    const l = line(side, p.player);
    Object.assign(l, p.name ? { name: p.name } : {}, { touchdowns: p.touchdowns, completions: p.completions, interceptions: p.interceptions, mvp: p.mvp });
  }
  for (const c of facts.casualties) {
    if (c.by !== undefined) line(c.side === 'home' ? 'away' : 'home', c.by);
    Object.assign(line(c.side, c.player), { injury: c.injury, ...(c.by !== undefined ? { injuredBy: c.by } : {}) });
  }
  for (const [key, l] of lines) {
    const [side, ...rest] = key.split(':');
    const cas = casualtiesBy(facts, side as 'home' | 'away', rest.join(':'));
    if (cas || l.casualties !== undefined) l.casualties = cas;
    for (const k of ['touchdowns', 'completions', 'interceptions', 'mvp'] as const) if (l[k] === undefined) delete l[k];
  }
  return [...lines.values()];
}

/** A stored tabletop result's facts, read back from its lines (reportLines). */
function factsOf(f: FixtureRow, r: ResultRow): TabletopFacts {
  const sideOf = (l: PlayerLine): 'home' | 'away' => (l.entry === str(f.home) ? 'home' : 'away');
  return {
    score: { home: r.homeScore, away: r.awayScore },
    winner: r.winner,
    landslide: r.landslide,
    players: r.players.map((l) => ({ side: sideOf(l), player: l.player, touchdowns: l.touchdowns, completions: l.completions, interceptions: l.interceptions, casualties: l.casualties, mvp: l.mvp })),
    casualties: r.players.filter((l) => l.injury !== undefined).map((l) => ({ side: sideOf(l), player: l.player, injury: l.injury as TabletopCasualty['injury'], ...(l.injuredBy !== undefined ? { by: l.injuredBy } : {}) })),
  };
}


const str = (n: number) => String(n);

/** The largest team a league keeps, as JSON text: a full roster with its players' histories is a few KB. */
const MAX_TEAM = 200_000;

/** A result counts once it is confirmed: a match's at once, a tabletop report when the opponent (or the
 * commissioner) confirms it. */
const counts = (r: ResultRow) => r.confirmedBy !== null;

function playedFrom(f: FixtureRow, r: ResultRow): Played {
  // Casualties caused, for the casualty-difference tie-breaker, as the players' lines tally them.
  const cas = (entry: number) => r.players.filter((p) => p.entry === str(entry)).reduce((sum, p) => sum + (p.casualties ?? 0), 0);
  return { home: str(f.home), away: str(f.away), homeScore: r.homeScore, awayScore: r.awayScore, winner: r.winner, landslide: r.landslide, homeCasualties: cas(f.home), awayCasualties: cas(f.away) };
}

/** The leaderboard lines of a finished match, from its post-match report (gridiron and dungeon emit one as an
 * `after-match` event); none for a game without one. Read once, when the result is recorded. */
function reportedLines(record: MatchRecord, entryOf: Record<string, string>): PlayerLine[] {
  let report: unknown = null;
  try {
    replay(record, (_step, events) => {
      for (const e of events) if (e.type === 'after-match') report = (e as { report?: unknown }).report;
    });
  } catch {
    return [];
  }
  return linesFromReport(report, entryOf);
}

export function leagueRoutes(store: Store, bots?: BotSeats): (app: FastifyInstance) => void {
  const L = store.leagues;

  const leagueOf = async (id: string): Promise<LeagueRow> => {
    const l = await L.league(Number(id));
    if (!l) throw new HttpError(404, 'there is no league with that number');
    return l;
  };
  const signedIn = (req: FastifyRequest, doing: string): string => {
    if (!req.who || req.who.kind !== 'account') throw new HttpError(401, `sign in with an account to ${doing}`);
    return req.who.identity;
  };
  const commissionerOnly = (req: FastifyRequest, l: LeagueRow, doing: string) => {
    if (signedIn(req, doing) !== l.commissioner) throw new HttpError(403, `only the league's commissioner may ${doing}`);
  };

  /** Reads the result of every finished online match of the league that has none yet. */
  const settle = async (l: LeagueRow, fixtures: FixtureRow[], results: ResultRow[]): Promise<ResultRow[]> => {
    const known = new Set(results.map((r) => r.fixtureId));
    const seats = rulesets().find((r) => r.id === l.game)?.seats ?? ['home', 'away'];
    let added = false;
    let entries: EntryRow[] | null = null;
    for (const f of fixtures) {
      if (f.matchId === null || known.has(f.id)) continue;
      const m = await store.get(f.matchId);
      // A match with a bot seat goes on here when its process stopped mid-play.
      if (m && m.status === 'playing') bots?.drive(m.id, goOn(l.id, m.id));
      if (!m || m.status !== 'finished' || !m.result) continue;
      const p = playedOf(str(f.home), str(f.away), m.result, [seats[0], seats[1]]);
      const players = typeof m.record === 'string' ? [] : reportedLines(m.record, { [seats[0]]: str(f.home), [seats[1]]: str(f.away) });
      const row: ResultRow = { fixtureId: f.id, homeScore: p.homeScore, awayScore: p.awayScore, winner: p.winner, landslide: !!p.landslide, source: 'match', reportedBy: null, confirmedBy: 'match', players };
      // The entries' teams after the match, written with its result, once (league-teams.ts).
      entries ??= await L.entries(l.id);
      let after: TeamAfter[] = [];
      try {
        if (typeof m.record !== 'string') after = teamsAfter(f, m.record, entries);
      } catch (e) {
        // The result still counts; the teams stay as they were, and the server's log says why.
        console.error(`league ${l.id}: fixture ${f.id}: the post-match sequence failed: ${(e as Error).message}`);
      }
      // Written here or, a moment before, by another request: either way the results are read again, so that the
      // caller (startBots above all) sees this match over and its teams free.
      await L.addResult(row, after);
      added = true;
    }
    return added ? L.results(l.id) : results;
  };

  /** Everything the league page shows, with finished matches' results read in first. */
  const whole = async (l: LeagueRow) => {
    const entries = await L.entries(l.id);
    const fixtures = await L.fixtures(l.id);
    const results = await settle(l, fixtures, await L.results(l.id));
    const byFixture = new Map(results.map((r) => [r.fixtureId, r]));
    const names = new Map(entries.map((e) => [e.id, e.name]));
    const season = fixtures.filter((f) => f.stage === 'season');
    const played = season.flatMap((f) => {
      const r = byFixture.get(f.id);
      return r && counts(r) ? [playedFrom(f, r)] : [];
    });
    const table = standings(entries.map((e) => str(e.id)), played, l.config);
    const now = Date.now();
    const views: FixtureView[] = fixtures.map((f) => {
      const r = byFixture.get(f.id);
      const { fixtureId: _f, players: _p, ...shown } = r ?? ({} as ResultRow);
      return {
        id: f.id,
        stage: f.stage,
        round: f.round,
        slot: f.slot,
        home: { id: f.home, name: names.get(f.home) ?? '?' },
        away: { id: f.away, name: names.get(f.away) ?? '?' },
        deadline: f.deadline,
        overdue: !r && f.deadline !== null && Date.parse(f.deadline) < now,
        matchId: f.matchId,
        replay: f.matchId !== null && r?.source === 'match' ? `/#/replay/${f.matchId}` : null,
        result: r ? { ...shown, confirmed: counts(r) } : null,
      };
    });
    return { entries, fixtures, results, byFixture, table, views, names };
  };

  const playoffBracket = (l: LeagueRow, w: Awaited<ReturnType<typeof whole>>): Bracket | null => {
    if (l.config.playoffTeams < 2) return null;
    const seeded = w.table.slice(0, l.config.playoffTeams).map((s) => s.entry);
    const winners: Record<string, string> = {};
    for (const f of w.fixtures.filter((x) => x.stage === 'playoff')) {
      const r = w.byFixture.get(f.id);
      // A knockout tie needs a winner: a drawn one goes to the home side, the better seed of its first round.
      if (r && counts(r)) winners[`${f.round}:${f.slot}`] = str(r.winner === 'away' ? f.away : f.home);
    }
    return bracket(seeded, winners);
  };

  const shown = async (l: LeagueRow): Promise<LeagueView> => {
    const w = await whole(l);
    const b = w.fixtures.some((f) => f.stage === 'playoff') ? playoffBracket(l, w) : null;
    const name = (id: string | null) => (id === null ? null : { id: Number(id), name: w.names.get(Number(id)) ?? '?' });
    return {
      ...l,
      entries: w.entries.map(({ leagueId: _l, team: _t, ...e }) => e),
      standings: w.table.map((s) => ({ ...s, entry: Number(s.entry), name: w.names.get(Number(s.entry)) ?? '?' })),
      fixtures: w.views,
      playoffs: b && {
        champion: name(b.champion),
        rounds: b.rounds.map((ties) => ties.map((t) => ({ round: t.round, slot: t.slot, home: name(t.home), away: name(t.away), winner: name(t.winner) }))),
      },
    };
  };

  /** The next fixtures the league needs, or why there are none yet. */
  const nextFixtures = async (l: LeagueRow): Promise<{ fixtures: NewFixture[]; finished: boolean }> => {
    const w = await whole(l);
    const ids = w.entries.map((e) => str(e.id));
    const now = new Date().toISOString();
    const season = w.fixtures.filter((f) => f.stage === 'season');
    const done = (f: FixtureRow) => {
      const r = w.byFixture.get(f.id);
      return r !== undefined && counts(r);
    };
    const dated = (round: number) => deadlineOf(l.config, round, l.created ?? now);
    if (season.length === 0) {
      if (ids.length < 2) throw new HttpError(409, 'a league needs at least two entries before its schedule is drawn');
      const rounds = l.config.schedule === 'swiss' ? [swissRound(1, ids, new Set())] : roundRobin(ids, l.config.legs ?? 1);
      const fixtures = rounds.flatMap((r) => r.fixtures.map((f) => ({ stage: 'season' as const, round: f.round, slot: 0, home: Number(f.home), away: Number(f.away), deadline: dated(f.round) })));
      return { fixtures, finished: false };
    }
    if (!season.every(done)) throw new HttpError(409, 'the season\'s current fixtures are not all played: every one needs a confirmed result first');
    const lastRound = Math.max(...season.map((f) => f.round));
    if (l.config.schedule === 'swiss' && lastRound < (l.config.rounds ?? 0)) {
      const met = new Set(season.map((f) => pairKey(str(f.home), str(f.away))));
      const byes = new Set<string>();
      for (let r = 1; r <= lastRound; r++) {
        const busy = new Set(season.filter((f) => f.round === r).flatMap((f) => [str(f.home), str(f.away)]));
        for (const e of ids) if (!busy.has(e)) byes.add(e);
      }
      const round = swissRound(lastRound + 1, w.table.map((s) => s.entry), met, byes);
      return { fixtures: round.fixtures.map((f) => ({ stage: 'season', round: f.round, slot: 0, home: Number(f.home), away: Number(f.away), deadline: dated(f.round) })), finished: false };
    }
    const b = playoffBracket(l, w);
    if (!b) return { fixtures: [], finished: true };
    if (b.champion !== null) return { fixtures: [], finished: true };
    const drawn = new Set(w.fixtures.filter((f) => f.stage === 'playoff').map((f) => `${f.round}:${f.slot}`));
    const ready = b.rounds.flat().filter((t) => t.home !== null && t.away !== null && t.winner === null && !drawn.has(`${t.round}:${t.slot}`));
    if (ready.length === 0) throw new HttpError(409, 'the playoffs\' current ties are not all played: every one needs a confirmed result first');
    return { fixtures: ready.map((t) => ({ stage: 'playoff', round: t.round, slot: t.slot, home: Number(t.home), away: Number(t.away), deadline: null })), finished: false };
  };

  const fixtureOf = async (l: LeagueRow, idText: string): Promise<FixtureRow> => {
    const f = await L.fixture(Number(idText));
    if (!f || f.leagueId !== l.id) throw new HttpError(404, 'this league has no fixture with that number');
    return f;
  };
  const coachesOf = async (f: FixtureRow): Promise<{ home: EntryRow; away: EntryRow }> => {
    const entries = await L.entries(f.leagueId);
    return { home: entries.find((e) => e.id === f.home)!, away: entries.find((e) => e.id === f.away)! };
  };

  /** A team plays one league match at a time, so that each starts from the team the last one left. */
  const busy = (w: Awaited<ReturnType<typeof whole>>, f: FixtureRow, e: EntryRow) =>
    e.team !== null && w.fixtures.some((x) => x.id !== f.id && x.matchId !== null && !w.byFixture.has(x.id) && (x.home === e.id || x.away === e.id));

  /** Opens a fixture's online match, every seat held from the start: a human coach's by the coach, a bot's by the
   * bot, which the server plays; when the bots stop (the match over), the league's bot fixtures go on. */
  const openFixture = async (l: LeagueRow, f: FixtureRow, home: EntryRow, away: EntryRow) => {
    // The teams as they are now: a match settled a moment ago (whole's settle) has just written them, after the
    // entries the caller holds were read, and a match must start from the team the last one left.
    const now = new Map((await L.entries(l.id)).map((e) => [e.id, e]));
    home = now.get(home.id) ?? home;
    away = now.get(away.id) ?? away;
    const seats = rulesets().find((r) => r.id === l.game)!.seats;
    const holders: Record<string, string> = { [seats[0]]: home.coach, [seats[1]]: away.coach };
    const options = teamOptions(l.config.houseRules, home.team, away.team);
    const o = await openOnline(store, { ruleset: l.game, title: `${l.name}: ${home.name} v ${away.name}`, options, holders });
    if (!(await L.linkMatch(f.id, o.m.id))) throw new HttpError(409, 'this fixture\'s match was started meanwhile: reload the league');
    bots?.drive(o.m.id, goOn(l.id, o.m.id));
    return o;
  };

  /** When a match's bots stop: if it is over, its result is read in and the league's next bot fixtures start (a
   * match stopped on a human's decision is left alone, or looking at the league would drive it round and round). */
  const goOn = (leagueId: number, matchId: number) => () =>
    void (async () => {
      if ((await store.get(matchId))?.status === 'finished') await startBots(leagueId);
    })().catch((e: unknown) => console.error(`league ${leagueId}: after match ${matchId}: ${(e as Error).message}`));

  /** Bot-v-bot fixtures start on the server as soon as they can: when their round is drawn, and as the bots' other
   * matches end (a team plays one league match at a time: of its waiting bot fixtures, the earliest by stage and round
   * goes first). One pass per league at a time in this process; the fixture's link (linkMatch) keeps two processes
   * from starting it twice. */
  const starting = new Map<number, Promise<void>>();
  const startBots = (leagueId: number): Promise<void> => {
    if (!bots) return Promise.resolve();
    const prev = starting.get(leagueId) ?? Promise.resolve();
    const next = prev.then(async () => {
      const l = await L.league(leagueId);
      if (!l || l.status !== 'running') return;
      const w = await whole(l);
      const byId = new Map(w.entries.map((e) => [e.id, e]));
      const isBot = (e: EntryRow | undefined) => !!e && e.coach.startsWith('bot:');
      const order = (x: FixtureRow) => (x.stage === 'playoff' ? 1_000_000 : 0) + x.round;
      const open = (x: FixtureRow) => x.matchId === null && !w.byFixture.has(x.id);
      const taken = new Set<number>();
      for (const f of [...w.fixtures].sort((a, b) => order(a) - order(b) || a.slot - b.slot || a.id - b.id)) {
        const home = byId.get(f.home);
        const away = byId.get(f.away);
        if (!open(f) || !isBot(home) || !isBot(away)) continue;
        if (taken.has(f.home) || taken.has(f.away) || busy(w, f, home!) || busy(w, f, away!)) continue;
        taken.add(f.home).add(f.away);
        try {
          await openFixture(l, f, home!, away!);
        } catch (e) {
          // Started meanwhile elsewhere, or the match would not open: the commissioner's button retries.
          console.error(`league ${l.id}: fixture ${f.id}: the bot fixture did not start: ${(e as Error).message}`);
        }
      }
    });
    const settled = next.catch((e: unknown) => console.error(`league ${leagueId}: starting the bot fixtures failed: ${(e as Error).message}`));
    starting.set(leagueId, settled);
    void settled.finally(() => {
      if (starting.get(leagueId) === settled) starting.delete(leagueId);
    });
    return settled;
  };

  return (app) => {
    app.get('/api/leagues', async (): Promise<LeagueSummary[]> => (await L.leagues()).map(({ config, ...l }) => ({ ...l, schedule: config.schedule })));

    app.post<{ Body: LeagueInput }>('/api/leagues', { schema: { body: CREATE } }, async (req, reply) => {
      const commissioner = signedIn(req, 'create a league');
      let config;
      try {
        config = leagueConfig(req.body);
      } catch (e) {
        if (e instanceof LeagueError) throw new HttpError(400, e.message.slice(0, 300));
        throw e;
      }
      const l = await L.createLeague({ name: config.name, game: config.game, config, commissioner });
      void reply.code(201);
      return shown(l);
    });

    app.get<{ Params: { league: string } }>('/api/leagues/:league', { schema: { params: LEAGUE } }, async (req) => shown(await leagueOf(req.params.league)));

    app.get<{ Params: { league: string } }>('/api/leagues/:league/leaders', { schema: { params: LEAGUE } }, async (req) => {
      const l = await leagueOf(req.params.league);
      const w = await whole(l);
      const fixtures = new Map(w.fixtures.map((f) => [f.id, f]));
      const lines = w.results.filter(counts).flatMap((r) => r.players.filter((p) => fixtures.has(r.fixtureId)));
      const named = (board: keyof LeadersView) =>
        leaderboard(lines, board).map((x) => ({ ...x, entry: Number(x.entry), team: w.names.get(Number(x.entry)) ?? '?' }));
      const out: LeadersView = { touchdowns: named('touchdowns'), casualties: named('casualties'), spp: named('spp') };
      return out;
    });

    app.post<{ Params: { league: string }; Body: { name: string; team?: Json; coach?: string } }>(
      '/api/leagues/:league/entries',
      { schema: { params: LEAGUE, body: ENTRY } },
      async (req, reply) => {
        const l = await leagueOf(req.params.league);
        const me = signedIn(req, 'enter a league');
        if (l.status !== 'open') throw new HttpError(409, 'this league\'s schedule is drawn: it takes no more entries');
        let coach = me;
        if (req.body.coach !== undefined) {
          if (me !== l.commissioner) throw new HttpError(403, 'only the league\'s commissioner may enter a team for another coach');
          const c = req.body.coach;
          if (c.startsWith('bot:')) {
            if (!botNames().includes(c.slice(4))) throw new HttpError(400, `coach: expected an account name or one of ${botNames().map((b) => `bot:${b}`).join(', ')}`);
            coach = c;
          } else {
            const a = await store.account(c);
            if (!a) throw new HttpError(400, 'coach: there is no account of that name');
            coach = `account:${a.id}`;
          }
        }
        if (JSON.stringify(req.body.team ?? null).length > MAX_TEAM) throw new HttpError(400, `team: larger than the ${MAX_TEAM / 1000} KB a league keeps`);
        // A team, when given, is a team of the league's game in the teams' format (docs/teams.md).
        const team = entryTeam(l.game, req.body.team ?? null);
        const name = req.body.name.trim();
        if (!name) throw new HttpError(400, 'name: expected a team name');
        const e = await L.addEntry({ leagueId: l.id, name, coach, team });
        if (!e) throw new HttpError(409, 'this league already has an entry of that name');
        void reply.code(201);
        return e;
      },
    );

    app.post<{ Params: { league: string } }>('/api/leagues/:league/schedule', { schema: { params: LEAGUE } }, async (req) => {
      const l = await leagueOf(req.params.league);
      commissionerOnly(req, l, 'draw the schedule');
      if (l.status === 'finished') throw new HttpError(409, 'this league is finished');
      const next = await nextFixtures(l);
      if (l.status === 'open' && !(await L.setLeagueStatus(l.id, 'open', 'running'))) throw new HttpError(409, 'the schedule was drawn meanwhile: reload the league');
      if (next.fixtures.length && !(await L.addFixtures(l.id, next.fixtures))) throw new HttpError(409, 'these fixtures were drawn meanwhile: reload the league');
      if (next.finished) await L.setLeagueStatus(l.id, 'running', 'finished');
      // The round's bot-v-bot fixtures start now; the page shows them started.
      await startBots(l.id);
      return shown((await L.league(l.id))!);
    });

    app.post<{ Params: { league: string; fixture: string } }>('/api/leagues/:league/fixtures/:fixture/match', { schema: { params: FIXTURE } }, async (req, reply) => {
      const l = await leagueOf(req.params.league);
      const f = await fixtureOf(l, req.params.fixture);
      const me = signedIn(req, 'start a league match');
      const { home, away } = await coachesOf(f);
      if (me !== home.coach && me !== away.coach && me !== l.commissioner) throw new HttpError(403, 'only the fixture\'s coaches or the commissioner may start its match');
      if (l.status !== 'running') throw new HttpError(409, 'this league is not running');
      if (f.matchId !== null) throw new HttpError(409, 'this fixture\'s match is already started');
      const w = await whole(l);
      if (w.byFixture.has(f.id)) throw new HttpError(409, 'this fixture already has a result');
      for (const e of [home, away]) if (busy(w, f, e)) throw new HttpError(409, `${e === home ? 'the home' : 'the away'} team is playing another league match: it starts this one once that one is over`);
      const o = await openFixture(l, f, home, away);
      void reply.code(201);
      return {
        matchId: o.m.id,
        link: `/#/match/${o.m.id}`,
        invites: Object.fromEntries(Object.entries(o.invites).map(([seat, token]) => [seat, { token, link: `/#/join/${o.m.id}/${token}` }])),
        spectate: { token: o.spectate, link: `/#/watch/${o.m.id}/${o.spectate}` },
      };
    });

    app.post<{ Params: { league: string; fixture: string }; Body: ReportBody }>(
      '/api/leagues/:league/fixtures/:fixture/result',
      { schema: { params: FIXTURE, body: REPORT } },
      async (req, reply) => {
        const l = await leagueOf(req.params.league);
        const f = await fixtureOf(l, req.params.fixture);
        const me = signedIn(req, 'report a result');
        const { home, away } = await coachesOf(f);
        // The commissioner's ruling (a forfeit, a match played away from the app, a bot fixture the league will not
        // wait for) counts at once; a coach's report waits for the opponent.
        const ruling = me === l.commissioner && me !== home.coach && me !== away.coach;
        const bot = !home.coach.startsWith('account:') || !away.coach.startsWith('account:');
        if (me !== home.coach && me !== away.coach && !(me === l.commissioner && bot)) throw new HttpError(403, 'only the fixture\'s coaches may report its result (the commissioner: a bot\'s fixture)');
        if (f.matchId !== null) throw new HttpError(409, 'this fixture is played online: its result comes from its match');
        // A bot plays only on the server, and a result nobody but its reporter could confirm would confirm nothing.
        if (bot && !ruling) throw new HttpError(409, 'a bot\'s fixtures are played online: start the fixture\'s match (or the commissioner records a ruling)');
        const b = req.body;
        const byScore = b.homeScore > b.awayScore ? 'home' : b.homeScore < b.awayScore ? 'away' : null;
        const winner = b.winner === undefined ? byScore : b.winner;
        if (b.landslide && winner === null) throw new HttpError(400, 'landslide: a landslide has a winner');
        const entries = await L.entries(l.id);
        const teams = fixtureTeams(f, entries);
        const facts = reportFacts(b, winner, teams);
        const players = reportLines(f, b, facts, teams);
        const row: ResultRow = { fixtureId: f.id, homeScore: b.homeScore, awayScore: b.awayScore, winner, landslide: !!b.landslide, source: 'tabletop', reportedBy: me, confirmedBy: ruling ? me : null, players };
        // A coach's report is of a match played, whose post-match sequence runs when it is confirmed. A ruling counts
        // at once: with facts (a match played away from the app) its sequence runs now; a bare score (a forfeit, a
        // fixture the league will not wait for) leaves the teams as they are.
        const played = facts.players.length > 0 || facts.casualties.length > 0;
        const after = ruling && played ? teamsAfterReport(f, facts, entries) : [];
        if (!(await L.addResult(row, after))) throw new HttpError(409, 'this fixture already has a result (its opponent may reject an unconfirmed one)');
        // A ruling on a bot's fixture may free a bot's next one.
        if (ruling) await startBots(l.id);
        void reply.code(201);
        return shown(l);
      },
    );

    /** The opponent of the reporter, or the commissioner, confirms or rejects a reported result. */
    const answer = (verb: 'confirm' | 'reject') => async (req: FastifyRequest<{ Params: { league: string; fixture: string } }>) => {
      const l = await leagueOf(req.params.league);
      const f = await fixtureOf(l, req.params.fixture);
      const me = signedIn(req, `${verb} a result`);
      const r = (await L.results(l.id)).find((x) => x.fixtureId === f.id);
      if (!r || r.confirmedBy !== null) throw new HttpError(409, 'this fixture has no result waiting to be confirmed');
      const { home, away } = await coachesOf(f);
      const reporterSide = r.reportedBy === home.coach ? home : away;
      const opponent = reporterSide === home ? away : home;
      if (me === r.reportedBy) throw new HttpError(403, `the coach who reported a result may not ${verb} it: the opponent does`);
      if (me !== opponent.coach && me !== l.commissioner) throw new HttpError(403, `only the opponent of the reporting coach, or the commissioner, may ${verb} this result`);
      let after: TeamAfter[] = [];
      if (verb === 'confirm' && r.source === 'tabletop') {
        // The post-match sequence runs from the report's facts on the teams as they are now, once, with the confirmation.
        try {
          after = teamsAfterReport(f, factsOf(f, r), await L.entries(l.id));
        } catch (e) {
          if (e instanceof LeagueTeamError) throw new HttpError(409, 'the report no longer fits the teams (a player named in it left meanwhile): reject it, and the coach reports again');
          throw e;
        }
      }
      const done = verb === 'confirm' ? await L.confirmResult(f.id, me, after) : await L.rejectResult(f.id);
      if (!done) throw new HttpError(409, 'this result was answered meanwhile: reload the league');
      if (verb === 'confirm') await startBots(l.id);
      return shown(l);
    };
    app.post('/api/leagues/:league/fixtures/:fixture/result/confirm', { schema: { params: FIXTURE } }, answer('confirm'));
    app.post('/api/leagues/:league/fixtures/:fixture/result/reject', { schema: { params: FIXTURE } }, answer('reject'));

    teamRoutes(store, { leagueOf, signedIn, settled: async (l) => { const w = await whole(l); return { fixtures: w.fixtures, byFixture: w.byFixture }; } })(app);
  };
}
