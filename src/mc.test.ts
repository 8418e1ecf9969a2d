import { it } from 'vitest';
import { odds } from './core/odds';
import { disagreements } from './core/odds-testkit';
import './games/index';
const mod = process.env.MOD!; const fn = process.env.FN!; const N = Number(process.env.N ?? 2000);
it('mc speed', async () => {
  const m = await import(mod);
  for (const p of m[fn]()) {
    const r = odds(p.g, p.plan, p.opts);
    const t = performance.now();
    const bad = disagreements(p.g, p.plan, r, 'best', N, p.opts ?? {});
    console.log(p.name.padEnd(45), `${((performance.now() - t) / N * 1000).toFixed(0)} us/play`, bad.join('; '));
  }
});
