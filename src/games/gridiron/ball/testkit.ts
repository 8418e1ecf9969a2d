// A small stage for the ball rules' tests: a position in the scenario format (players with lines and skills on
// squares, the ball, whose turn, the weather, scripted dice), one ball procedure pushed onto it, and the actions a
// coach would answer with. It runs the same engine (advance/apply) the facade runs.

import { advance, apply, matchAction, type Ctx, type Procedure, type Ruleset } from '../../../core/engine';
import { seedRng } from '../../../core/rng';
import type { Action, Decision, Event, Frame, RollEvent } from '../../../core/types';
import { testProcedure } from '../reroll';
import { playerById, type GState, type Player, type Side, type Stance, type Team, type Weather } from '../state';
import { ballProcedures } from './index';

export interface StagePlayer {
  side: Side;
  number: number;
  ma?: number;
  st?: number;
  ag?: number;
  av?: number;
  skills?: string[];
  x: number;
  y: number;
  stance?: Stance;
}

export interface Stage {
  players: StagePlayer[];
  ball?: { x: number; y: number } | { carrier: string };
  active?: Side;
  weather?: Weather;
  rerolls?: { home?: number; away?: number };
  dice?: number[];
  /** The player taking an action now: by default the active team's first player (the moving team's own turn, so a
   * team re-roll is on offer); null for a moment with no moving team, such as a kick-off. */
  acting?: string | null;
  /** Extra procedures (the match's knock-down and injury rules, for Throw Team-Mate). */
  procedures?: Record<string, Procedure<GState, any>>;
}

function team(name: string, rerolls: number): Team {
  return {
    name, roster: 'custom', rerolls, rerollUsedThisTurn: false, score: 0, turn: 1, fame: 0, fans: 0, cheerleaders: 0,
    assistantCoaches: 0, apothecary: false, blitzUsed: false, passUsed: false, handoffUsed: false, foulUsed: false,
    ttmUsed: false, bribes: 0,
  } as Team;
}

const root: Procedure<GState, Frame> = {
  run: () => ({ seat: 'home', kind: 'done', prompt: 'the ball rule is over', actions: [{ type: 'done' }] }),
  act: () => undefined,
};

export interface Harness {
  state: GState;
  events: Event[];
  /** Pushes a ball procedure and runs to the first decision (or the end). Returns the events. */
  run(frame: Frame): Event[];
  act(action: Action): Event[];
  /** The decision waiting, or null once the ball rule is over. */
  readonly pending: Decision | null;
  /** What the ball rule reported to the frame below it. */
  readonly last: string | undefined;
  p(id: string): Player;
  rolls(rule?: string): RollEvent[];
  has(type: string): Event | undefined;
}

export function stage(st: Stage): Harness {
  const players: Player[] = st.players.map((sp) => ({
    id: `${sp.side}-${sp.number}`, side: sp.side, number: sp.number, name: `${sp.side}-${sp.number}`, position: 'Lineman',
    ma: sp.ma ?? 6, st: sp.st ?? 3, ag: sp.ag ?? 3, av: sp.av ?? 8, skills: sp.skills ?? [], place: 'pitch', x: sp.x, y: sp.y,
    stance: sp.stance ?? 'standing', acted: false, used: [], moved: 0, stats: { comp: 0, int: 0, cas: 0, td: 0 }, injuries: [],
    flags: [],
  }));
  const state = {
    ruleset: 'gridiron', version: 1, seed: 1, options: {}, rng: seedRng(1), script: (st.dice ?? []).slice(), stack: [],
    pending: null, step: 0, result: null, players,
    teams: { home: team('Home', st.rerolls?.home ?? 0), away: team('Away', st.rerolls?.away ?? 0) },
    ball: { state: 'out', x: -1, y: -1, carrier: null }, half: 1, active: st.active ?? 'home', firstKicker: 'away',
    kicking: 'away', weather: st.weather ?? 'nice', turnover: false, acting: null,
  } as unknown as GState;
  if (st.ball && 'carrier' in st.ball) {
    const c = players.find((p) => p.id === (st.ball as { carrier: string }).carrier)!;
    state.ball = { state: 'held', x: c.x, y: c.y, carrier: c.id };
  } else if (st.ball) {
    state.ball = { state: 'ground', x: st.ball.x, y: st.ball.y, carrier: null };
  }
  const actor = st.acting === undefined ? players.find((p) => p.side === state.active)?.id : st.acting;
  if (actor) state.acting = { player: actor, action: 'pass' };
  const ruleset = {
    id: 'gridiron', procedures: { ...ballProcedures, 'gridiron.test': testProcedure, 'stage.root': root, ...st.procedures },
  } as unknown as Ruleset<GState>;
  const events: Event[] = [];
  const h: Harness = {
    state,
    events,
    run(frame) {
      const ctx: Ctx<GState> = { state, events: [], ruleset };
      state.stack.push({ p: 'stage.root' }, frame);
      advance(ctx);
      events.push(...ctx.events);
      return ctx.events;
    },
    act(action) {
      const ctx: Ctx<GState> = { state, events: [], ruleset };
      apply(ctx, matchAction(state.pending, action));
      events.push(...ctx.events);
      return ctx.events;
    },
    get pending() {
      const d = state.pending;
      return d && d.kind !== 'done' ? d : null;
    },
    get last() {
      return state.stack[0]?.last as string | undefined;
    },
    p: (id) => playerById(state, id),
    rolls: (rule) => events.filter((e): e is RollEvent => e.type === 'roll' && (!rule || (e as RollEvent).rule === rule)),
    has: (type) => events.find((e) => e.type === type),
  };
  return h;
}
