// Coming on from the Subs' Bench (facts.md §3.4, §3.7): "Players re-enter from the Subs' Bench through the entrance
// hex, which is blocked if occupied"; "entering uses one of that player's actions and a team never has more than 6
// on the pitch"; in Sudden Death "the gates close (no reserves can enter)". [A] The action puts the model on the
// entrance hex facing the opposing end, and ends.

import { emit } from '../../core/engine';
import type { RushAction } from './rush-action';
import { entranceOf, pitch } from './board';
import { forward } from './setup';
import { onPitch, playerAt, type Player, type RushState } from './state';
import { ON_PITCH } from './teams';

function gate(s: RushState, p: Player) {
  const e = entranceOf(pitch(s), p.team);
  return e && !playerAt(s, e.x, e.y) ? e : undefined;
}

export const enter: RushAction = {
  name: 'enter',
  roles: ['striker', 'jack', 'guard'],
  can: (s, p) => p.at === 'bench' && !s.suddenDeath && onPitch(s, p.team).length < ON_PITCH && gate(s, p) !== undefined,
  begin(ctx, p) {
    const e = gate(ctx.state, p)!;
    p.at = 'pitch';
    p.x = e.x;
    p.y = e.y;
    p.facing = forward(p.team);
    p.down = false;
    emit(ctx, { type: 'enter', player: p.id, x: e.x, y: e.y });
  },
};
