import { describe, expect, it } from 'vitest';
import { ofType, rolls, scene, send, who, type RGame } from './testkit';

// home-7 (Human Guard) at (4,6) facing up slams the model in front of him at (4,5), which Dodges; every Slam here
// is a Double, so the loser is knocked down and checks his armour. He is pushed to (4,4) and the Guard stays.
const guard = { id: 'home-7', x: 4, y: 6, facing: 1 };
const ball = { x: 20, y: 10 };

function doubleOn(target: string, dice: number[], options: Record<string, unknown> = {}) {
  const { g } = scene({ players: [guard, { id: target, x: 4, y: 5, facing: 4 }], ball, dice }, options);
  send(g, 'slam', { player: 'home-7' });
  send(g, 'stop', { facing: 1 });
  send(g, 'slam', { target });
  send(g, 'dodge');
  send(g, 'push', { x: 4, y: 4 });
  return { g, ev: send(g, 'stay') };
}

/** Ends rushes until `id` is back on the Subs' Bench; returns how many of his own team's rushes ended first. */
function rushesOut(g: RGame, id: string): number {
  let own = 0;
  for (let i = 0; i < 20 && who(g, id).at !== 'bench'; i++) {
    if (g.active === who(g, id).team) own++;
    send(g, 'end-rush');
  }
  return own;
}

describe('Armour Check (seed 003: "3 dice Armour (special)")', () => {
  it('"The difference between the winner\'s Slam successes and the loser\'s ... Dodge successes is the number of hits"', () => {
    // Slam 4 successes, the Goblin's Dodge (Speed 3+) 2: a Double, 2 hits; Armour 4+ saves one.
    const { g, ev } = doubleOn('away-4', [4, 4, 4, 4, 3, 3, 1, 4, 1, 1]);
    expect(ofType(ev, 'armour')[0]).toMatchObject({ player: 'away-4', hits: 2, saved: 1, taken: 1 });
    expect(who(g, 'away-4')).toMatchObject({ at: 'out', sin: 1 });
  });

  it('"Each success on the armour check ... reduces the number of hits by 1": all saved, he stays down on the pitch', () => {
    const { g, ev } = doubleOn('away-4', [4, 4, 1, 1, 1, 1, 1, 4, 5, 1]);
    expect(ofType(ev, 'armour')[0]).toMatchObject({ hits: 2, saved: 2, taken: 0 });
    expect(who(g, 'away-4')).toMatchObject({ at: 'pitch', x: 4, y: 4, down: true });
  });

  it('"+1 if checking player is a Guard"', () => {
    // The Orc Guard away-1 (Armour 4+) checks 4 dice against 3 hits and saves them all.
    const { g, ev } = doubleOn('away-1', [4, 4, 4, 1, 1, 1, 1, 4, 4, 4, 1]);
    const [r] = rolls(ev, 'rush.armour');
    expect(r.modifiers).toEqual([{ source: 'Guard', value: 1 }]);
    expect(r.dice).toHaveLength(4);
    expect(who(g, 'away-1')).toMatchObject({ at: 'pitch', down: true });
  });

  it('"the player is out of play for 1 turn per hit taken": back on the Subs\' Bench after 3 of his rushes', () => {
    const { g, ev } = doubleOn('away-4', [4, 4, 4, 1, 1, 1, 1, 1, 1, 1]);
    expect(ofType(ev, 'armour')[0]).toMatchObject({ hits: 3, taken: 3 });
    expect(who(g, 'away-4')).toMatchObject({ at: 'out', sin: 3, x: -1 });
    expect(rushesOut(g, 'away-4')).toBe(3);
  });

  it('option killedAt4 (later editions, off by default): 4 unsaved hits kill; without it, 4 rushes out', () => {
    // Slam: 6 explodes into a 1, so 4 successes against none.
    const dice = [6, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1];
    const { g } = doubleOn('away-4', dice);
    expect(who(g, 'away-4')).toMatchObject({ at: 'out', sin: 4 });
    const { g: k, ev } = doubleOn('away-4', dice, { killedAt4: true });
    expect(ofType(ev, 'killed')[0]).toMatchObject({ player: 'away-4' });
    expect(who(k, 'away-4').at).toBe('dead');
    for (let i = 0; i < 10; i++) send(k, 'end-rush');
    expect(who(k, 'away-4').at).toBe('dead');
  });
});
