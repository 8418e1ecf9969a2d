// The spot rules as a registry, and the one entry point the CLI and the gamemaster's panel call.

import { makeCtx, rollsOf } from './ctx';
import { SpotInputError, validateInputs, validateState, type InputSpec, type SpotResult, type SpotRule } from './rule';
import { ability } from './ability';
import { opposed } from './opposed';
import { resistance } from './resistance';
import { hitLocation } from './hit-location';
import { strikeRank } from './strike-rank';
import { aimedBlow } from './aimed-blow';
import { darkness } from './darkness';
import { defenseless } from './defenseless';
import { helpless } from './helpless';
import { prone } from './prone';
import { shootingMoving } from './shooting-moving';
import { shootingWhileMoving } from './shooting-while-moving';
import { shootingIntoMelee } from './shooting-into-melee';
import { shootingProtected } from './shooting-protected';
import { twoWeapon } from './two-weapon';
import { encumbrance } from './encumbrance';
import { multipleActions } from './multiple-actions';
import { mounted } from './mounted';
import { thrown } from './thrown';
import { skillsOver100 } from './skills-over-100';
import { chase } from './chase';
import { disarm } from './disarm';
import { grappling } from './grappling';
import { knockback } from './knockback';
import { falling } from './falling';
import { knockout } from './knockout';
import { fire } from './fire';
import { antidote } from './antidote';
import { poison } from './poison';
import { disease } from './disease';
import { drowning } from './drowning';

export { SpotInputError } from './rule';
export type { InputSpec, SpotResult, SpotRule, Inputs } from './rule';
export { makeCtx } from './ctx';

/** Every spot rule, the base first, then the seed's headings in its order. */
export const SPOT_RULES: SpotRule[] = [
  ability,
  opposed,
  resistance,
  hitLocation,
  strikeRank,
  aimedBlow,
  chase,
  darkness,
  defenseless,
  disarm,
  disease,
  drowning,
  falling,
  prone,
  fire,
  grappling,
  helpless,
  knockback,
  knockout,
  mounted,
  multipleActions,
  poison,
  antidote,
  shootingMoving,
  shootingProtected,
  shootingIntoMelee,
  shootingWhileMoving,
  skillsOver100,
  thrown,
  twoWeapon,
  encumbrance,
];

/** The registry as plain data (no functions): what a form builder needs. */
export interface SpotRuleInfo {
  name: string;
  title: string;
  summary: string;
  stateful: boolean;
  inputs: InputSpec[];
}
export function spotRuleInfo(): SpotRuleInfo[] {
  return SPOT_RULES.map((r) => ({ name: r.name, title: r.title, summary: r.summary, stateful: !!r.stateful, inputs: r.inputs.map((i) => ({ ...i })) }));
}

export function spotRule(name: string): SpotRule {
  const r = SPOT_RULES.find((x) => x.name === name);
  if (!r) throw new SpotInputError(`unknown spot rule (try: ${SPOT_RULES.map((x) => x.name).join(', ')})`);
  return r;
}

export interface SpotOptions {
  /** Seeds the dice; a fresh seed is drawn when absent and reported back. */
  seed?: number | string;
  /** Scripted dice, used before the seeded ones: d100 values 1..100 (100 is 00). */
  dice?: number[];
  /** The state a stepped rule returned last round. */
  state?: unknown;
}

/** Resolves one spot rule: checks the inputs, rolls through the kernel's dice, returns the outcome, the roll events
 * and a sentence for the gamemaster. Scripted dice left over are reported as `unusedDice`. */
export function resolveSpot(name: string, inputs: Record<string, unknown>, opts: SpotOptions = {}): SpotResult {
  const rule = spotRule(name);
  const valid = validateInputs(rule, inputs);
  validateState(rule, opts.state);
  const seed = opts.seed ?? Math.floor(Math.random() * 0x7fffffff);
  const ctx = makeCtx(seed, opts.dice ?? []);
  const res = rule.resolve(valid, ctx, opts.state ?? undefined);
  const out: SpotResult = { rule: rule.name, ...res, rolls: rollsOf(ctx), seed } as SpotResult;
  if (ctx.state.script.length) out.unusedDice = [...ctx.state.script];
  return out;
}
