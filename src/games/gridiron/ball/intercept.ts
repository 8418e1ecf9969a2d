// Interceptions (seed 001): an AG roll at -2, -1 per opposing tackle zone; Pouring Rain -1 (facts.md §2.8).

import type { Modifier } from '../../../core/types';
import { agilityTarget, type GState, type Player } from '../state';
import { disturbingPresence, rollNeeded, skillMod, tackleZoneMods } from './common';

export function interceptModifiers(s: GState, p: Player): Modifier[] {
  const mods: Modifier[] = [{ source: 'attempting an interception', value: -2 }];
  tackleZoneMods(s, p, mods);
  if (s.weather === 'pouring-rain') mods.push({ source: 'Pouring Rain', value: -1 });
  skillMod(p, 'Extra Arms', 1, mods);
  skillMod(p, 'Very Long Legs', 1, mods);
  disturbingPresence(s, p, mods);
  return mods;
}

export function interceptNeeded(s: GState, p: Player): number {
  return rollNeeded(agilityTarget(p.ag), interceptModifiers(s, p));
}
