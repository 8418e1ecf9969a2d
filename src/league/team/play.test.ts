// A stored team plays: startMatch takes what toMatchTeam makes, and the match's players carry the team's lasting
// injuries, gained skills and characteristics; a player who misses the next game is kept out, the dead are gone.
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { startMatch } from '../../core/replay';
import type { GState } from '../../games/gridiron/state';
import type { RuneballState } from '../../games/runeball/state';
import { matchOptions } from './play';
import { createTeam } from './roster';
import type { LeagueTeam } from './types';

function veterans(game: 'gridiron' | 'dungeon'): LeagueTeam {
  const t = createTeam({
    game,
    roster: 'orc',
    ...(game === 'dungeon' ? { college: 'jade' } : {}),
    name: 'Grimtusk Maulers',
    players: [
      { position: 'Blitzer', name: 'Grashnak' },
      { position: 'Black Orc Blocker', name: 'Gorzub' },
      { position: 'Black Orc Blocker', name: 'Bolgrot' },
      ...Array.from({ length: 8 }, (_, i) => ({ position: 'Lineman', name: `Lineman ${i + 1}` })),
    ],
    buy: { rerolls: 2, apothecary: 1 },
  });
  t.players[0] = { ...t.players[0], spp: 22, skills: ['Mighty Blow'], stats: { st: 1 } };
  t.players[1] = { ...t.players[1], injuries: ['-1 MA', 'Niggling Injury'] };
  t.players[2] = { ...t.players[2], missNextGame: true };
  t.players[3] = { ...t.players[3], dead: true };
  return t;
}

const humans = (): LeagueTeam =>
  createTeam({ game: 'gridiron', roster: 'human', name: 'Griffons', players: Array.from({ length: 11 }, (_, i) => ({ position: 'Lineman', name: `H${i}` })) });

describe('a stored gridiron team is playable', () => {
  it.each(['gridiron', 'dungeon'] as const)('%s: skills, characteristics, injuries and SPP reach the match; MNG and dead players stay out', (game) => {
    const home = veterans(game);
    const away = { ...humans(), game };
    if (game === 'dungeon') Object.assign(away, { roster: 'human', college: 'bright' });
    const { ruleset, options } = matchOptions(home, away, { seed: 7 });
    const s = startMatch(ruleset, options).game as unknown as GState;
    const mine = s.players.filter((p) => p.side === 'home');
    // 11 on the books: one dead, one missing this match
    expect(mine).toHaveLength(9);
    const grashnak = mine.find((p) => p.name === 'Grashnak')!;
    // Orc Blitzer: ST 3, Block; +1 ST and Mighty Blow gained
    expect(grashnak.st).toBe(4);
    expect(grashnak.skills).toEqual(['Block', 'Mighty Blow']);
    expect(grashnak.spp).toBe(22);
    const gorzub = mine.find((p) => p.name === 'Gorzub')!;
    // Black Orc Blocker MA 4, -1 MA; a Niggling Injury adds 1 to injury rolls against him
    expect(gorzub.ma).toBe(3);
    expect(gorzub.niggling).toBe(1);
    expect(mine.some((p) => p.name === 'Bolgrot')).toBe(false);
    expect(mine.some((p) => p.name === home.players[3].name)).toBe(false);
    expect(s.teams.home).toMatchObject({ name: 'Grimtusk Maulers', rerolls: 2, apothecary: true });
  });
});

describe('runeball and rush', () => {
  it('runeball fields the nine on its sheets', () => {
    const home = createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'League Bulls' });
    home.players[0].name = 'Renamed Captain';
    const away = createTeam({ game: 'runeball', roster: 'kethra-ravens', name: 'League Ravens' });
    const { ruleset, options } = matchOptions(home, away, { seed: 3 });
    const s = startMatch(ruleset, options).game as unknown as RuneballState;
    expect(s.players.filter((p) => p.team === 0)).toHaveLength(9);
    expect(s.players.some((p) => p.name === 'Renamed Captain')).toBe(true);
  });

  it("rush plays the roster's line-up, with coaching dice and cards on when a team has them", () => {
    const home = createTeam({ game: 'rush', roster: 'trontek-29ers', name: 'T', players: [{ position: 'jack', name: 'J' }], buy: { coachingDice: 1 } });
    const away = createTeam({ game: 'rush', roster: 'greenmoon-smackers', name: 'G', players: [{ position: 'goblin-jack', name: 'G' }] });
    const { ruleset, options } = matchOptions(home, away, { seed: 3 });
    expect(options).toMatchObject({ home: 'trontek-29ers', away: 'greenmoon-smackers', coachingDice: true });
    expect(() => startMatch(ruleset, options)).not.toThrow();
  });

  it('teams of two games never meet', () => {
    expect(() => matchOptions(humans(), createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'B' }))).toThrow(/same game/);
  });
});
