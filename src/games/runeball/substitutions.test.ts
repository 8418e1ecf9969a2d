// SUBSTITUTIONS, CARRYING ANOTHER PLAYER and stoppages (seed), as scenarios.
import { describe, expect, it } from 'vitest';
import { doAct, has, home, ofType, plain, rolls, scene } from './testkit';

describe('substitutions at a stoppage', () => {
  const scored = () => {
    const team = [2, 3, 4, 5, 6, 7].map((n, i) => plain('home', n, 3 + i, 2));
    const { g, events } = scene({ players: [plain('home', 1, 27, 7, { hits: 10 }), ...team], ball: { team: 'home', number: 1 }, turn: { team: 'home', number: 1 } });
    const ev = doAct(g, { type: 'move', x: 28, y: 7 });
    return { g, events: [...events, ...ev] };
  };

  it('after a touchdown every character may shake it off once', () => {
    const { events } = scored();
    expect(ofType(events, 'stoppage')).toHaveLength(1);
    expect(rolls(events, 'runeball.shake-it-off').map((r) => r.who)).toContain('home #1');
  });

  it('players swap freely between the field and the sideline', () => {
    const { g } = scored();
    expect(g.pending!).toMatchObject({ kind: 'substitution', seat: 'home' });
    expect(has(g, 'swap', (a) => a.out === home(1) && a.in === home(8))).toBe(true);
    doAct(g, { type: 'swap', out: home(1), in: home(8) });
    expect(g.players[home(1)].at).toBe('bench');
    expect(g.players[home(8)].at).toBe('field');
  });
});

describe('running off the sideline', () => {
  it('a player on his own sideline runs off; a substitute may enter there at the next turn (round)', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 0), plain('away', 5, 25, 7)], turn: { team: 'home', number: 1 } });
    expect(has(g, 'leave')).toBe(true);
    doAct(g, { type: 'leave' });
    expect(g.players[home(1)].at).toBe('bench');
    expect(g.pending!).toMatchObject({ kind: 'substitute', seat: 'home' });
    doAct(g, { type: 'enter', player: home(8) });
    expect(g.players[home(8)]).toMatchObject({ at: 'field', x: 10, y: 0 });
  });

  it('only from one\'s own sideline', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 14)], turn: { team: 'home', number: 1 } });
    expect(has(g, 'leave')).toBe(false);
  });
});

describe('carrying another player', () => {
  it('a knocked-out team-mate is picked up with a half action; the carrier moves -1 and defends -1', () => {
    const { g } = scene({ players: [plain('home', 1, 10, 7), plain('home', 2, 11, 7, { status: 'ko', hits: 0 })], turn: { team: 'home', number: 1 } });
    doAct(g, { type: 'carry', target: home(2) });
    expect(g.players[home(2)].at).toBe('carried');
    expect(g.players[home(1)].carry).toBe(home(2));
    // one half action left: a half move of floor((6 - 1) / 2) = 2
    const far = Math.max(...g.pending!.actions.filter((a) => a.type === 'move').map((a) => Math.abs((a.x as number) - 10)));
    expect(far).toBe(2);
  });
});
