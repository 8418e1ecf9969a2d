import { describe, expect, it } from 'vitest';
import { OptionsError } from '../../core/options';
import { loadRushTeam } from './teamfile';

const M = 'ZZ_MARKER_123';
const file = () => ({
  roster: 'trontek-29ers',
  name: 'Trontek Titans',
  coachingDice: 1,
  players: [
    { number: 7, name: 'Vance', position: 'striker' },
    ...[1, 2, 3, 4, 5].map((n) => ({ number: n, name: `Jack ${n}`, position: 'jack' })),
  ],
});

describe('a rush team file', () => {
  it('fields its own players by number and name, with its assets', () => {
    const f = loadRushTeam(file(), 'home');
    expect(f.team).toMatchObject({ id: 'trontek-29ers', name: 'Trontek Titans', coachingDice: 1, cards: 0 });
    expect(f.lineup.map((p) => [p.num, p.name, p.position.role])).toEqual([[7, 'Vance', 'striker'], [1, 'Jack 1', 'jack'], [2, 'Jack 2', 'jack'], [3, 'Jack 3', 'jack'], [4, 'Jack 4', 'jack'], [5, 'Jack 5', 'jack']]);
  });

  it('a roster id still fields the starter line-up (facts.md §3.6: 3 Strikers, 3 Jacks, 2 Guards)', () => {
    expect(loadRushTeam('trontek-29ers', 'home').lineup.map((p) => p.position.id)).toEqual(['striker', 'striker', 'striker', 'jack', 'jack', 'jack', 'guard', 'guard']);
  });

  it.each([
    ['roster', (f: any) => (f.roster = M), 'option "home": roster: one of'],
    ['a position', (f: any) => (f.players[2].position = M), 'option "home": players[2].position: expected a position id'],
    ['a shirt number worn twice', (f: any) => (f.players[3].number = 1), 'option "home": players[3].number: already worn'],
    ['too many Jacks for "Jack 3/6"', (f: any) => f.players.push({ number: 6, name: 'J6', position: 'jack' }, { number: 8, name: 'J8', position: 'jack' }), 'option "home": players[7].position: the Trontek 29ers allow at most 6 Human Jack'],
    ['an unknown field, not named', (f: any) => (f[M] = 1), 'option "home": a field is not one'],
    ['cards past 7', (f: any) => (f.cards = 8), 'option "home": cards: expected a whole number from 0 to 7'],
  ])('%s: one OptionsError naming the field, never the value', (_w, spoil, message) => {
    const f = file();
    spoil(f);
    let e: unknown;
    try {
      loadRushTeam(f, 'home');
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(OptionsError);
    expect((e as Error).message.startsWith(message)).toBe(true);
    expect((e as Error).message).not.toContain(M);
  });
});
