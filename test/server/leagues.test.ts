// A whole season over HTTP: a commissioner creates a league and draws a round robin; coaches join; fixtures are
// played online (both seats held from the start: by the entries' coaches, a bot's by the bot, which the server
// plays) or reported at the table and confirmed by the opponent; finished matches' results reach the table with
// links to their replays; the playoffs follow and crown a champion. Errors are one line and repeat nothing sent.

import { describe, expect, it } from 'vitest';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';
import './tiny-ruleset';

const srv = useTestServer('leagues');
const seen: string[] = [];


const account = (name: string) => SessionClient.signedUp(() => srv.base, name, seen);
class Client extends SessionClient {
  constructor() {
    super(() => srv.base, seen);
  }
}

/** Plays an online match to its end, each seat by whoever holds it: always "step", so someone reaches the end. A seat
 * with no client is a bot's, which the server plays. */
async function playOut(matchId: number, bySeat: Record<string, Client>) {
  const watcher = Object.values(bySeat)[0];
  // Moves are counted; waiting on the bot is bounded by time, as a loaded machine makes the bot slow.
  for (let guard = 0, end = Date.now() + 120_000; guard < 2000 && Date.now() < end; ) {
    const look = await watcher.call('GET', `/api/matches/${matchId}/play`);
    if (look.json.status === 'finished') return look.json;
    const seat = look.json.pending.seat as string;
    if (!bySeat[seat]) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    guard++;
    const r = await bySeat[seat].call('POST', `/api/matches/${matchId}/actions`, { seq: look.json.steps, actions: [{ type: 'step' }] });
    // 409: a bot moved meanwhile
    expect([200, 409]).toContain(r.status);
  }
  throw new Error('the match did not end');
}

describe('a league season', () => {
  it('runs from creation to a champion', async () => {
    const ada = await account('ada');
    const bob = await account('bob');
    const cy = await account('cy');
    const nobody = new Client();

    // Creating: a signed-in account only; the config is checked by the season's rules and the ruleset's schema.
    expect((await nobody.call('POST', '/api/leagues', { name: 'L', game: 'tiny-test' })).status).toBe(401);
    const bad = await ada.call('POST', '/api/leagues', { name: 'L', game: 'tiny-test', houseRules: { SECRETX: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error ?? bad.json.message).toMatch(/^houseRules: /);
    const badPoints = await ada.call('POST', '/api/leagues', { name: 'L', game: 'tiny-test', points: 'SECRETX' });
    expect(badPoints.status).toBe(400);
    const created = await ada.call('POST', '/api/leagues', { name: 'Tiny Cup', game: 'tiny-test', points: 'two-one-zero', playoffTeams: 2, roundDays: 7 });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({ name: 'Tiny Cup', status: 'open', commissioner: expect.stringMatching(/^account:/), config: { points: { win: 2, draw: 1, loss: 0 } } });
    expect((await nobody.call('GET', '/api/leagues')).json.map((l: any) => l.id)).toContain(id);

    // Entries: each coach enters themself; the commissioner may add a bot or another coach.
    // A team, when given, is one of the league's game in the teams' format: this game keeps none.
    const teamless = await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Ada Athletic', team: { roster: 'human' } });
    expect(teamless.status).toBe(400);
    expect(teamless.json.error ?? teamless.json.message).toMatch(/^team: /);
    expect((await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Ada Athletic' })).status).toBe(201);
    expect((await bob.call('POST', `/api/leagues/${id}/entries`, { name: 'Bob Rovers' })).status).toBe(201);
    expect((await bob.call('POST', `/api/leagues/${id}/entries`, { name: 'Bots', coach: 'bot:random' })).status).toBe(403);
    expect((await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Bots', coach: 'bot:SECRETX' })).status).toBe(400);
    expect((await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Bots', coach: 'bot:random' })).status).toBe(201);
    expect((await cy.call('POST', `/api/leagues/${id}/entries`, { name: 'Bob Rovers' })).status).toBe(409);
    expect((await cy.call('POST', `/api/leagues/${id}/entries`, { name: 'Huge', team: { notes: 'x'.repeat(300_000) } })).status).toBe(400);

    // The schedule: the commissioner's; three entries give three rounds of one fixture and a bye each.
    expect((await bob.call('POST', `/api/leagues/${id}/schedule`)).status).toBe(403);
    const drawn = await ada.call('POST', `/api/leagues/${id}/schedule`);
    expect(drawn.status).toBe(200);
    expect(drawn.json.status).toBe('running');
    expect(drawn.json.fixtures.map((f: any) => f.round)).toEqual([1, 2, 3]);
    expect(drawn.json.fixtures.every((f: any) => typeof f.deadline === 'string')).toBe(true);
    expect((await cy.call('POST', `/api/leagues/${id}/entries`, { name: 'Late' })).status).toBe(409);
    // The next round cannot be drawn before this one is played.
    expect((await ada.call('POST', `/api/leagues/${id}/schedule`)).status).toBe(409);

    const fixtures = drawn.json.fixtures as any[];
    const named = (a: string, b: string) => fixtures.find((f) => [f.home.name, f.away.name].sort().join() === [a, b].sort().join());
    const clientOf: Record<string, Client> = { 'Ada Athletic': ada, 'Bob Rovers': bob };

    // Ada v Bob, online: both seats already theirs; nobody else may start it; it is started once.
    const ab = named('Ada Athletic', 'Bob Rovers');
    expect((await cy.call('POST', `/api/leagues/${id}/fixtures/${ab.id}/match`)).status).toBe(403);
    const started = await bob.call('POST', `/api/leagues/${id}/fixtures/${ab.id}/match`);
    expect(started.status).toBe(201);
    expect(started.json.invites).toEqual({});
    expect((await ada.call('POST', `/api/leagues/${id}/fixtures/${ab.id}/match`)).status).toBe(409);
    expect((await ada.call('POST', `/api/leagues/${id}/fixtures/${ab.id}/result`, { homeScore: 1, awayScore: 0 })).status).toBe(409);
    const final = await playOut(started.json.matchId, { home: clientOf[ab.home.name], away: clientOf[ab.away.name] });
    let league = (await nobody.call('GET', `/api/leagues/${id}`)).json;
    const abNow = league.fixtures.find((f: any) => f.id === ab.id);
    expect(abNow.result).toMatchObject({ source: 'match', confirmed: true, homeScore: final.result.score.home, awayScore: final.result.score.away });
    expect(abNow.replay).toBe(`/#/replay/${started.json.matchId}`);

    // Bob v the bot: a bot's fixture is played online, its seat held by the bot and played by the server.
    const bb = named('Bob Rovers', 'Bots');
    expect((await bob.call('POST', `/api/leagues/${id}/fixtures/${bb.id}/result`, { homeScore: 1, awayScore: 0 })).status).toBe(409);
    const botGame = await bob.call('POST', `/api/leagues/${id}/fixtures/${bb.id}/match`);
    const botSeat = bb.home.name === 'Bots' ? 'home' : 'away';
    expect(botGame.json.invites).toEqual({});
    await playOut(botGame.json.matchId, botSeat === 'home' ? { away: bob } : { home: bob });

    league = (await nobody.call('GET', `/api/leagues/${id}`)).json;
    const pointsGiven = league.fixtures.filter((f: any) => f.result).length * 2;
    expect(league.standings.reduce((s: number, r: any) => s + r.points, 0)).toBe(pointsGiven);
    expect(league.standings.reduce((s: number, r: any) => s + r.played, 0)).toBe(4);
    await finishRest(id, ada, bob, cy, nobody);
  });
});

/** The last fixture (Ada v the bot), then the playoffs, to a champion. */
async function finishRest(id: number, ada: Client, bob: Client, cy: Client, nobody: Client) {
  let league = (await nobody.call('GET', `/api/leagues/${id}`)).json;
  const open = league.fixtures.filter((f: any) => !f.result);
  expect(open).toHaveLength(1);
  const g = await ada.call('POST', `/api/leagues/${id}/fixtures/${open[0].id}/match`);
  const botSeat = open[0].home.name === 'Bots' ? 'home' : 'away';
  await playOut(g.json.matchId, botSeat === 'home' ? { away: ada } : { home: ada });

  // The season is over: the playoffs are the top two, in one final.
  const po = await ada.call('POST', `/api/leagues/${id}/schedule`);
  expect(po.status).toBe(200);
  const finalTie = po.json.fixtures.filter((f: any) => f.stage === 'playoff');
  expect(finalTie).toHaveLength(1);
  const top2 = po.json.standings.slice(0, 2).map((s: any) => s.name);
  expect([finalTie[0].home.name, finalTie[0].away.name]).toEqual(top2);
  const clients: Record<string, Client> = { 'Ada Athletic': ada, 'Bob Rovers': bob };
  const f = finalTie[0];
  if (f.home.name !== 'Bots' && f.away.name !== 'Bots') {
    // At the table: reported by one coach, rejected or confirmed by the other, never by the reporter or a bystander.
    const reporter = clients[f.home.name];
    const opponent = clients[f.away.name];
    const players = [{ side: 'home', player: '7', name: 'Griff', touchdowns: 2, casualties: 1 }];
    expect((await cy.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result`, { homeScore: 2, awayScore: 1 })).status).toBe(403);
    expect((await reporter.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result`, { homeScore: 9, awayScore: 1 })).status).toBe(201);
    expect((await reporter.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result/confirm`)).status).toBe(403);
    expect((await cy.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result/confirm`)).status).toBe(403);
    // Unconfirmed, it counts for nothing: the bracket has no champion yet.
    expect((await nobody.call('GET', `/api/leagues/${id}`)).json.playoffs.champion).toBeNull();
    expect((await opponent.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result/reject`)).status).toBe(200);
    expect((await reporter.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result`, { homeScore: 2, awayScore: 1, players })).status).toBe(201);
    expect((await opponent.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result/confirm`)).status).toBe(200);
    const leaders = (await nobody.call('GET', `/api/leagues/${id}/leaders`)).json;
    expect(leaders.touchdowns[0]).toMatchObject({ name: 'Griff', value: 2, team: f.home.name });
    expect(leaders.spp[0].value).toBe(2 * 3 + 2);
  } else {
    const g2 = await ada.call('POST', `/api/leagues/${id}/fixtures/${f.id}/match`);
    const seat = f.home.name === 'Bots' ? 'home' : 'away';
    const human = clients[seat === 'home' ? f.away.name : f.home.name];
    await playOut(g2.json.matchId, seat === 'home' ? { away: human } : { home: human });
  }
  const done = await ada.call('POST', `/api/leagues/${id}/schedule`);
  expect(done.status).toBe(200);
  expect(done.json.status).toBe('finished');
  league = (await nobody.call('GET', `/api/leagues/${id}`)).json;
  expect([f.home.name, f.away.name]).toContain(league.playoffs.champion.name);
  expect((await ada.call('POST', `/api/leagues/${id}/schedule`)).status).toBe(409);
}

describe('a swiss league played at the table', () => {
  it('pairs by the table without rematches, scores landslides, and counts a report only once confirmed', async () => {
    const coaches = await Promise.all(['dee', 'eve', 'fay', 'gus'].map(account));
    const [dee] = coaches;
    const l = await dee.call('POST', '/api/leagues', { name: 'Swiss', game: 'tiny-test', schedule: 'swiss', rounds: 3, points: 'landslide', tieBreakers: ['score-difference'] });
    expect(l.json.config).toMatchObject({ schedule: 'swiss', rounds: 3, points: { win: 2, draw: 1, loss: 1, landslideWin: 3, landslideLoss: 0 } });
    const id = l.json.id;
    const byEntry = new Map<number, Client>();
    for (const [i, c] of coaches.entries()) byEntry.set((await c.call('POST', `/api/leagues/${id}/entries`, { name: `Team ${i}` })).json.id, c);
    const met = new Set<string>();
    let league: any;
    for (let round = 1; round <= 3; round++) {
      league = (await dee.call('POST', `/api/leagues/${id}/schedule`)).json;
      const now = league.fixtures.filter((f: any) => f.round === round);
      expect(now).toHaveLength(2);
      for (const f of now) {
        const pair = [f.home.id, f.away.id].sort().join();
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        // Home wins every game; the first fixture of each round by a landslide.
        const landslide = f === now[0];
        const rep = await byEntry.get(f.home.id)!.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result`, { homeScore: 2, awayScore: 0, landslide });
        expect(rep.status).toBe(201);
        expect((await dee.call('GET', `/api/leagues/${id}`)).json.standings.reduce((s: number, r: any) => s + r.points, 0)).toBe((round - 1) * 2 * 3 + (f === now[1] ? 3 : 0));
        expect((await byEntry.get(f.away.id)!.call('POST', `/api/leagues/${id}/fixtures/${f.id}/result/confirm`)).status).toBe(200);
      }
    }
    // Three rounds of one landslide (3 + 0) and one plain win (2 + 1).
    league = (await dee.call('GET', `/api/leagues/${id}`)).json;
    expect(league.standings.reduce((s: number, r: any) => s + r.points, 0)).toBe(3 * 6);
    expect(met.size).toBe(6);
    // No playoffs: drawing again ends the league.
    expect((await dee.call('POST', `/api/leagues/${id}/schedule`)).json.status).toBe('finished');
  });
});

describe('league errors', () => {
  it('name the problem in one line and never repeat what was sent', async () => {
    const c = new Client();
    expect((await c.call('GET', '/api/leagues/99999')).status).toBe(404);
    expect((await c.call('GET', '/api/leagues/SECRETX')).status).toBe(400);
    for (const text of seen) {
      expect(text).not.toContain('SECRETX');
    }
    const errors = seen.map((t) => JSON.parse(t)).filter((j) => j && typeof j === 'object' && 'error' in j);
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors) expect(String(e.error ?? e.message)).not.toContain('\n');
  });
});
