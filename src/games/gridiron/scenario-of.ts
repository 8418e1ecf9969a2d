// The scenario that sets up a live position again (the analysis board's "what if", its shared links): the reverse
// of readScenario, read off the state. What a scenario cannot say (who has acted this turn, used skills, a ball in
// flight) is left out: the position restarts at the active team's turn decision.

import type { GState } from './state';
import type { Scenario, ScenarioPlayer } from './scenario';

export function scenarioOf(s: GState): Scenario {
  const players = s.players.map((p): ScenarioPlayer => {
    const sp: ScenarioPlayer = { side: p.side, number: p.number, ma: p.ma, st: p.st, ag: p.ag, av: p.av };
    if (p.position !== 'Lineman') sp.position = p.position;
    if (p.skills.length) sp.skills = [...p.skills];
    if (p.race) sp.race = p.race;
    if (p.place === 'pitch') {
      sp.x = p.x;
      sp.y = p.y;
      if (p.stance !== 'standing') sp.stance = p.stance;
    } else sp.place = p.place === 'reserves' || p.place === 'ko' || p.place === 'casualty' || p.place === 'sent-off' ? p.place : 'reserves';
    return sp;
  });
  const sc: Scenario = { players };
  const carrier = s.ball.state === 'held' && s.ball.carrier ? players.find((p) => `${p.side}-${p.number}` === s.ball.carrier) : undefined;
  // A carrier knocked down mid-action has no ball to hold in a scenario: it lies in his square instead.
  if (carrier && (carrier.stance ?? 'standing') === 'standing') sc.ball = { carrier: s.ball.carrier! };
  else if (s.ball.state !== 'out' && s.ball.x >= 0 && !players.some((p) => p.x === s.ball.x && p.y === s.ball.y && (p.stance ?? 'standing') === 'standing')) {
    sc.ball = { x: s.ball.x, y: s.ball.y };
  }
  if (s.active !== 'home') sc.active = s.active;
  const turn = Math.min(8, Math.max(1, s.teams[s.active].turn));
  if (turn !== 1) sc.turn = turn;
  if (s.half === 2) sc.half = 2;
  if (s.weather !== 'nice') sc.weather = s.weather;
  const counts = (f: (side: 'home' | 'away') => number) => {
    const o = { home: f('home'), away: f('away') };
    return o.home || o.away ? o : undefined;
  };
  const rerolls = counts((side) => Math.min(8, s.teams[side].rerolls));
  if (rerolls) sc.rerolls = rerolls;
  const score = counts((side) => Math.min(99, s.teams[side].score));
  if (score) sc.score = score;
  return sc;
}
