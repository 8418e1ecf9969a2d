// The rulesets Turnover knows. Games register themselves once (src/games/index.ts); everything else finds them here.

import { registerBoards } from './board-of';
import type { Ruleset } from './engine';
import type { BaseState } from './types';

const known = new Map<string, Ruleset<any>>();

export class UnknownRuleset extends Error {
  override name = 'UnknownRuleset';
}

export function registerRuleset<S extends BaseState>(rs: Ruleset<S>): void {
  const had = known.get(rs.id);
  if (had && had !== rs) throw new Error(`ruleset "${rs.id}" is registered twice`);
  if (rs.boards) registerBoards(rs.id, rs.boards);
  known.set(rs.id, rs);
}

/** The last ruleset found: every action looks its game's ruleset up, nearly always the same one as before. (A
 * registered id never changes its ruleset, so the memo cannot go stale.) */
let lastId = '';
let last: Ruleset<any> | undefined;

export function getRuleset(id: string): Ruleset<any> {
  if (id === lastId && last) return last;
  const rs = known.get(id);
  if (!rs) {
    const names = [...known.keys()].join(', ') || 'none';
    throw new UnknownRuleset(`no such ruleset (known: ${names})`);
  }
  lastId = id;
  last = rs;
  return rs;
}

export function allRulesets(): Ruleset<any>[] {
  return [...known.values()];
}
