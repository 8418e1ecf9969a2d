// Leagues and seasons as pure functions: configuration, fixtures, standings, leaderboards, playoffs. The server keeps
// them (src/server/leagues.ts); nothing here reads a clock, a database or the network.

export * from './config';
export * from './fixtures';
export * from './standings';
export * from './leaders';
export * from './playoffs';
