// The kick-off (facts.md §2.4 and §2.7, LRB6): the kicking coach places the ball anywhere in the receiving half; it
// deviates a d8 direction and d6 squares (Kick halves the distance); the kick-off table (2d6) is rolled and its
// result played; then the ball lands: caught by a standing player there, else it bounces. A ball that leaves the
// pitch or comes to rest in the kicking team's half is a touchback: the receiving coach gives it to any of his
// standing players.

import { roll, test } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import { scatterStep } from '../../core/grid/square';
import type { Action, Frame, Modifier } from '../../core/types';
import { CHOICES } from './choices';
import { pushBounce, removeFromPitch, type GCtx } from './common';
import { pushInjury } from './injury';
import { rollWeather } from './pregame';
import { pushSetup } from './setup';
import { pushTurn } from './turn';
import { hasSkill, other, playerAt, tackleZones, type GState, type Player, type Side } from './state';
import { inHalf, inWideZone, onPitch, perPitch, pitchOf, type Pitch } from './pitch';

/** The kick-off table (2d6, LRB6). Columns: total, result, what happens (the table's own words, shortened). */
export const KICKOFF_TABLE: readonly (readonly [number, string, string])[] = [
  [2, 'Get the Ref', 'each team gets a free Bribe'],
  [3, 'Riot', 'the turn markers move one: back if the receiving team is on turn 7, on if on 0, else a D6 (1-3 on)'],
  [4, 'Perfect Defence', 'the kicking team may set up again'],
  [5, 'High Kick', 'one receiving player in no tackle zone may move under the ball'],
  [6, 'Cheering Fans', 'D3 + FAME + cheerleaders: the higher team (ties: both) gains a re-roll for the half'],
  [7, 'Changing Weather', 'roll the weather again; Nice means a Gentle Gust (the ball scatters one more square)'],
  [8, 'Brilliant Coaching', 'D3 + FAME + assistant coaches: the higher team (ties: both) gains a re-roll for the half'],
  [9, 'Quick Snap!', 'each receiving player may move one square'],
  [10, 'Blitz!', 'the kicking team takes a free turn; players in an opposing tackle zone may not act'],
  [11, 'Throw a Rock', 'D6 + FAME: a random player of the lower team (ties: both) is hit, an injury roll without armour'],
  [12, 'Pitch Invasion', 'D6 + opposing FAME for each player on the pitch: 6+ Stunned (players with Ball & Chain are KO\'d); a 1 never'],
];

export interface KickoffFrame extends Frame {
  p: 'gridiron.kickoff';
  phase: 'place' | 'deviate' | 'kick-skill' | 'return' | 'event' | 'high-kick' | 'quick-snap' | 'land' | 'after-land' | 'touchback' | 'end';
  kicking: Side;
  gust: boolean;
  snapped: string[];
  /** The deviation rolled: d8 direction and d6 squares. */
  dir?: number;
  dist?: number;
  last?: string;
}

export function pushKickoff(ctx: GCtx): void {
  const s = ctx.state;
  push(ctx, { p: 'gridiron.kickoff', phase: 'place', kicking: s.kicking, gust: false, snapped: [] } satisfies KickoffFrame);
}

/** The kick actions into each side's half, built once: action objects are data that decisions never edit, so every
 * kick-off shares them (in a fresh list). */
const kicksOf = perPitch((p): Record<Side, readonly Action[]> => ({ home: kickActions(p, 'home'), away: kickActions(p, 'away') }));
function kickActions(p: Pitch, receiving: Side): Action[] {
  const actions: Action[] = [];
  for (let x = 0; x < p.width; x++) {
    for (let y = 0; y < p.height; y++) if (onPitch(p, x, y) && inHalf(p, receiving, x, y)) actions.push(Object.freeze({ type: 'kick', x, y }));
  }
  return actions;
}

function standingOn(s: GState, side: Side): Player[] {
  return s.players.filter((p) => p.side === side && p.place === 'pitch' && p.stance === 'standing');
}

/** Whether a player with Kick may shorten the kick: on the pitch, off the line of scrimmage, out of the wide zones. */
function kicker(s: GState, side: Side): Player | undefined {
  const pitch = pitchOf(s);
  const los = pitch.scrimmage[side];
  return s.players.find(
    (p) => p.side === side && p.place === 'pitch' && p.stance === 'standing' && hasSkill(p, 'Kick') && los[p.y * pitch.width + p.x] !== 1 &&
      !inWideZone(pitch, p.x, p.y),
  );
}

function dn(ctx: GCtx, rule: string, dice: string, who?: string) {
  return roll(ctx, { rule, dice, ...(who ? { who } : {}) });
}

/** Cheering Fans and Brilliant Coaching: each team rolls, the higher gets a re-roll for the half (ties: both). */
function rollOff(ctx: GCtx, rule: string, extra: (side: Side) => { source: string; value: number }[]): Side[] {
  const s = ctx.state;
  const h = roll(ctx, { rule, who: 'home', dice: CHOICES.cheeringDie, modifiers: extra('home') }).total;
  const a = roll(ctx, { rule, who: 'away', dice: CHOICES.cheeringDie, modifiers: extra('away') }).total;
  void s;
  return h > a ? ['home'] : a > h ? ['away'] : ['home', 'away'];
}

function event(ctx: GCtx, f: KickoffFrame): void {
  const s = ctx.state;
  const receiving = other(f.kicking);
  const ev = roll(ctx, { rule: 'gridiron.kick-off', dice: '2d6', outcome: (t) => KICKOFF_TABLE[t - 2][1] });
  const result = KICKOFF_TABLE[ev.total - 2][1];
  f.phase = 'land';
  switch (result) {
    case 'Get the Ref':
      s.teams.home.bribes++;
      s.teams.away.bribes++;
      return;
    case 'Riot': {
      const t = s.teams[receiving].turn;
      const last = ((s.options.turnsPerHalf as number) ?? 8) - 1;
      let step: number;
      if (t === last) step = -1;
      else if (t === 0) step = 1;
      else step = dn(ctx, 'gridiron.riot', 'd6').total <= 3 ? 1 : -1;
      for (const side of ['home', 'away'] as const) s.teams[side].turn = Math.max(0, s.teams[side].turn + step);
      ctx.events.push({ type: 'riot', turns: step, home: s.teams.home.turn, away: s.teams.away.turn });
      return;
    }
    case 'Perfect Defence':
      pushSetup(ctx, f.kicking, true);
      return;
    case 'High Kick':
      f.phase = 'high-kick';
      return;
    case 'Cheering Fans':
      for (const side of rollOff(ctx, 'gridiron.cheering-fans', (sd) => [
        ...fame(s, sd),
        { source: 'cheerleaders', value: s.teams[sd].cheerleaders },
      ])) {
        s.teams[side].rerolls++;
        ctx.events.push({ type: 'extra-reroll', side, reason: 'Cheering Fans' });
      }
      return;
    case 'Changing Weather': {
      const w = rollWeather(ctx);
      ctx.events.push({ type: 'weather', weather: w });
      if (w === 'nice') f.gust = true;
      return;
    }
    case 'Brilliant Coaching':
      for (const side of rollOff(ctx, 'gridiron.brilliant-coaching', (sd) => [
        ...fame(s, sd),
        { source: 'assistant coaches', value: s.teams[sd].assistantCoaches },
      ])) {
        s.teams[side].rerolls++;
        ctx.events.push({ type: 'extra-reroll', side, reason: 'Brilliant Coaching' });
      }
      return;
    case 'Quick Snap!':
      f.phase = 'quick-snap';
      return;
    case 'Blitz!':
      pushTurn(ctx, f.kicking, true);
      return;
    case 'Throw a Rock': {
      const h = roll(ctx, { rule: 'gridiron.throw-a-rock', who: 'home', dice: CHOICES.throwARockDie, modifiers: fame(s, 'home') }).total;
      const a = roll(ctx, { rule: 'gridiron.throw-a-rock', who: 'away', dice: CHOICES.throwARockDie, modifiers: fame(s, 'away') }).total;
      const hit: Side[] = h < a ? ['home'] : a < h ? ['away'] : ['home', 'away'];
      for (const side of hit) {
        const on = s.players.filter((p) => p.side === side && p.place === 'pitch');
        if (on.length === 0) continue;
        const pick = on.length === 1 ? 1 : roll(ctx, { rule: 'gridiron.random-player', who: side, dice: `d${on.length}` }).total;
        const p = on[pick - 1];
        ctx.events.push({ type: 'rock', player: p.id });
        p.stance = 'prone';
        pushInjury(ctx, { player: p.id });
      }
      return;
    }
    case 'Pitch Invasion':
    default:
      for (const p of s.players) {
        if (p.place !== 'pitch') continue;
        const r = test(ctx, { rule: 'gridiron.pitch-invasion', who: p.id, target: 6, modifiers: fame(s, other(p.side), 'opposing '), alwaysFails: [1] });
        if (r.outcome !== 'success') continue;
        // The table's own clause: "players with the Ball & Chain skill are KO'd".
        if (hasSkill(p, 'Ball & Chain')) {
          removeFromPitch(s, p, 'ko');
          ctx.events.push({ type: 'knocked-out', player: p.id, reason: 'Pitch Invasion' });
          continue;
        }
        p.stance = 'stunned';
        ctx.events.push({ type: 'stunned', player: p.id, reason: 'Pitch Invasion' });
      }
      return;
  }
}

/** A team's FAME on the kick-off table: Fan Favourite (LRB6) adds "an additional +1 FAME modifier for any Kick-Off
 * table results" for each player with it on the pitch. */
function fame(s: GState, side: Side, whose = ''): Modifier[] {
  let fans = 0;
  for (const p of s.players) if (p.side === side && p.place === 'pitch' && hasSkill(p, 'Fan Favourite')) fans++;
  const mods: Modifier[] = [{ source: `${whose}FAME`, value: s.teams[side].fame }];
  if (fans > 0) mods.push({ source: `${whose}Fan Favourite`, value: fans });
  return mods;
}

function deviate(ctx: GCtx, f: KickoffFrame): void {
  const s = ctx.state;
  let at = { x: s.ball.x, y: s.ball.y };
  for (let i = 0; i < f.dist!; i++) at = scatterStep(at, f.dir!);
  s.ball.x = at.x;
  s.ball.y = at.y;
  ctx.events.push({ type: 'kick-deviates', x: at.x, y: at.y });
  f.phase = 'return';
}

/** Kick-Off Return (LRB6): "A player on the receiving team that is not on the Line of Scrimmage or in an opposing
 * tackle zone may use this skill when the ball has been kicked. It allows the player to move up to 3 squares after the
 * ball has been scattered but before rolling on the Kick-Off table. Only one player may use this skill each kick-off.
 * This skill may not be used for a touchback kick-off and does not allow the player to cross into the opponent's half
 * of the pitch." The move takes no dodge: he goes through empty squares and stops once in an opposing tackle zone. */
function kickOffReturnActions(s: GState, receiving: Side): Action[] {
  const actions: Action[] = [];
  const pitch = pitchOf(s);
  if (!onPitch(pitch, s.ball.x, s.ball.y) || !inHalf(pitch, receiving, s.ball.x, s.ball.y)) return actions;
  const los = pitch.scrimmage[receiving];
  for (const p of standingOn(s, receiving)) {
    if (!hasSkill(p, 'Kick-Off Return') || hasSkill(p, 'Ball & Chain') || los[p.y * pitch.width + p.x] === 1 || tackleZones(s, p.side, p.x, p.y) > 0) continue;
    for (const sq of returnSquares(s, p, receiving)) actions.push({ type: 'kick-off-return', player: p.id, x: sq.x, y: sq.y });
  }
  if (actions.length > 0) actions.push({ type: 'no-kick-off-return' });
  return actions;
}

function returnSquares(s: GState, p: Player, side: Side): { x: number; y: number }[] {
  const seen = new Set<number>([p.y * pitchOf(s).width + p.x]);
  let frontier = [{ x: p.x, y: p.y }];
  const out: { x: number; y: number }[] = [];
  for (let step = 0; step < 3; step++) {
    const next: { x: number; y: number }[] = [];
    for (const sq of frontier) {
      if (step > 0 && tackleZones(s, side, sq.x, sq.y) > 0) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = sq.x + dx;
          const y = sq.y + dy;
          const key = y * pitchOf(s).width + x;
          if (!onPitch(pitchOf(s), x, y) || !inHalf(pitchOf(s), side, x, y) || seen.has(key) || playerAt(s, x, y)) continue;
          seen.add(key);
          next.push({ x, y });
          out.push({ x, y });
        }
      }
    }
    frontier = next;
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

function touchbackActions(s: GState, side: Side): Action[] {
  return standingOn(s, side).map((p) => ({ type: 'touchback', player: p.id }));
}

export const kickoffProcedure: Procedure<GState, KickoffFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    const receiving = other(f.kicking);
    switch (f.phase) {
      case 'place': {
        s.active = f.kicking;
        return { seat: f.kicking, kind: 'kick', prompt: `${s.teams[f.kicking].name}: place the kick`, actions: kicksOf(pitchOf(s))[receiving].slice() };
      }
      case 'deviate': {
        f.dir = roll(ctx, { rule: 'gridiron.kick-direction', dice: 'd8' }).total;
        f.dist = roll(ctx, { rule: 'gridiron.kick-distance', dice: 'd6' }).total;
        const k = kicker(s, f.kicking);
        if (k && f.dist > 1) {
          f.phase = 'kick-skill';
          return {
            seat: f.kicking,
            kind: 'skill',
            prompt: `${k.name}: Kick, to deviate ${Math.floor(f.dist / 2)} instead of ${f.dist}?`,
            actions: [{ type: 'choose', value: 'halve' }, { type: 'choose', value: 'no' }],
          };
        }
        deviate(ctx, f);
        return;
      }
      case 'return': {
        const actions = kickOffReturnActions(s, receiving);
        if (actions.length === 0) {
          f.phase = 'event';
          return;
        }
        return { seat: receiving, kind: 'kick-off-return', prompt: 'Kick-Off Return: move a player up to 3 squares?', actions };
      }
      case 'event':
        event(ctx, f);
        return;
      case 'high-kick': {
        const landsIn = onPitch(pitchOf(s), s.ball.x, s.ball.y) && inHalf(pitchOf(s), receiving, s.ball.x, s.ball.y) && !playerAt(s, s.ball.x, s.ball.y);
        const open = landsIn ? standingOn(s, receiving).filter((p) => tackleZones(s, p.side, p.x, p.y) === 0) : [];
        if (open.length === 0) {
          f.phase = 'land';
          return;
        }
        return {
          seat: receiving,
          kind: 'high-kick',
          prompt: `High Kick: move a player under the ball?`,
          actions: [...open.map((p) => ({ type: 'choose', value: p.id })), { type: 'choose', value: 'none' }],
        };
      }
      case 'quick-snap': {
        const actions: Action[] = [];
        for (const p of standingOn(s, receiving)) {
          if (f.snapped.includes(p.id)) continue;
          for (let dx = -1; dx <= 1; dx++) {
            for (let dy = -1; dy <= 1; dy++) {
              const x = p.x + dx;
              const y = p.y + dy;
              if ((dx || dy) && onPitch(pitchOf(s), x, y) && !playerAt(s, x, y)) actions.push({ type: 'place', player: p.id, x, y });
            }
          }
        }
        actions.push({ type: 'setup-done' });
        return { seat: receiving, kind: 'quick-snap', prompt: 'Quick Snap!: move players one square each, then done', actions };
      }
      case 'land': {
        s.active = receiving;
        if (f.gust) {
          f.gust = false;
          const dir = roll(ctx, { rule: 'gridiron.gentle-gust', dice: 'd8' }).total;
          const at = scatterStep(s.ball, dir);
          s.ball.x = at.x;
          s.ball.y = at.y;
          ctx.events.push({ type: 'kick-deviates', x: at.x, y: at.y, reason: 'Gentle Gust' });
        }
        if (!onPitch(pitchOf(s), s.ball.x, s.ball.y) || !inHalf(pitchOf(s), receiving, s.ball.x, s.ball.y)) {
          f.phase = 'touchback';
          return;
        }
        f.phase = 'after-land';
        const on = playerAt(s, s.ball.x, s.ball.y);
        if (on && on.stance === 'standing') {
          push(ctx, { p: 'gridiron.catch', player: on.id, kind: 'other' });
          return;
        }
        pushBounce(ctx);
        return;
      }
      case 'after-land': {
        s.turnover = false;
        const held = s.ball.state === 'held';
        const x = held ? s.players.find((p) => p.id === s.ball.carrier)!.x : s.ball.x;
        if (s.ball.state === 'out' || !onPitch(pitchOf(s), x, s.ball.y) || !inHalf(pitchOf(s), receiving, x, s.ball.y)) {
          f.phase = 'touchback';
          return;
        }
        f.phase = 'end';
        return;
      }
      case 'touchback': {
        const actions = touchbackActions(s, receiving);
        if (actions.length === 0) {
          // Nobody to give it to: the ball is put down in the middle of the receiving half.
          const mid = pitchOf(s).middle[receiving];
          s.ball = { state: 'ground', x: mid.x, y: mid.y, carrier: null };
          f.phase = 'end';
          return;
        }
        return { seat: receiving, kind: 'touchback', prompt: 'Touchback: give the ball to a standing player', actions };
      }
      case 'end':
      default:
        s.turnover = false;
        ctx.events.push({ type: 'kick-off-done', ball: { ...s.ball } });
        pop(ctx);
        return;
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    switch (f.phase) {
      case 'kick-skill':
        if (action.value === 'halve') {
          const k = kicker(s, f.kicking)!;
          f.dist = Math.floor(f.dist! / 2);
          ctx.events.push({ type: 'skill', player: k.id, skill: 'Kick', note: `the kick deviates ${f.dist}` });
        }
        deviate(ctx, f);
        return;
      case 'return':
        f.phase = 'event';
        if (action.type === 'kick-off-return') {
          const p = s.players.find((q) => q.id === action.player)!;
          p.x = action.x as number;
          p.y = action.y as number;
          ctx.events.push({ type: 'move', player: p.id, x: p.x, y: p.y, reason: 'Kick-Off Return' });
        }
        return;
      case 'place':
        s.ball = { state: 'loose', x: action.x as number, y: action.y as number, carrier: null };
        ctx.events.push({ type: 'kick', side: f.kicking, x: action.x, y: action.y });
        f.phase = 'deviate';
        return;
      case 'high-kick':
        if (action.value !== 'none') {
          const p = s.players.find((q) => q.id === action.value)!;
          p.x = s.ball.x;
          p.y = s.ball.y;
          ctx.events.push({ type: 'move', player: p.id, x: p.x, y: p.y, reason: 'High Kick' });
        }
        f.phase = 'land';
        return;
      case 'quick-snap':
        if (action.type === 'setup-done') {
          f.phase = 'land';
          return;
        }
        {
          const p = s.players.find((q) => q.id === action.player)!;
          p.x = action.x as number;
          p.y = action.y as number;
          f.snapped = [...f.snapped, p.id];
          ctx.events.push({ type: 'move', player: p.id, x: p.x, y: p.y, reason: 'Quick Snap!' });
        }
        return;
      case 'touchback': {
        const p = s.players.find((q) => q.id === action.player)!;
        s.ball = { state: 'held', x: p.x, y: p.y, carrier: p.id };
        ctx.events.push({ type: 'touchback', player: p.id });
        f.phase = 'end';
        return;
      }
    }
  },
};
