// What the play command needs from the engine, gathered in one place.

import { rulesets, startMatch, play, finishRecord, type RulesetInfo } from '../index';
import { UnknownRuleset } from '../core/registry';

export { startMatch, play, finishRecord };

export function getRulesetInfo(id: string): RulesetInfo {
  const info = rulesets().find((r) => r.id === id);
  if (!info) throw new UnknownRuleset(`no such ruleset (known: ${rulesets().map((r) => r.id).join(', ') || 'none'})`);
  return info;
}
