// Grappling: a successful Grapple grabs a rolled hit location, unless parried (a weapon parry: the weapon arm is
// caught; a shield parry: the shield is grasped; a fist or grapple parry blocks the hold). Next round: another
// successful Grapple to immobilize (and STR vs STR, or the limb is held but free) or to throw ((STR+DEX)/2 vs
// (SIZ+DEX)/2, or the grip stays); a failed Grapple breaks the hold. A thrown foe rolls DEX x5 or takes 1D6 to a
// random location, less armour. Wrestling pairs: two grabs grasp each other, immobilizations are rolled before
// throws, two throws cancel. After the first attack, strike ranks come from DEX alone.

import { roll } from '../core/dice';
import { abilityRoll, combatText, d100Text } from './ability';
import { rollLocation } from './hit-location';
import { average, resistanceRoll, resistanceText } from './resistance';
import { inp, SpotInputError, type SpotRule, type Inputs } from './rule';
import type { RollCtx } from '../core/dice';
import { dexSr } from './strike-rank';

const RULE = 'spot.grappling';

interface Side {
  name: string;
  skill: number;
  str: number;
  dex: number;
  siz: number;
  armour: number;
}

function sides(i: Inputs): [Side, Side] {
  return [
    { name: 'attacker', skill: i.skill as number, str: i.str as number, dex: i.dex as number, siz: i.siz as number, armour: 0 },
    { name: 'defender', skill: i['target-skill'] as number, str: i['target-str'] as number, dex: i['target-dex'] as number, siz: i['target-siz'] as number, armour: i['target-armour'] as number },
  ];
}

/** Immobilize: a Grapple roll (failure breaks the hold) then STR vs STR (failure: held, not immobilized). */
function immobilize(ctx: RollCtx, a: Side, d: Side): { result: 'broken' | 'held' | 'immobilized'; text: string } {
  const g = abilityRoll(ctx, RULE, a.skill, `${a.name} Grapple ${a.skill}% to immobilize`, a.name);
  if (!g.success) return { result: 'broken', text: `${a.name} Grapple ${a.skill}%, ${combatText(g)}: the hold is broken` };
  const r = resistanceRoll(ctx, RULE, a.str, d.str, 'STR vs STR');
  return r.success
    ? { result: 'immobilized', text: `${a.name} Grapple ${a.skill}%, ${combatText(g)}; ${resistanceText('STR vs STR', r, a.str, d.str)}: the limb is immobilized` }
    : { result: 'held', text: `${a.name} Grapple ${a.skill}%, ${combatText(g)}; ${resistanceText('STR vs STR', r, a.str, d.str)}: still held, not immobilized` };
}

/** Throw: a Grapple roll, then (STR+DEX)/2 vs (SIZ+DEX)/2; a thrown foe rolls DEX x5 or takes 1D6 less armour. */
function throwFoe(ctx: RollCtx, a: Side, d: Side): { result: 'broken' | 'held' | 'thrown'; damage: number; text: string } {
  const g = abilityRoll(ctx, RULE, a.skill, `${a.name} Grapple ${a.skill}% to throw`, a.name);
  if (!g.success) return { result: 'broken', damage: 0, text: `${a.name} Grapple ${a.skill}%, ${combatText(g)}: the hold is broken` };
  const av = average(a.str, a.dex);
  const pv = average(d.siz, d.dex);
  const r = resistanceRoll(ctx, RULE, av, pv, '(STR+DEX)/2 vs (SIZ+DEX)/2');
  const head = `${a.name} Grapple ${a.skill}%, ${combatText(g)}; ${resistanceText('(STR+DEX)/2 vs (SIZ+DEX)/2', r, av, pv)}`;
  if (!r.success) return { result: 'held', damage: 0, text: `${head}: no throw, the grip holds` };
  const land = abilityRoll(ctx, RULE, d.dex * 5, `${d.name} DEX x5 = ${d.dex * 5} to land well`, d.name);
  if (land.success) return { result: 'thrown', damage: 0, text: `${head}: thrown; DEX x5 = ${d.dex * 5}, rolled ${d100Text(land.roll)}, lands unhurt` };
  const loc = rollLocation(ctx, RULE).location;
  const dmg = roll(ctx, { rule: RULE, dice: '1d6', note: `thrown, to the ${loc}` }).total;
  const net = Math.max(0, dmg - d.armour);
  return { result: 'thrown', damage: net, text: `${head}: thrown; DEX x5 = ${d.dex * 5}, rolled ${d100Text(land.roll)}: 1D6 = ${dmg}${d.armour ? ` less ${d.armour} armour = ${net}` : ''} to the ${loc}` };
}

export const grappling: SpotRule = {
  name: 'grappling',
  title: 'Grappling',
  summary: 'Grab a rolled location (parries catch the arm or shield or block), then immobilize (STR vs STR) or throw.',
  inputs: [
    inp.choice('action', ['grab', 'immobilize', 'throw', 'wrestle'], 'grab: the first attack; immobilize or throw: the next round; wrestle: both grapple each other', 'grab'),
    inp.skill('skill', 'the attacker\'s Grapple in %'),
    inp.stat('str', 'the attacker\'s STR', 10),
    inp.stat('dex', 'the attacker\'s DEX', 10),
    inp.stat('siz', 'the attacker\'s SIZ', 10),
    inp.choice('parry', ['none', 'weapon', 'shield', 'fist', 'grapple'], 'grab: what the defender parries with', 'none'),
    inp.skill('parry-skill', 'grab: the defender\'s parry in %', 0),
    inp.choice('weapon-arm', ['right', 'left'], 'grab: the defender\'s weapon arm', 'right'),
    inp.skill('target-skill', 'wrestle: the defender\'s Grapple in %', 0),
    inp.stat('target-str', 'the defender\'s STR', 10),
    inp.stat('target-dex', 'the defender\'s DEX', 10),
    inp.stat('target-siz', 'the defender\'s SIZ', 10),
    inp.int('target-armour', 'the defender\'s armour where a throw lands', { min: 0, max: 50, default: 0 }),
    inp.choice('first', ['grab', 'immobilize', 'throw'], 'wrestle: the attacker\'s attempt', 'grab'),
    inp.choice('second', ['grab', 'immobilize', 'throw'], 'wrestle: the defender\'s attempt', 'grab'),
    inp.bool('contradictory', 'wrestle: two immobilizations that cannot both hold'),
  ],
  resolve(i, ctx) {
    const [a, d] = sides(i);
    const dexOnly = `later strike ranks from DEX alone: attacker SR ${dexSr(a.dex)}`;
    switch (i.action) {
      case 'grab': {
        const g = abilityRoll(ctx, RULE, a.skill, `Grapple ${a.skill}%`, 'attacker');
        const head = `Grapple ${a.skill}%, ${combatText(g)}`;
        if (!g.success) return { outcome: 'miss', explanation: `Grappling: ${head}: no hold` };
        if (i.parry !== 'none') {
          const p = abilityRoll(ctx, RULE, i['parry-skill'] as number, `parry with ${i.parry} ${i['parry-skill']}%`, 'defender');
          const ph = `${head}; parry with ${i.parry} ${i['parry-skill']}%, ${combatText(p)}`;
          if (p.success) {
            if (i.parry === 'weapon') return { outcome: 'weapon-arm', strikeRank: dexSr(a.dex), location: `${i['weapon-arm']} arm`, explanation: `Grappling: ${ph}: the weapon arm (${i['weapon-arm']}) is caught instead; ${dexOnly}` };
            if (i.parry === 'shield') return { outcome: 'shield', strikeRank: dexSr(a.dex), explanation: `Grappling: ${ph}: the shield is grasped; ${dexOnly}` };
            return { outcome: 'blocked', explanation: `Grappling: ${ph}: the hold is blocked` };
          }
        }
        const loc = rollLocation(ctx, RULE);
        return { outcome: 'grabbed', strikeRank: dexSr(a.dex), location: loc.location, explanation: `Grappling: ${head}: grabs the ${loc.location} (D20 = ${loc.event.total}); ${dexOnly}` };
      }
      case 'immobilize': {
        const r = immobilize(ctx, a, d);
        return { outcome: r.result, explanation: `Grappling: ${r.text}` };
      }
      case 'throw': {
        const r = throwFoe(ctx, a, d);
        return { outcome: r.result, damage: r.damage, explanation: `Grappling: ${r.text}` };
      }
      default:
        return wrestle(ctx, a, d, i.first as string, i.second as string, i.contradictory as boolean);
    }
  },
};

function wrestle(ctx: RollCtx, a: Side, d: Side, first: string, second: string, contradictory: boolean) {
  if ((first === 'grab') !== (second === 'grab')) {
    throw new SpotInputError('grappling: in a wrestle both grab first (--first grab --second grab), then immobilize or throw');
  }
  if (first === 'grab') {
    const ga = abilityRoll(ctx, RULE, a.skill, `attacker Grapple ${a.skill}%`, 'attacker');
    const gd = abilityRoll(ctx, RULE, d.skill, `defender Grapple ${d.skill}%`, 'defender');
    const both = ga.success && gd.success;
    const who = both ? 'both' : ga.success ? 'attacker' : gd.success ? 'defender' : 'neither';
    return {
      outcome: both ? 'grasped-each-other' : who === 'neither' ? 'miss' : `${who}-grabs`,
      explanation: `Wrestling: attacker ${a.skill}%, ${combatText(ga)}; defender ${d.skill}%, ${combatText(gd)}: ${both ? 'they grasp each other' : who === 'neither' ? 'no hold' : `only the ${who} grabs`}`,
    };
  }
  if (first === 'throw' && second === 'throw') return { outcome: 'cancelled', explanation: 'Wrestling: two throws cancel each other' };
  if (first === 'immobilize' && second === 'immobilize') {
    const ra = immobilize(ctx, a, d);
    const rd = immobilize(ctx, d, a);
    const both = ra.result === 'immobilized' && rd.result === 'immobilized';
    const outcome = both ? (contradictory ? 'nothing' : 'both-immobilized') : ra.result === 'immobilized' ? 'attacker-immobilizes' : rd.result === 'immobilized' ? 'defender-immobilizes' : 'nothing';
    return { outcome, explanation: `Wrestling: ${ra.text}; ${rd.text}${both ? (contradictory ? ': contradictory, nothing is accomplished' : ': both succeed') : ''}` };
  }
  // One immobilizes, the other throws: the immobilization is rolled first, and a limb immobilized stops the throw.
  const [im, th] = first === 'immobilize' ? [a, d] : [d, a];
  const ri = immobilize(ctx, im, th);
  if (ri.result === 'immobilized') return { outcome: `${im.name}-immobilizes`, explanation: `Wrestling: ${ri.text}, before the throw: the ${th.name} cannot throw` };
  const rt = throwFoe(ctx, th, im);
  return { outcome: rt.result === 'thrown' ? `${th.name}-throws` : 'nothing', damage: rt.damage, explanation: `Wrestling: ${ri.text}; then ${rt.text}` };
}
