// The post-match sequence driven by a finished match's record: re-played, then run with the match's own dice. The
// MVP is the one the match named at full time (its after-match report), not a second roll; anyone re-running it gets
// the same teams.
import { describe, expect, it } from 'vitest';
import '../../games/index';
import { act } from '../../core/game';
import { startMatch, type MatchRecord } from '../../core/replay';
import { makeBot } from '../../bots/index';
import type { MatchReport } from '../../games/gridiron/spp';
import { matchOptions } from './play';
import { teamsAfterRecord } from './record';
import { createTeam } from './roster';
import type { LeagueTeam } from './types';

const squad = (name: string, roster: 'human' | 'orc'): LeagueTeam =>
  createTeam({ game: 'gridiron', roster, name, players: Array.from({ length: 11 }, (_, i) => ({ position: 'Lineman', name: `${name} ${i + 1}` })), buy: { rerolls: 1 } });

function played(home: LeagueTeam, away: LeagueTeam, seed: string, stopAt = Infinity): { record: MatchRecord; report: MatchReport | null } {
  const { ruleset, options } = matchOptions(home, away, { seed, turnsPerHalf: 2 });
  const m = startMatch(ruleset, options);
  const bots = [makeBot('scripted', `${seed}:h`), makeBot('scripted', `${seed}:a`)];
  let report: MatchReport | null = null;
  while (m.game.pending && m.record.actions.length < stopAt) {
    const a = bots[m.game.pending.seat === 'home' ? 0 : 1].choose(m.game, m.game.pending);
    for (const e of act(m.game, a)) if (e.type === 'after-match') report = (e as unknown as { report: MatchReport }).report;
    m.record.actions.push(a);
  }
  return { record: { ...m.record, seed: String(m.game.seed) }, report };
}

describe('a league match\'s record drives its post-match sequence', () => {
  it('the MVP is the match\'s own, SPP land on the players by shirt number, and re-running it gives the same teams', () => {
    const home = squad('Reikland', 'human');
    const away = squad('Gouged Eye', 'orc');
    const { record, report } = played(home, away, 'sfc32:00112233445566778899aabbccddeeff');
    expect(report, 'full time gives an after-match report').not.toBeNull();
    const once = teamsAfterRecord(record, { home, away });
    const again = teamsAfterRecord(record, { home, away });
    expect(again.teams).toEqual(once.teams);
    expect(again.rolls).toEqual(once.rolls);
    for (const side of ['home', 'away'] as const) {
      const mvp = report!.players.find((p) => p.side === side && p.mvp)!;
      const t = once.teams[side]!;
      const p = t.players.find((q) => q.number === mvp.number)!;
      // "MVP 5": the match's named MVP, and no second MVP roll here
      expect(p.spp).toBeGreaterThanOrEqual(5);
      expect(once.summary[side]!.mvp).toBe(p.id);
      // the winnings roll is the sequence's own: the treasury grows by what the summary says
      expect(t.treasury).toBe((side === 'home' ? home : away).treasury + once.summary[side]!.winnings);
    }
    expect(once.rolls.some((e) => (e as { rule?: string }).rule === 'gridiron.mvp')).toBe(false);
    expect(once.rolls.filter((e) => (e as { rule?: string }).rule === 'league.winnings')).toHaveLength(2);
  });

  it('only the sides given a team are updated; an unfinished match or a team of another game is refused', () => {
    const home = squad('Reikland', 'human');
    const away = squad('Gouged Eye', 'orc');
    const { record } = played(home, away, 'sfc32:ffeeddccbbaa99887766554433221100');
    const one = teamsAfterRecord(record, { away });
    expect(Object.keys(one.teams)).toEqual(['away']);
    const rune = createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'Bulls' });
    expect(() => teamsAfterRecord(record, { home: rune })).toThrow('game: expected a gridiron team');
    const cut = played(home, away, 'sfc32:ffeeddccbbaa99887766554433221100', 30).record;
    expect(() => teamsAfterRecord(cut, { home, away })).toThrow(/^record: the match is not over/);
  });
});

describe('rush', () => {
  it('a finished rush match scores its teams\' league points and strike difference from its record', () => {
    const squad = (roster: string, positions: string[], name: string) => createTeam({ game: 'rush', roster, name, players: positions.map((position, i) => ({ position, name: `${name} ${i + 1}` })) });
    const home = squad('trontek-29ers', ['striker', 'striker', 'striker', 'jack', 'jack', 'jack', 'guard', 'guard'], 'Titans');
    const away = squad('greenmoon-smackers', ['orx-guard', 'orx-guard', 'orx-guard', 'goblin-jack', 'goblin-jack', 'goblin-jack', 'goblin-jack', 'goblin-jack'], 'Gougers');
    const { ruleset, options } = matchOptions(home, away, { seed: 'sfc32:0123456789abcdef0123456789abcdef' });
    const m = startMatch(ruleset, options);
    const bots = [makeBot('scripted', 'h'), makeBot('scripted', 'a')];
    while (m.game.pending && m.record.actions.length < 20_000) {
      const a = bots[m.game.pending.seat === 'home' ? 0 : 1].choose(m.game, m.game.pending);
      act(m.game, a);
      m.record.actions.push(a);
    }
    const r = m.game.result!;
    const out = teamsAfterRecord({ ...m.record, seed: String(m.game.seed) }, { home, away });
    const diff = (r.score?.home ?? 0) - (r.score?.away ?? 0);
    expect(out.teams.home!.strikeDifference).toBe(diff);
    expect(out.teams.away!.strikeDifference).toBe(-diff);
    // win 2, loss 1, draw 1 each; a landslide 3 and 0 (facts.md §3.7)
    const pts = [out.teams.home!.points, out.teams.away!.points].sort();
    expect(r.winner === null ? [1, 1] : r.reason === 'landslide' ? [0, 3] : [1, 2]).toEqual(pts);
  });
});
