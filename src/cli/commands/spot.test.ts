import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { UsageError, type Io } from '../command';
import { spotCommand } from './spot';
import { SPOT_RULES } from '../../spot/index';

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: false };
  const code = spotCommand.run(args, io) as number;
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('turnover spot', () => {
  it('lists every rule', () => {
    const r = run([]);
    expect(r.code).toBe(0);
    for (const rule of SPOT_RULES) expect(r.out).toContain(rule.name);
  });
  it('RULE --help shows its inputs', () => {
    const r = run(['drowning', '--help']);
    expect(r.out).toContain('--con');
    expect(r.out).toContain('--surprise');
    expect(run(['help', 'poison']).out).toContain('--pot');
  });
  it('resolves a rule and prints the explanation', () => {
    const r = run(['drowning', '--con', '12', '--state', '{"round":6,"drowning":false,"damage":0}', '--dice', '52,5']);
    expect(r.out).toContain('Drowning, round 7: CON x3 = 36, rolled 52, failed: 1D8 = 5 to the chest');
    expect(r.out).toContain(`next round: --state '{"round":7,"drowning":true,"damage":5}'`);
  });
  it('--json prints the outcome object with outcome and rolls', () => {
    const r = run(['ability', '--skill', '75', '--dice', '15', '--json']);
    const o = JSON.parse(r.out);
    expect(o.outcome).toBe('special');
    expect(o.rolls[0]).toMatchObject({ dice: [15], total: 15 });
  });
  it('is reproducible with --seed', () => {
    expect(run(['resistance', '--active', '12', '--passive', '10', '--seed', '9']).out).toBe(run(['resistance', '--active', '12', '--passive', '10', '--seed', '9']).out);
  });
  it('takes bare boolean flags and negative numbers', () => {
    expect(JSON.parse(run(['drowning', '--con', '12', '--surprise', '--dice', '40', '--json']).out).outcome).toBe('held');
    expect(JSON.parse(run(['ability', '--skill', '50', '--modifier', '-20', '--dice', '31', '--json']).out).outcome).toBe('failure');
  });
  it.each([
    [["drowning", "--con", "-3"], /--con must be a whole number from 1 to 100$/],
    [['ability', '--skill', 'abc'], /^ability: --skill must be a whole number from -500 to 500$/],
    [['ability'], /missing --skill/],
    [['nosuch'], /^unknown spot rule \(try: ability, /],
    [['ability', '--skill', '50', '--bogus', '1'], /^ability: unknown option \(inputs: --skill /],
    [['ability', '--bogus'], /^ability: unknown option \(inputs: --skill /],
    [['ability', '50'], /^ability: unexpected argument: after the rule come only --options/],
    [['ability', '--skill'], /--skill needs a value/],
    [['ability', '--skill', '50', '--dice', 'x'], /--dice must be whole numbers/],
    [['ability', '--skill', '50', '--dice', '101'], /a scripted die must be a whole number from 1 to 100 for a d100/],
    [['drowning', '--con', '10', '--state', '{bad'], /--state must be JSON/],
    [['chase', '--range', 'far'], /--range must be one of/],
    [['thrown', '--str', '12', '--dex', '12', '--db', '0D6'], /^thrown: --db: no dice to roll/],
    [['thrown', '--str', '12', '--dex', '12', '--db', '1D0'], /^thrown: --db: a die has 2 to 1000 sides/],
    [['thrown', '--str', '12', '--dex', '12', '--db', '1000D6'], /^thrown: --db: too many dice/],
    [['thrown', '--str', '12', '--dex', '12', '--db', '-1D6'], /^thrown: --db: only the damage bonus -1D4/],
    [['thrown', '--str', '12', '--dex', '12', '--db', '2D6+'], /^thrown: --db: a \+ or - in a dice expression needs/],
    [['skills-over-100', '--use', 'split', '--skill', '101', '--parts', '51,81'], /--parts must add up to the natural skill; it divides into 2 attacks of 50-51% \(e.g. 51 \+ 50\)$/],
    [['skills-over-100', '--use', 'distribute', '--skill', '125', '--penalties', '20'], /--penalties must add up to all 25 above 100%/],
    [['falling', '--metres', '4,5'], /--metres must be a number such as 4 or 4.5/],
  ])('bad input %j is a one-line usage error', (args, msg) => {
    let err: unknown;
    try { run(args as string[]); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(msg);
    expect((err as Error).message).not.toContain('\n');
  });
});

describe('turnover spot on the seed\'s edge cases', () => {
  it.each([
    [['falling', '--metres', '4.5', '--dice', '12,5'], 'Falling 4.5 m: D20 = 12, chest; 1D6 = 5 to the chest and to total hit points'],
    [['falling', '--metres', '10000', '--seed', '1'], /^Falling 10000 m: D20 = \d+, [a-z ]+; 3333D6 = \d+ to the/],
    [['thrown', '--str', '10', '--dex', '10', '--kg', '20'], /^Thrown object: 20 kg is not less than STR 10 in kilograms; an adventurer can effectively throw/],
    [['knockback', '--skill', '60', '--str', '15', '--siz', '14', '--dex', '10', '--target-siz', '12', '--target-dex', '12', '--dice', '100'], /rolled 00, fumble, roll on the Fumbles table: no knockback$/],
    [['skills-over-100', '--use', 'split', '--skill', '101'], 'Skill over 100%: 101% may be divided into 2 attacks of 50-51% adding up to 101% (e.g. 51 + 50)'],
  ])('%j answers in one line', (args, want) => {
    const r = run(args as string[]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('\n');
    if (typeof want === 'string') expect(r.out).toBe(want);
    else expect(r.out).toMatch(want);
  });
});

describe('turnover spot --json', () => {
  it('lists the registry as data for a form builder', () => {
    const list = JSON.parse(run(['--json']).out);
    expect(list.map((r: any) => r.name)).toEqual(SPOT_RULES.map((r) => r.name));
    const drowning = list.find((r: any) => r.name === 'drowning');
    expect(drowning.stateful).toBe(true);
    expect(drowning.inputs[0]).toMatchObject({ name: 'con', type: 'int', min: 1, max: 100 });
  });
});

describe('docs/spot.md', () => {
  // Every "$ turnover spot ..." example in the manual, with the output printed under it, runs as written.
  const md = readFileSync(new URL('../../../docs/spot.md', import.meta.url), 'utf8');
  const examples = [...md.matchAll(/^\$ turnover spot (.*)\n((?:(?!\$ |```).*\n)*)/gm)].map((m) => [m[1], m[2].trim()] as const);
  it('has examples', () => expect(examples.length).toBeGreaterThan(5));
  it.each(examples)('turnover spot %s', (line, want) => {
    const args = line.match(/'[^']*'|\S+/g)!.map((a) => a.replace(/^'|'$/g, ''));
    expect(run(args).out).toBe(want);
  });
});

describe('turnover spot --state', () => {
  it.each([
    [['drowning', '--con', '12', '--state', '{"round":6}'], /--state field "drowning" must be boolean/],
    [['chase', '--state', '{"round":1,"range":"far","over":false}'], /--state field "range" must be one of side-by-side/],
    [['poison', '--action', 'wait', '--state', '{"round":0,"doses":[{"pot":1}],"damage":0}'], /--state field "doses"/],
    [['ability', '--skill', '50', '--state', '{}'], /ability: takes no --state/],
    [['drowning', '--con', '12', '--state', '[1]'], /--state must be a JSON object/],
  ])('a state that is not the rule\'s: %j', (args, msg) => {
    expect(() => run(args as string[])).toThrow(msg);
  });
});

describe('turnover spot --odds', () => {
  it('prints each band of an ability roll with its chance, counted over the hundred faces', () => {
    const r = run(['ability', '--skill', '50', '--odds']);
    expect(r.out.split('\n')).toEqual([
      'Odds, ability (d100 against 50%):',
      '  critical    3.00%',
      '  special     7.00%',
      '  success    40.00%',
      '  failure    47.00%',
      '  fumble      3.00%',
    ]);
  });
  it('--json gives exact fractions and numbers', () => {
    const o = JSON.parse(run(['opposed', '--first', '50', '--second', '50', '--odds', '--json']).out);
    expect(o.outcomes.find((x: any) => x.outcome === 'neither')).toEqual({ outcome: 'neither', fraction: '51/200', probability: 0.255 });
  });
  it('chains drowning over --rounds from a --state, with the damage to the chest', () => {
    const o = JSON.parse(run(['drowning', '--con', '12', '--rounds', '3', '--odds', '--json']).out);
    expect(o.scope).toBe('after rounds 1-3');
    expect(o.outcomes[0]).toEqual({ outcome: 'breath held', fraction: '9/25', probability: 0.36 });
    expect(o.damage[0]).toMatchObject({ damage: 0, fraction: '9/25' });
    const t = run(['drowning', '--con', '12', '--state', '{"round":6,"drowning":false,"damage":0}', '--odds']).out;
    expect(t).toContain('held     36.00%');
    expect(t).toContain('damage (this round, to the chest): 0 36.00%, 1 8.00%');
  });
  it.each([
    [['ability', '--skill', '50', '--odds', '--dice', '4'], /--odds rolls no dice/],
    [['drowning', '--con', '12', '--rounds', '3'], /--rounds goes with --odds/],
    [['ability', '--skill', '50', '--rounds', '3', '--odds'], /--rounds chains only drowning/],
    [['drowning', '--con', '12', '--rounds', 'x', '--odds'], /--rounds must be a whole number/],
    [['hit-location', '--odds'], /no exact odds yet/],
  ])('refuses %j', (args, msg) => {
    expect(() => run(args as string[])).toThrow(msg);
  });
});
