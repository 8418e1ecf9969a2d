// A player's action (LRB6): declared at the turn decision, one per player per turn; Blitz, Pass, Hand-off, Foul and
// Throw Team-Mate once each per team turn. The unreliable Big Guys roll first (Bone-head, Really Stupid, Wild
// Animal, Take Root). Then the player steps square by square and does what the action allows, until the coach
// ends it, the action is spent, or a turnover or touchdown ends it.

import { stepBlocked } from '../../core/board';
import { roll } from '../../core/dice';
import { neighbours } from '../../core/grid/square';
import { BoundedCache } from '../../core/bounded-cache';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Decision, Frame, Modifier } from '../../core/types';
import { handoffActions, throwActions, ttmActions } from './ball/index';
import { ballChainActions, ballChainMayStop, pushBallChain } from './ballchain';
import { bombActions, pushBomb } from './bomb';
import { pushBlock, blockHint, pushMultipleBlock } from './block';
import { CHOICES } from './choices';
import { isCarrier, pushBounce, removeFromPitch, report, type GCtx } from './common';
import { pushFoul } from './foul';
import { fastPaths } from './fast-paths';
import { multipleBlockPairs } from './multipleblock';
import { dodgeSpec, gfiMods, maxGfi, needsDodge, pushStep, leapMods } from './move';
import { pushTest } from './reroll';
import { agilityTarget, hasSkill, hasTackleZone, playerAt, playerById, rollNeeded, tackleZones, type GState, type Player, type PlayerAction } from './state';
import { onPitch, pitchOf } from './pitch';
import { dislikedReceiver } from './animosity';
import { stabHint } from './stab';
import { afterBite, bite, biteDecision, feedOnSpectator, thrallsNextTo } from './bloodlust';
import { isRooted, movementAllowance } from './takeroot';
import { checkTouchdown } from './touchdown';

export interface ActionFrame extends Frame {
  p: 'gridiron.action';
  player: string;
  action: PlayerAction;
  phase: 'declare' | 'traits' | 'trait-check' | 'steps' | 'stand-check' | 'hungry' | 'animosity' | 'lust' | 'feed' | 'fed' | 'gaze' | 'jump-up';
  /** The team-mate throw waiting on Always Hungry. */
  ttm?: { thrown: string; x: number; y: number };
  /** Index into the player's unreliable traits being rolled. */
  trait: number;
  blocked: boolean;
  leapt: boolean;
  done: boolean;
  /** Animosity: the pass or hand-off waiting on the roll. */
  give?: Action;
  /** Held firm by Tentacles: his action is over. */
  held?: boolean;
  /** Animosity failed: no more movement, and the ball goes to no team-mate of another race. */
  refused?: boolean;
  /** Blood Lust failed: the vampire must feed before the action ends (or before he passes, hands off or scores). */
  thirsty?: boolean;
  /** The pass, hand-off or team-mate throw waiting for the feed. */
  then?: Action;
  /** Hypnotic Gaze: the opponent gazed at. */
  gazed?: string;
  /** The Thrall bitten, and whether he held the ball. */
  bitten?: string;
  bittenHeld?: boolean;
  last?: string;
  lastDie?: number;
}

/** Traits rolled for before an action, in this order. Columns: skill, d6 needed, flag a failure sets. */
const TRAITS: readonly (readonly [string, number, string | null])[] = [
  ['Bone-head', 2, 'no-tackle-zone'],
  ['Really Stupid', 4, 'no-tackle-zone'],
  ['Wild Animal', 4, null],
  ['Take Root', 2, 'rooted'],
  ['Blood Lust', 2, 'thirsty'],
];

export function pushAction(ctx: GCtx, player: string, action: PlayerAction): void {
  const f: ActionFrame = { p: 'gridiron.action', player, action, phase: 'declare', trait: 0, blocked: false, leapt: false, done: false };
  push(ctx, f);
}

function finish(ctx: GCtx, f: ActionFrame): void {
  ctx.state.acting = null;
  if (f.last === 'touchdown') report(ctx, 'touchdown');
  pop(ctx);
}

function traitMods(s: GState, p: Player, skill: string, action: PlayerAction): Modifier[] {
  if (skill === 'Really Stupid') {
    for (const q of s.players) {
      if (q.side === p.side && q !== p && hasTackleZone(q) && !hasSkill(q, 'Really Stupid') && Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1) {
        return [{ source: 'team-mate to help', value: 2 }];
      }
    }
  }
  if (skill === 'Wild Animal' && (action === 'block' || action === 'blitz')) return [{ source: action, value: 2 }];
  return [];
}

function canMove(p: Player, f: ActionFrame): boolean {
  return f.action !== 'block' && f.action !== 'bomb' && p.stance === 'standing' && !isRooted(p) && f.refused !== true && p.moved < p.ma + maxGfi(p);
}

/** The hint on a step, as a coach reads it: "GFI 2+, dodge 3+, pick-up" (what the step will take). */
export function moveHint(gfiNeed: number, dodgeNeed: number, pickup: boolean): string | undefined {
  const parts: string[] = [];
  if (gfiNeed) parts.push(`GFI ${gfiNeed}+`);
  if (dodgeNeed) parts.push(`dodge ${dodgeNeed}+`);
  if (pickup) parts.push('pick-up');
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The steps a standing player may take: to each empty square next to him on the pitch (not into rock, nor across a
 * wall, on a board that has them). Each says what the step
 * will take: a go-for-it once his MA is spent, a dodge (with that square's score) when he leaves an opposing tackle
 * zone, a pick-up where the ball lies. */
export function moveActions(s: GState, p: Player, out: Action[]): void {
  const gfiNeed = p.moved >= p.ma ? rollNeeded(2, gfiMods(s)) : 0;
  const dodging = needsDodge(s, p);
  const board = pitchOf(s).board;
  for (const { x, y } of neighbours(board.width, board.height, p)) {
    if (playerAt(s, x, y) || (!board.open && stepBlocked(board, p.x, p.y, x, y))) continue;
    const dodge = dodging ? dodgeSpec(s, p, x, y) : null;
    const pickup = s.ball.state === 'ground' && s.ball.x === x && s.ball.y === y;
    const hint = moveHint(gfiNeed, dodge ? rollNeeded(dodge.target, dodge.mods) : 0, pickup);
    out.push(hint ? { type: 'move', x, y, hint } : { type: 'move', x, y });
  }
}

/** Leap (LRB6): once an action, to any empty square up to two away, for two squares of movement (go-for-its where
 * they pass his MA), with an agility roll in place of any dodge. */
function leapActions(s: GState, p: Player, f: ActionFrame, out: Action[]): void {
  if (!hasSkill(p, 'Leap') || f.leapt || p.moved + 2 > p.ma + maxGfi(p)) return;
  const gfis = Math.max(0, p.moved + 2 - p.ma) - Math.max(0, p.moved - p.ma);
  const hint = `${gfis ? `GFI ${rollNeeded(2, gfiMods(s))}+ x${gfis}, ` : ''}leap ${rollNeeded(agilityTarget(p.ag), leapMods(p))}+`;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      const x = p.x + dx;
      const y = p.y + dy;
      if ((dx === 0 && dy === 0) || !onPitch(pitchOf(s), x, y) || playerAt(s, x, y)) continue;
      out.push({ type: 'leap', x, y, hint });
    }
  }
}

const END_ACTION: Action = Object.freeze({ type: 'end-action' });

function stepDecision(s: GState, p: Player, f: ActionFrame): Decision {
  const out: Action[] = [];
  if (p.stance !== 'standing') {
    out.push(movementAllowance(p) < CHOICES.standUpCost && !hasSkill(p, 'Jump Up') ? { type: 'stand-up', hint: 'stand up 4+' } : { type: 'stand-up' });
  } else if (hasSkill(p, 'Ball & Chain')) {
    for (const a of ballChainActions(s, p)) out.push(a);
    if (!ballChainMayStop(p) && out.length > 0) return { seat: p.side, kind: 'action', prompt: `${p.name} (Ball & Chain): face the template`, actions: out };
  } else {
    if (canMove(p, f)) {
      (fastPaths.moveActions ?? moveActions)(s, p, out);
      leapActions(s, p, f, out);
    }
    // Take Root: "if a player fails his Take Root roll as part of a Blitz Action he may not block that turn" (a rooted
    // player is never offered a Blitz, so a rooted blitzer is one who failed it now).
    const canBlock = (f.action === 'block' || (f.action === 'blitz' && p.moved < p.ma + maxGfi(p) && !isRooted(p))) && !f.blocked;
    if (canBlock || f.action === 'foul') {
      for (const q of s.players) {
        if (Math.abs(q.x - p.x) > 1 || Math.abs(q.y - p.y) > 1 || q.side === p.side || q.place !== 'pitch') continue;
        if (canBlock && q.stance === 'standing') {
          const hint = blockHint(s, p, q, f.action === 'blitz');
          out.push({ type: 'block', target: q.id, hint });
          if (hasSkill(p, 'Stab')) out.push({ type: 'stab', target: q.id, hint: stabHint(s, p, q) });
        } else if (f.action === 'foul' && q.stance !== 'standing') out.push({ type: 'foul', target: q.id });
      }
      if (canBlock && f.action === 'block') {
        // Multiple Block: both opponents named, in the order he blocks them; the hint gives each block's dice as
        // they stand now.
        for (const [q, r] of multipleBlockPairs(s, p)) {
          out.push({ type: 'multiple-block', targets: [q.id, r.id], hint: `${blockHint(s, p, q, false, true)}, then ${blockHint(s, p, r, false, true)}` });
        }
      }
    }
    if (isCarrier(s, p) && !hasSkill(p, 'No Hands') && hasTackleZone(p)) {
      if (f.action === 'pass') for (const a of (fastPaths.throwActions ?? throwActions)(s, p.id)) if (!f.refused || !dislikedReceiver(s, p, a)) out.push(a);
      if (f.action === 'handoff') for (const a of handoffActions(s, p.id)) if (!f.refused || !dislikedReceiver(s, p, a)) out.push(a);
    }
    if (f.action === 'move' && hasSkill(p, 'Hypnotic Gaze') && hasTackleZone(p)) gazeActions(s, p, out);
    if (f.action === 'ttm') for (const a of (fastPaths.ttmActions ?? ttmActions)(s, p.id)) out.push(a);
    if (f.action === 'bomb') for (const a of bombActions(s, p.id)) out.push(a);
  }
  out.push(END_ACTION);
  return { seat: p.side, kind: 'action', prompt: stepPrompt(p, f.action), actions: out };
}

/** Blood Lust: the ball waits until the vampire has fed. */
function waitForFeed(f: ActionFrame, action: Action): void {
  f.then = action;
  f.phase = 'feed';
}

function startBite(ctx: GCtx, f: ActionFrame, v: Player, thrall: Player): void {
  f.bitten = thrall.id;
  f.bittenHeld = isCarrier(ctx.state, thrall);
  f.phase = 'fed';
  bite(ctx, v, thrall);
}

/** The pass or hand-off goes ahead. */
function giveBall(ctx: GCtx, f: ActionFrame, p: Player, action: Action): void {
  f.done = true;
  if (action.type === 'throw') {
    push(ctx, { p: 'gridiron.pass', thrower: p.id, x: action.x, y: action.y, ...(action.hailMary ? { hailMary: true } : {}) });
    return;
  }
  const { type: _t, label: _l, hint: _h, ...rest } = action;
  push(ctx, { p: 'gridiron.handoff', giver: p.id, ...rest });
}

/** Hypnotic Gaze (LRB6): "The player may use hypnotic gaze at the end of his Move Action on one opposing player who
 * is in an adjacent square." Only a standing opponent with a tackle zone has anything to lose. */
function gazeActions(s: GState, p: Player, out: Action[]): void {
  for (const q of s.players) {
    if (q.side === p.side || !hasTackleZone(q) || Math.abs(q.x - p.x) > 1 || Math.abs(q.y - p.y) > 1) continue;
    out.push({ type: 'gaze', target: q.id, hint: `gaze ${rollNeeded(agilityTarget(p.ag), gazeMods(s, p, q))}+` });
  }
}

/** "-1 modifier for each opposing tackle zone on the player with hypnotic gaze other than the victim's". */
function gazeMods(s: GState, p: Player, victim: Player): Modifier[] {
  const tz = tackleZones(s, p.side, p.x, p.y, victim.id);
  return tz > 0 ? [{ source: 'tackle zones', value: -tz }] : [];
}

/** Prompts by player name and action, written once each. The last one is remembered: a player asks for his next
 * step several times in a row. */
const promptCache = new BoundedCache<string, Map<string, string>>(256);
let lastName = '';
let lastAction = '';
let lastPrompt = '';
function stepPrompt(p: Player, action: PlayerAction): string {
  if (p.name === lastName && action === lastAction) return lastPrompt;
  lastName = p.name;
  lastAction = action;
  lastPrompt = promptFor(p, action);
  return lastPrompt;
}
function promptFor(p: Player, action: PlayerAction): string {
  const byAction = promptCache.get(p.name) ?? promptCache.set(p.name, new Map());
  let t = byAction.get(action);
  if (t === undefined) byAction.set(action, (t = `${p.name} (${action}): next step`));
  return t;
}

export const actionProcedure: Procedure<GState, ActionFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    // Phases that roll nothing run straight on in one call.
    for (;;) switch (f.phase) {
      case 'declare': {
        p.acted = true;
        p.moved = 0;
        // A tackle zone lost to Hypnotic Gaze comes back "at the start of his next Action" (Bone-head and Really
        // Stupid take theirs away again below if their roll fails).
        if (p.flags.length > 0 && p.flags.includes('no-tackle-zone')) p.flags = p.flags.filter((x) => x !== 'no-tackle-zone');
        const team = s.teams[p.side];
        if (f.action === 'blitz') team.blitzUsed = true;
        if (f.action === 'pass') team.passUsed = true;
        if (f.action === 'handoff') team.handoffUsed = true;
        if (f.action === 'foul') team.foulUsed = true;
        if (f.action === 'ttm') team.ttmUsed = true;
        if (CHOICES.ttmUsesPass && (f.action === 'ttm' || f.action === 'pass')) team.passUsed = team.ttmUsed = true;
        s.acting = { player: p.id, action: f.action };
        ctx.events.push({ type: 'action', player: p.id, action: f.action });
        f.phase = 'traits';
        continue;
      }
      case 'traits': {
        // A player without skills rolls for none (most players, at every action: no look-up per trait).
        if (p.skills.length === 0) f.trait = TRAITS.length;
        else while (f.trait < TRAITS.length && !hasSkill(p, TRAITS[f.trait][0])) f.trait++;
        if (f.trait >= TRAITS.length) {
          f.phase = 'steps';
          if (f.action === 'block' && p.stance === 'prone' && hasSkill(p, 'Jump Up')) {
            // Jump Up: "The player may also declare a Block Action while Prone which requires an Agility roll with a
            // +2 modifier to see if he can complete the Action."
            f.phase = 'jump-up';
            pushTest(ctx, { rule: 'gridiron.jump-up', who: p.id, target: agilityTarget(p.ag), mods: [{ source: 'Jump Up', value: 2 }] });
            return;
          }
          continue;
        }
        const [skill, target] = TRAITS[f.trait];
        f.phase = 'trait-check';
        pushTest(ctx, { rule: `gridiron.${skill.toLowerCase().replace(/ /g, '-')}`, who: p.id, target, mods: traitMods(s, p, skill, f.action) });
        return;
      }
      case 'trait-check': {
        const [skill, , flag] = TRAITS[f.trait];
        if (f.last === 'failure') {
          ctx.events.push({ type: 'trait-failed', player: p.id, skill });
          if (flag === 'rooted') {
            if (!p.flags.includes('rooted')) p.flags = [...p.flags, 'rooted'];
          } else if (flag === 'thirsty') {
            f.thirsty = true;
            if (f.action === 'block') {
              // "if he had declared a Block Action, he may take a Move Action instead"
              f.last = '';
              f.trait++;
              f.phase = 'lust';
              return {
                seat: p.side,
                kind: 'blood-lust',
                prompt: `${p.name} must feed: keep the Block action, or take a Move action instead?`,
                actions: [{ type: 'choose', value: 'block' }, { type: 'choose', value: 'move' }],
              };
            }
          } else {
            if (flag && !p.flags.includes(flag)) p.flags = [...p.flags, flag];
            return finish(ctx, f);
          }
        } else if (flag === 'no-tackle-zone') {
          p.flags = p.flags.filter((x) => x !== 'no-tackle-zone');
        }
        f.last = '';
        f.trait++;
        f.phase = 'traits';
        continue;
      }
      case 'hungry': {
        // Always Hungry (LRB6): a 1 before the throw and he tries to eat the team-mate: another 1 and he does.
        f.phase = 'steps';
        const t = f.ttm!;
        if (f.last !== 'failure') {
          push(ctx, { p: 'gridiron.ttm', thrower: p.id, thrown: t.thrown, x: t.x, y: t.y });
          return;
        }
        const q = playerById(s, t.thrown);
        const eat = roll(ctx, { rule: 'gridiron.always-hungry', who: p.id, dice: 'd6', outcome: (v) => (v === 1 ? 'eaten' : 'squirms free') });
        if (eat.total === 1) {
          const held = isCarrier(s, q);
          const at = { x: q.x, y: q.y };
          q.injuries = [...q.injuries, 'Eaten (Dead)'];
          removeFromPitch(s, q, 'casualty');
          ctx.events.push({ type: 'casualty', player: q.id, result: 'Eaten', effect: 'Dead' });
          if (held) {
            Object.assign(s.ball, at);
            s.turnover = true;
            pushBounce(ctx);
            return;
          }
        } else {
          // "the team-mate squirms free and the Pass Action is automatically treated as a fumbled pass": he comes down
          // in his own square and makes his landing roll (Right Stuff).
          ctx.events.push({ type: 'ttm-fumbled', player: p.id, thrown: q.id, note: 'the team-mate squirms free' });
          push(ctx, { p: 'gridiron.ttm', thrower: p.id, thrown: t.thrown, x: t.x, y: t.y, squirmed: true });
          return;
        }
        continue;
      }
      case 'animosity': {
        f.phase = 'steps';
        const give = f.give!;
        f.give = undefined;
        if (f.last === 'success') {
          f.last = '';
          return giveBall(ctx, f, p, give);
        }
        ctx.events.push({ type: 'trait-failed', player: p.id, skill: 'Animosity' });
        f.refused = true;
        f.last = '';
        continue;
      }
      case 'feed': {
        const thralls = thrallsNextTo(ctx, p);
        if (thralls.length === 0) {
          f.thirsty = false;
          f.then = undefined;
          f.phase = 'steps';
          feedOnSpectator(ctx, p);
          return;
        }
        if (thralls.length > 1) return biteDecision(p, thralls);
        startBite(ctx, f, p, thralls[0]);
        return;
      }
      case 'fed': {
        afterBite(ctx, playerById(s, f.bitten!), f.bittenHeld!);
        f.thirsty = false;
        f.phase = 'steps';
        const then = f.then;
        f.then = undefined;
        if (then && !s.turnover && p.place === 'pitch') return actionProcedure.act!(ctx, f, then);
        return;
      }
      case 'gaze': {
        // "the opposing player loses his tackle zones and may not catch, intercept or pass the ball, assist another
        // player on a block or foul, or move voluntarily until the start of his next Action or the drive ends"
        f.phase = 'steps';
        const q = playerById(s, f.gazed!);
        if (f.last === 'success' && !q.flags.includes('no-tackle-zone')) {
          q.flags = [...q.flags, 'no-tackle-zone'];
          ctx.events.push({ type: 'hypnotised', player: q.id, by: p.id });
        }
        f.last = '';
        continue;
      }
      case 'jump-up':
        // "A successful roll means the player can stand up for free and block an adjacent opponent. A failed roll
        // means the Block Action is wasted and the player may not stand up."
        if (f.last !== 'success') return finish(ctx, f);
        p.stance = 'standing';
        ctx.events.push({ type: 'stand-up', player: p.id, skill: 'Jump Up' });
        f.last = '';
        f.phase = 'steps';
        continue;
      case 'stand-check':
        if (f.last === 'failure') return finish(ctx, f);
        p.stance = 'standing';
        ctx.events.push({ type: 'stand-up', player: p.id });
        f.phase = 'steps';
        continue;
      case 'steps':
      default: {
        // Tentacles: a player held firm has ended his action ("his action ends immediately").
        if (f.last === 'held') f.held = true;
        // Blood Lust: a thirsty vampire feeds before the action ends, and scores only once he has fed.
        const ending = s.turnover || f.done || !!f.held || p.place !== 'pitch' || (p.stance !== 'standing' && !!f.last && f.last !== 'stood') || (f.action === 'block' && f.blocked);
        if (ending && f.thirsty && p.place === 'pitch') {
          f.phase = 'feed';
          continue;
        }
        if (s.turnover) return finish(ctx, f);
        if (!(f.thirsty && isCarrier(s, p)) && checkTouchdown(ctx)) {
          f.last = 'touchdown';
          return finish(ctx, f);
        }
        if (ending) return finish(ctx, f);
        f.last = '';
        return stepDecision(s, p, f);
      }
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    switch (action.type) {
      case 'end-action':
        f.done = true;
        return;
      case 'gaze': {
        f.done = true;
        f.phase = 'gaze';
        const q = playerById(s, action.target as string);
        f.gazed = q.id;
        pushTest(ctx, { rule: 'gridiron.hypnotic-gaze', who: p.id, target: agilityTarget(p.ag), mods: gazeMods(s, p, q) });
        return;
      }
      case 'bite':
        startBite(ctx, f, p, playerById(s, action.target as string));
        return;
      case 'choose':
        // Blood Lust on a Block action: keep it, or move instead.
        f.phase = 'traits';
        if (action.value === 'move') {
          f.action = 'move';
          s.acting = { player: p.id, action: 'move' };
          ctx.events.push({ type: 'action-changed', player: p.id, action: 'move', reason: 'Blood Lust' });
        }
        return;
      case 'stand-up':
        if (hasSkill(p, 'Jump Up')) {
          // "he may stand up for free without paying the three squares of movement"
          p.stance = 'standing';
          f.last = 'stood';
          ctx.events.push({ type: 'stand-up', player: p.id, skill: 'Jump Up' });
          return;
        }
        p.moved += CHOICES.standUpCost;
        // A rooted player's MA counts as 0: "he can still roll to stand up" (Take Root).
        if (movementAllowance(p) < CHOICES.standUpCost) {
          f.phase = 'stand-check';
          pushTest(ctx, { rule: 'gridiron.stand-up', who: p.id, target: 4 });
          return;
        }
        p.stance = 'standing';
        f.last = 'stood';
        ctx.events.push({ type: 'stand-up', player: p.id });
        return;
      case 'move':
        f.last = 'moving';
        if (fastPaths.plainStep?.(ctx, f, p, action.x as number, action.y as number)) return;
        pushStep(ctx, p.id, action.x as number, action.y as number, false);
        return;
      case 'bomb':
        f.done = true;
        pushBomb(ctx, p.id, action.x as number, action.y as number);
        return;
      case 'ball-and-chain':
        f.last = 'moving';
        pushBallChain(ctx, p.id, action.facing as string);
        return;
      case 'leap':
        f.leapt = true;
        f.last = 'moving';
        pushStep(ctx, p.id, action.x as number, action.y as number, true);
        return;
      case 'block':
        f.blocked = true;
        f.last = 'blocking';
        pushBlock(ctx, p.id, action.target as string, f.action === 'blitz');
        return;
      case 'stab':
        // "If Stab is used as part of a Blitz Action, the player cannot continue moving after using it."
        f.blocked = true;
        f.done = true;
        f.last = 'blocking';
        pushBlock(ctx, p.id, action.target as string, f.action === 'blitz', 'stab');
        return;
      case 'multiple-block': {
        f.blocked = true;
        f.last = 'blocking';
        const [first, second] = action.targets as string[];
        ctx.events.push({ type: 'skill', player: p.id, skill: 'Multiple Block', note: `blocks ${first} and ${second}` });
        pushMultipleBlock(ctx, p.id, first, second);
        return;
      }
      case 'foul':
        f.done = true;
        f.last = 'fouling';
        pushFoul(ctx, p.id, action.target as string);
        return;
      case 'throw':
      case 'handoff':
        if (f.thirsty) return waitForFeed(f, action);
        if (!f.refused && dislikedReceiver(s, p, action)) {
          f.phase = 'animosity';
          f.give = action;
          pushTest(ctx, { rule: 'gridiron.animosity', who: p.id, target: 2 });
          return;
        }
        return giveBall(ctx, f, p, action);
      case 'ttm':
        if (f.thirsty) return waitForFeed(f, action);
        f.done = true;
        if (hasSkill(p, 'Always Hungry')) {
          f.phase = 'hungry';
          f.ttm = { thrown: action.thrown as string, x: action.x as number, y: action.y as number };
          pushTest(ctx, { rule: 'gridiron.always-hungry', who: p.id, target: 2 });
          return;
        }
        push(ctx, { p: 'gridiron.ttm', thrower: p.id, thrown: action.thrown, x: action.x, y: action.y });
        return;
    }
  },
};
