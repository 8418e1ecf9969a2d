// The post-match sequence, step by step, on a finished match's state with scripted dice. Dice order: each side's
// MVP (d11 here: eleven players), then home's advancement rolls, winnings D6 and fan factor roll, then away's.
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { startMatch } from '../../core/replay';
import type { Event, RollEvent } from '../../core/types';
import type { GState, Player } from '../../games/gridiron/state';
import { chooseAdvance, advanceOptions } from './advance';
import { toGridironFile, matchOptions } from './play';
import { leaguePostMatch } from './postmatch';
import { createTeam, teamValue } from './roster';
import type { LeagueTeam } from './types';
import { loadTeam } from '../../games/gridiron/rosters/load';

const lineup = (name: string, roster: 'human' | 'orc', ff = 0): LeagueTeam =>
  createTeam({
    game: 'gridiron',
    roster,
    name,
    players: [
      { position: 'Blitzer', name: `${name} Blitzer 1` },
      { position: 'Blitzer', name: `${name} Blitzer 2` },
      ...Array.from({ length: 9 }, (_, i) => ({ position: 'Lineman', name: `${name} Lineman ${i + 3}` })),
    ],
    buy: { rerolls: 1, fanFactor: ff },
  });

/** A match played to its end: the score, each side's FAME, and what happened to whom, set on the state. */
function finished(home: LeagueTeam, away: LeagueTeam, dice: number[], score: [number, number], fame: [number, number] = [0, 0]) {
  const { ruleset, options } = matchOptions(home, away, { seed: 1 });
  const s = startMatch(ruleset, options).game as unknown as GState;
  s.teams.home.score = score[0];
  s.teams.away.score = score[1];
  s.teams.home.fame = fame[0];
  s.teams.away.fame = fame[1];
  s.script = dice.slice();
  const events: Event[] = [];
  const at = (id: string): Player => s.players.find((p) => p.id === id)!;
  return { s, ctx: { state: s, events }, events, at };
}

const rolls = (events: Event[], rule: string) => events.filter((e): e is RollEvent => e.type === 'roll' && e.rule === rule);

describe('SPP and the MVP carried into the team', () => {
  it('"Completion 1, Interception 2, Casualty 2, TD 3, MVP 5" (facts.md §2.11) are added to the players\' SPP', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    home.players[0].spp = 4;
    // MVP: home #1, away #3; home: Experienced roll 2+5, winnings 4, fan factor 3D6; away: winnings 2, fan factor 2D6
    const m = finished(home, away, [1, 3, 2, 5, 4, 6, 5, 4, 2, 1, 1], [2, 1]);
    Object.assign(m.at('home-1').stats, { td: 2, comp: 1 });
    Object.assign(m.at('away-2').stats, { td: 1, cas: 1 });
    const { teams, summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    // 4 before + 2 TD (6) + 1 completion (1) + MVP (5)
    expect(teams.home.players[0].spp).toBe(16);
    expect(summary.home.mvp).toBe(home.players[0].id);
    expect(teams.away.players[1].spp).toBe(5);
    expect(teams.away.players[2].spp).toBe(5);
    // the input teams are left as they were
    expect(home.players[0].spp).toBe(4);
  });
});

describe('level-ups: "At each threshold roll 2d6" (facts.md §2.11)', () => {
  it('passing 6 and 16 SPP (Experienced, Veteran) in one match gives two rolls, kept as waiting advances', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    home.players[0].spp = 5;
    // MVP home #1 (5 + 5 + 3 x 3 TD = 19 SPP: Experienced and Veteran), away #1; two 2D6 rolls; winnings; FF
    const m = finished(home, away, [1, 1, 3, 3, 6, 4, 1, 1, 1, 1, 1, 1, 1], [3, 0]);
    m.at('home-1').stats.td = 3;
    const { teams } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(teams.home.players[0].advances).toEqual([
      { rank: 'Experienced', dice: [3, 3] },
      { rank: 'Veteran', dice: [6, 4] },
    ]);
    expect(rolls(m.events, 'league.advancement').map((e) => e.outcome)).toEqual(['a Normal skill or a Double skill', '+1 MA, +1 AV or a Normal skill']);
  });

  const withRoll = (dice: [number, number]) => {
    const t = lineup('Griffons', 'human');
    t.players[5].advances = [{ rank: 'Experienced', dice }];
    return { t, id: t.players[5].id }; // a Human Lineman: Normal G, Double ASP
  };

  it('"2–9 new skill from the player\'s Normal categories": a 2+5 allows Block (General), not Dodge (Agility)', () => {
    const { t, id } = withRoll([2, 5]);
    expect(() => chooseAdvance(t, id, { skill: 'Dodge' })).toThrow(/this roll opens General skills/);
    const after = chooseAdvance(t, id, { skill: 'Block' });
    expect(after.players[5]).toMatchObject({ skills: ['Block'], advances: [] });
    // "Normal skill +20k" to the team value
    expect(teamValue(after) - teamValue(t)).toBe(20_000);
  });

  it('"doubles also unlock the Double categories": a 3+3 allows Dodge, worth 30k', () => {
    const { t, id } = withRoll([3, 3]);
    expect(advanceOptions(t, id).categories).toEqual(['General', 'Agility', 'Strength', 'Passing']);
    const after = chooseAdvance(t, id, { skill: 'Dodge' });
    expect(teamValue(after) - teamValue(t)).toBe(30_000);
  });

  it('"10 = +1 MA or +1 AV; 11 = +1 AG; 12 = +1 ST (a characteristic result may be swapped for a Normal skill)"', () => {
    const ten = withRoll([4, 6]);
    expect(advanceOptions(ten.t, ten.id).stats).toEqual(['ma', 'av']);
    expect(() => chooseAdvance(ten.t, ten.id, { stat: 'st' })).toThrow(/\+1 MA or \+1 AV/);
    expect(chooseAdvance(ten.t, ten.id, { skill: 'Tackle' }).players[5].skills).toEqual(['Tackle']);
    const twelve = withRoll([6, 6]);
    const st = chooseAdvance(twelve.t, twelve.id, { stat: 'st' });
    expect(st.players[5].stats).toEqual({ st: 1 });
    expect(teamValue(st) - teamValue(twelve.t)).toBe(50_000);
    // and the match gets it: a Human Lineman's ST 3 becomes 4
    expect(loadTeam(toGridironFile(st), 'home').players.find((p) => p.number === 6)!.st).toBe(4);
  });

  it('"max +2 per characteristic": a third +1 ST is not on offer', () => {
    const { t, id } = withRoll([6, 6]);
    t.players[5].stats = { st: 2 };
    expect(advanceOptions(t, id).stats).toEqual([]);
    expect(() => chooseAdvance(t, id, { stat: 'st' })).toThrow(/no characteristic/);
  });
});

describe('injuries and deaths carried into the next match (facts.md §2.6: 41–48 Miss Next Game, 51–52 Niggling, 53–58 −1 MA/AV/AG/ST, 61–68 Dead)', () => {
  function injured() {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    // one player already missing this match: he is not fielded, and is free again after it
    away.players[10].missNextGame = true;
    const m = finished(home, away, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 1]);
    m.at('away-3').injuries = ['Smashed Hip (-1 MA)'];
    m.at('away-4').injuries = ['Dead'].map((d) => `${d} (Dead)`);
    m.at('away-5').injuries = ['Broken Ribs (Miss Next Game)'];
    m.at('away-6').injuries = ['Damaged Back (Niggling Injury)'];
    m.at('away-7').injuries = ['Badly Hurt'];
    return { ...leaguePostMatch(m.ctx, m.s, { home, away }), away };
  }

  it('the lasting effects are kept, every serious injury also misses the next game, the dead stay as history only', () => {
    const { teams, summary, away } = injured();
    const p = teams.away.players;
    expect(p[2]).toMatchObject({ injuries: ['-1 MA'], missNextGame: true });
    expect(p[3]).toMatchObject({ dead: true });
    expect(p[4]).toMatchObject({ missNextGame: true });
    expect(p[4].injuries).toBeUndefined();
    expect(p[5]).toMatchObject({ injuries: ['Niggling Injury'], missNextGame: true });
    expect(p[6].missNextGame).toBeUndefined();
    expect(p[10].missNextGame).toBe(false);
    expect(summary.away.dead).toEqual([away.players[3].id]);
    expect(summary.away.missNextGame).toEqual([2, 4, 5].map((i) => away.players[i].id));
  });

  it('in the next match: the -1 MA and the Niggling Injury play, those missing it are kept out, the dead are gone', () => {
    const { teams } = injured();
    const next = loadTeam(toGridironFile(teams.away, false), 'away');
    expect(next.players.map((q) => q.number)).toEqual([1, 2, 7, 8, 9, 10, 11]);
    expect(next.absent.map((a) => a.number)).toEqual([3, 5, 6]);
    // seven fit: four Journeymen make up eleven, on shirt numbers nobody living wears (the dead #4's is free)
    const withJourneymen = loadTeam(toGridironFile(teams.away), 'away');
    expect(withJourneymen.players.map((q) => q.number)).toEqual([1, 2, 4, 7, 8, 9, 10, 11, 12, 13, 14]);
    // and a match after that: Orc Lineman MA 5 - 1; Niggling +1 to injury rolls against him
    const healed = { ...teams.away, players: teams.away.players.map((q) => ({ ...q, missNextGame: false })) };
    const later = loadTeam(toGridironFile(healed), 'away').players;
    expect(later.find((q) => q.number === 3)!.ma).toBe(4);
    expect(later.find((q) => q.number === 6)!.niggling).toBe(1);
  });

  it('"max" 2 points lost per characteristic: a third -1 MA has no effect (and the player still misses the next game)', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    away.players[2].injuries = ['-1 MA', '-1 MA'];
    const m = finished(home, away, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 0]);
    m.at('away-3').injuries = ['Smashed Ankle (-1 MA)'];
    const { teams, summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(teams.away.players[2].injuries).toEqual(['-1 MA', '-1 MA']);
    expect(summary.away.injuries[0]).toMatchObject({ effect: '-1 MA', applied: false });
    expect(teams.away.players[2].missNextGame).toBe(true);
  });
});

describe('winnings: "(D6 + FAME + W) x 10000, W is [1] if you won/tied"; "if you won, you are allowed to re-roll your D6"', () => {
  it('a winner with FAME 1 rolling 4 earns 60,000; the loser with FAME 0 rolling 2 earns 20,000', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const m = finished(home, away, [1, 1, 4, 1, 1, 1, 2, 1, 1], [2, 1], [1, 0]);
    const { teams, summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(summary.home.winnings).toBe(60_000);
    expect(summary.away.winnings).toBe(20_000);
    expect(teams.home.treasury).toBe(home.treasury + 60_000);
    expect(teams.away.treasury).toBe(away.treasury + 20_000);
  });

  it('the winner may re-roll the D6 and must keep the new roll, even a worse one', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const m = finished(home, away, [1, 1, 3, 1, 1, 1, 1, 1, 1, 1], [1, 0]);
    const { summary } = leaguePostMatch(m.ctx, m.s, { home, away }, { rerollWinnings: { home: true } });
    expect(summary.home.winnings).toBe((1 + 0 + 1) * 10_000);
    expect(rolls(m.events, 'league.winnings').filter((e) => e.who === 'home').map((e) => e.dice[0])).toEqual([3, 1]);
  });

  it('a draw earns W too', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const m = finished(home, away, [1, 1, 5, 1, 1, 5, 1, 1], [1, 1]);
    const { summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(summary.home.winnings).toBe(60_000);
    expect(summary.away.winnings).toBe(60_000);
  });
});

describe('fan factor: "Winner rolls 3D6, if you draw or lose roll 2D6"; won/drew and higher: +1; drew/lost and less: -1', () => {
  it('the winner with FF 9 rolling 10 on 3D6 goes to 10; the loser with FF 3 rolling 2 drops to 2', () => {
    const home = lineup('Griffons', 'human', 9);
    const away = lineup('Maulers', 'orc', 3);
    const m = finished(home, away, [1, 1, 1, 3, 3, 4, 1, 1, 1], [2, 0]);
    const { teams, summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(summary.home.fanFactor).toEqual({ before: 9, after: 10 });
    expect(teams.away.fanFactor).toBe(2);
    expect(rolls(m.events, 'league.fan-factor').map((e) => e.dice.length)).toEqual([3, 2]);
  });

  it('a winner rolling equal to the fan factor keeps it; a loser rolling higher keeps his', () => {
    const home = lineup('Griffons', 'human', 9);
    const away = lineup('Maulers', 'orc', 3);
    const m = finished(home, away, [1, 1, 1, 3, 3, 3, 1, 6, 6], [2, 0]);
    const { summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(summary.home.fanFactor.after).toBe(9);
    expect(summary.away.fanFactor.after).toBe(3);
  });

  it('a draw: higher than the fan factor +1, lower -1', () => {
    const home = lineup('Griffons', 'human', 3);
    const away = lineup('Maulers', 'orc', 3);
    const m = finished(home, away, [1, 1, 1, 3, 2, 1, 1, 1], [0, 0]);
    const { summary } = leaguePostMatch(m.ctx, m.s, { home, away });
    expect(summary.home.fanFactor.after).toBe(4);
    expect(summary.away.fanFactor.after).toBe(2);
  });
});

describe('the team value recomputed', () => {
  it('drops by the dead player and by the one who misses the next game, and counts the new fan factor', () => {
    const home = lineup('Griffons', 'human');
    const away = lineup('Maulers', 'orc');
    const m = finished(home, away, [1, 1, 1, 1, 1, 1, 6, 6, 6, 1, 1], [0, 1]);
    m.at('home-1').injuries = ['Dead (Dead)'];
    m.at('home-2').injuries = ['Gouged Eye (Miss Next Game)'];
    const { summary, teams } = leaguePostMatch(m.ctx, m.s, { home, away });
    // two Human Blitzers at 90k out; away won and rolled 18 on 3D6: fan factor +1 (10k)
    expect(summary.home.teamValue).toBe(teamValue(home) - 180_000);
    expect(summary.away.teamValue).toBe(teamValue(away) + 10_000);
    expect(teamValue(teams.home)).toBe(summary.home.teamValue);
  });
});
