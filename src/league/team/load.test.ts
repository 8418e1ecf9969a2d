// A stored team loads back to the same data; a malformed one gets one error naming the field, and a marker fed as
// the bad value, in every field the file has, never comes back in the message.
import { describe, expect, it } from 'vitest';
import { parseLeagueTeam } from './load';
import { createTeam } from './roster';
import { LeagueTeamError, type LeagueTeam } from './types';

const M = 'ZZ_MARKER_123';

function orcs(): LeagueTeam {
  const t = createTeam({
    game: 'gridiron',
    roster: 'orc',
    name: 'Grimtusk Maulers',
    players: [
      { position: 'Blitzer', name: 'Grashnak' },
      { position: 'Black Orc Blocker', name: 'Gorzub' },
      ...Array.from({ length: 9 }, (_, i) => ({ position: 'Lineman', name: `Lineman ${i + 1}` })),
    ],
    buy: { rerolls: 2 },
  });
  t.players[0] = { ...t.players[0], spp: 19, skills: ['Mighty Blow'], stats: { st: 1 }, advances: [{ rank: 'Veteran', dice: [3, 3] }] };
  t.players[1] = { ...t.players[1], injuries: ['Niggling Injury', '-1 MA'], missNextGame: true };
  t.players[2] = { ...t.players[2], dead: true };
  return t;
}

function fails(value: unknown): LeagueTeamError {
  try {
    parseLeagueTeam(value);
  } catch (e) {
    if (e instanceof LeagueTeamError) return e;
    throw e;
  }
  throw new Error('it loaded');
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('the team file', () => {
  it('a saved team loads back unchanged through JSON', () => {
    const t = orcs();
    expect(parseLeagueTeam(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });

  it.each([
    ['format', (t: any) => (t.format = M), 'format'],
    ['game', (t: any) => (t.game = M), 'game'],
    ['roster', (t: any) => (t.roster = M), 'roster'],
    ['treasury', (t: any) => (t.treasury = M), 'treasury'],
    ['rerolls', (t: any) => (t.rerolls = M), 'rerolls'],
    ['apothecary', (t: any) => (t.apothecary = M), 'apothecary'],
    ['an unknown field, not named', (t: any) => (t[M] = 1), ''],
    ['a player id', (t: any) => (t.players[3].id = M + ' !'), 'players[3].id'],
    ['a position', (t: any) => (t.players[4].position = M), 'players[4].position'],
    ['a skill', (t: any) => (t.players[4].skills = [M]), 'players[4].skills[0]'],
    ['an injury', (t: any) => (t.players[5].injuries = [M]), 'players[5].injuries[0]'],
    ['"Miss Next Game" as an injury (it is the missNextGame flag)', (t: any) => (t.players[5].injuries = ['-1 AV', 'Miss Next Game']), 'players[5].injuries[1]'],
    ['a stat key, not named', (t: any) => (t.players[5].stats = { [M]: 1 }), 'players[5].stats'],
    ['an SPP total', (t: any) => (t.players[6].spp = M), 'players[6].spp'],
    ['a miss-next-game flag', (t: any) => (t.players[6].missNextGame = M), 'players[6].missNextGame'],
    ['an advancement roll', (t: any) => (t.players[0].advances = [{ rank: 'Star', dice: [M, 7] }]), 'players[0].advances[0]'],
  ])('a bad %s is one error naming the field, never the value', (_what, spoil, field) => {
    const t = clone(orcs());
    spoil(t);
    const e = fails(t);
    expect(e.field).toBe(field);
    expect(e.message).not.toContain(M);
  });

  it("the roster's limits hold, with the index in this file even past a dead player: a fifth Blitzer", () => {
    const t = clone(orcs());
    for (const i of [4, 5, 6, 7]) t.players[i].position = 'Blitzer';
    const e = fails(t);
    expect(e.field).toBe('players[7].position');
    expect(e.reason).toBe('the Orc roster allows 0-4 Blitzer; this is number 5');
  });

  it('a player who misses the next game still counts toward the limits; a dead one does not', () => {
    const t = clone(orcs());
    t.players[1].position = 'Blitzer'; // misses the next game
    for (const i of [4, 5]) t.players[i].position = 'Blitzer';
    t.players[2].position = 'Blitzer'; // dead: not counted
    expect(fails({ ...t, players: [...t.players.slice(0, 6), { ...t.players[6], position: 'Blitzer' }, ...t.players.slice(7)] }).field).toBe('players[6].position');
    expect(() => parseLeagueTeam(t)).not.toThrow();
  });

  it('a runeball sheet is checked by runeball\'s own validator, under the player\'s sheet', () => {
    const t = clone(createTeam({ game: 'runeball', roster: 'kethra-ravens', name: 'Ravens' }));
    expect(parseLeagueTeam(clone(t))).toEqual(t);
    (t.players[2].sheet as any).attributes.STR = 99;
    const e = fails(t);
    expect(e.field).toBe('players[2].sheet.attributes.STR');
  });

  it('a rush player is a position id of its roster', () => {
    const t = clone(createTeam({ game: 'rush', roster: 'greenmoon-smackers', name: 'Smackers', players: [{ position: 'orx-guard', name: 'Grokk' }] }));
    expect(parseLeagueTeam(clone(t))).toEqual(t);
    t.players[0].position = M;
    const e = fails(t);
    expect(e.field).toBe('players[0].position');
    expect(e.message).not.toContain(M);
  });
});

describe('docs/teams.md', () => {
  it("the chapter's example team loads", async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../../docs/teams.md', import.meta.url), 'utf8');
    const json = /```json\n([\s\S]*?)```/.exec(text)![1];
    const t = parseLeagueTeam(JSON.parse(json));
    expect(t.players.map((p) => p.name)).toEqual(['Grashnak', 'Gorzub', 'Ruk']);
  });
});
