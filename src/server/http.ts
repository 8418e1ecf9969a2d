// A router of our own: a list of (method, path pattern, handler), JSON in and out, and the built web app as
// static files with the index page for every other GET (the app routes by the URL hash).

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export interface Req {
  method: string;
  path: string;
  params: string[];
  body: () => Promise<unknown>;
}

export type Handler = (req: Req) => Promise<{ status?: number; json: unknown }>;
export type Route = [method: string, pattern: RegExp, handler: Handler];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const MAX_BODY = 20 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        fail(new HttpError(413, 'the request body is too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return ok(undefined);
      try {
        ok(JSON.parse(text));
      } catch {
        fail(new HttpError(400, 'the request body is not JSON'));
      }
    });
    req.on('error', fail);
  });
}

function send(res: ServerResponse, status: number, json: unknown): void {
  const body = JSON.stringify(json);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

function serveFile(res: ServerResponse, root: string, urlPath: string): void {
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  } catch {
    rel = '';
  }
  let file = resolve(root, rel);
  // Outside the web app's folder, a missing file or a folder: the app's own page, which routes by hash.
  if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built: run `npm run build:web` (npm start does it for you).\n');
    return;
  }
  const hashed = file.includes(`${join(root, 'assets')}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

export function makeServer(routes: Route[], staticDir: string): Server {
  const root = resolve(staticDir);
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    try {
      if (url.pathname.startsWith('/api/')) {
        const onPath = routes.filter(([, p]) => p.test(url.pathname));
        const route = onPath.find(([m]) => m === method);
        if (!route) {
          // Neither the method nor the path is repeated: both are whatever the client sent.
          if (onPath.length) throw new HttpError(405, `this API route takes ${onPath.map(([m]) => m).join(', ')}`);
          throw new HttpError(404, 'no API route has this path');
        }
        const params = route[1].exec(url.pathname)!.slice(1);
        const out = await route[2]({ method, path: url.pathname, params, body: () => readBody(req) });
        send(res, out.status ?? 200, out.json);
      } else if (method === 'GET' || method === 'HEAD') {
        serveFile(res, root, url.pathname);
      } else {
        throw new HttpError(405, 'outside /api/ only GET and HEAD are allowed');
      }
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 500;
      if (status === 500) console.error(e);
      // A 500 is our bug: its message may hold anything the request carried, so the log has it and the client not.
      if (!res.headersSent) send(res, status, { error: status === 500 ? 'the server failed on this request (its log has the error)' : (e as Error).message });
      else res.end();
    }
  });
}
