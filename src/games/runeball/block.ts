// BLOCKING, KNOCKBACK and the blocking maneuvers (seed): an opposed test of the blocker's Block (or the maneuver's
// skill) against the defender's best defence, read on the block table by margin; damage, knockback into the three
// hexes away, knockdowns; Trip, Strip Ball, Shank, Kick Attack, Slam, Standing Block, Tackle, Desperate Tackle,
// Multiblock, Foul and Innocent Foul as variants; Roll With It, Dump Off and Acrobatic Dodge as the defender's
// answers; Expert Blocker's reroll.

import { worded } from './words';
import { emit, pop, push } from '../../core/engine';
import { adjacent, arcOf, awayHexes, directionTo, distance, type Hex } from '../../core/grid/hex';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import { dropBall, looseBall, pushLand, scatter, touched } from './ball';
import { RUNEBEARER } from './config';
import { blockDamage, knockDown } from './damage';
import { onField, other } from './field';
import { referee } from './fouling';
import { passRangeDL } from './pass';
import { checkTouchdown, turnover } from './scoring';
import { maneuver, type ManeuverId } from './skills';
import {
  has, opposedRoll, opt, playerAt, rerollLeft, seatOf, skillCheck, skillTest, standing, useReroll, name, type Player, type RCtx,
} from './state';

/** The block table (seed). Columns: least margin, result. Margin = blocker total - defender total; the table's first
 * success row is "Succeeds By 0-2", so a tie (margin 0) is a success by 0 and knocks the defender back. */
export const BLOCK_RESULTS: readonly { min: number; result: 'knockdown' | 'knockback' | 'none' | 'blocker-down' | 'blocker-hurt' }[] = [
  { min: 3, result: 'knockdown' }, // succeeds by 3+: knocked back 1 hex and knocked down regardless of damage
  { min: 0, result: 'knockback' }, // succeeds by 0-2: knocked back 1 hex, knocked down only by a wound
  { min: -3, result: 'none' }, // fails by 1-3: no effect
  { min: -6, result: 'blocker-down' }, // fails by 4-6: blocker knocked down
  { min: -Infinity, result: 'blocker-hurt' }, // fails by 7+: blocker knocked down and damaged as if blocked
];

export function blockResult(margin: number) {
  for (const row of BLOCK_RESULTS) if (margin >= row.min) return row.result;
  return 'blocker-hurt' as const;
}

/** Roll With It (seed): DL 12. Dump Off (seed): a short pass, which we take as the 2-6 range band. */
export const ROLL_WITH_IT_DL = 12;
export const DUMP_OFF_RANGE = { min: 2, max: 6 } as const;
/** A shank's illegal weapon: its damage die in place of the block's 1d4 (assumption; the seed says "resolved
 * normally"). */
export const SHANK_DAMAGE_DIE = 'd6';
/** Acrobatic Dodge (seed): Dodge + 3. */
export const ACROBATIC_DODGE = 3;

export interface BlockFrame extends Frame {
  p: 'block';
  att: number;
  def: number;
  kind: ManeuverId;
  blitz: boolean;
  stage?: 'dump' | 'roll' | 'reroll' | 'rwi' | 'push' | 'after';
  margin?: number;
  aRoll?: number;
  dTotal?: number;
  prone?: boolean;
  kd?: boolean;
  /** The block knocked the defender down (or out). */
  down?: boolean;
  rwi?: boolean;
  pushing?: { id: number; fx: number; fy: number };
  chain?: { id: number; x: number; y: number }[];
}

function attackLevel(att: Player, kind: ManeuverId): { skill: string; level: number } {
  const row = maneuver(kind);
  const skillId = row.attackSkill === 'attack' ? (att.sk.attack !== undefined ? 'attack' : 'block') : row.attackSkill ?? 'block';
  return { skill: skillId, level: att.sk[skillId] ?? 0 };
}

/** The defender's best defence for this kind of attack (seed: block or dodge; a trip also hurdle or vault; Strip
 * Ball also STR or DEX; Acrobatic Dodge: dodge + 3). */
function defenceLevel(def: Player, kind: ManeuverId): { skill: string; level: number } {
  const options: [string, number][] = [['block', def.sk.block ?? 0]];
  if (def.sk.dodge !== undefined) options.push(['dodge', def.sk.dodge + (has(def, 'acrobatic-dodge') ? ACROBATIC_DODGE : 0)]);
  if (kind === 'trip') {
    if (def.sk.hurdle !== undefined) options.push(['hurdle', def.sk.hurdle]);
    if (def.sk.vault !== undefined) options.push(['vault', def.sk.vault]);
  }
  if (kind === 'strip-ball') options.push(['STR', def.a.STR], ['DEX', def.a.DEX]);
  let best = options[0];
  for (const o of options) if (o[1] > best[1]) best = o;
  return { skill: best[0], level: best[1] };
}

function attackMods(f: BlockFrame, att: Player, def: Player): Modifier[] {
  const mods: Modifier[] = [];
  const row = maneuver(f.kind);
  if (row.attackMod) mods.push({ source: row.name, value: row.attackMod });
  if (f.blitz) mods.push({ source: 'blitz', value: -2 });
  const arc = arcOf(def, def.f, att);
  if (arc === 'side') mods.push({ source: 'flank attack', value: RUNEBEARER.flankBonus });
  if (arc === 'rear') mods.push({ source: 'rear attack', value: RUNEBEARER.rearBonus });
  return mods;
}

function defenceMods(def: Player): Modifier[] {
  const mods: Modifier[] = [];
  if (def.def) mods.push({ source: 'own maneuver', value: def.def });
  if (def.carry >= 0) mods.push({ source: 'carrying a team-mate', value: -1 });
  return mods;
}

function roll(ctx: RCtx, f: BlockFrame, att: Player, def: Player, reroll: boolean): void {
  const a = attackLevel(att, f.kind);
  const aEv = opposedRoll(ctx, att, a.skill, a.level, `runeball.${f.kind}`, attackMods(f, att, def));
  if (!reroll) {
    const d = defenceLevel(def, f.kind);
    const dEv = opposedRoll(ctx, def, d.skill, d.level, `runeball.${f.kind}.defence`, defenceMods(def));
    f.dTotal = dEv.total;
  }
  f.aRoll = aEv.total;
  f.margin = aEv.total - f.dTotal!;
  if (f.margin >= 0) skillCheck(ctx.state, att, a.skill);
  emit(ctx, { type: 'block', kind: f.kind, attacker: att.id, defender: def.id, margin: f.margin, result: blockResult(f.margin) });
}

/** The hexes a pushed player may go to (seed: KNOCKBACK): free hexes on the field first; when there are none, an
 * occupied hex (a chain push) or off the field. */
export function pushChoices(ctx: RCtx, pusher: Hex, victim: Hex): Hex[] {
  const s = ctx.state;
  const away = awayHexes(pusher, victim);
  const free = away.filter((h) => onField(h) && !playerAt(s, h));
  if (free.length) return free;
  return away;
}

function blockLike(kind: ManeuverId): boolean {
  return kind !== 'trip' && kind !== 'strip-ball' && kind !== 'shank' && kind !== 'kick-attack';
}

function endBlock(ctx: RCtx, f: BlockFrame): void {
  const s = ctx.state;
  const att = s.players[f.att];
  const def = s.players[f.def];
  pop(ctx);
  if (f.kd && def.at === 'field') {
    knockDown(ctx, def, f.rwi ? 'rolled with it' : 'block');
    f.down = true;
  }
  // KNOCKDOWNS: "the blocking team takes a free activation". By default only when the ball came loose (a fumble
  // already gives it); the option gives it for every knockdown a block scores.
  if (f.down && ctx.state.free === null && opt(s, 'freeActivationOnKnockdown', false)) s.free = att.team;
  if (def.at === 'field' && standing(def) && s.ball.by === def.id) checkTouchdown(ctx, def);
  // Hitting a player who was down is a foul, whatever the maneuver (seed: FOULING); a shank is always illegal.
  if (f.prone || f.kind === 'shank') {
    if (att.at === 'field') referee(ctx, att, f.prone && !['foul', 'innocent-foul'].includes(f.kind) ? 'block' : f.kind);
  }
}

function resolve(ctx: RCtx, f: BlockFrame): Decision | void {
  const s = ctx.state;
  const att = s.players[f.att];
  const def = s.players[f.def];
  const result = blockResult(f.margin!);
  const hit = result === 'knockdown' || result === 'knockback';
  // Kick Attack: the ball is already in flight, so a kicker who falls has nothing to fumble.
  if (f.kind === 'kick-attack' && s.ball.by === att.id) s.ball = { ...s.ball, by: -1, st: 'air' };
  if (!hit) {
    if (result === 'blocker-down' || result === 'blocker-hurt') {
      knockDown(ctx, att, 'failed block');
      // "takes damage as though successfully blocked by the defender"; a trip never causes damage.
      if (result === 'blocker-hurt' && f.kind !== 'trip') blockDamage(ctx, def, att, []);
    }
    if (f.kind === 'kick-attack') return kickAttackBall(ctx, f, att, def);
    return endBlock(ctx, f);
  }
  switch (f.kind) {
    case 'trip':
      // "A trip never causes damage, but always causes a knockdown": the defender falls where he stands.
      knockDown(ctx, def, 'tripped');
      f.down = true;
      return endBlock(ctx, f);
    case 'strip-ball':
      if (s.ball.by === def.id) dropBall(ctx, def, `${name(att)} stripped the ball`);
      return endBlock(ctx, f);
    case 'shank': {
      const hurt = blockDamage(ctx, att, def, [], { die: SHANK_DAMAGE_DIE });
      f.kd = hurt.wound;
      return endBlock(ctx, f);
    }
    case 'kick-attack': {
      const hurt = blockDamage(ctx, att, def, []);
      // "will only knock the defender down if enough damage is done"
      f.kd = hurt.wound;
      if (f.kd && def.at === 'field') knockDown(ctx, def, 'kick attack');
      f.kd = false;
      return kickAttackBall(ctx, f, att, def);
    }
  }
  if (has(def, 'roll-with-it') && def.sk.rollWithIt !== undefined && f.stage !== 'rwi') {
    f.stage = 'rwi';
    return rwiDecision(def);
  }
  return damageAndPush(ctx, f, att, def, result === 'knockdown');
}

function rwiDecision(def: Player): Decision {
  return {
    seat: seatOf(def.team),
    kind: 'roll-with-it',
    prompt: `${name(def)}: Roll With It (DL ${ROLL_WITH_IT_DL}, no 1d4 damage, but knocked down)?`,
    actions: [{ type: 'roll-with-it' }, { type: 'take-it' }],
  };
}

function damageAndPush(ctx: RCtx, f: BlockFrame, att: Player, def: Player, down: boolean): Decision | void {
  const row = maneuver(f.kind);
  let noDie = false;
  if (f.rwi) {
    noDie = skillTest(ctx, def, 'rollWithIt', 'runeball.roll-with-it', ROLL_WITH_IT_DL, []).margin >= 0;
  }
  const extra = row.damage ? [{ source: row.name, value: row.damage }] : [];
  const hurt = blockDamage(ctx, att, def, extra, { noDie });
  f.kd = down || hurt.wound || !!f.rwi;
  if (def.at !== 'field' && !f.prone) f.down = true;
  if (def.at !== 'field' || f.prone) return endBlock(ctx, f);
  f.stage = 'push';
  f.pushing = { id: def.id, fx: att.x, fy: att.y };
  f.chain = [];
  return pushStep(ctx, f);
}

function pushStep(ctx: RCtx, f: BlockFrame): Decision | void {
  const s = ctx.state;
  const victim = s.players[f.pushing!.id];
  const choices = pushChoices(ctx, { x: f.pushing!.fx, y: f.pushing!.fy }, victim);
  if (choices.length === 1) return applyPush(ctx, f, choices[0]);
  return {
    seat: seatOf(s.players[f.att].team),
    kind: 'push',
    prompt: `push ${name(victim)} back`,
    actions: choices.map((h) => ({ type: 'push', x: h.x, y: h.y, ...(onField(h) ? {} : { label: 'out of bounds' }) })),
  };
}

function applyPush(ctx: RCtx, f: BlockFrame, h: Hex): Decision | void {
  const s = ctx.state;
  const att = s.players[f.att];
  const victim = s.players[f.pushing!.id];
  if (!onField(h)) {
    // Out of bounds: prone in his own hex, and a turnover for the blocking team (seed: KNOCKBACK).
    emit(ctx, { type: 'pushed-out', player: victim.id });
    victim.prone = true;
    if (s.ball.by === victim.id) {
      turnover(ctx, att.team, victim, `${name(victim)} was pushed out of bounds`);
    } else {
      s.score[att.team] += 1;
      emit(ctx, { type: 'turnover', team: att.team, points: 1, reason: `${name(victim)} was pushed out of bounds`, score: [s.score[0], s.score[1]] });
    }
    if (victim.id === f.def) f.kd = false;
    return endBlock(ctx, f);
  }
  f.chain!.push({ id: victim.id, x: h.x, y: h.y });
  const occupant = playerAt(s, h);
  if (occupant) {
    f.pushing = { id: occupant.id, fx: victim.x, fy: victim.y };
    return pushStep(ctx, f);
  }
  // Everyone in the chain moves back, the far end first.
  for (let i = f.chain!.length - 1; i >= 0; i--) {
    const c = f.chain![i];
    const p = s.players[c.id];
    emit(ctx, { type: 'knockback', player: p.id, from: { x: p.x, y: p.y }, to: { x: c.x, y: c.y } });
    p.x = c.x;
    p.y = c.y;
    if (s.ball.by === p.id) {
      s.ball.x = c.x;
      s.ball.y = c.y;
    }
  }
  return endBlock(ctx, f);
}

/** Kick Attack: the ball flies off the defender 1d6 hexes; a fumble on the kicker's team if it hits the ground. */
function kickAttackBall(ctx: RCtx, f: BlockFrame, att: Player, def: Player): void {
  const s = ctx.state;
  pop(ctx);
  const sc = scatter(ctx, def, '1d6', 'runeball.kick-attack.ball');
  s.ball.by = -1;
  touched(ctx, att);
  if (sc.out) return void turnover(ctx, other(att.team), sc.exit, 'the kicked ball went out of bounds');
  looseBall(ctx, sc.to, 'bouncing', att.team);
  pushLand(ctx, { x: sc.to.x, y: sc.to.y, dl: 8, fumble: att.team, last: att.team, aside: true, tip: false, dive: true, nerves: false, rule: 'runeball.catch', pass: false });
}

function dumpTargets(ctx: RCtx, def: Player): Player[] {
  const s = ctx.state;
  if (s.ball.by !== def.id || !has(def, 'dump-off')) return [];
  return s.players.filter((t) => t.team === def.team && t.id !== def.id && standing(t) && distance(def, t) >= DUMP_OFF_RANGE.min && distance(def, t) <= DUMP_OFF_RANGE.max && passRangeDL('pass', distance(def, t)) !== null);
}

export const block = {
  run(ctx: RCtx, f: BlockFrame): Decision | void {
    const s = ctx.state;
    if (s.stop) return void pop(ctx);
    const att = s.players[f.att];
    const def = s.players[f.def];
    if (f.stage === undefined || f.stage === 'dump' || f.stage === 'roll') {
      if (!standing(att) || def.at !== 'field' || !adjacent(att, def)) return void pop(ctx);
    }
    if (f.stage === undefined) {
      f.prone = def.prone;
      att.f = directionTo(att, def);
      f.stage = 'roll';
      if (!def.prone && blockLike(f.kind) && dumpTargets(ctx, def).length) f.stage = 'dump';
    }
    if (f.stage === 'dump') {
      return {
        seat: seatOf(def.team),
        kind: 'dump-off',
        prompt: `${name(def)} is about to be blocked: Dump Off?`,
        actions: [{ type: 'no-dump' }, ...dumpTargets(ctx, def).map((t) => ({ type: 'dump-off', target: t.id }))],
      };
    }
    if (f.stage === 'roll') {
      roll(ctx, f, att, def, false);
      const skillId = attackLevel(att, f.kind).skill;
      if (f.margin! < 0 && rerollLeft(att, skillId)) {
        f.stage = 'reroll';
      } else {
        f.stage = 'after';
        return resolve(ctx, f);
      }
    }
    if (f.stage === 'reroll') {
      return { seat: seatOf(att.team), kind: 'reroll', prompt: `${name(att)}: use Expert Blocker to reroll?`, actions: [worded({ type: 'reroll' }), worded({ type: 'accept' })] };
    }
    if (f.stage === 'rwi') return rwiDecision(def);
    if (f.stage === 'push') return pushStep(ctx, f);
    // 'after' with the frame still here: the resolution ended without popping; finish it.
    return endBlock(ctx, f);
  },

  act(ctx: RCtx, f: BlockFrame, a: Action): void {
    const s = ctx.state;
    const att = s.players[f.att];
    const def = s.players[f.def];
    switch (a.type) {
      case 'no-dump':
        f.stage = 'roll';
        return;
      case 'dump-off':
        f.stage = 'roll';
        push(ctx, { p: 'pass', from: def.id, to: a.target, style: 'dump', blitz: false });
        return;
      case 'reroll':
      case 'accept':
        if (a.type === 'reroll') {
          useReroll(att, attackLevel(att, f.kind).skill);
          roll(ctx, f, att, def, true);
        }
        f.stage = 'after';
        // A decision that follows has set the stage it waits in; run returns it next.
        resolve(ctx, f);
        return;
      case 'roll-with-it':
      case 'take-it':
        f.rwi = a.type === 'roll-with-it';
        damageAndPush(ctx, f, att, def, blockResult(f.margin!) === 'knockdown');
        return;
      case 'push':
        applyPush(ctx, f, { x: a.x as number, y: a.y as number });
    }
  },
};
