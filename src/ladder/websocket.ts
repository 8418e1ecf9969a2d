// A WebSocket bot: a program that listens at a ws:// address and speaks the turnover-bot/1 messages of
// docs/bot-protocol.md, one JSON object per WebSocket message. The ladder connects once per seat per match and
// closes the connection when the match ends, so a connection is one seat of one match and needs no match id; a bot
// that fails loses that match only. Every failure is a BotError of one line in our own words: nothing the bot sent
// (a reply, a close reason, an HTTP answer) is quoted, since the ladder stores and shows these lines.

import WebSocket from 'ws';
import type { Game } from '../core/game';
import type { Action, Decision } from '../core/types';
import { askFor, BotError, readReply } from './external';
import type { Seat } from './seat';

/** A reply is one decision: a bot that sends more than this is cut off rather than read into memory. */
export const MAX_REPLY_BYTES = 1 << 20;
/** Answers kept while no question waits for them: past this many, the bot is not answering the questions. */
const MAX_UNASKED = 16;

/** Why a connection failed, from the library's error code only (its messages may carry what the peer sent). */
function failureOf(e: Error & { code?: string }, opened: boolean): string {
  if (e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return `sent a message over ${MAX_REPLY_BYTES} bytes`;
  const code = typeof e.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(e.code) ? e.code : null;
  if (!opened) return `could not connect (${code ?? (/handshake has timed out/.test(e.message) ? 'handshake timed out' : 'handshake refused')})`;
  return `broke the connection (${code ?? 'protocol error'})`;
}

export function websocketSeat(name: string, url: string, opts: { timeoutMs: number }): Seat {
  // The decision's own deadline ends a handshake that hangs; the library's timeout is only a backstop for it.
  const socket = new WebSocket(url, { handshakeTimeout: opts.timeoutMs + 1000, maxPayload: MAX_REPLY_BYTES, followRedirects: false });
  const messages: (string | null)[] = [];
  let waiting: ((message: string | null) => void) | null = null;
  let opened = false;
  let ended = false;
  let failure: string | null = null;
  const deliver = (message: string | null) => {
    const w = waiting;
    waiting = null;
    if (w) w(message);
    else if (message !== null && messages.length >= MAX_UNASKED) {
      // A bot that answers questions it was not asked would fill the worker's memory: it is cut off.
      failure ??= 'sent more answers than it was asked for';
      messages.length = 0;
      socket.terminate();
    } else messages.push(message);
  };
  socket.on('open', () => {
    opened = true;
    deliver('');
  });
  // A binary message cannot be a JSON text: it is read as a reply that is not JSON.
  socket.on('message', (data, isBinary) => deliver(isBinary ? '\u0000' : data.toString()));
  // 'error' always has a listener: an unheard one would end the worker process, not the match.
  socket.on('error', (e) => {
    failure ??= failureOf(e, opened);
  });
  socket.on('close', (code) => {
    failure ??= opened ? `closed the connection (code ${code})` : 'could not connect';
    ended = true;
    deliver(null);
  });

  const next = (deadline: number): Promise<string | null> => {
    if (messages.length) return Promise.resolve(messages.shift()!);
    if (ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting = null;
        reject(new BotError(`no reply within ${opts.timeoutMs} ms`));
      }, Math.max(0, deadline - Date.now()));
      waiting = (m) => {
        clearTimeout(timer);
        resolve(m);
      };
    });
  };

  let connected = false;
  return {
    async choose(game: Game, d: Decision): Promise<Action> {
      const fail = (why: string) => new BotError(`bot ${name}: ${why} (step ${game.step + 1}, ${d.kind})`);
      // The time limit counts from the question, and the first question waits for the connection too.
      const deadline = Date.now() + opts.timeoutMs;
      let message: string | null;
      try {
        if (!connected) {
          const open = await next(deadline);
          if (open === null) throw fail(failure ?? 'could not connect');
          connected = true;
        }
        if (ended && messages.length === 0) throw fail(failure ?? 'closed the connection');
        socket.send(JSON.stringify(askFor(game, d)));
        message = await next(deadline);
      } catch (e) {
        throw e instanceof BotError && e.message.startsWith(`bot ${name}: `) ? e : fail((e as Error).message);
      }
      if (message === null) throw fail(failure ?? 'closed the connection');
      return readReply(message, d, fail);
    },
    close() {
      if (socket.readyState === WebSocket.CONNECTING) return socket.terminate();
      if (socket.readyState !== WebSocket.OPEN) return;
      socket.close(1000, 'match over');
      // A bot that does not answer the close is cut off.
      const t = setTimeout(() => socket.terminate(), 2000);
      t.unref();
      socket.once('close', () => clearTimeout(t));
    },
  };
}
