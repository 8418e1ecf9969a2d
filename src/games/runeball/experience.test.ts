// EXPERIENCE (seed): skill checks (one per skill per half), free checks, 5 improvement points a level, 10 free checks a
// maneuver.
import { describe, expect, it } from 'vitest';
import { experienceReport, improve, XP } from './experience';
import { roster } from './rosters';
import { skillCheck } from './state';
import { doAct, home, plain, scene } from './testkit';

describe('skill checks', () => {
  it('a successful skill use earns a check, only one per skill per half', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('home', 2, 11, 7)], ball: { x: 10, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [15, 15] });
    doAct(g, { type: 'pickup' });
    expect(g.xp[home(1)].c).toEqual(['catch@1']);
    doAct(g, { type: 'handoff', target: home(2) });
    doAct(g, { type: 'end', facing: 1 });
    g.xp[home(2)].c.push('catch@1');
    expect(experienceReport(g)[home(1)].skillChecks).toEqual(['catch']);
  });

  it('only one check per skill per half', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7)], turn: { team: 'home', number: 1 } });
    const p = g.players[home(1)];
    skillCheck(g, p, 'block');
    skillCheck(g, p, 'block');
    skillCheck(g, p, 'pass');
    g.half = 2;
    skillCheck(g, p, 'block');
    expect(g.xp[home(1)].c).toEqual(['block@1', 'pass@1', 'block@2']);
  });

  it('a failed roll earns nothing', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7)], ball: { x: 10, y: 7, state: 'rest' }, turn: { team: 'home', number: 1 }, dice: [2] });
    doAct(g, { type: 'pickup' });
    expect(g.xp[home(1)].c).toEqual([]);
  });
});

describe('free checks', () => {
  it('participation, winning, touchdowns and knockouts', () => {
    const { g } = scene({ players: [plain('home', 1, 27, 7), plain('away', 2, 10, 7)], ball: { team: 'home', number: 1 }, turn: { team: 'home', number: 1 } });
    doAct(g, { type: 'move', x: 28, y: 7 });
    g.xp[home(1)].ko = 1;
    const rep = experienceReport(g);
    // played 1 + winning 1 + touchdown 1 + knockout 1
    expect(rep[home(1)].freeChecks).toBe(4);
    expect(rep[9 + 1].freeChecks).toBe(XP.participation);
    // a player who never took the field gets nothing
    expect(rep[home(5)].freeChecks).toBe(0);
  });
});

describe('after the match', () => {
  it('only wounds last: other damage is gone', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7, { hits: 5 }), plain('home', 2, 12, 7)], turn: { team: 'home', number: 1 } });
    Object.assign(g.players[home(2)], { hits: 10, wd: 6, pen: 2, slow: true });
    const rep = experienceReport(g);
    expect(rep[home(1)].wounds).toBeNull();
    expect(rep[home(2)].wounds).toEqual({ penalty: 2, halfMove: true, out: false, damage: 6 });
  });
});

describe('improvement', () => {
  const p = roster('bostonia-bulls')!.players[0];

  it('every 5 improvement points raise a skill one level', () => {
    const exp = { team: 0, number: 1, name: p.name, skillChecks: ['block', 'block'], freeChecks: 0, wounds: null };
    const r = improve(p, { points: { block: 3 }, freeChecks: 0 }, exp);
    expect(r.player.skills.block).toBe(p.skills.block + 1);
    expect(r.ledger.points.block).toBe(0);
  });

  it('a new maneuver costs 10 free checks', () => {
    const exp = { team: 0, number: 1, name: p.name, skillChecks: [], freeChecks: 4, wounds: null };
    const r = improve(p, { points: {}, freeChecks: 6 }, exp, {}, ['slam']);
    expect(r.player.maneuvers).toContain('slam');
    expect(r.ledger.freeChecks).toBe(0);
    expect(() => improve(p, { points: {}, freeChecks: 5 }, exp, {}, ['slam'])).toThrow(/10 free checks/);
  });

  it('new skills are acquired when the relevant maneuver is purchased, at the default but never below the floor', () => {
    const exp = { team: 0, number: 1, name: p.name, skillChecks: [], freeChecks: 10, wounds: null };
    // Trip: DEX/AGI/SPD = 11/11/11 -> floor(33 / 3) - 6 = 5
    expect(improve(p, { points: {}, freeChecks: 0 }, exp, {}, ['trip']).player.skills.trip).toBe(5);
    // Foul needs stealth; Fouling then starts at no less than Stealth - 4
    expect(() => improve(p, { points: {}, freeChecks: 0 }, exp, {}, ['foul'])).toThrow(/requires the stealth skill/);
    const sneaky = { ...p, skills: { ...p.skills, stealth: 12 } };
    expect(improve(sneaky, { points: {}, freeChecks: 0 }, exp, {}, ['foul']).player.skills.fouling).toBe(8);
  });
});
