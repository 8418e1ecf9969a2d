// A block's whole outcome from the odds engine (odds-block.ts): the die chosen, then armour and injury with the
// skills that change them, each figure checked against the arithmetic of the rules it quotes (facts.md: "Armour (2d6)
// Broken if the roll is > AV"; "Mighty Blow +1 (to armour or injury)"; "Claw: broken on 8+"; "Dirty Player +1 to
// armour or injury"; "Doubles on the armour roll or the injury roll send the fouler off").
import { describe, expect, it } from 'vitest';
import { pl, scenario } from './testkit';
import { blockOdds } from './odds-block';
import type { ScenarioPlayer } from './scenario';

const block = (att: Partial<ScenarioPlayer> = {}, def: Partial<ScenarioPlayer> = {}) =>
  blockOdds(scenario({ players: [pl('home', 1, 5, 5, att), pl('away', 1, 6, 5, def)] }).game, 'home-1', 'away-1');
const foul = (att: Partial<ScenarioPlayer> = {}) =>
  blockOdds(scenario({ players: [pl('home', 1, 5, 5, att), pl('away', 1, 6, 5, { stance: 'prone' })] }).game, 'home-1', 'away-1', 'foul');

// 2d6 > 8 (AV 8): 10 of 36; > 7 (with +1, or Claw's 8+): 15 of 36. Injury 2d6: 2-7 stunned (21/36), 8-9 KO (9/36),
// 10+ casualty (6/36); with +1: 15/36 stunned, 11/36 KO, 10/36 casualty.
describe('block odds: the block die, then armour and injury', () => {
  it('one die (ST 3 v 3): each face 1/6; the defender falls on POW, Stumbles and Both Down (the attacker too on Both Down)', () => {
    const b = block();
    for (const f of ['attacker-down', 'both-down', 'defender-stumbles', 'defender-down']) expect(b.faces[f]).toBeCloseTo(1 / 6, 12);
    expect(b.faces.push).toBeCloseTo(2 / 6, 12);
    expect(b.knockDown).toBeCloseTo(2 / 6, 12);
    expect(b.attackerDown).toBeCloseTo(2 / 6, 12);
    expect(b.armourBroken).toBeCloseTo((3 / 6) * (10 / 36), 12);
    expect(b.casualty).toBeCloseTo((3 / 6) * (10 / 36) * (6 / 36), 12);
    expect(b.ko).toBeCloseTo((3 / 6) * (10 / 36) * (9 / 36), 12);
  });

  it('two dice, the stronger attacker picks: a knock-down whenever either die shows POW or Stumbles (20/36)', () => {
    const b = block({ st: 4 });
    // He takes POW/Stumbles whenever either die shows one (20 of 36), Both Down never when a push is offered.
    expect(b.knockDown).toBeCloseTo(20 / 36, 12);
    expect(b.faces['attacker-down']).toBeCloseTo(1 / 9, 12);
  });

  it('two dice, the stronger defender picks: both dice must knock him down (4/36)', () => {
    expect(block({}, { st: 4 }).knockDown).toBeCloseTo(4 / 36, 12);
  });

  it('Mighty Blow: +1 on the armour roll where it breaks it, otherwise on the injury roll', () => {
    const b = block({ skills: ['Mighty Blow'] });
    expect(b.armourBroken).toBeCloseTo((3 / 6) * (15 / 36), 12);
    // broken without it (10/36) then 9+ is a casualty... 10/36; broken by it (5/36) then the plain 6/36
    expect(b.casualty).toBeCloseTo((3 / 6) * ((10 / 36) * (10 / 36) + (5 / 36) * (6 / 36)), 12);
  });

  it('Claw: armour broken on 8+ whatever the AV (AV 10 here)', () => {
    expect(block({ skills: ['Claw'] }, { av: 10 }).armourBroken).toBeCloseTo((3 / 6) * (15 / 36), 12);
    expect(block({}, { av: 10 }).armourBroken).toBeCloseTo((3 / 6) * (3 / 36), 12);
  });

  it('the attacker with Block stays up on Both Down', () => {
    const b = block({ skills: ['Block'] });
    expect(b.attackerDown).toBeCloseTo(1 / 6, 12);
    expect(b.knockDown).toBeCloseTo(3 / 6, 12);
  });
});

describe('foul odds', () => {
  it('armour broken 10/36; sent off on doubles: on the armour (6/36) or on the injury after broken non-doubles (8/36 x 1/6)', () => {
    const f = foul();
    expect(f.armourBroken).toBeCloseTo(10 / 36, 12);
    expect(f.sentOff).toBeCloseTo(6 / 36 + (8 / 36) * (1 / 6), 12);
  });

  it('Dirty Player: +1 on the armour roll where it breaks it (15/36)', () => {
    expect(foul({ skills: ['Dirty Player'] }).armourBroken).toBeCloseTo(15 / 36, 12);
  });
});
