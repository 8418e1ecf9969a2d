// Gridiron's extension points, exercised by a small variant made only for this test: its own version of a named
// procedure, a hook at each moment, an option dropped and one added, its own board. Gridiron itself is untouched
// (the fingerprint test shows its play is the same byte for byte).

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardSet } from '../../core/board';
import { pop, push, type Procedure } from '../../core/engine';
import { extendRuleset } from '../../core/extend';
import { act, rulesets, start, view } from '../../core/game';
import { registerRuleset } from '../../core/registry';
import type { Event, Frame } from '../../core/types';
import { isBoardGameView } from '../../core/view';
import pitchData from './boards/pitch.json';
import { gridiron, GRIDIRON_PROCEDURES } from './index';
import type { GCtx } from './common';
import type { GridironMoments } from './hooks';
import type { GState } from './state';
import { A, pl } from './testkit';

/** Every moment the variant's hooks saw, in order. */
const seen: string[] = [];

/** A procedure of the variant's own, pushed by a hook: it says so and goes. */
const note: Procedure<GState, Frame & { text: string }> = {
  run(ctx, f) {
    ctx.events.push({ type: 'variant-note', text: f.text });
    pop(ctx);
  },
};

const variant = extendRuleset<GState>(gridiron, {
  id: 'gridiron-variant-test',
  name: 'A test variant of gridiron',
  version: 1,
  boards: boardSet([{ ...pitchData, id: 'walled-pitch', name: 'The pitch with a wall', walls: [[10, 7, 11, 7]] }, pitchData]),
  procedures: {
    // No weather and no fans: the pre-game only says it happened.
    [GRIDIRON_PROCEDURES.pregame]: {
      run(ctx) {
        ctx.events.push({ type: 'variant-pregame' });
        pop(ctx);
      },
    },
    'variant.note': note,
  },
  hooks: {
    turnStart(ctx: GCtx, e: GridironMoments['turnStart']) {
      seen.push(`turnStart ${e.side}`);
      push(ctx, { p: 'variant.note', text: `${e.side} begins` });
    },
    onEnterCell(_ctx: GCtx, e: GridironMoments['onEnterCell']) {
      seen.push(`onEnterCell ${e.player} ${e.x},${e.y} ${e.how}`);
      // A ball lying at 9,9 is enchanted: whoever steps there does not pick it up.
      return e.x === 9 && e.y === 9;
    },
    afterPush(_ctx: GCtx, e: GridironMoments['afterPush']) {
      seen.push(`afterPush ${e.pushed.map((p) => `${p.player}>${p.x},${p.y}`).join(' ')}${e.pinned ? ' pinned' : ''}`);
    },
    ballAtRest(ctx: GCtx, e: GridironMoments['ballAtRest']) {
      seen.push(`ballAtRest ${e.x},${e.y}`);
      // The ball never rests in the top row: it is put back in the middle.
      if (e.y !== 0) return false;
      ctx.state.ball = { state: 'ground', x: 12, y: 7, carrier: null };
      return true;
    },
    landOnPlayer(_ctx: GCtx, e: GridironMoments['landOnPlayer']) {
      seen.push(`landOnPlayer ${e.player} on ${e.on}`);
      // A thrown team-mate never hurts a player with AV 10 or more: the hook deals with him (he stays up).
      return (_ctx.state.players.find((p) => p.id === e.on)?.av ?? 0) >= 10;
    },
  },
  options: { weather: null, turnsPerHalf: null, houseRule: { type: 'boolean', default: false, description: 'a house rule' } },
});
registerRuleset(variant);

function play(sc: Record<string, unknown>, options: Record<string, unknown> = {}) {
  seen.length = 0;
  const { game, events } = start(variant.id, { seed: '1', ...options, scenario: { end: 'turn', ...sc } });
  return { game: game as typeof game & GState, events, act: (...as: ReturnType<typeof A.move>[]) => as.flatMap((a) => act(game, a)) };
}

describe('a ruleset extending gridiron', () => {
  it('is a ruleset of its own: its options, its boards, the base left as it was', () => {
    const info = rulesets().find((r) => r.id === variant.id)!;
    expect(Object.keys(info.options)).toContain('houseRule');
    expect(Object.keys(info.options)).not.toContain('weather');
    expect(info.boards!.map((b) => b.id)).toEqual(['walled-pitch', 'pitch']);
    expect(Object.keys(rulesets().find((r) => r.id === 'gridiron')!.options)).toContain('weather');
    expect(gridiron.procedures[GRIDIRON_PROCEDURES.pregame]).not.toBe(variant.procedures[GRIDIRON_PROCEDURES.pregame]);
    expect(gridiron.hooks).toBeUndefined();
  });

  it('runs its own version of a named procedure in place of the base one', () => {
    const { events } = start(variant.id, { seed: '3' });
    expect(events.some((e) => e.type === 'variant-pregame')).toBe(true);
    expect(events.some((e) => e.type === 'roll' && (e as { rule: string }).rule === 'gridiron.weather')).toBe(false);
  });

  it('turnStart: the hook runs once the turn has begun, and its frames before the first decision', () => {
    const m = play({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)] });
    const types = m.events.map((e: Event) => e.type);
    expect(types.indexOf('variant-note')).toBeGreaterThan(types.indexOf('turn'));
    expect(seen).toEqual(['turnStart home']);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('onEnterCell: every step of a move; true keeps the mover from picking up the ball there', () => {
    const m = play({ players: [pl('home', 1, 7, 9), pl('away', 1, 20, 5)], ball: { x: 9, y: 9 } });
    m.act(A.start('home-1', 'move'), A.move(8, 9), A.move(9, 9));
    expect(seen.slice(1)).toEqual(['onEnterCell home-1 8,9 move', 'onEnterCell home-1 9,9 move']);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 9, y: 9 });
  });

  it('afterPush and onEnterCell for the pushed player and the follow-up', () => {
    const m = play({ players: [pl('home', 1, 5, 5, { st: 4 }), pl('away', 1, 6, 5)], dice: [3, 3] });
    m.act(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.act(A.face('push'));
    m.act(A.push(7, 5), A.follow(true));
    expect(seen.slice(1)).toEqual(['onEnterCell away-1 7,5 push', 'afterPush away-1>7,5', 'onEnterCell home-1 6,5 follow-up']);
  });

  it('a push walled in on every side it could go moves nobody: afterPush says it was pinned', () => {
    const walls = [[11, 6, 12, 6], [11, 7, 12, 7], [11, 8, 12, 8]];
    const board = { ...pitchData, id: 'pen', name: 'A pen', walls };
    const m = play({ players: [pl('home', 1, 10, 7, { st: 4 }), pl('away', 1, 11, 7)], dice: [3, 3] }, { board });
    m.act(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.act(A.face('push'));
    expect(m.game.players.find((p) => p.id === 'away-1')).toMatchObject({ x: 11, y: 7 });
    expect(seen.slice(1)).toEqual(['afterPush  pinned']);
  });

  it('ballAtRest: a hook may send a landing ball on; otherwise it rests where it landed', () => {
    // Away-1 holding the ball is pushed into the top row and knocked down there; the ball bounces left (d8 = 4) to
    // 4,0, still the top row, and is sent back to the middle.
    const m = play({ players: [pl('home', 1, 5, 2, { st: 4 }), pl('away', 1, 5, 1, { av: 12 })], ball: { carrier: 'away-1' }, dice: [6, 6, 1, 1, 4] });
    m.act(A.start('home-1', 'block'), A.block('away-1'));
    if (m.game.pending?.kind === 'block-die') m.act(A.face('defender-down'));
    if (m.game.pending?.kind === 'push') m.act(A.push(5, 0));
    if (m.game.pending?.kind === 'follow-up') m.act(A.follow(false));
    expect(seen).toContain('ballAtRest 4,0');
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 12, y: 7 });
  });

  it('landOnPlayer: a thrown team-mate coming down on a player; the hook may decide his fate, else gridiron knocks him down', () => {
    // the throw 6; scatters 5 5 7 from (10,7) to (12,8), where away-1 stands; one more, 5, to (13,8); armour 1+1
    const thrown = (av: number) => {
      const m = play(
        {
          players: [
            pl('home', 1, 5, 7, { st: 5, ag: 2, skills: ['Throw Team-Mate'] }),
            pl('home', 2, 6, 7, { st: 2, skills: ['Right Stuff'] }),
            pl('away', 1, 12, 8, { av }),
          ],
          dice: [6, 5, 5, 7, 5, 1, 1, 1, 1],
        },
        { board: 'pitch' },
      );
      m.act(A.start('home-1', 'ttm'), { type: 'ttm', thrown: 'home-2', x: 10, y: 7 });
      return m;
    };
    const hard = thrown(10);
    expect(seen).toContain('landOnPlayer home-2 on away-1');
    expect((hard.game.players.find((p) => p.id === 'away-1') as { stance: string }).stance).toBe('standing');
    const soft = thrown(8);
    expect((soft.game.players.find((p) => p.id === 'away-1') as { stance: string }).stance).toBe('prone');
  });

  it('plays on the board its options name (its default when none), and the base rules read it: a wall stops a step', () => {
    const m = play({ players: [pl('home', 1, 10, 7), pl('away', 1, 20, 5)] });
    expect((view(m.game) as { board: { id: string } }).board.id).toBe('walled-pitch');
    m.act(A.start('home-1', 'move'));
    const to = m.game.pending!.actions.filter((a) => a.type === 'move').map((a) => `${a.x},${a.y}`);
    expect(to).not.toContain('11,7');
    expect(to).toEqual(expect.arrayContaining(['11,6', '11,8', '9,7']));
    const open = play({ players: [pl('home', 1, 10, 7), pl('away', 1, 20, 5)] }, { board: 'pitch' });
    open.act(A.start('home-1', 'move'));
    expect(open.game.pending!.actions.some((a) => a.type === 'move' && a.x === 11 && a.y === 7)).toBe(true);
  });

  it('views: the same board-game shape for gridiron and the variant, the seat named or null for a spectator', () => {
    const g = start('gridiron', { seed: '1', scenario: { end: 'turn', players: [pl('home', 1, 2, 2)] } }).game;
    const v = start(variant.id, { seed: '1', scenario: { end: 'turn', players: [pl('home', 1, 2, 2)] } }).game;
    const gv = view(g, 'home');
    const vv = view(v, 'spectator');
    expect(isBoardGameView(gv) && isBoardGameView(vv)).toBe(true);
    expect(Object.keys(vv).sort()).toEqual(Object.keys(gv).sort());
    expect([gv.seat, vv.seat, gv.ruleset, vv.ruleset]).toEqual(['home', null, 'gridiron', variant.id]);
    expect(JSON.stringify(gv)).not.toMatch(/"rng"|"seed"|"script"/);
  });
});

describe("gridiron's own files", () => {
  it('name no variant built on it: no dungeon rule, no seed 004', () => {
    const root = dirname(fileURLToPath(import.meta.url));
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.(ts|json)$/.test(f) && !/\.test\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    const naming = files.filter((f) => /dungeon|seed 004/i.test(readFileSync(join(root, f), 'utf8')));
    expect(naming).toEqual([]);
  });
});
