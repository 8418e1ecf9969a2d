// The league API's JSON shapes (src/server/leagues.ts sends them, the app's league screens read them), outside both
// so they cannot drift apart.

export type LeagueStatus = 'open' | 'running' | 'finished';

export interface LeagueSummary {
  id: number;
  name: string;
  game: string;
  commissioner: string;
  status: LeagueStatus;
  created: string;
  schedule: 'round-robin' | 'swiss';
}

export interface EntryRef {
  id: number;
  name: string;
}

export interface FixtureView {
  id: number;
  stage: 'season' | 'playoff';
  round: number;
  slot: number;
  home: EntryRef;
  away: EntryRef;
  deadline: string | null;
  overdue: boolean;
  matchId: number | null;
  /** Where to watch it again once it is over. */
  replay: string | null;
  result: {
    homeScore: number;
    awayScore: number;
    winner: 'home' | 'away' | null;
    landslide: boolean;
    source: 'match' | 'tabletop';
    reportedBy: string | null;
    confirmedBy: string | null;
    confirmed: boolean;
  } | null;
}

export interface StandingView {
  entry: number;
  name: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  scored: number;
  conceded: number;
  casualtiesFor: number;
  casualtiesAgainst: number;
}

export interface TieView {
  round: number;
  slot: number;
  home: EntryRef | null;
  away: EntryRef | null;
  winner: EntryRef | null;
}

export interface LeagueView extends Omit<LeagueSummary, 'schedule'> {
  config: {
    schedule: 'round-robin' | 'swiss';
    points: { win: number; draw: number; loss: number; landslideWin?: number; landslideLoss?: number };
    tieBreakers: string[];
    playoffTeams: number;
    houseRules: Record<string, unknown>;
  };
  entries: { id: number; name: string; coach: string }[];
  standings: StandingView[];
  fixtures: FixtureView[];
  playoffs: { champion: EntryRef | null; rounds: TieView[][] } | null;
}

export interface LeaderView {
  entry: number;
  team: string;
  player: string;
  name: string;
  value: number;
}

export interface LeadersView {
  touchdowns: LeaderView[];
  casualties: LeaderView[];
  spp: LeaderView[];
}

/** What the post-match sequence did to one team after one match (src/league/team/postmatch.ts: SideSummary); rush
 * and runeball teams have only `side` and `teamValue`. */
export interface PostMatchView {
  side: 'home' | 'away';
  teamValue: number;
  mvp?: string | null;
  spp?: { id: string; earned: number; total: number }[];
  advances?: { id: string; rank: string; dice: [number, number] }[];
  injuries?: { id: string; result: string; effect: string; applied: boolean }[];
  dead?: string[];
  missNextGame?: string[];
  winnings?: number;
  fanFactor?: { before: number; after: number };
}

/** A league entry's page: its team as it stands and each played match. */
export interface EntryPageView {
  id: number;
  name: string;
  coach: string;
  team: {
    name: string;
    game: string;
    roster: string;
    treasury: number;
    rerolls?: number;
    fanFactor?: number;
    players: { id: string; number: number; name: string; position: string; spp?: number; skills?: string[]; stats?: Record<string, number>; injuries?: string[]; missNextGame?: boolean; dead?: boolean; advances?: { rank: string; dice: [number, number] }[] }[];
  } | null;
  teamValue: number | null;
  history: {
    fixture: number;
    stage: 'season' | 'playoff';
    round: number;
    opponent: EntryRef;
    side: 'home' | 'away';
    score: { for: number; against: number };
    matchId: number | null;
    postMatch: PostMatchView | null;
  }[];
}
