// Blocking (facts.md §2.5, LRB6): strength plus assists sets one, two or three block dice and who picks; the five
// faces; push-back into the three squares away (empty first, then the crowd, then a chain push), follow-up, and
// the knock-downs. The blocking skills act here: Block, Dodge/Tackle, Wrestle, Juggernaut, Stand Firm, Side Step,
// Grab, Fend, Frenzy, Dauntless, Horns, Guard (in assists), Mighty Blow/Claw/Piling On (in injury.ts).

import { rerollLabel } from './words';
import { obstacleAt, stepBlocked } from '../../core/board';
import { test } from '../../core/dice';
import { blockDice, type BlockFace } from './block-dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Frame, Modifier } from '../../core/types';
import { CHOICES } from './choices';
import { adjacentTo, assists, dropBall, isCarrier, placeAt, pushBounce, report, roll2d6, type GCtx } from './common';
import { atMoment, hooked, type GridironMoments } from './hooks';
import { pushCrowd, pushInjury, pushKnockdown } from './injury';
import { gfiMods, maxGfi } from './move';
import { proOpen, pushTest, teamRerollOpen, usePro, useTeamReroll } from './reroll';
import { hasSkill, playerAt, playerById, type GState, type Player, type Side } from './state';
import { onPitch, pitchOf } from './pitch';
import { defenderStrength, secondBlockOpen } from './multipleblock';
import { stab } from './stab';
import { isRooted, unroot } from './takeroot';
import { pushCollision, pushCollisionsOn } from './pushcollision';

interface PushStep {
  id: string;
  fx: number;
  fy: number;
  tx: number;
  ty: number;
}

export interface BlockFrame extends Frame {
  p: 'gridiron.block';
  attacker: string;
  defender: string;
  blitz: boolean;
  phase: 'gfi' | 'gfi-check' | 'appearance' | 'appearance-check' | 'dump' | 'chainsaw' | 'stab' | 'dauntless' | 'roll' | 'reroll' | 'pick' | 'both-down' | 'stand-firm' | 'push' | 'follow' | 'knock' | 'frenzy' | 'end';
  ast: number;
  dice: number[];
  chooser: Side;
  rerolled: boolean;
  second: boolean;
  knockDef: boolean;
  chain: PushStep[];
  /** Both Down: which skill question comes next. */
  bothDown?: 'juggernaut' | 'wrestle-attacker' | 'wrestle-defender' | 'fall';
  firmAsked?: boolean;
  /** One of a Multiple Block's two blocks (multipleblock.ts): the defender at +2 ST, no follow-up, no Frenzy. */
  multiple?: boolean;
  /** Set by a hook after the push: added to the defender's armour or injury roll if he is knocked down. */
  bonus?: Modifier;
  /** Knocked down by a pushing collision (the `pushCollisions` option), waiting for the knock-downs. */
  collided?: string[];
  /** A Stab instead of the block (stab.ts). */
  stab?: boolean;
  last?: string;
  lastDie?: number;
}

export function pushBlock(ctx: GCtx, attacker: string, defender: string, blitz: boolean, how?: 'stab' | 'multiple'): void {
  const f: BlockFrame = {
    p: 'gridiron.block', attacker, defender, blitz, phase: 'gfi', ast: 0, dice: [], chooser: 'home',
    rerolled: false, second: false, knockDef: false, chain: [],
  };
  if (how === 'stab') f.stab = true;
  if (how === 'multiple') f.multiple = true;
  push(ctx, f);
}

/** A Multiple Block (multipleblock.ts): both blocks on the stack at once, the first on top; the second finds out
 * when its turn comes whether it is still open. */
export function pushMultipleBlock(ctx: GCtx, attacker: string, first: string, second: string): void {
  pushBlock(ctx, attacker, second, false, 'multiple');
  pushBlock(ctx, attacker, first, false, 'multiple');
}

/** Strength as blocked with: Horns +1 on a Blitz. */
function blockStrength(a: Player, blitz: boolean): number {
  return a.st + (blitz && hasSkill(a, 'Horns') ? 1 : 0);
}

/** Block dice and who picks, from the two strengths with assists (facts.md §2.5 table). */
export function blockDiceCount(a: number, d: number): { count: number; picker: 'attacker' | 'defender' } {
  if (a > 2 * d) return { count: 3, picker: 'attacker' };
  if (a > d) return { count: 2, picker: 'attacker' };
  if (a === d) return { count: 1, picker: 'attacker' };
  if (d > 2 * a) return { count: 3, picker: 'defender' };
  return { count: 2, picker: 'defender' };
}

function strengths(s: GState, a: Player, d: Player, ast: number, dst = d.st): { a: number; d: number; aAssist: number; dAssist: number } {
  const aAssist = assists(s, a.side, d, a, true);
  const dAssist = assists(s, d.side, a, d, true);
  return { a: ast + aAssist, d: dst + dAssist, aAssist, dAssist };
}

/** Block hints by dice count, go-for-it and who picks. */
const hintTexts: string[] = [];

/** For the move list: "2 dice", "3 dice (they pick)". */
export function blockHint(s: GState, a: Player, d: Player, blitz: boolean, multiple = false): string {
  const st = strengths(s, a, d, blockStrength(a, blitz), defenderStrength(d, multiple));
  const { count, picker } = blockDiceCount(st.a, st.d);
  const gfi = blitz && a.moved >= a.ma;
  const they = picker === 'defender' && count > 1;
  // A handful of texts, written once each (a blitz asks for them at every step).
  const key = count * 4 + (gfi ? 2 : 0) + (they ? 1 : 0);
  return (hintTexts[key] ??= `${gfi ? 'GFI, ' : ''}${count} ${count === 1 ? 'die' : 'dice'}${they ? ' (they pick)' : ''}`);
}

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** The squares a player at v may be pushed to, away from (fx, fy): the three squares directly away, empty ones
 * first, then off the pitch (the crowd), then occupied ones (a chain push). A square behind a wall or in rock is
 * none of these (a board with walls), nor is a square an obstacle fills (it never moves, so nobody is pushed into it):
 * when all three are, there is nowhere to go. */
export function pushSquares(s: GState, fx: number, fy: number, v: Player): { x: number; y: number }[] {
  const dx = sign(v.x - fx);
  const dy = sign(v.y - fy);
  let sq: [number, number][];
  if (dx !== 0 && dy !== 0) sq = [[v.x + dx, v.y + dy], [v.x + dx, v.y], [v.x, v.y + dy]];
  else if (dx !== 0) sq = [[v.x + dx, v.y - 1], [v.x + dx, v.y], [v.x + dx, v.y + 1]];
  else sq = [[v.x - 1, v.y + dy], [v.x, v.y + dy], [v.x + 1, v.y + dy]];
  const empty: { x: number; y: number }[] = [];
  const out: { x: number; y: number }[] = [];
  const occ: { x: number; y: number }[] = [];
  const firm: { x: number; y: number }[] = [];
  const pitch = pitchOf(s);
  const board = pitch.board;
  for (const [x, y] of sq) {
    if (!board.open && (stepBlocked(board, v.x, v.y, x, y) || obstacleAt(board, x, y))) continue;
    if (!onPitch(pitch, x, y)) out.push({ x, y });
    else {
      const o = playerAt(s, x, y);
      if (!o) empty.push({ x, y });
      else if (holdsGround(o)) firm.push({ x, y });
      else occ.push({ x, y });
    }
  }
  if (empty.length) return empty;
  if (out.length) return out;
  return occ.length ? occ : firm;
}

/** A player in a chain push who does not move: Stand Firm (a choice, `CHOICES`), or rooted (Take Root: "may not be
 * pushed back for any reason"). Pushed toward, he stops the chain. */
function holdsGround(o: Player): boolean {
  return isRooted(o) || (CHOICES.standFirmStopsChain && hasSkill(o, 'Stand Firm'));
}

function emptyAround(s: GState, v: Player): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  const board = pitchOf(s).board;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if (!dx && !dy) continue;
      const x = v.x + dx;
      const y = v.y + dy;
      if (onPitch(pitchOf(s), x, y) && !playerAt(s, x, y) && (board.open || !(stepBlocked(board, v.x, v.y, x, y) || obstacleAt(board, x, y)))) out.push({ x, y });
    }
  }
  return out;
}

/** Who chooses this victim's square and from which squares (Side Step and Grab cancel each other). */
function pushChoice(s: GState, f: BlockFrame, a: Player, v: Player, fx: number, fy: number): { seat: Side; squares: { x: number; y: number }[] } {
  const isDefender = v.id === f.defender;
  const grab = isDefender && hasSkill(a, 'Grab') && (!f.blitz || CHOICES.grabOnBlitz);
  const sideStep = hasSkill(v, 'Side Step');
  if (sideStep && !grab) {
    const around = emptyAround(s, v);
    if (around.length) return { seat: v.side, squares: around };
  }
  if (grab && !sideStep) {
    const around = emptyAround(s, v);
    if (around.length) return { seat: a.side, squares: around };
  }
  return { seat: a.side, squares: pushSquares(s, fx, fy, v) };
}

/** A skill its holder may use or not: `{type:'choose', value: skill}` or `{type:'choose', value:'no'}`. */
function ask(p: Player, prompt: string, use: string) {
  return {
    seat: p.side,
    kind: 'skill',
    prompt,
    actions: [{ type: 'choose', value: use }, { type: 'choose', value: 'no' }],
  };
}

function faceName(d: number): BlockFace {
  return (['', 'attacker-down', 'both-down', 'push', 'push', 'defender-stumbles', 'defender-down'] as const)[d] as BlockFace;
}

function lieDown(ctx: GCtx, p: Player): void {
  const s = ctx.state;
  p.stance = 'prone';
  unroot(p);
  if (isCarrier(s, p)) {
    if (p.side === s.active) s.turnover = true;
    dropBall(ctx, p);
  }
}

function apply(ctx: GCtx, f: BlockFrame, face: BlockFace): void {
  const s = ctx.state;
  const a = playerById(s, f.attacker);
  const d = playerById(s, f.defender);
  ctx.events.push({ type: 'block-result', attacker: a.id, defender: d.id, face });
  const jugg = f.blitz && hasSkill(a, 'Juggernaut');
  switch (face) {
    case 'attacker-down':
      f.phase = 'frenzy';
      pushKnockdown(ctx, a.id, CHOICES.defenderBlowsCount ? d.id : null, true);
      return;
    case 'both-down':
      // Juggernaut and Wrestle are the players' to use or not: asked in turn (phase 'both-down').
      f.bothDown = jugg ? 'juggernaut' : 'wrestle-attacker';
      f.phase = 'both-down';
      return;
    case 'push':
      f.phase = 'push';
      return;
    case 'defender-stumbles':
      f.knockDef = !(hasSkill(d, 'Dodge') && !hasSkill(a, 'Tackle'));
      f.phase = 'push';
      return;
    case 'defender-down':
      f.knockDef = true;
      f.phase = 'push';
      return;
  }
}

function resolveChain(ctx: GCtx, f: BlockFrame): void {
  const s = ctx.state;
  for (let i = f.chain.length - 1; i >= 0; i--) {
    const c = f.chain[i];
    const v = playerById(s, c.id);
    if (onPitch(pitchOf(s), c.tx, c.ty)) {
      placeAt(s, v, c.tx, c.ty);
      ctx.events.push({ type: 'pushed', player: v.id, x: c.tx, y: c.ty });
      if (hooked(ctx, 'onEnterCell')) atMoment(ctx, 'onEnterCell', { player: v.id, x: c.tx, y: c.ty, how: 'push', from: { x: c.fx, y: c.fy } });
    } else {
      // Into the crowd: off the pitch at once (so the attacker may follow up), hurt before anything else happens.
      pushCrowd(ctx, v, c.fx, c.fy);
    }
  }
  if (hooked(ctx, 'afterPush')) {
    const e: GridironMoments['afterPush'] = { attacker: f.attacker, defender: f.defender, pushed: f.chain.map((c) => ({ player: c.id, x: c.tx, y: c.ty })), pinned: false };
    atMoment(ctx, 'afterPush', e);
    if (e.bonus) f.bonus = e.bonus;
  }
}

export const blockProcedure: Procedure<GState, BlockFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const a = playerById(s, f.attacker);
    const d = playerById(s, f.defender);
    // Phases that push nothing run straight on in one call.
    for (;;) switch (f.phase) {
      case 'gfi':
        // The second of a Multiple Block only for a blocker still on his feet, at an opponent still there to block.
        if (f.multiple && !secondBlockOpen(s, a, d)) {
          f.phase = 'end';
          continue;
        }
        if (f.blitz) {
          a.moved++;
          if (a.moved > a.ma) {
            f.phase = 'gfi-check';
            pushTest(ctx, { rule: 'gridiron.gfi', who: a.id, target: 2, mods: gfiMods(s), skill: 'Sure Feet' });
            return;
          }
        }
        f.phase = 'appearance';
        continue;
      case 'gfi-check':
        if (f.last === 'failure') {
          f.phase = 'end';
          pushKnockdown(ctx, a.id, null, true);
          return;
        }
        f.phase = 'appearance';
        continue;
      case 'appearance':
        // Foul Appearance (LRB6): "any opposing player that wants to block the player (or use a special attack that
        // takes the place of a block) must first roll a D6 and score 2 or more". A Ball & Chain player wants nothing.
        f.phase = 'dump';
        if (hasSkill(d, 'Foul Appearance') && d.side !== a.side && !hasSkill(a, 'Ball & Chain')) {
          f.phase = 'appearance-check';
          pushTest(ctx, { rule: 'gridiron.foul-appearance', who: a.id, target: 2 });
          return;
        }
        continue;
      case 'appearance-check':
        if (f.last === 'failure') {
          // "he is too revolted to make the block and it is wasted (though the opposing team does not suffer a turnover)"
          ctx.events.push({ type: 'skill', player: d.id, skill: 'Foul Appearance', note: `${a.name} is too revolted to block` });
          f.phase = 'end';
          continue;
        }
        f.phase = 'dump';
        continue;
      case 'stab':
        f.phase = 'end';
        stab(ctx, a, d);
        return;
      case 'dump':
        if (f.stab) {
          f.phase = 'stab';
          continue;
        }
        f.phase = 'dauntless';
        if (hasSkill(d, 'Dump-Off') && isCarrier(s, d)) {
          push(ctx, { p: 'gridiron.dump-off', thrower: d.id });
          return;
        }
        continue;
      case 'chainsaw':
        return chainsaw(ctx, f, a, d);
      case 'dauntless': {
        if (hasSkill(a, 'Chainsaw')) {
          f.phase = 'chainsaw';
          continue;
        }
        f.ast = blockStrength(a, f.blitz);
        const dst = defenderStrength(d, !!f.multiple);
        if (hasSkill(a, 'Dauntless') && f.ast < dst) {
          const ev = test(ctx, { rule: 'gridiron.dauntless', who: a.id, target: dst + 1, modifiers: [{ source: 'strength', value: f.ast }] });
          if (ev.outcome === 'success') f.ast = dst;
        }
        f.phase = 'roll';
        continue;
      }
      case 'roll': {
        const st = strengths(s, a, d, f.ast, defenderStrength(d, !!f.multiple));
        const { count, picker } = blockDiceCount(st.a, st.d);
        f.chooser = picker === 'attacker' ? a.side : d.side;
        ctx.events.push({ type: 'block', attacker: a.id, defender: d.id, strength: st.a, against: st.d, assists: st.aAssist, defensiveAssists: st.dAssist, dice: count, picker });
        f.dice = blockDice(ctx, { rule: 'gridiron.block', who: a.id, count }).event.dice;
        f.phase = 'reroll';
        continue;
      }
      case 'reroll': {
        const acts: Action[] = [];
        if (!f.rerolled && teamRerollOpen(s, a)) acts.push({ type: 'reroll', use: 'team', label: rerollLabel(s, a.side, { type: 'reroll', use: 'team' }) });
        if (!f.rerolled && proOpen(a)) {
          f.dice.forEach((v, i) => acts.push({ type: 'reroll', use: 'Pro', die: i, label: `Pro: re-roll the ${faceName(v)}` }));
        }
        if (acts.length === 0) {
          f.phase = 'pick';
          continue;
        }
        acts.push({ type: 'decline-reroll', label: 'Keep these dice' });
        return { seat: a.side, kind: 'reroll', prompt: `${a.name} rolled ${f.dice.map(faceName).join(', ')} on the block: re-roll?`, actions: acts };
      }
      case 'pick': {
        const faces = [...new Set(f.dice.map(faceName))];
        if (faces.length === 1) {
          apply(ctx, f, faces[0]);
          return;
        }
        const who = f.chooser === a.side ? a : d;
        return {
          seat: f.chooser,
          kind: 'block-die',
          prompt: `${who.name}: choose the block die`,
          actions: faces.map((face) => ({ type: 'block-die', face })),
        };
      }
      case 'both-down': {
        const jugg = f.blitz && hasSkill(a, 'Juggernaut');
        if (f.bothDown === 'juggernaut') {
          return ask(a, `${a.name}: Juggernaut turns Both Down into a push?`, 'juggernaut');
        }
        if (f.bothDown === 'wrestle-attacker') {
          // A rooted player may use no skill that would place him prone.
          if (hasSkill(a, 'Wrestle') && !isRooted(a)) return ask(a, `${a.name}: use Wrestle (both laid prone, no armour roll)?`, 'wrestle');
          f.bothDown = 'wrestle-defender';
        }
        if (f.bothDown === 'wrestle-defender') {
          // Juggernaut on a Blitz takes the defender's Wrestle away.
          if (hasSkill(d, 'Wrestle') && !jugg && !isRooted(d)) return ask(d, `${d.name}: use Wrestle (both laid prone, no armour roll)?`, 'wrestle');
          f.bothDown = 'fall';
        }
        f.phase = 'frenzy';
        if (!hasSkill(a, 'Block')) pushKnockdown(ctx, a.id, CHOICES.defenderBlowsCount ? d.id : null, true);
        if (!hasSkill(d, 'Block')) pushKnockdown(ctx, d.id, a.id, d.side === s.active);
        return;
      }
      case 'stand-firm':
        return ask(d, `${d.name}: Stand Firm (not pushed)?`, 'stand-firm');
      case 'push': {
        if (f.chain.length === 0 && isRooted(d)) {
          ctx.events.push({ type: 'skill', player: d.id, skill: 'Take Root', note: 'rooted: not pushed back' });
          f.phase = 'knock';
          continue;
        }
        if (f.chain.length === 0 && !f.firmAsked && hasSkill(d, 'Stand Firm') && !(f.blitz && hasSkill(a, 'Juggernaut'))) {
          f.firmAsked = true;
          f.phase = 'stand-firm';
          return;
        }
        const prev = f.chain[f.chain.length - 1];
        const v = prev ? playerAt(s, prev.tx, prev.ty)! : d;
        const fx = prev ? prev.fx : a.x;
        const fy = prev ? prev.fy : a.y;
        const choice = pushChoice(s, f, a, v, fx, fy);
        if (choice.squares.length === 0) {
          // Walled in on every side it could go (a board with walls): nobody moves.
          f.chain = [];
          f.phase = 'knock';
          const e: GridironMoments['afterPush'] = { attacker: a.id, defender: d.id, pushed: [], pinned: true };
          const pushed = atMoment(ctx, 'afterPush', e);
          if (e.bonus) f.bonus = e.bonus;
          if (pushed) return;
          continue;
        }
        if (choice.squares.length === 1) return choosePush(ctx, f, v, choice.squares[0].x, choice.squares[0].y);
        return {
          seat: choice.seat,
          kind: 'push',
          prompt: `Push ${v.name} to which square?`,
          actions: choice.squares.map((q) => ({ type: 'push', x: q.x, y: q.y, ...(onPitch(pitchOf(s), q.x, q.y) ? {} : { hint: 'into the crowd' }) })),
        };
      }
      case 'follow': {
        const moved = f.chain.length > 0 && f.chain[0].id === d.id;
        const fend = hasSkill(d, 'Fend') && !(f.blitz && hasSkill(a, 'Juggernaut'));
        const free = moved && !f.multiple && a.place === 'pitch' && a.stance === 'standing' && !isRooted(a) && !fend && !playerAt(s, f.chain[0].fx, f.chain[0].fy);
        if (!free) {
          f.phase = 'knock';
          return;
        }
        if (hasSkill(a, 'Frenzy') || hasSkill(a, 'Ball & Chain')) {
          follow(ctx, f, a);
          f.phase = 'knock';
          return;
        }
        return {
          seat: a.side,
          kind: 'follow-up',
          prompt: `${a.name}: follow up?`,
          actions: [{ type: 'follow-up', follow: true }, { type: 'follow-up', follow: false }],
        };
      }
      case 'knock': {
        f.phase = 'frenzy';
        // Runs last: a pushed (not knocked down) player who landed on the ball makes it bounce.
        for (const c of f.chain) {
          const v = playerById(s, c.id);
          if (v.place === 'pitch' && s.ball.state === 'ground' && s.ball.x === v.x && s.ball.y === v.y && !(f.knockDef && v.id === d.id)) {
            pushBounce(ctx);
            break;
          }
        }
        if (f.collided) {
          // Pushing collisions (pushcollision.ts): those the table knocked down, after the defender's own knock-down.
          for (const id of f.collided) {
            const q = playerById(s, id);
            if ((q !== d || !f.knockDef) && q.place === 'pitch' && q.stance === 'standing') pushKnockdown(ctx, q.id, null, q.side === s.active);
          }
          f.collided = undefined;
        }
        if (f.knockDef && d.place === 'pitch') pushKnockdown(ctx, d.id, a.id, d.side === s.active, f.bonus);
        else if (
          hasSkill(a, 'Strip Ball') && !hasSkill(d, 'Sure Hands') && isCarrier(s, d) && d.place === 'pitch' &&
          f.chain.length > 0 && f.chain[0].id === d.id
        ) {
          // Strip Ball: pushed back but still standing, the carrier drops the ball in his new square.
          ctx.events.push({ type: 'skill', player: a.id, skill: 'Strip Ball' });
          s.ball.state = 'loose';
          s.ball.carrier = null;
          if (d.side === s.active) s.turnover = true;
          pushBounce(ctx);
        }
        return;
      }
      case 'frenzy': {
        if (
          hasSkill(a, 'Frenzy') && !f.multiple && !f.second && !s.turnover && a.place === 'pitch' && a.stance === 'standing' &&
          d.place === 'pitch' && d.stance === 'standing' && adjacentTo(a, d) && (!f.blitz || a.moved < a.ma + maxGfi(a))
        ) {
          ctx.events.push({ type: 'skill', player: a.id, skill: 'Frenzy', note: 'blocks again' });
          f.second = true;
          f.rerolled = false;
          f.knockDef = false;
          f.chain = [];
          f.firmAsked = false;
          // A hook's bonus belongs to the push that earned it (smashing into a wall), not to the second block.
          delete f.bonus;
          f.phase = 'gfi';
          return;
        }
        f.phase = 'end';
        return;
      }
      case 'end':
      default:
        report(ctx, 'blocked');
        pop(ctx);
        return;
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const a = playerById(s, f.attacker);
    switch (action.type) {
      case 'decline-reroll':
        f.phase = 'pick';
        return;
      case 'reroll': {
        f.rerolled = true;
        f.phase = 'pick';
        if (action.use === 'Pro') {
          if (!usePro(ctx, a)) return;
          const i = action.die as number;
          const again = blockDice(ctx, { rule: 'gridiron.block', who: a.id, count: 1 }).event.dice[0];
          f.dice = f.dice.map((v, j) => (j === i ? again : v));
          return;
        }
        if (!useTeamReroll(ctx, a)) return;
        ctx.events.push({ type: 'reroll', who: a.id, use: 'team', rule: 'gridiron.block' });
        f.dice = blockDice(ctx, { rule: 'gridiron.block', who: a.id, count: f.dice.length }).event.dice;
        return;
      }
      case 'block-die':
        apply(ctx, f, action.face as BlockFace);
        return;
      case 'choose': {
        const d = playerById(s, f.defender);
        switch (action.value) {
          case 'juggernaut':
            ctx.events.push({ type: 'skill', player: a.id, skill: 'Juggernaut', note: 'Both Down counts as Push' });
            f.phase = 'push';
            return;
          case 'wrestle': {
            const who = f.bothDown === 'wrestle-attacker' ? a : d;
            ctx.events.push({ type: 'skill', player: who.id, skill: 'Wrestle', note: 'both placed prone' });
            f.phase = 'frenzy';
            lieDown(ctx, d);
            lieDown(ctx, a);
            return;
          }
          case 'stand-firm':
            ctx.events.push({ type: 'skill', player: d.id, skill: 'Stand Firm' });
            f.phase = 'knock';
            return;
          default:
            // Declined: Juggernaut lets the Wrestle question come; a declined Wrestle passes it on; Stand Firm
            // declined means the push goes ahead.
            if (f.phase === 'stand-firm') f.phase = 'push';
            else if (f.bothDown === 'juggernaut') f.bothDown = 'wrestle-attacker';
            else if (f.bothDown === 'wrestle-attacker') f.bothDown = 'wrestle-defender';
            else f.bothDown = 'fall';
            return;
        }
      }
      case 'push': {
        const prev = f.chain[f.chain.length - 1];
        const v = prev ? playerAt(s, prev.tx, prev.ty)! : playerById(s, f.defender);
        choosePush(ctx, f, v, action.x as number, action.y as number);
        return;
      }
      case 'follow-up':
        if (action.follow) follow(ctx, f, a);
        f.phase = 'knock';
        return;
    }
  },
};

/** Chainsaw (LRB6): instead of the block dice, a D6: on 2+ the saw hits the target, on a 1 it kicks back at the
 * wielder. The one hit rolls armour at +3; broken armour knocks him down and he rolls for injury. No push. */
function chainsaw(ctx: GCtx, f: BlockFrame, a: Player, d: Player): void {
  const s = ctx.state;
  f.phase = 'end';
  const hit = test(ctx, { rule: 'gridiron.chainsaw', who: a.id, target: 2 }).outcome === 'success' ? d : a;
  let broken = false;
  roll2d6(ctx, 'gridiron.armour', hit.id, ([x, y]) => {
    broken = x + y + 3 > hit.av;
    return { modifiers: [{ source: 'Chainsaw', value: 3 }], target: hit.av + 1, outcome: broken ? 'broken' : 'holds' };
  });
  if (!broken) return;
  ctx.events.push({ type: 'knocked-down', player: hit.id });
  hit.stance = 'prone';
  if (hit === a) s.turnover = true;
  if (isCarrier(s, hit)) dropBall(ctx, hit);
  pushInjury(ctx, { player: hit.id, by: hit === d ? a.id : null, fromBlock: hit === d });
}

function choosePush(ctx: GCtx, f: BlockFrame, v: Player, x: number, y: number): void {
  const s = ctx.state;
  f.chain.push({ id: v.id, fx: v.x, fy: v.y, tx: x, ty: y });
  const o = onPitch(pitchOf(s), x, y) ? playerAt(s, x, y) : undefined;
  if (o && f.chain.some((c) => c.id === o.id)) {
    // Cannot happen with squares directly away, but a chain must never loop.
    f.chain = [];
    f.phase = 'knock';
    return;
  }
  if (o && holdsGround(o)) {
    ctx.events.push({ type: 'skill', player: o.id, skill: isRooted(o) ? 'Take Root' : 'Stand Firm', note: 'the chain push stops' });
    f.chain = [];
    f.phase = 'knock';
    return;
  }
  if (o && pushCollisionsOn(ctx)) {
    const c = pushCollision(ctx, v, o);
    for (const q of c.down) if (q.stance === 'standing' && !(f.collided ??= []).includes(q.id)) f.collided.push(q.id);
    if (!c.moves) {
      // He stays put, so nobody behind him in the chain moves either.
      f.chain = [];
      f.phase = 'knock';
      return;
    }
  }
  if (o) {
    f.phase = 'push';
    return;
  }
  resolveChain(ctx, f);
  f.phase = 'follow';
}

function follow(ctx: GCtx, f: BlockFrame, a: Player): void {
  const fromX = a.x;
  const fromY = a.y;
  placeAt(ctx.state, a, f.chain[0].fx, f.chain[0].fy);
  ctx.events.push({ type: 'follow-up', player: a.id, x: a.x, y: a.y });
  if (hooked(ctx, 'onEnterCell')) atMoment(ctx, 'onEnterCell', { player: a.id, x: a.x, y: a.y, how: 'follow-up', from: { x: fromX, y: fromY } });
}
