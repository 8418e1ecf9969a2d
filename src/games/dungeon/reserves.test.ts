// Reserves coming back (facts.md §4.3): "a coach may bring one reserve per turn into the dungeon", entering "at one of
// the team's own entrances" (the own end zone in the 2021 set-up) and may "then Move/Blitz/Pass/Foul at once".

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

  it('no entry for a player KO\'d or out of the match: only the Reserves box comes back', () => {
    const m = dungeonScenario({ players: [pl('home', 2, -1, -1, { place: 'ko' }), pl('home', 3, -1, -1, { place: 'sent-off' }), pl('home', 1, 10, 7), far] });
    expect(m.offered('enter')).toEqual([]);
  });
});
