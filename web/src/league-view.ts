// How the league screens word and group what the league API sends: pure, so it is tested without a browser.

import type { FixtureView, LeagueView } from '../../src/api/leagues';

export interface FixtureGroup {
  title: string;
  fixtures: FixtureView[];
}

/** A playoff round's name by how many rounds are left after it. */
export function playoffRoundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-finals';
  if (left === 2) return 'Quarter-finals';
  return `Playoff round ${round}`;
}

/** The fixtures by round, the season's first, then the playoffs' rounds by their names. */
export function groupFixtures(fixtures: readonly FixtureView[], playoffRounds: number): FixtureGroup[] {
  const groups = new Map<string, FixtureGroup>();
  const ordered = [...fixtures].sort((a, b) => (a.stage === b.stage ? a.round - b.round || a.slot - b.slot || a.id - b.id : a.stage === 'season' ? -1 : 1));
  for (const f of ordered) {
    const title = f.stage === 'season' ? `Round ${f.round}` : playoffRoundName(f.round, playoffRounds);
    const g = groups.get(title) ?? { title, fixtures: [] };
    g.fixtures.push(f);
    groups.set(title, g);
  }
  return [...groups.values()];
}

/** A fixture's state in a few words: its score, or what it waits for. */
export function fixtureState(f: FixtureView): string {
  const r = f.result;
  if (r) {
    const score = `${r.homeScore}–${r.awayScore}${r.landslide ? ' (landslide)' : ''}`;
    return r.confirmed ? score : `${score}, awaiting the opponent's confirmation`;
  }
  if (f.matchId !== null) return 'being played online';
  return f.overdue ? 'overdue' : 'to play';
}

/** The points scheme in words: "win 2, draw 1, loss 1, landslide win 3, landslide loss 0". */
export function pointsText(p: LeagueView['config']['points']): string {
  const parts = [`win ${p.win}`, `draw ${p.draw}`, `loss ${p.loss}`];
  if (p.landslideWin !== undefined) parts.push(`landslide win ${p.landslideWin}`);
  if (p.landslideLoss !== undefined) parts.push(`landslide loss ${p.landslideLoss}`);
  return parts.join(', ');
}
