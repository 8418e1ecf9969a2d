// Armour Check (seed 003, S J G): "3 dice Armour (special)", "+1 if checking player is a Guard". "The difference
// between the winner's Slam successes and the loser's SlamBack or Dodge successes is the number of hits taken. Each
// success on the armour check (made by the losing player) reduces the number of hits by 1. After the armour check,
// the player is out of play for 1 turn per hit taken." Out of play is the Sin Bin: `sin` is the rushes still to go
// to the Subs' Bench, one step at each of his own team's rush ends (rush.ts). With no hit left he stays down on the
// pitch. Option `killedAt4` (off by default, facts.md §3.4 "Later editions: 4+ unsaved hits = killed"): 4 or more
// hits and the player is dead, out of the match.

import { emit } from '../../core/engine';
import { rollTest } from './pools';
import { opt, type Player, type RCtx } from './state';

export const KILLED_AT = 4;

/** The knocked-down loser checks his armour against `hits`; returns the hits he did not save. */
export function armourCheck(ctx: RCtx, p: Player, hits: number): number {
  const r = rollTest(ctx, { test: 'armour', player: p, stat: 'armour', modifiers: [] });
  const taken = Math.max(0, hits - r.total);
  emit(ctx, { type: 'armour', player: p.id, hits, saved: hits - taken, taken });
  if (taken === 0) return 0;
  const killed = opt(ctx.state, 'killedAt4', false) && taken >= KILLED_AT;
  p.at = killed ? 'dead' : 'out';
  p.sin = killed ? 0 : taken;
  p.down = false;
  p.x = -1;
  p.y = -1;
  emit(ctx, killed ? { type: 'killed', player: p.id } : { type: 'out-of-play', player: p.id, rushes: taken });
  return taken;
}
