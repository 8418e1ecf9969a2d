// The match (facts.md §2.2): the pre-game, two halves of 8 turns per team, drives from kick-off to touchdown or
// half time, KO'd players trying to come round (4+) before each kick-off, and the final whistle with the result.

import { test, roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Frame, Json } from '../../core/types';
import { afterMatch } from './spp';
import { removeFromPitch, type GCtx } from './common';
import { masterChef } from './inducements/chef';
import { pushKickoff } from './kickoff';
import { leaderRerolls } from './leader';
import { pushPregame } from './pregame';
import { pushSetup } from './setup';
import { pushTurn } from './turn';
import { hasSkill, other, SIDES, type GState, type Player, type Side } from './state';

export interface MatchFrame extends Frame {
  p: 'gridiron.match';
  phase: 'pregame' | 'half' | 'after-drive';
  /** When the game ends: a scenario may stop after one turn or one half. */
  end: 'turn' | 'half' | 'match';
  last?: string;
  scorer?: Side;
}

export interface DriveFrame extends Frame {
  p: 'gridiron.drive';
  phase: 'recover' | 'setup-kick' | 'setup-receive' | 'kickoff' | 'turns' | 'after-turn';
  next: Side;
  /** The side of the turn being played. */
  side: Side;
  endAfterTurn: boolean;
  scoreHome: number;
  scoreAway: number;
  last?: string;
}

export function turnsPerHalf(s: GState): number {
  return (s.options.turnsPerHalf as number) ?? 8;
}

export function newMatchFrame(end: MatchFrame['end'], phase: MatchFrame['phase']): MatchFrame {
  return { p: 'gridiron.match', phase, end };
}

export function newDriveFrame(s: GState, phase: DriveFrame['phase'], next: Side, endAfterTurn = false): DriveFrame {
  return { p: 'gridiron.drive', phase, next, side: next, endAfterTurn, scoreHome: s.teams.home.score, scoreAway: s.teams.away.score };
}

function halfOver(s: GState): boolean {
  const t = turnsPerHalf(s);
  return s.teams.home.turn >= t && s.teams.away.turn >= t;
}

/** The match is over: its result, and nobody acts any more. A game built on gridiron names its own winner. */
export function finalWhistle(ctx: GCtx, winner: Side | null, reason: string): void {
  const s = ctx.state;
  const score = () => ({ home: s.teams.home.score, away: s.teams.away.score });
  s.result = { winner, score: score(), reason };
  s.acting = null;
  ctx.events.push({ type: 'final-whistle', score: score(), winner, reason });
}

function finish(ctx: GCtx, reason: string): void {
  const s = ctx.state;
  const h = s.teams.home.score;
  const a = s.teams.away.score;
  finalWhistle(ctx, h > a ? 'home' : a > h ? 'away' : null, reason);
  // A whole match ends with the post-match sequence: SPP, the MVPs and the injuries, as data for a league.
  if (reason === 'full time') ctx.events.push({ type: 'after-match', report: afterMatch(ctx, s) as unknown as Json });
}

/** Secret Weapon (LRB6): a player who ends a drive on the pitch is sent off, unless a bribe (2+) works; the team
 * spends a bribe it has without being asked (a coach always would). */
function secretWeapon(ctx: GCtx, p: Player): void {
  const team = ctx.state.teams[p.side];
  if (team.bribes > 0) {
    team.bribes--;
    if (test(ctx, { rule: 'gridiron.bribe', who: p.id, target: 2 }).outcome === 'success') return;
  }
  p.place = 'sent-off';
  ctx.events.push({ type: 'sent-off', player: p.id, reason: 'Secret Weapon' });
}

/** The end of a drive: everyone on the pitch goes back to the reserves box; Sweltering Heat may keep some out. */
function clearPitch(ctx: GCtx): void {
  const s = ctx.state;
  const heat = s.weather === 'sweltering-heat';
  for (const p of s.players) {
    if (p.flags.length) p.flags = [];
    if (p.place !== 'pitch') continue;
    removeFromPitch(s, p, 'reserves');
    if (hasSkill(p, 'Secret Weapon')) secretWeapon(ctx, p);
    if (heat) {
      const ev = roll(ctx, { rule: 'gridiron.sweltering-heat', who: p.id, dice: 'd6', outcome: (t) => (t === 1 ? 'faints' : 'fine') });
      if (ev.total === 1) p.flags = ['heat'];
    }
  }
  s.ball = { state: 'out', x: -1, y: -1, carrier: null };
}

export const matchProcedure: Procedure<GState, MatchFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    switch (f.phase) {
      case 'pregame':
        f.phase = 'half';
        pushPregame(ctx);
        return;
      case 'half': {
        if (s.half >= 2) {
          finish(ctx, 'full time');
          pop(ctx);
          return;
        }
        s.half++;
        for (const side of SIDES) {
          const t = s.teams[side];
          t.turn = 0;
          t.rerolls = t.rerollsBase;
          t.leader = leaderRerolls(s, side);
        }
        for (const side of SIDES) if (s.teams[side].chefs) masterChef(ctx, side);
        s.kicking = s.half === 1 ? s.firstKicker : other(s.firstKicker);
        ctx.events.push({ type: 'half', half: s.half, kicking: s.kicking });
        f.phase = 'after-drive';
        push(ctx, newDriveFrame(s, 'recover', other(s.kicking)));
        return;
      }
      case 'after-drive':
      default: {
        if (f.last === 'touchdown' && !halfOver(s)) {
          f.last = '';
          s.kicking = f.scorer!;
          push(ctx, newDriveFrame(s, 'recover', other(s.kicking)));
          return;
        }
        f.last = '';
        if (f.end === 'half' || s.half >= 2) {
          finish(ctx, f.end === 'half' && s.half < 2 ? 'end of the half' : 'full time');
          pop(ctx);
          return;
        }
        // Half time: the pitch is cleared; KO'd players try to come round before the next kick-off.
        ctx.events.push({ type: 'half-time', score: { home: s.teams.home.score, away: s.teams.away.score } });
        f.phase = 'half';
        return;
      }
    }
  },
};

function endDrive(ctx: GCtx, f: DriveFrame, touchdown: boolean): void {
  const s = ctx.state;
  clearPitch(ctx);
  ctx.events.push({ type: 'drive-end', ...(touchdown ? { touchdown: true } : {}) });
  const below = s.stack[s.stack.length - 2] as MatchFrame | undefined;
  if (below) {
    below.last = touchdown ? 'touchdown' : 'half-over';
    if (touchdown) below.scorer = s.teams.home.score > f.scoreHome ? 'home' : 'away';
  }
  pop(ctx);
}

export const driveProcedure: Procedure<GState, DriveFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    switch (f.phase) {
      case 'recover': {
        if (halfOver(s)) return endDrive(ctx, f, false);
        for (const p of s.players) {
          if (p.place !== 'ko') continue;
          // Bloodweiser Babes (an inducement): +1 each to the team's recovery rolls.
          const babes = s.teams[p.side].babes;
          const modifiers = babes ? [{ source: 'Bloodweiser Babes', value: babes }] : undefined;
          const ev = test(ctx, { rule: 'gridiron.ko-recovery', who: p.id, target: 4, ...(modifiers ? { modifiers } : {}) });
          if (ev.outcome === 'success') p.place = 'reserves';
        }
        f.phase = 'setup-kick';
        return;
      }
      case 'setup-kick':
        f.phase = 'setup-receive';
        pushSetup(ctx, s.kicking);
        return;
      case 'setup-receive':
        f.phase = 'kickoff';
        pushSetup(ctx, other(s.kicking));
        return;
      case 'kickoff':
        for (const p of s.players) if (p.flags.includes('heat')) p.flags = [];
        f.phase = 'turns';
        f.next = other(s.kicking);
        pushKickoff(ctx);
        return;
      case 'turns': {
        const t = turnsPerHalf(s);
        let side = f.next;
        if (s.teams[side].turn >= t) side = other(side);
        if (s.teams[side].turn >= t) return endDrive(ctx, f, false);
        f.side = side;
        f.phase = 'after-turn';
        pushTurn(ctx, side);
        return;
      }
      case 'after-turn':
      default: {
        const touchdown = f.last === 'touchdown' || s.teams.home.score !== f.scoreHome || s.teams.away.score !== f.scoreAway;
        f.last = '';
        if (f.endAfterTurn) {
          finish(ctx, 'end of the scenario turn');
          s.stack.length = 0;
          return;
        }
        if (touchdown) return endDrive(ctx, f, true);
        f.next = other(f.side);
        f.phase = 'turns';
        return;
      }
    }
  },
};
