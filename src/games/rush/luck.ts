// Rush and the luck report (src/core/luck.ts): the tests whose failure ends the rush (rush-end.ts: a fall on an
// Evade or Dash, a failed pick-up or catch in the rushing team's own rush), and the strikes scored.

import { registerLuckAdapter } from '../../core/luck';
import type { Event } from '../../core/types';

registerLuckAdapter('rush', {
  turnoverRules: ['rush.evade', 'rush.dash', 'rush.pickup', 'rush.catch'],
  score: (e: Event) => (e.type === 'strike' ? (e.team as string) : null),
  scoreName: 'strikes',
});
