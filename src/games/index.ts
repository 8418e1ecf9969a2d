// Every built-in ruleset registers here, once. Add a game by importing its ruleset and registering it.

import { registerRuleset } from '../core/registry';
import { dungeon } from './dungeon/index';
import { gridiron } from './gridiron/index';
import { runeball } from './runeball/index';
import { rushRuleset } from './rush/index';
// How the odds engine names a plan's failures in each game that has them (src/core/odds.ts).
import './gridiron/odds-plans';
import './gridiron/odds-builders';
import './rush/odds-plans';
import './runeball/odds-plans';
import './dungeon/odds-plans';
// What each game's luck report counts as a turnover and a score (src/core/luck.ts).
import './gridiron/luck';
import './dungeon/luck';
import './runeball/luck';
import './rush/luck';

const builtIn: Parameters<typeof registerRuleset>[0][] = [gridiron, dungeon, runeball, rushRuleset];

for (const rs of builtIn) registerRuleset(rs);
