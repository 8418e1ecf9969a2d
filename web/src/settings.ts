// How the app shows a match, chosen once in the settings menu and kept in this browser (localStorage): banners,
// animations, sound and the bots' pace. Animations follow the system's reduced-motion wish until chosen here.

import { useEffect, useState } from 'preact/hooks';

export type Pace = 'fast' | 'normal' | 'step';
export const PACES: Pace[] = ['fast', 'normal', 'step'];

export interface UiSettings {
  banners: boolean;
  /** null: as the system asks (prefers-reduced-motion). */
  motion: boolean | null;
  sound: boolean;
  pace: Pace;
}

const KEY = 'turnover.ui';
const DEFAULTS: UiSettings = { banners: true, motion: null, sound: false, pace: 'normal' };

function load(): UiSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<UiSettings>;
    const out = { ...DEFAULTS, ...saved };
    if (!PACES.includes(out.pace)) out.pace = DEFAULTS.pace;
    return out;
  } catch {
    return { ...DEFAULTS };
  }
}

let current: UiSettings | null = null;
const listeners = new Set<(s: UiSettings) => void>();

export function settings(): UiSettings {
  return (current ??= load());
}

export function changeSettings(change: Partial<UiSettings>): void {
  current = { ...settings(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // A browser that keeps nothing still applies the choice for this visit.
  }
  for (const l of listeners) l(current);
}

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether cells flash and banners slide in. */
export function motionOn(s: UiSettings): boolean {
  return s.motion ?? !reducedMotion();
}

export function useSettings(): UiSettings {
  const [s, set] = useState(settings);
  useEffect(() => {
    listeners.add(set);
    return () => void listeners.delete(set);
  }, []);
  return s;
}
