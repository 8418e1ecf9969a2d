// Knockback: "A fumble by attacker or defender results in a roll on the Fumbles table." Every attack roll (and
// parry or dodge) in the spot rules says so when it fumbles; other rolls (CON x5, Ride, Scan) do not.
import { describe, expect, it } from 'vitest';
import { spot } from './test-util';

describe('a fumbled attack roll says that the Fumbles table applies', () => {
  it.each([
    ['knockback', { skill: 60, str: 15, siz: 14, dex: 10, 'target-siz': 12, 'target-dex': 12 }],
    ['aimed-blow', { skill: 60, location: 'head' }],
    ['defenseless', { skill: 60 }],
    ['prone', { skill: 60, situation: 'attacking-while-prone' }],
    ['two-weapon', { skill: 60, 'first-sr': 3, 'second-sr': 3 }],
    ['shooting-moving', { skill: 60 }],
    ['shooting-protected', { skill: 60, exposed: 'head' }],
    ['shooting-into-melee', { skill: 60, combatants: 3 }],
    ['shooting-while-moving', { skill: 60, moving: false }],
    ['thrown', { str: 12, dex: 12 }],
    ['disarm', { skill: 60 }],
    ['grappling', { skill: 60 }],
    ['knockout', { skill: 60 }],
    ['mounted', { skill: 60, ride: 70 }],
    ['multiple-actions', { skill: 60, action: 'parry' }],
    ['helpless', { skill: 60 }],
  ])('%s', (rule, inputs) => {
    const r = spot(rule, inputs, [100]);
    expect(r.explanation).toMatch(/roll on the Fumbles table/);
  });
  it('a roll that is no attack does not', () => {
    expect(spot('multiple-actions', { skill: 60, action: 'other' }, [100]).explanation).not.toMatch(/Fumbles/);
    expect(spot('ability', { skill: 60 }, [100]).explanation).not.toMatch(/Fumbles/);
  });
});
