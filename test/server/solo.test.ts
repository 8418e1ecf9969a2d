// Hot seat and vs bot through the server's referee (seats.ts: solo): the match is made for a guest with no account,
// who holds every seat that is not a bot's; the server rolls, and the screen keeps its own game by re-playing each
// step with the dice the server sent (core/refereed.ts). Held to: the screen's game is the server's (hash without the
// seed) step after step in every game; nobody else acts, takes back or looks; no answer holds the seed before the end.

import { describe, expect, it } from 'vitest';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';
import { openSqlite } from '../../src/server/sqlite';
import { gameOf } from '../../src/server/referee';
import { publicHash, refereedAct, refereedStart } from '../../src/core/refereed';
import { randInt, seedRng } from '../../src/core/rng';
import type { Action, Game, MatchRecord } from '../../src/index';
import WebSocket from 'ws';

/** Everything a live socket with this session's cookie is sent, until `done` holds or it closes. */
async function listen(c: SessionClient, id: number, done: (got: any[]) => boolean): Promise<{ got: any[]; closed: number | null }> {
  const ws = new WebSocket(`${srv.base.replace(/^http/, 'ws')}/api/matches/${id}/live?from=0`, { headers: c.cookie ? { cookie: c.cookie } : {} });
  const got: any[] = [];
  let closed: number | null = null;
  await new Promise<void>((ok) => {
    const end = setTimeout(ok, 10_000);
    ws.on('message', (d) => {
      got.push(JSON.parse(d.toString()));
      seen.push(d.toString());
      if (done(got)) (clearTimeout(end), ok());
    });
    ws.on('close', (code) => ((closed = code), clearTimeout(end), ok()));
    ws.on('error', () => {});
  });
  ws.close();
  return { got, closed };
}

const srv = useTestServer('solo', { rateLimit: 100_000, limits: { changesPerMinute: 100_000 } });
const seen: string[] = [];
const guest = () => new SessionClient(() => srv.base, seen);

/** The server's own game of match `id`, read from its database. */
async function serverGame(id: number): Promise<{ game: Game; record: MatchRecord }> {
  const store = openSqlite(srv.file);
  try {
    const m = await store.get(id);
    return { game: gameOf(m!.record as MatchRecord, null), record: m!.record as MatchRecord };
  } finally {
    await store.close();
  }
}

/** The screen's game from what the server sent: the options without seed, the actions, each step's dice. */
function screenOf(ruleset: string, solo: { options: Record<string, unknown>; actions: Action[]; dice: number[][] }): Game {
  const { game } = refereedStart(ruleset, solo.options, solo.dice[0]);
  solo.actions.forEach((a, i) => refereedAct(game, a, solo.dice[i + 1]));
  return game;
}

const GAMES = ['gridiron', 'dungeon', 'rush', 'runeball'];

describe('hot seat through the referee', () => {
  for (const ruleset of GAMES) {
    it(`${ruleset}: the screen's game stays the server's, step by step, from the dice alone`, async () => {
      const me = guest();
      const made = await me.call('POST', '/api/online', { ruleset, solo: {} });
      expect(made.status).toBe(201);
      expect(made.json.guest.csrf).toBeTruthy();
      const id = made.json.id as number;
      const screen = screenOf(ruleset, made.json.solo);
      const rng = seedRng(11);
      let rolled = 0;
      for (let i = 0; i < 80 && screen.pending; i++) {
        const a = screen.pending.actions[randInt(rng, screen.pending.actions.length)];
        const r = await me.call('POST', `/api/matches/${id}/actions`, { seq: screen.step, actions: [a] });
        expect(r.status, JSON.stringify(r.json)).toBe(200);
        expect(r.json.dice).toHaveLength(1);
        rolled += r.json.dice[0].length;
        refereedAct(screen, a, r.json.dice[0]);
        if (i % 20 === 0) expect(publicHash(screen)).toBe(publicHash((await serverGame(id)).game));
      }
      expect(rolled).toBeGreaterThan(0);
      const { game, record } = await serverGame(id);
      expect(publicHash(screen)).toBe(publicHash(game));
      // The seed is nowhere in what this match's creator was sent, nor in their own game.
      expect(seen.some((t) => t.includes(String(record.seed)))).toBe(false);
      expect(JSON.stringify(screen)).not.toContain(String(record.seed));
      // Opened again (a reload), the match is rebuilt from the dice the same way.
      const again = await me.call('GET', `/api/matches/${id}/play`);
      expect(publicHash(screenOf(ruleset, again.json.solo))).toBe(publicHash(game));
    });
  }

  it('refuses anyone but its creator: another guest, an account, no session', async () => {
    const me = guest();
    const made = await me.call('POST', '/api/online', { ruleset: 'gridiron', title: 'mine', solo: {} });
    const id = made.json.id as number;
    const screen = screenOf('gridiron', made.json.solo);
    const a = screen.pending!.actions[0];
    const other = guest();
    await other.call('POST', '/api/guest', { name: 'Mallory' });
    const account = await SessionClient.signedUp(() => srv.base, 'eve', seen);
    for (const c of [other, account, new SessionClient(() => srv.base, seen)]) {
      const r = await c.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [a] });
      expect([401, 403]).toContain(r.status);
      expect((await c.call('GET', `/api/matches/${id}/play`)).status).toBe(403);
      expect([401, 403]).toContain((await c.call('POST', `/api/matches/${id}/take-back`, { seq: 0, steps: 1 })).status);
      // The whole-record save of the old hot seat is no way in either.
      expect((await c.call('PUT', `/api/matches/${id}`, { record: { format: 'x', ruleset: 'gridiron', version: 1, seed: 1, options: {}, actions: [] } })).status).toBe(403);
    }
    expect((await serverGame(id)).game.step).toBe(0);
    // The creator still plays it.
    expect((await me.call('POST', `/api/matches/${id}/actions`, { seq: 0, actions: [a] })).status).toBe(200);
  });

  it('takes back at once, without asking anyone, only steps that rolled no die', async () => {
    const me = guest();
    const made = await me.call('POST', '/api/online', { ruleset: 'gridiron', solo: {} });
    const id = made.json.id as number;
    const screen = screenOf('gridiron', made.json.solo);
    const rng = seedRng(5);
    let tookBack = 0;
    let refused = 0;
    for (let i = 0; i < 120 && screen.pending && (tookBack === 0 || refused === 0); i++) {
      const seat = screen.pending.seat;
      const a = screen.pending.actions[randInt(rng, screen.pending.actions.length)];
      const r = await me.call('POST', `/api/matches/${id}/actions`, { seq: screen.step, actions: [a] });
      const before = structuredClone(screen);
      refereedAct(screen, a, r.json.dice[0]);
      if (screen.pending?.seat !== seat || screen.result) continue;
      const back = await me.call('POST', `/api/matches/${id}/take-back`, { seq: screen.step, steps: 1 });
      if (r.json.dice[0].length > 0) {
        expect(back.status).toBe(409);
        refused++;
      } else {
        expect(back.status, JSON.stringify(back.json)).toBe(200);
        expect(back.json.step).toBe(before.step);
        tookBack++;
        Object.assign(screen, before);
        for (const k of Object.keys(screen)) if (!(k in before)) delete (screen as Record<string, unknown>)[k];
      }
    }
    expect(tookBack).toBeGreaterThan(0);
    expect(publicHash(screen)).toBe(publicHash((await serverGame(id)).game));
  });
});

describe('the live channel of a hot-seat match', () => {
  it('sends its creator each step with its dice, and lets no one else in', async () => {
    const me = guest();
    const made = await me.call('POST', '/api/online', { ruleset: 'dungeon', solo: {} });
    const id = made.json.id as number;
    const screen = screenOf('dungeon', made.json.solo);
    const rng = seedRng(2);
    for (let i = 0; i < 30 && screen.pending; i++) {
      const a = screen.pending.actions[randInt(rng, screen.pending.actions.length)];
      const r = await me.call('POST', `/api/matches/${id}/actions`, { seq: screen.step, actions: [a] });
      refereedAct(screen, a, r.json.dice[0]);
    }
    // From step 0: the whole match again, from the live channel's steps alone.
    const mine = await listen(me, id, (got) => got.some((m) => m.live !== undefined));
    const steps = mine.got.filter((m) => typeof m.seq === 'number');
    expect(steps).toHaveLength(screen.step);
    const again = screenOf('dungeon', { ...made.json.solo, actions: steps.map((m) => m.action), dice: [made.json.solo.dice[0], ...steps.map((m) => m.dice)] });
    expect(publicHash(again)).toBe(publicHash(screen));
    const other = guest();
    await other.call('POST', '/api/guest', { name: 'Mallory' });
    const theirs = await listen(other, id, () => false);
    expect(theirs.closed).toBe(1008);
    expect(theirs.got.some((m) => typeof m.seq === 'number')).toBe(false);
    const { record } = await serverGame(id);
    expect(seen.some((t) => t.includes(String(record.seed)))).toBe(false);
  });
});

describe('vs bot through the referee', () => {
  it('the server plays the bot seat; its moves and dice rebuild the same game on the screen', async () => {
    const me = guest();
    const made = await me.call('POST', '/api/online', { ruleset: 'rush', solo: { away: 'bot:random' } });
    expect(made.status).toBe(201);
    const id = made.json.id as number;
    const rng = seedRng(9);
    let mine = 0;
    let theirs = 0;
    for (let i = 0; i < 60; i++) {
      // Wait for the bot to hand the decision back (it plays in the background).
      let play = await me.call('GET', `/api/matches/${id}/play`);
      for (let t = 0; t < 100 && play.json.pending && play.json.pending.seat !== 'home'; t++) {
        await new Promise((ok) => setTimeout(ok, 20));
        play = await me.call('GET', `/api/matches/${id}/play`);
      }
      if (!play.json.pending) break;
      const screen = screenOf('rush', play.json.solo);
      expect(publicHash(screen)).toBe(publicHash((await serverGame(id)).game));
      theirs = play.json.solo.actions.length - mine;
      const a = screen.pending!.actions[randInt(rng, screen.pending!.actions.length)];
      // The bot's seat is not the guest's to play.
      if (i === 0) expect(screen.pending!.seat).toBe('home');
      const r = await me.call('POST', `/api/matches/${id}/actions`, { seq: screen.step, actions: [a] });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      mine++;
    }
    expect(theirs).toBeGreaterThan(0);
    const { record } = await serverGame(id);
    expect(seen.some((t) => t.includes(String(record.seed)))).toBe(false);
  });

  it('refuses a match with no person in it, a bot that does not exist, or a seed given', async () => {
    expect((await guest().call('POST', '/api/online', { ruleset: 'rush', solo: { home: 'bot:random', away: 'bot:random' } })).status).toBe(400);
    expect((await guest().call('POST', '/api/online', { ruleset: 'rush', solo: { away: 'bot:nobody' } })).status).toBe(400);
    expect((await guest().call('POST', '/api/online', { ruleset: 'rush', solo: { nowhere: 'human' } })).status).toBe(400);
    // A seed of the player's own is refused: the server rolls from its own secret one (only a test server takes one).
    const seeded = await guest().call('POST', '/api/online', { ruleset: 'rush', options: { seed: '2024' }, solo: {} });
    expect(seeded.status).toBe(400);
    expect(seeded.json.error).toMatch(/^options\.seed/);
  });
});
