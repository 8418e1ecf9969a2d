// Reserves coming back into the dungeon (facts.md §4.3, "Dug-out teleport / reserves"): "a coach may bring one
// reserve per turn into the dungeon" [classic]; the dungeonbowl.com detail has him enter "at one of the team's own
// entrances" and "then Move/Blitz/Pass/Foul at once", "max 1 entry per team per turn, and never during set-up". In
// the 2021 set-up (§4.5b) a team's entrance is its own end zone, so the reserve steps onto a free square of it,
// standing, and may still act this turn. Without this, the seed's teleport-out (teleporters.ts) would only ever thin
// a team out.
//
// "Instead of a reserve, a KO'd player may try to return: d6 = 6 (+1 per Bloodweiser babe); failures let the coach
// try another KO'd player. Max 1 entry per team per turn" [dungeonbowl.com]: a `return-ko`, offered for each KO'd
// player beside the `enter`s while the team has brought nobody in this turn, names the end-zone square he would come
// in on; a D6 (the team's Bloodweiser Babes, gridiron's inducement, +1 each) of 6 brings him in there, standing, as a
// reserve entering (the team's one entry); anything less leaves him KO'd, and the coach may try another KO'd player
// or bring a reserve in. Readings, [A]: each KO'd player tries once a team turn (else a coach would roll until the 6
// came); the roll is no player's doing, so no re-roll (seed 004's Re-rolls); a failure is no turnover (the source
// names none).

import { test } from '../../core/dice';
import type { Procedure } from '../../core/engine';
import type { Action, Modifier } from '../../core/types';
import type { TurnFrame } from '../gridiron/turn';
import { playerById } from '../gridiron/state';
import { endZoneCells } from './setup';
import type { DState } from './state';

/** The team turn this entry belongs to: one a team turn. */
const turnKey = (s: DState) => `${s.active}:${s.teams[s.active].turn}`;

/** The free squares of the side's own end zone. */
function entrances(s: DState, side: 'home' | 'away'): { x: number; y: number }[] {
  return endZoneCells(s, side).filter((c) => !s.players.some((q) => q.place === 'pitch' && q.x === c.x && q.y === c.y));
}

/** The roll a KO'd player needs to come back. */
export const KO_RETURN_ON = 6;

/** The team's Bloodweiser Babes, as the return roll's modifier. */
function babesOf(s: DState, side: 'home' | 'away'): Modifier[] {
  const babes = s.teams[side].babes;
  return babes ? [{ source: 'Bloodweiser Babes', value: babes }] : [];
}

/** The KO'd players of the side who have not yet tried to come back this team turn. */
function koMayTry(s: DState, side: 'home' | 'away'): string[] {
  const tried = s.koTried?.turn === turnKey(s) ? s.koTried.players : [];
  return s.players.filter((p) => p.side === side && p.place === 'ko' && !tried.includes(p.id)).map((p) => p.id);
}

/** Gridiron's turn (with teleport-out) with one more thing a coach may do once a team turn: bring a reserve in, or
 * try to bring a KO'd player back. */
export const withReserves = (base: Procedure<DState, TurnFrame>): Procedure<DState, TurnFrame> => ({
  run(ctx, f) {
    const d = base.run(ctx, f);
    const s = ctx.state;
    if (!d || d.kind !== 'turn' || s.entered === turnKey(s)) return d;
    const reserves = s.players.filter((p) => p.side === f.side && p.place === 'reserves');
    const kod = koMayTry(s, f.side);
    if (reserves.length === 0 && kod.length === 0) return d;
    const cells = entrances(s, f.side);
    if (cells.length === 0) return d;
    const extra: Action[] = [];
    for (const p of reserves) for (const c of cells) extra.push({ type: 'enter', player: p.id, x: c.x, y: c.y });
    if (kod.length > 0) {
      const hint = `${Math.max(2, KO_RETURN_ON - babesOf(s, f.side).reduce((n, m) => n + m.value, 0))}+`;
      for (const id of kod) for (const c of cells) extra.push({ type: 'return-ko', player: id, x: c.x, y: c.y, hint });
    }
    const actions = d.actions.slice();
    actions.splice(actions.length - 1, 0, ...extra);
    return { ...d, actions };
  },
  act(ctx, f, action) {
    if (action.type !== 'enter' && action.type !== 'return-ko') return base.act!(ctx, f, action);
    const s = ctx.state;
    const p = playerById(s, action.player as string);
    const key = turnKey(s);
    if (action.type === 'return-ko') {
      if (p.side !== f.side || !koMayTry(s, f.side).includes(p.id) || s.entered === key) throw new Error(`${p.id} may not try to return now`);
      s.koTried = { turn: key, players: [...(s.koTried?.turn === key ? s.koTried.players : []), p.id] };
      const ev = test(ctx, { rule: 'dungeon.ko-return', who: p.id, target: KO_RETURN_ON, modifiers: babesOf(s, f.side) });
      if (ev.outcome !== 'success') return;
    } else if (p.side !== f.side || p.place !== 'reserves' || s.entered === key) throw new Error(`${p.id} may not enter now`);
    s.entered = key;
    p.place = 'pitch';
    p.stance = 'standing';
    p.x = action.x as number;
    p.y = action.y as number;
    ctx.events.push({ type: 'entered', player: p.id, x: p.x, y: p.y });
  },
});
