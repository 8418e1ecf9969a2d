import { describe, expect, it } from 'vitest';
import { getRoster, ROSTERS } from '../gridiron/rosters/index';
import { weightCategory } from './weight';

describe('Weight Categories (seed 004, Player Collisions)', () => {
  it('"Titchy (models with the Titchy characteristic)" before Stunty; a Big Guy has "ST 5 or higher and ... a negative characteristic trait"', () => {
    expect(weightCategory({ st: 1, skills: ['Stunty', 'Titchy'] })).toBe('titchy');
    expect(weightCategory({ st: 2, skills: ['Stunty'] })).toBe('stunty');
    expect(weightCategory({ st: 5, skills: ['Really Stupid'] })).toBe('big-guy');
    expect(weightCategory({ st: 4, skills: ['Bone-head'] })).toBe('normal');
    expect(weightCategory({ st: 5, skills: ['Mighty Blow', 'Regeneration'] })).toBe('normal');
  });

  it('the shipped rosters have every team category: "Snotlings", "Goblins, Halflings", "Minotaurs and Trolls – not Mummies"', () => {
    const kinds = new Set<string>();
    for (const r of ROSTERS) for (const p of r.positions) kinds.add(weightCategory(p));
    expect([...kinds].sort()).toEqual(['big-guy', 'normal', 'stunty', 'titchy']);
    const pos = (id: string, name: string) => getRoster(id)!.positions.find((p) => p.name === name)!;
    expect(weightCategory(pos('ogre', 'Snotling'))).toBe('titchy');
    expect(weightCategory(pos('halfling', 'Halfling'))).toBe('stunty');
    expect(weightCategory(pos('orc', 'Troll'))).toBe('big-guy');
    expect(weightCategory(pos('chaos', 'Minotaur'))).toBe('big-guy');
    expect(weightCategory(pos('undead', 'Mummy'))).toBe('normal');
  });
});
