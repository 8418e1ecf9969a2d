// A Dungeonbowl match (facts.md §4.1-4.2, the modern set-up of §4.5b): no kick-offs, no weather, no halves; "the
// first turn goes by coin toss" and "the first touchdown wins". A long turn limit (the `turnsPerHalf` option here,
// each team's turns before the match is called a draw) stands in for a tournament's clock, so that every match ends.

import { roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Frame } from '../../core/types';
import { finalWhistle, newDriveFrame, type MatchFrame } from '../gridiron/match';
import { pushPregame } from '../gridiron/pregame';
import { other, SIDES, type GState, type Side } from '../gridiron/state';

export const dungeonMatch: Procedure<GState, MatchFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    switch (f.phase) {
      case 'pregame':
        f.phase = 'half';
        pushPregame(ctx);
        return;
      case 'half':
        s.half = 1;
        for (const side of SIDES) {
          s.teams[side].turn = 0;
          s.teams[side].rerolls = s.teams[side].rerollsBase;
        }
        // The drive's "kicking" team is the one that moves second.
        s.kicking = s.firstKicker;
        f.phase = 'after-drive';
        push(ctx, newDriveFrame(s, 'recover', other(s.kicking)));
        return;
      case 'after-drive':
      default:
        if (f.last === 'touchdown') finalWhistle(ctx, f.scorer!, 'the first touchdown wins');
        else finalWhistle(ctx, null, 'out of turns');
        pop(ctx);
        return;
    }
  },
};

export interface CoinTossFrame extends Frame {
  p: 'gridiron.pregame';
  phase: 'call' | 'choose';
  winner?: Side;
}

/** The pre-game: no fans, no weather; the away coach calls the toss and the winner moves first or second. */
export const coinToss: Procedure<GState, CoinTossFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    if (f.phase !== 'choose') {
      f.phase = 'call';
      return {
        seat: 'away',
        kind: 'coin-toss',
        prompt: `${s.teams.away.name}: call the coin toss`,
        actions: [{ type: 'choose', value: 'heads' }, { type: 'choose', value: 'tails' }],
      };
    }
    return {
      seat: f.winner!,
      kind: 'first-turn',
      prompt: `${s.teams[f.winner!].name} won the toss: take the first turn or the second?`,
      actions: [{ type: 'choose', value: 'first' }, { type: 'choose', value: 'second' }],
    };
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (f.phase === 'call') {
      const ev = roll(ctx, { rule: 'dungeon.coin-toss', who: 'away', dice: 'd2', outcome: (t) => (t === 1 ? 'heads' : 'tails') });
      f.winner = ev.outcome === action.value ? 'away' : 'home';
      ctx.events.push({ type: 'coin-toss', call: action.value, winner: f.winner });
      f.phase = 'choose';
      return;
    }
    s.firstKicker = action.value === 'second' ? f.winner! : other(f.winner!);
    ctx.events.push({ type: 'first-turn', side: other(s.firstKicker) });
    pop(ctx);
  },
};
