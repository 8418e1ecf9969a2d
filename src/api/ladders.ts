// The ladder API's JSON shapes (src/server/ladders.ts sends them, the app's ladder screen reads them).

import type { RatingHistory } from '../ladder/table';

export type { RatingHistory };

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
