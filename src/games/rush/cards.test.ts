import { describe, expect, it } from 'vitest';
import { DECK } from './cards';
import { has, ofType, scene, send, who } from './testkit';

// home-4 and home-5 (Jacks) stand in open pitch; the ball is far away.
const players = [{ id: 'home-4', x: 4, y: 8, facing: 1 }, { id: 'home-5', x: 8, y: 8, facing: 1 }];
const ball = { x: 20, y: 10 };

describe('Cards (option cards, an assumed deck of Action cards; facts.md §3.1, §3.2, §3.6)', () => {
  it('"Each coach is dealt their starting cards": 2 for the Trontek 29ers, 1 for the Greenmoon Smackers', () => {
    const { g } = scene({ players, ball }, { cards: true });
    expect(g.assets!.hands[0]).toHaveLength(2);
    expect(g.assets!.hands[1]).toHaveLength(1);
    expect(g.assets!.deck).toHaveLength(DECK.length - 3);
    expect(DECK.every((c) => c.kind === 'action')).toBe(true);
  });

  it('"Buy a card: spend a token to draw and keep a card"', () => {
    const { g } = scene({ players, ball }, { cards: true });
    const ev = send(g, 'buy-card');
    expect(g.tokens).toBe(4);
    expect(g.assets!.hands[0]).toHaveLength(3);
    expect(g.assets!.deck).toHaveLength(DECK.length - 4);
    expect(ofType(ev, 'card-bought')).toHaveLength(1);
  });

  it('an Action card is "usable as an extra action": no token spent, not one of the player\'s two token actions', () => {
    const { g } = scene({ players, ball }, { cards: true });
    send(g, 'play-card');
    expect(g.pending).toMatchObject({ seat: 'home', kind: 'card-action' });
    send(g, 'run', { player: 'home-4' });
    expect(g.tokens).toBe(5);
    expect(who(g, 'home-4').tokens).toBe(0);
    expect(g.assets!.hands[0]).toHaveLength(1);
    expect(g.assets!.discard).toHaveLength(1);
    send(g, 'stop', {});
    expect(g.pending?.kind).toBe('action');
    expect(has(g, 'run', { player: 'home-4' })).toBe(true);
  });

  it('"at most ... 1 card (special) action" per player per rush: the second card is for someone else', () => {
    const { g } = scene({ players, ball }, { cards: true });
    send(g, 'play-card');
    send(g, 'run', { player: 'home-4' });
    send(g, 'stop', {});
    send(g, 'play-card');
    expect(has(g, 'run', { player: 'home-4' })).toBe(false);
    expect(has(g, 'run', { player: 'home-5' })).toBe(true);
  });

  it('"spend the 5 Team Action Tokens, plus any Action cards": with no token left a card keeps the rush going', () => {
    const { g } = scene({ players, ball, tokens: 0 }, { cards: true });
    expect(g.pending!.actions.map((a) => a.type)).toEqual(['play-card', 'end-rush']);
    send(g, 'play-card');
    send(g, 'run', { player: 'home-4' });
    send(g, 'stop', {});
    send(g, 'play-card');
    send(g, 'run', { player: 'home-5' });
    send(g, 'stop', {});
    // No card left: the rush is over, and the Visitor's begins.
    expect(g.active).toBe(1);
  });

  it('declining the card action keeps the card', () => {
    const { g } = scene({ players, ball }, { cards: true });
    send(g, 'play-card');
    send(g, 'decline');
    expect(g.assets!.hands[0]).toHaveLength(2);
  });

  it('when the deck runs out the discards are drawn again', () => {
    const { g } = scene({ players, ball }, { cards: true });
    g.assets!.discard = g.assets!.deck.splice(0);
    send(g, 'buy-card');
    expect(g.assets!.hands[0]).toHaveLength(3);
    expect(g.assets!.deck).toHaveLength(DECK.length - 4);
  });

  it('off (the default): no card actions are offered', () => {
    const { g } = scene({ players, ball });
    expect(has(g, 'buy-card')).toBe(false);
    expect(has(g, 'play-card')).toBe(false);
  });
});
