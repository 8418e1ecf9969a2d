// Every built-in ruleset registers here, once. Add a game by importing its ruleset and registering it.

import { registerRuleset } from '../core/registry';
import { dungeon } from './dungeon/index';
import { gridiron } from './gridiron/index';
import { runeball } from './runeball/index';

const builtIn: Parameters<typeof registerRuleset>[0][] = [gridiron, dungeon, runeball];

for (const rs of builtIn) registerRuleset(rs);
