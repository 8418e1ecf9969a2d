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
  /** A tabletop report: the casualty this player suffered, as rolled at the table, and who caused it (a player id of
   * the other entry), which the post-match sequence reads when the report is confirmed. */
  injury?: string;
  injuredBy?: string;
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

/** A player's line as a game's post-match report gives it (gridiron and dungeon: the `after-match` event's
 * `report.players`, spp.ts). */
interface ReportedPlayer {
  id: string;
  side: string;
  name?: string;
  comp?: number;
  int?: number;
  cas?: number;
  td?: number;
  mvp?: boolean;
  hired?: string;
}

/** The leaderboard lines of one match from its post-match report, each player under the entry that played the
 * seat (`entryOf`: seat → entry). A hired Mercenary or Star Player plays for the match only, so is left out; a
 * report of another shape gives no lines rather than wrong ones. */
export function linesFromReport(report: unknown, entryOf: Readonly<Record<string, string>>): PlayerLine[] {
  const players = (report as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return [];
  const lines: PlayerLine[] = [];
  for (const p of players as ReportedPlayer[]) {
    if (!p || typeof p.id !== 'string' || !Object.hasOwn(entryOf, p.side) || p.hired) continue;
    const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
    lines.push({
      entry: entryOf[p.side],
      player: p.id,
      ...(typeof p.name === 'string' ? { name: p.name } : {}),
      touchdowns: n(p.td),
      casualties: n(p.cas),
      completions: n(p.comp),
      interceptions: n(p.int),
      mvp: p.mvp ? 1 : 0,
    });
  }
  return lines;
}
