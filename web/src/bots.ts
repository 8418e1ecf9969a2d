// The page's side of the bot worker: ask for a move, get a promise of the action; or a match's luck report.

import type { Action, Game, LuckReport, MatchRecord } from './engine';
import type { BotReply, BotRequest, LuckReply, LuckRequest } from './bot-worker';

let worker: Worker | null = null;
let next = 1;
const waiting = new Map<number, { ok: (a: never) => void; fail: (e: Error) => void }>();

function theWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<BotReply | LuckReply>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if ('error' in e.data) w.fail(new Error(e.data.error));
      else w.ok(('report' in e.data ? e.data.report : e.data.action) as never);
    };
  }
  return worker;
}

/** The move `name` makes in `game` for the seat to act; `key` keeps one bot per match and seat. */
export function botMove(key: string, name: string, seed: string, game: Game): Promise<Action> {
  const id = next++;
  return new Promise((ok, fail) => {
    waiting.set(id, { ok, fail });
    theWorker().postMessage({ id, key, name, seed, game } satisfies BotRequest);
  });
}

/** The luck report of a record (src/core/luck.ts), worked out in the worker. */
export function luckReport(record: MatchRecord): Promise<LuckReport> {
  const id = next++;
  return new Promise((ok, fail) => {
    waiting.set(id, { ok, fail });
    theWorker().postMessage({ id, luck: record } satisfies LuckRequest);
  });
}
