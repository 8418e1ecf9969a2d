// The scenario that sets up a live runeball position again (the analysis board): the players on the field, the
// ball, whose turn. Skills and attributes are listed only where they differ from the team's own (`fresh`, the same
// players as the team file made them), so a shared position stays short.

import type { RuneballState } from './state';
import { SEATS } from './state';
import type { Scenario } from './scenario';

type ScenarioPlayer = NonNullable<Scenario['players']>[number];

function changed<T extends Record<string, number>>(now: T, was: T | undefined): T | undefined {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(now)) if (!was || was[k] !== v) out[k] = v;
  return Object.keys(out).length ? (out as T) : undefined;
}

export function scenarioOf(s: RuneballState, fresh?: RuneballState): Scenario {
  const players = s.players
    .filter((p) => p.at === 'field' && p.x >= 0)
    .map((p): ScenarioPlayer => {
      const was = fresh?.players.find((q) => q.team === p.team && q.num === p.num);
      const sp: ScenarioPlayer = { team: SEATS[p.team], number: p.num, x: p.x, y: p.y, facing: p.f };
      if (p.prone) sp.prone = true;
      if (!was || p.hits !== was.hits) sp.hits = p.hits;
      const skills = changed(p.sk, was?.sk);
      if (skills) sp.skills = skills;
      const attributes = changed(p.a as unknown as Record<string, number>, was?.a as unknown as Record<string, number> | undefined);
      if (attributes) sp.attributes = attributes;
      return sp;
    });
  const sc: Scenario = { players };
  const carrier = s.ball.by >= 0 ? s.players[s.ball.by] : undefined;
  if (carrier && carrier.at === 'field') sc.ball = { team: SEATS[carrier.team], number: carrier.num };
  // A position is a still picture: a ball bouncing (after a kick-off) would bounce again, on other dice, each time
  // it is set up, so it is set down where it is.
  else if (s.ball.x >= 0) sc.ball = { x: s.ball.x, y: s.ball.y };
  const turn = [...s.stack].reverse().find((f) => f.p === 'turn') as { pid: number; blitz?: boolean; free?: boolean } | undefined;
  const mover = turn ? s.players[turn.pid] : s.active >= 0 ? s.players[s.active] : undefined;
  if (mover && mover.at === 'field') sc.turn = { team: SEATS[mover.team], number: mover.num, ...(turn?.blitz ? { blitz: true } : {}), ...(turn?.free ? { free: true } : {}) };
  if (s.half !== 1) sc.half = s.half;
  if (s.round > 0) sc.round = s.round;
  if (s.score[0] || s.score[1]) sc.score = [s.score[0], s.score[1]];
  return sc;
}
