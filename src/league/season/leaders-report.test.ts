// Leaderboard lines from a whole gridiron match: its post-match report (spp.ts) read into lines, each player under
// his entry, with the SPP the report itself awarded.

import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index';
import { play, replay, startMatch, type Event } from '../../index';
import { leaderboard, linesFromReport, sppOf } from './leaders';

describe('lines from a match record', () => {
  it('a gridiron match played to the end by bots gives each player the SPP its report awarded', () => {
    const m = startMatch('gridiron', { seed: 'league-leaders-1' });
    const bots = { home: makeBot('random', 'l-home'), away: makeBot('random', 'l-away') } as Record<string, ReturnType<typeof makeBot>>;
    for (let n = 0; m.game.pending && n < 20_000; n++) play(m, bots[m.game.pending.seat].choose(m.game, m.game.pending));
    expect(m.game.result).not.toBeNull();
    // Read back from the record, as the server does with a finished online match.
    let report: unknown = null;
    replay(m.record, (_step, events: Event[]) => {
      for (const e of events) if (e.type === 'after-match') report = (e as { report?: unknown }).report;
    });
    const r = report as { players: { id: string; side: string; earned: number; td: number; hired?: string }[] };
    expect(r.players.length).toBeGreaterThan(10);
    const lines = linesFromReport(report, { home: 'entry-1', away: 'entry-2' });
    const kept = r.players.filter((p) => !p.hired);
    expect(lines).toHaveLength(kept.length);
    for (const p of kept) {
      const line = lines.find((l) => l.player === p.id)!;
      expect(line.entry).toBe(p.side === 'home' ? 'entry-1' : 'entry-2');
      expect(sppOf(line)).toBe(p.earned);
    }
    const touchdowns = kept.reduce((s, p) => s + p.td, 0);
    expect(leaderboard(lines, 'touchdowns', 100).reduce((s, l) => s + l.value, 0)).toBe(touchdowns);
  });

  it('a report of another shape gives no lines', () => {
    expect(linesFromReport(null, { home: 'a' })).toEqual([]);
    expect(linesFromReport({ players: 'x' }, { home: 'a' })).toEqual([]);
    expect(linesFromReport({ players: [{ id: 'p', side: 'elsewhere', td: 1 }] }, { home: 'a' })).toEqual([]);
  });
});
