// A position as a link: #/analysis/<code>, the code being the position's JSON packed (deflate) in URL-safe base64,
// after a version letter. Opening a link checks it step by step, and a bad one is named by what is wrong with it in
// one line that never repeats what the link holds (a link is anyone's text).

import { newGame, rulesets, type Json } from '../engine';
import { ANALYSIS_SEED, isAnalysisGame, type Position } from './position';

const VERSION = 'a';
/** Longer links are refused before unpacking; an unpacked position past this is refused too (a packing bomb). */
export const MAX_LINK = 8000;
const MAX_JSON = 200_000;

export class LinkError extends Error {
  override name = 'LinkError';
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > max) {
      await reader.cancel();
      throw new LinkError('the link holds a position too large to open');
    }
    parts.push(value);
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}

/** The link code of a position. */
export async function encodePosition(p: Position): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ r: p.r, o: p.o }));
  return VERSION + toBase64Url(await pipe(json, new CompressionStream('deflate-raw'), Infinity));
}

/** The position a link code holds, checked as far as the rules; a LinkError names what is wrong. */
export async function decodePosition(code: string): Promise<Position> {
  if (!code) throw new LinkError('the link holds no position');
  if (code.length > MAX_LINK) throw new LinkError(`the link is longer than ${MAX_LINK} characters`);
  if (code[0] !== VERSION) throw new LinkError('the link is not an analysis position this app knows (its version letter is wrong)');
  const body = code.slice(1);
  if (!/^[A-Za-z0-9_-]+$/.test(body) || body.length % 4 === 1) throw new LinkError('the link is damaged: its code has characters outside A-Z, a-z, 0-9, - and _, or a cut end');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await pipe(fromBase64Url(body), new DecompressionStream('deflate-raw'), MAX_JSON));
  } catch (e) {
    if (e instanceof LinkError) throw e;
    throw new LinkError('the link is damaged: its code does not unpack');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new LinkError('the link is damaged: its position is not JSON');
  }
  return checkPosition(raw);
}

/** Checks the shape of an unpacked position and sets it up once, so that every rule the scenario breaks is found now. */
export function checkPosition(raw: unknown): Position {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new LinkError('the link\'s position is not an object');
  const { r, o } = raw as { r?: unknown; o?: unknown };
  if (!isAnalysisGame(r)) throw new LinkError('the link names no game the analysis board sets up (gridiron, dungeon, rush, runeball)');
  if (!o || typeof o !== 'object' || Array.isArray(o)) throw new LinkError('the link\'s options are not an object');
  const schema = rulesets().find((i) => i.id === r)!.options;
  for (const k of Object.keys(o)) {
    if (k === 'seed' || (k !== 'scenario' && !Object.hasOwn(schema, k))) throw new LinkError(`the link has an option the ${r} board does not take`);
  }
  const sc = (o as Record<string, unknown>).scenario;
  if (!sc || typeof sc !== 'object' || Array.isArray(sc)) throw new LinkError('the link has no position (its scenario is missing)');
  if ('dice' in sc) throw new LinkError('the link scripts dice, which an analysis position does not');
  const p: Position = { r, o: o as Record<string, Json> };
  try {
    newGame(r, { ...p.o, seed: ANALYSIS_SEED });
  } catch (e) {
    throw new LinkError(`the link's position breaks a rule: ${unechoed((e as Error).message, raw)}`);
  }
  return p;
}

/** An engine's message with nothing the link wrote in it: a quoted part that is one of the link's own strings is
 * dropped, and the message is cut to one short line. */
export function unechoed(message: string, raw: unknown): string {
  const mine = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') mine.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, w] of Object.entries(v)) (mine.add(k), walk(w));
  };
  walk(raw);
  let line = message.split('\n')[0].replace(/"([^"]*)"/g, (all, inner: string) => (mine.has(inner) ? '(a value in the link)' : all));
  // Unquoted, only the plain words a rule names (home, standing) may stay: anything else the link wrote goes.
  for (const s of [...mine].sort((a, b) => b.length - a.length)) if (s && !/^[a-z][a-z -]{0,19}$/.test(s)) line = line.split(s).join('(a value in the link)');
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}
