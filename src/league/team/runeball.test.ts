// Runeball's experience kept in the league team: "5 improvement points raise a skill, 10 free checks buy a maneuver"
// (experience.ts, from the seed's EXPERIENCE section).
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { startMatch } from '../../core/replay';
import type { RuneballState } from '../../games/runeball/state';
import { parseLeagueTeam } from './load';
import { matchOptions } from './play';
import { createTeam } from './roster';
import { runeballPostMatch, spendRuneball } from './runeball';

function finished() {
  const home = createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'League Bulls' });
  const away = createTeam({ game: 'runeball', roster: 'kethra-ravens', name: 'League Ravens' });
  const { ruleset, options } = matchOptions(home, away, { seed: 2 });
  const s = startMatch(ruleset, options).game as unknown as RuneballState;
  return { home, away, s };
}

describe('runeball experience between matches', () => {
  it('a fifth catch check raises Catch a level; free checks for playing, winning and a touchdown are banked', () => {
    const { home, s } = finished();
    home.players[1].ledger = { points: { catch: 4 }, freeChecks: 2 };
    const i = s.players.findIndex((p) => p.team === 0 && p.num === home.players[1].number);
    s.xp[s.players[i].id] = { c: ['catch@1'], td: 1, ko: 0, played: true };
    s.score = [1, 0] as typeof s.score;
    const after = runeballPostMatch(home, 0, s);
    const p = after.players[1];
    expect(p.sheet!.skills.catch).toBe(home.players[1].sheet!.skills.catch + 1);
    // 2 banked + playing 1 + winning 1 + a touchdown 1
    expect(p.ledger).toEqual({ points: { catch: 0 }, freeChecks: 5 });
    expect(parseLeagueTeam(JSON.parse(JSON.stringify(after)))).toEqual(after);
  });

  it('10 free checks buy a maneuver; fewer are refused, naming what was asked', () => {
    const { home } = finished();
    home.players[4].ledger = { points: {}, freeChecks: 10 };
    const id = home.players[4].id;
    const after = spendRuneball(home, id, {}, ['fast']);
    expect(after.players[4].sheet!.maneuvers).toContain('fast');
    expect(after.players[4].ledger!.freeChecks).toBe(0);
    expect(() => spendRuneball(after, id, {}, ['fast'])).toThrow(/buy: a maneuver costs 10 free checks/);
  });
});
