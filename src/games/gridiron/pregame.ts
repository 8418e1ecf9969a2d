// The pre-game sequence (facts.md §2.2, LRB6): each team's fans (2d6 + Fan Factor, in thousands) and FAME (+1 for
// more fans, +2 for at least twice as many), the weather (2d6), and the coin toss: the away coach calls it and the
// winner chooses to kick or to receive. The other team kicks off the second half.

import { roll } from '../../core/dice';
import { pop, push, type Procedure } from '../../core/engine';
import type { Frame } from '../../core/types';
import type { GCtx } from './common';
import { other, type GState, type Side, type Weather } from './state';

/** The weather table (2d6). Columns: highest total, weather. */
export const WEATHER_TABLE: readonly (readonly [number, Weather])[] = [
  [2, 'sweltering-heat'],
  [3, 'very-sunny'],
  [10, 'nice'],
  [11, 'pouring-rain'],
  [12, 'blizzard'],
];

export function weatherFor(total: number): Weather {
  for (const [upTo, w] of WEATHER_TABLE) if (total <= upTo) return w;
  return 'blizzard';
}

/** Rolls the weather (at the start, and on Changing Weather). A fixed `weather` option skips the pre-game roll. */
export function rollWeather(ctx: GCtx): Weather {
  const ev = roll(ctx, { rule: 'gridiron.weather', dice: '2d6', outcome: (t) => weatherFor(t) });
  const w = weatherFor(ev.total);
  ctx.state.weather = w;
  return w;
}

export interface PregameFrame extends Frame {
  p: 'gridiron.pregame';
  phase: 'fans' | 'call' | 'choose';
  winner?: Side;
}

export function pushPregame(ctx: GCtx): void {
  push(ctx, { p: 'gridiron.pregame', phase: 'fans' } satisfies PregameFrame);
}

export const pregameProcedure: Procedure<GState, PregameFrame> = {
  run(ctx, f) {
    const s = ctx.state;
    switch (f.phase) {
      case 'fans': {
        // The inducements were bought when the teams came in (inducements/buy.ts); the log says what each bought.
        for (const side of ['home', 'away'] as const) {
          const bought = s.teams[side].inducements;
          if (bought) ctx.events.push({ type: 'inducements', side, bought });
        }
        for (const side of ['home', 'away'] as const) {
          const t = s.teams[side];
          const ff = t.fanFactor ?? 0;
          const ev = roll(ctx, { rule: 'gridiron.fans', who: side, dice: '2d6', modifiers: ff ? [{ source: 'Fan Factor', value: ff }] : [] });
          t.fans = ev.total * 1000;
        }
        const h = s.teams.home.fans;
        const a = s.teams.away.fans;
        s.teams.home.fame = h >= 2 * a ? 2 : h > a ? 1 : 0;
        s.teams.away.fame = a >= 2 * h ? 2 : a > h ? 1 : 0;
        ctx.events.push({ type: 'fame', home: s.teams.home.fame, away: s.teams.away.fame });
        const fixed = s.options.weather as string;
        if (fixed && fixed !== 'roll') s.weather = fixed as Weather;
        else rollWeather(ctx);
        ctx.events.push({ type: 'weather', weather: s.weather });
        f.phase = 'call';
        return;
      }
      case 'call':
        return {
          seat: 'away',
          kind: 'coin-toss',
          prompt: `${s.teams.away.name}: call the coin toss`,
          actions: [{ type: 'choose', value: 'heads' }, { type: 'choose', value: 'tails' }],
        };
      case 'choose':
      default:
        return {
          seat: f.winner!,
          kind: 'kick-or-receive',
          prompt: `${s.teams[f.winner!].name} won the toss: kick or receive?`,
          actions: [{ type: 'choose', value: 'kick' }, { type: 'choose', value: 'receive' }],
        };
    }
  },
  act(ctx, f, action) {
    const s = ctx.state;
    if (f.phase === 'call') {
      const ev = roll(ctx, { rule: 'gridiron.coin-toss', who: 'away', dice: 'd2', outcome: (t) => (t === 1 ? 'heads' : 'tails') });
      f.winner = ev.outcome === action.value ? 'away' : 'home';
      ctx.events.push({ type: 'coin-toss', call: action.value, winner: f.winner });
      f.phase = 'choose';
      return;
    }
    s.firstKicker = action.value === 'kick' ? f.winner! : other(f.winner!);
    ctx.events.push({ type: 'kick-or-receive', side: f.winner, choice: action.value });
    pop(ctx);
  },
};
