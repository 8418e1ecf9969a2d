// Bombardier (LRB6): instead of any other action, a standing Bombardier throws a bomb, without moving first and
// without using the team's Pass action. The throw is rolled like a pass (range ruler, the pass modifiers, a natural
// 1 fumbles and a 6 always hits); an accurate bomb lands on the target square, an inaccurate one scatters three
// times, a fumbled one drops in the bomber's own square. Where it lands it explodes: a player there is knocked down,
// and each player next to it on a 4+. A bomb that leaves the pitch goes off harmlessly in the crowd.

import { roll, test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import { scatterStep } from '../../core/grid/square';
import { passRange } from './ball/range-ruler';
import type { Action, Frame } from '../../core/types';
import { passModifiers, throwTargets } from './ball/index';
import type { GCtx } from './common';
import { pushKnockdown } from './injury';
import { pushTest } from './reroll';
import { agilityTarget, playerAt, playerById, type GState } from './state';
import { onPitch, pitchOf } from './pitch';

export function bombActions(s: GState, bomber: string): Action[] {
  const out: Action[] = [];
  for (const t of throwTargets(s, bomber)) if (!t.crowd) out.push({ type: 'bomb', x: t.x, y: t.y, hint: `bomb ${t.need}+` });
  return out;
}

export interface BombFrame extends Frame {
  p: 'gridiron.bomb';
  bomber: string;
  x: number;
  y: number;
  phase: 'throw' | 'land';
  last?: string;
  lastDie?: number;
}

export function pushBomb(ctx: GCtx, bomber: string, x: number, y: number): void {
  push(ctx, { p: 'gridiron.bomb', bomber, x, y, phase: 'throw' } satisfies BombFrame);
}

function explode(ctx: GCtx, x: number, y: number): void {
  const s = ctx.state;
  ctx.events.push({ type: 'bomb-explodes', x, y });
  // Pushed so that they resolve in order: the player on the square first, then the neighbours hit.
  const hit: string[] = [];
  const centre = playerAt(s, x, y);
  if (centre) hit.push(centre.id);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (!dx && !dy) continue;
      const q = onPitch(pitchOf(s), x + dx, y + dy) ? playerAt(s, x + dx, y + dy) : undefined;
      if (q && test(ctx, { rule: 'gridiron.bomb-blast', who: q.id, target: 4 }).outcome === 'success') hit.push(q.id);
    }
  }
  for (let i = hit.length - 1; i >= 0; i--) {
    const q = playerById(s, hit[i]);
    pushKnockdown(ctx, q.id, null, q.side === s.active);
  }
}

export const bombProcedure: Procedure<GState, BombFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const b = playerById(s, f.bomber);
    if (f.phase === 'throw') {
      const range = passRange(b, f);
      ctx.events.push({ type: 'bomb', bomber: b.id, x: f.x, y: f.y, range });
      f.phase = 'land';
      pushTest(ctx, { rule: 'gridiron.bomb', who: b.id, target: agilityTarget(b.ag), mods: passModifiers(s, b, range ?? 'short') });
      return;
    }
    pop(ctx);
    if (f.lastDie === 1) {
      ctx.events.push({ type: 'bomb-fumbled', bomber: b.id });
      return explode(ctx, b.x, b.y);
    }
    let at = { x: f.x, y: f.y };
    if (f.last !== 'success') {
      for (let i = 0; i < 3; i++) {
        const d8 = roll(ctx, { rule: 'gridiron.bomb-scatter', dice: 'd8' }).total;
        at = scatterStep(at, d8);
        if (!onPitch(pitchOf(s), at.x, at.y)) {
          ctx.events.push({ type: 'bomb-in-crowd', x: at.x, y: at.y });
          return;
        }
      }
    }
    explode(ctx, at.x, at.y);
  },
};
