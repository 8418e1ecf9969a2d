import { describe, expect, it } from 'vitest';
import { die, DiceError, opposed, parseDice, parseDiceSum, pool, roll, test } from './dice';
import { seedRng } from './rng';
import type { Event, RollEvent } from './types';

function ctx(script: (number | string)[] = [], seed = 1) {
  return { state: { rng: seedRng(seed), script: script.slice() }, events: [] as Event[] };
}

describe('parseDice', () => {
  it.each([
    ['d6', { count: 1, sides: 6, plus: 0 }],
    ['2d6', { count: 2, sides: 6, plus: 0 }],
    ['1d4-1', { count: 1, sides: 4, plus: -1 }],
    ['2d8-1', { count: 2, sides: 8, plus: -1 }],
    ['3d4', { count: 3, sides: 4, plus: 0 }],
    ['d100', { count: 1, sides: 100, plus: 0 }],
    ['1d12+5', { count: 1, sides: 12, plus: 5 }],
    ['D20', { count: 1, sides: 20, plus: 0 }],
  ])('%s', (text, want) => {
    expect(parseDice(text)).toMatchObject(want);
  });

  it('knows D68 as a d6 and a d8', () => {
    expect(parseDice('D68')).toMatchObject({ d68: true });
  });

  it.each(['', 'd', '2x6', 'd1', '0d6', 'd6+', '101d6', '2d6+1d4', '-d6'])('rejects "%s"', (text) => {
    expect(() => parseDice(text)).toThrow(DiceError);
  });
});

describe('parseDiceSum: the one dice parser', () => {
  it.each([
    ['1D8+1+1D4', [{ sign: 1, count: 1, sides: 8 }, { sign: 1, count: 1, sides: 0 }, { sign: 1, count: 1, sides: 4 }]],
    ['1d6 - 1d4', [{ sign: 1, count: 1, sides: 6 }, { sign: -1, count: 1, sides: 4 }]],
    ['+1D4', [{ sign: 1, count: 1, sides: 4 }]],
    ['0', [{ sign: 1, count: 0, sides: 0 }]],
    ['100D6', [{ sign: 1, count: 100, sides: 6 }]],
  ])('%s', (text, want) => {
    expect(parseDiceSum(text)).toEqual(want);
  });

  // Refused when parsed, not when rolled, in one line that does not repeat the text.
  it.each([
    ['0D6', /no dice to roll: the number before D must be 1 to 100/],
    ['1D0', /a die has 2 to 1000 sides/],
    ['1000D6', /too many dice: the number before D must be 1 to 100/],
    ['-1D6', /cannot start with a minus/],
    ['2D6+', /a \+ or - in a dice expression needs a number or dice on each side/],
    ['2D6++1', /needs a number or dice on each side/],
    ['1D6+5000', /at most 1000/],
    ['2D6\nrm -rf', /not a dice expression/],
    ['', /empty/],
  ])('refuses "%s" in one line', (text, msg) => {
    let err: unknown;
    try { parseDiceSum(text); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(DiceError);
    const m = (err as Error).message;
    expect(m).toMatch(msg);
    expect(m).not.toContain('\n');
    if (text) expect(m).not.toContain(text);
  });
});

describe('die', () => {
  it.each([4, 6, 8, 12, 20, 100])('a d%i lands in 1..sides over many rolls, all faces seen', (sides) => {
    const c = ctx();
    const seen = new Set<number>();
    for (let i = 0; i < sides * 60; i++) seen.add(die(c, sides, 'test'));
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(sides);
    expect(seen.size).toBe(sides);
    expect([...seen].every(Number.isInteger)).toBe(true);
  });

  it('takes scripted values first, then the generator', () => {
    const c = ctx([5, 1]);
    expect(die(c, 6, 'x')).toBe(5);
    expect(die(c, 6, 'x')).toBe(1);
    expect(c.state.script).toEqual([]);
  });

  it('a scripted value the die cannot show is an error naming the roll', () => {
    expect(() => die(ctx([7]), 6, 'gridiron.dodge')).toThrow('a scripted die must be a whole number from 1 to 6 for a d6 (roll: gridiron.dodge)');
    expect(() => die(ctx([0]), 8, 'gridiron.bounce')).toThrow(/d8 \(roll: gridiron.bounce\)/);
    expect(() => die(ctx([2.5]), 6, 'r')).toThrow(DiceError);
    expect(() => die(ctx(['push']), 6, 'r')).toThrow(DiceError);
  });
});

describe('roll', () => {
  it('adds the constant and modifiers, and logs one roll event with its rule', () => {
    const c = ctx([3]);
    const e = roll(c, { rule: 'runeball.fieldgoal.scatter', who: 'home-7', dice: '1d8-1', modifiers: [{ source: 'wind', value: 2 }] });
    expect(e).toMatchObject({ type: 'roll', rule: 'runeball.fieldgoal.scatter', who: 'home-7', dice: [3], total: 4, outcome: 'rolled' });
    expect(c.events).toEqual([e]);
  });

  it('reads D68 as tens and units', () => {
    const e = roll(ctx([4, 7]), { rule: 'gridiron.casualty', dice: 'D68' });
    expect(e.dice).toEqual([4, 7]);
    expect(e.total).toBe(47);
  });

  it('rejects a d8 unit above 8 in D68', () => {
    expect(() => roll(ctx([4, 9]), { rule: 'gridiron.casualty', dice: 'D68' })).toThrow(/d8/);
  });

  it('names the outcome from a table when asked', () => {
    const e = roll(ctx([6, 6]), { rule: 'gridiron.weather', dice: '2d6', outcome: (t) => (t === 12 ? 'Blizzard' : 'Nice') });
    expect(e.outcome).toBe('Blizzard');
  });

  it('rolls 3d4 and 2d8-1 within their ranges', () => {
    const c = ctx();
    for (let i = 0; i < 200; i++) {
      const a = roll(c, { rule: 'r', dice: '3d4' }).total;
      const b = roll(c, { rule: 'r', dice: '2d8-1' }).total;
      expect(a).toBeGreaterThanOrEqual(3);
      expect(a).toBeLessThanOrEqual(12);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(15);
    }
  });
});

describe('test', () => {
  const agility = (die: number, target: number, mods: number) =>
    test(ctx([die]), { rule: 'gridiron.catch', target, modifiers: [{ source: 'm', value: mods }], alwaysFails: [1], alwaysSucceeds: [6] });

  it.each([
    // die, target, modifier, outcome
    [4, 4, 0, 'success'],
    [3, 4, 0, 'failure'],
    [3, 4, 1, 'success'],
    [1, 1, 5, 'failure'], // a natural 1 always fails
    [6, 6, -3, 'success'], // a natural 6 always succeeds
  ])('d6 %i against %i+ with %i: %s', (d, target, mods, outcome) => {
    const e = agility(d, target, mods);
    expect(e.outcome).toBe(outcome);
    expect(e.target).toBe(target);
  });

  it('notes a natural result that decided the test', () => {
    expect(agility(1, 1, 5).note).toBe('a natural 1 always fails');
  });

  it('compares "beats" for armour: 2d6 > AV', () => {
    expect(test(ctx([4, 4]), { rule: 'gridiron.armour', dice: '2d6', target: 8, compare: '>' }).outcome).toBe('failure');
    expect(test(ctx([4, 5]), { rule: 'gridiron.armour', dice: '2d6', target: 8, compare: '>' }).outcome).toBe('success');
  });

  it('rolls under for percentile abilities', () => {
    expect(test(ctx([45]), { rule: 'spot.ability', dice: 'd100', target: 45, compare: '<=' }).outcome).toBe('success');
    expect(test(ctx([46]), { rule: 'spot.ability', dice: 'd100', target: 45, compare: '<=' }).outcome).toBe('failure');
  });

  it('meets a Runebearer DL with 1d20 + skill', () => {
    const e = test(ctx([8]), { rule: 'runeball.catch', dice: 'd20', target: 8, modifiers: [{ source: 'Catching', value: 0 }] });
    expect(e.outcome).toBe('success');
  });
});

describe('pool', () => {
  it('counts dice at or above the target as successes', () => {
    const e = pool(ctx([4, 3, 5]), { rule: 'rush.throw', dice: 3, target: 4, need: 1 });
    expect(e.total).toBe(2);
    expect(e.outcome).toBe('doubled');
  });

  it('explodes sixes: each 6 rolls one more die, again and again', () => {
    const e = pool(ctx([6, 6, 2, 1, 3]), { rule: 'rush.dash', dice: 3, target: 4 });
    expect(e.dice).toEqual([6, 6, 2, 1, 3]);
    expect(e.total).toBe(2);
  });

  it('modifiers add or remove dice, never below none', () => {
    const e = pool(ctx([5, 5]), { rule: 'rush.evade', dice: 3, target: 4, modifiers: [{ source: 'threat', value: -1 }], need: 1 });
    expect(e.dice).toHaveLength(2);
    const none = pool(ctx(), { rule: 'rush.evade', dice: 1, target: 4, modifiers: [{ source: 'threat', value: -2 }], need: 1 });
    expect(none.dice).toEqual([]);
    expect(none.outcome).toBe('failure');
  });

  it.each([
    // need, successes (as dice), outcome: the (1) and (123) test kinds
    [1, [4, 1, 1], 'success'],
    [1, [1, 1, 1], 'failure'],
    [2, [4, 1, 1], 'failure'],
    [2, [4, 5, 1], 'success'],
    [3, [4, 5, 4], 'success'],
    [2, [5, 5, 5, 5, 1], 'doubled'],
  ])('a test needing %i with %j: %s', (need, dice, outcome) => {
    const e = pool(ctx(dice), { rule: 'rush.test', dice: dice.length, target: 4, need, explode: false });
    expect(e.outcome).toBe(outcome);
  });

  it('compares opposed (X) tests: draw, win, double', () => {
    const ev = (total: number) => ({ total }) as RollEvent;
    expect(opposed(ev(2), ev(2))).toBe('draw');
    expect(opposed(ev(3), ev(2))).toBe('attacker');
    expect(opposed(ev(4), ev(2))).toBe('attacker-doubled');
    expect(opposed(ev(1), ev(0))).toBe('attacker');
    expect(opposed(ev(2), ev(0))).toBe('attacker-doubled');
    expect(opposed(ev(0), ev(3))).toBe('defender-doubled');
    expect(opposed(ev(2), ev(3))).toBe('defender');
  });
});
