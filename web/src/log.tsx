// The dice log: every roll with its rule, dice, modifiers, target and outcome, and the game's other events in plain
// words, newest at the bottom.

import { useEffect, useRef, useState } from 'preact/hooks';

const LOG_WINDOW = 400;
import { actionText } from './actions';
import { keyOf } from './buttons';
import { describeEvent, describeRoll, type Action, type Event, type RollEvent } from './engine';

export type LogLine =
  | { kind: 'roll'; step: number; roll: RollEvent }
  | { kind: 'event'; step: number; text: string }
  | { kind: 'action'; step: number; seat: string; action: Action };

export function logLines(ruleset: string, step: number, events: Event[], state?: unknown): LogLine[] {
  return events.map((e) =>
    e.type === 'roll'
      ? { kind: 'roll', step, roll: e as RollEvent }
      : { kind: 'event', step, text: safeDescribe(ruleset, e, state) },
  );
}

function safeDescribe(ruleset: string, e: Event, state: unknown): string {
  try {
    const text = describeEvent(ruleset, e, state);
    return text === kernelWords(e) ? plainWords(e) : text;
  } catch {
    return plainWords(e);
  }
}

/** The kernel's catch-all wording for an event its ruleset does not describe (core/describe.ts). */
function kernelWords(e: Event): string {
  const { type, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');
  return fields ? `${type}: ${fields}` : type;
}

/** Softer words for such an event in a log people read: its name and its simple fields, structures left out. */
export function plainWords(e: Event): string {
  const { type, ...rest } = e;
  const fields = Object.entries(rest)
    .filter(([, v]) => v === null || typeof v !== 'object')
    .map(([k, v]) => (typeof v === 'boolean' ? (v ? k : `not ${k}`) : `${k} ${String(v)}`));
  const name = type.replace(/-/g, ' ');
  return fields.length ? `${name}: ${fields.join(', ')}` : name;
}

export function actionLine(step: number, seat: string, a: Action): LogLine {
  return { kind: 'action', step, seat, action: a };
}

/** A record keeps an action without its words (labels are display only): the decision it answered still has them,
 * so the log says "Use a team re-roll (2 left)" when a match is resumed as it did when the button was clicked. */
export function withWords(a: Action, offered: readonly Action[]): Action {
  if (a.label) return a;
  const key = keyOf(a);
  return offered.find((b) => b.type === a.type && keyOf(b) === key) ?? a;
}

/** "gridiron.go-for-it" -> "Go for it". */
export function ruleName(rule: string): string {
  const last = rule.includes('.') ? rule.slice(rule.indexOf('.') + 1) : rule;
  // Short names are abbreviations: "gfi" is GFI, "mvp" MVP.
  if (last.length <= 3) return last.toUpperCase();
  const words = last.replace(/[-_.]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The roll in full for its tooltip, the roll named in words and the player by name: no rule id. */
export function rollTitle(roll: RollEvent, names?: Record<string, string>): string {
  const who = roll.who ? ` (${roll.who})` : '';
  const text = describeRoll(roll);
  const rest = text.startsWith(roll.rule + who) ? text.slice((roll.rule + who).length) : text;
  return `${ruleName(roll.rule)}${roll.who ? ` (${names?.[roll.who] ?? roll.who})` : ''}${rest}`;
}

function outcomeClass(o: string): string {
  if (/^(success|pass|hit|caught|critical|special)/i.test(o)) return 'good';
  if (/^(fail|failure|fumble|miss|dropped)/i.test(o)) return 'bad';
  return 'plain';
}

/** Dice with named faces (block dice): the outcome lists one word per die, and the faces say more than the pips. */
function facesOf(roll: RollEvent): string[] | null {
  const parts = roll.outcome.split(', ');
  if (parts.length !== roll.dice.length || roll.target !== undefined) return null;
  return parts.every((p) => /^[a-z][a-z-]*$/i.test(p) && p !== 'rolled') ? parts : null;
}

export function RollLine({ roll: shown, names }: { roll: RollEvent; names?: Record<string, string> }) {
  // A roll the rules keep secret (the dungeon's D6 for the chest that holds the ball) shows that it was made, not what it was.
  const secret = shown.outcome === 'hidden';
  const roll = secret ? { ...shown, dice: shown.dice.map(() => 0), total: 0, modifiers: [] } : shown;
  const faces = facesOf(roll);
  const mods = roll.modifiers.map((m) => `${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${m.source}`);
  return (
    <div class="roll" title={secret ? 'rolled in secret' : rollTitle(roll, names)} data-rule={roll.rule}>
      <div class="roll-head">
        <span class="rule">{ruleName(roll.rule)}</span>
        {roll.who && <span class="who">{names?.[roll.who] ?? roll.who}</span>}
        {roll.outcome !== 'rolled' && !faces && <span class={`outcome ${outcomeClass(roll.outcome)}`}>{roll.outcome}</span>}
      </div>
      <div class="roll-body">
        {faces
          ? faces.map((f, i) => (
              <span key={i} class="die face" title={`rolled ${roll.dice[i]}`}>
                {f.replace(/-/g, ' ')}
              </span>
            ))
          : roll.dice.map((d, i) => (
              <span key={i} class="die">
                {secret ? '?' : d}
              </span>
            ))}
        {mods.length > 0 && <span class="mods">{mods.join(', ')}</span>}
        {roll.pool ? (
          // A pool counts successes: each die scores against the target, the test needs a number of successes.
          <>
            <span class="total">= {roll.total} success{roll.total === 1 ? '' : 'es'}</span>
            <span class="target">{roll.target}+ each{roll.pool.need !== undefined ? `, needed ${roll.pool.need}` : ''}</span>
          </>
        ) : (
          <>
            {!faces && (mods.length > 0 || roll.dice.length > 1) && <span class="total">= {roll.total}</span>}
            {roll.target !== undefined && <span class="target">needs {roll.target}</span>}
          </>
        )}
      </div>
      {roll.note && <div class="note">{roll.note}</div>}
    </div>
  );
}

/** `now` marks lines [from, to] (indexes into `lines`) as the replay's current place; without it the log follows its end. */
export function Log({ lines, seatColour, now: mark, names }: { lines: LogLine[]; seatColour: (seat: string) => string; now?: [number, number]; names?: Record<string, string> }) {
  const box = useRef<HTMLDivElement>(null);
  const [all, setAll] = useState(false);
  const follow = mark === undefined;
  // A whole match is thousands of lines; the recent ones are what a player reads, the rest on request.
  const hidden = all ? 0 : Math.max(0, lines.length - LOG_WINDOW);
  const shown = hidden ? lines.slice(hidden) : lines;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (follow) el.scrollTop = el.scrollHeight;
    else el.querySelector('.now')?.scrollIntoView({ block: 'nearest' });
  }, [lines.length, mark?.[0], mark?.[1]]);
  return (
    <div class="log" ref={box} aria-label="dice log">
      {lines.length === 0 && <div class="empty">Rolls and events appear here.</div>}
      {hidden > 0 && (
        <button type="button" class="ghost earlier" onClick={() => setAll(true)}>
          show {hidden} earlier lines
        </button>
      )}
      {shown.map((l, i) => {
        const at = hidden + i;
        const now = mark && at >= mark[0] && at <= mark[1] ? ' now' : '';
        if (l.kind === 'roll') return <div key={hidden + i} class={`line${now}`} data-kind="roll"><RollLine roll={l.roll} names={names} /></div>;
        if (l.kind === 'action')
          return (
            <div key={hidden + i} class={`line act${now}`} data-kind="action" style={{ borderLeftColor: seatColour(l.seat) }}>
              <b>{l.seat}</b> {actionText(l.action, names)}
            </div>
          );
        return (
          <div key={hidden + i} class={`line ev${now}`} data-kind="event">
            {names ? l.text.replace(/[\w]+-\d+/g, (id) => names[id] ?? id) : l.text}
          </div>
        );
      })}
    </div>
  );
}
