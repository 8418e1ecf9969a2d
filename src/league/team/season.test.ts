// Stored teams through several real matches: each match played to its end by bots from what the team file gives,
// the post-match sequence run on its final state, the coach's choices made, the team saved as JSON and loaded back.
// What the rules carry between matches must show in the next one.
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { act, start } from '../../core/game';
import { makeBot } from '../../bots/index';
import type { GState } from '../../games/gridiron/state';
import { advanceOptions, chooseAdvance } from './advance';
import { parseLeagueTeam } from './load';
import { matchOptions } from './play';
import { leaguePostMatch } from './postmatch';
import { createTeam, teamValue } from './roster';
import { living, type LeagueTeam } from './types';
import { CATEGORY_LETTERS, SKILLS } from '../../games/gridiron/skills';
import { positionOf, rosterOf } from './gridiron';

function play(game: 'gridiron' | 'dungeon', home: LeagueTeam, away: LeagueTeam, seed: number): GState {
  const { ruleset, options } = matchOptions(home, away, { seed });
  const g = start(ruleset, options).game;
  const bots = [makeBot('scripted', `${seed}:home`), makeBot('scripted', `${seed}:away`)];
  while (g.pending && g.step < 20_000) act(g, bots[g.pending.seat === 'home' ? 0 : 1].choose(g, g.pending));
  expect(g.result, `${game} match ${seed} finished`).not.toBeNull();
  return g as unknown as GState;
}

/** The coach takes the first skill on offer (or the characteristic when there is one). */
function spend(team: LeagueTeam): LeagueTeam {
  for (const p of team.players) {
    while (!p.dead && team.players.find((q) => q.id === p.id)!.advances?.length) {
      const o = advanceOptions(team, p.id);
      const have = new Set([...(positionOf(rosterOf(team), p.position)!.skills), ...(team.players.find((q) => q.id === p.id)!.skills ?? [])]);
      const skill = SKILLS.find((s) => o.categories.includes(s.category) && !have.has(s.name) && Object.values(CATEGORY_LETTERS).includes(s.category));
      team = chooseAdvance(team, p.id, o.stats.length ? { stat: o.stats[0] } : { skill: skill!.name });
    }
  }
  return team;
}

describe('a short season between two stored teams', () => {
  it.each(['gridiron', 'dungeon'] as const)('%s: SPP, advances, injuries and treasury persist from match to match', (game) => {
    const dungeon = game === 'dungeon';
    let home = createTeam({
      game,
      roster: 'orc',
      ...(dungeon ? { college: 'jade' } : {}),
      name: 'Grimtusk Maulers',
      players: [
        ...['Blitzer', 'Blitzer', 'Black Orc Blocker', 'Black Orc Blocker', 'Thrower'].map((position, i) => ({ position, name: `Orc ${i + 1}` })),
        ...Array.from({ length: 7 }, (_, i) => ({ position: 'Lineman', name: `Orc Lineman ${i + 1}` })),
      ],
      buy: { rerolls: 2, apothecary: 1, fanFactor: 3 },
    });
    let away = createTeam({
      game,
      roster: 'human',
      ...(dungeon ? { college: 'bright' } : {}),
      name: 'Altdorf Griffons',
      players: [
        ...['Blitzer', 'Blitzer', 'Catcher', 'Catcher', 'Thrower', 'Ogre'].map((position, i) => ({ position, name: `Human ${i + 1}` })),
        ...Array.from({ length: 6 }, (_, i) => ({ position: 'Lineman', name: `Human Lineman ${i + 1}` })),
      ],
      buy: { rerolls: 2, fanFactor: 2 },
    });
    let sppSeen = 0;
    for (let match = 1; match <= 3; match++) {
      const out = home.players.filter((p) => p.missNextGame && !p.dead).map((p) => p.number);
      const s = play(game, home, away, 100 + match);
      // a player who was to miss this match was not in it
      for (const n of out) expect(s.players.some((p) => p.side === 'home' && p.number === n)).toBe(false);
      const before = { home: structuredClone(home), away: structuredClone(away) };
      const r = leaguePostMatch({ state: s, events: [] }, s, { home, away });
      const earned = r.report.players.filter((p) => p.side === 'home').reduce((a, p) => a + p.earned, 0);
      const sppOf = (t: LeagueTeam) => t.players.reduce((a, p) => a + (p.spp ?? 0), 0);
      expect(sppOf(r.teams.home)).toBe(sppOf(before.home) + earned);
      expect(r.teams.home.treasury).toBe(before.home.treasury + r.summary.home.winnings);
      // saved and loaded back between matches
      home = parseLeagueTeam(JSON.parse(JSON.stringify(spend(r.teams.home))));
      away = parseLeagueTeam(JSON.parse(JSON.stringify(spend(r.teams.away))));
      expect(teamValue(home)).toBeGreaterThan(0);
      sppSeen += earned;
    }
    // each match gives an MVP at least: SPP accumulate
    expect(sppSeen).toBeGreaterThanOrEqual(15);
    expect(living(home).every((p) => !p.advances?.length)).toBe(true);
  }, 60_000);
});
