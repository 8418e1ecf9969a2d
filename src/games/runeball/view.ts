// What a seat sees: everything is open information in Runeball, so every seat sees the same board. The shape is the
// kernel's board-game view (src/core/view.ts); runeball's own words sit beside it: `field` (the hex layout, goal
// posts, sidelines), the players' hits and facing, the clock, and `acting`, the one player whose turn it is.

import { SKILLS } from './skills';
import { viewer, type BoardGameView, type PieceView } from '../../core/view';
import { ROUNDS_PER_HALF } from './config';
import { experienceReport } from './experience';
import { FIELD, FIELD_BOARD, goalPost } from './field';
import { maxHitsOf, opt, SEATS, type RuneballState } from './state';

export type RuneballPlayerView = PieceView & {
  /** `place` is runeball's own word for where he is: field, bench, ko, out, ejected, carried. */
  role: string;
  /** The attributes (STR, AGI, ...) and the Runeball skills with their levels ("Block 12"), for his card. */
  stats: Record<string, number>;
  skills: string[];
  facing: number;
  hits: number;
  maxHits: number;
  woundPenalty: number;
  acted: boolean;
  held: boolean;
};

export type RuneballView = Omit<BoardGameView, 'players'> & {
  players: RuneballPlayerView[];
  field: {
    layout: string;
    neutralZone: { x: number };
    endZones: { team: string; x: [number, number] }[];
    goalPosts: { team: string; x: number; y: number }[];
    sidelines: Record<string, { y: number }>;
  };
  teams: { seat: string; id: string; name: string }[];
  clock: { half: number; round: number; roundsPerHalf: number };
  kicking: string;
  /** The player whose turn it is (his id), as gridiron names its acting player. */
  acting: { player: string } | null;
  experience?: ReturnType<typeof experienceReport>;
};

const FIELD_MARKINGS: RuneballView['field'] = {
  layout: 'odd-q (flat-topped hexes, odd columns half a hex lower)',
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
};

export function view(s: RuneballState, seat?: string): RuneballView {
  const actor = s.active >= 0 ? s.players[s.active] : undefined;
  return {
    ruleset: s.ruleset,
    seat: viewer(SEATS, seat),
    board: FIELD_BOARD,
    field: FIELD_MARKINGS,
    teams: s.teams.map((t, i) => ({ seat: SEATS[i], ...t })),
    players: s.players.map((p) => ({
      id: String(p.id),
      side: SEATS[p.team],
      number: p.num,
      name: p.name,
      place: p.at,
      x: p.x,
      y: p.y,
      stance: p.prone ? 'prone' : 'standing',
      role: p.role,
      stats: { ...p.a },
      skills: SKILLS.filter((k) => (p.sk[k.id] ?? 0) > 0).map((k) => `${k.name} ${p.sk[k.id]}`),
      facing: p.f,
      hits: p.hits,
      maxHits: maxHitsOf(p),
      woundPenalty: p.pen,
      acted: p.acted,
      held: p.held,
    })),
    ball: { x: s.ball.x, y: s.ball.y, state: s.ball.st, carrier: s.ball.by >= 0 ? String(s.ball.by) : null },
    score: { [SEATS[0]]: s.score[0], [SEATS[1]]: s.score[1] },
    clock: { half: s.half, round: s.round, roundsPerHalf: opt(s, 'roundsPerHalf', ROUNDS_PER_HALF) },
    kicking: SEATS[s.kicking],
    active: actor ? SEATS[actor.team] : null,
    acting: actor ? { player: String(actor.id) } : null,
    pending: s.pending ? { seat: s.pending.seat, kind: s.pending.kind, prompt: s.pending.prompt } : null,
    result: s.result,
    ...(s.result ? { experience: experienceReport(s) } : {}),
  };
}
