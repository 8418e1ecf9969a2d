import { describe, expect, it } from 'vitest';
import { bandOdds, diceDistribution, Frac, opposedOdds, spotOdds, type Dist, type SpotOdds } from './odds';
import { makeCtx } from './ctx';
import { spotRule } from './index';
import { validateInputs } from './rule';

const f = (n: number, d: number) => new Frac(n, d).toString();
const asText = <K>(m: Dist<K>) => Object.fromEntries([...m].map(([k, p]) => [String(k), p.toString()]));
const total = <K>(m: Dist<K>) => [...m.values()].reduce((a, p) => a.add(p), Frac.ZERO);

describe('exact odds of a d100 roll (facts.md §5.1 bands, counted through classify)', () => {
  it.each([
    // 50: critical 50/20 = 2.5 rounds up to 01-03; special 50/5 = 10, 04-10; fumble (100-50)/20 = 2.5 -> 3, 98-00.
    [50, { critical: [3, 100], special: [7, 100], success: [40, 100], failure: [47, 100], fumble: [3, 100] }],
    // 100: critical 01-05, special 06-20, success to 95 (96-00 always fail), fumble only 00.
    [100, { critical: [5, 100], special: [15, 100], success: [75, 100], failure: [4, 100], fumble: [1, 100] }],
    // 5: critical 01 (never below one face), special 5/5 = 1 is taken by the critical, fumble 95/20 = 4.75 -> 96-00.
    [5, { critical: [1, 100], special: [0, 1], success: [4, 100], failure: [90, 100], fumble: [5, 100] }],
  ] as const)('skill %i', (skill, want) => {
    const got = asText(spotOdds('ability', { skill }).outcomes);
    for (const [band, [n, d]] of Object.entries(want)) expect(got[band], band).toBe(f(n, d));
  });
  it('every ability from -50 to 250 has bands that sum to 1', () => {
    for (let a = -50; a <= 250; a++) expect(total(bandOdds(a)).equals(Frac.ONE), String(a)).toBe(true);
  });
  it('a modifier moves the chance: 40 - 20 = 20 succeeds 20%', () => {
    const o = spotOdds('ability', { skill: 40, modifier: -20 }).outcomes;
    expect(o.get('critical')!.add(o.get('special')!).add(o.get('success')!).toString()).toBe(f(20, 100));
  });
  it('resistance 12 vs 10 is a 60% roll with its bands', () => {
    expect(asText(spotOdds('resistance', { active: 12, passive: 10 }).outcomes)).toEqual(asText(bandOdds(60)));
  });
});

describe('exact odds of an opposed roll (100 x 100 pairs)', () => {
  it('50 against 50: both fail 1/4 of the time, and equal successful rolls (50 pairs) go to neither', () => {
    const o = opposedOdds(50, 50);
    expect(o.get('neither')!.toString()).toBe(f(2500 + 50, 10000));
    expect(o.get('first')!.equals(o.get('second')!)).toBe(true);
  });
  it('sums to 1, and the better skill wins more', () => {
    const o = spotOdds('opposed', { first: 40, second: 80 }).outcomes;
    expect(total(o).equals(Frac.ONE)).toBe(true);
    expect(o.get('second')!.toNumber()).toBeGreaterThan(o.get('first')!.toNumber());
  });
});

describe('dice sums, convolved exactly', () => {
  it('2D6: 7 is 6/36; 3D6: 10 and 11 are 27/216 each', () => {
    expect(diceDistribution('2D6').get(7)!.toString()).toBe(f(6, 36));
    const d = diceDistribution('3D6');
    expect([d.get(10)!.toString(), d.get(11)!.toString(), d.get(3)!.toString()]).toEqual([f(27, 216), f(27, 216), f(1, 216)]);
    expect(total(d).equals(Frac.ONE)).toBe(true);
  });
  it('a constant and a negative damage bonus: 1D8+1 is 2-9; -1D4 is -4..-1; 1D6-1D4 has -3..5', () => {
    expect([...diceDistribution('1D8+1').keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(asText(diceDistribution('-1D4'))).toEqual({ '-4': f(1, 4), '-3': f(1, 4), '-2': f(1, 4), '-1': f(1, 4) });
    const d = diceDistribution('1D6-1D4');
    expect(Math.min(...d.keys())).toBe(-3);
    expect(Math.max(...d.keys())).toBe(5);
    expect(d.get(1)!.toString()).toBe(f(4, 24));
  });
});

describe('exact odds of the rules that chain rolls', () => {
  it('drowning, round 7 at CON 12: CON x3 = 36 holds 36%; otherwise 1D8 to the chest, 8% each', () => {
    const o = spotOdds('drowning', { con: 12 }, { state: { round: 6, drowning: false, damage: 0 } });
    expect(asText(o.outcomes)).toEqual({ held: f(36, 100), damage: f(64, 100) });
    expect(o.damage!.get(5)!.toString()).toBe(f(64, 800));
  });
  it('drowning over 3 rounds at CON 12: round 1 free, then CON x5 = 60 twice to keep the breath', () => {
    const o = spotOdds('drowning', { con: 12 }, { rounds: 3 });
    expect(o.outcomes.get('breath held')!.toString()).toBe(f(36, 100));
    expect(o.damage!.get(0)!.toString()).toBe(f(36, 100));
    // Failing round 2 then holding round 3 on CON x1 = 12: 0.4 x 0.12, with the one 1D8 taken.
    // Failing round 2 and round 3: two 1D8. Any single damage d in 1..8 comes from one 1D8 (0.4 x 0.12 + 0.6 x 0.4)
    // or two summing to d.
    const one = (0.4 * 0.12 + 0.6 * 0.4) / 8;
    const two = (d: number) => (0.4 * 0.88 * Math.max(0, Math.min(d - 1, 17 - d))) / 64;
    for (let d = 1; d <= 16; d++) expect(o.damage!.get(d)!.toNumber(), String(d)).toBeCloseTo((d <= 8 ? one : 0) + two(d), 12);
  });
  it('drowning over 60 rounds: the outcomes and the damage each sum to exactly 1, and tiny chances stay numbers', () => {
    const o = spotOdds('drowning', { con: 12 }, { rounds: 60 });
    expect(total(o.outcomes).equals(Frac.ONE)).toBe(true);
    expect(total(o.damage!).equals(Frac.ONE)).toBe(true);
    // 0.6^4 x 0.48 x 0.36 x 0.24 x 0.12 x 0.12^6 x 0.05^45: held through every round.
    const held = o.outcomes.get('breath held')!.toNumber();
    expect(held / (0.6 ** 4 * 0.48 * 0.36 * 0.24 * 0.12 * 0.12 ** 6 * 0.05 ** 45)).toBeCloseTo(1, 10);
  });
  it('poison, two doses of POT 12 against CON 10 (60% each): 12, 18 or 24 damage', () => {
    const o = spotOdds('poison', { pot: 12, con: 10, doses: 2 });
    expect(asText(o.outcomes)).toEqual({ resisted: f(16, 100), 'partly-resisted': f(48, 100), poisoned: f(36, 100) });
    expect(asText(o.damage!)).toEqual({ 12: f(16, 100), 18: f(48, 100), 24: f(36, 100) });
  });
  it('poison waiting rolls nothing: its one outcome is certain', () => {
    expect(asText(spotOdds('poison', { action: 'wait', rounds: 1 }).outcomes)).toEqual({ waiting: '1/1' });
  });
  it('disease exposure at CON 10: CON x5 = 50% each time, up to four failures', () => {
    expect(asText(spotOdds('disease', { con: 10 }).outcomes)).toEqual({ none: f(1, 2), mild: f(1, 4), acute: f(1, 8), serious: f(1, 16), terminal: f(1, 16) });
  });
  it('falling 9 m with 2 armour: 3D6 - 2, 1 to 16', () => {
    const o = spotOdds('falling', { metres: 9, armour: 2 });
    expect(o.damage!.get(1)!.toString()).toBe(f(1, 216));
    expect(o.damage!.get(8)!.toString()).toBe(f(27, 216));
    expect(asText(o.outcomes)).toEqual({ damage: '1/1' });
  });
  it('fire: dousing one location puts it out when 1D6 beats 1D6, 15/36', () => {
    const o = spotOdds('fire', { action: 'douse' }, { state: { round: 1, burning: ['chest'], damage: {} } });
    expect(o.outcomes.get('out')!.toString()).toBe(f(15, 36));
  });
  it('knockback outcomes sum to 1', () => {
    const o = spotOdds('knockback', { skill: 60, defense: 40, str: 14, siz: 13, dex: 12, 'target-siz': 11, 'target-dex': 10 });
    expect(total(o.outcomes).equals(Frac.ONE)).toBe(true);
  });
  it('refuses what it cannot count, in one line', () => {
    expect(() => spotOdds('hit-location', {})).toThrow(/no exact odds yet/);
    expect(() => spotOdds('ability', { skill: 50 }, { rounds: 3 })).toThrow(/--rounds chains only drowning/);
    expect(() => spotOdds('falling', { metres: 600 })).toThrow(/at most 100D6/);
  });
});

// Monte Carlo against the real resolvers: 20,000 seeded resolutions, each outcome within 4 standard errors.
const N = 20_000;
function monteCarlo(name: string, raw: Record<string, unknown>, rounds: number, odds: SpotOdds, seed: number) {
  const rule = spotRule(name);
  const inputs = validateInputs(rule, raw);
  const ctx = makeCtx(seed);
  const seen = new Map<string, number>();
  let damageSum = 0;
  for (let k = 0; k < N; k++) {
    let state: any;
    let res: any;
    for (let r = 0; r < rounds; r++) {
      ctx.events.length = 0;
      res = rule.resolve(inputs, ctx, state);
      state = res.state;
    }
    const outcome = name === 'drowning' && rounds > 1 ? (state.drowning ? 'drowning' : 'breath held') : res.outcome;
    seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
    damageSum += name === 'drowning' ? state.damage : name === 'poison' ? res.pending : 0;
  }
  for (const k of seen.keys()) expect(odds.outcomes.has(k), `outcome ${k} has odds`).toBe(true);
  for (const [k, p] of odds.outcomes) {
    const e = p.toNumber();
    const se = Math.sqrt((e * (1 - e)) / N);
    expect(Math.abs((seen.get(k) ?? 0) / N - e), `${name} ${k}: expected ${e}`).toBeLessThanOrEqual(4 * se + 1e-12);
  }
  if (odds.damage) {
    const mean = [...odds.damage].reduce((a, [d, p]) => a + d * p.toNumber(), 0);
    const variance = [...odds.damage].reduce((a, [d, p]) => a + (d - mean) ** 2 * p.toNumber(), 0);
    expect(Math.abs(damageSum / N - mean), `${name} mean damage ${mean}`).toBeLessThanOrEqual(4 * Math.sqrt(variance / N) + 1e-12);
  }
}

describe('Monte Carlo: the odds agree with the resolvers (20,000 seeded rolls, 4 standard errors)', () => {
  it('ability 63', () => monteCarlo('ability', { skill: 63 }, 1, spotOdds('ability', { skill: 63 }), 11));
  it('opposed 55 against 70', () => monteCarlo('opposed', { first: 55, second: 70 }, 1, spotOdds('opposed', { first: 55, second: 70 }), 12));
  it('drowning over 7 rounds, immersed by surprise (CON 11, POW 9)', () => {
    const raw = { con: 11, pow: 9, surprise: true };
    monteCarlo('drowning', raw, 7, spotOdds('drowning', raw, { rounds: 7 }), 13);
  });
  it('poison, three doses of POT 14 against CON 11', () => {
    const raw = { pot: 14, con: 11, doses: 3 };
    monteCarlo('poison', raw, 1, spotOdds('poison', raw), 14);
  });
  it('knockback against a parry', () => {
    const raw = { skill: 70, defense: 45, str: 15, siz: 14, dex: 11, 'target-siz': 12, 'target-dex': 13 };
    monteCarlo('knockback', raw, 1, spotOdds('knockback', raw), 15);
  });
});
