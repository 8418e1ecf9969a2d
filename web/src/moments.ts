// The moments worth a banner (a score, a turnover, an injury, the end of a half or the match) and the cells worth a
// flash (a knock-down, a push), read from the engine's events. Each game names these events its own way; the one
// table below says which is which, so the screens never ask which game they show.

import type { Event, RollEvent } from './engine';
import { logLines } from './log';

export type MomentKind = 'score' | 'turnover' | 'injury' | 'half' | 'end';
export type FlashKind = 'knock' | 'push';

interface Rule {
  type: string;
  /** A banner (with its heading) or a flash on the cell. */
  kind: MomentKind | FlashKind;
  title?: string;
  /** Its words say only that it happened: the knock-down before it in the step says why. */
  because?: boolean;
  when?: (e: Event) => boolean;
}

/** An event's field, whichever kind of event it is. */
const field = (e: Event, k: string): unknown => (e as unknown as Record<string, unknown>)[k];

const roll = (rule: string, outcomes: string[]) => (e: Event) => (e as RollEvent).rule === rule && outcomes.includes((e as RollEvent).outcome);

// Gridiron's events, which the dungeon shares (it is gridiron on another board).
const GRIDIRON: Rule[] = [
  { type: 'touchdown', kind: 'score', title: 'Touchdown!' },
  // The turnover's own event gives its reason; a turn that ends in one without it (a failed dodge) says so at its end.
  { type: 'turnover', kind: 'turnover', title: 'Turnover' },
  { type: 'turn-end', kind: 'turnover', title: 'Turnover', because: true, when: (e) => field(e, 'turnover') === true },
  { type: 'casualty', kind: 'injury', title: 'Casualty' },
  { type: 'roll', kind: 'injury', title: 'Knocked out', when: roll('gridiron.injury', ['ko']) },
  { type: 'knocked-out', kind: 'injury', title: 'Knocked out' },
  { type: 'half-time', kind: 'half', title: 'Half time' },
  { type: 'final-whistle', kind: 'end', title: 'Final whistle' },
  { type: 'knocked-down', kind: 'knock' },
  { type: 'pushed', kind: 'push' },
];

export const MOMENTS: Record<string, Rule[]> = {
  gridiron: GRIDIRON,
  dungeon: GRIDIRON,
  runeball: [
    { type: 'touchdown', kind: 'score', title: 'Touchdown!' },
    { type: 'field-goal', kind: 'score', title: 'Field goal!' },
    // A runeball turnover scores for the other side, and an interception hands them the ball.
    { type: 'turnover', kind: 'turnover', title: 'Turnover' },
    { type: 'interception', kind: 'turnover', title: 'Interception' },
    { type: 'knockout', kind: 'injury', title: 'Knocked out' },
    { type: 'wound', kind: 'injury', title: 'Wounded' },
    { type: 'halftime', kind: 'half', title: 'Half time' },
    { type: 'full-time', kind: 'end', title: 'Full time' },
    { type: 'knockdown', kind: 'knock' },
    { type: 'pushed-out', kind: 'knock' },
    { type: 'knockback', kind: 'push' },
  ],
  rush: [
    { type: 'strike', kind: 'score', title: 'Strike!' },
    // A rush ended by the ball (dropped, missed, not picked up) is rush's turnover; running out of tokens is not.
    { type: 'rush-end', kind: 'turnover', title: 'Turnover', when: (e) => /drop|fail/.test(String(field(e, 'why'))) },
    { type: 'killed', kind: 'injury', title: 'Killed' },
    { type: 'knocked-out', kind: 'injury', title: 'Knocked out' },
    { type: 'out-of-play', kind: 'injury', title: 'Out of play' },
    { type: 'sudden-death', kind: 'half', title: 'Sudden death' },
    { type: 'match-end', kind: 'end', title: 'Match over' },
    { type: 'knocked-down', kind: 'knock' },
    { type: 'fall', kind: 'knock' },
  ],
};

export interface Banner {
  kind: MomentKind;
  title: string;
  /** The game's own words for what happened. */
  text: string;
}

export interface Flash {
  kind: FlashKind;
  /** The cell, when the event names one; else the player, whose cell is read off the board. */
  x?: number;
  y?: number;
  player?: string;
}

const BANNER_ORDER: MomentKind[] = ['end', 'score', 'half', 'turnover', 'injury'];

function ruleFor(ruleset: string, e: Event): Rule | undefined {
  return (MOMENTS[ruleset] ?? []).find((r) => r.type === e.type && (!r.when || r.when(e)));
}

/** What one step's events show: the banner that matters most (a score before the turnover it caused), and flashes. */
export function momentsOf(ruleset: string, events: Event[], state?: unknown): { banner: Banner | null; flashes: Flash[] } {
  let best: { banner: Banner; rank: number } | null = null;
  const flashes: Flash[] = [];
  let knocked: string | null = null;
  for (const e of events) {
    const r = ruleFor(ruleset, e);
    if (!r) continue;
    if (r.kind === 'knock' || r.kind === 'push') {
      flashes.push({ kind: r.kind, ...cellOf(e), player: refOf(field(e, 'player')) });
      if (r.kind === 'knock') knocked = wordsOf(ruleset, e, state);
      continue;
    }
    const rank = BANNER_ORDER.indexOf(r.kind);
    // The first event of the kind that ranks highest gives the words (a turnover's reason before its turn's end).
    if (best && best.rank <= rank) continue;
    const text = reason(e) ?? wordsOf(ruleset, e, state);
    best = { banner: { kind: r.kind, title: r.title ?? r.kind, text: r.because && knocked ? `${knocked}; ${text}` : text }, rank };
  }
  return { banner: best?.banner ?? null, flashes };
}

function wordsOf(ruleset: string, e: Event, state: unknown): string {
  const line = logLines(ruleset, 0, [e], state)[0];
  if (line.kind === 'event') return line.text;
  return line.kind === 'roll' ? `${line.roll.who ?? ''} ${line.roll.outcome === 'ko' ? 'is knocked out' : line.roll.outcome}`.trim() : '';
}

/** A turnover's reason reads better than the kernel's listing of its fields. */
function reason(e: Event): string | null {
  const why = field(e, 'reason');
  const side = field(e, 'side');
  return e.type === 'turnover' && typeof why === 'string' && typeof side === 'string' ? `${side}: ${why}` : null;
}

function refOf(v: unknown): string | undefined {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

function cellOf(e: Event): { x?: number; y?: number } {
  const to = field(e, 'to') as { x?: unknown; y?: unknown } | undefined;
  if (to && typeof to.x === 'number' && typeof to.y === 'number') return { x: to.x, y: to.y };
  const x = field(e, 'x');
  const y = field(e, 'y');
  if (typeof x === 'number' && typeof y === 'number') return { x, y };
  return {};
}
