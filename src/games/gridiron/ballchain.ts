// Ball & Chain (LRB6): the player only takes Move actions, and moves at random. For each square the coach lays the
// throw-in template facing up or down the pitch or toward a sideline, and a D6 picks one of its three squares; no
// dodging. He must use all his MA (go-for-its are his choice). Into the crowd he goes like a pushed player; into a
// standing player, friend or foe, he throws a block and always follows up. A Ball & Chain player who is knocked
// down rolls straight for injury, and Stunned counts as KO'd (injury.ts).

import { roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import { THROW_IN_TEMPLATE, type Edge } from './ball/throw-in-template';
import type { Action, Frame } from '../../core/types';
import { pushBlock } from './block';
import { placeAt, pushBounce, report, type GCtx } from './common';
import { pushCrowd, pushKnockdown } from './injury';
import { gfiMods, maxGfi } from './move';
import { pushTest } from './reroll';
import { playerAt, playerById, rollNeeded, type GState, type Player } from './state';
import { onPitch, pitchOf } from './pitch';
import { obstacleAt } from '../../core/board';

/** Which way the template faces, and the edge of the throw-in template that points that way. */
export const FACINGS: Readonly<Record<string, Edge>> = { right: 'left', left: 'right', down: 'top', up: 'bottom' };

export function ballChainActions(s: GState, p: Player): Action[] {
  const out: Action[] = [];
  if (p.moved < p.ma + maxGfi(p)) {
    const hint = p.moved >= p.ma ? `GFI ${rollNeeded(2, gfiMods(s))}+` : undefined;
    for (const facing of Object.keys(FACINGS)) out.push(hint ? { type: 'ball-and-chain', facing, hint } : { type: 'ball-and-chain', facing });
  }
  return out;
}

/** Whether the Ball & Chain player may stop: only once his MA is used up. */
export function ballChainMayStop(p: Player): boolean {
  return p.moved >= p.ma;
}

export interface BallChainFrame extends Frame {
  p: 'gridiron.ball-and-chain';
  player: string;
  facing: string;
  phase: 'roll' | 'gfi-check' | 'go';
  x: number;
  y: number;
  last?: string;
}

export function pushBallChain(ctx: GCtx, player: string, facing: string): void {
  push(ctx, { p: 'gridiron.ball-and-chain', player, facing, phase: 'roll', x: 0, y: 0 } satisfies BallChainFrame);
}

export const ballChainProcedure: Procedure<GState, BallChainFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    switch (f.phase) {
      case 'roll': {
        const d6 = roll(ctx, { rule: 'gridiron.ball-and-chain', who: p.id, dice: 'd6' }).total;
        const dir = THROW_IN_TEMPLATE[FACINGS[f.facing]][(d6 - 1) >> 1];
        f.x = p.x + dir.x;
        f.y = p.y + dir.y;
        p.moved++;
        f.phase = 'go';
        if (p.moved > p.ma) {
          f.phase = 'gfi-check';
          pushTest(ctx, { rule: 'gridiron.gfi', who: p.id, target: 2, mods: gfiMods(s), skill: 'Sure Feet' });
        }
        return;
      }
      case 'gfi-check':
        if (f.last === 'failure') {
          if (onPitch(pitchOf(s), f.x, f.y) && !playerAt(s, f.x, f.y) && !obstacleAt(pitchOf(s).board, f.x, f.y)) placeAt(s, p, f.x, f.y);
          report(ctx, 'fell');
          pop(ctx);
          pushKnockdown(ctx, p.id, null, true);
          return;
        }
        f.phase = 'go';
        return;
      case 'go':
      default: {
        report(ctx, 'ok');
        pop(ctx);
        if (!onPitch(pitchOf(s), f.x, f.y)) {
          pushCrowd(ctx, p, p.x, p.y);
          return;
        }
        // An obstacle on a board that has them never moves and cannot be battered: he stops against it.
        if (obstacleAt(pitchOf(s).board, f.x, f.y)) {
          ctx.events.push({ type: 'skill', player: p.id, skill: 'Ball & Chain', note: 'stops against an obstacle' });
          return;
        }
        const q = playerAt(s, f.x, f.y);
        if (!q) {
          placeAt(s, p, f.x, f.y);
          ctx.events.push({ type: 'move', player: p.id, x: f.x, y: f.y });
          // No Hands: the ball he lands on bounces away.
          if (s.ball.state === 'ground' && s.ball.x === f.x && s.ball.y === f.y) push(ctx, { p: 'gridiron.pickup', player: p.id });
          return;
        }
        if (q.stance === 'standing') {
          ctx.events.push({ type: 'skill', player: p.id, skill: 'Ball & Chain', note: `crashes into ${q.name}` });
          pushBlock(ctx, p.id, q.id, false);
          return;
        }
        // A prone or stunned player in the way is battered where he lies: an armour roll.
        pushKnockdown(ctx, q.id, p.id, false);
        return;
      }
    }
  },
};
