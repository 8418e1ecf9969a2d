// The scenario that sets up a live rush position again (the analysis board): who stands where, facing which way,
// the ball, whose rush. The rest of each model (its role, its stats) comes from the team, as in any scenario.

import type { RushState } from './state';
import type { Scenario, ScenarioPlayer } from './scenario';

export function scenarioOf(s: RushState): Scenario {
  const players = s.players
    .filter((p) => p.at === 'pitch')
    .map((p): ScenarioPlayer => ({ id: p.id, x: p.x, y: p.y, facing: p.facing, ...(p.down ? { down: true } : {}) }));
  const sc: Scenario = { players, active: s.active === 1 ? 'away' : 'home', rush: Math.max(1, s.rush), tokens: s.tokens, track: s.track };
  if (s.ball.inPlay && s.ball.carrier) sc.ball = { carrier: s.ball.carrier };
  else if (s.ball.inPlay && s.ball.x >= 0) sc.ball = { x: s.ball.x, y: s.ball.y };
  return sc;
}
