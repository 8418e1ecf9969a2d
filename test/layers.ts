// The layers of the code and which way imports may run between them, read from the source itself: every relative
// import of src/ and web/ (type-only ones too, as they tie modules together just the same), resolved to a file.
//
//   core        the kernel: dice, grids, engine, replay. Knows no game.
//   game:<id>   one game's folder (src/games/<id>/): core and its own folder only, never another game's, but for
//               the game it extends (EXTENDS: dungeon is built on gridiron; never the other way round).
//   games       the registry of built-in games (src/games/index.ts).
//   spot        the RuneQuest spot rules (src/spot/): core only.
//   facade      src/index.ts, the public API: core, the games, spot.
//   api         the HTTP API's JSON shapes (src/api/), shared by the server and the app: core only.
//   bots        core, the games, spot, the facade; never the simulator.
//   sim         the simulator: bots and below.
//   league      leagues, seasons and teams as pure logic (src/league/): the games and below.
//   ladder      the bot ladder (src/ladder/): bots, the simulator and below.
//   cli         the command line: anything but the server and the web app.
//   server      anything but the web app.
//   web         the browser app: the games, bots, the API's shapes and the leagues' pure logic (the team builder
//               prices a roster by the same rules as the server); never the server, the simulator or the command line.
//
// A test (`*.test.ts`) drives its layer from above, as a user would, so it may import any layer; so may the code only
// tests reach (a test's helper or worker, imported by tests and by nothing else). The web app's tests still never
// import the server, and nothing outside web/ imports the web app. No import cycles anywhere.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export type Layer = string;

const BELOW_BOTS = ['core', 'games', 'game:*', 'spot', 'facade'];

/** For each layer, the other layers it may import (its own is always allowed). */
export const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  core: [],
  'game:*': ['core'],
  games: ['core', 'game:*'],
  spot: ['core'],
  facade: ['core', 'games', 'game:*', 'spot'],
  api: ['core'],
  bots: BELOW_BOTS,
  sim: [...BELOW_BOTS, 'bots'],
  league: BELOW_BOTS,
  ladder: [...BELOW_BOTS, 'bots', 'sim'],
  cli: [...BELOW_BOTS, 'bots', 'sim', 'api', 'league', 'ladder'],
  server: [...BELOW_BOTS, 'bots', 'sim', 'api', 'cli', 'league', 'ladder'],
  web: [...BELOW_BOTS, 'bots', 'api', 'league'],
};

/** A game built on another (src/core/extend.ts) imports the game it extends, and only that one. */
export const EXTENDS: Readonly<Record<string, readonly string[]>> = {
  'game:dungeon': ['game:gridiron'],
};

/** The layer of a file, by its path from the repository root (forward slashes). */
export function layerOf(file: string): Layer {
  if (file.startsWith('web/')) return 'web';
  if (file === 'src/index.ts') return 'facade';
  if (file === 'src/games/index.ts') return 'games';
  const game = /^src\/games\/([^/]+)\//.exec(file);
  if (game) return `game:${game[1]}`;
  const top = /^src\/([^/]+)\//.exec(file);
  if (top && top[1] in MAY_IMPORT) return top[1];
  throw new Error(`${file}: in no layer; give its folder a row in MAY_IMPORT (test/layers.ts)`);
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Whether an import from `from` to `to` runs the right way. `testOnly`: `from` is code only tests reach. */
export function allowed(from: string, to: string, testOnly = false): boolean {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === b) return true;
  if (testOnly || isTest(from)) return a === 'web' ? b !== 'server' : b !== 'web';
  if (EXTENDS[a]?.includes(b)) return true;
  const rule = a.startsWith('game:') ? 'game:*' : a;
  const may = MAY_IMPORT[rule];
  return may.includes(b) || (b.startsWith('game:') && may.includes('game:*'));
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = `${dir}/${name}`;
      if (name === 'node_modules' || name.startsWith('.')) continue;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const d of dirs) walk(d);
  return out.sort();
}

// Statements start a line: `import ... from '...'` / `export ... from '...'` (over several lines too), a bare
// `import '...'`; anywhere on a line that is not a comment: `import('...')` and `new Worker(new URL('...'))`.
const FROM = /^[ \t]*(?:import|export)\b[^'"`;]*?\bfrom[ \t]*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import[ \t]*['"]([^'"]+)['"]/gm;
const DYNAMIC = /^(?![ \t]*(?:\/\/|\*)).*?(?:\bimport\(\s*|new Worker\(\s*new URL\(\s*)['"]([^'"]+)['"]/gm;

/** The module specifiers a source text imports. */
export function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const re of [FROM, BARE, DYNAMIC]) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null for a package (`node:fs`, `preact`). Throws when nothing matches,
 * so a check that cannot see an import fails rather than passing quietly. */
export function resolveImport(from: string, spec: string, exists: (p: string) => boolean): string | null {
  if (!spec.startsWith('.')) return null;
  const base = normalize(join(dirname(from), spec.replace(/\?.*$/, ''))).replace(/\\/g, '/');
  const stems = base.endsWith('.js') ? [base.slice(0, -3), base] : [base];
  for (const stem of stems) {
    for (const ext of EXTENSIONS) {
      const p = stem + ext;
      if (exists(p)) return p;
    }
  }
  throw new Error(`${from}: cannot resolve import "${spec}"`);
}

export interface Graph {
  files: string[];
  edges: Map<string, string[]>;
}

export function importGraph(root: string, dirs: readonly string[]): Graph {
  const files = sourceFiles(root, dirs);
  const exists = (p: string) => {
    try {
      return statSync(join(root, p)).isFile();
    } catch {
      return false;
    }
  };
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const to = new Set<string>();
    for (const spec of specifiers(readFileSync(join(root, f), 'utf8'))) {
      const t = resolveImport(f, spec, exists);
      if (t && t !== f) to.add(t);
    }
    edges.set(f, [...to].sort());
  }
  return { files, edges };
}

/** The files only tests reach: imported by at least one file, and only by tests or by files only tests reach. */
export function testOnly(edges: ReadonlyMap<string, readonly string[]>): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [from, tos] of edges) for (const to of tos) importers.set(to, [...(importers.get(to) ?? []), from]);
  const out = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, by] of importers) {
      if (out.has(file) || isTest(file) || !by.every((f) => isTest(f) || out.has(f))) continue;
      out.add(file);
      grew = true;
    }
  }
  return out;
}

/** Every import that runs the wrong way, as `from -> to (layer -> layer)`. */
export function wrongWay(g: Graph): string[] {
  const out: string[] = [];
  const tested = testOnly(g.edges);
  for (const [from, tos] of g.edges) {
    for (const to of tos) {
      if (!g.edges.has(to)) continue; // outside src/ and web/ (bench/, a package's file): not layered here
      if (!allowed(from, to, tested.has(from))) out.push(`${from} -> ${to} (${layerOf(from)} -> ${layerOf(to)})`);
    }
  }
  return out;
}

/** The import cycles: each strongly connected group of two or more files (or a file importing itself). Tarjan's
 * algorithm. */
export function cycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (edges.get(v) ?? []).includes(v)) groups.push(group.reverse());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}
