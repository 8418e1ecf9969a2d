// Slam (seed 003, J G): "3 dice Strength (x)", "+1 if you moved adjacent this action -1 per enemy threat (max -2) +1
// if Slamming player is a Guard". "Jacks may move 1 hex as part of Slam; Guards may Run." "Target must choose to
// Slamback (if Slam comes from front) or Dodge." "Draw – both players turn to face each other Win – push opponent
// back (may follow up), both players turn to face Double – push back (may follow up), turn to face, knock down,
// armour check."
// The parts: the move (approach.ts), the target (target.ts), the reaction and the opposed test (reaction.ts), the
// push, follow-up and knock-down (push.ts), the armour check (armour.ts). "+1 if you moved adjacent": [A] the
// slammer moved this action and did not stand next to the target when it began.

import type { RushAction } from './rush-action';
import { approach } from './approach';
import type { RushState, Player } from './state';
import { chooseTarget } from './target';

/** [A] A Slam needs a standing enemy on the pitch to aim at; whether it is reached is the move's business. */
function anyTarget(s: RushState, p: Player): boolean {
  return s.players.some((q) => q.team !== p.team && q.at === 'pitch' && !q.down);
}

export const slam: RushAction = {
  name: 'slam',
  roles: ['jack', 'guard'],
  can: (s, p) => p.at === 'pitch' && !p.down && anyTarget(s, p),
  begin(ctx, p) {
    chooseTarget(ctx, p, 'slam');
    approach(ctx, p, 'guard');
  },
};
