import { describe, expect, it } from 'vitest';
import type { FixtureView } from '../../src/api/leagues';
import { botFixturesToStart, fixtureActions, fixtureState, groupFixtures, inPlay, playerHistory, playerStatus, playoffRoundName, pointsText, roundDone } from './league-view';
import type { EntryPageView } from '../../src/api/leagues';

const fx = (id: number, stage: 'season' | 'playoff', round: number, extra: Partial<FixtureView> = {}): FixtureView => ({
  id,
  stage,
  round,
  slot: 0,
  home: { id: 1, name: 'A' },
  away: { id: 2, name: 'B' },
  deadline: null,
  overdue: false,
  matchId: null,
  replay: null,
  result: null,
  ...extra,
});

describe('league screens', () => {
  it('group the season by round, then the playoffs by their names', () => {
    const groups = groupFixtures([fx(5, 'playoff', 2), fx(3, 'season', 2), fx(4, 'playoff', 1), fx(1, 'season', 1), fx(2, 'season', 1)], 2);
    expect(groups.map((g) => [g.title, g.fixtures.map((f) => f.id)])).toEqual([
      ['Round 1', [1, 2]],
      ['Round 2', [3]],
      ['Semi-finals', [4]],
      ['Final', [5]],
    ]);
    expect(playoffRoundName(1, 4)).toBe('Playoff round 1');
    expect(playoffRoundName(2, 4)).toBe('Quarter-finals');
  });

  it('say what a fixture waits for', () => {
    const result = { homeScore: 0, awayScore: 7, winner: 'away' as const, landslide: true, source: 'tabletop' as const, reportedBy: 'account:1', confirmedBy: null, confirmed: false };
    expect(fixtureState(fx(1, 'season', 1, { result }))).toBe("0–7 (landslide), awaiting the opponent's confirmation");
    expect(fixtureState(fx(1, 'season', 1, { result: { ...result, confirmed: true, landslide: false } }))).toBe('0–7');
    expect(fixtureState(fx(1, 'season', 1, { matchId: 4 }))).toBe('being played online');
    expect(fixtureState(fx(1, 'season', 1, { overdue: true }))).toBe('overdue');
    expect(pointsText({ win: 2, draw: 1, loss: 1, landslideWin: 3, landslideLoss: 0 })).toBe('win 2, draw 1, loss 1, landslide win 3, landslide loss 0');
  });
});

describe('league routes', () => {
  it('#/leagues lists them, #/league/3 opens one', async () => {
    const { parseHash } = await import('./router');
    expect(parseHash('#/leagues')).toEqual({ name: 'leagues' });
    expect(parseHash('#/league/3')).toEqual({ name: 'league', id: 3 });
    expect(parseHash('#/league/x')).toEqual({ name: 'home' });
    expect(parseHash('#/league/3/team/7')).toEqual({ name: 'team', league: 3, entry: 7 });
    expect(parseHash('#/league/3/team/7/p2')).toEqual({ name: 'team', league: 3, entry: 7, player: 'p2' });
    expect(parseHash('#/league/3/team/x')).toEqual({ name: 'league', id: 3 });
    expect(parseHash('#/ladder/three%20bots')).toEqual({ name: 'ladder', ladder: 'three bots' });
    expect(parseHash('#/ladder')).toEqual({ name: 'home' });
  });
});

describe('team and player pages', () => {
  const page: EntryPageView = {
    id: 7,
    name: 'Reikland Reavers',
    coach: 'account:1',
    teamValue: 1_000_000,
    team: { name: 'Reikland Reavers', game: 'gridiron', roster: 'human', treasury: 50_000, players: [] },
    history: [
      {
        fixture: 11, stage: 'season', round: 1, opponent: { id: 8, name: 'Gouged Eye' }, side: 'home', score: { for: 2, against: 1 }, matchId: 4,
        postMatch: { side: 'home', teamValue: 1_000_000, mvp: 'p1', spp: [{ id: 'p1', earned: 8, total: 8 }], advances: [{ id: 'p1', rank: 'Experienced', dice: [6, 4] }], injuries: [{ id: 'p2', result: 'Smashed Knee', effect: 'Niggling Injury', applied: true }], dead: [] },
      },
      {
        fixture: 12, stage: 'season', round: 2, opponent: { id: 9, name: 'Bot Bashers' }, side: 'away', score: { for: 0, against: 0 }, matchId: 5,
        postMatch: { side: 'away', teamValue: 990_000, mvp: 'p3', spp: [{ id: 'p3', earned: 5, total: 5 }], injuries: [{ id: 'p1', result: 'Dead', effect: 'Dead', applied: true }], dead: ['p1'] },
      },
    ],
  };
  it('a player\'s matches: SPP with the MVP, injuries, advancement rolls, death', () => {
    expect(playerHistory(page, 'p1')).toEqual([
      { fixture: 11, round: 1, stage: 'season', opponent: 'Gouged Eye', score: '2-1', spp: 8, mvp: true, injuries: [], advances: ['Experienced: 6+4'], dead: false },
      { fixture: 12, round: 2, stage: 'season', opponent: 'Bot Bashers', score: '0-0', spp: 0, mvp: false, injuries: ['Dead'], advances: [], dead: true },
    ]);
    expect(playerHistory(page, 'p2')[0].injuries).toEqual(['Smashed Knee (Niggling Injury)']);
    expect(playerHistory(page, 'p9')).toEqual([]);
  });
  it('a player\'s status', () => {
    const p = { id: 'p1', number: 1, name: 'A', position: 'Lineman' };
    expect(playerStatus(p)).toBe('fit');
    expect(playerStatus({ ...p, dead: true, missNextGame: true })).toBe('dead');
    expect(playerStatus({ ...p, missNextGame: true, advances: [{ rank: 'Experienced', dice: [1, 2] }] })).toBe('misses next match, 1 advance to choose');
  });
});

describe('what a viewer may do with a fixture', () => {
  const league = {
    status: 'running' as const,
    commissioner: 'account:9',
    entries: [
      { id: 1, name: 'A', coach: 'account:1' },
      { id: 2, name: 'B', coach: 'account:2' },
      { id: 3, name: 'C', coach: 'bot:scripted' },
      { id: 4, name: 'D', coach: 'bot:random' },
    ],
  };
  const between = (h: number, a: number, extra: Partial<FixtureView> = {}) => fx(h * 10 + a, 'season', 1, { home: { id: h, name: '' }, away: { id: a, name: '' }, ...extra });
  const result = (reportedBy: string, confirmed: boolean) => ({ homeScore: 1, awayScore: 0, winner: 'home' as const, landslide: false, source: 'tabletop' as const, reportedBy, confirmedBy: confirmed ? 'x' : null, confirmed });

  it('lets two coaches play online or report at the table, and the opponent answer a report', () => {
    expect(fixtureActions(between(1, 2), league, 'account:1')).toEqual(['play', 'report']);
    expect(fixtureActions(between(1, 2), league, 'account:9')).toEqual([]);
    expect(fixtureActions(between(1, 2), league, null)).toEqual([]);
    const reported = between(1, 2, { result: result('account:1', false) });
    expect(fixtureActions(reported, league, 'account:1')).toEqual([]);
    expect(fixtureActions(reported, league, 'account:2')).toEqual(['confirm']);
    expect(fixtureActions(reported, league, 'account:9')).toEqual(['confirm']);
    expect(fixtureActions(between(1, 2, { result: result('account:1', true) }), league, 'account:2')).toEqual([]);
  });

  it('sends a bot\'s fixture online, or to the commissioner\'s ruling', () => {
    expect(fixtureActions(between(1, 3), league, 'account:1')).toEqual(['play']);
    expect(fixtureActions(between(1, 3), league, 'account:9')).toEqual(['rule']);
    expect(fixtureActions(between(3, 4), league, 'account:9')).toEqual(['start', 'rule']);
    expect(fixtureActions(between(3, 4, { matchId: 5 }), league, 'account:9')).toEqual([]);
    expect(fixtureActions(between(3, 4), { ...league, status: 'open' }, 'account:9')).toEqual([]);
  });

  it('starts each bot team in one match at a time', () => {
    const fixtures = [between(3, 4), between(4, 3), between(1, 3), between(1, 2)];
    expect(botFixturesToStart({ entries: league.entries, fixtures }).map((f) => f.id)).toEqual([34]);
    expect(botFixturesToStart({ entries: league.entries, fixtures: [between(3, 4, { matchId: 1 }), between(4, 3)] })).toEqual([]);
    expect(inPlay({ fixtures: [between(3, 4, { matchId: 1 })] })).toBe(true);
    expect(roundDone({ fixtures: [between(3, 4, { result: result('match', true) }), between(1, 2, { result: result('account:1', false) })] })).toBe(false);
  });

  it('keeps the page looking while a match plays, a report waits, or the viewer\'s table fixture may be reported', async () => {
    const { followEvery } = await import('./league-view');
    const at = (...fixtures: FixtureView[]) => ({ ...league, fixtures });
    const played = between(1, 2, { result: result('account:1', true) });
    // a bot match on the server: every 2 s, for anyone
    expect(followEvery(at(played, between(3, 4, { matchId: 7 })), null)).toBe(2000);
    // a report waiting: the reporter, the opponent, anyone looking
    expect(followEvery(at(between(1, 2, { result: result('account:1', false) })), 'account:1')).toBe(5000);
    expect(followEvery(at(between(1, 2, { result: result('account:1', false) })), null)).toBe(5000);
    // the opponent of a fixture still to be reported at the table: its report may come any moment
    expect(followEvery(at(between(1, 2)), 'account:2')).toBe(5000);
    // nothing to wait for: a stranger, a finished league
    expect(followEvery(at(between(1, 2)), 'account:9')).toBeNull();
    expect(followEvery(at(played), 'account:1')).toBeNull();
    expect(followEvery({ ...at(between(1, 2, { result: result('account:1', false) })), status: 'finished' }, 'account:1')).toBeNull();
  });
});

describe('the tabletop report form', () => {
  it('adds up each player\'s facts into one line and lists the casualties with their causes', async () => {
    const { reportFacts } = await import('./league-view');
    const out = reportFacts([
      { kind: 'touchdown', side: 'home', player: 'p1' },
      { kind: 'touchdown', side: 'home', player: 'p1' },
      { kind: 'completion', side: 'home', player: 'p2' },
      { kind: 'mvp', side: 'home', player: 'p1' },
      { kind: 'casualty', side: 'away', player: 'p4', injury: 'Dead', by: 'p2' },
      { kind: 'casualty', side: 'home', player: 'p5', injury: 'Miss Next Game', by: '' },
      { kind: 'interception', side: 'away', player: '' },
    ]);
    expect(out.players).toEqual([
      { side: 'home', player: 'p1', touchdowns: 2, mvp: 1 },
      { side: 'home', player: 'p2', completions: 1 },
    ]);
    expect(out.casualties).toEqual([
      { side: 'away', player: 'p4', injury: 'Dead', by: 'p2' },
      { side: 'home', player: 'p5', injury: 'Miss Next Game' },
    ]);
  });
});
