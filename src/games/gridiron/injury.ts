// Knock-downs, armour, injuries and casualties (facts.md §2.6, LRB6): a knocked-down player falls prone, rolls
// armour (2d6 beating AV breaks it), and a broken armour means an injury roll: Stunned, KO'd or a Casualty on the
// D68 table, with Regeneration and the apothecary as the last word.

import { roll, test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Decision, Frame, Modifier } from '../../core/types';
import { hasApothecary, useApothecary } from './apothecary';
import { CHOICES } from './choices';
import { adjacentTo, dropBall, isCarrier, pushBounce, pushThrowIn, removeFromPitch, roll2d6, type GCtx } from './common';
import { infect } from './nurgle';
import { hasSkill, playerById, type GState, type Player } from './state';
import { isRooted, unroot } from './takeroot';

/** The LRB6 casualty table, rolled on a D68 (d6 tens, d8 units). Columns: from, to, result, lasting effect. */
export const CASUALTY_TABLE: readonly (readonly [number, number, string, string])[] = [
  [11, 38, 'Badly Hurt', 'no lasting effect'],
  [41, 41, 'Broken Ribs', 'Miss Next Game'],
  [42, 42, 'Groin Strain', 'Miss Next Game'],
  [43, 43, 'Gouged Eye', 'Miss Next Game'],
  [44, 44, 'Broken Jaw', 'Miss Next Game'],
  [45, 45, 'Fractured Arm', 'Miss Next Game'],
  [46, 46, 'Fractured Leg', 'Miss Next Game'],
  [47, 47, 'Smashed Hand', 'Miss Next Game'],
  [48, 48, 'Pinched Nerve', 'Miss Next Game'],
  [51, 51, 'Damaged Back', 'Niggling Injury'],
  [52, 52, 'Smashed Knee', 'Niggling Injury'],
  [53, 53, 'Smashed Hip', '-1 MA'],
  [54, 54, 'Smashed Ankle', '-1 MA'],
  [55, 55, 'Serious Concussion', '-1 AV'],
  [56, 56, 'Fractured Skull', '-1 AV'],
  [57, 57, 'Broken Neck', '-1 AG'],
  [58, 58, 'Smashed Collar Bone', '-1 ST'],
  [61, 68, 'Dead', 'Dead'],
];

/** The apothecary's choice between two casualty results, in words that still read when both are the same. */
export function keepPrompt(name: string, first: string, second: string): string {
  return first === second
    ? `${name}: the apothecary's re-roll is ${second} again, the same as the first: keep either`
    : `${name}: the casualty roll was ${first}, the apothecary's re-roll ${second}: which result stands?`;
}

export function casualtyEntry(d68: number): readonly [number, number, string, string] {
  for (const row of CASUALTY_TABLE) if (d68 >= row[0] && d68 <= row[1]) return row;
  throw new Error(`gridiron: ${d68} is not a D68 result`);
}

/** The injury table (2d6, LRB6). Columns: highest total, result. Thick Skull turns an 8 into Stunned. */
export const INJURY_TABLE: readonly (readonly [number, 'stunned' | 'ko' | 'casualty'])[] = [
  [7, 'stunned'],
  [9, 'ko'],
  [99, 'casualty'],
];

export function injuryResult(total: number, thickSkull: boolean): 'stunned' | 'ko' | 'casualty' {
  if (thickSkull && total === 8) return 'stunned';
  for (const [upTo, r] of INJURY_TABLE) if (total <= upTo) return r;
  return 'casualty';
}

export interface KnockdownFrame extends Frame {
  p: 'gridiron.knockdown';
  player: string;
  /** The opponent who knocked the player down in a block: its Mighty Blow, Claw and Piling On count. */
  by: string | null;
  /** A knock-down of the moving team's player that ends the team turn. */
  turnover: boolean;
  phase: 'down' | 'armour' | 'pile' | 'injury' | 'ball';
  bounce: boolean;
  mb: boolean;
  pile: boolean;
  armourDice?: number[];
  /** A bonus besides Mighty Blow that the knocking-down side adds to the armour roll if it breaks it, or else to
   * the injury roll (a game built on gridiron gives it: smashing into a wall). */
  bonus?: Modifier;
}

/** Pushes a knock-down. `by` is the blocking opponent (or null); `turnover` when it is the moving team's player. */
export function pushKnockdown(ctx: GCtx, player: string, by: string | null, turnover: boolean, bonus?: Modifier): void {
  const f: KnockdownFrame = { p: 'gridiron.knockdown', player, by, turnover, phase: 'down', bounce: false, mb: false, pile: false };
  if (bonus) f.bonus = bonus;
  push(ctx, f);
}

/** What is left of Mighty Blow and the other bonus for the injury roll: one modifier, or null. */
function injuryBonus(f: KnockdownFrame): Modifier | null {
  const mb: Modifier | null = f.mb ? { source: 'Mighty Blow', value: 1 } : null;
  if (!f.bonus) return mb;
  return mb ? { source: `Mighty Blow and ${f.bonus.source}`, value: mb.value + f.bonus.value } : f.bonus;
}

export interface InjuryFrame extends Frame {
  p: 'gridiron.injury';
  player: string;
  by: string | null;
  /** Mighty Blow (or Dirty Player) still to add: +1. */
  bonus: Modifier | null;
  /** Piling On still available to the blocker. */
  pile: boolean;
  /** Pushed into the crowd: a Stunned player goes to the reserves box. */
  crowd: boolean;
  /** A block's knock-down: the blocker earns the casualty. */
  fromBlock: boolean;
  /** Blood Lust's bite: a casualty is only Badly Hurt. */
  badlyHurt?: boolean;
  /** A foul's injury roll (`by` is the fouler): Nurgle's Rot spreads by fouls too. */
  foul?: boolean;
  /** A stab's injury roll: no modifiers at all (Stab), and a Nurgle's Rot stabber spreads it too. */
  plain?: boolean;
  stab?: boolean;
  phase: 'roll' | 'pile' | 'ko-apo' | 'cas' | 'igor' | 'cas-apo' | 'cas-keep';
  result?: 'stunned' | 'ko' | 'casualty';
  cas1?: number;
  cas2?: number;
  /** Decay: the second casualty roll, which applies as well. */
  decay?: number;
  lastDice?: number[];
}

export function pushInjury(ctx: GCtx, spec: Partial<InjuryFrame> & { player: string }): void {
  const f: InjuryFrame = {
    p: 'gridiron.injury',
    player: spec.player,
    by: spec.by ?? null,
    bonus: spec.bonus ?? null,
    pile: spec.pile ?? false,
    crowd: spec.crowd ?? false,
    fromBlock: spec.fromBlock ?? false,
    ...(spec.badlyHurt ? { badlyHurt: true } : {}),
    ...(spec.foul ? { foul: true } : {}),
    ...(spec.plain ? { plain: true } : {}),
    ...(spec.stab ? { stab: true } : {}),
    phase: 'roll',
  };
  push(ctx, f);
}

function canPileOn(s: GState, by: Player | null, victim: Player): boolean {
  // Piling On places the blocker prone, which a rooted player may not do (Take Root).
  return !!by && hasSkill(by, 'Piling On') && !isRooted(by) && by.place === 'pitch' && by.stance === 'standing' && adjacentTo(by, victim) && by.side === s.active;
}

/** Piling On: the blocker throws itself on the victim and lies prone; a ball it held bounces, and only then does
 * its team lose the turn. */
function pileOn(ctx: GCtx, by: Player): void {
  const s = ctx.state;
  by.stance = 'prone';
  ctx.events.push({ type: 'piling-on', player: by.id });
  if (isCarrier(s, by)) {
    s.turnover = true;
    dropBall(ctx, by);
  }
}

function pileDecision(by: Player, what: string): Decision {
  return {
    seat: by.side,
    kind: 'reroll',
    prompt: `${by.name}: Piling On to re-roll the ${what}? (${by.name} goes prone)`,
    actions: [
      { type: 'reroll', use: 'Piling On', label: `Pile On (${by.name} goes prone)` },
      { type: 'decline-reroll', label: 'No Piling On' },
    ],
  };
}

export const knockdownProcedure: Procedure<GState, KnockdownFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const by = f.by ? playerById(s, f.by) : null;
    switch (f.phase) {
      case 'down': {
        ctx.events.push({ type: 'knocked-down', player: p.id });
        // A player already stunned (landed on by a thrown team-mate, run over by a Ball & Chain) stays stunned.
        if (p.stance !== 'stunned') p.stance = 'prone';
        unroot(p);
        if (isCarrier(s, p)) {
          s.ball.state = 'loose';
          s.ball.carrier = null;
          s.ball.x = p.x;
          s.ball.y = p.y;
          f.bounce = true;
        } else if (s.ball.state === 'ground' && s.ball.x === p.x && s.ball.y === p.y) {
          f.bounce = true;
        }
        if (f.turnover) s.turnover = true;
        f.mb = !!by && hasSkill(by, 'Mighty Blow');
        f.pile = canPileOn(s, by, p);
        f.phase = 'armour';
        return;
      }
      case 'armour': {
        if (hasSkill(p, 'Ball & Chain')) {
          // Ball & Chain: no armour roll, straight to the injury roll.
          f.phase = 'ball';
          pushInjury(ctx, { player: p.id, by: f.by, bonus: injuryBonus(f), fromBlock: !!by });
          return;
        }
        const claw = !!by && hasSkill(by, 'Claw');
        let broken = false;
        const ev = roll2d6(ctx, 'gridiron.armour', p.id, ([a, b]) => {
          const mods: Modifier[] = [];
          // A running chainsaw hurts whoever falls with it: its wielder, or a blocker who fell against it.
          const saw = hasSkill(p, 'Chainsaw') || (!!by && hasSkill(by, 'Chainsaw'));
          if (saw) mods.push({ source: 'Chainsaw', value: 3 });
          const nat = a + b + (saw ? 3 : 0);
          broken = nat > p.av || (claw && a + b >= 8);
          if (!broken && f.mb && nat + 1 > p.av) {
            mods.push({ source: 'Mighty Blow', value: 1 });
            f.mb = false;
            broken = true;
          }
          // The other bonus breaks it alone, or with Mighty Blow ("cumulative"); used only where it makes the
          // difference, so that whatever is left goes on to the injury roll.
          if (!broken && f.bonus && nat + f.bonus.value > p.av) {
            mods.push(f.bonus);
            delete f.bonus;
            broken = true;
          } else if (!broken && f.bonus && f.mb && nat + 1 + f.bonus.value > p.av) {
            mods.push({ source: 'Mighty Blow', value: 1 }, f.bonus);
            f.mb = false;
            delete f.bonus;
            broken = true;
          }
          return {
            modifiers: mods,
            target: p.av + 1,
            outcome: broken ? 'broken' : 'holds',
            ...(claw && a + b >= 8 && nat <= p.av ? { note: 'Claw breaks armour on 8+' } : {}),
          };
        });
        f.armourDice = ev.dice;
        if (broken) {
          f.phase = 'ball';
          pushInjury(ctx, { player: p.id, by: f.by, bonus: injuryBonus(f), pile: f.pile, fromBlock: !!by });
          return;
        }
        if (f.pile && by && canPileOn(s, by, p)) {
          f.phase = 'pile';
          return pileDecision(by, 'armour roll');
        }
        f.phase = 'ball';
        return;
      }
      case 'pile':
        // Waiting is handled by act; run only comes back here after a decline.
        f.phase = 'ball';
        return;
      case 'ball':
      default: {
        pop(ctx);
        if (f.bounce && s.ball.state === 'loose' && s.ball.carrier === null) pushBounce(ctx);
        else if (f.bounce && s.ball.state === 'ground') pushBounce(ctx);
        return;
      }
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (f.phase !== 'pile') return;
    if (action.type === 'reroll' && f.by) {
      const by = playerById(s, f.by);
      f.pile = false;
      pileOn(ctx, by);
      // The ball the blocker may have dropped bounces after the re-rolled armour roll is settled.
      f.phase = 'armour';
      return;
    }
    f.phase = 'ball';
  },
};

function stun(s: GState, p: Player, crowd: boolean): void {
  if (crowd) {
    p.place = 'reserves';
    return;
  }
  p.stance = 'stunned';
  if (p.side === s.active && s.acting !== null && !p.flags.includes('fresh-stun')) p.flags = [...p.flags, 'fresh-stun'];
}

function knockOut(ctx: GCtx, p: Player): void {
  const s = ctx.state;
  const from = { x: p.x, y: p.y };
  const wasCarrier = isCarrier(s, p);
  removeFromPitch(s, p, 'ko');
  if (wasCarrier) {
    s.ball.x = from.x;
    s.ball.y = from.y;
  }
}

export const injuryProcedure: Procedure<GState, InjuryFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const by = f.by ? playerById(s, f.by) : null;
    const team = s.teams[p.side];
    switch (f.phase) {
      case 'roll': {
        let result: 'stunned' | 'ko' | 'casualty' = 'stunned';
        const ev = roll2d6(ctx, 'gridiron.injury', p.id, ([a, b]) => {
          const mods: Modifier[] = [];
          if (hasSkill(p, 'Stunty') && !f.plain) mods.push({ source: 'Stunty', value: 1 });
          const nig = f.plain ? 0 : (p.niggling ?? 0);
          if (nig > 0) mods.push({ source: 'Niggling Injury', value: nig });
          if (f.bonus && !f.plain) mods.push(f.bonus);
          let total = a + b;
          for (const m of mods) total += m.value;
          result = injuryResult(total, hasSkill(p, 'Thick Skull'));
          return {
            modifiers: mods,
            outcome: result,
            ...(hasSkill(p, 'Thick Skull') && total === 8 ? { note: 'Thick Skull: an 8 only stuns' } : {}),
          };
        });
        f.lastDice = ev.dice;
        f.result = result;
        const below = s.stack[s.stack.length - 2] as Frame;
        below.last = result;
        below.lastDice = ev.dice;
        if (result === 'stunned' && f.pile && by && !f.crowd && canPileOn(s, by, p)) {
          f.phase = 'pile';
          return pileDecision(by, 'injury roll');
        }
        return settle(ctx, f, p);
      }
      case 'pile':
        return settle(ctx, f, p);
      case 'ko-apo':
        return {
          seat: p.side,
          kind: 'apothecary',
          prompt: `${p.name} is KO'd: use the apothecary?`,
          actions: [{ type: 'choose', value: 'apothecary', label: 'Use the apothecary' }, { type: 'choose', value: 'no', label: 'Do not use the apothecary' }],
        };
      case 'cas': {
        if (f.badlyHurt) return casualty(ctx, f, p, CASUALTY_TABLE[0][0]);
        const ev = roll(ctx, { rule: 'gridiron.casualty', who: p.id, dice: 'D68', outcome: (t) => casualtyEntry(t)[2] });
        f.cas1 = ev.total;
        // Decay: "roll twice on the Casualty table and apply both results" (Regeneration heals both).
        if (hasSkill(p, 'Decay')) f.decay = roll(ctx, { rule: 'gridiron.decay', who: p.id, dice: 'D68', outcome: (t) => casualtyEntry(t)[2] }).total;
        if (hasSkill(p, 'Regeneration')) {
          if (regenerate(ctx, p)) return finish(ctx);
          // Igor (an inducement) may have the failed roll taken again, once a match.
          if (team.igor) {
            f.phase = 'igor';
            return;
          }
        }
        return afterRegeneration(ctx, f, p);
      }
      case 'igor':
        return {
          seat: p.side,
          kind: 'igor',
          prompt: `${p.name} failed to regenerate: have Igor re-roll it (once a match)?`,
          actions: [{ type: 'choose', value: 'igor', label: 'Call Igor' }, { type: 'choose', value: 'no', label: 'No Igor' }],
        };
      case 'cas-apo':
        return {
          seat: p.side,
          kind: 'apothecary',
          prompt: `${p.name}: ${casualtyEntry(f.cas1!)[2]}. Use the apothecary to re-roll it?`,
          actions: [{ type: 'choose', value: 'apothecary', label: 'Use the apothecary' }, { type: 'choose', value: 'no', label: 'Do not use the apothecary' }],
        };
      case 'cas-keep':
        return {
          seat: p.side,
          kind: 'apothecary',
          prompt: keepPrompt(p.name, casualtyEntry(f.cas1!)[2], casualtyEntry(f.cas2!)[2]),
          actions: [
            { type: 'choose', value: 'first', label: `Keep the first roll: ${casualtyEntry(f.cas1!)[2]}` },
            { type: 'choose', value: 'second', label: `Keep the apothecary's roll: ${casualtyEntry(f.cas2!)[2]}` },
          ],
        };
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    const p = playerById(s, f.player);
    const team = s.teams[p.side];
    switch (f.phase) {
      case 'pile': {
        if (action.type === 'reroll' && f.by) {
          pileOn(ctx, playerById(s, f.by));
          f.pile = false;
          f.phase = 'roll';
          // A bounce the pile-on started runs before the re-rolled injury; the player is still down either way.
        }
        return;
      }
      case 'igor':
        if (action.value === 'igor') {
          team.igor = false;
          ctx.events.push({ type: 'igor', player: p.id });
          if (regenerate(ctx, p)) return finish(ctx);
        }
        afterRegeneration(ctx, f, p);
        return;
      case 'ko-apo':
        if (action.value === 'apothecary') {
          useApothecary(team);
          ctx.events.push({ type: 'apothecary', player: p.id, result: f.crowd ? 'reserves' : 'stunned' });
          if (f.crowd) p.place = 'reserves';
          else stun(s, p, false);
          finish(ctx);
        } else {
          knockOut(ctx, p);
          finish(ctx);
        }
        return;
      case 'cas-apo':
        if (action.value === 'apothecary') {
          useApothecary(team);
          ctx.events.push({ type: 'apothecary', player: p.id });
          const ev = roll(ctx, { rule: 'gridiron.casualty', who: p.id, dice: 'D68', outcome: (t) => casualtyEntry(t)[2] });
          f.cas2 = ev.total;
          f.phase = 'cas-keep';
          return;
        }
        casualty(ctx, f, p, f.cas1!);
        return;
      case 'cas-keep': {
        const kept = action.value === 'first' ? f.cas1! : f.cas2!;
        if (casualtyEntry(kept)[2] === 'Badly Hurt' && f.decay === undefined) {
          // LRB6: a player the apothecary finds only Badly Hurt recovers to the reserves box.
          ctx.events.push({ type: 'apothecary', player: p.id, result: 'reserves' });
          const from = { x: p.x, y: p.y };
          const held = isCarrier(s, p);
          removeFromPitch(s, p, 'reserves');
          if (held) Object.assign(s.ball, from);
          finish(ctx);
          return;
        }
        casualty(ctx, f, p, kept);
        return;
      }
    }
  },
};

function settle(ctx: GCtx, f: InjuryFrame, p: Player): Decision | void {
  const s = ctx.state;
  // Ball & Chain: a Stunned result counts as KO'd.
  if (f.result === 'stunned' && hasSkill(p, 'Ball & Chain')) f.result = 'ko';
  switch (f.result) {
    case 'stunned':
      stun(s, p, f.crowd);
      return finish(ctx);
    case 'ko':
      if (hasApothecary(s.teams[p.side])) {
        f.phase = 'ko-apo';
        return;
      }
      knockOut(ctx, p);
      return finish(ctx);
    default:
      f.phase = 'cas';
      return;
  }
}

/** The Regeneration roll (4+): on a success the player heals and goes to the reserves box. */
function regenerate(ctx: GCtx, p: Player): boolean {
  const s = ctx.state;
  const r = test(ctx, { rule: 'gridiron.regeneration', who: p.id, target: 4 });
  if (r.outcome !== 'success') return false;
  ctx.events.push({ type: 'regenerated', player: p.id });
  const from = { x: p.x, y: p.y };
  const held = isCarrier(s, p);
  removeFromPitch(s, p, 'reserves');
  if (held) Object.assign(s.ball, from);
  return true;
}

/** A casualty Regeneration did not heal: the apothecary's turn, if the team has one left. */
function afterRegeneration(ctx: GCtx, f: InjuryFrame, p: Player): void {
  if (hasApothecary(ctx.state.teams[p.side])) {
    f.phase = 'cas-apo';
    return;
  }
  casualty(ctx, f, p, f.cas1!);
}

function casualty(ctx: GCtx, f: InjuryFrame, p: Player, d68: number): void {
  const s = ctx.state;
  const [, , name, effect] = casualtyEntry(d68);
  p.injuries = [...p.injuries, effect === 'no lasting effect' ? name : `${name} (${effect})`];
  if (f.decay !== undefined) {
    // The apothecary's choice was about the first result; Decay's second stands beside it.
    const [, , second, lasting] = casualtyEntry(f.decay);
    p.injuries = [...p.injuries, lasting === 'no lasting effect' ? second : `${second} (${lasting})`];
  }
  const from = { x: p.x, y: p.y };
  const held = isCarrier(s, p);
  removeFromPitch(s, p, 'casualty');
  if (held) Object.assign(s.ball, from);
  ctx.events.push({ type: 'casualty', player: p.id, result: name, effect });
  if (f.decay !== undefined) {
    const [, , second, lasting] = casualtyEntry(f.decay);
    ctx.events.push({ type: 'casualty', player: p.id, result: second, effect: lasting, note: 'Decay' });
  }
  // Nurgle's Rot (nurgle.ts): only his own block, stab or foul is his kill.
  if (effect === 'Dead' || (f.decay !== undefined && casualtyEntry(f.decay)[3] === 'Dead')) infect(ctx, p, f.fromBlock || f.foul || f.stab ? f.by : null);
  if (f.by && f.fromBlock && CHOICES.casualtySppFromBlocksOnly) {
    const by = playerById(s, f.by);
    if (by.side !== p.side) by.stats.cas++;
  }
  finish(ctx);
}

function finish(ctx: GCtx): void {
  pop(ctx);
}

/** A player pushed into the crowd: no armour roll, straight to the injury roll; a held ball is thrown in. */
export function pushCrowd(ctx: GCtx, p: Player, lastX: number, lastY: number): void {
  const s = ctx.state;
  const held = isCarrier(s, p);
  ctx.events.push({ type: 'crowd', player: p.id });
  // Off the pitch: taken out at once (the injury decides which box), the ball thrown in from its last square.
  removeFromPitch(s, p, 'reserves');
  if (held) pushThrowIn(ctx, lastX, lastY);
  pushInjury(ctx, { player: p.id, crowd: true });
}
