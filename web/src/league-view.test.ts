import { describe, expect, it } from 'vitest';
import type { FixtureView } from '../../src/api/leagues';
import { fixtureState, groupFixtures, playoffRoundName, pointsText } from './league-view';

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
  });
});
