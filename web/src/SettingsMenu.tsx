// The small settings menu beside the board: banners, animations, sound and the bots' pace, kept in this browser.

import { beep } from './moments-ui';
import { changeSettings, motionOn, PACES, reducedMotion, useSettings, type Pace } from './settings';

export function SettingsMenu() {
  const s = useSettings();
  const check = (label: string, on: boolean, set: (v: boolean) => void, id: string) => (
    <label>
      <input type="checkbox" checked={on} onChange={(e) => set((e.target as HTMLInputElement).checked)} data-testid={id} /> {label}
    </label>
  );
  return (
    <details class="settings-menu">
      <summary data-testid="settings">⚙ Settings</summary>
      <div class="settings-body">
        {check('banners for touchdowns, turnovers, injuries, half and full time', s.banners, (v) => changeSettings({ banners: v }), 'set-banners')}
        {check(`animations${reducedMotion() && s.motion === null ? ' (off: the system asks for less motion)' : ''}`, motionOn(s), (v) => changeSettings({ motion: v }), 'set-motion')}
        {check('sound (a short beep)', s.sound, (v) => (changeSettings({ sound: v }), v && beep()), 'set-sound')}
        <label>
          bot pace{' '}
          <select value={s.pace} onChange={(e) => changeSettings({ pace: (e.target as HTMLSelectElement).value as Pace })} data-testid="set-pace">
            {PACES.map((p) => (
              <option key={p} value={p}>
                {p === 'fast' ? 'fast' : p === 'normal' ? 'normal (a moment between moves)' : 'step (wait for "next")'}
              </option>
            ))}
          </select>
        </label>
      </div>
    </details>
  );
}
