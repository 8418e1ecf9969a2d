// A ladder entry: a built-in bot with its settings, or an external bot that speaks the protocol of
// docs/bot-protocol.md, as a program on stdin/stdout or as a WebSocket server at an address. Entries are plain JSON, stored with the ladder, so every worker builds the same bots.

import { botNames, makeBot, type BotSettings } from '../bots/index';
import { externalSeat } from './external';
import type { Seat } from './seat';
import { websocketSeat } from './websocket';

export type Entry =
  | { name: string; bot: string; settings?: BotSettings }
  | {
      name: string;
      /** The program and its arguments, e.g. ["python3", "examples/ladder_bot.py"]. */
      command: string[];
      /** Milliseconds the program has for each decision (default 10,000). */
      timeoutMs?: number;
    }
  | {
      name: string;
      /** Where the bot listens, e.g. "ws://127.0.0.1:8765": connected to once per seat per match. */
      url: string;
      /** Milliseconds the bot has for each decision, the first one including the connection (default 10,000). */
      timeoutMs?: number;
    };


const NAME = /^[\w.+-]{1,40}$/;

/** Checks a parsed entries file, naming the first field that is wrong. */
export function parseEntries(value: unknown): Entry[] {
  const bad = (why: string) => new Error(`entries: ${why}`);
  if (!Array.isArray(value) || value.length < 2) throw bad('expected a list of at least two entries');
  const seen = new Set<string>();
  return value.map((e, i) => {
    const at = `entry ${i + 1}`;
    if (!e || typeof e !== 'object' || Array.isArray(e)) throw bad(`${at} must be an object`);
    const o = e as Record<string, unknown>;
    if (typeof o.name !== 'string' || !NAME.test(o.name)) throw bad(`${at}: "name" must be 1 to 40 letters, digits or . + - _`);
    if (seen.has(o.name)) throw bad(`${at}: "name" is the name of an earlier entry`);
    seen.add(o.name);
    if ('bot' in o) {
      if (typeof o.bot !== 'string' || !botNames().includes(o.bot)) throw bad(`${at}: "bot" must be one of ${botNames().join(', ')}`);
      const s = o.settings;
      if (s !== undefined) {
        if (!s || typeof s !== 'object' || Array.isArray(s)) throw bad(`${at}: "settings" must be an object`);
        for (const [k, v] of Object.entries(s)) {
          if (k !== 'iterations' && k !== 'horizon') throw bad(`${at}: "settings" holds a field that is not a setting (settings: iterations, horizon)`);
          if (!Number.isInteger(v) || (v as number) < 1) throw bad(`${at}: "settings.${k}" must be a whole number of at least 1`);
        }
      }
      return { name: o.name, bot: o.bot, ...(s ? { settings: s as BotSettings } : {}) };
    }
    if ('command' in o) {
      const c = o.command;
      if (!Array.isArray(c) || c.length === 0 || !c.every((w) => typeof w === 'string' && w !== '')) throw bad(`${at}: "command" must be a list of words, the program first`);
      if (o.timeoutMs !== undefined && (!Number.isInteger(o.timeoutMs) || (o.timeoutMs as number) < 1)) throw bad(`${at}: "timeoutMs" must be a whole number of milliseconds`);
      return { name: o.name, command: c as string[], ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs as number } : {}) };
    }
    if ('url' in o) {
      if (typeof o.url !== 'string' || !isBotUrl(o.url)) throw bad(`${at}: "url" must be a ws:// or wss:// address`);
      if (o.timeoutMs !== undefined && (!Number.isInteger(o.timeoutMs) || (o.timeoutMs as number) < 1)) throw bad(`${at}: "timeoutMs" must be a whole number of milliseconds`);
      return { name: o.name, url: o.url, ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs as number } : {}) };
    }
    throw bad(`${at} needs "bot" (a built-in bot), "command" (a program) or "url" (a WebSocket bot)`);
  });
}

function isBotUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === 'ws:' || u.protocol === 'wss:') && u.hostname !== '' && text.length <= 2000;
  } catch {
    return false;
  }
}

/** The seat for one match; `seed` seeds a built-in bot as `turnover play` would. `cwd`: where commands run. */
export function seatFor(entry: Entry, seed: string, cwd?: string): Seat {
  if ('bot' in entry) {
    const bot = makeBot(entry.bot, seed, entry.settings);
    return { choose: (g, d) => bot.choose(g, d), close() {} };
  }
  if ('url' in entry) return websocketSeat(entry.name, entry.url, { timeoutMs: entry.timeoutMs ?? 10_000 });
  return externalSeat(entry.name, entry.command, { timeoutMs: entry.timeoutMs ?? 10_000, cwd });
}
