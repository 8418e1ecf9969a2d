// League teams (docs/teams.md): the stored format, building a team, playing it, and the post-match sequence.
export * from './types';
export { parseLeagueTeam } from './load';
export { createTeam, hire, fire, rename, buy, teamValue, type Hire, type NewTeam } from './roster';
export { toMatchTeam, matchOptions } from './play';
export { COLLEGES, START_TREASURY } from './gridiron';
export { RUSH_START_MC, rushPostMatch, rushRanking, rushUnderdogMC, RUSH_POINTS } from './rush';
export { leaguePostMatch, postMatchSide, type SideSummary, type PostMatchOptions } from './postmatch';
export { chooseAdvance, advanceOptions, type AdvanceChoice } from './advance';
export { runeballPostMatch, spendRuneball } from './runeball';
export { teamsAfterRecord, type AfterRecord } from './record';
export { checkTabletop, teamsAfterTabletop, casualtiesBy, TABLETOP_INJURIES, type TabletopFacts, type TabletopLine, type TabletopCasualty, type TabletopInjury } from './tabletop';
