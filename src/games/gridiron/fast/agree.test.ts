// The fast paths give what the rules give (fast-paths.ts): the same legal actions, in the same order, over thousands
// of random positions (from random play of every shipped team, and from random scenarios with the skills the rules
// read), and the same events over whole random matches played once with the fast paths and once without.

import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { act, newGame, start, type Game } from '../../../core/game';
import { randInt, seedRng } from '../../../core/rng';
import type { Action, Event } from '../../../core/types';
import '../../index';
import { moveActions } from '../action';
import { ROSTERS } from '../rosters/index';
import type { ScenarioPlayer } from '../scenario';
import { setupDecision } from '../setup';
import { SIDES, type GState, type Player, type Side } from '../state';
import { turnActions } from '../turn';
import { useFastPaths } from './index';
import { fastSetupDecision } from './setup';
import { fastMoveActions } from './step';
import { fastThrowActions } from './throw';
import { fastTurnActions } from './turn';
import { throwActions, ttmActions } from '../ball/index';
import { fastTtmActions } from './ttm';

const TEAMS = ROSTERS.map((r) => r.id);
/** fast-check's seed, when a run must be repeated (as in src/core/properties.test.ts). */
const SEED = process.env.TURNOVER_PROPERTY_SEED ? { seed: Number(process.env.TURNOVER_PROPERTY_SEED) } : {};

function moves(fn: (s: GState, p: Player, out: Action[]) => void, s: GState, p: Player): Action[] {
  const out: Action[] = [];
  fn(s, p, out);
  return out;
}

/** Compares every fast path with its rule on one position; returns how many comparisons it made. */
function compare(s: GState, where: string): number {
  let n = 0;
  for (const side of SIDES) {
    expect(fastTurnActions(s, side), `${where}: turn actions for ${side}`).toEqual(turnActions(s, side));
    n++;
  }
  for (const p of s.players) {
    if (p.place !== 'pitch' || p.stance !== 'standing') continue;
    expect(moves(fastMoveActions, s, p), `${where}: steps of ${p.id}`).toEqual(moves(moveActions, s, p));
    n++;
    // Throws: asked of the ball carrier in a Pass action; any standing player's are the same rule.
    if (p.id === s.ball.carrier || (s.step ?? 0) % 8 === 0) {
      expect(fastThrowActions(s, p.id), `${where}: throws of ${p.id}`).toEqual(throwActions(s, p.id));
      n++;
    }
    if (p.skills.includes('Throw Team-Mate')) {
      expect(fastTtmActions(s, p.id), `${where}: team-mate throws of ${p.id}`).toEqual(ttmActions(s, p.id));
      n++;
    }
  }
  return n;
}

describe('fast paths agree with the rules', () => {
  afterEach(() => useFastPaths(true));

  it('on the positions of random matches between any two shipped teams', () => {
    let positions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(...TEAMS), fc.constantFrom(...TEAMS), (seed, home, away) => {
        const { game } = start('gridiron', { seed: String(seed), home, away });
        const s = game as unknown as GState;
        const rng = seedRng(seed);
        while (game.pending) {
          const d = game.pending;
          const where = `${home} v ${away}, seed ${seed}, step ${game.step}`;
          if (d.kind === 'setup') {
            expect(fastSetupDecision(s, d.seat as Side), `${where}: set-up`).toEqual(setupDecision(s, d.seat as Side));
            positions++;
          }
          // Set-ups are half a random match's decisions, and alike: the other rules are compared at every other step.
          if (d.kind !== 'setup' || game.step % 16 === 0) positions += compare(s, where);
          act(game, d.actions[randInt(rng, d.actions.length)]);
        }
      }),
      { numRuns: 4, ...SEED },
    );
    expect(positions).toBeGreaterThan(4000);
  });

  // The skills and conditions the fast paths read, in random combinations on random squares.
  const SKILLS = ['Titchy', 'Stunty', 'Tackle', 'Prehensile Tail', 'Two Heads', 'Break Tackle', 'Ball & Chain', 'Throw Team-Mate', 'Bombardier', 'Sprint', 'Leap', 'Accurate', 'Strong Arm', 'Disturbing Presence', 'Hail Mary Pass', 'Right Stuff', 'No Hands'];
  const squareArb = fc.record({ x: fc.integer({ min: 0, max: 25 }), y: fc.integer({ min: 0, max: 14 }) });
  const playerArb = fc.record({
    at: squareArb,
    home: fc.boolean(),
    skills: fc.subarray(SKILLS, { maxLength: 3 }),
    stance: fc.constantFrom('standing', 'standing', 'standing', 'prone', 'stunned'),
    place: fc.constantFrom('pitch', 'pitch', 'pitch', 'pitch', 'reserves'),
    st: fc.integer({ min: 1, max: 6 }),
    ag: fc.integer({ min: 1, max: 5 }),
    ma: fc.integer({ min: 2, max: 8 }),
    moved: fc.integer({ min: 0, max: 10 }),
    acted: fc.boolean(),
    flags: fc.subarray(['no-tackle-zone', 'heat']),
    used: fc.subarray(['Break Tackle']),
  });
  const positionArb = fc.record({
    players: fc.uniqueArray(playerArb, { minLength: 1, maxLength: 26, selector: (p) => p.at.y * 26 + p.at.x }),
    ball: fc.oneof(fc.constant('out'), fc.constant('carried'), squareArb),
    weather: fc.constantFrom('nice', 'blizzard', 'pouring-rain', 'very-sunny', 'sweltering-heat'),
    used: fc.record({ blitz: fc.boolean(), pass: fc.boolean(), handoff: fc.boolean(), foul: fc.boolean(), ttm: fc.boolean() }),
    kicking: fc.constantFrom<Side>('home', 'away'),
  });

  type Position = typeof positionArb extends fc.Arbitrary<infer T> ? T : never;

  /** A game at the position: built as a scenario, then the fields a scenario does not set are set directly. */
  function at(pos: Position): GState {
    const counts = { home: 0, away: 0 };
    const players = pos.players.map((q) => {
      const side: Side = q.home ? 'home' : 'away';
      return { side, number: ++counts[side], ma: q.ma, st: q.st, ag: q.ag, av: 8, skills: q.skills, x: q.at.x, y: q.at.y, stance: q.stance, place: q.place };
    });
    const game = newGame('gridiron', { seed: '1', scenario: { players, weather: pos.weather } }) as Game & GState;
    const s = game as GState;
    s.players.forEach((p, i) => {
      const q = pos.players[i];
      Object.assign(p, { moved: q.moved, acted: q.acted, flags: q.flags, used: q.used });
    });
    const standing = s.players.filter((p) => p.place === 'pitch' && p.stance === 'standing');
    if (pos.ball === 'carried' && standing.length > 0) Object.assign(s.ball, { state: 'held', carrier: standing[0].id, x: standing[0].x, y: standing[0].y });
    else if (typeof pos.ball === 'object') Object.assign(s.ball, { state: 'ground', carrier: null, ...pos.ball });
    for (const side of SIDES) {
      Object.assign(s.teams[side], { blitzUsed: pos.used.blitz, passUsed: pos.used.pass, handoffUsed: pos.used.handoff, foulUsed: pos.used.foul, ttmUsed: pos.used.ttm });
    }
    s.kicking = pos.kicking;
    return s;
  }

  it('on random positions with the skills the rules read', () => {
    let positions = 0;
    fc.assert(
      fc.property(positionArb, (pos) => {
        positions += compare(at(pos), JSON.stringify(pos));
      }),
      { numRuns: 3000, ...SEED },
    );
    expect(positions).toBeGreaterThan(8000);
  });

  it('on random set-ups: players anywhere in their own half or in the box', () => {
    // Squares of the home half by where the set-up rule looks (the away half mirrors them), so that every check
    // comes up: the line of scrimmage's centre, each wide zone, and the rest.
    const squares = (x0: number, x1: number, y0: number, y1: number) => {
      const out: { x: number; y: number }[] = [];
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.push({ x, y });
      return out;
    };
    const group = (from: { x: number; y: number }[], most: number) => fc.shuffledSubarray(from, { minLength: 0, maxLength: most });
    const setupArb = fc.record({
      side: fc.constantFrom<Side>('home', 'away'),
      los: group(squares(12, 12, 4, 10), 5),
      top: group(squares(0, 12, 0, 3), 4),
      bottom: group(squares(0, 12, 11, 14), 4),
      middle: group(squares(0, 11, 4, 10), 8),
      box: fc.integer({ min: 0, max: 4 }),
      heat: fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
      kicking: fc.constantFrom<Side>('home', 'away'),
    });
    fc.assert(
      fc.property(setupArb, ({ side, los, top, bottom, middle, box, heat, kicking }) => {
        const on = [...los, ...top, ...bottom, ...middle];
        const sc: ScenarioPlayer[] = on.map((q, i) => ({ side, number: i + 1, ma: 6, st: 3, ag: 3, av: 8, x: side === 'home' ? q.x : 25 - q.x, y: q.y }));
        for (let i = 0; i < box; i++) sc.push({ side, number: on.length + i + 1, ma: 6, st: 3, ag: 3, av: 8, place: 'reserves' });
        const s = newGame('gridiron', { seed: '1', scenario: { players: sc } }) as unknown as GState;
        s.players.forEach((p, i) => (p.flags = heat[i] ? ['heat'] : []));
        s.kicking = kicking;
        expect(fastSetupDecision(s, side)).toEqual(setupDecision(s, side));
      }),
      { numRuns: 1000, ...SEED },
    );
  });

  it('give the same events over whole random matches', () => {
    /** Every event and every decision of a random match, as text. */
    function play(seed: number, home: string, away: string): string {
      const { game, events } = start('gridiron', { seed: String(seed), home, away });
      const log: (Event[] | unknown)[] = [events];
      const rng = seedRng(seed);
      while (game.pending) {
        const d = game.pending;
        log.push(d);
        log.push(act(game, d.actions[randInt(rng, d.actions.length)]));
      }
      return JSON.stringify(log);
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.constantFrom(...TEAMS), fc.constantFrom(...TEAMS), (seed, home, away) => {
        useFastPaths(true);
        const fast = play(seed, home, away);
        useFastPaths(false);
        const plain = play(seed, home, away);
        useFastPaths(true);
        expect(fast === plain, `${home} v ${away}, seed ${seed}: the events differ`).toBe(true);
      }),
      { numRuns: 4, ...SEED },
    );
  });
});
