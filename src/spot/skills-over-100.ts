// Skills over 100%: in an opposed roll the party whose natural skill passes 100% lowers the other's chance by 1%
// per point above 100 instead of rolling higher, and rolls at 100 plus whatever is not natural (Vasana's 105% with
// +30% rolls at 130%). Only the natural skill counts: inspiration and spells never lower anyone. Against several
// opponents the excess is shared out as the player likes, all of it (the seed's shares always total the excess,
// down to "-25% and -0%"). Above 100% an adventurer may divide the skill into attacks of 50% or more. Unopposed,
// the §5.1 bands already give more specials and criticals, and 96-00 still fails.

import { abilityRoll, combatText, rolledText } from './ability';
import { opposedWinner } from './opposed';
import { inp, SpotInputError, type Inputs, type SpotRule } from './rule';

export const SPLIT_MINIMUM = 50;

/** The natural skill's points above 100: what may lower opponents. */
export function excessOver100(natural: number): number {
  return Math.max(0, natural - 100);
}

export interface Split {
  attacks: number;
  /** Each attack's least and greatest share; the shares add up to the skill. */
  min: number;
  max: number;
  /** The most even division, larger shares first. */
  even: number[];
}

/** Every legal division of a skill above 100%: for each number of attacks, the range of a share. Any shares in
 * that range adding up to the skill are legal, so this describes every split without listing them one by one. */
export function legalSplits(natural: number): Split[] {
  const out: Split[] = [];
  for (let k = 2; k * SPLIT_MINIMUM <= natural; k++) {
    const base = Math.floor(natural / k);
    const even = Array.from({ length: k }, (_, j) => base + (j < natural - base * k ? 1 : 0));
    out.push({ attacks: k, min: SPLIT_MINIMUM, max: natural - SPLIT_MINIMUM * (k - 1), even });
  }
  return out;
}

/** "2 attacks of 50-51% (e.g. 51 + 50)", or a few such, for an explanation or an error. */
/** The legal splits in words; an error leaves the total out, since it is the skill the user typed. */
export function splitsText(natural: number, withTotal = true): string {
  return legalSplits(natural)
    .map((s) => `${s.attacks} attacks of ${s.min === s.max ? `${s.min}%` : `${s.min}-${s.max}%`}${withTotal ? ` adding up to ${natural}%` : ''} (e.g. ${s.even.join(' + ')})`)
    .join(' or ');
}

/** What is not natural: inspiration, spells and any other bonus or penalty. */
function notNatural(i: Inputs): { value: number; text: string } {
  const named: [string, number][] = [['inspiration', i.inspiration as number], ['spells', i.spells as number], ['other', i.bonus as number]];
  const used = named.filter(([, v]) => v !== 0);
  return {
    value: used.reduce((s, [, v]) => s + v, 0),
    text: used.map(([k, v]) => ` ${v < 0 ? '-' : '+'} ${Math.abs(v)} (${k})`).join(''),
  };
}

export const skillsOver100: SpotRule = {
  name: 'skills-over-100',
  title: 'Skills over 100%',
  summary: 'A natural skill over 100% lowers the opponent by the excess; share it over opponents; split into 50%+ attacks.',
  inputs: [
    inp.choice('use', ['opposed', 'distribute', 'split', 'roll'], 'opposed: against one opponent; distribute: the excess over several; split: several attacks; roll: unopposed', 'opposed'),
    inp.skill('skill', 'the natural (unmodified) skill in %'),
    inp.int('inspiration', 'inspiration from a Passion or Rune, in % (never lowers the opponent)', { min: -500, max: 500, default: 0 }),
    inp.int('spells', 'spells such as Bladesharp, in % (never lower the opponent)', { min: -500, max: 500, default: 0 }),
    inp.int('bonus', 'any other bonus or penalty, in % (never lowers the opponent)', { min: -500, max: 500, default: 0 }),
    inp.skill('opponent', 'opposed: the opponent\'s chance in %', 0),
    { name: 'penalties', type: 'ints', description: 'distribute: the whole excess shared as penalties on the opponents, e.g. 20,5', default: [] },
    { name: 'opponents', type: 'ints', description: 'distribute: the opponents\' chances in %, in the order of --penalties (optional)', default: [] },
    { name: 'parts', type: 'ints', description: 'split: the skill divided into two or more attacks of 50% or more, adding up to it, e.g. 60,55 (leave out to list the legal splits)', default: [] },
  ],
  resolve(i, ctx) {
    const rule = 'spot.skills-over-100';
    const natural = i.skill as number;
    const extra = notNatural(i);
    const excess = excessOver100(natural);
    // The excess goes to the opponent, so the 100%+ side keeps 100 of its natural skill, plus what is not natural.
    const own = natural - excess + extra.value;
    const ownText = `${natural}%${excess ? ` - ${excess} (above 100)` : ''}${extra.text}${excess || extra.text ? ` = ${own}%` : ''}`;
    switch (i.use) {
      case 'roll': {
        const total = natural + extra.value;
        const r = abilityRoll(ctx, rule, total, `${natural}%${extra.text}`);
        return { outcome: r.band, explanation: `Skill over 100%, unopposed: ${natural}%${extra.text}${extra.text ? ` = ${total}%` : ''}, ${rolledText(r)}` };
      }
      case 'opposed': {
        const opponent = i.opponent as number;
        const opp = opponent - excess;
        const a = abilityRoll(ctx, rule, own, ownText, 'adventurer');
        const b = abilityRoll(ctx, rule, opp, `${opponent}% - ${excess} = ${opp}%`, 'opponent');
        const w = opposedWinner(a, b);
        const lowers = excess
          ? `${excess} above 100 lowers the opponent ${opponent}% to ${opp}%`
          : `not above 100, so the opponent stays at ${opponent}%${extra.value > 0 ? ' (bonuses never lower the opponent)' : ''}`;
        return {
          outcome: w === 'first' ? 'adventurer' : w === 'second' ? 'opponent' : 'neither',
          own,
          opponent: opp,
          explanation: `Skill over 100%: natural ${natural}%, ${lowers}; rolls at ${ownText}, ${rolledText(a)}; opponent ${rolledText(b)}: ${w === 'first' ? 'the adventurer wins' : w === 'second' ? 'the opponent wins' : 'neither wins'}`,
        };
      }
      case 'distribute': {
        const pen = i.penalties as number[];
        const opponents = i.opponents as number[];
        if (excess === 0) throw new SpotInputError('skills-over-100: the natural skill is not above 100%, so there is nothing to share out');
        if (pen.length === 0) throw new SpotInputError(`skills-over-100: --penalties shares the ${excess} above 100% out, one penalty per opponent, e.g. ${excess},0`);
        if (pen.some((p) => p < 0)) throw new SpotInputError('skills-over-100: --penalties cannot be negative');
        const sum = pen.reduce((x, y) => x + y, 0);
        if (sum !== excess) {
          throw new SpotInputError(`skills-over-100: --penalties must add up to all ${excess} above 100% (a share may be 0)`);
        }
        if (opponents.length && opponents.length !== pen.length) {
          throw new SpotInputError('skills-over-100: --opponents must give one chance for each of the --penalties');
        }
        const lowered = opponents.map((o, k) => o - pen[k]);
        const each = pen.map((p, k) => (opponents.length ? `${opponents[k]}% - ${p} = ${lowered[k]}%` : `-${p}%`));
        return {
          outcome: 'distributed',
          penalties: pen,
          ...(opponents.length ? { opponents: lowered } : {}),
          own,
          explanation: `Skill over 100%: the ${excess} above 100 shared as ${each.join(', ')} over ${pen.length} opponent${pen.length === 1 ? '' : 's'}; the adventurer rolls at ${ownText}`,
        };
      }
      default: {
        const parts = i.parts as number[];
        if (natural <= 100) return { outcome: 'not-allowed', explanation: `Skill over 100%: ${natural}% is not above 100%; no split attacks` };
        const splits = legalSplits(natural);
        if (parts.length === 0) {
          return { outcome: 'splits', splits, explanation: `Skill over 100%: ${natural}% may be divided into ${splitsText(natural)}` };
        }
        const legal = `; it divides into ${splitsText(natural, false)}`;
        if (parts.length < 2) throw new SpotInputError(`skills-over-100: --parts needs two or more attacks${legal}`);
        const low = parts.find((p) => p < SPLIT_MINIMUM);
        if (low !== undefined) throw new SpotInputError(`skills-over-100: each of the --parts must be at least the ${SPLIT_MINIMUM}% minimum${legal}`);
        const sum = parts.reduce((x, y) => x + y, 0);
        if (sum !== natural) throw new SpotInputError(`skills-over-100: --parts must add up to the natural skill${legal}`);
        const rolls = parts.map((p, k) => abilityRoll(ctx, rule, p + extra.value, `attack ${k + 1} at ${p}%${extra.text}`));
        const hits = rolls.filter((r) => r.success).length;
        return {
          outcome: `${hits}-of-${parts.length}`,
          bands: rolls.map((r) => r.band),
          explanation: `Skill over 100%, ${natural}% divided into ${parts.join('% + ')}%${extra.text ? `, each${extra.text}` : ''}: ${rolls.map((r, k) => `attack ${k + 1} at ${r.chance}% ${combatText(r)}`).join('; ')}`,
        };
      }
    }
  },
};
