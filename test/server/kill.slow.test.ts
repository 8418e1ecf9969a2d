// "Kill -9 of the server at any moment loses no acknowledged action": a client plays a gridiron match against a
// server process that is killed (SIGKILL) again and again at random moments while moves stream in, and restarted on
// the same database. Every action the server acknowledged must be in the stored record after each restart, and the
// record must replay to its stored end; the match goes on from there. On SQLite and PostgreSQL.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeBot } from '../../src/bots/index';
import { seedRng, randInt } from '../../src/core/rng';
import { act, finishRecord, replay, startMatch, type Action, type Game, type MatchRecord } from '../../src/index';
import { PROJECT_DIR } from '../../src/server/app';
import { useTestDatabase } from './test-database';

const dir = mkdtempSync(join(tmpdir(), 'turnover-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server process on a free port; resolves with its address once it listens. */
function serve(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_DIR, 'src/server/main.ts')], {
    cwd: PROJECT_DIR,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (\S+)/.exec(out);
      if (m) resolve({ url: m[1].replace(/\/$/, ''), child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
}

/** Resolves once the process has exited, whether or not it already had. */
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const bare = ({ label: _l, hint: _h, ...a }: Action) => a;

async function playThroughKills(env: Record<string, string>, kills: number) {
  const bot = makeBot('random', 'kill');
  let server = await serve(env);
  const m = startMatch('gridiron', { seed: 'kill' });
  const created = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ record: finishRecord(m) }) });
  const id = ((await created.json()) as { id: number }).id;
  let game: Game = m.game;
  let acked: Action[] = [];
  let lost = 0;
  const stored = async (): Promise<MatchRecord> => ((await (await fetch(`${server.url}/api/matches/${id}`)).json()) as { record: MatchRecord }).record;

  // Seeded, so a failure comes back on the next run.
  const rng = seedRng('kill');
  for (let k = 0; k < kills && game.pending; k++) {
    // Moves stream in, one at a time as acknowledgements come, until the kill: armed after a number of moves (not a
    // time, which a loaded machine would fill with fewer moves), it lands a few milliseconds on, mostly mid-request.
    let alive = true;
    let killer: NodeJS.Timeout | undefined;
    const armAfter = 6 + randInt(rng, 10);
    let moved = 0;
    while (alive && game.pending) {
      if (moved++ === armAfter) killer = setTimeout(() => ((alive = false), server.child.kill('SIGKILL')), randInt(rng, 30));
      const a = bare(bot.choose(game, game.pending));
      try {
        const res = await fetch(`${server.url}/api/matches/${id}/actions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seq: game.step, actions: [a] }) });
        if (res.status !== 200) throw new Error(`the server answered ${res.status}: ${await res.text()}`);
        await res.json();
        act(game, a);
        acked.push(a);
      } catch (e) {
        if (alive) throw e;
        lost++;
      }
    }
    clearTimeout(killer);
    if (!game.pending) break;
    await exited(server.child);
    server = await serve(env);
    // Every acknowledged action is there; one more may be (stored, its answer lost with the server).
    const record = await stored();
    expect(record.actions.slice(0, acked.length).map(bare)).toEqual(acked);
    expect(record.actions.length - acked.length).toBeLessThanOrEqual(1);
    // replay() checks the stored end (its state hash) as well as every step.
    game = replay(record).game;
    acked = record.actions.map(bare);
  }
  server.child.kill('SIGTERM');
  await exited(server.child);
  return { steps: acked.length, lost };
}

describe('kill -9 under a running match', () => {
  it('on SQLite, loses no acknowledged action', async () => {
    const { steps } = await playThroughKills({ TURNOVER_DB: join(dir, 'kill.sqlite'), DATABASE_URL: '' }, 8);
    expect(steps).toBeGreaterThan(40);
  }, 300_000);

  const db = useTestDatabase();
  it('on PostgreSQL, loses no acknowledged action', async () => {
    const { steps } = await playThroughKills({ DATABASE_URL: db.url }, 8);
    expect(steps).toBeGreaterThan(40);
  }, 300_000);
});
