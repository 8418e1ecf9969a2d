// The scripted coach's rules for the skills and inducements that ask a coach something beyond moving and blocking:
// a thirsty vampire bites a Thrall rather than a spectator, Stab only where the block dice are bad, Multiple Block
// only where both blocks stay good at +2 ST, Hypnotic Gaze at the end of a move that gains nothing more, a Hail
// Mary Pass only on the last turn of a half to a team-mate in the end zone, the Wizard on their ball carrier or on a
// crowd of theirs with none of ours, and Kick-Off Return toward the ball. Each reads the position from the view.

import type { Action, Decision } from '../../core/types';
import { Board, dist, firstStep, idx, onPitch, reach, standing, toGo, type VPlayer } from './gridiron-board';

const has = (p: VPlayer, skill: string) => p.skills.includes(skill);
const isThrall = (p: VPlayer) => (p.position ?? '').toLowerCase().includes('thrall');

/** The first step toward (x, y) on the safest path, as the decision offers it. */
export function stepToward(b: Board, d: Decision, p: VPlayer, x: number, y: number, gfi: boolean): Action | null {
  const step = firstStep(reach(b, p, gfi), p, idx(x, y));
  if (!step) return null;
  return d.actions.find((a) => a.type === 'move' && a.x === step.x && a.y === step.y) ?? null;
}

// ---- Blood Lust ----

function thrallsNext(b: Board, v: VPlayer): VPlayer[] {
  return b.v.players.filter((q) => q.side === v.side && q !== v && q.place === 'pitch' && isThrall(q) && dist(q.x, q.y, v.x, v.y) === 1);
}

/** On a failed Blood Lust roll for a Block: keep the block when a Thrall is at hand to bite after it, otherwise
 * move instead, to go and find one. */
export function bloodLustChoice(b: Board, d: Decision): Action {
  const v = b.v.acting ? b.byId.get(b.v.acting.player) : undefined;
  const bite = d.actions.filter((a) => a.type === 'bite');
  if (bite.length) {
    // Any Thrall but the one holding the ball: a bitten carrier who falls drops it, and that is a turnover.
    const carrier = b.carrier();
    return bite.find((a) => a.target !== carrier?.id) ?? bite[0];
  }
  const keep = d.actions.find((a) => a.value === 'block')!;
  const move = d.actions.find((a) => a.value === 'move')!;
  return v && thrallsNext(b, v).length ? keep : move;
}

/** A thirsty vampire's next step: to the safest square beside a Thrall (where the bite costs a Thrall's injury
 * roll, not the vampire and a turnover), then end the action there. Null when no Thrall is in reach, or when he
 * stands beside one with a block to make, and the coach's usual plan goes on. */
export function thirstyStep(b: Board, d: Decision, v: VPlayer, end: Action): Action | null {
  if (!b.v.acting?.thirsty) return null;
  if (thrallsNext(b, v).length) return d.actions.some((a) => a.type === 'block') ? null : end;
  const r = reach(b, v, true);
  let best: { x: number; y: number; q: number } | null = null;
  for (const t of b.v.players) {
    if (t.side !== v.side || t.place !== 'pitch' || !isThrall(t)) continue;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const x = t.x + dx;
        const y = t.y + dy;
        if ((!dx && !dy) || !onPitch(x, y)) continue;
        const q = r.steps[idx(x, y)] > 0 ? r.p[idx(x, y)] : 0;
        if (q > 0 && (!best || q > best.q)) best = { x, y, q };
      }
    }
  }
  return best && stepToward(b, d, v, best.x, best.y, true);
}

// ---- blocking skills ----

/** Stab (an armour roll, no dice, no risk) where the block would roll one die or let the defender pick: on their
 * carrier if he is next to us, else on the weakest armour. */
export function stabPick(b: Board, d: Decision, a: VPlayer, blitz: boolean): Action | null {
  const stabs = d.actions.filter((x) => x.type === 'stab');
  if (!stabs.length) return null;
  const carrier = b.carrier();
  const dice = (id: string) => b.blockDice(a, a.x, a.y, b.byId.get(id)!, blitz);
  const bestDice = Math.max(...d.actions.filter((x) => x.type === 'block').map((x) => dice(x.target as string)));
  if (bestDice >= (blitz ? 1 : 2)) return null;
  const onCarrier = stabs.find((x) => x.target === carrier?.id);
  if (onCarrier) return onCarrier;
  return stabs.slice().sort((x, y) => b.byId.get(x.target as string)!.av - b.byId.get(y.target as string)!.av)[0];
}

/** A Stab player next to a standing opponent is worth a Block action even when the block dice are bad. */
export function wantsStab(b: Board, p: VPlayer): boolean {
  return has(p, 'Stab') && standing(p) && b.theirs().some((q) => standing(q) && dist(q.x, q.y, p.x, p.y) === 1);
}

/** Multiple Block where both defenders, each at +2 ST, would still give us two dice. */
export function multipleBlockPick(b: Board, d: Decision, a: VPlayer): Action | null {
  for (const x of d.actions) {
    if (x.type !== 'multiple-block') continue;
    const good = (x.targets as string[]).every((id) => b.blockDice(a, a.x, a.y, b.byId.get(id)!, false, 2) >= 2);
    if (good) return x;
  }
  return null;
}

/** Hypnotic Gaze as a move ends: on the opponent marking our carrier if one is offered, else the easiest roll. A
 * failed gaze costs nothing. */
export function gazePick(b: Board, d: Decision): Action | null {
  const gazes = d.actions.filter((a) => a.type === 'gaze');
  if (!gazes.length) return null;
  const carrier = b.carrier();
  if (carrier && carrier.side === b.me) {
    const marker = gazes.find((a) => {
      const q = b.byId.get(a.target as string)!;
      return dist(q.x, q.y, carrier.x, carrier.y) === 1;
    });
    if (marker) return marker;
  }
  const need = (a: Action) => Number(/(\d)\+/.exec(String(a.hint))?.[1] ?? 6);
  return gazes.slice().sort((x, y) => need(x) - need(y))[0];
}

// ---- Hail Mary Pass ----

/** On the last turn of a half, our carrier who cannot run it in but has Hail Mary Pass throws to a team-mate
 * standing in the end zone: the one team-mate who scores if he catches it. */
export function hailMaryReceiver(b: Board, carrier: VPlayer, lastTurn: boolean, tdChance: number): VPlayer | null {
  if (!lastTurn || !has(carrier, 'Hail Mary Pass') || tdChance > 0.1) return null;
  return b.mine().find((q) => q !== carrier && standing(q) && toGo(q.side, q.x) === 0) ?? null;
}

/** The throw to the receiver's square (a Hail Mary when he is out of passing range). */
export function throwTo(d: Decision, to: VPlayer): Action | null {
  return d.actions.find((a) => a.type === 'throw' && a.x === to.x && a.y === to.y) ?? null;
}

// ---- inducements and kick-off skills ----

/** At the start of a turn: a Lightning Bolt (2+) on their standing ball carrier, or a Fireball on a square that
 * catches three of theirs standing and none of ours; otherwise the wizard waits. */
export function wizardSpell(b: Board, d: Decision): Action | null {
  const spells = d.actions.filter((a) => a.type === 'wizard');
  if (!spells.length) return null;
  const carrier = b.carrier();
  if (carrier && carrier.side === b.opp && standing(carrier)) return spells.find((a) => a.spell === 'lightning-bolt') ?? null;
  return fireballSquare(b) ? (spells.find((a) => a.spell === 'fireball') ?? null) : null;
}

function fireballSquare(b: Board): { x: number; y: number } | null {
  let best: { x: number; y: number; n: number } | null = null;
  for (let y = 0; y < 15; y++) {
    for (let x = 0; x < 26; x++) {
      let theirs = 0;
      let ours = 0;
      for (const p of b.v.players) {
        if (!standing(p) || dist(p.x, p.y, x, y) > 1) continue;
        if (p.side === b.me) ours++;
        else theirs++;
      }
      if (ours === 0 && theirs >= 3 && (!best || theirs > best.n)) best = { x, y, n: theirs };
    }
  }
  return best;
}

/** The spell's target: their carrier (or strongest standing player) for a bolt, the most crowded square for a
 * fireball; the cancel when there is none worth it. */
export function wizardTarget(b: Board, d: Decision): Action {
  const cancel = d.actions.find((a) => a.type === 'cancel')!;
  const bolt = d.actions.filter((a) => a.type === 'target' && typeof a.player === 'string');
  if (bolt.length) {
    const carrier = b.carrier();
    const strongest = (a: Action) => b.byId.get(a.player as string)!.st;
    return bolt.find((a) => a.player === carrier?.id) ?? bolt.slice().sort((x, y) => strongest(y) - strongest(x))[0];
  }
  const sq = fireballSquare(b);
  return (sq && d.actions.find((a) => a.type === 'target' && a.x === sq.x && a.y === sq.y)) ?? cancel;
}

/** Kick-Off Return: the returner to the square nearest where the ball comes down, when that brings him closer. */
export function kickOffReturn(b: Board, d: Decision): Action {
  const none = d.actions.find((a) => a.type === 'no-kick-off-return') ?? d.actions[d.actions.length - 1];
  const ball = b.v.ball;
  let best: { a: Action; gain: number } | null = null;
  for (const a of d.actions) {
    if (a.type !== 'kick-off-return') continue;
    const p = b.byId.get(a.player as string)!;
    const gain = dist(p.x, p.y, ball.x, ball.y) - dist(a.x as number, a.y as number, ball.x, ball.y);
    if (gain > 0 && (!best || gain > best.gain)) best = { a, gain };
  }
  return best?.a ?? none;
}

/** Tentacles: hold the player leaving with the first of ours who may (a failed hold costs nothing). */
export function tentaclesHold(d: Decision): Action {
  return d.actions.find((a) => a.value !== 'none') ?? d.actions[0];
}
