// Runeball league books: after each match the players' experience (runeball's own rules, experience.ts) is banked in
// their ledgers and raises skills; the coach spends free checks later. Wounds do not outlast the match here: the
// seed says nothing of them between matches [A].

import { experienceReport, improve, type Ledger } from '../../games/runeball/experience';
import type { ManeuverId } from '../../games/runeball/skills';
import type { RuneballState } from '../../games/runeball/state';
import { LeagueTeamError, type LeaguePlayer, type LeagueTeam } from './types';

const EMPTY: Ledger = { points: {}, freeChecks: 0 };

/** Banks one match's experience for the team that played as `teamIndex` (0 home, 1 away). */
export function runeballPostMatch(team: LeagueTeam, teamIndex: 0 | 1, state: RuneballState): LeagueTeam {
  if (team.game !== 'runeball') throw new LeagueTeamError('game', 'expected a runeball team');
  const report = experienceReport(state).filter((e) => e.team === teamIndex);
  const players = team.players.map((p): LeaguePlayer => {
    const exp = !p.dead && !p.missNextGame ? report.find((e) => e.number === p.number) : undefined;
    const missed = p.missNextGame ? { missNextGame: false } : {};
    if (!exp || !p.sheet) return { ...p, ...missed };
    const r = improve({ number: p.number, name: p.name, ...p.sheet }, p.ledger ?? EMPTY, exp);
    const { number: _n, name: _m, ...sheet } = r.player;
    return { ...p, sheet, ledger: r.ledger };
  });
  return { ...team, players };
}

/** The coach spends a player's banked free checks: as improvement points on skills, or 10 at a time on maneuvers. */
export function spendRuneball(team: LeagueTeam, playerId: string, spendFree: Record<string, number>, buy: ManeuverId[] = []): LeagueTeam {
  const p = team.players.find((q) => q.id === playerId && !q.dead);
  if (!p || !p.sheet) throw new LeagueTeamError('playerId', 'expected the id of a living runeball player of the team');
  let r;
  try {
    r = improve({ number: p.number, name: p.name, ...p.sheet }, p.ledger ?? EMPTY, { team: 0, number: p.number, name: p.name, skillChecks: [], freeChecks: 0, wounds: null }, spendFree, buy);
  } catch (e) {
    // improve's messages name counts and rules, never what was asked for by name.
    throw new LeagueTeamError(buy.length ? 'buy' : 'spendFree', (e as Error).message);
  }
  const { number: _n, name: _m, ...sheet } = r.player;
  return { ...team, players: team.players.map((q) => (q === p ? { ...p, sheet, ledger: r.ledger } : q)) };
}
