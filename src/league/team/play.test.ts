// A stored team plays: startMatch takes what toMatchTeam makes, and the match's players carry the team's lasting
// injuries, gained skills and characteristics; a player who misses the next game is kept out, the dead are gone.
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { startMatch } from '../../core/replay';
import type { GState } from '../../games/gridiron/state';
import type { RuneballState } from '../../games/runeball/state';
import type { RushState } from '../../games/rush/state';
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
    // 11 on the books: one dead, one missing this match; LRB6 Journeymen make up eleven: Orc Linemen (0-16) with Loner
    expect(mine).toHaveLength(11);
    const journeymen = mine.filter((p) => p.name.startsWith('Journeyman'));
    expect(journeymen.map((p) => [p.number, p.position, p.skills])).toEqual([
      // the dead #4's shirt is free again; #3 is the one missing this match
      [4, 'Lineman', ['Loner']],
      [12, 'Lineman', ['Loner']],
    ]);
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

  it('rush fields its own players by name and number, its coaching dice and cards; one missing the match stays out', () => {
    const squad = (n: number, position: string, prefix: string) => Array.from({ length: n }, (_, i) => ({ position, name: `${prefix} ${i + 1}` }));
    const home = createTeam({ game: 'rush', roster: 'trontek-29ers', name: 'Trontek Titans', players: [...squad(4, 'jack', 'Jack'), ...squad(3, 'striker', 'Striker')], buy: { coachingDice: 2 } });
    home.players[6] = { ...home.players[6], missNextGame: true };
    const away = createTeam({ game: 'rush', roster: 'greenmoon-smackers', name: 'Greenmoon Gougers', players: [...squad(2, 'orx-guard', 'Orx'), ...squad(5, 'goblin-jack', 'Gob')], buy: { cards: 1 } });
    const { ruleset, options } = matchOptions(home, away, { seed: 3 });
    expect(options).toMatchObject({ coachingDice: true, cards: true });
    const s = startMatch(ruleset, options).game as unknown as RushState;
    expect(s.teams[0].name).toBe('Trontek Titans');
    const mine = s.players.filter((p) => p.team === 0);
    expect(mine.map((p) => p.name)).toEqual(['Jack 1', 'Jack 2', 'Jack 3', 'Jack 4', 'Striker 1', 'Striker 2']);
    expect(mine.map((p) => p.role)).toEqual(['jack', 'jack', 'jack', 'jack', 'striker', 'striker']);
    // "each team starts with its assets' dice": 2 bought; the Gougers bought no die and have none
    expect(s.assets!.dice).toEqual([2, 0]);
    expect(s.assets!.hands.map((h) => h.length)).toEqual([0, 1]);
  });

  it('a rush team with fewer than six fit players cannot take the pitch: the error names the field', () => {
    const home = createTeam({ game: 'rush', roster: 'trontek-29ers', name: 'Few', players: [{ position: 'jack', name: 'J' }] });
    const away = createTeam({ game: 'rush', roster: 'greenmoon-smackers', name: 'G', players: Array.from({ length: 6 }, (_, i) => ({ position: 'goblin-jack', name: `G${i}` })) });
    const { ruleset, options } = matchOptions(home, away, { seed: 3 });
    expect(() => startMatch(ruleset, options)).toThrow('option "home": players: expected a list of 6 to 14 players');
  });

  it('teams of two games never meet', () => {
    expect(() => matchOptions(humans(), createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'B' }))).toThrow(/same game/);
  });
});
