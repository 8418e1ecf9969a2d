// `npm start`: serves the web app and the API on localhost and prints the address.
//   PORT           the port (3000)
//   HOST           the interface to listen on (127.0.0.1; 0.0.0.0 for every interface)
//   DATABASE_URL   store matches in PostgreSQL instead of data/turnover.sqlite
//   TURNOVER_PG_POOL connections to PostgreSQL per process (16)
//   TURNOVER_DB    another SQLite file
//   TURNOVER_LADDER_DB the SQLite file of `turnover ladder` (--db), for the app's ladder pages (with DATABASE_URL the
//                  ladders are read from that PostgreSQL)
//   TURNOVER_HOSTS host names the server is reached by (comma-separated), besides localhost and IP addresses:
//                  requests naming any other host are refused (DNS rebinding)

import { startServer } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const { url, store, close } = await startServer(
    {
      databaseUrl: process.env.DATABASE_URL || undefined,
      sqliteFile: process.env.TURNOVER_DB || undefined,
      ladderFile: process.env.TURNOVER_LADDER_DB || undefined,
      allowedHosts: (process.env.TURNOVER_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    },
    port,
    host,
  );
  console.log(`Turnover is running at ${url} (matches stored in ${store.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'})`);
  const stop = () => {
    close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE') console.error(`Port ${port} is in use: start with PORT=<another port> npm start`);
  else console.error(`Turnover could not start: ${err.message}`);
  process.exit(1);
}
