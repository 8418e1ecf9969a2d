// What a ladder is: a ruleset, its options, the entries, and an endless schedule of fixtures. Fixture n is fixed by
// the ladder alone (who plays whom, at which seat, with which dice), so any worker on any machine plays it the same.

import { rulesets } from '../core/game';
import { matchSeed } from '../sim/match';
import { parseEntries, type Entry } from './entry';

export interface LadderSpec {
  name: string;
  ruleset: string;
  /** Ruleset options other than the seed (teams, house rules). */
  options: Record<string, unknown>;
  entries: Entry[];
  seed: number | string;
  /** A match still running after this many actions is stopped and rated a draw. */
  maxActions: number;
}

export interface Fixture {
  n: number;
  /** Entry indexes: `home` takes the ruleset's first seat. */
  home: number;
  away: number;
  /** The rating period it belongs to: one round, in which every entry meets every other at both seats. */
  round: number;
  seed: number;
}

/** Every ordered pair of entries, the first meetings before the return ones. */
function pairs(k: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) out.push([i, j]);
  return [...out, ...out.map(([a, b]) => [b, a] as [number, number])];
}

export function roundSize(spec: LadderSpec): number {
  return spec.entries.length * (spec.entries.length - 1);
}

export function fixtureOf(spec: LadderSpec, n: number): Fixture {
  const all = pairs(spec.entries.length);
  const [home, away] = all[n % all.length];
  return { n, home, away, round: Math.floor(n / all.length), seed: matchSeed(`ladder:${spec.name}:${spec.seed}`, n) };
}

/** Checks a ladder before it is stored: a two-seat ruleset, valid entries. */
export function checkSpec(spec: LadderSpec): LadderSpec {
  const info = rulesets().find((r) => r.id === spec.ruleset);
  if (!info) throw new Error(`the ruleset is not one this program has (known: ${rulesets().map((r) => r.id).join(', ')})`);
  if (info.seats.length !== 2) throw new Error(`a ladder needs a two-seat game; ${spec.ruleset} has ${info.seats.length} seats`);
  if (!/^[\w.-]{1,60}$/.test(spec.name)) throw new Error('the ladder name must be 1 to 60 letters, digits or . - _');
  return { ...spec, entries: parseEntries(spec.entries) };
}
