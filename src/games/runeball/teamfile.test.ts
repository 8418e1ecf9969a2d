// Team files: the built-in rosters and the errors a user's file gets.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../core/game';
import { ROSTERS, roster } from './rosters';
import { MANEUVERS, SKILLS } from './skills';
import { parseTeam, validateTeam } from './teamfile';
import './testkit';

const base = () => JSON.parse(JSON.stringify(roster('bostonia-bulls')));

describe('built-in rosters', () => {
  it('at least four teams of 9, each with attributes, skill levels and maneuvers', () => {
    expect(ROSTERS.length).toBeGreaterThanOrEqual(4);
    for (const t of ROSTERS) {
      expect(t.players).toHaveLength(9);
      for (const p of t.players) {
        expect(Object.keys(p.attributes)).toHaveLength(9);
        expect(p.skills.block).toBeTypeOf('number');
      }
    }
  });

  it('between them they field every advanced maneuver group', () => {
    const owned = new Set(ROSTERS.flatMap((t) => t.players.flatMap((p) => p.maneuvers ?? [])));
    for (const g of ['blocking', 'catch', 'general', 'kicking', 'movement', 'passing']) {
      expect(MANEUVERS.some((m) => m.group === g && owned.has(m.id)), g).toBe(true);
    }
  });

  it('a team file can be given as a match option', () => {
    const t = base();
    t.id = 'my-team';
    t.name = 'My Team';
    const g = newGame('runeball', { seed: '1', home: t }) as any;
    expect(g.teams[0]).toEqual({ id: 'my-team', name: 'My Team' });
  });
});

describe('team file errors name the field and the reason', () => {
  it.each([
    ['wrong size', (t: any) => t.players.pop(), /players: a Runeball team has 9 players, this one has 8/],
    ['a number used twice', (t: any) => (t.players[1].number = 1), /players\[1\]\.number: the same number as an earlier player$/],
    ['an attribute out of range', (t: any) => (t.players[0].attributes.STR = 19), /players\[0\]\.attributes\.STR: must be from 3 to 18$/],
    ['an unknown attribute', (t: any) => (t.players[0].attributes.LUCK = 10), /players\[0\]\.attributes: a key is not an attribute \(known: /],
    ['a missing basic skill', (t: any) => delete t.players[0].skills.kick, /skills\.kick: missing/],
    ['an unknown skill', (t: any) => (t.players[0].skills.juggling = 3), /players\[0\]\.skills: a key is not a skill \(known: /],
    ['an unknown maneuver', (t: any) => (t.players[0].maneuvers = ['fly']), /maneuvers\[0\]: expected a maneuver id \(known: /],
    ['a basic maneuver listed', (t: any) => (t.players[0].maneuvers = ['sprint']), /Sprint is a basic maneuver/],
    ['a maneuver without its required skill', (t: any) => (t.players[0].maneuvers = ['vault']), /Vault requires the acrobatics skill/],
    ['Foul without stealth', (t: any) => (t.players[0].maneuvers = ['foul']), /Foul requires the stealth skill/],
    ['a skill below the seed\'s floor', (t: any) => (t.players[0].skills.catch = 0), /skills\.catch: must be at least the seed's floor, DEX - 6$/],
    ['both armours', (t: any) => (t.players[0].maneuvers = ['light-armor', 'heavy-armor']), /cannot both be worn/],
    ['a bad id', (t: any) => (t.id = 'My Team'), /id: must be lower-case/],
  ])('%s', (_what, spoil, message) => {
    const t = base();
    spoil(t);
    expect(() => validateTeam(t)).toThrow(message);
  });

  it('not JSON at all', () => {
    expect(() => parseTeam('{nope')).toThrow(/^team file: not JSON$/);
  });

  it('a bad team file as an option is an options error', () => {
    const t = base();
    t.players.pop();
    expect(() => newGame('runeball', { home: t })).toThrow(/option "home": team file: players/);
    expect(() => newGame('runeball', { away: 'nobody' })).toThrow(/^option "away": expected a roster id \(known: /);
  });
});

describe('the seed\'s skill tables', () => {
  it('all four basic skills and every advanced skill, each Imp 5', () => {
    expect(SKILLS.filter((s) => s.basic).map((s) => s.name)).toEqual(['Block', 'Catch', 'Kick', 'Pass']);
    expect(SKILLS.filter((s) => !s.basic).map((s) => s.name)).toEqual(['Fouling', 'Hurdle', 'Innocent Foul', 'Jump Up', 'Roll With It', 'Shank', 'Strip Ball', 'Trip', 'Vault']);
    expect(SKILLS.every((s) => s.imp === 5)).toBe(true);
  });

  it('the eight basic maneuvers', () => {
    expect(MANEUVERS.filter((m) => m.group === 'basic').map((m) => `${m.name}:${m.action}`)).toEqual([
      'Blitz:None', 'Block:Half', 'Handoff:None', 'Kick:Half', 'Pass:Half', 'Pickup:None', 'Sprint:Full', 'Tackle:None',
    ]);
  });
});

describe('the seed\'s maneuver tables: the engine\'s numbers agree with the text columns', () => {
  const num = (text: string, word: string) => {
    const m = new RegExp(`^${word}\\s*([+-])\\s*(\\d+)$`, 'i').exec(text.trim());
    return m ? (m[1] === '-' ? -1 : 1) * Number(m[2]) : text.trim().toLowerCase() === word.toLowerCase() ? 0 : undefined;
  };

  it.each(MANEUVERS.filter((m) => m.attackMod !== undefined && /^(Block|Trip|Kick|Attack)/i.test(m.attack)).map((m) => [m.name, m.attack, m.attackMod!]))(
    '%s: attack "%s" is %i', (_n, attack, mod) => {
      expect(num(attack, attack.split(/[\s+-]/)[0])).toBe(mod);
    },
  );

  it.each(MANEUVERS.filter((m) => m.defenseMod !== undefined && m.defense !== '*').map((m) => [m.name, m.defense, m.defenseMod!]))(
    '%s: defence "%s" is %i', (_n, defense, mod) => {
      expect(num(defense, 'Defense')).toBe(mod);
    },
  );

  it.each(MANEUVERS.filter((m) => m.damage !== undefined).map((m) => [m.name, m.damage!]))('%s: +%i damage, as its notes say', (name, dmg) => {
    const row = MANEUVERS.find((m) => m.name === name)!;
    if (dmg > 0) expect(row.notes).toContain(`+${dmg} damage`);
    else expect(row.notes).toContain('no extra damage');
  });

  it('every maneuver group of the seed is there', () => {
    const groups = (g: string) => MANEUVERS.filter((m) => m.group === g).map((m) => m.name);
    expect(groups('blocking')).toEqual(['Desperate Tackle', 'Expert Blocker', 'Foul', 'Innocent Foul', 'Multiblock', 'Roll with it', 'Slam', 'Standing Block', 'Trip']);
    expect(groups('catch')).toEqual(['Diving Catch', 'Diving Intercept', 'Expert Receiver', 'Nerves of Steel', 'Tip']);
    expect(groups('general')).toEqual(['Acrobatic Dodge', 'Block Kick', 'Shank', 'Strip Ball']);
    expect(groups('kicking')).toEqual(['Expert Kicker', 'High Kickoff', 'Kick Attack', 'Quick Kick', 'Perfect Kick']);
    expect(groups('movement')).toEqual(['Cross the Line', 'Fast', 'Heavy Armor', 'Hurdle', 'Jump Up', 'Light Armor', 'Vault']);
    expect(groups('passing')).toEqual(['Bomb', 'Concentration', 'Dump Off', 'Eagle Eye', 'Expert Passer', 'Point Blank', 'Running Pass']);
  });
});
