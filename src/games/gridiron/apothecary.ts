// Who treats an injured player: the team's own apothecary first (one use a match), then the Wandering Apothecaries
// it hired as inducements (one use each). LRB6: one apothecary to an injury.

import type { Team } from './state';

export function hasApothecary(t: Team): boolean {
  return t.apothecary || (t.wanderingApothecaries ?? 0) > 0;
}

/** Uses up one apothecary: the team's own if it still has him, else a wandering one. */
export function useApothecary(t: Team): void {
  if (t.apothecary) t.apothecary = false;
  else if (t.wanderingApothecaries) t.wanderingApothecaries--;
}
