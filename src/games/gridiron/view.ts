// What a seat sees: Blood Bowl hides nothing, so every seat sees the whole board, the dugouts, the ball, the score,
// the turn markers, the weather and whose decision is pending. The shape is the kernel's board-game view
// (src/core/view.ts) with gridiron's own fields beside it.

import { SPP_AWARDS } from './spp';
import type { ActionFrame } from './action';
import { boardData, viewer, type BoardGameView, type PieceView } from '../../core/view';
import { perPitch, pitchOf } from './pitch';
import type { GState, Player, Side } from './state';

export type GridironPlayerView = PieceView & Pick<Player, 'position' | 'ma' | 'st' | 'ag' | 'av' | 'skills' | 'acted' | 'moved' | 'flags' | 'injuries' | 'stats'> & {
  side: Side;
  /** Star Player Points: those brought from the team file and those earned so far this match (MVP comes after). */
  spp: number;
};

export type GridironView = BoardGameView & {
  players: GridironPlayerView[];
  /** The pitch's markings as the app draws them (null on a board without them). */
  pitch: { width: number; height: number; endZones: number[]; lineOfScrimmage: number[]; wideZones: number[][] } | null;
  half: number;
  active: Side;
  kicking: Side;
  weather: GState['weather'];
  teams: Record<Side, ReturnType<typeof teamView>>;
  acting: GState['acting'];
};

/** The pitch's markings as the app draws them: the end zones' columns, the lines of scrimmage, the wide zones' rows. */
const markings = perPitch((p): GridironView['pitch'] => {
  // A board without a line of scrimmage (a game with its own set-up) has no pitch markings to draw.
  if (p.losX.home < 0) return null;
  const columns = (cells: Uint8Array) => [...new Set([...cells.keys()].filter((i) => cells[i]).map((i) => i % p.width))];
  const rows = (cells: Uint8Array) => {
    const ys = [...cells.keys()].filter((i) => cells[i]).map((i) => Math.floor(i / p.width));
    return [Math.min(...ys), Math.max(...ys)];
  };
  return {
    width: p.width,
    height: p.height,
    endZones: [...columns(p.endZone.home), ...columns(p.endZone.away)],
    lineOfScrimmage: [p.losX.home, p.losX.away],
    wideZones: [rows(p.wideTop), rows(p.wideBottom)],
  };
});

const SEATS: readonly Side[] = ['home', 'away'];

export function gridironView(s: GState, seat?: string): GridironView {
  const pitch = pitchOf(s);
  return {
    ruleset: s.ruleset,
    seat: viewer(SEATS, seat),
    board: boardData(pitch.board),
    pitch: markings(pitch),
    half: s.half,
    active: s.active,
    kicking: s.kicking,
    weather: s.weather,
    score: { home: s.teams.home.score, away: s.teams.away.score },
    teams: {
      home: teamView(s, 'home'),
      away: teamView(s, 'away'),
    },
    ball: { ...s.ball },
    // A vampire who failed his Blood Lust roll must feed before his action ends: his coach sees it (`thirsty`).
    acting: s.acting ? { ...s.acting, ...(thirsty(s) ? { thirsty: true } : {}) } : null,
    players: s.players.map((p) => ({
      id: p.id,
      side: p.side,
      number: p.number,
      name: p.name,
      position: p.position,
      ma: p.ma,
      st: p.st,
      ag: p.ag,
      av: p.av,
      skills: p.skills,
      place: p.place,
      x: p.x,
      y: p.y,
      stance: p.stance,
      acted: p.acted,
      moved: p.moved,
      flags: p.flags,
      injuries: p.injuries,
      stats: { ...p.stats },
      spp: (p.spp ?? 0) + matchSpp(p.stats),
    })),
    pending: s.pending ? { seat: s.pending.seat, kind: s.pending.kind, prompt: s.pending.prompt } : null,
    result: s.result,
  };
}

function thirsty(s: GState): boolean {
  return s.stack.some((f) => f.p === 'gridiron.action' && !!(f as ActionFrame).thirsty);
}

function teamView(s: GState, side: 'home' | 'away') {
  const t = s.teams[side];
  return {
    name: t.name,
    roster: t.roster,
    score: t.score,
    turn: t.turn,
    rerolls: t.rerolls,
    // The Leader re-roll left this half (usable while a Leader is on the pitch).
    ...(t.leader ? { leader: t.leader } : {}),
    rerollUsedThisTurn: t.rerollUsedThisTurn,
    fame: t.fame,
    fans: t.fans,
    apothecary: t.apothecary,
    bribes: t.bribes,
    // Inducements still to use, and what was bought.
    ...(t.inducements ? { inducements: t.inducements, wanderingApothecaries: t.wanderingApothecaries ?? 0, igor: !!t.igor, wizard: !!t.wizard } : {}),
    blitzUsed: t.blitzUsed,
    passUsed: t.passUsed,
    handoffUsed: t.handoffUsed,
    foulUsed: t.foulUsed,
  };
}

/** SPP for what a player has done this match: completions, interceptions, casualties and touchdowns (LRB6 awards). */
function matchSpp(st: Player['stats']): number {
  return st.comp * SPP_AWARDS.comp + st.int * SPP_AWARDS.int + st.cas * SPP_AWARDS.cas + st.td * SPP_AWARDS.td;
}
