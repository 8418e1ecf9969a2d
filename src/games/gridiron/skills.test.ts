import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROSTERS } from './rosters';
import { CATEGORY_LETTERS, findSkill, SKILLS, withVariantSkills } from './skills';

// The skills issue 3 names, beside those on the shipped rosters.
const ISSUE_SKILLS = [
  'Leap', 'Mighty Blow', 'Sure Feet', 'Pro', 'Piling On', 'Diving Catch', 'Diving Tackle', 'Nerves of Steel', 'Accurate',
  'Strong Arm', 'Safe Throw', 'Dump-Off', 'Pass Block', 'Shadowing', 'Kick', 'Dirty Player', 'Sneaky Git', 'Stand Firm',
  'Side Step', 'Grab', 'Fend', 'Frenzy', 'Wrestle', 'Juggernaut', 'Dauntless', 'Horns', 'Claw', 'Break Tackle', 'Sprint',
  'Extra Arms', 'Big Hand', 'Very Long Legs', 'Two Heads', 'Prehensile Tail', 'Titchy', 'Stunty', 'Right Stuff',
  'Throw Team-Mate', 'Always Hungry', 'Bone-head', 'Really Stupid', 'Wild Animal', 'Take Root', 'Regeneration', 'Loner',
  'Thick Skull', 'Block', 'Dodge', 'Tackle', 'Sure Hands', 'Catch', 'Pass', 'Guard', 'Strip Ball',
];

describe('the skill catalogue', () => {
  it('holds every skill the issue names and every skill a shipped roster names', () => {
    const names = new Set(SKILLS.map((s) => s.name));
    for (const s of ISSUE_SKILLS) expect(names.has(s), s).toBe(true);
    for (const r of ROSTERS) for (const p of r.positions) for (const s of p.skills) expect(names.has(s), `${r.id} ${p.name} ${s}`).toBe(true);
  });

  it('each skill once, in a known category, with a one-line description', () => {
    expect(new Set(SKILLS.map((s) => s.name.toLowerCase())).size).toBe(SKILLS.length);
    const categories = new Set(['General', 'Agility', 'Passing', 'Strength', 'Mutation', 'Extraordinary']);
    for (const s of SKILLS) {
      expect(categories.has(s.category), s.name).toBe(true);
      expect(s.description.length, s.name).toBeGreaterThan(10);
      expect(s.description.length, s.name).toBeLessThan(120);
      expect(s.description, s.name).not.toMatch(/\n/);
    }
    expect(Object.values(CATEGORY_LETTERS).sort()).toEqual(['Agility', 'General', 'Mutation', 'Passing', 'Strength']);
  });

  it('LRB6 categories of a few skills that are easy to misfile', () => {
    const cat = (n: string) => findSkill(n)?.category;
    expect([cat('Guard'), cat('Stand Firm'), cat('Strong Arm'), cat('Thick Skull')]).toEqual(['Strength', 'Strength', 'Strength', 'Strength']);
    expect([cat('Sure Hands'), cat('Pro'), cat('Kick'), cat('Strip Ball')]).toEqual(['General', 'General', 'General', 'General']);
    expect([cat('Sure Feet'), cat('Side Step'), cat('Sneaky Git')]).toEqual(['Agility', 'Agility', 'Agility']);
    expect([cat('Safe Throw'), cat('Dump-Off'), cat('Nerves of Steel')]).toEqual(['Passing', 'Passing', 'Passing']);
    expect([cat('Claw'), cat('Two Heads')]).toEqual(['Mutation', 'Mutation']);
    expect([cat('Titchy'), cat('Loner'), cat('Right Stuff')]).toEqual(['Extraordinary', 'Extraordinary', 'Extraordinary']);
  });

  it('finds a skill in any letter case, and nothing for a name LRB6 does not have', () => {
    expect(findSkill(' mighty blow ')?.name).toBe('Mighty Blow');
    expect(findSkill('BONE-HEAD')?.name).toBe('Bone-head');
    expect(findSkill('Mighty Blow (+1)')).toBeUndefined();
    expect(findSkill('Projectile Vomit')).toBeUndefined();
  });

  it('a variant\'s own skills are known only while it sets a match up, and may not reuse an LRB6 name', () => {
    const juggling = { name: 'Juggling', category: 'Agility' as const, description: 'A skill of some variant, for this test.' };
    expect(withVariantSkills([juggling], () => findSkill('juggling')?.name)).toBe('Juggling');
    expect(withVariantSkills([juggling], () => findSkill('Block')?.name)).toBe('Block');
    expect(findSkill('Juggling')).toBeUndefined();
    expect(() => withVariantSkills([juggling], () => {
      throw new Error('set-up failed');
    })).toThrow('set-up failed');
    expect(findSkill('Juggling')).toBeUndefined();
    expect(() => withVariantSkills([{ ...juggling, name: 'sure feet' }], () => 0)).toThrow(/LRB6 skill already/);
  });

  it('every skill has its rule: rule code outside the catalogue names each one', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) {
          if (e.name !== 'rosters') walk(path);
        } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !['skills.ts', 'spp.ts'].includes(relative(here, path))) {
          sources.push(readFileSync(path, 'utf8'));
        }
      }
    };
    walk(here);
    const code = sources.join('\n');
    for (const s of SKILLS) {
      const quoted = new RegExp(`['"\`]${s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
      expect(quoted.test(code), `${s.name} is in the catalogue but no rule names it`).toBe(true);
    }
  });
});

