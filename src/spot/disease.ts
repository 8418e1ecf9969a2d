// Disease: on exposure, roll CON x5 until one succeeds, at most four times; the failures give the degree of
// illness. A sick adventurer loses 1 point of the afflicted characteristic at once, then rolls CON x5 at each
// interval of the degree; at 0 the victim dies. Stepped: the first call is the exposure, each later call one
// interval.

import { abilityRoll, d100Text } from './ability';
import { inp, type SpotRule } from './rule';

export type Degree = 'none' | 'mild' | 'acute' | 'serious' | 'terminal';

// Degrees of Illness: [failures, degree, interval between losses]
export const DEGREES_OF_ILLNESS: [number, Degree, string][] = [
  [0, 'none', ''],
  [1, 'mild', 'week'],
  [2, 'acute', 'day'],
  [3, 'serious', 'hour'],
  [4, 'terminal', 'five minutes (one full turn)'],
];

export const MAX_EXPOSURE_ROLLS = 4;

export function degreeFor(failures: number): [number, Degree, string] {
  return DEGREES_OF_ILLNESS[Math.min(failures, 4)];
}

export interface DiseaseState {
  degree: Degree;
  /** The afflicted characteristic's current value. */
  value: number;
  intervals: number;
  dead: boolean;
}

export const CHARACTERISTICS = ['con', 'str', 'dex', 'siz', 'int', 'pow', 'cha'];

export const disease: SpotRule = {
  name: 'disease',
  title: 'Disease',
  summary: 'Exposure: CON x5 up to four times, failures give the degree; then 1 point lost at once and CON x5 each interval.',
  stateful: true,
  stateShape: { degree: DEGREES_OF_ILLNESS.map((d) => d[1]), value: 'number', intervals: 'number', dead: 'boolean' },
  inputs: [
    inp.stat('con', 'CON (if the disease eats CON, the current CON is the characteristic\'s value)'),
    inp.choice('characteristic', CHARACTERISTICS, 'the characteristic the disease attacks', 'con'),
    inp.int('value', 'that characteristic\'s current value (defaults to CON when the disease attacks CON)', { min: 0, max: 100, default: 0 }),
  ],
  resolve(i, ctx, state?: DiseaseState) {
    const rule = 'spot.disease';
    const ch = (i.characteristic as string).toUpperCase();
    const eatsCon = ch === 'CON';
    if (!state) {
      const con = i.con as number;
      let value = eatsCon ? con : (i.value as number) || con;
      let failures = 0;
      const rolled: string[] = [];
      while (failures < MAX_EXPOSURE_ROLLS) {
        const r = abilityRoll(ctx, rule, con * 5, `CON x5 = ${con * 5} against contracting the disease`);
        rolled.push(d100Text(r.roll));
        if (r.success) break;
        failures++;
      }
      const [, degree, interval] = degreeFor(failures);
      const head = `Disease, exposure: CON x5 = ${con * 5}, rolled ${rolled.join(', ')}: ${failures} failure${failures === 1 ? '' : 's'}`;
      if (degree === 'none') return { outcome: 'none', failures, state: { degree, value, intervals: 0, dead: false }, explanation: `${head}: not contracted` };
      value -= 1;
      const dead = value <= 0;
      const s: DiseaseState = { degree, value, intervals: 0, dead };
      return {
        outcome: dead ? 'dead' : degree,
        failures,
        state: s,
        explanation: `${head}: ${degree} illness, 1 ${ch} lost at once (now ${value}); next CON x5 roll after a ${interval}${dead ? '; at 0 the victim dies' : ''}`,
      };
    }
    const s = { ...state };
    if (s.dead) return { outcome: 'dead', state: s, explanation: 'Disease: the victim is dead, and a new disease spirit is born' };
    if (s.degree === 'none') return { outcome: 'none', state: s, explanation: 'Disease: not contracted' };
    const con = eatsCon ? s.value : (i.con as number);
    const interval = DEGREES_OF_ILLNESS.find((d) => d[1] === s.degree)![2];
    const r = abilityRoll(ctx, rule, con * 5, `CON x5 = ${con * 5} at the ${s.degree} interval`);
    s.intervals += 1;
    const head = `Disease (${s.degree}), after a ${interval}: CON x5 = ${con * 5}, rolled ${d100Text(r.roll)}`;
    if (r.success) return { outcome: 'resisted', state: s, explanation: `${head}, resisted: no loss this ${interval}` };
    s.value -= 1;
    s.dead = s.value <= 0;
    return {
      outcome: s.dead ? 'dead' : 'loss',
      state: s,
      explanation: `${head}, failed: 1 ${ch} lost (now ${s.value})${s.dead ? ': the victim dies and a new disease spirit is born' : ''}`,
    };
  },
};
