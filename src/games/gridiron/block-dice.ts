// Block dice (seed 001): a d6 whose faces are Attacker Down, Both Down, Push, Defender Stumbles and Defender Down.
// Gridiron's own dice, so they live with gridiron; they roll through the kernel's `die` so scripts and the seeded
// generator work as for every other die.

import { die, DiceError, type RollCtx } from '../../core/dice';
import type { RollEvent } from '../../core/types';

/** Block dice faces (Blood Bowl), by the d6 value that shows them: 1 Attacker Down, 2 Both Down, 3-4 Push,
 * 5 Defender Stumbles, 6 Defender Down. A script may give either the number or the face's short name. */
export const BLOCK_FACES = ['', 'attacker-down', 'both-down', 'push', 'push', 'defender-stumbles', 'defender-down'] as const;
export type BlockFace = Exclude<(typeof BLOCK_FACES)[number], ''>;
const BLOCK_NAMES: Record<string, number> = {
  'attacker-down': 1, ad: 1, skull: 1,
  'both-down': 2, bd: 2,
  push: 3,
  'defender-stumbles': 5, ds: 5, stumble: 5,
  'defender-down': 6, dd: 6, pow: 6,
};

export interface BlockSpec {
  rule: string;
  who?: string;
  /** How many block dice (1, 2 or 3). */
  count: number;
}

/** Rolls Blood Bowl block dice. The event's dice are the d6 values; `faces` names each one. */
export function blockDice(ctx: RollCtx, spec: BlockSpec): { event: RollEvent; faces: BlockFace[] } {
  const dice: number[] = [];
  for (let i = 0; i < spec.count; i++) {
    const script = ctx.state.script;
    if (script.length > 0 && typeof script[0] === 'string') {
      const name = (script.shift() as string).toLowerCase();
      const v = BLOCK_NAMES[name];
      if (!v) throw new DiceError(`a scripted block die must name a block face: ${Object.keys(BLOCK_NAMES).join(', ')} (roll: ${spec.rule})`);
      dice.push(v);
    } else {
      dice.push(die(ctx, 6, spec.rule));
    }
  }
  const faces = dice.map((d) => BLOCK_FACES[d] as BlockFace);
  const event: RollEvent = {
    type: 'roll',
    rule: spec.rule,
    ...(spec.who !== undefined ? { who: spec.who } : {}),
    dice,
    modifiers: [],
    total: spec.count,
    outcome: faces.join(', '),
  };
  ctx.events.push(event);
  return { event, faces };
}
