// The rulesets Turnover knows. Games register themselves once (src/games/index.ts); everything else finds them here.

import type { Ruleset } from './engine';
import type { BaseState } from './types';

const known = new Map<string, Ruleset<any>>();

export class UnknownRuleset extends Error {
  override name = 'UnknownRuleset';
}

export function registerRuleset<S extends BaseState>(rs: Ruleset<S>): void {
  const had = known.get(rs.id);
  if (had && had !== rs) throw new Error(`ruleset "${rs.id}" is registered twice`);
  known.set(rs.id, rs);
}

export function getRuleset(id: string): Ruleset<any> {
  const rs = known.get(id);
  if (!rs) {
    const names = [...known.keys()].join(', ') || 'none';
    throw new UnknownRuleset(`no ruleset "${id}" (known: ${names})`);
  }
  return rs;
}

export function allRulesets(): Ruleset<any>[] {
  return [...known.values()];
}
