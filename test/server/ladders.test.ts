// The ladder pages' API: the server reads the ladders `turnover ladder` keeps (here a SQLite file with two rounds of
// results stored as its workers store them) and sends each one's Glicko-2 table with intervals and the rating of
// every entry after every round, the same table `turnover ladder` prints. Unknown names are a 404 that repeats
// nothing.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interval } from '../../src/ladder/glicko2';
import { fixtureOf, roundSize, type LadderSpec } from '../../src/ladder/ladder';
import { sqliteStore } from '../../src/ladder/sqlite-store';
import { standings } from '../../src/ladder/table';
import { useTestServer } from './test-server';

const dir = mkdtempSync(join(tmpdir(), 'turnover-ladder-api-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ladderFile = join(dir, 'ladder.sqlite');
const srv = useTestServer('ladders', { ladderFile });

const spec: LadderSpec = {
  name: 'three bots',
  ruleset: 'gridiron',
  options: {},
  entries: [
    { name: 'strong', bot: 'scripted' },
    { name: 'middling', bot: 'random-kind' },
    { name: 'weak', bot: 'random' },
  ],
  seed: 1,
  maxActions: 1000,
};

describe('the ladder API', () => {
  it('sends a ladder\'s table and its ratings round by round', async () => {
    const store = sqliteStore(ladderFile);
    await store.saveLadder(spec);
    const total = 2 * roundSize(spec);
    await store.extend(spec, total + 2);
    // The lower index wins every meeting; the two fixtures of round 2 stay unplayed and unrated.
    for (let n = 0; n < total; n++) {
      const f = fixtureOf(spec, n);
      const play = (await store.begin(spec.name, n, 'w1'))!;
      const winner = f.home < f.away ? 0 : 1;
      await store.finish(play, spec.name, n, { n, winner, score: winner === 0 ? [1, 0] : [0, 1], reason: 'score', record: { stub: true } as never });
    }
    const rows = await store.fixtures(spec.name);
    await store.close();

    const list = await (await fetch(`${srv.base}/api/ladders`)).json();
    expect(list).toEqual([{ name: 'three bots', ruleset: 'gridiron', entries: 3, played: total }]);

    const res = await fetch(`${srv.base}/api/ladders/${encodeURIComponent('three bots')}`);
    expect(res.status).toBe(200);
    const view = await res.json();
    const want = standings(spec, rows);
    expect(view.table.map((t: any) => t.name)).toEqual(['strong', 'middling', 'weak']);
    expect(view.table).toEqual(want.map((t) => ({ name: t.name, rating: t.rating, rd: t.rd, interval: interval(t), played: t.played, won: t.won, drawn: t.drawn, lost: t.lost })));
    expect(view.history.rounds).toEqual([0, 1]);
    for (const e of view.history.entries) {
      expect(e.ratings).toHaveLength(2);
      const last = want.find((t) => t.name === e.name)!;
      expect(e.ratings[1]).toEqual({ rating: last.rating, rd: last.rd });
    }
    // The winner of every meeting climbs in both rounds; the deviation narrows as results come in.
    const strong = view.history.entries.find((e: any) => e.name === 'strong').ratings;
    expect(strong[0].rating).toBeGreaterThan(1500);
    expect(strong[1].rating).toBeGreaterThan(strong[0].rating);
    expect(strong[1].rd).toBeLessThan(strong[0].rd);

    const missing = await fetch(`${srv.base}/api/ladders/SECRETNAME`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('SECRETNAME');
  });
});
