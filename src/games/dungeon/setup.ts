// Setting up in the dungeon (facts.md §4.1): "each coach sets up 6 players in their own end zone; the rest wait in
// reserve". There is no line of scrimmage and no wide zone. A team starts from its first six available players in
// shirt-number order, so one click can confirm it.

import { areaCells, obstacleAt, onBoard } from '../../core/board';
import { pop, type Procedure } from '../../core/engine';
import type { Action, Frame } from '../../core/types';
import { pitchOf } from '../gridiron/pitch';
import { placeForSetUp } from '../gridiron/setup';
import type { GState, Player, Side } from '../gridiron/state';

export const STARTERS = 6;

export interface EndZoneSetupFrame extends Frame {
  p: 'gridiron.setup';
  side: Side;
  started: boolean;
}

function available(s: GState, side: Side): Player[] {
  return s.players.filter((p) => p.side === side && (p.place === 'reserves' || p.place === 'pitch'));
}

/** The side's own end zone cells a player may stand in (no rock, no obstacle), row by row. */
export function endZoneCells(s: GState, side: Side): { x: number; y: number }[] {
  const board = pitchOf(s).board;
  return areaCells(board, `end-zone:${side}`).filter((c) => onBoard(board, c.x, c.y) && !obstacleAt(board, c.x, c.y));
}

function setupDone(s: GState, side: Side): boolean {
  const avail = available(s, side);
  return avail.filter((p) => p.place === 'pitch').length === Math.min(STARTERS, avail.length);
}

function actions(s: GState, side: Side): Action[] {
  const avail = available(s, side);
  const on = avail.filter((p) => p.place === 'pitch');
  const out: Action[] = [];
  if (setupDone(s, side)) out.push({ type: 'setup-done' });
  for (const p of on) out.push({ type: 'place', player: p.id, x: -1, y: -1, hint: 'to the reserves box' });
  if (on.length < STARTERS) {
    const free = endZoneCells(s, side).filter((c) => !s.players.some((q) => q.place === 'pitch' && q.x === c.x && q.y === c.y));
    for (const p of avail) if (p.place !== 'pitch') for (const c of free) out.push({ type: 'place', player: p.id, x: c.x, y: c.y });
  }
  return out;
}

export const endZoneSetup: Procedure<GState, EndZoneSetupFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (!f.started) {
      f.started = true;
      if (!s.players.some((p) => p.side === f.side && p.place === 'pitch')) {
        const cells = endZoneCells(s, f.side);
        const first = available(s, f.side).sort((a, b) => a.number - b.number).slice(0, Math.min(STARTERS, cells.length));
        first.forEach((p, i) => {
          p.place = 'pitch';
          p.stance = 'standing';
          p.x = cells[i].x;
          p.y = cells[i].y;
        });
      }
    }
    const n = available(s, f.side).filter((p) => p.place === 'pitch').length;
    return {
      seat: f.side,
      kind: 'setup',
      prompt: `${s.teams[f.side].name}: set up ${STARTERS} players in your end zone${setupDone(s, f.side) ? '' : ` (${n} there)`}`,
      actions: actions(s, f.side),
    };
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (action.type === 'place') {
      placeForSetUp(s, action);
      return;
    }
    ctx.events.push({
      type: 'setup',
      side: f.side,
      players: s.players.filter((p) => p.side === f.side && p.place === 'pitch').map((p) => ({ id: p.id, x: p.x, y: p.y })),
    });
    pop(ctx);
  },
};
