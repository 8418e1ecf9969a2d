// The ladder API's JSON shapes (src/server/ladders.ts sends them, the app's ladder screen reads them).

/** Each entry's rating and deviation after each rating period, as the app's rating chart draws it. The API's own
 * shape (the app cannot import the ladder, which is Node's): src/ladder/table.ts's history is checked against it
 * where the server sends it. */
export interface RatingHistory {
  /** The rounds rated, in order. */
  rounds: number[];
  /** Per entry (the ladder's order): its rating and deviation after each of `rounds`. */
  entries: { name: string; ratings: { rating: number; rd: number }[] }[];
}

export interface LadderSummary {
  name: string;
  ruleset: string;
  entries: number;
  /** Fixtures played (rated). */
  played: number;
}

export interface LadderRow {
  name: string;
  rating: number;
  rd: number;
  /** The 95% interval's half-width: rating ± this. */
  interval: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
}

export interface LadderView extends LadderSummary {
  table: LadderRow[];
  history: RatingHistory;
}
