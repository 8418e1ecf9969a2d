// The layer check (issue 12, item 12): nothing in core is a game's, a game imports no other game, bots import no
// simulator code, the web app imports no server module, and no imports run in a circle. The rules are in
// test/layers.ts; this reads every import of src/ and web/ and holds them to it.

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowed, cycles, importGraph, layerOf, resolveImport, specifiers, testOnly, wrongWay } from './layers';

const root = resolve(__dirname, '..');

describe('the layers of src/ and web/', () => {
  const graph = importGraph(root, ['src', 'web']);

  it('reads the imports it is meant to see', () => {
    // a few edges known to exist, so a regex that stopped matching would fail here rather than pass everything
    expect(graph.files.length).toBeGreaterThan(200);
    expect(graph.edges.get('src/games/index.ts')).toContain('src/games/gridiron/index.ts');
    expect(graph.edges.get('src/index.ts')).toContain('src/core/game.ts');
    expect(graph.edges.get('web/src/engine.ts')).toContain('src/index.ts');
    expect(graph.edges.get('src/sim/worker.mjs')).toContain('src/sim/worker.ts');
  });

  it('has no import running the wrong way', () => {
    expect(wrongWay(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph.edges)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('places files in their layers', () => {
    expect(layerOf('src/core/dice.ts')).toBe('core');
    expect(layerOf('src/games/gridiron/ball/pass.ts')).toBe('game:gridiron');
    expect(layerOf('src/games/index.ts')).toBe('games');
    expect(layerOf('src/index.ts')).toBe('facade');
    expect(layerOf('web/src/api.ts')).toBe('web');
    expect(() => layerOf('src/elsewhere/x.ts')).toThrow(/no layer/);
  });

  it.each([
    ['src/core/dice.ts', 'src/games/gridiron/block-dice.ts', false],
    ['src/games/runeball/pass.ts', 'src/games/gridiron/ball/pass.ts', false],
    ['src/games/runeball/pass.ts', 'src/games/index.ts', false],
    ['src/games/runeball/pass.ts', 'src/core/dice.ts', true],
    ['src/games/dungeon/walls.ts', 'src/games/gridiron/hooks.ts', true],
    ['src/games/gridiron/block.ts', 'src/games/dungeon/walls.ts', false],
    ['src/games/dungeon/walls.ts', 'src/games/runeball/pass.ts', false],
    ['src/bots/random.ts', 'src/sim/match.ts', false],
    ['src/bots/random.ts', 'src/games/gridiron/state.ts', true],
    ['src/sim/match.ts', 'src/bots/index.ts', true],
    ['web/src/api.ts', 'src/server/store.ts', false],
    ['web/src/api.ts', 'src/api/matches.ts', true],
    ['src/server/api.ts', 'web/src/api.ts', false],
    ['src/server/api.ts', 'src/sim/match.ts', true],
    ['src/games/gridiron/thousands.test.ts', 'src/sim/pool.ts', true],
    ['web/src/view-model.test.ts', 'src/server/store.ts', false],
  ])('%s -> %s allowed: %s', (from, to, ok) => {
    expect(allowed(from, to)).toBe(ok);
  });

  it('lets code that only tests reach import as a test may, and nothing else', () => {
    const e = new Map<string, string[]>([
      ['src/games/x/a.test.ts', ['src/games/x/helper.ts']],
      ['src/games/x/helper.ts', ['src/games/x/worker.mjs', 'src/bots/index.ts']],
      ['src/games/x/b.slow.test.ts', ['src/games/x/worker.mjs']],
      ['src/games/x/worker.mjs', ['src/bots/index.ts']],
      ['src/games/x/rule.ts', ['src/bots/index.ts']],
      ['src/games/x/shared.ts', []],
      ['src/games/x/c.test.ts', ['src/games/x/shared.ts']],
      ['src/games/x/index.ts', ['src/games/x/shared.ts', 'src/games/x/rule.ts']],
      ['src/bots/index.ts', []],
    ]);
    expect([...testOnly(e)].sort()).toEqual(['src/games/x/helper.ts', 'src/games/x/worker.mjs']);
    expect(wrongWay({ files: [...e.keys()], edges: e })).toEqual(['src/games/x/rule.ts -> src/bots/index.ts (game:x -> bots)']);
  });

  it('finds a cycle, however long, and only cycles', () => {
    const e = new Map<string, string[]>([
      ['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']], ['f', ['d']],
    ]);
    expect(cycles(e)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads every form of import and none in comments', () => {
    const text = [
      "import { a } from './a';",
      'import type {',
      '  B,',
      "} from '../b';",
      "import './c';",
      "export { d } from './d';",
      "export * from './e';",
      "const f = await import('./f');",
      "const w = new Worker(new URL('./g.ts', import.meta.url));",
      "// import { h } from './h';",
      " * import('./i')",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(specifiers(text).sort()).toEqual(['../b', './a', './c', './d', './e', './f', './g.ts', 'node:fs']);
  });

  it('resolves extensions and index files, and fails on an import it cannot find', () => {
    const have = new Set(['src/core/dice.ts', 'src/games/index.ts', 'web/src/bot-worker.ts']);
    const exists = (p: string) => have.has(p);
    expect(resolveImport('src/games/gridiron/x.ts', '../../core/dice', exists)).toBe('src/core/dice.ts');
    expect(resolveImport('src/index.ts', './games', exists)).toBe('src/games/index.ts');
    expect(resolveImport('web/src/bots.ts', './bot-worker.ts?worker', exists)).toBe('web/src/bot-worker.ts');
    expect(resolveImport('src/index.ts', 'preact', exists)).toBeNull();
    expect(() => resolveImport('src/index.ts', './nowhere', exists)).toThrow(/cannot resolve/);
  });
});
