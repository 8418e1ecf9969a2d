// Throw Team-Mate (LRB6): a thrower with the skill throws an adjacent standing team-mate with Right Stuff who has
// not acted yet, as a pass: Quick or Short only, -1 to the roll, never intercepted, and even an accurate throw
// scatters three times (players are heavier than a ball). A fumbled team-mate lands in his own square. "If the final
// square he scatters into is occupied by another player, treat the player landed on as Knocked Down and roll for
// Armour (even if already Prone or Stunned), and then the player being thrown will scatter one more square. If the
// thrown player would land on another player, continue to scatter the thrown player until he ends up in an empty
// square or off the pitch (i.e. he cannot land on more than one player)." Right Stuff: he lands on his feet with an
// AG roll, -1 per opposing tackle zone on the square; "if the landing roll is failed or he landed on another player
// during the throw he is Placed Prone and must pass an Armour roll" (a turnover only when he held the ball).

import { emit, pop, push, type Ctx, type Procedure } from '../../../core/engine';
import { neighbours } from '../../../core/grid/square';
import { obstacleAt } from '../../../core/board';
import { passRange, type PassRange } from './range-ruler';
import type { Action, Modifier } from '../../../core/types';
import { pushCrowd, pushKnockdown } from '../injury';
import { pushTest } from '../reroll';
import { agilityTarget, hasSkill, playerAt, playerById, tackleZones, type GState, type ParentFrame, type Player } from '../state';
import { pitchOf } from '../pitch';
import { scatterOnce } from './bounce';
import { canCatch, rollNeeded, turnover } from './common';
import { atMoment } from '../hooks';
import type { GCtx } from '../common';
import { BLIZZARD_RANGES, passModifiers, rangeName } from './pass';

/** Throw Team-Mate reaches Quick and Short passes only. */
export const TTM_RANGES: readonly PassRange[] = BLIZZARD_RANGES;

/** A thrown player's square while he is in the air: far off the pitch, so nothing counts him as standing anywhere. */
const IN_FLIGHT = -10;

export function ttmModifiers(s: GState, thrower: Player, range: PassRange): Modifier[] {
  return [...passModifiers(s, thrower, range), { source: 'throwing a team-mate', value: -1 }];
}

export interface TtmTarget {
  thrown: string;
  x: number;
  y: number;
  range: PassRange;
  need: number;
}

/** Team-mates the thrower may throw now and where to: every square of the pitch in Quick or Short range. */
export function ttmTargets(s: GState, throwerId: string): TtmTarget[] {
  const t = playerById(s, throwerId);
  if (!hasSkill(t, 'Throw Team-Mate') || !canCatch(t)) return [];
  const thrown = neighbours(pitchOf(s).width, pitchOf(s).height, t)
    .map((sq) => playerAt(s, sq.x, sq.y))
    .filter((p): p is Player => !!p && p.side === t.side && p.stance === 'standing' && !p.acted && hasSkill(p, 'Right Stuff'));
  if (thrown.length === 0) return [];
  const need: Partial<Record<PassRange, number>> = {};
  const out: TtmTarget[] = [];
  for (const q of thrown) {
    const pitch = pitchOf(s);
    for (let y = 0; y < pitch.height; y++) {
      for (let x = 0; x < pitch.width; x++) {
        const range = passRange(t, { x, y });
        if (!range || !TTM_RANGES.includes(range)) continue;
        need[range] ??= rollNeeded(agilityTarget(t.ag), ttmModifiers(s, t, range));
        out.push({ thrown: q.id, x, y, range, need: need[range]! });
      }
    }
  }
  return out;
}

export function ttmActions(s: GState, throwerId: string): Action[] {
  return ttmTargets(s, throwerId).map((t) => ({ type: 'ttm', thrown: t.thrown, x: t.x, y: t.y, hint: `${rangeName(t.range)} ${t.need}+` }));
}

export interface TtmFrame extends ParentFrame {
  p: 'gridiron.ttm';
  thrower: string;
  thrown: string;
  x: number;
  y: number;
  stage?: 'land' | 'landing' | 'landed';
  /** Where the thrown player comes down. */
  at?: { x: number; y: number };
  /** He landed on another player on the way: no landing roll, he is Placed Prone (Right Stuff). */
  crashed?: boolean;
  /** Always Hungry: he squirmed free of the thrower, and "the Pass Action is automatically treated as a fumbled
   * pass" (no throw is rolled). */
  squirmed?: boolean;
}

function lift(p: Player): void {
  p.x = IN_FLIGHT;
  p.y = IN_FLIGHT;
}

function setDown(s: GState, p: Player, x: number, y: number): void {
  p.x = x;
  p.y = y;
  if (s.ball.state === 'held' && s.ball.carrier === p.id) {
    s.ball.x = x;
    s.ball.y = y;
  }
}

function carrying(s: GState, p: Player): boolean {
  return s.ball.state === 'held' && s.ball.carrier === p.id;
}

export const ttmProcedure: Procedure<GState, TtmFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const t = playerById(s, f.thrower);
    const q = playerById(s, f.thrown);
    if (f.stage === undefined && f.squirmed) {
      // a fumbled team-mate lands in the square he started in, with his landing roll
      f.at = { x: q.x, y: q.y };
      f.stage = 'landing';
    }
    if (f.stage === undefined) {
      const range = passRange(t, f);
      if (!range || !TTM_RANGES.includes(range)) throw new Error(`gridiron.ttm: (${f.x}, ${f.y}) is not a Quick or Short throw for ${t.id}`);
      if (t.side === s.active) s.teams[t.side].ttmUsed = true;
      emit(ctx, { type: 'ttm', thrower: t.id, thrown: q.id, x: f.x, y: f.y, range });
      f.stage = 'land';
      pushTest(ctx, { rule: 'gridiron.ttm', who: t.id, target: agilityTarget(t.ag), mods: ttmModifiers(s, t, range), skill: null });
      return;
    }
    if (f.stage === 'land') return fly(ctx, f, t, q);
    if (f.stage === 'landing') {
      setDown(s, q, f.at!.x, f.at!.y);
      if (f.crashed) {
        pop(ctx);
        pushKnockdown(ctx, q.id, null, carrying(s, q) && q.side === s.active);
        return;
      }
      f.stage = 'landed';
      const tz = tackleZones(s, q.side, q.x, q.y);
      const mods: Modifier[] = tz > 0 ? [{ source: tz === 1 ? 'opposing tackle zone' : `${tz} opposing tackle zones`, value: -tz }] : [];
      pushTest(ctx, { rule: 'gridiron.landing', who: q.id, target: agilityTarget(q.ag), mods, skill: null });
      return;
    }
    // 'landed'
    pop(ctx);
    if (f.last === 'success') {
      emit(ctx, { type: 'landed', who: q.id, x: q.x, y: q.y });
      if (s.ball.state === 'ground' && s.ball.x === q.x && s.ball.y === q.y) {
        // he comes down on the loose ball and cannot gather it mid-landing: it bounces
        s.ball.state = 'loose';
        push(ctx, { p: 'gridiron.bounce' });
      }
      return;
    }
    pushKnockdown(ctx, q.id, null, carrying(s, q) && q.side === s.active);
  },
};

function fly(ctx: Ctx<GState>, f: TtmFrame, t: Player, q: Player): void {
  const s = ctx.state;
  if (f.last !== 'success' && f.lastDie === 1) {
    emit(ctx, { type: 'ttm-fumble', thrower: t.id, thrown: q.id });
    f.at = { x: q.x, y: q.y };
    f.stage = 'landing';
    return;
  }
  lift(q);
  // even an accurate throw scatters three times; then one more square each time he comes down on someone, but only the
  // first player he lands on is knocked down
  const sq = { x: f.x, y: f.y };
  let landedOn: Player | null = null;
  // an obstacle on a board that has them is an occupied square too: he comes down on it, is knocked down as if on a
  // player, and scatters on; nobody there to knock down
  let struck = false;
  const board = pitchOf(s).board;
  let scatters = 3;
  for (;;) {
    const step = scatterOnce(ctx, s, 'gridiron.ttm-scatter', sq);
    if (step.off) {
      emit(ctx, { type: 'thrown-into-crowd', who: q.id, x: sq.x, y: sq.y });
      const held = carrying(s, q);
      setDown(s, q, sq.x, sq.y);
      pop(ctx);
      if (held && q.side === s.active) turnover(ctx, `${q.name} was thrown into the crowd with the ball`);
      pushCrowd(ctx, q, sq.x, sq.y);
      if (landedOn) knockDownLandedOn(ctx, landedOn, q);
      return;
    }
    sq.x = step.x;
    sq.y = step.y;
    if (--scatters > 0) continue;
    const under = playerAt(s, sq.x, sq.y);
    if (!under) {
      if (board.open || !obstacleAt(board, sq.x, sq.y)) break;
      emit(ctx, { type: 'landed-on-obstacle', who: q.id, x: sq.x, y: sq.y });
      struck = true;
    } else if (!landedOn) {
      emit(ctx, { type: 'landed-on', who: q.id, on: under.id, x: sq.x, y: sq.y });
      landedOn = under;
    }
    scatters = 1;
  }
  if (carrying(s, q)) {
    s.ball.x = sq.x;
    s.ball.y = sq.y;
  }
  f.at = { x: sq.x, y: sq.y };
  f.stage = 'landing';
  f.crashed = landedOn !== null || struck;
  // the player landed on goes down first (his armour roll), then the thrown player comes down
  if (landedOn) knockDownLandedOn(ctx, landedOn, q);
}

/** "Treat the player landed on as Knocked Down": one of the moving team's own players knocked down is a turnover. */
function knockDownLandedOn(ctx: Ctx<GState>, p: Player, thrown: Player): void {
  if (atMoment(ctx as GCtx, 'landOnPlayer', { player: thrown.id, on: p.id, how: 'thrown' })) return;
  pushKnockdown(ctx, p.id, null, p.side === ctx.state.active);
}
