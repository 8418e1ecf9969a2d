import { describe, expect, it } from 'vitest';
import { buy, createTeam, fire, hire, rename, teamValue } from './roster';
import { LeagueTeamError, type LeagueTeam } from './types';

const err = (f: () => unknown): { field: string; reason: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof LeagueTeamError) return { field: e.field, reason: e.reason };
    throw e;
  }
  throw new Error('no error');
};

const humans = (): LeagueTeam =>
  createTeam({
    game: 'gridiron',
    roster: 'human',
    name: 'Altdorf League Griffons',
    players: [
      { position: 'Blitzer', name: 'Konrad' },
      { position: 'Blitzer', name: 'Ulrike' },
      { position: 'Thrower', name: 'Tobias' },
      ...Array.from({ length: 8 }, (_, i) => ({ position: 'Lineman', name: `Line ${i + 1}` })),
    ],
    buy: { rerolls: 3, apothecary: 1, fanFactor: 2 },
  });

describe('creating a gridiron team from an LRB6 roster', () => {
  it('buys players and staff with 1,000,000 gp at the roster prices, the rest stays in the treasury', () => {
    const t = humans();
    // 2 Blitzers 180k + Thrower 70k + 8 Linemen 400k + 3 re-rolls at 50k + apothecary 50k + fan factor 2 x 10k
    const spent = 180_000 + 70_000 + 400_000 + 150_000 + 50_000 + 20_000;
    expect(t.treasury).toBe(1_000_000 - spent);
    expect(teamValue(t)).toBe(spent);
    expect(t.players.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(t.players.map((p) => p.id)).size).toBe(11);
  });

  it('refuses a purchase past the treasury, naming the treasury', () => {
    const e = err(() => createTeam({ game: 'gridiron', roster: 'human', name: 'Spendthrifts', players: Array.from({ length: 12 }, (_, i) => ({ position: i < 4 ? 'Blitzer' : 'Lineman', name: `P${i}` })), buy: { rerolls: 8 } }));
    expect(e.field).toBe('treasury');
  });

  it("refuses a position past the roster's limit: the Human roster allows 0-1 Ogre", () => {
    const t = hire({ ...humans(), treasury: 1_000_000 }, { position: 'Ogre', name: 'Big Lug' });
    const e = err(() => hire({ ...t, treasury: 1_000_000 }, { position: 'Ogre', name: 'Second Lug' }));
    expect(e).toEqual({ field: 'position', reason: 'the Human roster allows 0-1 Ogre' });
  });

  it('a re-roll bought after creation costs double, and the team value still counts it at the roster price', () => {
    const t = humans();
    const after = buy(t, 'rerolls');
    expect(t.treasury - after.treasury).toBe(100_000);
    expect(teamValue(after) - teamValue(t)).toBe(50_000);
    expect(err(() => buy(t, 'fanFactor')).field).toBe('fanFactor');
  });

  it('an Undead team may not buy an apothecary', () => {
    expect(err(() => createTeam({ game: 'gridiron', roster: 'undead', name: 'Gravediggers', buy: { apothecary: 1 } })).field).toBe('apothecary');
  });

  it('fires (no gold back) and renames the team and its players; the input team is left alone', () => {
    const t = humans();
    const f = fire(t, t.players[0].id);
    expect(f.players).toHaveLength(10);
    expect(f.treasury).toBe(t.treasury);
    expect(t.players).toHaveLength(11);
    const r = rename(rename(f, 'Middenheim Marauders'), 'Tobias the Arm', t.players[2].id);
    expect(r.name).toBe('Middenheim Marauders');
    expect(r.players.find((p) => p.id === t.players[2].id)!.name).toBe('Tobias the Arm');
    // the freed shirt number 1 goes to the next hire; his id is new
    const h = hire(r, { position: 'Catcher', name: 'New Boy' });
    expect(h.players.at(-1)).toMatchObject({ number: 1, id: 'p12' });
  });
});

describe('dungeon teams: a College of Magic fields the rosters of its races (facts.md §4.5)', () => {
  it('Jade fields Orc and Goblin teams; another roster is refused', () => {
    const t = createTeam({ game: 'dungeon', roster: 'orc', college: 'jade', name: 'Jade Skulls', players: [{ position: 'Black Orc Blocker', name: 'Gorzub' }] });
    expect(t.college).toBe('jade');
    expect(err(() => createTeam({ game: 'dungeon', roster: 'human', college: 'jade', name: 'Wrong', players: [{ position: 'Lineman', name: 'x' }] })).field).toBe('roster');
    expect(err(() => createTeam({ game: 'dungeon', roster: 'orc', name: 'No College' })).field).toBe('college');
  });
});

describe('rush teams: "Asset costs: card 10, coaching die 6, cheerleader 8, coaching staff 8; max 7 of each" (facts.md §3.6)', () => {
  it('the Trontek 29ers starter team (3 Strikers, 3 Jacks, 2 Guards, 1 die, 2 cards) costs exactly the 100 MC budget', () => {
    const t = createTeam({
      game: 'rush',
      roster: 'trontek-29ers',
      name: 'Trontek 29ers',
      players: [...['striker', 'striker', 'striker', 'jack', 'jack', 'jack', 'guard', 'guard'].map((position, i) => ({ position, name: `T${i}` }))],
      buy: { coachingDice: 1, cards: 2 },
    });
    expect(t.treasury).toBe(0);
    expect(teamValue(t)).toBe(100);
    expect(err(() => buy(t, 'cards')).field).toBe('treasury');
    expect(err(() => buy({ ...t, treasury: 100, cards: 7 }, 'cards')).field).toBe('cards');
  });

  it('a position past its maximum is refused: Guard 2/4', () => {
    let t = createTeam({ game: 'rush', roster: 'trontek-29ers', name: 'Guards', players: [1, 2, 3, 4].map((i) => ({ position: 'guard', name: `G${i}` })) });
    expect(err(() => (t = hire(t, { position: 'guard', name: 'G5' }))).field).toBe('position');
  });
});

describe('runeball teams', () => {
  it("a runeball team is its roster's nine, with their sheets; it hires no one", () => {
    const t = createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'My Bulls' });
    expect(t.players).toHaveLength(9);
    expect(t.players[0].sheet!.attributes.STR).toBe(13);
    expect(err(() => hire(t, { position: 'Lineman', name: 'x' })).field).toBe('game');
  });
});
