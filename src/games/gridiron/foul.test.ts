import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';
import type { ScenarioPlayer } from './scenario';

/** home-1 at 5,5 fouls the prone away-1 at 6,5. */
function foul(dice: number[], a: Partial<ScenarioPlayer> = {}, more: ScenarioPlayer[] = [], extra = {}) {
  const m = scenario({ players: [pl('home', 1, 5, 5, a), pl('away', 1, 6, 5, { stance: 'prone' }), ...more], dice, ...extra });
  m.play(A.start('home-1', 'foul'), A.foul('away-1'));
  return m;
}

describe('fouls', () => {
  it('are offered only against prone or stunned opponents next to the fouler', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5, { stance: 'prone' }), pl('away', 2, 4, 5)] });
    m.play(A.start('home-1', 'foul'));
    expect(m.offered('foul')).toEqual([{ type: 'foul', target: 'away-1' }]);
  });

  it('roll armour with +1 per fouling assist and -1 per defensive assist', () => {
    const m = foul([4, 5, 1, 2], {}, [pl('home', 2, 7, 5), pl('home', 3, 7, 6), pl('away', 2, 4, 4)]);
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({
      modifiers: [{ source: 'fouling assists', value: 2 }, { source: 'defensive assists', value: -1 }],
      total: 10,
      outcome: 'broken',
    });
  });

  it('a fouling assist must not be marked by another opponent (Guard does not help a foul)', () => {
    const m = foul([4, 5], {}, [pl('home', 2, 7, 5, { skills: ['Guard'] }), pl('away', 2, 8, 5)]);
    expect(m.rolls('gridiron.armour')[0].modifiers).toEqual([]);
  });

  it('doubles on the armour roll send the fouler off: a turnover', () => {
    const m = foul([3, 3]);
    expect(m.player('home-1').place).toBe('sent-off');
    expect(m.game.result).not.toBeNull();
  });

  it('doubles on the injury roll send the fouler off too', () => {
    const m = foul([5, 6, 2, 2]);
    expect(m.rolls('gridiron.injury')[0].dice).toEqual([2, 2]);
    expect(m.player('home-1').place).toBe('sent-off');
  });

  it('Sneaky Git is not sent off for doubles on armour that holds', () => {
    expect(foul([3, 3], { skills: ['Sneaky Git'] }).player('home-1').place).toBe('pitch');
    expect(foul([5, 5, 1, 2], { skills: ['Sneaky Git'] }).player('home-1').place).toBe('sent-off');
  });

  it('Dirty Player adds 1 to the armour roll when that breaks it, else to the injury roll', () => {
    const a = foul([4, 4, 1, 2], { skills: ['Dirty Player'] });
    expect(a.rolls('gridiron.armour')[0]).toMatchObject({ modifiers: [{ source: 'Dirty Player', value: 1 }], outcome: 'broken' });
    const i = foul([5, 6, 4, 3], { skills: ['Dirty Player'] });
    expect(i.rolls('gridiron.injury')[0]).toMatchObject({ modifiers: [{ source: 'Dirty Player', value: 1 }], outcome: 'ko' });
  });

  it('a casualty from a foul earns the fouler no casualty SPP (choices.ts)', () => {
    const m = foul([5, 6, 6, 5, 4, 1]);
    expect(m.player('away-1').place).toBe('casualty');
    expect(m.player('home-1').stats.cas).toBe(0);
  });

  it('a bribe (2+) keeps the fouler on the pitch', () => {
    const m = foul([3, 3, 2], {}, [], { bribes: { home: 1 } });
    expect(m.game.pending?.kind).toBe('bribe');
    m.play(A.choose('bribe'));
    expect(m.player('home-1').place).toBe('pitch');
    expect(m.game.teams.home.bribes).toBe(0);
  });

  it('one Foul per team turn', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('home', 2, 5, 7), pl('away', 1, 6, 5, { stance: 'prone' })] });
    m.play(A.start('home-1', 'foul'), A.endAction());
    expect(m.legal().filter((a) => a.action === 'foul')).toEqual([]);
  });
});

describe('unreliable players', () => {
  it('Bone-head: on a 1 the action is lost and the player loses its tackle zone until a later roll succeeds', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Bone-head'] }), pl('away', 1, 20, 5)], dice: [1], end: 'half' });
    m.play(A.start('home-1', 'move'));
    expect(m.rolls('gridiron.bone-head')[0]).toMatchObject({ target: 2, outcome: 'failure' });
    expect(m.player('home-1')).toMatchObject({ acted: true, flags: ['no-tackle-zone'] });
    expect(m.game.pending?.kind).toBe('turn');
    m.play(A.endTurn(), A.endTurn());
    m.game.script.push(2);
    m.play(A.start('home-1', 'move'));
    expect(m.player('home-1').flags).toEqual([]);
    expect(m.game.pending?.kind).toBe('action');
  });

  it.each([
    [[], 4],
    [[pl('home', 2, 5, 6)], 2],
    [[pl('home', 2, 5, 6, { skills: ['Really Stupid'] })], 4],
  ])('Really Stupid needs 4+, or 2+ with a team-mate next to it who is not Really Stupid (%#)', (mates, needs) => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Really Stupid'] }), pl('away', 1, 20, 5), ...mates], dice: [needs] });
    m.play(A.start('home-1', 'move'));
    expect(m.rolls('gridiron.really-stupid')[0].outcome).toBe('success');
  });

  it.each([
    ['move', 3, 'failure'],
    ['block', 2, 'success'],
    ['blitz', 2, 'success'],
  ])('Wild Animal needs 4+, 2+ to block or blitz: %s with a %i', (action, die, outcome) => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Wild Animal'] }), pl('away', 1, 6, 5)], dice: [die] });
    m.play(A.start('home-1', action));
    expect(m.rolls('gridiron.wild-animal')[0].outcome).toBe(outcome);
  });

  it('Take Root: on a 1 the player may not move for the rest of the drive, but may still block (a Block action)', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Take Root'] }), pl('away', 1, 6, 5)], dice: [1] });
    m.play(A.start('home-1', 'block'));
    expect(m.player('home-1').flags).toEqual(['rooted']);
    expect(m.offered('move')).toEqual([]);
    expect(m.offered('block')).toHaveLength(1);
  });

  it('Loner must roll 4+ before a team re-roll takes effect', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Loner'] }), pl('away', 1, 6, 6)], rerolls: { home: 1 }, dice: [1, 3, 1, 1] });
    m.play(A.start('home-1', 'move'), A.move(4, 4), A.reroll('team'));
    expect(m.rolls('gridiron.loner')[0].outcome).toBe('failure');
    expect(m.rolls('gridiron.dodge')).toHaveLength(1);
    expect(m.game.teams.home.rerolls).toBe(0);
  });

  it('Pro: 4+ to re-roll a failed roll, once per turn', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Pro'] }), pl('away', 1, 6, 6)], dice: [1, 4, 5] });
    m.play(A.start('home-1', 'move'), A.move(4, 4), A.reroll('Pro'));
    expect(m.rolls('gridiron.pro')[0].outcome).toBe('success');
    expect(m.player('home-1')).toMatchObject({ x: 4, y: 4, stance: 'standing' });
  });

  it.each([
    [[1, 1], 'casualty', ['Eaten (Dead)']],
    [[1, 4, 4], 'pitch', []],
  ])('Always Hungry: a 1 before a team-mate throw, then %j: the team-mate ends up %s', (dice, place, injuries) => {
    const m = alwaysHungry(dice);
    expect(m.rolls('gridiron.always-hungry').map((r) => r.dice[0])).toEqual(dice.slice(0, 2));
    expect(m.player('home-2')).toMatchObject({ place, injuries });
    expect(m.game.pending?.kind).toBe('turn');
  });

  it.each([
    [4, 'standing'],
    [3, 'prone'],
  ])('Always Hungry: "the team-mate squirms free and the Pass Action is automatically treated as a fumbled pass"; he lands in his own square with a landing roll (a %i: %s)', (die, stance) => {
    const m = alwaysHungry([1, 4, die, 1, 1]);
    expect(m.rolls('gridiron.ttm')).toEqual([]);
    expect(m.rolls('gridiron.landing')[0]).toMatchObject({ who: 'home-2', target: 4, dice: [die] });
    expect(m.player('home-2')).toMatchObject({ x: 5, y: 6, stance, place: 'pitch' });
    expect(m.game.turnover).toBe(false);
    expect(m.game.pending?.kind).toBe('turn');
  });
});

/** The Always Hungry home-1 at 5,5 throws the goblin home-2 (5,6) toward 8,5. */
function alwaysHungry(dice: number[]) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { st: 5, skills: ['Throw Team-Mate', 'Always Hungry'] }), pl('home', 2, 5, 6, { st: 2, skills: ['Right Stuff'] }), pl('away', 1, 20, 5)],
    dice,
  });
  m.play(A.start('home-1', 'ttm'));
  m.play(m.offered('ttm').find((a) => a.x === 8 && a.y === 5)!);
  return m;
}
