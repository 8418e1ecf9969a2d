// The post-match sequence from a match played at the table and reported by hand, with scripted dice. Dice order:
// an MVP roll for a side whose report names none, then home's advancement rolls, winnings D6 and fan factor roll, then
// away's (as a match played online).
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import type { Event, RollEvent } from '../../core/types';
import { createTeam } from './roster';
import { checkTabletop, teamsAfterTabletop, type TabletopFacts } from './tabletop';
import type { LeagueTeam } from './types';

// Player ids are a team's own (p1, p2...): the away team's are renamed so that a wrong side is seen.
const lineup = (name: string, roster: 'human' | 'orc'): LeagueTeam => {
  const t = createTeam({
    game: 'gridiron',
    roster,
    name,
    players: [
      { position: 'Blitzer', name: `${name} Blitzer 1` },
      { position: 'Blitzer', name: `${name} Blitzer 2` },
      ...Array.from({ length: 9 }, (_, i) => ({ position: 'Lineman', name: `${name} Lineman ${i + 3}` })),
    ],
    buy: { rerolls: 1 },
  });
  if (roster === 'orc') for (const p of t.players) p.id = `orc-${p.id}`;
  return t;
};

const ctxOf = (dice: number[]) => {
  const events: Event[] = [];
  return { ctx: { state: { rng: seedRng(1), script: dice.slice() }, events }, events };
};
const rolls = (events: Event[], rule: string) => events.filter((e): e is RollEvent => e.type === 'roll' && e.rule === rule);
const facts = (f: Partial<TabletopFacts>): TabletopFacts => ({ score: { home: 0, away: 0 }, winner: null, players: [], casualties: [], ...f });

describe('a tabletop report drives the post-match sequence', () => {
  it('"Completion 1, Interception 2, Casualty 2, TD 3, MVP 5" (facts.md §2.11), from the reported facts, no MVP roll', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const [h1, h2] = home.players;
    const [a1] = away.players;
    h1.spp = 4;
    const f = facts({
      score: { home: 2, away: 0 },
      winner: 'home',
      players: [
        { side: 'home', player: h1.id, touchdowns: 2, completions: 1, mvp: 1 },
        { side: 'home', player: h2.id, interceptions: 1 },
        { side: 'away', player: a1.id, mvp: 1 },
      ],
      casualties: [{ side: 'away', player: away.players[4].id, injury: 'Badly Hurt', by: h2.id }],
    });
    // home: #1 reaches Experienced (2+5) and Veteran (3+4) with 4 + 6 + 1 + 5 = 16; winnings 4; FF 3D6; away: winnings 2; FF 2D6
    const { ctx, events } = ctxOf([2, 5, 3, 4, 4, 6, 5, 4, 2, 1, 1]);
    const out = teamsAfterTabletop(ctx, f, { home, away });
    expect(rolls(events, 'gridiron.mvp')).toEqual([]);
    expect(out.teams.home!.players[0].spp).toBe(16);
    // an interception 2 and a casualty 2
    expect(out.teams.home!.players[1].spp).toBe(4);
    expect(out.teams.away!.players[0].spp).toBe(5);
    expect(out.teams.home!.players[0].advances).toEqual([
      { rank: 'Experienced', dice: [2, 5] },
      { rank: 'Veteran', dice: [3, 4] },
    ]);
    // "(D6 + FAME + W) x 10000, W is [1] if you won/tied": FAME 0 at the table's report
    expect(out.summary.home!.winnings).toBe((4 + 1) * 10_000);
    expect(out.summary.away!.winnings).toBe(2 * 10_000);
    expect(out.summary.home!.mvp).toBe(h1.id);
    // the teams given are left as they were
    expect(home.players[0].spp).toBe(4);
  });

  it('an MVP the report leaves out is rolled as online: one die of as many sides as fielded players', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    away.players[10].missNextGame = true;
    // MVP: home d11 -> #3, away d10 -> #2; winnings and fan factor for both
    const { ctx, events } = ctxOf([3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const out = teamsAfterTabletop(ctx, facts({}), { home, away });
    expect(rolls(events, 'gridiron.mvp').map((e) => e.dice)).toEqual([[3], [2]]);
    expect(rolls(events, 'gridiron.mvp')[1].note).toMatch(/among 10 players/);
    expect(out.teams.home!.players[2].spp).toBe(5);
    expect(out.teams.away!.players[1].spp).toBe(5);
    // "Miss Next Game" served: free for the next match
    expect(out.teams.away!.players[10].missNextGame).toBeFalsy();
  });

  it('the victims\' injuries as rolled at the table (facts.md §2.6: 41–48 Miss Next Game, 51–52 Niggling, 53–58 −1 MA/AV/AG/ST, 61–68 Dead)', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const v = away.players;
    const f = facts({
      score: { home: 0, away: 0 },
      players: [{ side: 'home', player: home.players[0].id, mvp: 1 }, { side: 'away', player: v[0].id, mvp: 1 }],
      casualties: [
        { side: 'away', player: v[1].id, injury: 'Dead', by: home.players[0].id },
        { side: 'away', player: v[2].id, injury: '-1 MA', by: home.players[0].id },
        { side: 'away', player: v[3].id, injury: 'Niggling Injury' },
        { side: 'away', player: v[4].id, injury: 'Miss Next Game' },
        { side: 'away', player: v[5].id, injury: 'Badly Hurt' },
      ],
    });
    const { ctx } = ctxOf([1, 1, 1, 1]);
    const out = teamsAfterTabletop(ctx, f, { home, away });
    const after = out.teams.away!.players;
    expect(after[1].dead).toBe(true);
    expect(after[2]).toMatchObject({ injuries: ['-1 MA'], missNextGame: true });
    expect(after[3]).toMatchObject({ injuries: ['Niggling Injury'], missNextGame: true });
    expect(after[4].missNextGame).toBe(true);
    expect(after[4].injuries).toBeUndefined();
    expect(after[5].missNextGame).toBeUndefined();
    expect(out.summary.away!.dead).toEqual([v[1].id]);
    // two casualties caused (2 each) and the MVP (5); the crowd's casualties earn nobody anything
    expect(out.teams.home!.players[0].spp).toBe(9);
    // the dead are not in the team value
    expect(out.summary.away!.teamValue).toBeLessThan(out.summary.home!.teamValue);
  });
});

describe('every entry is checked against the two teams: one line naming the field, never the value', () => {
  const home = lineup('Griffons', 'human');
  const away = lineup('Maulers', 'orc');
  away.players[3].missNextGame = true;
  const bad: [string, Partial<TabletopFacts>, RegExp][] = [
    ['a player of the other team', { players: [{ side: 'home', player: away.players[0].id }] }, /^players\[0\]\.player: not a player of the home team$/],
    ['an unknown player', { players: [{ side: 'away', player: 'nobody-<b>' }] }, /^players\[0\]\.player: not a player of the away team$/],
    ['a player serving a miss-next-game', { players: [{ side: 'away', player: away.players[3].id }] }, /^players\[0\]\.player: .*miss next game/],
    ['two MVPs', { players: [{ side: 'home', player: home.players[0].id, mvp: 1 }, { side: 'home', player: home.players[1].id, mvp: 1 }] }, /^players\[1\]\.mvp: /],
    ['one player twice', { players: [{ side: 'home', player: home.players[0].id }, { side: 'home', player: home.players[0].id }] }, /^players\[1\]\.player: /],
    ['more touchdowns than the score', { score: { home: 1, away: 0 }, players: [{ side: 'home', player: home.players[0].id, touchdowns: 2 }] }, /^players: the home team's touchdowns add up to more than its score$/],
    ['a casualty caused by a team-mate named as its cause', { casualties: [{ side: 'away', player: away.players[0].id, injury: 'Dead', by: away.players[1].id }] }, /^casualties\[0\]\.by: not a player of the home team$/],
    ['an injury the table has not', { casualties: [{ side: 'away', player: away.players[0].id, injury: 'Sprained <i>' as never }] }, /^casualties\[0\]\.injury: expected one of Badly Hurt, /],
    ['one victim twice', { casualties: [{ side: 'away', player: away.players[0].id, injury: 'Badly Hurt' }, { side: 'away', player: away.players[0].id, injury: 'Dead' }] }, /^casualties\[1\]\.player: /],
    [
      'a casualty tally that disagrees with the list',
      { players: [{ side: 'home', player: home.players[0].id, casualties: 2 }], casualties: [{ side: 'away', player: away.players[0].id, injury: 'Badly Hurt', by: home.players[0].id }] },
      /^players\[0\]\.casualties: disagrees/,
    ],
  ];
  for (const [what, f, msg] of bad) {
    it(`refuses ${what}`, () => {
      expect(() => checkTabletop(facts(f), { home, away })).toThrow(msg);
      try {
        checkTabletop(facts(f), { home, away });
      } catch (e) {
        expect((e as Error).message).not.toMatch(/<|nobody/);
      }
    });
  }

  it('takes a side without a team as reported (a league that keeps no teams)', () => {
    expect(() => checkTabletop(facts({ players: [{ side: 'home', player: 'Grim', touchdowns: 3 }] }), {})).not.toThrow();
  });
});
