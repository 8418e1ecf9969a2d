// The match API's JSON shapes: what the server stores and sends, and what the app reads. They sit outside both so
// the app never imports a server module and the two cannot drift apart.

import type { MatchRecord } from '../core/replay';
import type { Result } from '../core/types';

export type MatchStatus = 'playing' | 'finished';

/** Who plays each seat: `human` or `bot:<name>`. Kept beside the record so a resumed match keeps its opponent. */
export type Seats = Record<string, string>;

export interface MatchSummary {
  id: number;
  ruleset: string;
  title: string;
  status: MatchStatus;
  steps: number;
  seats: Seats;
  result: Result | null;
  created: string;
  updated: string;
}

export interface StoredMatch extends MatchSummary {
  /** The save itself: the record replays to the position (the record is the save). Kept as parsed JSON, or as
   * the raw text when the stored text is not JSON at all, so a broken row can still be listed and reported. */
  record: MatchRecord | string;
}
