import { readFileSync } from 'node:fs';
import { botNames } from '../../bots/index';
import { normalSeed } from '../../core/game';
import { progressLine } from '../../sim/progress';
import { checkSpec, roundSize, type LadderSpec } from '../../ladder/ladder';
import { openStore } from '../../ladder/open-store';
import { enqueue, runInProcess, startBoss, work } from '../../ladder/run';
import { runWorker } from '../../ladder/worker';
import { standings, tableText } from '../../ladder/table';
import type { FixtureRow, LadderStore } from '../../ladder/store';
import { fsCode, intFlag, parse } from '../args';
import { UsageError, type Command, type Io } from '../command';

export const ladderCommand: Command = {
  name: 'ladder',
  summary: 'run or continue a bot ladder and print its table',
  help: `usage: turnover ladder [--ladder NAME] [--entries FILE.json] [--ruleset RULESET] [--matches N] [--seed S]
                       [--db FILE.sqlite] [--max-actions N] [--continuous] [--json]
       turnover ladder --worker

Plays a ladder's waiting fixtures and prints its table: each entry's Glicko-2 rating ± its 95% interval, matches
played, won, drawn and lost. Every entry meets every other at both seats once a round; a round is one rating
period. A ladder is created the first time its name is used (it then needs --entries) and continued after.
With DATABASE_URL set, the ladder lives in that PostgreSQL and its matches are pg-boss jobs: this command queues
them and plays too, and any number of \`turnover ladder --worker\` processes, on any machines, play beside it.
Without it, the ladder lives in a SQLite file and is played in this process.
  --ladder NAME     the ladder (default: ladder)
  --entries FILE    a JSON list of entries, for a new ladder: {"name": "...", "bot": "${botNames().join('|')}",
                    "settings": {"iterations": N, "horizon": N}}, {"name": "...", "command": ["python3", "bot.py"],
                    "timeoutMs": N} for a program speaking docs/bot-protocol.md on stdin/stdout, or {"name": "...",
                    "url": "ws://127.0.0.1:8765", "timeoutMs": N} for a bot listening there, speaking it over
                    WebSocket (connected to once per seat per match)
  --ruleset R       a two-seat ruleset, for a new ladder (default gridiron)
  --matches N       grow the ladder to N fixtures in all (default: 100 for a new ladder, else as it is)
  --seed S          the dice seed of a new ladder (default: random)
  --db FILE         the SQLite file without DATABASE_URL (default turnover-ladder.sqlite)
  --max-actions N   a new ladder stops a match after N actions and rates it a draw (default 100000)
  --continuous      keep playing: a round more each time one is done, the table after each, until Ctrl-C
  --worker          with DATABASE_URL: play queued ladder matches until interrupted
  --json            print the table as JSON (no progress bar)`,
  async run(args, io) {
    const { values } = parse(args, {
      ladder: { type: 'string' },
      entries: { type: 'string' },
      ruleset: { type: 'string' },
      matches: { type: 'string' },
      seed: { type: 'string' },
      db: { type: 'string' },
      'max-actions': { type: 'string' },
      worker: { type: 'boolean' },
      continuous: { type: 'boolean' },
      json: { type: 'boolean' },
    });
    const databaseUrl = process.env.DATABASE_URL || undefined;
    await import('../../games/index');
    if (values.worker) {
      if (!databaseUrl) throw new UsageError('--worker needs DATABASE_URL: an in-process ladder has no queue to work');
      io.err('ladder worker: taking matches (Ctrl-C to stop after the one in hand)');
      let played = 0;
      await runWorker(databaseUrl, { onDone: () => played++ });
      io.err(`ladder worker: played ${played} matches`);
      return 0;
    }
    const store = await openStore({ databaseUrl, sqliteFile: values.db });
    try {
      const spec = await ladderOf(store, values);
      const total = intFlag('matches', values.matches, -1, 1);
      const have = (await store.fixtures(spec.name)).length;
      let target = total >= 0 ? total : have === 0 ? 100 : have;
      // --continuous: a round more each time the last is done, until Ctrl-C (the match in hand is finished first).
      let interrupted = false;
      const interrupt = () => {
        interrupted = true;
      };
      if (values.continuous) process.on('SIGINT', interrupt);
      try {
        for (;;) {
          await store.extend(spec, target);
          await playWaiting(store, spec, databaseUrl, progress(io, !values.json, target), () => interrupted);
          printTable(io, spec, await store.fixtures(spec.name), Boolean(values.json));
          if (!values.continuous || interrupted) break;
          target += roundSize(spec);
        }
      } finally {
        process.off('SIGINT', interrupt);
      }
      return 0;
    } finally {
      await store.close();
    }
  },
};

/** Plays every waiting fixture: in this process on SQLite, or through the queue (this process one of its workers). */
async function playWaiting(store: LadderStore, spec: LadderSpec, databaseUrl: string | undefined, bar: (done: number, end?: boolean) => void, interrupted: () => boolean): Promise<void> {
  const all = (await store.fixtures(spec.name)).length;
  let done = all - (await store.unplayed(spec.name)).length;
  bar(done);
  if (databaseUrl) {
    const boss = await startBoss(databaseUrl);
    await enqueue(boss, store, spec);
    let waiting = all - done;
    const poll = setInterval(async () => {
      waiting = (await store.unplayed(spec.name).catch(() => [0])).length;
      bar(all - waiting);
    }, 500);
    try {
      await work(boss, store, { stop: () => waiting === 0 || interrupted(), idleMs: 200 });
    } finally {
      clearInterval(poll);
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
    }
  } else {
    await runInProcess(store, spec, () => bar(++done), interrupted);
  }
  bar(all, true);
}

function printTable(io: Io, spec: LadderSpec, rows: FixtureRow[], json: boolean): void {
  const table = standings(spec, rows);
  const errors = rows.filter((r) => r.status === 'error');
  const played = rows.filter((r) => r.status === 'played').length;
  if (json) {
    io.out(JSON.stringify({ ladder: spec.name, ruleset: spec.ruleset, fixtures: rows.length, played, errors: errors.length, table }));
    return;
  }
  io.out(`${spec.name}: ${spec.ruleset}, ${played} matches played${played + errors.length < rows.length ? ` of ${rows.length}` : ''}`);
  io.out(tableText(table));
  if (errors.length) io.out(`  ${errors.length} matches could not be played, e.g. match ${errors[0].n}: ${errors[0].error}`);
}

async function ladderOf(store: LadderStore, values: { ladder?: string; entries?: string; ruleset?: string; seed?: string; 'max-actions'?: string }): Promise<LadderSpec> {
  const name = values.ladder ?? 'ladder';
  const stored = await store.ladder(name);
  if (stored) {
    for (const flag of ['entries', 'ruleset', 'seed', 'max-actions'] as const) {
      if (values[flag] !== undefined) throw new UsageError(`that ladder exists: --${flag} is only for a new ladder`);
    }
    return stored;
  }
  if (!values.entries) throw new UsageError('there is no ladder of that name yet: give its --entries FILE.json');
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(values.entries, 'utf8'));
  } catch (e) {
    throw new UsageError(e instanceof SyntaxError ? 'the --entries file is not JSON' : `cannot read the --entries file (${fsCode(e)})`);
  }
  let spec: LadderSpec;
  try {
    spec = checkSpec({
      name,
      ruleset: values.ruleset ?? 'gridiron',
      options: {},
      entries: entries as LadderSpec['entries'],
      seed: normalSeed(values.seed),
      maxActions: intFlag('max-actions', values['max-actions'], 100_000, 1),
    });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
  return store.saveLadder(spec);
}

function progress(io: Io, want: boolean, total: number): (done: number, end?: boolean) => void {
  if (!want || !io.isTTY || !process.stderr.isTTY) return () => {};
  const t0 = performance.now();
  let last = 0;
  let first = -1;
  return (done, end) => {
    if (first < 0) first = done;
    const now = performance.now();
    if (end) return void process.stderr.write('\r\x1b[2K');
    if (now - last < 100 && done < total) return;
    last = now;
    // The speed counts only this run's matches, not those played before it.
    const line = progressLine(done - first, total - first, (now - t0) / 1000, Math.min(80, (process.stderr.columns || 80) - 1));
    process.stderr.write('\r' + line);
  };
}
