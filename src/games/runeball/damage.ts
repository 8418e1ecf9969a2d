// Damage, wounds, knockouts and knockdowns (seed: BLOCKING, KNOCKDOWNS, KNOCKOUTS AND WOUNDS, SHAKING IT OFF), with
// the Runebearer numbers from config.ts.

import { roll } from '../../core/dice';
import { emit } from '../../core/engine';
import { within, type Hex } from '../../core/grid/hex';
import type { Modifier } from '../../core/types';
import { dropBall } from './ball';
import { RUNEBEARER, strDamage, WOUND_SEVERITY, woundThreshold } from './config';
import { FIELD } from './field';
import { armourOf, maxHitsOf, name, playerAt, who, type Player, type RCtx } from './state';

export interface Hurt {
  damage: number;
  wound: boolean;
  ko: boolean;
}

/** Rolls and applies block damage: STR damage + 1d4 (+ extra) - armour, at least 0. `noDie`: Roll With It negated the
 * 1d4. `die` overrides the damage die (a shank's weapon). */
export function blockDamage(
  ctx: RCtx, attacker: Player, victim: Player, extra: Modifier[], opts: { noDie?: boolean; die?: string } = {},
): Hurt {
  const mods: Modifier[] = [{ source: 'STR damage', value: strDamage(attacker.a.STR) }, ...extra, { source: 'armour', value: -armourOf(victim) }];
  let total: number;
  if (opts.noDie) {
    total = mods.reduce((t, m) => t + m.value, 0);
    emit(ctx, { type: 'damage-roll', player: victim.id, note: 'Roll With It: no 1d4', total });
  } else {
    total = roll(ctx, { rule: 'runeball.damage', who: who(attacker), dice: opts.die ?? RUNEBEARER.blockDamageDie, modifiers: mods.filter((m) => m.value !== 0) }).total;
  }
  return applyDamage(ctx, victim, Math.max(0, total), attacker);
}

/** Takes hits off; a wound (25 % of max hits or more in one attack) rolls severity at -2; 0 hits is a knockout. */
export function applyDamage(ctx: RCtx, victim: Player, damage: number, by: Player | null): Hurt {
  const s = ctx.state;
  const max = maxHitsOf(victim);
  victim.hits -= damage;
  const wound = damage > 0 && damage >= woundThreshold(max);
  emit(ctx, { type: 'damage', player: victim.id, damage, hits: victim.hits, wound });
  if (wound) {
    victim.wd += damage;
    const sev = roll(ctx, {
      rule: 'runeball.wound',
      who: who(victim),
      dice: RUNEBEARER.severityDie,
      modifiers: [{ source: 'Runeball is non-lethal', value: RUNEBEARER.severityModifier }],
      outcome: (t) => severity(t).wound,
    });
    const band = severity(sev.total);
    victim.pen += band.penalty;
    if (band.halfMove) victim.slow = true;
    emit(ctx, { type: 'wound', player: victim.id, severity: band.wound });
    if (band.out) {
      fallOut(ctx, victim, 'out');
      return { damage, wound, ko: true };
    }
  }
  if (victim.hits <= 0 && victim.at === 'field') {
    if (by) s.xp[by.id].ko++;
    fallOut(ctx, victim, 'ko');
    emit(ctx, { type: 'knockout', player: victim.id });
    return { damage, wound, ko: true };
  }
  return { damage, wound, ko: false };
}

function severity(total: number) {
  for (const row of WOUND_SEVERITY) if (total <= row.max) return row;
  return WOUND_SEVERITY[WOUND_SEVERITY.length - 1];
}

/** Knocked out or critically hurt: lies where it fell until carried off or the drive ends. */
function fallOut(ctx: RCtx, p: Player, at: 'ko' | 'out'): void {
  knockDown(ctx, p, 'knocked out');
  p.at = at;
}

/** Knocked down: prone; a carrier fumbles (the ball scatters a hex and bounces); a carried team-mate drops beside. */
export function knockDown(ctx: RCtx, p: Player, why: string): void {
  const s = ctx.state;
  if (!p.prone) emit(ctx, { type: 'knockdown', player: p.id, why });
  p.prone = true;
  dropCarried(ctx, p);
  if (s.ball.by === p.id) dropBall(ctx, p, `${name(p)} was knocked down`);
}

/** A carried team-mate is put down in the nearest free hex. */
export function dropCarried(ctx: RCtx, p: Player): void {
  const s = ctx.state;
  if (p.carry < 0) return;
  const c = s.players[p.carry];
  p.carry = -1;
  const h = freeHexNear(ctx, p);
  if (h) {
    c.x = h.x;
    c.y = h.y;
    c.at = c.hits <= 0 ? 'ko' : 'out';
    c.prone = true;
  } else {
    c.at = 'bench';
    c.x = -1;
    c.y = -1;
  }
}

export function freeHexNear(ctx: RCtx, h: Hex): Hex | null {
  for (const n of within(h, 4, FIELD.width, FIELD.height)) if (!playerAt(ctx.state, n)) return n;
  return null;
}

/** Shaking it off: 1d6 hits back, never the wound damage (seed). */
export function shakeItOff(ctx: RCtx, p: Player): void {
  const cap = maxHitsOf(p) - p.wd;
  if (p.hits >= cap) return;
  const r = roll(ctx, { rule: 'runeball.shake-it-off', who: who(p), dice: RUNEBEARER.shakeOffDie });
  p.hits = Math.min(cap, p.hits + r.total);
  emit(ctx, { type: 'shake-it-off', player: p.id, hits: p.hits });
}
