// An external bot: a program that reads one JSON line per decision on stdin and answers with one JSON line on
// stdout (docs/bot-protocol.md). One process per seat per match, so a crash loses one match, never the ladder.
// Every way a program can fail to answer becomes a BotError with one line that names the bot and the step.

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { matchAction } from '../core/engine';
import { view, type Game } from '../core/game';
import type { Action, Decision } from '../core/types';
import type { Seat } from './seat';

export class BotError extends Error {
  override name = 'BotError';
}

export const PROTOCOL = 'turnover-bot/1';

/** The message that asks a bot for one decision: the same whether it goes down a pipe or a WebSocket. */
export function askFor(game: Game, d: Decision) {
  return {
    protocol: PROTOCOL,
    ruleset: game.ruleset,
    seat: d.seat,
    step: game.step + 1,
    decision: { kind: d.kind, prompt: d.prompt },
    view: view(game, d.seat),
    actions: d.actions,
  };
}

/** Reads a bot's answer to `d`. What the bot sent is never quoted back: `fail` gets only our own words. */
export function readReply(line: string, d: Decision, fail: (why: string) => BotError): Action {
  let reply: unknown;
  try {
    reply = JSON.parse(line);
  } catch {
    throw fail('its reply is not JSON');
  }
  // A bare number is an index too.
  const r = (typeof reply === 'number' ? { index: reply } : reply) as { index?: unknown; action?: unknown } | null;
  if (!r || typeof r !== 'object' || Array.isArray(r) || !('index' in r || 'action' in r)) throw fail('its reply has neither "index" nor "action"');
  if ('index' in r) {
    const i = r.index;
    if (!Number.isInteger(i) || (i as number) < 0 || (i as number) >= d.actions.length) {
      throw fail(`its reply's "index" is not one of 0 to ${d.actions.length - 1}`);
    }
    return d.actions[i as number];
  }
  try {
    return matchAction(d, r.action);
  } catch (e) {
    throw fail(`its reply's "action" is not legal now: ${(e as Error).message}`);
  }
}

export function externalSeat(name: string, command: string[], opts: { timeoutMs: number; cwd?: string }): Seat {
  const child = spawn(command[0], command.slice(1), { cwd: opts.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  let failure: string | null = null;
  let lastErr = '';
  const deliver = (line: string | null) => {
    const w = waiting;
    waiting = null;
    if (w) w(line);
    else if (line !== null) lines.push(line);
  };
  createInterface({ input: child.stdout }).on('line', deliver);
  createInterface({ input: child.stderr }).on('line', (l) => {
    if (l.trim()) lastErr = l.trim().slice(0, 200);
  });
  child.on('error', (e) => {
    failure = `could not start (${(e as NodeJS.ErrnoException).code ?? e.message})`;
    ended = true;
    deliver(null);
  });
  child.on('exit', (code, signal) => {
    failure ??= `exited (${signal ? `signal ${signal}` : `code ${code}`})${lastErr ? `: ${lastErr}` : ''}`;
    ended = true;
    // stdout may still hold a last line: let readline flush it first.
    setImmediate(() => deliver(null));
  });
  child.stdin.on('error', () => {});

  const nextLine = (timeoutMs: number): Promise<string | null> => {
    if (lines.length) return Promise.resolve(lines.shift()!);
    if (ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting = null;
        reject(new BotError(`no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  };

  return {
    async choose(game: Game, d: Decision): Promise<Action> {
      const step = game.step + 1;
      const fail = (why: string) => new BotError(`bot ${name}: ${why} (step ${step}, ${d.kind})`);
      if (ended && lines.length === 0) throw fail(failure ?? 'has exited');
      child.stdin.write(JSON.stringify(askFor(game, d)) + '\n');
      let line: string | null;
      try {
        line = await nextLine(opts.timeoutMs);
      } catch (e) {
        throw fail((e as Error).message);
      }
      if (line === null) throw fail(failure ?? 'closed its output');
      return readReply(line, d, fail);
    },
    close() {
      child.stdin.end();
      // A bot that does not leave when its input ends is stopped.
      const t = setTimeout(() => child.kill('SIGKILL'), 2000);
      t.unref();
      child.once('exit', () => clearTimeout(t));
    },
  };
}
