import { describe, expect, it } from 'vitest';
import { leagueConfig, deadlineOf, POINT_PRESETS } from './config';
import { leaderboard, sppOf } from './leaders';

describe('league configuration', () => {
  it('takes house rules through the ruleset\'s own options schema, defaults filled in', () => {
    const c = leagueConfig({ name: ' Rush League ', game: 'rush', houseRules: { killedAt4: true } });
    expect(c.name).toBe('Rush League');
    expect(c.houseRules.killedAt4).toBe(true);
    expect(c.houseRules.declareOne).toBe(false);
    expect(c.houseRules).not.toHaveProperty('seed');
    // A rush league scores landslides by default.
    expect(c.points).toEqual(POINT_PRESETS.landslide);
    expect(c.schedule).toBe('round-robin');
  });

  it('names the bad field and never the value given', () => {
    const bad = (input: object, field: RegExp) => {
      let msg = '';
      try {
        leagueConfig({ name: 'L', game: 'gridiron', ...input });
      } catch (e) {
        msg = (e as Error).message;
      }
      expect(msg).toMatch(field);
      expect(msg).not.toContain('EVIL');
      expect(msg.split('\n')).toHaveLength(1);
    };
    bad({ game: 'EVIL' }, /^game: expected one of .*gridiron/);
    bad({ houseRules: { EVIL: 1 } }, /^houseRules: an option is not one/);
    bad({ houseRules: { seed: 'EVIL' } }, /^houseRules\.seed:/);
    bad({ points: 'EVIL' }, /^points: expected one of/);
    bad({ points: { win: 'EVIL', draw: 1, loss: 0 } }, /^points\.win: expected a whole number/);
    bad({ tieBreakers: ['EVIL'] }, /^tieBreakers\[0\]:/);
    bad({ tieBreakers: ['wins', 'wins'] }, /^tieBreakers\[1\]: named twice/);
    bad({ schedule: 'EVIL' }, /^schedule:/);
    bad({ playoffTeams: 1 }, /^playoffTeams:/);
    bad({ starts: 'EVIL' }, /^starts:/);
  });

  it('a swiss league has rounds, a round robin legs; deadlines count from the start', () => {
    const s = leagueConfig({ name: 'S', game: 'gridiron', schedule: 'swiss', rounds: 4, roundDays: 7, starts: '2026-01-01T00:00:00Z', points: 'two-one-zero' });
    expect(s).toMatchObject({ rounds: 4, roundDays: 7, points: { win: 2, draw: 1, loss: 0 } });
    expect(deadlineOf(s, 2, '2030-01-01T00:00:00Z')).toBe('2026-01-15T00:00:00.000Z');
    expect(deadlineOf(leagueConfig({ name: 'R', game: 'gridiron' }), 2, '2026-01-01T00:00:00Z')).toBeNull();
  });
});

describe('leaderboards', () => {
  it('SPP as LRB6 gives them: completion 1, touchdown 3, casualty 2, interception 2, MVP 5', () => {
    expect(sppOf({ entry: 'a', player: 'p', completions: 2, touchdowns: 1, casualties: 1, interceptions: 1, mvp: 1 })).toBe(2 + 3 + 2 + 2 + 5);
  });

  it('sums each player over the season and ranks highest first', () => {
    const lines = [
      { entry: 'a', player: '1', name: 'Grim', touchdowns: 2 },
      { entry: 'b', player: '1', touchdowns: 1, casualties: 3 },
      { entry: 'a', player: '1', touchdowns: 1 },
      { entry: 'a', player: '2', touchdowns: 0 },
    ];
    expect(leaderboard(lines, 'touchdowns')).toEqual([
      { entry: 'a', player: '1', name: 'Grim', value: 3 },
      { entry: 'b', player: '1', name: '1', value: 1 },
    ]);
    expect(leaderboard(lines, 'casualties').map((l) => l.value)).toEqual([3]);
    expect(leaderboard(lines, 'spp', 1)).toEqual([{ entry: 'a', player: '1', name: 'Grim', value: 9 }]);
  });
});
