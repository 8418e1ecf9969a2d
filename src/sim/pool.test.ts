import { describe, expect, it } from 'vitest';
import './testing/registerPig';
import { runSim } from './pool';
import { matchSeed, runMatch, type SimSpec } from './match';
import { canonical } from './summary';

const preload = [new URL('./testing/registerPig.ts', import.meta.url).href];
const spec = (games: number, seed: number | string = 7): SimSpec => ({
  ruleset: 'pig-test',
  options: {},
  bots: ['random', 'random'],
  games,
  seed,
  maxActions: 10_000,
  preload,
});

describe('simulator', () => {
  it('gives the same summary and the same matches whatever the number of workers', async () => {
    const inline = await runSim(spec(300), { workers: 0, keep: true });
    const one = await runSim(spec(300), { workers: 1, keep: true });
    const two = await runSim(spec(300), { workers: 2, keep: true });
    const three = await runSim(spec(300), { workers: 3, keep: true });
    expect(canonical(one.summary)).toEqual(canonical(inline.summary));
    expect(canonical(two.summary)).toEqual(canonical(inline.summary));
    expect(canonical(three.summary)).toEqual(canonical(inline.summary));
    expect(two.outcomes).toEqual(inline.outcomes);
    expect(three.outcomes).toEqual(inline.outcomes);
    expect(inline.summary.games).toBe(300);
    // Random Pig games differ: a summary of identical matches would pass the comparisons above for the wrong reason.
    expect(Object.keys(inline.summary.scores).length).toBeGreaterThan(20);
  });

  it('counts every match once: wins, draws and unfinished add up, and so do the actions', async () => {
    const r = await runSim(spec(120, 'word'), { workers: 2, keep: true });
    const s = r.summary;
    expect(s.wins[0] + s.wins[1] + s.draws + s.unfinished).toBe(120);
    expect(r.outcomes!.map((o) => o.index)).toEqual([...Array(120).keys()]);
    expect(s.actions.total).toBe(r.outcomes!.reduce((t, o) => t + o.actions, 0));
    expect(s.rolls).toBeGreaterThan(0);
  });

  it('seeds match i from the base seed and i alone', () => {
    expect(matchSeed(1, 5)).toBe(matchSeed(1, 5));
    expect(new Set(Array.from({ length: 1000 }, (_, i) => matchSeed(1, i))).size).toBe(1000);
    expect(matchSeed(1, 0)).not.toBe(matchSeed(2, 0));
    expect(runMatch(spec(1), 3)).toEqual(runMatch(spec(1), 3));
  });

  it('stops a match at the action limit and counts it as unfinished', async () => {
    const r = await runSim({ ...spec(10), maxActions: 3 }, { workers: 0 });
    expect(r.summary.unfinished).toBe(10);
    expect(r.summary.actions.max).toBe(3);
  });

  it('names the match that broke, with its seed', async () => {
    const bad = { ...spec(5), options: { target: 'lots' } };
    await expect(runSim(bad, { workers: 1 })).rejects.toThrow(/match 0 \(seed \d+\) failed: .*target/);
    await expect(runSim(bad, { workers: 2 })).rejects.toThrow(/match \d \(seed \d+\) failed: .*target/);
  });

  it("stops the run on a worker's failure while the main thread is still playing", async () => {
    const brittle: SimSpec = {
      ...spec(20_000),
      ruleset: 'pig-brittle-test',
      preload: [new URL('./testing/registerBrittlePig.ts', import.meta.url).href],
    };
    const t0 = performance.now();
    await expect(runSim(brittle, { workers: 2 })).rejects.toThrow(/match \d+ \(seed \d+\) failed: .*breaks in a worker/);
    // The main thread alone would need 20 s (1 ms a match).
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  it('reports the wall and CPU time of the run', async () => {
    const r = await runSim(spec(200), { workers: 2 });
    expect(r.seconds).toBeGreaterThan(0);
    expect(r.cpuSeconds).toBeGreaterThan(0);
  });
});
