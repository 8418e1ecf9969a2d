// A commissioner's ruling: the commissioner records the result of a bot's fixture (a forfeit, a match the league
// will not wait for) and it counts at once; a coach's own report of a bot fixture is still refused, and nobody else
// may rule. A coach's report of a fixture between two coaches still waits for the opponent.

import { describe, expect, it } from 'vitest';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';
import './tiny-ruleset';

const srv = useTestServer('league-ruling');
const seen: string[] = [];
const account = (name: string) => SessionClient.signedUp(() => srv.base, name, seen);

describe('a commissioner\'s ruling', () => {
  it('settles a bot fixture at once, and only the commissioner may give one', async () => {
    const com = await account('com');
    const ada = await account('ada');
    const bob = await account('bob');
    const created = (await com.call('POST', '/api/leagues', { name: 'Ruled', game: 'tiny-test', points: 'two-one-zero' })).json;
    const id = created.id as number;
    // The session tells the app which account it is, as leagues name their commissioner and coaches.
    expect((await com.call('GET', '/api/session')).json.id).toBe(created.commissioner);
    expect((await ada.call('POST', `/api/leagues/${id}/entries`, { name: 'Ada' })).status).toBe(201);
    expect((await bob.call('POST', `/api/leagues/${id}/entries`, { name: 'Bob' })).status).toBe(201);
    expect((await com.call('POST', `/api/leagues/${id}/entries`, { name: 'Bot', coach: 'bot:random' })).status).toBe(201);
    const fixtures = (await com.call('POST', `/api/leagues/${id}/schedule`)).json.fixtures as any[];
    const adaBot = fixtures.find((f) => [f.home.name, f.away.name].sort().join() === 'Ada,Bot');
    const adaBob = fixtures.find((f) => [f.home.name, f.away.name].sort().join() === 'Ada,Bob');

    expect((await ada.call('POST', `/api/leagues/${id}/fixtures/${adaBot.id}/result`, { homeScore: 1, awayScore: 0 })).status).toBe(409);
    expect((await bob.call('POST', `/api/leagues/${id}/fixtures/${adaBot.id}/result`, { homeScore: 1, awayScore: 0 })).status).toBe(403);
    const ruled = await com.call('POST', `/api/leagues/${id}/fixtures/${adaBot.id}/result`, { homeScore: 2, awayScore: 1 });
    expect(ruled.status).toBe(201);
    const shown = ruled.json.fixtures.find((f: any) => f.id === adaBot.id);
    expect(shown.result).toMatchObject({ homeScore: 2, awayScore: 1, confirmed: true, source: 'tabletop' });
    const home = ruled.json.standings.find((s: any) => s.entry === adaBot.home.id);
    expect(home).toMatchObject({ played: 1, won: 1, points: 2 });

    // Between two coaches the commissioner does not rule; a coach reports and the opponent confirms.
    expect((await com.call('POST', `/api/leagues/${id}/fixtures/${adaBob.id}/result`, { homeScore: 1, awayScore: 1 })).status).toBe(403);
    const reported = await ada.call('POST', `/api/leagues/${id}/fixtures/${adaBob.id}/result`, { homeScore: 1, awayScore: 1 });
    expect(reported.json.fixtures.find((f: any) => f.id === adaBob.id).result.confirmed).toBe(false);
  });
});
