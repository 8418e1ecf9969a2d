// Precarious positions (seed 004), an optional rule: the `precariousPositions` option, off by default ("it has been
// specifically written to be optional rather than mandatory"). "While a player is standing in an adjacent square to
// a chasm, an edge of an elevated platform, or a pit trap (no other type of trap), he is considered to be in a
// precarious position", at risk "when he is about to ... throw a block at an opponent; pass, catch, intercept, or
// pick up the football; throw a friendly player or chest". Then, "before any dice are rolled, the opposing coach may
// choose to invoke the precarious position rule and force the player to make a balance roll. The balance roll is
// passed on a 2+ on a D6, but on a roll of a 1, the player slips and falls into the closest square of whatever
// dungeon feature it is he is standing next to, with the effects described in the appropriate sections."
//
// Where the seed is silent, [A]:
// - The features: a pit or a chasm square next to him, or a lower square next to the platform he stands on (he can
//   fall off an edge, not up one; a square with a player, a shut chest or an obstacle in it is no place to fall
//   to). Nothing across a wall or rock counts; lava, chests (trapped or not) and teleporters are no feature.
// - The closest square: one beside him before one at a corner (the nearer by straight line), then the first in
//   reading order (the top row first, left to right).
// - The fall is that feature's: into a pit or chasm as hazards.ts has it; off an edge as platforms.ts has it
//   (knocked down where he lands, an armour roll). A player of the moving team who slips is a turnover, as any fall.
// - What he was about to do does not happen: the block is not thrown (the second of a Multiple Block neither), the
//   pass, team-mate or chest is not thrown, the ball is not picked up (it lies where it was), the interception is
//   not made (the pass goes on), and the ball he was to catch comes down in the square he left and bounces. A
//   Dump-Off thrower who slips throws nothing, and the block aimed at him has nobody to hit.
// - A Stab is no block, and a Ball & Chain player, who blocks whoever he runs into, chooses nothing to be asked about.
//   A hand-off is no pass (catching one is a catch).
//
// Gridiron's procedures stay as they are: each rule of the list is a named procedure (block, pass, catch, pick-up)
// or an action of gridiron's action procedure, and the dungeon wraps each to put the question in front of its first
// roll. The frame asked about keeps the answer (`precarious`), so the wrap asks once and then lets it go on.

import { obstacleAt, stepBlocked, terrainAt } from '../../core/board';
import { emit, pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import type { ActionFrame } from '../gridiron/action';
import { ballLoose, carryRisk, report, turnover } from '../gridiron/ball/common';
import type { CatchFrame } from '../gridiron/ball/catch';
import type { PassFrame } from '../gridiron/ball/pass';
import type { PickupFrame } from '../gridiron/ball/pickup';
import type { BlockFrame } from '../gridiron/block';
import { placeAt, type GCtx } from '../gridiron/common';
import { pushKnockdown } from '../gridiron/injury';
import { secondBlockOpen } from '../gridiron/multipleblock';
import { pitchOf } from '../gridiron/pitch';
import { pushTest } from '../gridiron/reroll';
import { hasSkill, other, playerAt, playerById, type Player } from '../gridiron/state';
import { fallIn, hazardAt } from './hazards';
import { levelAt } from './platforms';
import { chestAt, type DState } from './state';

type DCtx = GCtx & { state: DState };

/** What he is about to do. */
export type Risky = 'block' | 'pass' | 'catch' | 'intercept' | 'pick-up' | 'throw-team-mate' | 'throw-chest';
export type Feature = 'pit' | 'chasm' | 'edge';
/** The square he would fall into, and what it is. */
export interface Brink {
  x: number;
  y: number;
  feature: Feature;
}

/** How the question went for one thing a frame's player was about to do. */
type Answer = 'asked' | 'declined' | 'steady' | 'slipped';
interface Asked {
  answer: Answer;
  /** Where he stood when asked. */
  x: number;
  y: number;
}
/** A frame whose player may be asked about: the answers by what he was about to do. */
type Marked = Frame & { precarious?: Record<string, Asked> };

const WORDS: Readonly<Record<Risky, string>> = {
  block: 'throw a block',
  pass: 'pass',
  catch: 'catch the ball',
  intercept: 'intercept',
  'pick-up': 'pick up the ball',
  'throw-team-mate': 'throw a team-mate',
  'throw-chest': 'throw a chest',
};

export function precariousOn(s: DState): boolean {
  return s.options.precariousPositions === true;
}

/** The closest square of a feature next to a standing player, or null: he is in no precarious position. */
export function brinkOf(s: DState, p: Player): Brink | null {
  if (p.place !== 'pitch' || p.stance !== 'standing') return null;
  const b = pitchOf(s).board;
  if (b.open) return null;
  const here = levelAt(s, p.x, p.y);
  // The four beside him first, then the four at his corners; each in reading order.
  for (const corner of [false, true]) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || (dx !== 0 && dy !== 0) !== corner) continue;
        const x = p.x + dx;
        const y = p.y + dy;
        if (x < 0 || y < 0 || x >= b.width || y >= b.height || stepBlocked(b, p.x, p.y, x, y)) continue;
        const t = terrainAt(b, x, y);
        if (t === 'pit' || t === 'chasm') return { x, y, feature: t };
        if (levelAt(s, x, y) < here && !playerAt(s, x, y) && !chestAt(s, x, y) && !obstacleAt(b, x, y)) return { x, y, feature: 'edge' };
      }
    }
  }
  return null;
}

function answerOf(f: Marked, key: string): Asked | undefined {
  return f.precarious?.[key];
}

/** Puts the question to the opposing coach when the option is on, the player is on the brink, and this frame has not
 * asked about `key` yet. True when it is asked (the frame then waits for the answer). */
function ask(ctx: DCtx, f: Marked, key: string, p: Player, about: Risky): boolean {
  if (!precariousOn(ctx.state) || answerOf(f, key) !== undefined || !brinkOf(ctx.state, p)) return false;
  (f.precarious ??= {})[key] = { answer: 'asked', x: p.x, y: p.y };
  push(ctx, { p: 'dungeon.precarious', player: p.id, about, key, stage: 'ask' } satisfies PrecariousFrame);
  return true;
}

export interface PrecariousFrame extends Frame {
  p: 'dungeon.precarious';
  player: string;
  about: Risky;
  /** Which of the frame below's questions this is. */
  key: string;
  stage: 'ask' | 'roll';
  last?: string;
}

const INVOKE: Action = Object.freeze({ type: 'precarious', invoke: true, label: 'invoke: a balance roll' });
const LET_BE: Action = Object.freeze({ type: 'precarious', invoke: false, label: 'let him be' });

/** Tells the frame below (the one that asked) how it went. */
function answer(ctx: DCtx, key: string, a: Answer): void {
  const below = ctx.state.stack[ctx.state.stack.length - 1] as Marked;
  below.precarious![key].answer = a;
}

/** The opposing coach's question, then the balance roll (re-rollable: `dungeon.balance` is in CONTROLLED_ROLLS). */
export const precariousProcedure: Procedure<DState, PrecariousFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    if (f.stage === 'ask') {
      const opp = other(p.side);
      return {
        seat: opp,
        kind: 'precarious',
        prompt: `${s.teams[opp].name}: ${p.name} is about to ${WORDS[f.about]} on the brink: invoke the precarious position rule (balance roll 2+)?`,
        actions: [INVOKE, LET_BE],
      };
    }
    pop(ctx);
    const steady = f.last === 'success';
    answer(ctx, f.key, steady ? 'steady' : 'slipped');
    if (!steady) slip(ctx, p);
  },
  act(ctx, f, action) {
    const invoked = action.invoke === true;
    emit(ctx, { type: 'precarious', player: f.player, about: f.about, invoked });
    if (!invoked) {
      pop(ctx);
      answer(ctx, f.key, 'declined');
      return;
    }
    f.stage = 'roll';
    pushTest(ctx, { rule: 'dungeon.balance', who: f.player, target: 2 });
  },
};

/** "the player slips and falls into the closest square of whatever dungeon feature it is he is standing next to". */
function slip(ctx: DCtx, p: Player): void {
  const s = ctx.state;
  const to = brinkOf(s, p);
  // Nothing moves between the question and the roll; should the brink be gone all the same, there is nowhere to fall.
  if (!to) return;
  const moving = p.side === s.active && s.acting !== null;
  const from = { x: p.x, y: p.y };
  emit(ctx, { type: 'slips', player: p.id, x: to.x, y: to.y, into: to.feature });
  if (moving) turnover(ctx, `${p.name} lost his balance`);
  placeAt(s, p, to.x, to.y);
  // A pit or a chasm, or lava at the foot of a platform: hazards.ts's fall (he leaves the board, the ball goes on).
  if (hazardAt(s, to.x, to.y)) fallIn(ctx, { player: p.id, x: to.x, y: to.y, how: 'push', from });
  else pushKnockdown(ctx, p.id, null, moving);
}

// ---- the wraps: the question in front of each risky thing's first roll ----

/** "throw a block at an opponent": before the blitz's go-for-it, Foul Appearance and the block dice; a Frenzy's
 * second block is another block. A Dump-Off thrower who slipped is not there to be blocked. */
export const balancingBlocks = (base: Procedure<DState, BlockFrame>): Procedure<DState, BlockFrame> => ({
  run(ctx, f) {
    const s = ctx.state;
    if (f.phase === 'gfi' && !f.stab) {
      const key = f.second ? 'block-again' : 'block';
      const a = playerById(s, f.attacker);
      const asked = answerOf(f, key);
      if (asked?.answer === 'slipped') f.phase = 'end';
      else if (!asked && (!f.multiple || secondBlockOpen(s, a, playerById(s, f.defender))) && !hasSkill(a, 'Ball & Chain') && ask(ctx, f, key, a, 'block')) return;
    } else if (f.phase === 'dauntless') {
      const d = playerById(s, f.defender);
      if (d.place !== 'pitch' || d.stance !== 'standing') f.phase = 'end';
    }
    return base.run(ctx, f);
  },
  act: (ctx, f, action) => base.act!(ctx, f, action),
});

/** "pass" (a Dump-Off: the Pass action is asked about in the action) and "intercept". */
export const balancingPasses = (base: Procedure<DState, PassFrame>): Procedure<DState, PassFrame> => ({
  run(ctx, f) {
    const s = ctx.state;
    if (f.stage === undefined && f.dumpOff) {
      const asked = answerOf(f, 'pass');
      if (asked?.answer === 'slipped') {
        pop(ctx);
        report(ctx, 'slipped');
        return;
      }
      if (!asked && ask(ctx, f, 'pass', playerById(s, f.thrower), 'pass')) return;
    } else if (f.stage === 'intercept' && !f.rolled) {
      const key = `intercept:${f.interceptor}`;
      const asked = answerOf(f, key);
      if (asked?.answer === 'slipped') f.stage = 'throw';
      else if (!asked && ask(ctx, f, key, playerById(s, f.interceptor!), 'intercept')) return;
    }
    return base.run(ctx, f);
  },
  act: (ctx, f, action) => base.act!(ctx, f, action),
});

/** "catch": a catcher who slipped leaves the ball to come down in his empty square and bounce. */
export const balancingCatches = (base: Procedure<DState, CatchFrame>): Procedure<DState, CatchFrame> => ({
  run(ctx, f) {
    if (!f.rolled) {
      const s = ctx.state;
      const p = playerById(s, f.player);
      const asked = answerOf(f, 'catch');
      if (asked?.answer === 'slipped') {
        pop(ctx);
        report(ctx, 'dropped');
        ballLoose(s, asked.x, asked.y);
        push(ctx, { p: 'gridiron.bounce', ...carryRisk(f, p.side === s.active && s.acting !== null) });
        return;
      }
      if (!asked && ask(ctx, f, 'catch', p, 'catch')) return;
    }
    return base.run(ctx, f);
  },
  act: base.act,
});

/** "pick up the football": a player who slipped never touched it; it lies where it was. */
export const balancingPickups = (base: Procedure<DState, PickupFrame>): Procedure<DState, PickupFrame> => ({
  run(ctx, f) {
    if (!f.rolled) {
      const p = playerById(ctx.state, f.player);
      const asked = answerOf(f, 'pick-up');
      if (asked?.answer === 'slipped') {
        pop(ctx);
        report(ctx, 'failed');
        return;
      }
      if (!asked && !hasSkill(p, 'No Hands') && ask(ctx, f, 'pick-up', p, 'pick-up')) return;
    }
    return base.run(ctx, f);
  },
  act: base.act,
});

/** The actions of an action that throw something, and what they throw. */
const THROWS: ReadonlyMap<string, Risky> = new Map([['throw', 'pass'], ['ttm', 'throw-team-mate'], ['ttm-chest', 'throw-chest']]);

type BalancingAction = ActionFrame & Marked & { balancing?: Action };

/** "pass ... throw a friendly player or chest": asked when the coach picks the throw, before the Animosity or Always
 * Hungry roll; the throw goes ahead once the question is settled, unless he slipped. */
export const balancingThrows = (base: Procedure<DState, ActionFrame>): Procedure<DState, ActionFrame> => ({
  run(ctx, f: BalancingAction) {
    const then = f.balancing;
    if (then) {
      const slipped = answerOf(f, 'throw')?.answer === 'slipped';
      delete f.balancing;
      delete f.precarious;
      if (!slipped) return base.act!(ctx, f, then);
    }
    return base.run(ctx, f);
  },
  act(ctx, f: BalancingAction, action) {
    const about = THROWS.get(action.type);
    if (about && ask(ctx, f, 'throw', playerById(ctx.state, f.player), about)) {
      f.balancing = action;
      return;
    }
    return base.act!(ctx, f, action);
  },
});
