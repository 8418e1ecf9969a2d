import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSkill, SKILLS } from '../skills';
import { getRoster, listRosters, loadTeam, ROSTER_INFO, ROSTERS, teamValue, TeamFileError, type TeamFile } from './index';

/** The problems a load reports, as "path: reason" lines. */
function problems(input: unknown): string[] {
  try {
    loadTeam(input, 'home');
  } catch (e) {
    if (e instanceof TeamFileError) return e.problems.map((p) => `${p.path}: ${p.reason}`);
    throw e;
  }
  return [];
}

function orcFile(players: unknown[], extra: Record<string, unknown> = {}): unknown {
  return { name: 'Test Orcs', roster: 'orc', players, ...extra };
}

const lineman = (number: number, more: Record<string, unknown> = {}) => ({ number, name: `Lineman ${number}`, position: 'Lineman', ...more });

describe('the shipped rosters', () => {
  // facts.md §2.12, LRB6 column: name | max | cost | MA | ST | AG | AV | skills
  const HUMAN: [string, number, number, number, number, number, number, string[]][] = [
    ['Lineman', 16, 50_000, 6, 3, 3, 8, []],
    ['Thrower', 2, 70_000, 6, 3, 3, 8, ['Pass', 'Sure Hands']],
    ['Catcher', 4, 70_000, 8, 2, 3, 7, ['Catch', 'Dodge']],
    ['Blitzer', 4, 90_000, 7, 3, 3, 8, ['Block']],
    ['Ogre', 1, 140_000, 5, 5, 2, 9, ['Loner', 'Bone-head', 'Mighty Blow', 'Thick Skull', 'Throw Team-Mate']],
  ];
  const ORC: typeof HUMAN = [
    ['Lineman', 16, 50_000, 5, 3, 3, 9, []],
    ['Goblin', 4, 40_000, 6, 2, 3, 7, ['Right Stuff', 'Dodge', 'Stunty']],
    ['Thrower', 2, 70_000, 5, 3, 3, 8, ['Pass', 'Sure Hands']],
    ['Black Orc Blocker', 4, 80_000, 4, 4, 2, 9, []],
    ['Blitzer', 4, 80_000, 6, 3, 3, 9, ['Block']],
    ['Troll', 1, 110_000, 4, 5, 1, 9, ['Loner', 'Always Hungry', 'Mighty Blow', 'Really Stupid', 'Regeneration', 'Throw Team-Mate']],
  ];
  const sheet = (id: string) =>
    getRoster(id)!.positions.map((p) => [p.name, p.max, p.cost, p.ma, p.st, p.ag, p.av, p.skills]);

  it('Human is exactly facts.md §2.12: re-roll 50k, apothecary allowed', () => {
    expect(sheet('human')).toEqual(HUMAN);
    expect(getRoster('human')).toMatchObject({ rerollCost: 50_000, apothecary: true });
  });

  it('Orc is exactly facts.md §2.12: re-roll 60k', () => {
    expect(sheet('orc')).toEqual(ORC);
    expect(getRoster('orc')!.rerollCost).toBe(60_000);
  });

  it('ships the 24 LRB6 teams, each JSON file in the folder listed once under its own id', () => {
    expect(ROSTERS.length).toBe(24);
    const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual(ROSTERS.map((r) => r.id).sort());
    expect(ROSTER_INFO.map((r) => r.id)).toEqual(ROSTERS.map((r) => r.id));
    expect(new Set(ROSTERS.map((r) => r.name)).size).toBe(ROSTERS.length);
  });

  it.each(ROSTERS.map((r) => [r.id, r] as const))('%s: a sound sheet', (_id, r) => {
    const names = r.positions.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of r.positions) {
      for (const s of p.skills) expect(findSkill(s)?.name, `${r.id} ${p.name}: ${s}`).toBe(s);
      expect(p.max).toBeGreaterThanOrEqual(1);
      expect(p.max).toBeLessThanOrEqual(16);
      expect(p.cost % 10_000).toBe(0);
      for (const v of [p.ma, p.st, p.ag, p.av]) expect(v).toBeGreaterThanOrEqual(1);
      expect(p.normal + p.double).toMatch(/^[GAPSM]+$/);
      expect(p.normal.includes('G') || p.double.includes('G')).toBe(true);
    }
    expect(r.rerollCost % 10_000).toBe(0);
  });

  it.each(ROSTERS.map((r) => [r.id, r] as const))('%s: its default line-up is a legal starting team', (id, r) => {
    expect(r.lineup.roster).toBe(id);
    const { team, players, absent } = loadTeam(id, 'away');
    expect(players.length).toBeGreaterThanOrEqual(11);
    expect(absent).toEqual([]);
    expect(team.roster).toBe(id);
    expect(team.rerolls).toBeGreaterThanOrEqual(1);
    expect(teamValue(r.lineup)).toBeLessThanOrEqual(1_000_000);
    expect(team.apothecary && !r.apothecary).toBe(false);
  });

  it.each(ROSTERS.map((r) => [r.id, r] as const))('%s: tagged sourced (naming what it was checked against) or recalled', (_id, r) => {
    expect(r.source).toMatch(/^(sourced|recalled): /);
    if (r.source.startsWith('sourced')) expect(r.source).toMatch(/botbowl|FFB|facts\.md/);
  });

  // The key numbers of every sheet, cross-checked against botbowl's LRB5-Experimental.xml and FUMBBL's FFB LRB6
  // rosters (each file's "source" says which agreed): id | re-roll (k) | apothecary | position 0-max cost
  // MA/ST/AG/AV normal/double.
  const KEY_NUMBERS: [string, number, boolean, string][] = [
    ['human', 50, true, 'Lineman 0-16 50k 6/3/3/8 G/ASP; Thrower 0-2 70k 6/3/3/8 GP/AS; Catcher 0-4 70k 8/2/3/7 GA/SP; Blitzer 0-4 90k 7/3/3/8 GS/AP; Ogre 0-1 140k 5/5/2/9 S/GAP'],
    ['orc', 60, true, 'Lineman 0-16 50k 5/3/3/9 G/ASP; Goblin 0-4 40k 6/2/3/7 A/GSP; Thrower 0-2 70k 5/3/3/8 GP/AS; Black Orc Blocker 0-4 80k 4/4/2/9 GS/AP; Blitzer 0-4 80k 6/3/3/9 GS/AP; Troll 0-1 110k 4/5/1/9 S/GAP'],
    ['dwarf', 50, true, 'Blocker 0-16 70k 4/3/2/9 GS/AP; Runner 0-2 80k 6/3/3/8 GP/AS; Blitzer 0-2 80k 5/3/3/9 GS/AP; Troll Slayer 0-2 90k 5/3/2/8 GS/AP; Deathroller 0-1 160k 4/7/1/10 S/GAP'],
    ['wood-elf', 50, true, 'Lineman 0-16 70k 7/3/4/7 GA/SP; Catcher 0-4 90k 8/2/4/7 GA/SP; Thrower 0-2 90k 7/3/4/7 GAP/S; Wardancer 0-2 120k 8/3/4/7 GA/SP; Treeman 0-1 120k 2/6/1/10 S/GAP'],
    ['skaven', 60, true, 'Lineman 0-16 50k 7/3/3/7 G/ASPM; Thrower 0-2 70k 7/3/3/7 GP/ASM; Gutter Runner 0-4 80k 9/2/4/7 GA/SPM; Storm Vermin 0-2 90k 7/3/3/8 GS/APM; Rat Ogre 0-1 150k 6/5/2/8 S/GAPM'],
    ['chaos', 60, true, 'Beastman 0-16 60k 6/3/3/8 GSM/AP; Chaos Warrior 0-4 100k 5/4/3/9 GSM/AP; Minotaur 0-1 150k 5/5/2/8 SM/GAP'],
    ['undead', 70, false, 'Skeleton 0-16 40k 5/3/2/7 G/ASP; Zombie 0-16 40k 4/3/2/8 G/ASP; Ghoul 0-4 70k 7/3/3/7 GA/SP; Wight 0-2 90k 6/3/3/8 GS/AP; Mummy 0-2 120k 3/5/1/9 S/GAP'],
    ['lizardmen', 60, true, 'Skink 0-16 60k 8/2/3/7 A/GSP; Saurus 0-6 80k 6/4/1/9 GS/AP; Kroxigor 0-1 140k 6/5/1/9 S/GAP'],
    ['halfling', 60, true, 'Halfling 0-16 30k 5/2/3/6 A/GSP; Treeman 0-2 120k 2/6/1/10 S/GAP'],
    ['goblin', 60, true, 'Goblin 0-16 40k 6/2/3/7 A/GSP; Looney 0-1 40k 6/2/3/7 A/GSP; Fanatic 0-1 70k 3/7/3/7 S/GAP; Pogoer 0-1 70k 7/2/3/7 A/GSP; Bombardier 0-1 40k 6/2/3/7 A/GSP; Troll 0-2 110k 4/5/1/9 S/GAP'],
    ['ogre', 70, true, 'Snotling 0-16 20k 5/1/3/5 A/GSP; Ogre 0-6 140k 5/5/2/9 S/GAP'],
    ['amazon', 50, true, 'Linewoman 0-16 50k 6/3/3/7 G/ASP; Thrower 0-2 70k 6/3/3/7 GP/AS; Catcher 0-2 70k 6/3/3/7 GA/SP; Blitzer 0-4 90k 6/3/3/7 GS/AP'],
    ['chaos-dwarf', 70, true, 'Hobgoblin 0-16 40k 6/3/3/7 G/ASP; Chaos Dwarf Blocker 0-6 70k 4/3/2/9 GS/APM; Bull Centaur 0-2 130k 6/4/2/9 GS/AP; Minotaur 0-1 150k 5/5/2/8 S/GAPM'],
    ['dark-elf', 50, true, 'Lineman 0-16 70k 6/3/4/8 GA/SP; Runner 0-2 80k 7/3/4/7 GAP/S; Assassin 0-2 90k 6/3/4/7 GA/SP; Blitzer 0-4 100k 7/3/4/8 GA/SP; Witch Elf 0-2 110k 7/3/4/7 GA/SP'],
    ['elf', 50, true, 'Lineman 0-16 60k 6/3/4/7 GA/SP; Thrower 0-2 70k 6/3/4/7 GAP/S; Catcher 0-4 100k 8/3/4/7 GA/SP; Blitzer 0-2 110k 7/3/4/8 GA/SP'],
    ['high-elf', 50, true, 'Lineman 0-16 70k 6/3/4/8 GA/SP; Thrower 0-2 90k 6/3/4/8 GAP/S; Catcher 0-4 90k 8/3/4/7 GA/SP; Blitzer 0-2 100k 7/3/4/8 GA/SP'],
    ['khemri', 70, false, 'Skeleton 0-16 40k 5/3/2/7 G/ASP; Thro-Ra 0-2 70k 6/3/2/7 GP/AS; Blitz-Ra 0-2 90k 6/3/2/8 GS/AP; Tomb Guardian 0-4 100k 4/5/1/9 S/GAP'],
    ['necromantic', 70, false, 'Zombie 0-16 40k 4/3/2/8 G/ASP; Ghoul 0-2 70k 7/3/3/7 GA/SP; Wight 0-2 90k 6/3/3/8 GS/AP; Flesh Golem 0-2 110k 4/4/2/9 GS/AP; Werewolf 0-2 120k 8/3/3/8 GA/SP'],
    ['norse', 60, true, 'Lineman 0-16 50k 6/3/3/7 G/ASP; Thrower 0-2 70k 6/3/3/7 GP/AS; Runner 0-2 90k 7/3/3/7 GA/SP; Berserker 0-2 90k 6/3/3/7 GS/AP; Ulfwerener 0-2 110k 6/4/2/8 GS/AP; Yhetee 0-1 140k 5/5/1/8 S/GAP'],
    ['nurgle', 70, false, 'Rotter 0-16 40k 5/3/3/8 GM/ASP; Pestigor 0-4 80k 6/3/3/8 GSM/AP; Nurgle Warrior 0-4 110k 4/4/2/9 GSM/AP; Beast of Nurgle 0-1 140k 4/5/1/9 S/GAPM'],
    ['vampire', 70, true, 'Thrall 0-16 40k 6/3/3/7 G/ASP; Vampire 0-6 110k 6/4/4/8 GAS/P'],
    ['chaos-pact', 70, true, 'Marauder 0-12 50k 6/3/3/8 GSPM/A; Goblin Renegade 0-1 40k 6/2/3/7 AM/GSP; Skaven Renegade 0-1 50k 7/3/3/7 GM/ASP; Dark Elf Renegade 0-1 70k 6/3/4/8 GAM/SP; Chaos Troll 0-1 110k 4/5/1/9 S/GAPM; Chaos Ogre 0-1 140k 5/5/2/9 S/GAPM; Minotaur 0-1 150k 5/5/2/8 S/GAPM'],
    ['slann', 50, true, 'Lineman 0-16 60k 6/3/3/8 G/ASP; Catcher 0-4 80k 7/2/4/7 GA/SP; Blitzer 0-4 110k 7/3/3/8 GAS/P; Kroxigor 0-1 140k 6/5/1/9 S/GAP'],
    ['underworld', 70, true, 'Underworld Goblin 0-12 40k 6/2/3/7 AM/GSP; Skaven Lineman 0-2 50k 7/3/3/7 GM/ASP; Skaven Thrower 0-2 70k 7/3/3/7 GPM/AS; Skaven Blitzer 0-2 90k 7/3/3/8 GSM/AP; Warpstone Troll 0-1 110k 4/5/1/9 SM/GAP'],
  ];

  it('every sheet has exactly the cross-checked key numbers', () => {
    const actual = ROSTERS.map((r) => [
      r.id,
      r.rerollCost / 1000,
      r.apothecary,
      r.positions.map((p) => `${p.name} 0-${p.max} ${p.cost / 1000}k ${p.ma}/${p.st}/${p.ag}/${p.av} ${p.normal}/${p.double}`).join('; '),
    ]);
    expect(actual).toEqual(KEY_NUMBERS);
  });

  // Where LRB6 is unusual, or a source disagreed, once more by name.
  it('keeps the LRB6 oddities the sources settle', () => {
    const pos = (id: string, name: string) => getRoster(id)!.positions.find((p) => p.name === name)!;
    expect(pos('halfling', 'Treeman').skills).not.toContain('Loner');
    expect(pos('wood-elf', 'Treeman').skills).toContain('Loner');
    expect(pos('necromantic', 'Zombie').cost).toBe(40_000);
    expect(pos('skaven', 'Rat Ogre').ag).toBe(2);
    expect(getRoster('chaos')!.rerollCost).toBe(60_000);
    expect(getRoster('underworld')!.positions.map((p) => p.name)).not.toContain('Gutter Runner');
    for (const id of ['undead', 'khemri', 'necromantic', 'nurgle']) expect(getRoster(id)!.apothecary, id).toBe(false);
    for (const name of ['Skaven Lineman', 'Skaven Thrower', 'Skaven Blitzer']) expect(pos('underworld', name).skills).toContain('Animosity');
    expect(pos('underworld', 'Underworld Goblin').skills).not.toContain('Animosity');
    // LRB6's Chaos Pact has three renegades, each of his own race for Animosity; the Orc Renegade is BB2016's.
    const pact = getRoster('chaos-pact')!.positions;
    expect(pact.map((p) => p.name)).not.toContain('Orc Renegade');
    expect(pact.map((p) => [p.name, p.race])).toEqual([
      ['Marauder', 'human'], ['Goblin Renegade', 'goblin'], ['Skaven Renegade', 'skaven'], ['Dark Elf Renegade', 'dark elf'],
      ['Chaos Troll', 'troll'], ['Chaos Ogre', 'ogre'], ['Minotaur', 'minotaur'],
    ]);
  });

  it('listRosters gives copies the caller may change freely', () => {
    const list = listRosters();
    list[0].positions[0].skills.push('Block');
    expect(getRoster(list[0].id)!.positions[0].skills).not.toContain('Block');
  });
});

describe('loadTeam: a roster id', () => {
  it('builds players with ids side-number, the position stat line and skills, in the reserves', () => {
    const { team, players } = loadTeam('human', 'home');
    expect(team).toMatchObject({ name: 'Altdorf Griffons', roster: 'human', rerolls: 2, rerollsBase: 2, apothecary: true, score: 0, turn: 0 });
    expect(players.map((p) => p.id)).toEqual(players.map((p) => `home-${p.number}`));
    const ogre = players.find((p) => p.position === 'Ogre')!;
    expect(ogre).toMatchObject({ side: 'home', ma: 5, st: 5, ag: 2, av: 9, place: 'reserves', x: -1, y: -1, stance: 'standing', spp: 0, niggling: 0 });
    expect(ogre.skills).toEqual(['Loner', 'Bone-head', 'Mighty Blow', 'Thick Skull', 'Throw Team-Mate']);
    expect(ogre.stats).toEqual({ comp: 0, int: 0, cas: 0, td: 0 });
  });

  it('a roster id is read in any letter case; an unknown one names the shipped ids', () => {
    expect(loadTeam(' ORC ', 'away').team.roster).toBe('orc');
    expect(problems('elves')).toEqual([`roster: expected a roster id (${ROSTERS.map((r) => r.id).join(', ')})`]);
  });

  it('two loads share nothing', () => {
    const a = loadTeam('orc', 'home');
    a.players[0].skills.push('Tackle');
    expect(loadTeam('orc', 'home').players[0].skills).not.toContain('Tackle');
  });
});

describe('loadTeam: a team file', () => {
  it('names the path of a position the roster lacks and lists the roster\'s positions, without repeating the value', () => {
    const file = orcFile([lineman(1), lineman(2), lineman(3), { number: 4, name: 'Big Lug', position: 'Ogre' }]);
    expect(problems(file)).toEqual([
      'players[3].position: expected a position of the Orc roster (Lineman, Goblin, Thrower, Black Orc Blocker, Blitzer, Troll)',
    ]);
  });

  it('applies advances, injuries and SPP; Miss Next Game players sit the match out', () => {
    const { players, absent } = loadTeam(
      orcFile([
        { number: 7, name: 'Grashnak', position: 'blitzer', skills: ['mighty blow', 'Guard'], stats: { st: 1 }, injuries: ['-1 MA', 'Niggling Injury'], spp: 23 },
        { number: 3, name: 'Hurt', position: 'Lineman', injuries: ['Miss Next Game'] },
        lineman(5),
      ]),
      'away',
    );
    expect(players.map((p) => p.number)).toEqual([5, 7]);
    expect(players[1]).toMatchObject({ id: 'away-7', position: 'Blitzer', ma: 5, st: 4, ag: 3, av: 9, spp: 23, niggling: 1 });
    expect(players[1].skills).toEqual(['Block', 'Mighty Blow', 'Guard']);
    expect(absent).toEqual([{ number: 3, name: 'Hurt', reason: 'Miss Next Game' }]);
  });

  it('optional counts default to none and are carried to the team', () => {
    expect(loadTeam(orcFile([lineman(1)]), 'home').team).toMatchObject({ rerolls: 0, fanFactor: 0, apothecary: false, cheerleaders: 0, assistantCoaches: 0 });
    const t = loadTeam(orcFile([lineman(1)], { rerolls: 3, fanFactor: 5, cheerleaders: 2, assistantCoaches: 1, apothecary: true }), 'home').team;
    expect(t).toMatchObject({ rerolls: 3, fanFactor: 5, cheerleaders: 2, assistantCoaches: 1, apothecary: true, fans: 0 });
  });

  it('names each problem with its path and reason, all of them at once', () => {
    const file = {
      name: '',
      roster: 'orc',
      rerolls: 9,
      fanFactor: 1.5,
      apothecary: 'yes',
      coach: 'me',
      players: [
        lineman(1),
        lineman(1),
        { number: 0, name: 'Zero', position: 'Lineman' },
        { number: '4', name: 'Text', position: 'Lineman' },
        { number: 5, name: 'Typo', position: 'Lineman', skils: [] },
        { number: 6, name: 'Bad skills', position: 'Blitzer', skills: ['Block', 'Mighty Blo', 'Guard', 'Guard', 3] },
        { number: 8, name: 'Hurt', position: 'Lineman', injuries: ['-1 MA', '-1 MA', '-1 MA', 'Broken Leg'], stats: { st: 3, xp: 1 } },
        'nobody',
      ],
    };
    expect(problems(file)).toEqual([
      ': a field is not one a team file has (known: name, roster, rerolls, fanFactor, apothecary, cheerleaders, assistantCoaches, players)',
      'name: expected a name',
      'rerolls: expected a whole number from 0 to 8',
      'fanFactor: expected a whole number from 0 to 20',
      'apothecary: expected true or false',
      'players[1].number: already worn by players[0]',
      'players[2].number: expected a shirt number, a whole number from 1 to 99',
      'players[3].number: expected a shirt number, a whole number from 1 to 99',
      'players[4]: a field is not one a player has (known: number, name, position, skills, injuries, stats, spp)',
      'players[5].skills[0]: a Blitzer already has Block',
      'players[5].skills[1]: expected the name of an LRB6 skill in the catalogue',
      'players[5].skills[3]: Guard is listed twice',
      'players[5].skills[4]: expected a skill name',
      'players[6].stats: a key is not a characteristic (ma, st, ag, av)',
      'players[6].stats.st: expected an increase of 1 to 2 (injuries go in "injuries")',
      'players[6].injuries[3]: expected a lasting injury (Niggling Injury, -1 MA, -1 ST, -1 AG, -1 AV, Miss Next Game)',
      'players[6]: MA would change by more than 2 (advances and injuries together); LRB6 allows at most 2 either way',
      'players[7]: expected a player object with number, name and position',
    ]);
  });

  it('rejects more of a position than the roster allows, and more than 16 players', () => {
    const blitzers = [1, 2, 3, 4, 5].map((n) => ({ number: n, name: `B${n}`, position: 'Blitzer' }));
    expect(problems(orcFile(blitzers))).toEqual(['players[4].position: the Orc roster allows 0-4 Blitzer; this is number 5']);
    const seventeen = Array.from({ length: 17 }, (_, i) => lineman(i + 1));
    expect(problems(orcFile(seventeen))).toEqual(['players: 17 players; a team has at most 16']);
    expect(problems(orcFile([]))).toEqual(['players: a team needs at least one player']);
    expect(problems(orcFile([lineman(1, { injuries: ['Miss Next Game'] })]))).toEqual(['players: no player is fit to play (all Miss Next Game)']);
  });

  it('an apothecary only where the roster allows one; an unknown roster; not an object', () => {
    expect(problems({ name: 'Dead Men', roster: 'undead', apothecary: true, players: [{ number: 1, name: 'Bones', position: 'Skeleton' }] })).toEqual([
      'apothecary: the Undead roster may not have an apothecary',
    ]);
    expect(problems({ name: 'X', roster: 'elves', players: [lineman(1)] })[0]).toMatch(/^roster: expected a roster id \(human, orc/);
    expect(problems(null)).toEqual([': a team is a roster id or a team file object']);
    expect(problems([])).toEqual([': a team is a roster id or a team file object']);
  });

  it('a characteristic never falls below 1', () => {
    const snot = { name: 'S', roster: 'ogre', players: [{ number: 1, name: 'Sniv', position: 'Snotling', injuries: ['-1 ST'] }] };
    expect(problems(snot)).toEqual(['players[0]: ST would fall below 1']);
  });

  it('teamValue counts players, re-rolls, apothecary, fan factor, cheerleaders and coaches', () => {
    const file: TeamFile = { name: 'V', roster: 'orc', rerolls: 2, apothecary: true, fanFactor: 3, cheerleaders: 1, assistantCoaches: 2, players: [lineman(1), { number: 2, name: 'T', position: 'Troll' }] };
    expect(teamValue(file)).toBe(50_000 + 110_000 + 2 * 60_000 + 50_000 + 6 * 10_000);
  });

  it('anything at all either loads or is refused with a TeamFileError whose problems name a reason', () => {
    const player = fc.record(
      {
        number: fc.oneof(fc.integer({ min: -2, max: 101 }), fc.string()),
        name: fc.oneof(fc.string(), fc.constant(null)),
        position: fc.constantFrom('Lineman', 'Troll', 'Goblin', 'Ogre', 'blitzer'),
        skills: fc.array(fc.oneof(fc.constantFrom(...SKILLS.map((s) => s.name)), fc.string())),
        injuries: fc.array(fc.constantFrom('-1 MA', '-1 AV', 'Niggling Injury', 'Miss Next Game', 'x')),
        stats: fc.dictionary(fc.constantFrom('ma', 'st', 'ag', 'av', 'pa'), fc.integer({ min: -1, max: 3 })),
        spp: fc.integer({ min: -1, max: 200 }),
      },
      { requiredKeys: ['number', 'name', 'position'] },
    );
    const file = fc.record(
      {
        name: fc.string(),
        roster: fc.constantFrom('orc', 'human', 'nope'),
        rerolls: fc.integer({ min: -1, max: 9 }),
        apothecary: fc.boolean(),
        players: fc.array(player, { maxLength: 18 }),
      },
      { requiredKeys: ['roster'] },
    );
    fc.assert(
      fc.property(fc.oneof(file, fc.jsonValue()), (input) => {
        try {
          const { players, team } = loadTeam(input, 'away');
          expect(players.length).toBeGreaterThan(0);
          expect(players.length).toBeLessThanOrEqual(16);
          expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
          expect(team.rerolls).toBeLessThanOrEqual(8);
        } catch (e) {
          expect(e).toBeInstanceOf(TeamFileError);
          for (const p of (e as TeamFileError).problems) expect(p.reason.length).toBeGreaterThan(0);
          expect((e as TeamFileError).problems.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
