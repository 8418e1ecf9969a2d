import { describe, expect, it } from 'vitest';
import { A, pl, scenario } from './testkit';

describe('the team turn', () => {
  it('offers each player who has not acted the actions open to him, and end-turn', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5), pl('home', 2, 8, 8, { stance: 'prone' }), pl('home', 3, 2, 2, { stance: 'stunned' }), pl('away', 1, 6, 5)],
      ball: { carrier: 'home-1' },
    });
    const byPlayer = (id: string) => m.offered('start-action').filter((a) => a.player === id).map((a) => a.action);
    expect(byPlayer('home-1')).toEqual(['move', 'block', 'blitz', 'pass', 'handoff']);
    expect(byPlayer('home-2')).toEqual(['move', 'blitz', 'pass', 'handoff']);
    expect(byPlayer('home-3')).toEqual([]);
    expect(m.offered('end-turn')).toHaveLength(1);
  });

  it('a player acts once per turn; the marker moves on each team turn', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], end: 'half' });
    m.play(A.start('home-1', 'move'), A.move(5, 6), A.endAction());
    expect(m.offered('start-action')).toEqual([]);
    m.play(A.endTurn(), A.endTurn());
    expect(m.game.teams.home.turn).toBe(2);
    expect(m.offered('start-action').length).toBeGreaterThan(0);
  });

  it('the ball carrier knocked down is a turnover and the ball bounces from his square', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { ma: 0 }), pl('away', 1, 20, 5)], ball: { carrier: 'home-1' }, dice: [1, 1, 2, 7] });
    m.play(A.start('home-1', 'move'), A.move(6, 5));
    expect(m.rolls('gridiron.bounce')).toHaveLength(1);
    expect(m.game.ball).toMatchObject({ state: 'ground', x: 6, y: 6 });
    expect(m.game.result).not.toBeNull();
  });

  it('moving onto the ball picks it up (AG, +1); a failed pick-up is a turnover', () => {
    const ok = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], ball: { x: 6, y: 5 }, dice: [3] });
    ok.play(A.start('home-1', 'move'));
    expect(ok.offered('move').find((a) => a.x === 6 && a.y === 5)?.hint).toBe('pick-up');
    ok.play(A.move(6, 5));
    expect(ok.game.ball).toMatchObject({ state: 'held', carrier: 'home-1' });
    expect(ok.game.pending?.kind).toBe('action');
    const bad = scenario({ players: [pl('home', 1, 5, 5), pl('away', 1, 20, 5)], ball: { x: 6, y: 5 }, dice: [2, 4] });
    bad.play(A.start('home-1', 'move'), A.move(6, 5));
    expect(bad.game.result).not.toBeNull();
  });

  it('a carrier pushed into the crowd: the crowd throws the ball back in', () => {
    const m = scenario({ players: [pl('home', 1, 5, 13), pl('away', 1, 5, 14)], ball: { carrier: 'away-1' }, dice: ['push', 3, 3] });
    m.play(A.start('home-1', 'block'), A.block('away-1'), A.push(5, 15));
    expect(m.events.some((e) => e.type === 'roll' && (e as { rule: string }).rule.startsWith('gridiron.throw-in'))).toBe(true);
    expect(m.player('away-1').place).toBe('reserves');
  });

  it('a Blitz past MA needs a go-for-it for the block', () => {
    const m = scenario({ players: [pl('home', 1, 5, 5, { ma: 1 }), pl('away', 1, 7, 5)], dice: [2, 'push'] });
    m.play(A.start('home-1', 'blitz'), A.move(6, 5));
    expect(m.offered('block')[0].hint).toBe('GFI, 1 die');
    m.play(A.block('away-1'));
    expect(m.rolls('gridiron.gfi')).toHaveLength(1);
    expect(m.rolls('gridiron.block')).toHaveLength(1);
  });

  it('a touchdown in the other team turn still scores: a carrier pushed into the end zone he attacks, on his feet', () => {
    const m = scenario({
      players: [pl('home', 2, 24, 5), pl('away', 1, 23, 5)],
      active: 'away',
      ball: { carrier: 'home-2' },
      dice: ['push'],
      end: 'half',
    });
    m.play(A.start('away-1', 'block'), A.block('home-2'), A.push(25, 5), A.follow(false));
    expect(m.game.teams.home.score).toBe(1);
    expect(m.game.kicking).toBe('home');
    expect(m.game.pending).toMatchObject({ kind: 'setup', seat: 'home' });
  });

  it('a team-mate throw is the team Pass action for the turn (LRB6)', () => {
    const m = scenario({
      players: [pl('home', 1, 5, 5, { st: 5, skills: ['Throw Team-Mate'] }), pl('home', 2, 5, 6, { st: 2, skills: ['Right Stuff'] }), pl('home', 3, 9, 9), pl('away', 1, 20, 5)],
      ball: { carrier: 'home-3' },
    });
    m.play(A.start('home-3', 'pass'), A.endAction());
    expect(m.legal().filter((a) => a.action === 'ttm')).toEqual([]);
  });
});
