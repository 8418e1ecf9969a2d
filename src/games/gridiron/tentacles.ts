// Tentacles (LRB6): "The player may use this skill when an opposing player attempts to dodge or leap out of any of
// his tackle zones. The opposing player's coach rolls 2D6 adding his player's ST and subtracting the Tentacles
// player's ST from the score. If the final result is 5 or less, then the moving player is held firm, and his action
// ends immediately. If a player attempts to leave the tackle zone of several players that have the Tentacles skill,
// only one may attempt to grab him."
//
// The grabbing coach chooses whether to try, and with which of his tentacled players. The roll is the mover's (his
// coach rolls it), so in his own turn his team re-roll or Pro may take it again, and a failure is his: held. Nobody
// falls, so it is no turnover. Asked after any go-for-it and before the dodge or leap roll, as FFB asks it; the step
// procedure (move.ts) calls in here.

import type { Decision } from '../../core/types';
import type { GCtx } from './common';
import { pushTest } from './reroll';
import { opponentsCovering, type GState, type Player } from './state';

/** The 2D6 + ST - ST total that breaks free: "5 or less" holds him. */
export const TENTACLES_ESCAPE = 6;

/** The opponents with Tentacles whose tackle zones cover (x, y), the square the mover is leaving. */
export function tentaclesAround(s: GState, mover: Player, x: number, y: number): readonly Player[] {
  return opponentsCovering(s, mover, x, y, 'Tentacles');
}

/** The grabbing coach's choice: one of his tentacled players ("only one may attempt to grab him"), or none. */
export function tentaclesDecision(mover: Player, grabbers: readonly Player[]): Decision {
  return {
    seat: grabbers[0].side,
    kind: 'tentacles',
    prompt: `${mover.name} tries to leave: grab him with Tentacles?`,
    actions: [...grabbers.map((q) => ({ type: 'choose', value: q.id, label: `${q.name}: Tentacles` })), { type: 'choose', value: 'none' }],
  };
}

/** The escape roll, a test of the mover's: it reports success (he goes on) or failure (he is held firm). */
export function pushTentaclesRoll(ctx: GCtx, mover: Player, grabber: Player): void {
  ctx.events.push({ type: 'skill', player: grabber.id, skill: 'Tentacles', note: `grabs ${mover.id}` });
  pushTest(ctx, {
    rule: 'gridiron.tentacles',
    who: mover.id,
    dice: '2d6',
    target: TENTACLES_ESCAPE,
    mods: [
      { source: `${mover.name} ST`, value: mover.st },
      { source: `${grabber.name} ST`, value: -grabber.st },
    ],
  });
}
