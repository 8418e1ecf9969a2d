// The bot ladders on the server, read-only: the app shows a ladder's table and rating chart while `turnover ladder`
// (in-process on SQLite, or its workers on PostgreSQL) plays it. The server reads the same tables: with
// DATABASE_URL the ladder's PostgreSQL, else the SQLite file given as `ladderFile` (TURNOVER_LADDER_DB). The store
// is opened on the first request, so a server that is never asked about ladders never touches them.

import type { FastifyInstance } from 'fastify';
import type { LadderRow, LadderSummary, LadderView } from '../api/ladders';
import { interval } from '../ladder/glicko2';
import { openStore } from '../ladder/open-store';
import type { LadderStore } from '../ladder/store';
import { ratingHistory } from '../ladder/table';
import { HttpError } from './http';

const NAME = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1, maxLength: 200 } } } as const;

export function ladderRoutes(where: { databaseUrl?: string; ladderFile?: string }): { routes: (app: FastifyInstance) => void; close: () => Promise<void> } {
  let store: Promise<LadderStore> | null = null;
  const open = (): Promise<LadderStore> | null => {
    if (!where.databaseUrl && !where.ladderFile) return null;
    store ??= openStore({ databaseUrl: where.databaseUrl, sqliteFile: where.ladderFile });
    return store;
  };
  const summary = async (s: LadderStore, name: string): Promise<LadderSummary & { rows: Awaited<ReturnType<LadderStore['fixtures']>> }> => {
    const spec = await s.ladder(name);
    if (!spec) throw new HttpError(404, 'there is no ladder of that name');
    const rows = await s.fixtures(name);
    return { name, ruleset: spec.ruleset, entries: spec.entries.length, played: rows.filter((r) => r.status === 'played').length, rows };
  };
  return {
    routes: (app) => {
      app.get('/api/ladders', async (): Promise<LadderSummary[]> => {
        const s = await open();
        if (!s) return [];
        return Promise.all((await s.ladders()).map(async (n) => {
          const { rows: _r, ...l } = await summary(s, n);
          return l;
        }));
      });
      app.get<{ Params: { name: string } }>('/api/ladders/:name', { schema: { params: NAME } }, async (req): Promise<LadderView> => {
        const s = await open();
        if (!s) throw new HttpError(404, 'this server keeps no ladder (start it with TURNOVER_LADDER_DB or DATABASE_URL)');
        const { rows, ...l } = await summary(s, req.params.name);
        const spec = (await s.ladder(req.params.name))!;
        const { table, history } = ratingHistory(spec, rows);
        const shown: LadderRow[] = table.map((t) => ({ name: t.name, rating: t.rating, rd: t.rd, interval: interval(t), played: t.played, won: t.won, drawn: t.drawn, lost: t.lost }));
        return { ...l, table: shown, history };
      });
    },
    close: async () => {
      if (store) await (await store).close();
    },
  };
}
