// Coaching dice (option `coachingDice`, facts.md §3.1/§3.6): "add to one test before rolling; discarded after use".
// Each team starts with its assets' dice (Trontek 29ers 1, Greenmoon Smackers 1). Before any pool one of its players
// rolls (a Run's Dash or Evade, a Pick Up, a Slam, a Slamback or Dodge, a Throw, a Catch, a Stand Up, an Armour
// check) its coach is asked, while the team has a die left: add it, or roll as it is. [A] At most one die a test.

import { emit } from '../../core/engine';
import type { Modifier } from '../../core/types';
import { consult } from './ask';
import { seatOf, type Player, type RCtx } from './state';

export const COACHING_DIE: Modifier = { source: 'coaching die', value: 1 };

/** Asks the player's coach whether to add a coaching die to his `test`; the die added, as a modifier, or none. */
export function coachingDie(ctx: RCtx, test: string, p: Player): Modifier[] {
  const assets = ctx.state.assets;
  if (!ctx.state.options.coachingDice || !assets || assets.dice[p.team] <= 0) return [];
  const a = consult(ctx, {
    seat: seatOf(p.team),
    kind: 'coaching-die',
    prompt: `${p.name} (${p.id}) is about to roll ${test}: add a coaching die (${assets.dice[p.team]} left)?`,
    actions: [{ type: 'roll', player: p.id, test }, { type: 'coaching-die', player: p.id, test }],
  });
  if (a.type !== 'coaching-die') return [];
  assets.dice[p.team]--;
  emit(ctx, { type: 'coaching-die', player: p.id, test, left: assets.dice[p.team] });
  return [COACHING_DIE];
}
