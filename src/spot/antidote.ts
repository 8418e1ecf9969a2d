// Antidotes: given within ten minutes to the poisoned but not yet dead, an antidote cancels the poison's damage up
// to its own POT; one meant for a related poison works at half (rounding up).

import { inp, type SpotRule } from './rule';

export const ANTIDOTE_WINDOW_MINUTES = 10;

/** How much of a poison's damage an antidote cancels. */
export function antidoteEffect(antidotePot: number, match: string): number {
  return match === 'specific' ? antidotePot : Math.ceil(antidotePot / 2);
}

export const antidote: SpotRule = {
  name: 'antidote',
  title: 'Antidotes',
  summary: 'Within ten minutes, an antidote cancels poison damage up to its POT (half, rounded up, if not specific).',
  inputs: [
    inp.int('damage', 'the poison\'s damage (dealt or to come)', { min: 0, max: 200 }),
    inp.int('pot', 'the antidote\'s POT', { min: 0, max: 200 }),
    inp.choice('match', ['specific', 'related'], 'specific to this poison, or half effective against a related one', 'specific'),
    inp.int('minutes', 'minutes since the poisoning', { min: 0, max: 100000, default: 0 }),
  ],
  resolve(i) {
    const dmg = i.damage as number;
    if ((i.minutes as number) > ANTIDOTE_WINDOW_MINUTES) {
      return { outcome: 'too-late', cancelled: 0, damage: dmg, explanation: `Antidote: ${i.minutes} minutes is past the ten-minute window; nothing cancelled` };
    }
    const eff = antidoteEffect(i.pot as number, i.match as string);
    const cancelled = Math.min(dmg, eff);
    return {
      outcome: cancelled >= dmg ? 'cured' : 'eased',
      cancelled,
      damage: dmg - cancelled,
      explanation: `Antidote POT ${i.pot}${i.match === 'related' ? ` (related poison: half, rounded up, ${eff})` : ''}: cancels ${cancelled} of ${dmg} poison damage, ${dmg - cancelled} remains`,
    };
  },
};
