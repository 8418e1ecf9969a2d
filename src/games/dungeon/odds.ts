// The dungeon plays gridiron's rules on gridiron's state, so its plans fail the same ways: the odds engine
// (src/core/odds.ts) names them with gridiron's adapter (the app's hover odds ask it).

import { registerOddsAdapter } from '../../core/odds';
import { gridironAdapter } from '../gridiron/odds-plans';

registerOddsAdapter('dungeon', gridironAdapter);
