// Nurgle's Rot (LRB6) as scenarios: home-1 at 5,5 knocks away-1 (6,5) down and kills him (armour 6+6, injury 6+6,
// casualty 6/1 = Dead). LRB6: "This player has a horrible infectious disease which spreads when he kills an opponent
// during a Block, Blitz or Foul Action. Instead of truly dying, the infected opponent becomes a new rookie Rotter. To
// do so, ... his Strength cannot exceed 4, and he cannot have the Decay, Regeneration or Stunty skills." A match only
// records who was infected; adding the Rotter to the Nurgle team is the league's roster update.
import { describe, expect, it } from 'vitest';
import type { Event } from '../../core/types';
import type { ScenarioPlayer } from './scenario';
import { afterMatch, type MatchReport } from './spp';
import { A, lineupWith, pl, randomMatch, scenario } from './testkit';

const ROT = ["Nurgle's Rot"];
const DEAD = [6, 6, 6, 6, 6, 1];

function kill(victim: Partial<ScenarioPlayer> = {}, opts: { rot?: boolean; half2?: boolean } = {}) {
  const m = scenario({
    players: [pl('home', 1, 5, 5, { st: victim.st ?? 3, skills: opts.rot === false ? [] : ROT }), pl('away', 1, 6, 5, victim), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
    dice: ['pow', ...DEAD, 1],
    ...(opts.half2 ? { half: 2, turn: 8, end: 'match' as const } : {}),
  });
  m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false));
  expect(m.player('away-1').injuries).toEqual(['Dead (Dead)']);
  return m;
}

describe('Nurgle\'s Rot: "spreads when he kills an opponent during a Block, Blitz or Foul Action"', () => {
  it('"the infected opponent becomes a new rookie Rotter": he is marked, and the log says so', () => {
    const m = kill();
    expect(m.player('away-1').infected).toBe(true);
    expect(m.events).toContainEqual({ type: 'skill', player: 'home-1', skill: "Nurgle's Rot", note: 'Away 1 rises as a Rotter after the match' });
    expect(afterMatch({ state: m.game, events: [] }, m.game).rotters).toEqual({ home: ['away-1'], away: [] });
  });

  it('the after-match report at full time names him for the Nurgle team', () => {
    const m = kill({}, { half2: true });
    m.play(A.endTurn(), A.endTurn());
    const after = m.events.find((e) => e.type === 'after-match') as unknown as { report: MatchReport };
    expect(after.report.rotters).toEqual({ home: ['away-1'], away: [] });
  });

  it.each([
    ['ST 5', { st: 5 }],
    ['Decay', { skills: ['Decay'] }],
    ['Regeneration', { skills: ['Regeneration'] }],
    ['Stunty', { skills: ['Stunty'] }],
  ])('"his Strength cannot exceed 4, and he cannot have the Decay, Regeneration or Stunty skills": not with %s', (_name, victim) => {
    // (Regeneration's roll is the 1 after the casualty: it fails; Decay's second casualty roll is that 1 and a 1)
    const m = scenario({
      players: [pl('home', 1, 5, 5, { st: (victim as { st?: number }).st ?? 3, skills: ROT }), pl('away', 1, 6, 5, victim), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
      dice: ['pow', ...DEAD, 1, 1, 1, 1],
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false));
    expect(m.player('away-1').place).toBe('casualty');
    expect(m.player('away-1').infected).toBeUndefined();
  });

  it('"when he kills": a Badly Hurt victim is not infected', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ROT }), pl('away', 1, 6, 5)], dice: ['pow', 6, 6, 6, 6, 1, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(m.player('away-1').injuries).toEqual(['Badly Hurt']);
    expect(m.player('away-1').infected).toBeUndefined();
  });

  it('"during a ... Foul Action": a fouled opponent he kills is infected too', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ROT }), pl('away', 1, 6, 5, { stance: 'prone' })], dice: [6, 5, 6, 5, 6, 1] });
    m.play(A.start('home-1', 'foul'), A.foul('away-1'));
    expect(m.player('away-1')).toMatchObject({ injuries: ['Dead (Dead)'], infected: true });
  });

  it('"during a Block ... Action": a stab that kills spreads it', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { skills: ['Stab', ...ROT] }), pl('away', 1, 6, 5)], dice: DEAD });
    m.play(A.start('home-1', 'block'), { type: 'stab', target: 'away-1' });
    expect(m.player('away-1')).toMatchObject({ injuries: ['Dead (Dead)'], infected: true });
  });

  it('"he kills an opponent during a Block": the Rot player who lays his blocker low and kills him infects him', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 6, 5, { skills: ROT })], dice: ['skull', ...DEAD] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('home-1')).toMatchObject({ injuries: ['Dead (Dead)'], infected: true });
  });

  it('"when he kills": a killer without the skill infects nobody, though a team-mate has it', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5), pl('home', 2, 4, 4, { skills: ROT }), pl('away', 1, 6, 5), pl('away', 2, 7, 4), pl('away', 3, 7, 6)],
      dice: ['pow', ...DEAD],
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.follow(false));
    expect(m.player('away-1').injuries).toEqual(['Dead (Dead)']);
    expect(m.player('away-1').infected).toBeUndefined();
    expect(kill({}, { rot: false }).player('away-1').infected).toBeUndefined();
  });

  it('"when he kills": the crowd\'s kill after his push is nobody\'s', () => {
    const m = scenario({ players: [pl('home', 1, 6, 1, { skills: ROT }), pl('away', 1, 6, 0)], dice: ['push', 6, 6, 6, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(6, -1), A.follow(false));
    expect(m.player('away-1').injuries).toEqual(['Dead (Dead)']);
    expect(m.player('away-1').infected).toBeUndefined();
  });

  it('"during a Block, Blitz or Foul Action": not during a Move action (a Ball & Chain running a player down)', () => {
    const chain = pl('home', 1, 10, 7, { ma: 2, st: 4, skills: ['Ball & Chain', 'No Hands', 'Secret Weapon', ...ROT] });
    const m = scenario({ players: [chain, pl('away', 1, 11, 7)], dice: [3, 'pow', 'pow', ...DEAD] });
    m.play(A.start('home-1', 'move'), { type: 'ball-and-chain', facing: 'right' }, A.push(12, 7));
    expect(m.player('away-1').injuries).toEqual(['Dead (Dead)']);
    expect(m.player('away-1').infected).toBeUndefined();
  });

  it('random coaches play a whole match with a Rot-ridden team; every Rotter named was killed by a Rot player', () => {
    const { game, events } = randomMatch({ home: lineupWith('chaos', "Nurgle's Rot"), away: 'halfling' }, 'n1');
    expect(game.result?.reason).toBe('full time');
    const after = events.find((e: Event) => e.type === 'after-match') as unknown as { report: MatchReport };
    expect(after.report.rotters.away).toEqual([]);
    for (const id of after.report.rotters.home) expect(game.players.find((p) => p.id === id)?.injuries.some((i) => i.endsWith('(Dead)'))).toBe(true);
  });
});
