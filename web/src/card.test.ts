import { describe, expect, it } from 'vitest';
import { glossary, start, view } from '../../src/index';
import { readCard, readRoster } from './card';

type Obj = Record<string, unknown>;
const playersOf = (ruleset: string, options: Obj = { seed: 1 }) => {
  const { game } = start(ruleset, options);
  return (view(game, 'home') as { players: Obj[] }).players;
};

describe('player cards', () => {
  it('gridiron: characteristics, every skill with its rule text, SPP and injuries', () => {
    const ps = playersOf('gridiron');
    const c = readCard(ps.find((p) => p.id === 'home-1')!, glossary('gridiron'));
    expect(c).toMatchObject({ name: 'Konrad Fleischer', number: 1, what: 'Blitzer', spp: 0, injuries: [] });
    expect(c.stats).toEqual([['MA', '7'], ['ST', '3'], ['AG', '3'], ['AV', '8']]);
    expect(c.skills).toEqual([{ name: 'Block', text: 'Not knocked down by a Both Down result.' }]);
    // every skill of both teams has its line of rule text
    const cards = ps.map((p) => readCard(p, glossary('gridiron')));
    expect(cards.flatMap((k) => k.skills).filter((s) => !s.text)).toEqual([]);
  });

  it('dungeon: Acrobatics has its text beside the LRB6 skills', () => {
    expect(glossary('dungeon').Acrobatics).toMatch(/leap/);
    expect(glossary('dungeon').Block).toBe(glossary('gridiron').Block);
  });

  it('rush: the role with its rule text, and the stats', () => {
    const c = readCard(playersOf('rush').find((p) => p.id === 'away-1')!, glossary('rush'));
    expect(c.what).toBe('Guard');
    expect(c.whatText).toMatch(/^Guard: .*never touch the ball/);
    expect(c.stats.map(([k]) => k)).toEqual(['Move', 'Strength', 'Speed', 'Skill', 'Armour']);
  });

  it('runeball: attributes, hits, and the Runeball skills with their levels and text', () => {
    const ps = playersOf('runeball');
    const cards = ps.map((p) => readCard(p, glossary('runeball')));
    const c = cards[0];
    expect(c.stats.map(([k]) => k)).toContain('STR');
    expect(c.stats.find(([k]) => k === 'Hits')![1]).toMatch(/^\d+\/\d+$/);
    const skills = cards.flatMap((k) => k.skills);
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.filter((s) => !s.text)).toEqual([]);
    expect(skills[0].name).toMatch(/ \d+$/);
  });

  it('a roster lists one side\'s players, each once', () => {
    const { game } = start('gridiron', { seed: 1 });
    const v = view(game, 'home') as Obj;
    const home = readRoster(v, 'home', glossary('gridiron'));
    expect(home.length).toBeGreaterThan(10);
    expect(home.every((c) => c.side === 'home')).toBe(true);
    expect(new Set(home.map((c) => c.id)).size).toBe(home.length);
  });
});
