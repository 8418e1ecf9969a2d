import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, legal, newGame, pending, result } from '../../core/game';
import { seedRng } from '../../core/rng';
import '../index';
import type { Event, RollEvent } from '../../core/types';
import { loadTeam } from './rosters';
import { afterMatch, rankOf, RANKS } from './spp';
import type { GState, Player } from './state';

/** Two teams after a match; `dice` scripts the MVP rolls. Only what afterMatch reads is filled in. */
function finished(dice: number[], homeFile: unknown = 'human', awayFile: unknown = 'orc') {
  const home = loadTeam(homeFile, 'home');
  const away = loadTeam(awayFile, 'away');
  const state = {
    rng: seedRng(1),
    script: dice.slice(),
    players: [...home.players, ...away.players],
    teams: { home: { ...home.team, score: 2 }, away: { ...away.team, score: 1 } },
  } as unknown as GState;
  const events: Event[] = [];
  return { state, ctx: { state, events }, events };
}

const player = (s: GState, id: string): Player => s.players.find((p) => p.id === id)!;

describe('afterMatch', () => {
  it('awards LRB6 SPP: completion 1, interception 2, casualty 2, touchdown 3, MVP 5', () => {
    const { state, ctx } = finished([1, 11]);
    Object.assign(player(state, 'home-1').stats, { comp: 2, int: 1, cas: 1, td: 1 });
    Object.assign(player(state, 'home-2').stats, { td: 2 });
    const r = afterMatch(ctx, state);
    const h1 = r.players.find((p) => p.id === 'home-1')!;
    expect(h1).toMatchObject({ comp: 2, int: 1, cas: 1, td: 1, mvp: true, before: 0, earned: 2 + 2 + 2 + 3 + 5, total: 14 });
    expect(r.players.find((p) => p.id === 'home-2')).toMatchObject({ mvp: false, earned: 6 });
    expect(r.players.find((p) => p.id === 'away-3')).toMatchObject({ mvp: false, earned: 0, total: 0, rank: 'Rookie', newRanks: [] });
    expect(r.score).toEqual({ home: 2, away: 1 });
  });

  it('rolls one die per team among its players in shirt-number order, as gridiron.mvp roll events', () => {
    const { state, ctx, events } = finished([7, 4]);
    const r = afterMatch(ctx, state);
    expect(r.mvp).toEqual({ home: 'home-7', away: 'away-4' });
    const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
    expect(rolls.map((e) => [e.rule, e.who, e.dice, e.outcome])).toEqual([
      ['gridiron.mvp', 'home', [7], 'home-7'],
      ['gridiron.mvp', 'away', [4], 'away-4'],
    ]);
    expect(r.players.filter((p) => p.mvp).map((p) => p.id)).toEqual(['home-7', 'away-4']);
  });

  it('the die has as many sides as candidates: an 11-player team cannot roll a 12', () => {
    const { state, ctx } = finished([12, 1]);
    expect(() => afterMatch(ctx, state)).toThrow(/d11/);
  });

  it('the MVP comes from the match dice when none are scripted, the same for the same seed', () => {
    const a = finished([]);
    const b = finished([]);
    expect(afterMatch(a.ctx, a.state)).toEqual(afterMatch(b.ctx, b.state));
    expect(a.events).toHaveLength(2);
  });

  it('a one-player side gets its MVP without a roll', () => {
    const solo = { name: 'Solo', roster: 'orc', players: [{ number: 9, name: 'Alone', position: 'Lineman' }] };
    const { state, ctx, events } = finished([3], solo);
    const r = afterMatch(ctx, state);
    expect(r.mvp.home).toBe('home-9');
    expect(events).toHaveLength(1);
    expect(r.mvp.away).toBe('away-3');
  });

  it('says which ranks a player reached, counting from the SPP it brought into the match', () => {
    const file = {
      name: 'Vets',
      roster: 'human',
      players: [
        { number: 1, name: 'Nearly', position: 'Blitzer', spp: 4 },
        { number: 2, name: 'Leaping', position: 'Blitzer', spp: 14 },
        { number: 3, name: 'Legend', position: 'Blitzer', spp: 175 },
      ],
    };
    const { state, ctx } = finished([1, 1], file);
    Object.assign(player(state, 'home-1').stats, { comp: 2 }); // 4 -> 6
    Object.assign(player(state, 'home-2').stats, { td: 6 }); // 14 -> 32: two ranks at once
    Object.assign(player(state, 'home-3').stats, { cas: 1 }); // 175 -> 177
    const r = afterMatch(ctx, state);
    const byId = (id: string) => r.players.find((p) => p.id === id)!;
    expect(byId('home-1')).toMatchObject({ before: 4, total: 11, rank: 'Experienced', newRanks: ['Experienced'] }); // MVP too
    expect(byId('home-2')).toMatchObject({ before: 14, total: 32, rank: 'Emerging Star', newRanks: ['Veteran', 'Emerging Star'] });
    expect(byId('home-3')).toMatchObject({ total: 177, rank: 'Legend', newRanks: ['Legend'] });
  });

  it('carries the injuries suffered, as plain data apart from the state', () => {
    const { state, ctx } = finished([1, 1]);
    player(state, 'away-10').injuries.push('Smashed Knee (Niggling Injury)');
    const r = afterMatch(ctx, state);
    const troll = r.players.find((p) => p.id === 'away-10')!;
    expect(troll.injuries).toEqual(['Smashed Knee (Niggling Injury)']);
    troll.injuries.push('x');
    expect(player(state, 'away-10').injuries).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('afterMatch, any match', () => {
  it('each side has one MVP, and the SPP a side earns is its achievements at LRB6 values plus 5', () => {
    const line = fc.record({ comp: fc.nat(3), int: fc.nat(2), cas: fc.nat(3), td: fc.nat(3), spp: fc.nat(200) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 11, maxLength: 11 }), fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 11 }), (lines, h, a) => {
        const { state, ctx } = finished([h, a]);
        const home = state.players.filter((p) => p.side === 'home');
        home.forEach((p, i) => {
          const { spp, ...stats } = lines[i];
          p.stats = stats;
          p.spp = spp;
        });
        const r = afterMatch(ctx, state);
        const mine = r.players.filter((p) => p.side === 'home');
        expect(mine.filter((p) => p.mvp)).toHaveLength(1);
        expect(r.players.filter((p) => p.side === 'away' && p.mvp)).toHaveLength(1);
        const want = lines.reduce((n, l) => n + l.comp + 2 * l.int + 2 * l.cas + 3 * l.td, 5);
        expect(mine.reduce((n, p) => n + p.earned, 0)).toBe(want);
        for (const p of mine) {
          expect(p.total).toBe(p.before + p.earned);
          expect(rankOf(p.total)).toBe(p.rank);
          if (p.newRanks.length > 0) expect(p.newRanks[p.newRanks.length - 1]).toBe(p.rank);
          else expect(rankOf(p.before)).toBe(p.rank);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('afterMatch on a played match', () => {
  it('reports every player of a whole match played by random choices, and rolls the MVPs on the match dice', () => {
    const game = newGame('gridiron', { seed: 3, home: 'orc', away: 'goblin' });
    const pick = seedRng(9);
    for (let n = 0; pending(game) && n < 20_000; n++) {
      const options = legal(game);
      pick[0] = (Math.imul(pick[0], 1103515245) + 12345) >>> 0;
      act(game, options[pick[0] % options.length]);
    }
    expect(result(game)).not.toBeNull();
    const state = game as unknown as GState;
    const events: Event[] = [];
    const r = afterMatch({ state, events }, state);
    const order = (side: string) => state.players.filter((p) => p.side === side).sort((a, b) => a.number - b.number).map((p) => p.id);
    expect(r.players.map((p) => p.id)).toEqual([...order('home'), ...order('away')]);
    expect(r.score).toEqual(result(game)!.score);
    expect(events.map((e) => (e as RollEvent).rule)).toEqual(['gridiron.mvp', 'gridiron.mvp']);
    for (const p of r.players) {
      const q = player(state, p.id);
      expect(p.earned).toBe(q.stats.comp + 2 * q.stats.int + 2 * q.stats.cas + 3 * q.stats.td + (p.mvp ? 5 : 0));
      expect(p.injuries).toEqual(q.injuries);
    }
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe('ranks', () => {
  it('thresholds 6/16/31/51/76/176 (facts.md §2.11)', () => {
    expect(RANKS.map(([, n]) => n)).toEqual([0, 6, 16, 31, 51, 76, 176]);
    expect([0, 5, 6, 15, 16, 30, 31, 50, 51, 75, 76, 175, 176, 999].map(rankOf)).toEqual([
      'Rookie', 'Rookie', 'Experienced', 'Experienced', 'Veteran', 'Veteran', 'Emerging Star', 'Emerging Star',
      'Star', 'Star', 'Super Star', 'Super Star', 'Legend', 'Legend',
    ]);
  });
});
