// The HTTP server: Fastify, with its static, compress and rate-limit plugins. Every request passes the guards below
// before any route sees it, every route validates what it takes with a JSON schema (api.ts), and every error goes
// back as one line that names the problem and repeats nothing the request sent.

import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve, sep } from 'node:path';

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The largest request body taken: a long match's save is a few MB; the longest legal records seen are ~19 MB. */
export const MAX_BODY = 32 * 1024 * 1024;

export interface HttpOptions {
  staticDir: string;
  /** Host names (besides loopback names and IP addresses) the server answers to: those it is reached by. */
  allowedHosts?: string[];
  /** Requests per IP address per minute (the plugin's window), beyond which it answers 429. */
  rateLimit?: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_NAMES = new Set(['localhost', 'localhost.']);

/** The host name of a Host or Origin value, lower case, without port or brackets; null when it is not one. */
function hostName(value: string): string | null {
  try {
    return new URL(`http://${value}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
}

/** A Host a browser could have been tricked into sending is a DNS name that is not ours (DNS rebinding: evil.example
 * resolving to 127.0.0.1). An IP address cannot be rebound, and loopback names resolve to this machine alone. */
function hostAllowed(host: string | undefined, allowed: Set<string>): boolean {
  if (!host) return false;
  const name = hostName(host);
  if (!name) return false;
  return isIP(name) !== 0 || LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || allowed.has(name);
}

/** A state-changing request must come from a page of this server, or from no page (a script, curl, the CLI). */
function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === String(req.headers.host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

function isJson(req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

/** One line naming what was wrong with a request that failed its schema: where, and what was wanted, never the value. */
function schemaMessage(e: FastifyError): string {
  const v = e.validation?.[0];
  if (!v) return 'the request does not have the expected shape';
  const where = `${e.validationContext ?? 'request'}${v.instancePath.replaceAll('/', '.')}`;
  if (v.keyword === 'additionalProperties') return `${where}: has a field this API does not take`;
  if (v.keyword === 'pattern' && where === 'params.id') return 'the path must end in a match number, a whole number from 1';
  if (v.keyword === 'pattern') return `${where}: not of the expected form`;
  if (v.keyword === 'maxLength' || v.keyword === 'maxItems' || v.keyword === 'maxProperties') return `${where}: too long`;
  // Ajv's messages name the schema's wants ("must be object", "must have required property 'record'"), not the data.
  return `${where}: ${v.message ?? 'not as expected'}`.slice(0, 200);
}

export async function makeHttp(o: HttpOptions, routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: MAX_BODY,
    // Fastify's Ajv defaults quietly change what was sent (coercing types, dropping unknown fields): refuse instead.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false, allowUnionTypes: true } },
    logger: false,
  });
  // Fastify's own JSON parser (it refuses "__proto__" and "constructor" keys outright), but a JSON request without
  // a body (a DELETE says it speaks JSON too, so a page from elsewhere cannot send it) is a request with no body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') done(null, undefined);
    else
      json(req, body as string, (err, value) => {
        if (!err) return done(null, value);
        // It refuses valid JSON only for a "__proto__" or "constructor" key: say so, rather than "not JSON".
        try {
          JSON.parse(body as string);
        } catch {
          return done(err, undefined);
        }
        done(new HttpError(400, 'the request body has a "__proto__" or "constructor" key, which this server refuses'), undefined);
      });
  });
  const allowed = new Set((o.allowedHosts ?? []).map((h) => hostName(h) ?? h.toLowerCase()));

  app.setErrorHandler((e: FastifyError & { statusCode?: number }, req, reply) => {
    let status = e instanceof HttpError ? e.status : (e.statusCode ?? 500);
    let message: string;
    if (e instanceof HttpError) message = e.message;
    else if (e.validation) {
      status = 400;
      message = schemaMessage(e);
    } // A route may take less than the server's limit (POST /api/odds): the limit named is the route's.
    else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = `the request body is larger than the ${(req.routeOptions?.bodyLimit ?? MAX_BODY) / 1024 / 1024} MB this ${req.routeOptions?.bodyLimit && req.routeOptions.bodyLimit < MAX_BODY ? 'request' : 'server'} takes`;
    else if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'a request with a body must send it as JSON (Content-Type: application/json)';
    else if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'the request says it sends JSON but its body is empty';
    else if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.name === 'SyntaxError') {
      status = 400;
      message = 'the request body is not JSON';
    } else if (status === 429) message = 'too many requests from this address: wait a minute and try again';
    else if (status >= 500) message = 'the server failed on this request (its log has the error)';
    else message = 'the request was refused';
    // A 500 is our bug: its message may hold anything the request carried, so the log has it and the client not.
    if (status >= 500) console.error(e);
    // A request refused before its body was read leaves that body on the connection, where it would be taken for
    // the next request: the connection is closed after this answer instead.
    const unread = req.body === undefined && (req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined;
    if (unread) void reply.header('connection', 'close');
    void reply.code(status).header('cache-control', 'no-store').send({ error: message });
  });

  // Before anything else, even the rate limit: a request for another host name is no request of ours.
  app.addHook('onRequest', async (req) => {
    if (!hostAllowed(req.headers.host, allowed)) {
      throw new HttpError(421, 'this server does not answer to that host name (set TURNOVER_HOSTS to the names it is reached by)');
    }
    if (STATE_CHANGING.has(req.method)) {
      if (!sameOrigin(req)) throw new HttpError(403, 'a request that changes something must come from this server\'s own pages');
      if (!isJson(req)) throw new HttpError(415, 'a request that changes something must be sent as JSON (Content-Type: application/json)');
    }
  });

  await app.register(rateLimit, {
    max: o.rateLimit ?? 1200,
    timeWindow: '1 minute',
    // The default answer repeats the limit's numbers only, but it is ours to word.
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });
  await app.register(compress, { global: true, threshold: 1024 });

  routes(app);

  const root = resolve(o.staticDir);
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: 'index.html',
      // Vite's assets carry a content hash in their names: kept for a year. The page itself is checked every time.
      setHeaders: (res, path) => res.header('cache-control', path.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  const apiPaths = [/^\/api\/(health|matches|online|accounts|session|guest)$/, /^\/api\/matches\/[^/]+$/, /^\/api\/matches\/[^/]+\/(actions|join|play)$/];
  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/')) {
      // Neither the method nor the path is repeated: both are whatever the client sent.
      if (apiPaths.some((p) => p.test(path))) throw new HttpError(405, 'this API route does not take that method');
      throw new HttpError(404, 'no API route has this path');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'outside /api/ only GET and HEAD are allowed');
    // Any other page is the app's own, which routes by the URL's hash.
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build:web` (npm start does it for you).\n');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
