// Skills over 100%: in an opposed roll the party whose natural skill passes 100% lowers the other's chance by 1%
// per point above 100 instead of rolling higher (and drops their own by as much); against several opponents the
// excess is spread as the player likes; above 100% an adventurer may split the skill into attacks of 50% or more.
// Bonuses (inspiration, spells) never lower the opponent. Unopposed, the §5.1 bands already give more specials and
// criticals, and 96-00 still fails.

import { abilityRoll, rolledText } from './ability';
import { opposedWinner } from './opposed';
import { inp, SpotInputError, type SpotRule } from './rule';

export const SPLIT_MINIMUM = 50;

export const skillsOver100: SpotRule = {
  name: 'skills-over-100',
  title: 'Skills over 100%',
  summary: 'A natural skill over 100% lowers the opponent by the excess; spread it over opponents; split into 50%+ attacks.',
  inputs: [
    inp.choice('use', ['opposed', 'distribute', 'split', 'roll'], 'opposed: against one opponent; distribute: the excess over several; split: several attacks; roll: unopposed', 'opposed'),
    inp.skill('skill', 'the natural (unmodified) skill in %'),
    inp.int('bonus', 'inspiration, spells and other bonuses in % (they never lower the opponent)', { min: -500, max: 500, default: 0 }),
    inp.skill('opponent', 'opposed: the opponent\'s chance in %', 0),
    { name: 'penalties', type: 'ints', description: 'distribute: the excess as penalties on each opponent, e.g. 20,5', default: [] },
    { name: 'parts', type: 'ints', description: 'split: the skill divided into attacks, each 50 or more, e.g. 60,55', default: [] },
  ],
  resolve(i, ctx) {
    const rule = 'spot.skills-over-100';
    const natural = i.skill as number;
    const bonus = i.bonus as number;
    const excess = Math.max(0, natural - 100);
    const own = natural + bonus - excess;
    switch (i.use) {
      case 'roll': {
        const r = abilityRoll(ctx, rule, natural + bonus, `${natural + bonus}%`);
        return { outcome: r.band, explanation: `Skill over 100%, unopposed: ${natural + bonus}%, ${rolledText(r)}` };
      }
      case 'opposed': {
        const opp = (i.opponent as number) - excess;
        const a = abilityRoll(ctx, rule, own, `${natural}%${bonus ? ` + ${bonus}` : ''} less the ${excess} used = ${own}%`, 'adventurer');
        const b = abilityRoll(ctx, rule, opp, `${i.opponent}% - ${excess} = ${opp}%`, 'opponent');
        const w = opposedWinner(a, b);
        return {
          outcome: w === 'first' ? 'adventurer' : w === 'second' ? 'opponent' : 'neither',
          own,
          opponent: opp,
          explanation: `Skill over 100%: natural ${natural}%, ${excess} above 100 lowers the opponent ${i.opponent}% to ${opp}%; rolls at ${own}%, ${rolledText(a)}; opponent ${rolledText(b)}: ${w === 'first' ? 'the adventurer wins' : w === 'second' ? 'the opponent wins' : 'neither wins'}`,
        };
      }
      case 'distribute': {
        const pen = i.penalties as number[];
        const sum = pen.reduce((x, y) => x + y, 0);
        if (pen.some((p) => p < 0)) throw new SpotInputError('skills-over-100: --penalties cannot be negative');
        if (sum > excess) throw new SpotInputError(`skills-over-100: --penalties total ${sum}, more than the ${excess} above 100%`);
        return { outcome: 'distributed', penalties: pen, own, explanation: `Skill over 100%: ${excess} above 100 spread as ${pen.map((p) => `-${p}%`).join(', ')} over ${pen.length} opponent${pen.length === 1 ? '' : 's'}; the adventurer rolls at ${own}%` };
      }
      default: {
        const parts = i.parts as number[];
        if (natural <= 100) return { outcome: 'not-allowed', explanation: `Skill over 100%: ${natural}% is not above 100%; no split attacks` };
        if (parts.length < 2) throw new SpotInputError('skills-over-100: --parts needs two or more attacks, e.g. 60,55');
        if (parts.some((p) => p < SPLIT_MINIMUM)) throw new SpotInputError(`skills-over-100: each of --parts must be at least ${SPLIT_MINIMUM}%`);
        const sum = parts.reduce((x, y) => x + y, 0);
        if (sum > natural) throw new SpotInputError(`skills-over-100: --parts total ${sum}%, more than the skill's ${natural}%`);
        const rolls = parts.map((p, k) => abilityRoll(ctx, rule, p, `attack ${k + 1} at ${p}%`));
        const hits = rolls.filter((r) => r.success).length;
        return {
          outcome: `${hits}-of-${parts.length}`,
          bands: rolls.map((r) => r.band),
          explanation: `Skill over 100%, ${natural}% split into ${parts.join('% + ')}%: ${rolls.map((r, k) => `attack ${k + 1} ${rolledText(r)}`).join('; ')}`,
        };
      }
    }
  },
};
