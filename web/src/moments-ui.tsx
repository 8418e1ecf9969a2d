// What a step's moments look like: a banner over the board for two seconds (it never takes a click), a flash on the
// cells where players were knocked down or pushed, and a short beep, each as the settings allow.

import { useEffect, useRef, useState } from 'preact/hooks';
import { rulesets, view, type Event, type Game } from './engine';
import { readNames, readSeats } from './view-model';
import { momentsOf, type Banner, type Flash, type MomentKind } from './moments';
import { motionOn, settings, useSettings } from './settings';

export const BANNER_MS = 2000;
const FLASH_MS = 800;
const TONE: Record<MomentKind, number> = { score: 880, half: 660, end: 660, turnover: 220, injury: 330 };

export function useMoments(ruleset: string) {
  const s = useSettings();
  const [banner, setBanner] = useState<(Banner & { n: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const count = useRef(0);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const show = (events: Event[], state: Game) => {
    const now = settings();
    const { banner: b, flashes } = momentsOf(ruleset, events, state);
    if (flashes.length && motionOn(now)) setTimeout(() => flash(flashes), 0);
    if (!b) return;
    if (now.sound) beep(TONE[b.kind]);
    if (!now.banners) return;
    if (timer.current) clearTimeout(timer.current);
    const text = byName(ruleset, b.text, state);
    setBanner({ ...b, text, n: ++count.current });
    timer.current = setTimeout(() => setBanner(null), BANNER_MS);
  };

  const node =
    banner && s.banners ? (
      <div key={banner.n} class={`moment-banner ${banner.kind} ${motionOn(s) ? 'animate' : ''}`} role="status" aria-live="polite" data-testid="banner" data-kind={banner.kind}>
        <b>{banner.title}</b>
        <span>{banner.text}</span>
      </div>
    ) : null;
  return { node, show };
}

/** Marks the cells on the board for a moment; done on the drawn board, so the board's own code is left alone. */
function flash(list: Flash[]): void {
  const board = document.querySelector('svg.board .hit');
  if (!board) return;
  for (const f of list) {
    const cell =
      f.x !== undefined && f.y !== undefined
        ? board.querySelector(`polygon[data-x="${f.x}"][data-y="${f.y}"]`)
        : f.player !== undefined
          ? board.querySelector(`polygon[data-player="${CSS.escape(f.player)}"]`)
          : null;
    if (!cell) continue;
    const cls = `flash-${f.kind}`;
    cell.classList.remove(cls);
    // Re-adding the class restarts the animation for a cell hit twice running.
    void (cell as SVGElement).getBoundingClientRect();
    cell.classList.add(cls);
    setTimeout(() => cell.classList.remove(cls), FLASH_MS);
  }
}

let audio: AudioContext | null = null;

/** A beep now: switching sound on sounds one, which also lets the browser play the later ones. */
export function beep(hz = 660): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.12, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.18);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.2);
  } catch {
    // No sound where the browser has no audio.
  }
}

/** Players and teams by name, as the log and the score line show them ("home-6" is "Bolgrot (#6)", "away" the
 * away team's name). */
export function byName(ruleset: string, text: string, state: Game): string {
  const shown = view(state) as Record<string, unknown>;
  const names = readNames(shown);
  const seats = rulesets().find((r) => r.id === ruleset)?.seats ?? [];
  const teams = Object.fromEntries(readSeats(shown, seats).map((l) => [l.seat, l.name]));
  return text.replace(/[\w]+-\d+/g, (id) => names[id] ?? id).replace(/\b[a-z]+\b/g, (w) => (seats.includes(w) ? teams[w] ?? w : w));
}
