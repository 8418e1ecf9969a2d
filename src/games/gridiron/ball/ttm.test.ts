import { describe, expect, it } from 'vitest';
import { injuryProcedure, knockdownProcedure } from '../injury';
import { stage } from './testkit';
import { ttmActions, ttmTargets } from './ttm';

const procedures = { 'gridiron.knockdown': knockdownProcedure, 'gridiron.injury': injuryProcedure };
const OGRE = { side: 'home' as const, number: 1, x: 5, y: 7, st: 5, ag: 2, skills: ['Throw Team-Mate'] };
const GOB = { side: 'home' as const, number: 2, x: 6, y: 7, st: 2, ag: 3, skills: ['Right Stuff'] };

function ttm(dice: number[], extra: any[] = [], to = { x: 10, y: 7 }, o: { ball?: any } = {}) {
  const h = stage({ players: [OGRE, GOB, ...extra], dice, procedures, ball: o.ball });
  h.run({ p: 'gridiron.ttm', thrower: 'home-1', thrown: 'home-2', x: to.x, y: to.y });
  return h;
}

describe('Throw Team-Mate', () => {
  it('throws an adjacent standing Right Stuff team-mate who has not acted, Quick or Short only, at -1', () => {
    const h = stage({ players: [OGRE, GOB, { ...GOB, number: 3, x: 4, y: 7, skills: [] }], procedures });
    const ts = ttmTargets(h.state, 'home-1');
    expect(new Set(ts.map((t) => t.thrown))).toEqual(new Set(['home-2']));
    expect(new Set(ts.map((t) => t.range))).toEqual(new Set(['quick', 'short']));
    // AG 2 needs 5+; a Short throw -1: 6+
    expect(ttmActions(h.state, 'home-1').find((a) => a.x === 11 && a.y === 7)).toMatchObject({ type: 'ttm', thrown: 'home-2', hint: 'Short Pass 6+' });
    h.p('home-2').acted = true;
    expect(ttmTargets(h.state, 'home-1')).toHaveLength(0);
  });
  it('even an accurate throw scatters three times; he lands on his feet with an AG roll', () => {
    // throw 6 (accurate), scatters 5 5 7 from (10,7): (11,7) (12,7) (12,8); landing 4 (AG 3)
    const h = ttm([6, 5, 5, 7, 4]);
    expect(h.rolls('gridiron.ttm')[0].modifiers).toEqual([{ source: 'throwing a team-mate', value: -1 }]);
    expect(h.rolls('gridiron.ttm-scatter')).toHaveLength(3);
    expect(h.rolls('gridiron.landing')[0]).toMatchObject({ who: 'home-2', target: 4, outcome: 'success' });
    expect(h.p('home-2')).toMatchObject({ x: 12, y: 8, stance: 'standing' });
    expect(h.state.teams.home.ttmUsed).toBe(true);
    expect(h.state.turnover).toBe(false);
  });
  it('landing in an opponent\'s tackle zone is -1 per zone; a failed landing is a knock-down, no turnover without the ball', () => {
    const h = ttm([6, 5, 5, 7, 4, 1, 1], [{ side: 'away', number: 1, x: 13, y: 9 }]);
    expect(h.rolls('gridiron.landing')[0]).toMatchObject({ modifiers: [{ source: 'opposing tackle zone', value: -1 }], outcome: 'failure' });
    expect(h.p('home-2').stance).toBe('prone');
    expect(h.rolls('gridiron.armour')).toHaveLength(1);
    expect(h.state.turnover).toBe(false);
  });
  it('a failed landing while holding the ball is a turnover', () => {
    const h = stage({ players: [OGRE, GOB], dice: [6, 5, 5, 7, 2, 1, 1, 5], procedures, ball: { carrier: 'home-2' } });
    h.run({ p: 'gridiron.ttm', thrower: 'home-1', thrown: 'home-2', x: 10, y: 7 });
    expect(h.state.turnover).toBe(true);
    expect(h.state.ball.state).not.toBe('held');
  });
  it('a fumbled team-mate lands in the square he started in', () => {
    const h = ttm([1, 4]);
    expect(h.has('ttm-fumble')).toBeTruthy();
    expect(h.rolls('gridiron.ttm-scatter')).toHaveLength(0);
    expect(h.p('home-2')).toMatchObject({ x: 6, y: 7, stance: 'standing' });
  });
  it('"treat the player landed on as Knocked Down and roll for Armour", then he scatters one more square and is Placed Prone', () => {
    // scatters 5 5 7 end on (12,8) where an opponent stands: he goes down (armour 1+1), then 5 -> (13,8); Right Stuff:
    // "if ... he landed on another player during the throw he is Placed Prone and must pass an Armour roll" (1+1)
    const h = ttm([6, 5, 5, 7, 5, 1, 1, 1, 1], [{ side: 'away', number: 1, x: 12, y: 8 }]);
    expect(h.has('landed-on')).toMatchObject({ on: 'away-1' });
    expect(h.p('away-1').stance).toBe('prone');
    expect(h.rolls('gridiron.ttm-scatter')).toHaveLength(4);
    expect(h.rolls('gridiron.landing')).toEqual([]);
    expect(h.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-2']);
    expect(h.p('home-2')).toMatchObject({ x: 13, y: 8, stance: 'prone' });
    expect(h.state.turnover).toBe(false);
  });
  it('"continue to scatter the thrown player until he ends up in an empty square ... (i.e. he cannot land on more than one player)"', () => {
    // (12,8) holds away-1, the extra square (13,8) away-2, the next (14,8) is empty: only away-1 is knocked down
    const h = ttm([6, 5, 5, 7, 5, 5, 1, 1, 1, 1], [{ side: 'away', number: 1, x: 12, y: 8 }, { side: 'away', number: 2, x: 13, y: 8 }]);
    expect(h.rolls('gridiron.ttm-scatter')).toHaveLength(5);
    expect(h.events.filter((e) => e.type === 'landed-on')).toHaveLength(1);
    expect(h.rolls('gridiron.armour').map((r) => r.who)).toEqual(['away-1', 'home-2']);
    expect([h.p('away-1').stance, h.p('away-2').stance]).toEqual(['prone', 'standing']);
    expect(h.p('home-2')).toMatchObject({ x: 14, y: 8, stance: 'prone' });
  });
  it('the team-mate landed on is Knocked Down: one of the moving team\'s own players, so a turnover', () => {
    const h = ttm([6, 5, 5, 7, 5, 1, 1, 1, 1], [{ side: 'home', number: 3, x: 12, y: 8 }]);
    expect(h.p('home-3').stance).toBe('prone');
    expect(h.state.turnover).toBe(true);
  });
  it('a player landed on "even if already Prone or Stunned" rolls armour where he lies, and stays stunned', () => {
    const h = ttm([6, 5, 5, 7, 5, 1, 1, 1, 1], [{ side: 'away', number: 1, x: 12, y: 8, stance: 'stunned' }]);
    expect(h.rolls('gridiron.armour')[0].who).toBe('away-1');
    expect(h.p('away-1').stance).toBe('stunned');
  });
  it('scattering off the pitch, he is beaten up by the crowd', () => {
    const h = ttm([6, 2, 2, 1, 1], [], { x: 8, y: 2 });
    expect(h.has('thrown-into-crowd')).toMatchObject({ who: 'home-2', x: 8, y: 0 });
    expect(h.p('home-2').place).not.toBe('pitch');
    expect(h.rolls('gridiron.injury')).toHaveLength(1);
  });
});
