// WHO GETS THE BALL, the match frame, halves and the end of a match.
import { describe, expect, it } from 'vitest';
import { newGame, act, legal, start } from '../../core/game';
import { ofType, rolls, type RGame } from './testkit';
import './testkit';

function opening(dice: number[]) {
  const { game, events } = start('runeball', { seed: '7', scenario: { dice } });
  return { g: game as RGame, events };
}

describe('Keshat (WHO GETS THE BALL)', () => {
  it('the higher roll gets first choice, the loser second choice', () => {
    const { g, events } = opening([9, 4]);
    expect(rolls(events, 'runeball.keshat').map((r) => r.total)).toEqual([9, 4]);
    expect(g.choice).toEqual({ first: 0, second: 1 });
    expect(g.pending!.seat).toBe('home');
    expect(g.pending!.kind).toBe('kick-or-receive');
  });

  it('ties are re-rolled', () => {
    const { g, events } = opening([6, 6, 3, 8]);
    expect(rolls(events, 'runeball.keshat')).toHaveLength(4);
    expect(g.choice).toEqual({ first: 1, second: 0 });
  });

  it('a Keshat gives that team both first AND second choice', () => {
    const { g, events } = opening([5, 12]);
    expect(ofType(events, 'keshat')[0].keshat).toBe(true);
    expect(g.choice).toEqual({ first: 1, second: 1 });
  });

  it('first choice: kick or receive; the kicking team sets up first', () => {
    const { g } = opening([9, 4]);
    act(g, { type: 'receive' });
    expect(g.kicking).toBe(1);
    expect(g.pending!.seat).toBe('away');
    expect(g.pending!.kind).toBe('kicker');
  });

  it('the second-choice team decides at the beginning of the second half', () => {
    const { g } = opening([9, 4]);
    act(g, { type: 'kick' });
    // Skip to the end of the first half: the last round, after which halftime comes.
    let guard = 0;
    while (g.half === 1 && guard++ < 100000) act(g, pickQuiet(g));
    expect(g.pending!.kind === 'substitution' || g.pending!.kind === 'kick-or-receive').toBe(true);
    while (g.pending!.kind === 'substitution') act(g, { type: 'done' });
    expect(g.pending!.kind).toBe('kick-or-receive');
    expect(g.pending!.seat).toBe('away');
  });
});

/** A quiet choice: end turns, decline blitzes and options, standard formations, so a half passes quickly. */
function pickQuiet(g: RGame) {
  const ls = legal(g);
  for (const t of ['formation', 'let-act', 'decline', 'no-entry', 'done', 'no-cross', 'accept', 'no-dive', 'no-intercept', 'take-it', 'no-dump', 'no-block', 'let-pass', 'kick', 'catch']) {
    const a = ls.find((x) => x.type === t);
    if (a) return a;
  }
  const end = ls.find((x) => x.type === 'end');
  return end ?? ls[0];
}

describe('match length', () => {
  it('a match is two halves of roundsPerHalf rounds, then the final whistle with a result', () => {
    const g = newGame('runeball', { seed: '3', roundsPerHalf: 2 }) as RGame;
    let guard = 0;
    const rounds: number[][] = [];
    while (g.pending && guard++ < 100000) {
      const evs = act(g, pickQuiet(g));
      for (const e of ofType(evs, 'round')) rounds.push([e.half, e.round]);
    }
    expect(rounds).toEqual([[1, 1], [1, 2], [2, 1], [2, 2]]);
    const [h, a] = g.score;
    expect(g.result).toEqual({ winner: h === a ? null : h > a ? 'home' : 'away', score: { home: h, away: a }, reason: 'full time' });
    expect(g.pending).toBeNull();
  });
});
