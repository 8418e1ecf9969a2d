// The dungeon and the luck report (src/core/luck.ts): gridiron's turnovers and touchdowns, and a failed leap over
// the dungeon's gaps, which knocks the leaper down in his own turn.

import { registerLuckAdapter } from '../../core/luck';
import { GRIDIRON_TURNOVER_RULES, gridironLuck } from '../gridiron/luck';

registerLuckAdapter('dungeon', { ...gridironLuck, turnoverRules: [...GRIDIRON_TURNOVER_RULES, 'dungeon.leap'] });
