// Chases, stepped round by round between a pursuer (closing) and a quarry (fleeing). Each round both roll the
// chase skill (Ride, Drive Chariot, Boat...) or, on foot, DEX vs DEX on the resistance table; -5% per point of MOV
// below the other's, and the optional encumbrance penalty. The one who alone succeeds shifts the range one
// category their way, two on a special, three on a critical; a fumble shifts it one the wrong way; both succeeding
// or both failing is a stalemate. On land, moving beyond Out of Sight ends the chase.

import { abilityRoll, chance, chanceText, plus, rolledText, type Band, type Chance } from './ability';
import { ENCUMBRANCE_PENALTY } from './encumbrance';
import { resistanceChance } from './resistance';
import { inp, type SpotRule, type Inputs } from './rule';

/** The range categories, closest first. */
export const RANGES = ['side-by-side', 'two-lengths', 'close', 'in-sight', 'out-of-sight'] as const;
export type Range = (typeof RANGES)[number];
export const RANGE_TEXT: Record<Range, string> = {
  'side-by-side': 'side-by-side (melee reach)',
  'two-lengths': 'two lengths (missile and magic range)',
  close: 'close (50-100 m)',
  'in-sight': 'in sight (100-500 m)',
  'out-of-sight': 'out of sight (over 500 m)',
};
export const MOV_PENALTY = 5;
const STEPS: Partial<Record<Band, number>> = { success: 1, special: 2, critical: 3 };

export interface ChaseState {
  round: number;
  range: Range;
  over: boolean;
}

function chaseChance(i: Inputs, who: 'pursuer' | 'quarry'): Chance {
  const other = who === 'pursuer' ? 'quarry' : 'pursuer';
  let c: Chance = i.mode === 'foot'
    ? chance(`DEX ${i[`${who}-dex`]} vs ${i[`${other}-dex`]} =`, resistanceChance(i[`${who}-dex`] as number, i[`${other}-dex`] as number))
    : chance('skill', i[`${who}-skill`] as number);
  const short = Math.max(0, (i[`${other}-mov`] as number) - (i[`${who}-mov`] as number));
  c = plus(c, `MOV ${short} short`, -MOV_PENALTY * short);
  if (i[`${who}-encumbered`]) c = plus(c, 'encumbered', -ENCUMBRANCE_PENALTY);
  return c;
}

export const chase: SpotRule = {
  name: 'chase',
  title: 'Chases',
  summary: 'Opposed rolls each round move the range category: 1, 2 on a special, 3 on a critical; past Out of Sight ends it.',
  stateful: true,
  stateShape: { round: 'number', range: [...RANGES], over: 'boolean' },
  inputs: [
    inp.choice('mode', ['skill', 'foot'], 'skill: Ride, Drive Chariot, Boat... ; foot: DEX vs DEX resistance rolls', 'skill'),
    inp.choice('range', [...RANGES], 'the starting range (later rounds take it from the state)', 'close'),
    inp.skill('pursuer-skill', 'the pursuer\'s chase skill in % (skill mode)', 0),
    inp.skill('quarry-skill', 'the quarry\'s chase skill in % (skill mode)', 0),
    inp.stat('pursuer-dex', 'the pursuer\'s DEX (foot)', 10),
    inp.stat('quarry-dex', 'the quarry\'s DEX (foot)', 10),
    inp.int('pursuer-mov', 'the pursuer\'s MOV', { min: 0, max: 100, default: 8 }),
    inp.int('quarry-mov', 'the quarry\'s MOV', { min: 0, max: 100, default: 8 }),
    inp.bool('pursuer-encumbered', `optional: the pursuer carries too much (-${ENCUMBRANCE_PENALTY}%)`),
    inp.bool('quarry-encumbered', `optional: the quarry carries too much (-${ENCUMBRANCE_PENALTY}%)`),
    inp.choice('terrain', ['land', 'sea'], 'on land, moving beyond Out of Sight ends the chase', 'land'),
  ],
  resolve(i, ctx, state?: ChaseState) {
    const s: ChaseState = state ? { ...state } : { round: 0, range: i.range as Range, over: false };
    if (s.over) return { outcome: 'escaped', range: s.range, state: s, explanation: 'Chase: the quarry is beyond Out of Sight; only Track or other means can find them' };
    const round = s.round + 1;
    const pc = chaseChance(i, 'pursuer');
    const qc = chaseChance(i, 'quarry');
    const p = abilityRoll(ctx, 'spot.chase', pc.value, chanceText(pc), 'pursuer');
    const q = abilityRoll(ctx, 'spot.chase', qc.value, chanceText(qc), 'quarry');
    const from = RANGES.indexOf(s.range);
    let to = from;
    const why: string[] = [];
    if (p.success && !q.success) { to -= STEPS[p.band]!; why.push(`the pursuer gains ${STEPS[p.band]}`); }
    else if (q.success && !p.success) { to += STEPS[q.band]!; why.push(`the quarry gains ${STEPS[q.band]}`); }
    else why.push(`stalemate (both ${p.success ? 'succeed' : 'fail'})`);
    if (p.band === 'fumble') { to += 1; why.push('the pursuer fumbles: one away'); }
    if (q.band === 'fumble') { to -= 1; why.push('the quarry fumbles: one closer'); }
    to = Math.max(0, to);
    const beyond = to > RANGES.length - 1;
    to = Math.min(to, RANGES.length - 1);
    const over = beyond && i.terrain === 'land';
    const range = RANGES[to];
    const next: ChaseState = { round, range, over };
    const rolls = `pursuer ${chanceText(pc)}, ${rolledText(p)}; quarry ${chanceText(qc)}, ${rolledText(q)}`;
    const outcome = over ? 'escaped' : to < from ? 'pursuer-gains' : to > from ? 'quarry-gains' : 'stalemate';
    const end = over ? 'beyond Out of Sight: the chase is over (only Track can follow)' : `${from === to ? 'still' : 'now'} ${RANGE_TEXT[range]}`;
    return { outcome, range, pursuer: p.band, quarry: q.band, state: next, explanation: `Chase, round ${round}: ${rolls}; ${why.join('; ')}: ${end}` };
  },
};

