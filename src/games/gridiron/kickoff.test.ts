import { describe, expect, it } from 'vitest';
import { KICKOFF_TABLE } from './kickoff';
import { A, pl, scenario } from './testkit';
import type { ScenarioPlayer } from './scenario';

const bench = (side: 'home' | 'away', n: number, extra: Partial<ScenarioPlayer> = {}) =>
  Array.from({ length: n }, (_, i) => pl(side, i + 1, 0, 0, { place: 'reserves', ...extra }));

/** Home kicks to away; three players a side line up on the line of scrimmage. The kick aims at 20,3, deviates
 * right 1 to 21,3 (d8 5, d6 1), then `table` is the 2d6 kick-off roll and `rest` the dice after it. */
function kick(table: [number, number], rest: (number | string)[], extra: Record<string, unknown> = {}) {
  const m = scenario({
    from: 'kick-off', kicking: 'home', end: 'turn',
    players: [...bench('home', 3), ...bench('away', 3)],
    dice: [5, 1, ...table, ...rest],
    ...extra,
  });
  m.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 20, y: 3 });
  return m;
}

const tableRoll = (m: ReturnType<typeof kick>) => m.rolls('gridiron.kick-off')[0];

describe('the kick-off', () => {
  it('the kicking team sets up first, then the receiving team, then the kick is placed in the receiving half', () => {
    const m = scenario({ from: 'kick-off', kicking: 'home', players: [...bench('home', 3), ...bench('away', 3)] });
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
    m.play({ type: 'setup-done' });
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'away' });
    m.play({ type: 'setup-done' });
    expect(m.game.pending).toMatchObject({ kind: 'kick', seat: 'home' });
    expect(m.offered('kick').every((a) => (a.x as number) >= 13)).toBe(true);
    expect(m.offered('kick')).toHaveLength(13 * 15);
  });

  it('deviates d8 direction and d6 squares, then lands: a bounce off an empty square', () => {
    const m = kick([1, 1], [4]);
    expect(m.events.find((e) => e.type === 'kick-deviates')).toMatchObject({ x: 21, y: 3 });
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 20, y: 3 });
    expect(m.game.pending).toMatchObject({ kind: 'turn', seat: 'away' });
  });

  it('Kick halves the deviation (rounding down)', () => {
    const m = scenario({
      from: 'kick-off', kicking: 'home', end: 'turn',
      // The kicker fills the sixth slot of the formation: off the line and out of the wide zones.
      players: [...bench('home', 5), pl('home', 6, 0, 0, { place: 'reserves', skills: ['Kick'] }), ...bench('away', 3)],
      dice: [5, 3, 1, 1, 4],
    });
    m.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 20, y: 3 });
    expect(m.game.pending).toMatchObject({ kind: 'skill', seat: 'home' });
    m.play(A.choose('halve'));
    expect(m.events.find((e) => e.type === 'kick-deviates')).toMatchObject({ x: 21, y: 3 });
  });

  it('a kick off the pitch is a touchback: the receiving coach gives the ball to a standing player', () => {
    const m = scenario({ from: 'kick-off', kicking: 'home', end: 'turn', players: [...bench('home', 3), ...bench('away', 3)], dice: [5, 6, 3, 4] });
    m.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 22, y: 3 });
    expect(m.game.pending?.kind).toBe('touchback');
    m.play({ type: 'touchback', player: 'away-2' });
    expect(m.game.ball).toMatchObject({ state: 'held', carrier: 'away-2' });
  });

  it('a kick landing in the kicking team half is a touchback', () => {
    const m = scenario({ from: 'kick-off', kicking: 'home', end: 'turn', players: [...bench('home', 3), ...bench('away', 3)], dice: [4, 2, 3, 4] });
    m.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 13, y: 1 });
    expect(m.game.pending?.kind).toBe('touchback');
  });

  it('the kick-off table has the eleven LRB6 results', () => {
    expect(KICKOFF_TABLE.map((r) => r[0])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(KICKOFF_TABLE[10][2]).toContain("players with Ball & Chain are KO'd");
    expect(KICKOFF_TABLE.map((r) => r[1])).toEqual([
      'Get the Ref', 'Riot', 'Perfect Defence', 'High Kick', 'Cheering Fans', 'Changing Weather', 'Brilliant Coaching',
      'Quick Snap!', 'Blitz!', 'Throw a Rock', 'Pitch Invasion',
    ]);
  });

  it('2 Get the Ref: each team gets a free bribe', () => {
    const m = kick([1, 1], [4]);
    expect(tableRoll(m).outcome).toBe('Get the Ref');
    expect([m.game.teams.home.bribes, m.game.teams.away.bribes]).toEqual([1, 1]);
  });

  it('3 Riot: with the receiving team not yet on the clock, both turn markers go forward one', () => {
    const m = kick([1, 2], [4]);
    expect(tableRoll(m).outcome).toBe('Riot');
    // Away's first turn is now its second.
    expect(m.game.teams.away.turn).toBe(2);
    expect(m.game.teams.home.turn).toBe(1);
  });

  it.each([
    [7, [], -1],
    [3, [2], 1],
    [3, [5], -1],
  ])('3 Riot with the receiving marker at %i: moves %j -> %i', (turn, d6, step) => {
    const m = kick([1, 2], [...d6, 4], { turn: turn + 1 });
    expect(m.game.teams.home.turn).toBe(turn + step);
  });

  it('4 Perfect Defence: the kicking team sets up again', () => {
    const m = kick([2, 2], []);
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
  });

  it('5 High Kick: an open receiving player may move under the ball', () => {
    // The fourth away player stands off the line, in no tackle zone.
    const m = kick([2, 3], [], { players: [...bench('home', 3), ...bench('away', 4)] });
    expect(m.game.pending?.kind).toBe('high-kick');
    expect(m.offered('choose').map((a) => a.value)).toEqual(['away-4', 'none']);
    m.play(A.choose('away-4'));
    expect(m.player('away-4')).toMatchObject({ x: 21, y: 3 });
  });

  it('6 Cheering Fans: d3 + FAME + cheerleaders, the higher team gains a re-roll', () => {
    const m = kick([3, 3], [3, 1, 4]);
    expect(tableRoll(m).outcome).toBe('Cheering Fans');
    expect([m.game.teams.home.rerolls, m.game.teams.away.rerolls]).toEqual([1, 0]);
  });

  it('6 Cheering Fans: a tie gives both a re-roll', () => {
    const m = kick([3, 3], [2, 2, 4]);
    expect([m.game.teams.home.rerolls, m.game.teams.away.rerolls]).toEqual([1, 1]);
  });

  it.each([
    ['pitch', [1, 0]],
    ['reserves', [1, 1]],
  ])('Fan Favourite: "For each player with Fan Favourite on the pitch your team receives an additional +1 FAME modifier for any Kick-Off table results" (one in the %s)', (place, rerolls) => {
    const fan = pl('home', 4, 5, 7, { skills: ['Fan Favourite'], place: place as 'pitch' | 'reserves' });
    const m = kick([3, 3], [2, 2, 4], { players: [pl('home', 1, 12, 6), pl('home', 2, 12, 7), pl('home', 3, 12, 8), fan, ...bench('away', 3)] });
    expect(m.rolls('gridiron.cheering-fans')[0].modifiers.some((x) => x.source === 'Fan Favourite')).toBe(place === 'pitch');
    expect([m.game.teams.home.rerolls, m.game.teams.away.rerolls]).toEqual(rerolls);
  });

  it('Kick-Off Return: "move up to 3 squares after the ball has been scattered but before rolling on the Kick-Off table"', () => {
    const line = (side: 'home' | 'away', x: number) => [6, 7, 8].map((y, i) => pl(side, i + 1, x, y));
    const returner = pl('away', 4, 18, 7, { skills: ['Kick-Off Return'] });
    const m = kick([1, 1], [4], { players: [...line('home', 12), ...line('away', 13), returner] });
    expect(m.game.pending).toMatchObject({ kind: 'kick-off-return', seat: 'away' });
    expect(m.rolls('gridiron.kick-off')).toEqual([]);
    const squares = m.offered('kick-off-return').map((a) => `${a.x},${a.y}`);
    expect(squares).toContain('21,4');
    expect(squares).not.toContain('22,7');
    // "does not allow the player to cross into the opponent's half of the pitch"
    expect(squares.filter((q) => Number(q.split(',')[0]) < 13)).toEqual([]);
    m.play({ type: 'kick-off-return', player: 'away-4', x: 21, y: 4 });
    expect(m.player('away-4')).toMatchObject({ x: 21, y: 4 });
    expect(m.rolls('gridiron.kick-off')).toHaveLength(1);
  });

  it('Kick-Off Return: not for a player on the Line of Scrimmage, nor "for a touchback kick-off"', () => {
    const line = (side: 'home' | 'away', x: number, skills: string[] = []) => [6, 7, 8].map((y, i) => pl(side, i + 1, x, y, { skills }));
    const onLine = kick([1, 1], [4], { players: [...line('home', 12), ...line('away', 13, ['Kick-Off Return'])] });
    expect(onLine.game.pending?.kind).not.toBe('kick-off-return');
    const returner = pl('away', 4, 18, 7, { skills: ['Kick-Off Return'] });
    // the kick deviates 6 squares up from 20,3: off the pitch
    const out = scenario({ from: 'kick-off', kicking: 'home', end: 'turn', players: [...line('home', 12), ...line('away', 13), returner], dice: [2, 6, 1, 1] });
    out.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 20, y: 3 });
    expect(out.rolls('gridiron.kick-off')).toHaveLength(1);
  });

  it('7 Changing Weather: the weather is rolled again; Nice brings a Gentle Gust (one more scatter)', () => {
    const m = kick([3, 4], [3, 4, 5, 4]);
    expect(m.game.weather).toBe('nice');
    expect(m.rolls('gridiron.gentle-gust')).toHaveLength(1);
    expect(m.events.filter((e) => e.type === 'kick-deviates').at(-1)).toMatchObject({ x: 22, y: 3 });
  });

  it('7 Changing Weather to Blizzard: no gust', () => {
    const m = kick([3, 4], [6, 6, 4]);
    expect(m.game.weather).toBe('blizzard');
    expect(m.rolls('gridiron.gentle-gust')).toHaveLength(0);
  });

  it('8 Brilliant Coaching: d3 + FAME + assistant coaches, the higher team gains a re-roll', () => {
    const m = kick([4, 4], [1, 3, 4]);
    expect(tableRoll(m).outcome).toBe('Brilliant Coaching');
    expect([m.game.teams.home.rerolls, m.game.teams.away.rerolls]).toEqual([0, 1]);
  });

  it('9 Quick Snap!: each receiving player may move one square', () => {
    const m = kick([4, 5], [4]);
    expect(m.game.pending?.kind).toBe('quick-snap');
    m.play({ type: 'place', player: 'away-1', x: 14, y: 6 });
    expect(m.offered('place').some((a) => a.player === 'away-1')).toBe(false);
    m.play({ type: 'setup-done' });
    expect(m.player('away-1')).toMatchObject({ x: 14, y: 6 });
  });

  it('10 Blitz!: the kicking team takes a free turn before the ball lands', () => {
    const m = kick([5, 5], []);
    expect(m.game.pending).toMatchObject({ kind: 'turn', seat: 'home' });
    expect(m.game.teams.home.turn).toBe(0);
    // The line of scrimmage players are marked, so none of them may act.
    expect(m.offered('start-action')).toEqual([]);
  });

  it('11 Throw a Rock: the lower team (d6 + FAME) has a random player hit: injury roll, no armour', () => {
    const m = kick([5, 6], [2, 5, 3, 3, 4, 4]);
    expect(tableRoll(m).outcome).toBe('Throw a Rock');
    expect(m.rolls('gridiron.random-player')[0]).toMatchObject({ who: 'home', total: 3 });
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')[0].who).toBe('home-3');
  });

  it('12 Pitch Invasion: each player on the pitch is stunned on d6 + opposing FAME of 6+', () => {
    const m = kick([6, 6], [6, 1, 1, 1, 1, 1, 4]);
    expect(tableRoll(m).outcome).toBe('Pitch Invasion');
    expect(m.game.players.filter((p) => p.stance === 'stunned').map((p) => p.id)).toEqual(['home-1']);
  });

  it('12 Pitch Invasion: "the player is Stunned (players with the Ball & Chain skill are KO\'d)"', () => {
    const fanatic = pl('home', 4, 5, 7, { skills: ['Ball & Chain', 'No Hands', 'Secret Weapon'] });
    const m = kick([6, 6], [1, 1, 1, 6, 1, 1, 1, 4], {
      players: [pl('home', 1, 12, 6), pl('home', 2, 12, 7), pl('home', 3, 12, 8), fanatic, ...bench('away', 3)],
    });
    expect(m.rolls('gridiron.pitch-invasion').map((r) => r.who)).toEqual(['home-1', 'home-2', 'home-3', 'home-4', 'away-1', 'away-2', 'away-3']);
    expect(m.player('home-4')).toMatchObject({ place: 'ko', x: -1 });
    expect(m.events.find((e) => e.type === 'knocked-out')).toEqual({ type: 'knocked-out', player: 'home-4', reason: 'Pitch Invasion' });
    expect(m.game.players.filter((p) => p.stance === 'stunned')).toEqual([]);
  });

  it('a scenario starting at the kick-off keeps the players where it put them', () => {
    const m = scenario({
      from: 'kick-off', kicking: 'home',
      players: [pl('home', 1, 12, 6), pl('home', 2, 12, 7), pl('home', 3, 12, 8), pl('home', 4, 5, 7), ...bench('away', 3)],
    });
    expect(m.player('home-4')).toMatchObject({ x: 5, y: 7, place: 'pitch' });
    expect(m.offered('setup-done')).toHaveLength(1);
  });
});
