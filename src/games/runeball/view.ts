// What a seat sees: everything is open information in Runeball, so every seat sees the same board.

import { ROUNDS_PER_HALF } from './config';
import { experienceReport } from './experience';
import { FIELD, goalPost } from './field';
import { maxHitsOf, opt, SEATS, type RuneballState } from './state';

export function view(s: RuneballState, _seat?: string): Record<string, unknown> {
  return {
    board: {
      kind: 'hex',
      layout: 'odd-q (flat-topped hexes, odd columns half a hex lower)',
      width: FIELD.width,
      height: FIELD.height,
      neutralZone: { x: FIELD.neutralZone },
      endZones: [
        { team: SEATS[0], x: [0, FIELD.endZoneDepth - 1] },
        { team: SEATS[1], x: [FIELD.width - FIELD.endZoneDepth, FIELD.width - 1] },
      ],
      goalPosts: [
        { team: SEATS[0], ...goalPost(0) },
        { team: SEATS[1], ...goalPost(1) },
      ],
      sidelines: { [SEATS[0]]: { y: FIELD.sideline[0] }, [SEATS[1]]: { y: FIELD.sideline[1] } },
    },
    teams: s.teams.map((t, i) => ({ seat: SEATS[i], ...t })),
    players: s.players.map((p) => ({
      id: p.id,
      team: SEATS[p.team],
      number: p.num,
      name: p.name,
      role: p.role,
      status: p.at,
      x: p.x,
      y: p.y,
      facing: p.f,
      prone: p.prone,
      hits: p.hits,
      maxHits: maxHitsOf(p),
      woundPenalty: p.pen,
      acted: p.acted,
      held: p.held,
    })),
    ball: { x: s.ball.x, y: s.ball.y, state: s.ball.st, carrier: s.ball.by >= 0 ? s.ball.by : null },
    score: { [SEATS[0]]: s.score[0], [SEATS[1]]: s.score[1] },
    clock: { half: s.half, round: s.round, roundsPerHalf: opt(s, 'roundsPerHalf', ROUNDS_PER_HALF) },
    kicking: SEATS[s.kicking],
    active: s.active >= 0 ? s.active : null,
    toMove: s.pending ? s.pending.seat : null,
    pending: s.pending,
    result: s.result,
    ...(s.result ? { experience: experienceReport(s) } : {}),
  };
}
