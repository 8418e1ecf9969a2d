// The random-kind bot: uniform over the kinds of action on offer first, then uniform over the actions of the kind
// it drew, as botbowl's random bot picks an action type and then a square or player. A kind is the action's type,
// and for a start-action also the action started (move, blitz, pass ...), as botbowl's START_MOVE, START_BLITZ are
// types of their own. Play then looks like botbowl's random play (a turn ends about as often as a player moves),
// which makes actions per second comparable with figures quoted for that framework.
//
// Like botbowl's bot it never places players one by one while anything else is on offer: set-up is a formation and
// done. It keeps its own seeded generator, so it never disturbs the game's dice.

import { randInt, seedRng } from '../core/rng';
import type { Action } from '../core/types';
import type { Bot } from './bot';

/** The kind an action belongs to for this bot. */
export function actionKind(a: Action): string {
  return a.type === 'start-action' ? `start-action:${String(a.action)}` : a.type;
}

/** Whether two actions are of one kind (the same test as comparing `actionKind`, without building strings). */
function sameKind(a: Action, b: Action): boolean {
  return a.type === b.type && (a.type !== 'start-action' || a.action === b.action);
}

export function randomKindBot(seed: number | string = 1): Bot {
  const rng = seedRng(seed);
  // Reused between decisions: one action standing for each kind on offer, and how many actions that kind has.
  const firsts: Action[] = [];
  const counts: number[] = [];
  return {
    name: 'random-kind',
    choose(_game, decision) {
      const actions = decision.actions;
      firsts.length = 0;
      counts.length = 0;
      for (let i = 0; i < actions.length; i++) {
        const a = actions[i];
        if (a.type === 'place') continue;
        let at = 0;
        while (at < firsts.length && !sameKind(firsts[at], a)) at++;
        if (at === firsts.length) {
          firsts.push(a);
          counts.push(1);
        } else counts[at]++;
      }
      // Placing one by one only when nothing else is offered (botbowl never does; here it may be the only way on).
      if (firsts.length === 0) {
        if (actions.length === 0) throw new Error(`random-kind: no actions in decision "${decision.kind}"`);
        return actions[randInt(rng, actions.length)];
      }
      const at = randInt(rng, firsts.length);
      const kind = firsts[at];
      let nth = randInt(rng, counts[at]);
      for (let i = 0; i < actions.length; i++) if (sameKind(actions[i], kind) && nth-- === 0) return actions[i];
      throw new Error('random-kind: lost count of the actions');
    },
  };
}
