// For the screen only: the opponents a throw could be intercepted by, asked for one target at a time while a coach
// points at it. The ball carrier is the thrower (a Pass action or a Dump-off alike); the rule is pass.ts
// `interceptors`. A Hail Mary "may not be intercepted" (LRB6), so it names nobody.

import type { Action } from '../../../core/types';
import { playerById, type GState } from '../state';
import { interceptors } from './pass';

export function shownInterceptors(s: GState, a: Action): string[] {
  if (a.type !== 'throw' || a.hailMary || typeof a.x !== 'number' || typeof a.y !== 'number') return [];
  const carrier = s.ball.carrier;
  if (!carrier) return [];
  const thrower = playerById(s, carrier);
  if (thrower.place !== 'pitch') return [];
  return interceptors(s, thrower, { x: a.x, y: a.y }).map((p) => p.id);
}
