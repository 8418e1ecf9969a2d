import { describe, expect, it } from 'vitest';
import { advanceChoices, itemsFor, money, newTeam, positionsFor, readTeamFile, readyTeam, rostersFor, teamFile, hire, buy, living, unhire } from './team-build';

describe('the team builder', () => {
  it('offers a gridiron roster\'s positions with their price and stops a position at its limit', () => {
    let t = newTeam('gridiron', 'human', 'Reikland');
    const blitzer = positionsFor(t).find((p) => p.position === 'Blitzer')!;
    expect(blitzer).toMatchObject({ have: 0, blocked: null });
    for (let i = 0; i < blitzer.max; i++) t = hire(t, { position: 'Blitzer', name: `B${i}` });
    const after = positionsFor(t).find((p) => p.position === 'Blitzer')!;
    expect(after.have).toBe(blitzer.max);
    expect(after.blocked).toContain(`0-${blitzer.max} Blitzer`);
    expect(t.treasury).toBe(1_000_000 - blitzer.max * blitzer.cost);
  });

  it('prices staff as the rules do and says when the treasury does not reach', () => {
    let t = newTeam('gridiron', 'human', 'Poor');
    const reroll = itemsFor(t, true).find((i) => i.item === 'rerolls')!;
    expect(reroll.price).toBe(50_000);
    // After creation a re-roll costs double and fan factor is no longer for sale.
    expect(itemsFor(t, false).find((i) => i.item === 'rerolls')!.price).toBe(100_000);
    expect(itemsFor(t, false).some((i) => i.item === 'fanFactor')).toBe(false);
    while (t.treasury >= 50_000 && (t.rerolls ?? 0) < 8) t = buy(t, 'rerolls', true);
    expect(itemsFor(t, true).find((i) => i.item === 'rerolls')!.blocked).toMatch(/treasury|at most/);
    // An undead roster may not have an apothecary.
    expect(itemsFor(newTeam('gridiron', 'undead', 'Dead'), true).find((i) => i.item === 'apothecary')!.blocked).toContain('may not have an apothecary');
  });

  it('builds rush teams with MC and runeball teams from their nine', () => {
    const rush = rostersFor('rush')[0].id;
    const r = readyTeam('rush', rush, 'Strikers');
    expect(living(r).length).toBeGreaterThan(0);
    expect(r.treasury).toBeGreaterThanOrEqual(0);
    expect(money(r, r.treasury)).toMatch(/MC$/);
    expect(itemsFor(r, true).map((i) => i.item)).toEqual(['cards', 'coachingDice', 'cheerleaders', 'coachingStaff']);
    const rb = readyTeam('runeball', rostersFor('runeball')[0].id, 'Runners');
    expect(rb.players).toHaveLength(9);
    expect(positionsFor(rb)).toEqual([]);
  });

  it('offers a dungeon team only its college\'s rosters', () => {
    expect(rostersFor('dungeon', 'jade').map((r) => r.id)).toEqual(['orc', 'goblin']);
    expect(() => newTeam('dungeon', 'human', 'X', 'jade')).toThrow(/college fields/);
  });

  it('readies a bot\'s team with eleven players and re-rolls within the treasury', () => {
    const t = readyTeam('gridiron', 'orc', 'Bot Boyz');
    expect(living(t)).toHaveLength(11);
    expect(t.rerolls).toBeGreaterThan(0);
    expect(t.treasury).toBeGreaterThanOrEqual(0);
  });

  it('reads its own file back, and names the bad field of a malformed one without echoing it', () => {
    const t = readyTeam('gridiron', 'human', 'Round Trip');
    expect(readTeamFile(teamFile(t), 'gridiron')).toEqual({ team: t });
    expect(readTeamFile(teamFile(t), 'rush')).toEqual({ error: 'team file: game: expected a rush team' });
    expect(readTeamFile('{"name": "oops', 'gridiron')).toEqual({ error: 'the team file is not JSON' });
    const bad = JSON.parse(teamFile(t));
    bad.players[0].position = 'SECRET-VALUE';
    const r = readTeamFile(JSON.stringify(bad), 'gridiron') as { error: string };
    expect(r.error).toMatch(/^team file: players\[0\]\.position: /);
    expect(r.error).not.toContain('SECRET-VALUE');
    expect(r.error.split('\n')).toHaveLength(1);
  });
});

describe('a team still being built', () => {
  it('takes a hired player back with his price returned', () => {
    const t = hire(newTeam('gridiron', 'human', 'Undo'), { position: 'Blitzer', name: 'Griff' });
    const back = unhire(t, t.players[0].id);
    expect(back.players).toEqual([]);
    expect(back.treasury).toBe(1_000_000);
  });
});

describe('an advancement roll\'s choices', () => {
  it('offers the characteristic the total gives and the open categories\' skills the player lacks', () => {
    let t = readyTeam('gridiron', 'human', 'Advancing');
    const id = t.players[0].id;
    t = { ...t, players: t.players.map((p) => (p.id === id ? { ...p, skills: ['Dodge'], advances: [{ rank: 'Experienced', dice: [5, 5] as [number, number] }] } : p)) };
    const c = advanceChoices(t, id);
    expect(c.dice).toEqual([5, 5]);
    expect(c.stats).toEqual(['ma', 'av']);
    // Doubles open the position's double categories too; a skill he has is not offered again.
    expect(c.skills.length).toBeGreaterThan(0);
    expect(c.skills.map((s) => s.name)).not.toContain('Dodge');
    const single = { ...t, players: t.players.map((p) => (p.id === id ? { ...p, advances: [{ rank: 'Experienced', dice: [2, 3] as [number, number] }] } : p)) };
    const s = advanceChoices(single, id);
    expect(s.stats).toEqual([]);
    expect(s.skills.length).toBeLessThan(c.skills.length);
  });
});
