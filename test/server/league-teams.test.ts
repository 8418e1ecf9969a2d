// A short gridiron league over HTTP with stored teams, two human coaches and two bots: the entries' teams make their
// fixtures' matches, a bot's seat is played by the server, a bot-v-bot fixture plays itself to its end, and each
// finished match's post-match sequence (SPP, injuries, winnings...) is stored once and carried into the team's next
// match. Coaches change their own teams between matches only. Errors name the field and repeat nothing sent.

import { describe, expect, it } from 'vitest';
import { createTeam, type LeagueTeam } from '../../src/league/team/index';
import { findSkill } from '../../src/games/gridiron/skills';
import { botChoices } from '../../src/server/league-teams';
import { SessionClient } from './session-client';
import { useTestServer } from './test-server';

// A human side's whole match is a few hundred requests from one address.
const srv = useTestServer('league-teams', { rateLimit: 100_000 });
const seen: string[] = [];


const account = (name: string) => SessionClient.signedUp(() => srv.base, name, seen);
class Client extends SessionClient {
  constructor() {
    super(() => srv.base, seen);
  }
}

const team = (name: string, roster: 'human' | 'orc'): LeagueTeam =>
  createTeam({
    game: 'gridiron',
    roster,
    name,
    players: [{ position: 'Blitzer', name: `${name} Blitzer` }, ...Array.from({ length: 10 }, (_, i) => ({ position: 'Lineman', name: `${name} Lineman ${i + 1}` }))],
    buy: { rerolls: 1 },
  });

const sppOf = (t: LeagueTeam) => Object.fromEntries(t.players.map((p) => [p.number, p.spp ?? 0]));

/** A hurried human coach: the set-up as it stands, the turn ended at once, else the first legal action. */
async function playOut(c: Client, matchId: number, seat: string) {
  // Own moves are counted; waiting on the bot is bounded by time, as a loaded machine makes the bot slow.
  for (let guard = 0, end = Date.now() + 120_000; guard < 1000 && Date.now() < end; ) {
    const look = await c.call('GET', `/api/matches/${matchId}/play`);
    if (look.json.status === 'finished') return look.json;
    expect(look.status, JSON.stringify(look.json).slice(0, 300)).toBe(200);
    if (look.json.pending.seat !== seat) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    guard++;
    const legal = look.json.legal as { type: string }[];
    const a = legal.find((x) => x.type === 'end-turn') ?? legal.find((x) => x.type === 'setup-done') ?? legal[0];
    const r = await c.call('POST', `/api/matches/${matchId}/actions`, { seq: look.json.steps, actions: [a] });
    expect([200, 409]).toContain(r.status);
  }
  throw new Error('the match did not end');
}

async function until<T>(what: string, f: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`waited too long for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a league of stored teams, humans and bots', () => {
  it('plays bot fixtures on the server and carries each match\'s post-match sequence into the next', async () => {
    const ada = await account('ada');
    const bob = await account('bob');
    const nobody = new Client();
    const created = await ada.call('POST', '/api/leagues', { name: 'Old World Cup', game: 'gridiron', houseRules: { turnsPerHalf: 2 } });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const enter = (c: Client, body: unknown) => c.call('POST', `/api/leagues/${id}/entries`, body);

    // A team of another game, or a malformed one, is refused with the field named and nothing repeated.
    const rune = createTeam({ game: 'runeball', roster: 'bostonia-bulls', name: 'Bulls' });
    const other = await enter(ada, { name: 'Bulls', team: rune });
    expect(other.status).toBe(400);
    expect(other.json.error).toBe('team.game: expected a gridiron team');
    const broken = await enter(ada, { name: 'Broken', team: { ...team('Broken', 'human'), treasury: 'SECRETX' } });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatch(/^team\.treasury: /);
    const badPlayer = team('Bad', 'human');
    badPlayer.players[3] = { ...badPlayer.players[3], skills: ['SECRETX'] };
    const bp = await enter(ada, { name: 'Bad', team: badPlayer });
    expect(bp.status).toBe(400);
    expect(bp.json.error).toMatch(/^team\.players\[3\]\.skills/);

    // Ada's Blitzer comes with an advancement roll waiting (6+4: +1 MA, +1 AV or a Normal skill).
    const adaTeam = team('Reikland Reavers', 'human');
    adaTeam.players[0] = { ...adaTeam.players[0], spp: 6, advances: [{ rank: 'Experienced', dice: [6, 4] }] };
    const entries = {
      ada: (await enter(ada, { name: 'Reikland Reavers', team: adaTeam })).json,
      bob: (await enter(bob, { name: 'Gouged Eye', team: team('Gouged Eye', 'orc') })).json,
      botA: (await enter(ada, { name: 'Bot Bashers', coach: 'bot:scripted', team: team('Bot Bashers', 'orc') })).json,
      botB: (await enter(ada, { name: 'Bot Blockers', coach: 'bot:scripted', team: team('Bot Blockers', 'human') })).json,
    };
    for (const e of Object.values(entries)) expect(e.id).toEqual(expect.any(Number));
    const page = async (e: { id: number }) => (await nobody.call('GET', `/api/leagues/${id}/entries/${e.id}`)).json;

    // Between matches the entry's own coach spends the waiting roll, and only its coach.
    expect((await bob.call('POST', `/api/leagues/${id}/entries/${entries.ada.id}/team`, { advance: { player: 'p1', stat: 'ma' } })).status).toBe(403);
    const wrong = await ada.call('POST', `/api/leagues/${id}/entries/${entries.ada.id}/team`, { advance: { player: 'p1', stat: 'st' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('advance.stat: this roll allows +1 MA or +1 AV');
    const spent = await ada.call('POST', `/api/leagues/${id}/entries/${entries.ada.id}/team`, { advance: { player: 'p1', stat: 'ma' } });
    expect(spent.status).toBe(200);
    expect(spent.json.team.players[0]).toMatchObject({ stats: { ma: 1 }, advances: [] });
    expect((await ada.call('POST', `/api/leagues/${id}/entries/${entries.ada.id}/team`, { advance: { player: 'p1', stat: 'ma' } })).json.error).toBe('advance.player: the player has no advancement roll waiting');

    const before = { a: (await page(entries.botA)).team as LeagueTeam, b: (await page(entries.botB)).team as LeagueTeam };
    const drawn = await ada.call('POST', `/api/leagues/${id}/schedule`);
    expect(drawn.status).toBe(200);
    const fixtures = drawn.json.fixtures as any[];
    expect(fixtures).toHaveLength(6);
    const between = (a: number, b: number) => fixtures.find((f) => [f.home.id, f.away.id].sort().join() === [a, b].sort().join());

    // Bot v bot: started by the server as the schedule is drawn, played to its end by the server; the commissioner's
    // start (a retry) finds it started.
    const bvb = between(entries.botA.id, entries.botB.id);
    expect(bvb.matchId).toEqual(expect.any(Number));
    const started = { json: { matchId: bvb.matchId as number } };
    const again = await ada.call('POST', `/api/leagues/${id}/fixtures/${bvb.id}/match`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('this fixture\'s match is already started');
    const result = await until('the bot match', async () => (await nobody.call('GET', `/api/leagues/${id}`)).json.fixtures.find((f: any) => f.id === bvb.id).result);
    expect(result).toMatchObject({ source: 'match', confirmed: true });

    // Its record replays, and its post-match sequence is on both bots' teams.
    const rec = (await nobody.call('GET', `/api/matches/${started.json.matchId}/play`)).json;
    expect(rec.status).toBe('finished');
    const afterOne: Record<string, LeagueTeam> = {};
    for (const [key, e] of [['a', entries.botA], ['b', entries.botB]] as const) {
      const p = await page(e);
      expect(p.history).toHaveLength(1);
      const h = p.history[0];
      const pm = h.postMatch;
      expect(pm.side).toBe(h.side);
      const t = p.team as LeagueTeam;
      afterOne[key] = t;
      // SPP: each player's total is what he had plus what the match gave him; the MVP has 5 at least.
      const earned = Object.fromEntries((pm.spp as { id: string; earned: number }[]).map((x) => [x.id, x.earned]));
      for (const pl of t.players) expect(pl.spp ?? 0).toBe((before[key].players.find((q) => q.id === pl.id)!.spp ?? 0) + (earned[pl.id] ?? 0));
      expect(t.players.find((q) => q.id === pm.mvp)!.spp).toBeGreaterThanOrEqual(5);
      // Injuries and deaths as the summary lists them; winnings into the treasury.
      for (const d of pm.dead as string[]) expect(t.players.find((q) => q.id === d)!.dead).toBe(true);
      for (const x of pm.injuries as { id: string; effect: string; applied: boolean }[]) {
        if (x.effect !== 'Badly Hurt' && x.effect !== 'Dead') expect(t.players.find((q) => q.id === x.id)!.missNextGame).toBe(true);
      }
      expect(t.treasury).toBe(before[key].treasury + pm.winnings);
      expect(p.teamValue).toBe(pm.teamValue);
    }
    // Looked at again and again, the league applies it once.
    await nobody.call('GET', `/api/leagues/${id}`);
    expect((await page(entries.botA)).team).toEqual(afterOne.a);

    // Bot A's next match, against a human (the round robin is drawn whole, so any of its other fixtures): it starts
    // from the team the last one left.
    const next = fixtures.find((f) => f.id !== bvb.id && (f.home.id === entries.botA.id || f.away.id === entries.botA.id));
    const human = next.home.id === entries.ada.id || next.away.id === entries.ada.id ? ada : bob;
    const humanEntry = human === ada ? entries.ada : entries.bob;
    const humanSeat = next.home.id === humanEntry.id ? 'home' : 'away';
    const botSeat = humanSeat === 'home' ? 'away' : 'home';
    const humanBefore = (await page(humanEntry)).team as LeagueTeam;
    const g = await human.call('POST', `/api/leagues/${id}/fixtures/${next.id}/match`);
    expect(g.status).toBe(201);
    const look = await human.call('GET', `/api/matches/${g.json.matchId}/play`);
    const fielded = (look.json.view.players as { side: string; number: number; spp: number; name: string }[]).filter((p) => p.side === botSeat);
    const books = afterOne.a.players.filter((p) => !p.dead && !p.missNextGame && !p.name.startsWith('Journeyman'));
    for (const p of books) expect(fielded.find((q) => q.number === p.number)?.spp).toBe(p.spp ?? 0);
    // those hurt in the last match sit this one out
    for (const p of afterOne.a.players.filter((q) => q.dead || q.missNextGame)) expect(fielded.some((q) => q.name === p.name)).toBe(false);
    // A team in play is not changed.
    expect((await human.call('POST', `/api/leagues/${id}/entries/${humanEntry.id}/team`, { fire: { player: 'p11' } })).status).toBe(409);
    // Nor does it start a second match meanwhile.
    const otherOfHuman = fixtures.find((f) => f.id !== next.id && f.matchId === null && (f.home.id === humanEntry.id || f.away.id === humanEntry.id));
    expect((await human.call('POST', `/api/leagues/${id}/fixtures/${otherOfHuman.id}/match`)).json.error).toMatch(/is playing another league match/);

    await playOut(human, g.json.matchId, humanSeat);
    await until('the second result', async () => (await nobody.call('GET', `/api/leagues/${id}`)).json.fixtures.find((f: any) => f.id === next.id).result);
    const botAfterTwo = await page(entries.botA);
    expect(botAfterTwo.history).toHaveLength(2);
    const earnedTwo = Object.fromEntries((botAfterTwo.history.find((h: any) => h.fixture === next.id).postMatch.spp as { id: string; earned: number }[]).map((x) => [x.id, x.earned]));
    for (const pl of botAfterTwo.team.players as LeagueTeam['players']) {
      expect(pl.spp ?? 0).toBe((afterOne.a.players.find((q) => q.id === pl.id)?.spp ?? 0) + (earnedTwo[pl.id] ?? 0));
    }
    // A player who sat the match out has served his miss-next-game.
    for (const p of afterOne.a.players.filter((q) => q.missNextGame && !q.dead)) {
      const now = (botAfterTwo.team.players as LeagueTeam['players']).find((q) => q.id === p.id)!;
      expect(now.missNextGame ?? false).toBe(false);
    }
    const humanAfter = (await page(humanEntry)).team as LeagueTeam;
    expect(sppOf(humanAfter)).not.toEqual(sppOf(humanBefore));

    // Between matches the coach fires and hires; the treasury pays the rookie.
    const leaving = humanAfter.players.filter((p) => !p.dead).at(-1)!.id;
    const fired = await human.call('POST', `/api/leagues/${id}/entries/${humanEntry.id}/team`, { fire: { player: leaving } });
    expect(fired.status).toBe(200);
    const hired = await human.call('POST', `/api/leagues/${id}/entries/${humanEntry.id}/team`, { hire: { position: 'Lineman', name: 'New Boy' } });
    expect(hired.status).toBe(200);
    expect(hired.json.team.treasury).toBeLessThan(humanAfter.treasury);
    expect(hired.json.team.players.some((p: any) => p.name === 'New Boy')).toBe(true);
    const gone = await human.call('POST', `/api/leagues/${id}/entries/${humanEntry.id}/team`, { fire: { player: 'SECRETX' } });
    expect(gone.json.error).toBe('fire.player: expected the id of a living player of the team');
    const worn = await human.call('POST', `/api/leagues/${id}/entries/${humanEntry.id}/team`, { hire: { position: 'Lineman', name: 'Twin', number: 1 } });
    expect(worn.json.error).toBe('hire.number: already worn by a player of the team');

    for (const text of seen) expect(text).not.toContain('SECRETX');
  }, 240_000);
});

describe('bot-v-bot fixtures', () => {
  it('start on the server as their round is drawn, one match per team at a time, each next one as the last ends', async () => {
    const ada = await account('ada3');
    const nobody = new Client();
    const id = (await ada.call('POST', '/api/leagues', { name: 'Bot Cup', game: 'gridiron', houseRules: { turnsPerHalf: 2 } })).json.id as number;
    for (const [name, roster] of [['Bot A', 'orc'], ['Bot B', 'human'], ['Bot C', 'orc']] as const) {
      expect((await ada.call('POST', `/api/leagues/${id}/entries`, { name, coach: 'bot:scripted', team: team(name, roster) })).status).toBe(201);
    }
    // Three bots: every fixture shares a team with each other one, so one plays at a time.
    const drawn = (await ada.call('POST', `/api/leagues/${id}/schedule`)).json;
    expect(drawn.fixtures).toHaveLength(3);
    expect(drawn.fixtures.filter((f: any) => f.matchId !== null)).toHaveLength(1);
    expect(drawn.fixtures.find((f: any) => f.matchId !== null).round).toBe(1);
    // Nobody starts anything: the server goes from match to match, each starting from the teams the last one left.
    const league = await until('every bot fixture', async () => {
      const l = (await nobody.call('GET', `/api/leagues/${id}`)).json;
      return l.fixtures.every((f: any) => f.result?.confirmed) && l;
    }, 120_000);
    expect(new Set(league.fixtures.map((f: any) => f.matchId)).size).toBe(3);
    for (const e of league.entries) expect((await nobody.call('GET', `/api/leagues/${id}/entries/${e.id}`)).json.history).toHaveLength(2);
  }, 150_000);
});

describe('a bot coach\'s choices', () => {
  it('spends every waiting roll at once: the characteristic a roll gives, else a skill the roll opens', () => {
    const t = team('Bot Blockers', 'human');
    t.players[0] = { ...t.players[0], advances: [{ rank: 'Experienced', dice: [6, 4] }, { rank: 'Veteran', dice: [1, 2] }] };
    t.players[1] = { ...t.players[1], advances: [{ rank: 'Experienced', dice: [3, 3] }] };
    const after = botChoices(t);
    // 10 = +1 MA or +1 AV: MA; then 3 = a Normal skill of the Blitzer (General, Strength)
    expect(after.players[0]).toMatchObject({ stats: { ma: 1 }, advances: [] });
    expect(after.players[0].skills).toHaveLength(1);
    expect(['General', 'Strength']).toContain(findSkill(after.players[0].skills![0])!.category);
    // a double opens the Lineman's Double categories too; he takes one skill he lacked
    expect(after.players[1].advances).toEqual([]);
    expect(after.players[1].skills).toHaveLength(1);
    expect(t.players[0].advances).toHaveLength(2);
  });
});
