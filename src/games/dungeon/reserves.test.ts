// Reserves coming back (facts.md §4.3): "a coach may bring one reserve per turn into the dungeon", entering "at one of
// the team's own entrances" (the own end zone in the 2021 set-up) and may "then Move/Blitz/Pass/Foul at once".
// "Instead of a reserve, a KO'd player may try to return: d6 = 6 (+1 per Bloodweiser babe); failures let the coach try
// another KO'd player. Max 1 entry per team per turn".

import { describe, expect, it } from 'vitest';
import { endZoneCells } from './setup';
import { A, dungeonScenario, pl } from './testkit';

const far = pl('away', 9, 20, 7);

describe('reserves entering the dungeon (facts.md §4.3)', () => {
  it('"one reserve per turn": a reserve steps onto a free square of his own end zone, and may act at once', () => {
    const m = dungeonScenario({
      players: [pl('home', 1, 10, 7), pl('home', 2, -1, -1, { place: 'reserves' }), pl('home', 3, -1, -1, { place: 'reserves' }), far],
    });
    const zone = endZoneCells(m.game, 'home').map((c) => `${c.x},${c.y}`);
    const offered = m.offered('enter');
    expect(new Set(offered.map((a) => a.player))).toEqual(new Set(['home-2', 'home-3']));
    expect(offered.every((a) => zone.includes(`${a.x},${a.y}`))).toBe(true);
    const at = offered.find((a) => a.player === 'home-2')!;
    m.play(at);
    expect(m.player('home-2')).toMatchObject({ place: 'pitch', stance: 'standing', x: at.x, y: at.y });
    expect(m.events.find((e) => e.type === 'entered')).toMatchObject({ player: 'home-2' });
    // One a team turn: the other reserve waits; the one who came in may take an action now.
    expect(m.offered('enter')).toEqual([]);
    expect(m.offered('start-action').some((a) => a.player === 'home-2' && a.action === 'move')).toBe(true);
  });

  it('a player who teleported out may come back in a later turn: teleport-out no longer drains the team', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 7), far, pl('away', 8, 18, 7)] });
    m.play(A.start('home-1', 'teleport-out'));
    expect(m.player('home-1').place).toBe('reserves');
    // This turn's entry is still unused, so he may come straight back; he has spent his activation, though.
    const back = m.offered('enter').find((a) => a.player === 'home-1')!;
    m.play(back);
    expect(m.player('home-1')).toMatchObject({ place: 'pitch', acted: true });
  });

  it('no `enter` for a player KO\'d or out of the match: only the Reserves box comes in (a KO\'d player has his roll, below)', () => {
    const m = dungeonScenario({ players: [pl('home', 2, -1, -1, { place: 'ko' }), pl('home', 3, -1, -1, { place: 'sent-off' }), pl('home', 1, 10, 7), far] });
    expect(m.offered('enter')).toEqual([]);
    expect(new Set(m.offered('return-ko').map((a) => a.player))).toEqual(new Set(['home-2']));
  });
});

describe("a KO'd player's return (facts.md §4.3)", () => {
  const kod = (n: number) => pl('home', n, -1, -1, { place: 'ko' });
  const tryBack = (m: ReturnType<typeof dungeonScenario>, id: string) => m.offered('return-ko').find((a) => a.player === id)!;

  it('"a KO\'d player may try to return: d6 = 6": he comes in standing on a free square of his own end zone, and may act', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), far], dice: [6] });
    const zone = endZoneCells(m.game, 'home').map((c) => `${c.x},${c.y}`);
    const offered = m.offered('return-ko');
    expect(offered.length).toBe(zone.length);
    expect(offered.every((a) => a.player === 'home-2' && a.hint === '6+' && zone.includes(`${a.x},${a.y}`))).toBe(true);
    const at = offered[0];
    m.play(at);
    expect(m.rolls('dungeon.ko-return')).toMatchObject([{ who: 'home-2', dice: [6], modifiers: [], outcome: 'success' }]);
    expect(m.player('home-2')).toMatchObject({ place: 'pitch', stance: 'standing', x: at.x, y: at.y });
    expect(m.offered('start-action').some((a) => a.player === 'home-2' && a.action === 'move')).toBe(true);
    // "Max 1 entry per team per turn"
    expect(m.offered('return-ko')).toEqual([]);
  });

  it('"failures let the coach try another KO\'d player": a 5 leaves him KO\'d, no turnover; each tries once a turn', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), kod(3), far], dice: [5, 6] });
    m.play(tryBack(m, 'home-2'));
    expect(m.rolls('dungeon.ko-return')).toMatchObject([{ who: 'home-2', dice: [5], outcome: 'failure' }]);
    expect(m.player('home-2').place).toBe('ko');
    expect(m.game.turnover).toBe(false);
    expect(m.game.active).toBe('home');
    // home-2 has had his try this turn; home-3 may have his
    expect(new Set(m.offered('return-ko').map((a) => a.player))).toEqual(new Set(['home-3']));
    m.play(tryBack(m, 'home-3'));
    expect(m.player('home-3').place).toBe('pitch');
    expect(m.offered('return-ko')).toEqual([]);
  });

  it('"Instead of a reserve": a success is the team\'s one entry, and a reserve who came in leaves no try', () => {
    const tried = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), pl('home', 3, -1, -1, { place: 'reserves' }), far], dice: [6] });
    expect(tried.offered('enter').length).toBeGreaterThan(0);
    tried.play(tryBack(tried, 'home-2'));
    expect(tried.offered('enter')).toEqual([]);
    const entered = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), pl('home', 3, -1, -1, { place: 'reserves' }), far] });
    entered.play(entered.offered('enter')[0]);
    expect(entered.offered('return-ko')).toEqual([]);
    // a failed try still leaves the entry: the reserve may come in
    const failed = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), pl('home', 3, -1, -1, { place: 'reserves' }), far], dice: [1] });
    failed.play(tryBack(failed, 'home-2'));
    expect(failed.offered('enter').length).toBeGreaterThan(0);
  });

  it('"+1 per Bloodweiser babe" (gridiron\'s inducement): two babes bring him back on a 4', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), far], dice: [4] });
    // (the dungeon buys no inducements; a team that has babes is given them here, then asked again)
    m.game.teams.home.babes = 2;
    m.play(A.start('home-1', 'move'), A.endAction());
    expect(tryBack(m, 'home-2').hint).toBe('4+');
    m.play(tryBack(m, 'home-2'));
    expect(m.rolls('dungeon.ko-return')).toMatchObject([{ dice: [4], modifiers: [{ source: 'Bloodweiser Babes', value: 2 }], outcome: 'success' }]);
    expect(m.player('home-2').place).toBe('pitch');
  });

  it('no re-roll of the return roll: nobody on the pitch has a hand in it', () => {
    const m = dungeonScenario({ players: [pl('home', 1, 10, 7), kod(2), far], rerolls: { home: 2 }, dice: [1] });
    m.play(tryBack(m, 'home-2'));
    expect(m.game.pending?.kind).toBe('turn');
    expect(m.game.teams.home.rerolls).toBe(2);
  });
});
