// The bots' pace: fast (each move as soon as it is thought of), normal (a moment between moves, to follow them),
// or step (each move waits for "next"); and "skip", which lets the bots play on at once until a person is to act.

import { useEffect, useRef } from 'preact/hooks';
import { changeSettings, PACES, useSettings, type Pace } from './settings';

export const PACE_MS: Record<Pace, number> = { fast: 0, normal: 400, step: 0 };

export class Pacer {
  mode: Pace = 'normal';
  skipping = false;
  private release: (() => void) | null = null;

  /** Resolves when the bot's next move may be played. Started as the bot starts thinking, so thinking counts. */
  pause(): Promise<void> {
    if (this.skipping || this.mode === 'fast') return Promise.resolve();
    return new Promise((ok) => {
      const done = () => {
        clearTimeout(timer);
        if (this.release === done) this.release = null;
        ok();
      };
      const timer = this.mode === 'normal' ? setTimeout(done, PACE_MS.normal) : undefined;
      this.release = done;
    });
  }

  next(): void {
    this.release?.();
  }

  skip(): void {
    this.skipping = true;
    this.release?.();
  }

  setMode(m: Pace): void {
    if (m === this.mode) return;
    const was = this.mode;
    this.mode = m;
    // A bot held for "next" goes on once step mode is left, and one held a moment goes on at fast pace.
    if (was === 'step' || m === 'fast') this.release?.();
  }
}

/** One pacer per match screen, following the chosen pace; skipping stops when a person is to act. */
export function usePacer(botTurn: boolean): Pacer {
  const s = useSettings();
  const pacer = useRef(new Pacer()).current;
  pacer.setMode(s.pace);
  useEffect(() => {
    if (!botTurn) pacer.skipping = false;
  }, [botTurn]);
  return pacer;
}

/** The pace controls under the decision, shown when a bot plays in this match. */
export function PaceBar({ pacer, botTurn, watching }: { pacer: Pacer; botTurn: boolean; watching: boolean }) {
  const s = useSettings();
  return (
    <div class="pace" role="group" aria-label="bot pace">
      <span class="muted">Bots:</span>
      {PACES.map((p) => (
        <button key={p} type="button" class={s.pace === p ? 'on' : ''} aria-pressed={s.pace === p} onClick={() => changeSettings({ pace: p })} data-testid={`pace-${p}`}>
          {p}
        </button>
      ))}
      {s.pace === 'step' && (
        <button type="button" class="primary" disabled={!botTurn} onClick={() => pacer.next()} data-testid="bot-next">
          next ▶
        </button>
      )}
      <button type="button" disabled={!botTurn} onClick={() => pacer.skip()} data-testid="skip" title="the bots play on without pausing">
        {watching ? 'skip to the end' : 'skip to my turn'}
      </button>
    </div>
  );
}
