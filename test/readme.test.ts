// The README is the manual, and its examples must run: every `npx turnover ...` line of its sh blocks, in order,
// in one scratch folder (so a record written by one line is read by the next), and every TypeScript block that
// imports the package, as a script.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], code: m[2] }));
const scratch = mkdtempSync(join(tmpdir(), 'turnover-readme-'));
const bin = join(root, 'bin/turnover.js');

/** `npx turnover a 'b c'   # comment` -> ['a', 'b c']: words, or a single-quoted word as a shell reads it (JSON
 * plans and options), with no other quoting. */
function words(line: string): string[] {
  const out: string[] = [];
  const re = /'([^']*)'|(#.*$)|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m[2] !== undefined) break;
    out.push(m[1] ?? m[3]);
  }
  return out.slice(2);
}

const commands = blocks
  .filter((b) => b.lang === 'sh')
  .flatMap((b) => b.code.split('\n'))
  .filter((l) => l.trim().startsWith('npx turnover '));

const scripts = blocks.filter((b) => b.lang === 'ts' && /^import .* from '\.\/src\/index'/m.test(b.code));

describe('README examples', () => {
  it('has examples to run', () => {
    expect(commands.length).toBeGreaterThan(2);
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(commands.map((c) => [c]))('%s', (line) => {
    const r = spawnSync(process.execPath, [bin, ...words(line)], { cwd: scratch, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(0);
  });

  it.each(scripts.map((s, i) => [i + 1, s.code]))('TypeScript example %i runs', (i, code) => {
    const file = join(scratch, `example-${i}.ts`);
    writeFileSync(file, String(code).replace(/from '\.\/src\/index'/g, `from '${join(root, 'src/index.ts')}'`));
    const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
