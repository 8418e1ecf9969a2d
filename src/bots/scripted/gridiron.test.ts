import { describe, expect, it } from 'vitest';
import { act, newGame, type Game } from '../../index';
import { makeBot } from '../index';
import type { RankingBot } from '../search';
import type { Intent } from './gridiron';

const lineman = { ma: 6, st: 3, ag: 3, av: 8 };
const scripted = makeBot('scripted', 1);

function scenario(s: Record<string, unknown>): Game {
  return newGame('gridiron', { seed: '1', scenario: { end: 'turn', ...s } });
}

/** Lets the scripted coach play the pending decisions until `stop` holds or the game ends. */
function playUntil(game: Game, stop: (g: Game) => boolean, limit = 200): void {
  for (let i = 0; i < limit && game.pending && !stop(game); i++) act(game, scripted.choose(game, game.pending));
}

describe('scripted gridiron coach', () => {
  it('runs the ball in when the end zone is in reach', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, x: 20, y: 7 },
        { side: 'away', number: 1, ...lineman, x: 10, y: 2 },
      ],
      ball: { carrier: 'home-1' },
    });
    const first = scripted.choose(game, game.pending!);
    expect(first).toMatchObject({ type: 'start-action', player: 'home-1', action: 'move' });
    playUntil(game, () => false);
    expect((game as any).teams.home.score).toBe(1);
  });

  it('sends the nearest player to pick up a loose ball, around the opponents', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, x: 5, y: 7 },
        { side: 'home', number: 2, ...lineman, x: 1, y: 1 },
        { side: 'away', number: 1, ...lineman, x: 8, y: 8 },
      ],
      ball: { x: 9, y: 4 },
      dice: [6, 6, 6, 6, 6, 6],
    });
    expect(scripted.choose(game, game.pending!)).toMatchObject({ type: 'start-action', player: 'home-1', action: 'move' });
    act(game, scripted.choose(game, game.pending!));
    playUntil(game, (g) => (g as any).ball.state === 'held' || g.pending?.kind !== 'action');
    expect((game as any).ball).toMatchObject({ state: 'held', carrier: 'home-1' });
  });

  it('picks the block die that is best for its side', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, st: 4, x: 10, y: 7 },
        { side: 'away', number: 1, ...lineman, x: 11, y: 7 },
      ],
      dice: ['push', 'defender-down'],
    });
    act(game, { type: 'start-action', player: 'home-1', action: 'block' });
    act(game, { type: 'block', target: 'away-1' });
    while (game.pending && game.pending.kind === 'reroll') act(game, { type: 'decline-reroll' });
    expect(game.pending!.kind).toBe('block-die');
    expect(scripted.choose(game, game.pending!)).toMatchObject({ face: 'defender-down' });
  });

  it('as the defender, makes the attacker choose worst', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, st: 2, x: 10, y: 7 },
        { side: 'away', number: 1, ...lineman, st: 4, x: 11, y: 7 },
      ],
      dice: ['attacker-down', 'defender-down'],
    });
    act(game, { type: 'start-action', player: 'home-1', action: 'block' });
    act(game, { type: 'block', target: 'away-1' });
    while (game.pending && game.pending.kind === 'reroll') act(game, { type: 'decline-reroll' });
    expect(game.pending).toMatchObject({ kind: 'block-die', seat: 'away' });
    expect(scripted.choose(game, game.pending!)).toMatchObject({ face: 'attacker-down' });
  });

  it('offers the search a hand-off to a runner who can score, and carries it through when told to', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, x: 15, y: 7 },
        { side: 'home', number: 2, ...lineman, x: 19, y: 7 },
        { side: 'away', number: 1, ...lineman, x: 3, y: 2 },
      ],
      ball: { carrier: 'home-1' },
      dice: [6],
    });
    const coach = makeBot('scripted', 1) as RankingBot;
    const plans = coach.plans!(game, game.pending!)!;
    // The coach's own choice comes first: home-1 runs (it cannot make the end zone, 10 squares away).
    expect(plans[0].intent).toBeUndefined();
    const handoff = plans.find((p) => (p.intent as Intent | undefined)?.handoffTo === 'home-2');
    expect(handoff?.action).toMatchObject({ type: 'start-action', player: 'home-1', action: 'handoff' });
    act(game, handoff!.action);
    coach.intend!(game, handoff!.intent);
    for (let i = 0; i < 60 && game.pending; i++) act(game, coach.choose(game, game.pending));
    expect((game as any).teams.home.score).toBe(1);
    // The runner scored it, not the giver.
    expect((game as any).players.find((p: { id: string }) => p.id === 'home-2').stats.td).toBe(1);
  });

  it('blitzes the carrier it is told to with the player it is told to, not its own pick', () => {
    const game = scenario({
      players: [
        { side: 'home', number: 1, ...lineman, st: 4, x: 10, y: 7 },
        { side: 'home', number: 2, ...lineman, x: 13, y: 3 },
        { side: 'away', number: 1, ...lineman, x: 12, y: 7 },
      ],
      ball: { carrier: 'away-1' },
      dice: ['pow'],
    });
    const coach = makeBot('scripted', 1) as RankingBot;
    const plans = coach.plans!(game, game.pending!)!;
    const other = plans.find((p) => (p.intent as Intent | undefined)?.target === 'away-1' && p.action.player === 'home-2');
    expect(other).toBeDefined();
    act(game, other!.action);
    coach.intend!(game, other!.intent);
    const moves: string[] = [];
    for (let i = 0; i < 10 && game.pending?.kind === 'action'; i++) {
      const a = coach.choose(game, game.pending);
      moves.push(a.type);
      act(game, a);
    }
    expect(moves).toContain('block');
  });
});
