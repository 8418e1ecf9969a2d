import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerEntry } from './pool';
import type { SimSpec } from './match';

const spec: SimSpec = { ruleset: 'gridiron', options: {}, bots: ['random'], games: 1, seed: 1, maxActions: 10 };

/** A checkout in a temp dir: src/sim/pool.ts, src/core/engine.ts and (maybe) dist/cli/sim-worker.js, with mtimes. */
function checkout(times: { engine: number; built?: number }) {
  const root = mkdtempSync(join(tmpdir(), 'turnover-entry-'));
  const file = (rel: string, t: number) => {
    const path = join(root, rel);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, t, t);
  };
  file('src/sim/pool.ts', 1000);
  file('src/core/engine.ts', times.engine);
  if (times.built !== undefined) file('dist/cli/sim-worker.js', times.built);
  return { root, here: pathToFileURL(join(root, 'src/sim/pool.ts')).href };
}

describe("the simulator's worker entry", () => {
  it('from source, starts the built worker only when it is newer than every source and nothing is preloaded', () => {
    const fresh = checkout({ engine: 2000, built: 3000 });
    expect(workerEntry(spec, fresh.here).pathname).toMatch(/\/dist\/cli\/sim-worker\.js$/);
    expect(workerEntry({ ...spec, preload: ['file:///x.ts'] }, fresh.here).pathname).toMatch(/\/src\/sim\/worker\.mjs$/);
    const stale = checkout({ engine: 4000, built: 3000 });
    expect(workerEntry(spec, stale.here).pathname).toMatch(/\/src\/sim\/worker\.mjs$/);
    const none = checkout({ engine: 2000 });
    expect(workerEntry(spec, none.here).pathname).toMatch(/\/src\/sim\/worker\.mjs$/);
  });

  it('built, starts the built worker beside it', () => {
    expect(workerEntry(spec, 'file:///opt/turnover/dist/cli/main.js').href).toBe('file:///opt/turnover/dist/cli/sim-worker.js');
  });
});
