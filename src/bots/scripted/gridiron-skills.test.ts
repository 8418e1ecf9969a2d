// The scripted coach's rules for issue 19's skills and the Wizard, as scenarios: each asks the coach one question
// and checks the answer against the rule it follows (gridiron-skills.ts).

import { describe, expect, it } from 'vitest';
import { act } from '../../index';
import { A, pl, scenario, type Match } from '../../games/gridiron/testkit';
import type { ScenarioPlayer } from '../../games/gridiron/scenario';
import { makeBot } from '../index';

const coach = () => makeBot('scripted', 1);
const ask = (m: Match) => coach().choose(m.game, m.game.pending!);

/** The coach answers every decision until `stop` holds (at most `limit` of them). */
function playUntil(m: Match, stop: (m: Match) => boolean, limit = 60): void {
  const bot = coach();
  for (let i = 0; i < limit && m.game.pending && !stop(m); i++) m.events.push(...act(m.game, bot.choose(m.game, m.game.pending)));
}

const vampire = (extra: Partial<ScenarioPlayer> = {}) => pl('home', 1, 5, 5, { skills: ['Blood Lust'], position: 'Vampire', ...extra });
const thrall = (n: number, x: number, y: number, extra: Partial<ScenarioPlayer> = {}) => pl('home', n, x, y, { position: 'Thrall', ...extra });

describe('scripted coach: Blood Lust', () => {
  it('a thirsty vampire walks to a Thrall and bites him rather than a spectator (no turnover)', () => {
    // Blood Lust 1; the bite's injury roll 2 + 2: stunned.
    const m = scenario({ players: [vampire(), thrall(2, 9, 9), pl('away', 1, 20, 5)], dice: [1, 2, 2] });
    m.play(A.start('home-1', 'move'));
    playUntil(m, (x) => x.game.pending?.kind === 'turn');
    expect(m.events.find((e) => e.type === 'bite')).toMatchObject({ player: 'home-1', thrall: 'home-2' });
    expect(m.player('home-1').place).toBe('pitch');
    expect(m.game.pending).toMatchObject({ kind: 'turn', seat: 'home' });
  });

  it('bites the Thrall who does not hold the ball', () => {
    const m = scenario({ players: [vampire(), thrall(2, 5, 6), thrall(3, 4, 5), pl('away', 1, 20, 5)], ball: { carrier: 'home-2' }, dice: [1, 2, 2] });
    m.play(A.start('home-1', 'move'));
    expect(ask(m)).toEqual(A.endAction());
    m.play(A.endAction());
    expect(m.game.pending?.kind).toBe('blood-lust');
    expect(ask(m)).toMatchObject({ type: 'bite', target: 'home-3' });
  });

  it('a failed roll on a Block: keeps the block beside a Thrall, moves instead when none is near', () => {
    const opp = pl('away', 1, 6, 5, { st: 2 });
    const near = scenario({ players: [vampire(), thrall(2, 5, 6), opp], dice: [1] });
    near.play(A.start('home-1', 'block'));
    expect(ask(near)).toEqual(A.choose('block'));
    const far = scenario({ players: [vampire(), thrall(2, 9, 9), opp], dice: [1] });
    far.play(A.start('home-1', 'block'));
    expect(ask(far)).toEqual(A.choose('move'));
  });
});

describe('scripted coach: blocking skills', () => {
  it('Stab only where the block dice are bad: against a stronger player, not against a weaker one', () => {
    const stabber = pl('home', 1, 10, 7, { skills: ['Stab'] });
    const strong = scenario({ players: [stabber, pl('away', 1, 11, 7, { st: 4 })] });
    expect(ask(strong)).toMatchObject({ type: 'start-action', player: 'home-1', action: 'block' });
    strong.play(A.start('home-1', 'block'));
    expect(ask(strong)).toMatchObject({ type: 'stab', target: 'away-1' });
    const weak = scenario({ players: [stabber, pl('away', 1, 11, 7, { st: 2 })] });
    weak.play(A.start('home-1', 'block'));
    expect(ask(weak)).toMatchObject({ type: 'block', target: 'away-1' });
  });

  it('Multiple Block when both blocks keep two dice at +2 ST, a single block otherwise', () => {
    const blocker = pl('home', 1, 10, 7, { st: 6, skills: ['Multiple Block'] });
    const two = (st: number) => scenario({ players: [blocker, pl('away', 1, 11, 7, { st }), pl('away', 2, 11, 8, { st })] });
    const weak = two(2);
    weak.play(A.start('home-1', 'block'));
    expect(ask(weak)).toMatchObject({ type: 'multiple-block' });
    const strong = two(3);
    strong.play(A.start('home-1', 'block'));
    expect(ask(strong)).toMatchObject({ type: 'block' });
  });

  it('Hypnotic Gaze as a move ends: on the opponent marking our ball carrier', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5, { skills: ['Hypnotic Gaze'] }), pl('home', 3, 3, 3), pl('away', 1, 6, 5), pl('away', 2, 4, 4)],
      ball: { carrier: 'home-3' },
    });
    m.play(A.start('home-1', 'move'));
    expect(ask(m)).toMatchObject({ type: 'gaze', target: 'away-2' });
  });
});

describe('scripted coach: Hail Mary Pass', () => {
  const field = (turn: number) =>
    scenario({
      players: [pl('home', 1, 2, 7, { skills: ['Hail Mary Pass'] }), pl('home', 2, 25, 7), pl('away', 1, 10, 2)],
      ball: { carrier: 'home-1' },
      turn,
    });

  it('on the last turn of the half, a carrier who cannot run it in throws it to the team-mate in the end zone', () => {
    const m = field(8);
    expect(ask(m)).toMatchObject({ type: 'start-action', player: 'home-1', action: 'pass' });
    m.play(A.start('home-1', 'pass'));
    expect(ask(m)).toMatchObject({ type: 'throw', x: 25, y: 7, hailMary: true });
  });

  it('never before the last turn', () => {
    expect(ask(field(5))).not.toMatchObject({ action: 'pass' });
  });
});

describe('scripted coach: the Wizard and Kick-Off Return', () => {
  const wizard = (players: ScenarioPlayer[], more = {}) => scenario({ players, ...more }, { inducements: { home: { wizard: 1 } } });

  it('a Lightning Bolt on their standing ball carrier', () => {
    const m = wizard([pl('home', 1, 5, 5), pl('away', 1, 10, 5), pl('away', 2, 20, 5)], { ball: { carrier: 'away-2' } });
    expect(ask(m)).toEqual({ type: 'wizard', spell: 'lightning-bolt' });
    m.play({ type: 'wizard', spell: 'lightning-bolt' });
    expect(ask(m)).toEqual({ type: 'target', player: 'away-2' });
  });

  it('a Fireball on three of theirs with none of ours near; no spell on a lone opponent', () => {
    const crowd = wizard([pl('home', 1, 5, 5), pl('away', 1, 10, 5), pl('away', 2, 11, 6), pl('away', 3, 12, 5)]);
    expect(ask(crowd)).toEqual({ type: 'wizard', spell: 'fireball' });
    crowd.play({ type: 'wizard', spell: 'fireball' });
    expect(ask(crowd)).toEqual({ type: 'target', x: 11, y: 5 });
    const lone = wizard([pl('home', 1, 5, 5), pl('away', 1, 10, 5)]);
    expect(ask(lone).type).not.toBe('wizard');
  });

  it('Kick-Off Return brings the returner nearer the ball', () => {
    const line = (side: 'home' | 'away', x: number) => [6, 7, 8].map((y, i) => pl(side, i + 1, x, y));
    const returner = pl('away', 4, 18, 7, { skills: ['Kick-Off Return'] });
    const m = scenario({ from: 'kick-off', kicking: 'home', end: 'turn', players: [...line('home', 12), ...line('away', 13), returner], dice: [5, 1, 1, 1, 4] });
    m.play({ type: 'setup-done' }, { type: 'setup-done' }, { type: 'kick', x: 20, y: 3 });
    expect(m.game.pending?.kind).toBe('kick-off-return');
    const a = ask(m);
    expect(a.type).toBe('kick-off-return');
    const ball = m.game.ball;
    const dist = (x: number, y: number) => Math.max(Math.abs(x - ball.x), Math.abs(y - ball.y));
    expect(dist(a.x as number, a.y as number)).toBe(Math.min(...m.offered('kick-off-return').map((o) => dist(o.x as number, o.y as number))));
    expect(dist(a.x as number, a.y as number)).toBeLessThan(dist(18, 7));
  });
});
