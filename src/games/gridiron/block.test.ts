import { describe, expect, it } from 'vitest';
import { blockDiceCount } from './block';
import { A, pl, scenario } from './testkit';

// Attacker home-1 at 5,5 blocks defender away-1 at 6,5 (pushed toward x = 7).
const att = (extra = {}) => pl('home', 1, 5, 5, extra);
const def = (extra = {}) => pl('away', 1, 6, 5, extra);

function blockEvent(m: ReturnType<typeof scenario>) {
  return m.events.find((e) => e.type === 'block') as Record<string, unknown>;
}

describe('block dice', () => {
  it.each([
    [7, 3, 3, 'attacker'],
    [4, 3, 2, 'attacker'],
    [3, 3, 1, 'attacker'],
    [3, 4, 2, 'defender'],
    [3, 7, 3, 'defender'],
    [6, 3, 2, 'attacker'],
    [3, 6, 2, 'defender'],
  ])('ST %i against %i: %i dice, %s picks', (a, d, count, picker) => {
    expect(blockDiceCount(a, d)).toEqual({ count, picker });
  });

  it('counts assists: a team-mate next to the target and in no other opponent tackle zone', () => {
    const m = scenario({ players: [att(), def(), pl('home', 2, 7, 4), pl('home', 3, 7, 6), pl('away', 2, 8, 7)], dice: ['push', 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    // home-3 is also marked by away-2, so only home-2 assists.
    expect(blockEvent(m)).toMatchObject({ strength: 4, against: 3, assists: 1, dice: 2 });
  });

  it('Guard assists even when marked by another opponent', () => {
    const m = scenario({ players: [att(), def(), pl('home', 3, 7, 6, { skills: ['Guard'] }), pl('away', 2, 8, 7)], dice: ['push', 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(blockEvent(m)).toMatchObject({ assists: 1 });
  });

  it('counts defensive assists around the attacker; prone players never assist', () => {
    const m = scenario({ players: [att(), def(), pl('away', 2, 4, 4), pl('away', 3, 4, 6, { stance: 'prone' })], dice: ['push', 'pow'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(blockEvent(m)).toMatchObject({ strength: 3, against: 4, defensiveAssists: 1, picker: 'defender' });
    expect(m.game.pending?.seat).toBe('away');
  });

  it('Horns adds 1 ST on a Blitz only', () => {
    const m = scenario({ players: [att({ skills: ['Horns'] }), def()], dice: ['push', 'push'] });
    m.play(A.start('home-1', 'blitz'), A.block('away-1'));
    expect(blockEvent(m)).toMatchObject({ strength: 4, dice: 2 });
  });

  it('Dauntless: D6 + ST beating the target ST blocks at equal strength', () => {
    const m = scenario({ players: [att({ skills: ['Dauntless'] }), def({ st: 5 })], dice: [3, 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.dauntless')[0]).toMatchObject({ outcome: 'success', total: 6, target: 6 });
    expect(blockEvent(m)).toMatchObject({ strength: 5, dice: 1 });
  });

  it('a team re-roll re-rolls all the block dice', () => {
    const m = scenario({ players: [att({ st: 4 }), def()], rerolls: { home: 1 }, dice: ['skull', 'both-down', 'push', 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending?.kind).toBe('reroll');
    m.play(A.reroll('team'));
    expect(m.rolls('gridiron.block').map((r) => r.outcome)).toEqual(['attacker-down, both-down', 'push, push']);
    expect(m.game.pending?.kind).toBe('push');
  });
});

describe('block results', () => {
  it('Attacker Down knocks the attacker down: armour roll and turnover', () => {
    const m = scenario({ players: [att(), def()], dice: ['skull', 1, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('home-1').stance).toBe('prone');
    expect(m.rolls('gridiron.armour')[0].who).toBe('home-1');
    expect(m.game.result).not.toBeNull();
  });

  it('Both Down knocks both down, a turnover; Block keeps a player up', () => {
    const m = scenario({ players: [att(), def()], dice: ['both-down', 1, 1, 1, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.player('home-1').stance).toBe('prone');
    expect(m.player('away-1').stance).toBe('prone');
    expect(m.game.result).not.toBeNull();
    const b = scenario({ players: [att({ skills: ['Block'] }), def()], dice: ['both-down', 1, 1] });
    b.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(b.player('home-1').stance).toBe('standing');
    expect(b.player('away-1').stance).toBe('prone');
    expect(b.game.pending?.kind).toBe('turn');
  });

  it('Wrestle on Both Down: its holder may lay both prone, with no armour roll and no turnover', () => {
    const m = scenario({ players: [att(), def({ skills: ['Wrestle'] })], dice: ['both-down'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ kind: 'skill', seat: 'away' });
    m.play(A.choose('wrestle'));
    expect([m.player('home-1').stance, m.player('away-1').stance]).toEqual(['prone', 'prone']);
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('Wrestle declined: Both Down as usual', () => {
    const m = scenario({ players: [att({ skills: ['Block'] }), def({ skills: ['Wrestle'] })], dice: ['both-down', 1, 1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.choose('no'));
    expect([m.player('home-1').stance, m.player('away-1').stance]).toEqual(['standing', 'prone']);
  });

  it('Juggernaut on a Blitz may turn Both Down into a push, and the defender cannot Wrestle', () => {
    const m = scenario({ players: [att({ skills: ['Juggernaut'] }), def({ skills: ['Wrestle'] })], dice: ['both-down'] });
    m.play(A.start('home-1', 'blitz'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ kind: 'skill', seat: 'home' });
    m.play(A.choose('juggernaut'));
    expect(m.game.pending?.kind).toBe('push');
    const no = scenario({ players: [att({ skills: ['Juggernaut', 'Block'] }), def({ skills: ['Wrestle'] })], dice: ['both-down', 1, 1] });
    no.play(A.start('home-1', 'blitz'), A.block('away-1'), A.choose('no'));
    expect(no.player('away-1').stance).toBe('prone');
  });

  it('Push moves the defender to a chosen square directly away; the attacker may follow up', () => {
    const m = scenario({ players: [att(), def()], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.offered('push').map((a) => [a.x, a.y])).toEqual([[7, 4], [7, 5], [7, 6]]);
    m.play(A.push(7, 4), A.follow(true));
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 4, stance: 'standing' });
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5 });
  });

  it('a diagonal push offers the three squares away from the attacker', () => {
    const m = scenario({ players: [att(), pl('away', 1, 6, 6)], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.offered('push').map((a) => [a.x, a.y])).toEqual([[7, 7], [7, 6], [6, 7]]);
  });

  it('Defender Stumbles knocks the defender down unless it has Dodge (and the attacker lacks Tackle)', () => {
    const m = scenario({ players: [att(), def()], dice: ['stumble', 6, 6, 2, 2] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(m.player('away-1').stance).not.toBe('standing');
    const d = scenario({ players: [att(), def({ skills: ['Dodge'] })], dice: ['stumble'] });
    d.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(d.player('away-1').stance).toBe('standing');
    const t = scenario({ players: [att({ skills: ['Tackle'] }), def({ skills: ['Dodge'] })], dice: ['stumble', 1, 1] });
    t.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(t.player('away-1').stance).toBe('prone');
  });

  it('Defender Down pushes then knocks the defender down', () => {
    const m = scenario({ players: [att(), def()], dice: ['pow', 1, 2] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 6), A.follow(true));
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 6, stance: 'prone' });
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ who: 'away-1', target: 9, outcome: 'holds' });
  });

  it('pushes into the crowd only when no square on the pitch is empty', () => {
    const free = scenario({ players: [pl('home', 1, 4, 13), pl('away', 1, 5, 14)], dice: ['push'] });
    free.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(free.player('away-1')).toMatchObject({ x: 6, y: 14, place: 'pitch' });
    const full = scenario({ players: [pl('home', 1, 4, 13), pl('away', 1, 5, 14), pl('away', 2, 6, 14)], dice: ['push'] });
    full.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(full.offered('push').map((a) => [a.x, a.y])).toEqual([[6, 15], [5, 15]]);
  });

  it('a player pushed off the pitch is hurt by the crowd: injury only, Stunned goes to the reserves', () => {
    const m = scenario({ players: [pl('home', 1, 5, 13), pl('away', 1, 5, 14)], dice: ['push', 3, 3] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    m.play(A.push(5, 15), A.follow(false));
    expect(m.rolls('gridiron.armour')).toEqual([]);
    expect(m.rolls('gridiron.injury')[0].outcome).toBe('stunned');
    expect(m.player('away-1').place).toBe('reserves');
  });

  it('chain-pushes a player in the way when all three squares are full', () => {
    const m = scenario({
      players: [att(), def(), pl('away', 2, 7, 4), pl('away', 3, 7, 5), pl('away', 4, 7, 6)],
      dice: ['push'],
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5));
    expect(m.offered('push').map((a) => [a.x, a.y])).toEqual([[8, 4], [8, 5], [8, 6]]);
    m.play(A.push(8, 5), A.follow(false));
    expect(m.player('away-3')).toMatchObject({ x: 8, y: 5 });
    expect(m.player('away-1')).toMatchObject({ x: 7, y: 5 });
  });

  it('Stand Firm: the defender may refuse to be pushed (not against Juggernaut on a Blitz)', () => {
    const m = scenario({ players: [att(), def({ skills: ['Stand Firm'] })], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ kind: 'skill', seat: 'away' });
    m.play(A.choose('stand-firm'));
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 5 });
    expect(m.game.pending?.kind).toBe('turn');
    const pushed = scenario({ players: [att(), def({ skills: ['Stand Firm'] })], dice: ['push'] });
    pushed.play(A.start('home-1', 'block'), A.block('away-1'), A.choose('no'));
    expect(pushed.game.pending?.kind).toBe('push');
    const j = scenario({ players: [att({ skills: ['Juggernaut'] }), def({ skills: ['Stand Firm'] })], dice: ['push'] });
    j.play(A.start('home-1', 'blitz'), A.block('away-1'));
    expect(j.game.pending?.kind).toBe('push');
  });

  it('Foul Appearance: "any opposing player that wants to block the player ... must first roll a D6 and score 2 or more"', () => {
    const m = scenario({ players: [att(), def({ skills: ['Foul Appearance'] })], dice: [2, 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.foul-appearance')[0]).toMatchObject({ who: 'home-1', target: 2, outcome: 'success' });
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('Foul Appearance: on a 1 "he is too revolted to make the block and it is wasted" (no turnover); a blitzer moves on', () => {
    const m = scenario({ players: [att(), def({ skills: ['Foul Appearance'] })], dice: [1] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.game.pending?.kind).toBe('turn');
    const b = scenario({ players: [att(), def({ skills: ['Foul Appearance'] })], dice: [1] });
    b.play(A.start('home-1', 'blitz'), A.block('away-1'));
    expect(b.rolls('gridiron.block')).toEqual([]);
    expect(b.offered('block')).toEqual([]);
    expect(b.game.pending?.kind).toBe('action');
  });

  it('Side Step: the defender picks any empty square around itself', () => {
    const m = scenario({ players: [att(), def({ skills: ['Side Step'] })], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending?.seat).toBe('away');
    expect(m.offered('push')).toHaveLength(7);
  });

  it('Grab: the attacker picks any empty square around the target, on a Block action', () => {
    const m = scenario({ players: [att({ skills: ['Grab'] }), def()], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending?.seat).toBe('home');
    expect(m.offered('push')).toHaveLength(7);
  });

  it('Fend: no follow-up', () => {
    const m = scenario({ players: [att(), def({ skills: ['Fend'] })], dice: ['push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5));
    expect(m.offered('follow-up')).toEqual([]);
    expect(m.player('home-1')).toMatchObject({ x: 5, y: 5 });
  });

  it('Frenzy always follows up and blocks again if the target still stands next to it', () => {
    const m = scenario({ players: [att({ skills: ['Frenzy'] }), def()], dice: ['push', 'push'] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5));
    expect(m.player('home-1')).toMatchObject({ x: 6, y: 5 });
    expect(m.rolls('gridiron.block')).toHaveLength(2);
    expect(m.game.pending?.kind).toBe('push');
  });

  it('a Blitz costs one square for the block and may go on moving', () => {
    const m = scenario({ players: [att(), def()], dice: ['push'] });
    m.play(A.start('home-1', 'blitz'), A.block('away-1'), A.push(7, 5), A.follow(true));
    expect(m.player('home-1').moved).toBe(1);
    expect(m.offered('move').length).toBeGreaterThan(0);
    expect(m.offered('block')).toEqual([]);
  });

  it('only one Blitz per team turn', () => {
    const m = scenario({ players: [att(), def(), pl('home', 2, 10, 10)] });
    m.play(A.start('home-1', 'blitz'), A.endAction());
    expect(m.legal().filter((a) => a.action === 'blitz')).toEqual([]);
  });

  it('Dump-Off: a blocked ball carrier with the skill may throw a Quick pass before the dice are rolled', () => {
    const m = scenario({ players: [att(), def({ skills: ['Dump-Off'] }), pl('away', 2, 8, 5)], ball: { carrier: 'away-1' } });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.game.pending).toMatchObject({ kind: 'dump-off', seat: 'away' });
    expect(m.rolls('gridiron.block')).toEqual([]);
  });

  it('Chainsaw: on 2+ the target rolls armour at +3 and, broken, is knocked down and hurt; no block dice', () => {
    const m = scenario({ players: [att({ skills: ['Chainsaw', 'Secret Weapon'] }), def()], dice: [2, 3, 3, 1, 2] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.block')).toEqual([]);
    expect(m.rolls('gridiron.armour')[0]).toMatchObject({ who: 'away-1', modifiers: [{ source: 'Chainsaw', value: 3 }], total: 9, outcome: 'broken' });
    expect(m.player('away-1').stance).toBe('stunned');
    expect(m.game.pending?.kind).toBe('turn');
  });

  it('Chainsaw: on a 1 it kicks back at the wielder, and a wielder knocked down is a turnover', () => {
    const m = scenario({ players: [att({ skills: ['Chainsaw'] }), def()], dice: [1, 3, 3, 1, 2] });
    m.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(m.rolls('gridiron.armour')[0].who).toBe('home-1');
    expect(m.player('home-1').stance).toBe('stunned');
    expect(m.game.result).not.toBeNull();
  });

  it('Strip Ball: a carrier pushed back on his feet drops the ball (not with Sure Hands)', () => {
    const m = scenario({ players: [att({ skills: ['Strip Ball'] }), def()], ball: { carrier: 'away-1' }, dice: ['push', 5] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(m.player('away-1').stance).toBe('standing');
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 8, y: 5 });
    const sure = scenario({ players: [att({ skills: ['Strip Ball'] }), def({ skills: ['Sure Hands'] })], ball: { carrier: 'away-1' }, dice: ['push'] });
    sure.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5), A.follow(false));
    expect(sure.game.ball).toMatchObject({ state: 'held', carrier: 'away-1' });
  });

  it('Grab does not work on a Blitz (choices.ts), and Grab and Side Step cancel each other', () => {
    const blitz = scenario({ players: [att({ skills: ['Grab'] }), def()], dice: ['push'] });
    blitz.play(A.start('home-1', 'blitz'), A.block('away-1'));
    expect(blitz.offered('push')).toHaveLength(3);
    const both = scenario({ players: [att({ skills: ['Grab'] }), def({ skills: ['Side Step'] })], dice: ['push'] });
    both.play(A.start('home-1', 'block'), A.block('away-1'));
    expect(both.game.pending?.seat).toBe('home');
    expect(both.offered('push')).toHaveLength(3);
  });

  it('a chain push toward a Stand Firm player stops: nobody moves (choices.ts)', () => {
    const m = scenario({
      players: [att(), def(), pl('away', 2, 7, 4, { skills: ['Stand Firm'] }), pl('away', 3, 7, 5, { skills: ['Stand Firm'] }), pl('away', 4, 7, 6, { skills: ['Stand Firm'] })],
      dice: ['push'],
    });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(7, 5));
    expect(m.player('away-1')).toMatchObject({ x: 6, y: 5 });
    expect(m.player('away-3')).toMatchObject({ x: 7, y: 5 });
    expect(m.game.pending?.kind).toBe('turn');
  });
});
