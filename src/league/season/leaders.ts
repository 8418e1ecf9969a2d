// Leaderboards: touchdowns, casualties and SPP per player across a season, from what each match's record yields
// (the post-match sequence's tallies: src/league/team/ produces them; a tabletop result may bring them by hand).

/** One player's tallies from one match. */
export interface PlayerLine {
  entry: string;
  player: string;
  name?: string;
  touchdowns?: number;
  casualties?: number;
  completions?: number;
  interceptions?: number;
  mvp?: number;
  /** When the match's record gave SPP directly; otherwise computed from the tallies above. */
  spp?: number;
}

export interface Leader {
  entry: string;
  player: string;
  name: string;
  value: number;
}

export type Board = 'touchdowns' | 'casualties' | 'spp';

/** LRB6 Star Player Points: completion 1, touchdown 3, casualty 2, interception 2, MVP 5. */
export function sppOf(l: PlayerLine): number {
  if (l.spp !== undefined) return l.spp;
  return (l.completions ?? 0) + 3 * (l.touchdowns ?? 0) + 2 * (l.casualties ?? 0) + 2 * (l.interceptions ?? 0) + 5 * (l.mvp ?? 0);
}

/** The top `limit` players on one board, highest first; ties by entry then player id, so the list is stable. */
export function leaderboard(lines: readonly PlayerLine[], board: Board, limit = 10): Leader[] {
  const sum = new Map<string, Leader>();
  for (const l of lines) {
    const key = JSON.stringify([l.entry, l.player]);
    const value = board === 'spp' ? sppOf(l) : (l[board] ?? 0);
    const row = sum.get(key) ?? { entry: l.entry, player: l.player, name: l.name ?? l.player, value: 0 };
    row.value += value;
    if (l.name) row.name = l.name;
    sum.set(key, row);
  }
  return [...sum.values()]
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : a.player < b.player ? -1 : a.player > b.player ? 1 : 0))
    .slice(0, limit);
}
