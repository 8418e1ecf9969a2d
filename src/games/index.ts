// Every built-in ruleset registers here, once. Add a game by importing its ruleset and registering it.

import { registerRuleset } from '../core/registry';

const builtIn: Parameters<typeof registerRuleset>[0][] = [];

for (const rs of builtIn) registerRuleset(rs);
