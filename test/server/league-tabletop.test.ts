// A gridiron league fixture played at the table: the reporting coach sends the score and the match's facts (who
// scored, who caused which casualty and what the victim rolled, completions, interceptions, the MVP); each fact is
// checked against the two teams; on the opponent's confirmation the post-match sequence runs from them, once.

import { describe, expect, it } from 'vitest';
import { createTeam, type LeagueTeam } from '../../src/league/team/index';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';

const srv = useTestServer('league-tabletop');
const seen: string[] = [];
const account = (name: string) => SessionClient.signedUp(() => srv.base, name, seen);

const team = (name: string, roster: 'human' | 'orc'): LeagueTeam =>
  createTeam({
    game: 'gridiron',
    roster,
    name,
    players: [{ position: 'Blitzer', name: `${name} Blitzer` }, ...Array.from({ length: 10 }, (_, i) => ({ position: 'Lineman', name: `${name} Lineman ${i + 1}` }))],
    buy: { rerolls: 1 },
  });

describe('a tabletop result with its facts', () => {
  it('is checked against the teams, and on confirmation carries SPP, injuries and winnings into both teams once', async () => {
    const ada = await account('tina');
    const bob = await account('tom');
    const id = (await ada.call('POST', '/api/leagues', { name: 'Table League', game: 'gridiron' })).json.id as number;
    const home0 = team('Reavers', 'human');
    home0.players[0].spp = 4;
    const away0 = team('Maulers', 'orc');
    away0.players[10].missNextGame = true;
    const a = (await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Reavers', team: home0 })).json;
    const b = (await bob.call('POST', `/api/leagues/${id}/entries`, { name: 'Maulers', team: away0 })).json;
    const f = (await ada.call('POST', `/api/leagues/${id}/schedule`)).json.fixtures[0];
    const [reporter, confirmer] = f.home.id === a.id ? [ada, bob] : [bob, ada];
    const homeTeam = f.home.id === a.id ? home0 : away0;
    const awayTeam = f.home.id === a.id ? away0 : home0;
    const url = `/api/leagues/${id}/fixtures/${f.id}/result`;
    const page = async (e: number) => (await ada.call('GET', `/api/leagues/${id}/entries/${e}`)).json;

    // Every entry is checked against the two teams: one line naming the field, nothing repeated.
    const bad: [unknown, RegExp][] = [
      [{ players: [{ side: 'home', player: 'SECRETX', touchdowns: 1 }] }, /^players\[0\]\.player: not a player of the home team$/],
      [{ players: [{ side: 'home', player: 'p1', touchdowns: 3 }] }, /^players: the home team's touchdowns add up to more than its score$/],
      [{ casualties: [{ side: 'away', player: 'p2', injury: 'Dead', by: 'p99' }] }, /^casualties\[0\]\.by: not a player of the home team$/],
      [{ casualties: [{ side: 'away', player: 'p2', injury: 'SECRETX' }] }, /^body\.casualties\.0\.injury: /],
      [{ players: [{ side: 'home', player: 'p1', touchdowns: 100 }] }, /^body\.players\.0\.touchdowns: /],
    ];
    if (awayTeam.players[10].missNextGame) bad.push([{ players: [{ side: 'away', player: 'p11' }] }, /^players\[0\]\.player: .*miss next game/]);
    for (const [facts, msg] of bad) {
      const r = await reporter.call('POST', url, { homeScore: 2, awayScore: 1, ...(facts as object) });
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect(r.json.error).toMatch(msg);
      expect(r.json.error).not.toContain('SECRETX');
    }

    const report = {
      homeScore: 2,
      awayScore: 1,
      players: [
        { side: 'home', player: 'p1', touchdowns: 2, completions: 1, mvp: 1 },
        { side: 'home', player: 'p2', interceptions: 1 },
        { side: 'away', player: 'p3', touchdowns: 1, mvp: 1 },
      ],
      casualties: [
        { side: 'away', player: 'p4', injury: 'Dead', by: 'p2' },
        { side: 'away', player: 'p5', injury: '-1 MA', by: 'p2' },
        { side: 'home', player: 'p6', injury: 'Miss Next Game' },
      ],
    };
    expect((await reporter.call('POST', url, report)).status).toBe(201);
    // Waiting for the opponent, the teams are as they were.
    expect((await page(f.home.id)).team).toEqual(homeTeam);
    expect((await page(f.away.id)).team).toEqual(awayTeam);
    // The leaders read the report's lines: p2's two casualties.
    const leaders = async () => (await ada.call('GET', `/api/leagues/${id}/leaders`)).json;
    expect((await leaders()).casualties).toEqual([]);

    const ok = await confirmer.call('POST', `${url}/confirm`);
    expect(ok.status).toBe(200);
    const home = (await page(f.home.id)) as { team: LeagueTeam; history: any[] };
    const away = (await page(f.away.id)) as { team: LeagueTeam; history: any[] };
    const before = (t: LeagueTeam, pid: string) => t.players.find((p) => p.id === pid)!.spp ?? 0;
    const spp = (t: LeagueTeam, pid: string) => t.players.find((p) => p.id === pid)!.spp ?? 0;
    // "Completion 1, Interception 2, Casualty 2, TD 3, MVP 5" (facts.md §2.11)
    expect(spp(home.team, 'p1') - before(homeTeam, 'p1')).toBe(2 * 3 + 1 + 5);
    expect(spp(home.team, 'p2') - before(homeTeam, 'p2')).toBe(2 + 2 * 2);
    expect(spp(away.team, 'p3') - before(awayTeam, 'p3')).toBe(3 + 5);
    // 61–68 Dead; 53–54 −1 MA and out of the next match; 41–48 Miss Next Game (facts.md §2.6)
    expect(away.team.players.find((p) => p.id === 'p4')!.dead).toBe(true);
    expect(away.team.players.find((p) => p.id === 'p5')).toMatchObject({ injuries: ['-1 MA'], missNextGame: true });
    expect(home.team.players.find((p) => p.id === 'p6')!.missNextGame).toBe(true);
    // Winnings "(D6 + FAME + W) x 10000": from 10k to 70k, into the treasury, as the history says.
    for (const [now, was] of [[home, homeTeam], [away, awayTeam]] as const) {
      expect(now.history).toHaveLength(1);
      const pm = now.history[0].postMatch;
      expect(pm.winnings).toBeGreaterThanOrEqual(10_000);
      expect(pm.winnings).toBeLessThanOrEqual(70_000);
      expect(now.team.treasury).toBe(was.treasury + pm.winnings);
      expect(pm.tabletop.seed).toMatch(/^[0-9a-f]{16}$/);
    }
    expect((await leaders()).casualties).toEqual([expect.objectContaining({ player: 'p2', value: 2, entry: f.home.id })]);

    // Confirmed once: again is refused, and the teams stay as they are.
    expect((await confirmer.call('POST', `${url}/confirm`)).status).toBe(409);
    expect((await page(f.home.id)).team).toEqual(home.team);
    expect((await page(f.away.id)).team).toEqual(away.team);
  });

  it('a commissioner\'s ruling runs the sequence at once when it brings facts, and leaves the teams alone when it is a bare score', async () => {
    const cora = await account('cora');
    const bob = await account('bob2');
    const id = (await cora.call('POST', '/api/leagues', { name: 'Ruled', game: 'gridiron', legs: 2 })).json.id as number;
    const b = (await bob.call('POST', `/api/leagues/${id}/entries`, { name: 'Bobs', team: team('Bobs', 'human') })).json;
    expect((await cora.call('POST', `/api/leagues/${id}/entries`, { name: 'Bot', coach: 'bot:scripted', team: team('Bot', 'orc') })).status).toBe(201);
    const [first, second] = (await cora.call('POST', `/api/leagues/${id}/schedule`)).json.fixtures;
    const page = async () => (await cora.call('GET', `/api/leagues/${id}/entries/${b.id}`)).json;
    const before = (await page()).team as LeagueTeam;
    // A forfeit: the score counts, the teams are as they were.
    expect((await cora.call('POST', `/api/leagues/${id}/fixtures/${first.id}/result`, { homeScore: 2, awayScore: 0 })).status).toBe(201);
    expect((await page()).team).toEqual(before);
    // A match played away from the app, with its facts: Bob's p1 scored and was the MVP.
    const side = second.home.id === b.id ? 'home' : 'away';
    const ruled = await cora.call('POST', `/api/leagues/${id}/fixtures/${second.id}/result`, { homeScore: side === 'home' ? 1 : 0, awayScore: side === 'away' ? 1 : 0, players: [{ side, player: 'p1', touchdowns: 1, mvp: 1 }] });
    expect(ruled.status).toBe(201);
    const now = await page();
    expect(now.team.players[0].spp).toBe(3 + 5);
    expect(now.history.filter((h: any) => h.postMatch)).toHaveLength(1);
  });
});
