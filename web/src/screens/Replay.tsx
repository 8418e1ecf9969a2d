// The replay viewer: a stored match re-played, walked step by step (each action with what it caused) or event by
// event (each roll and happening on its own); the board shows the position after the current step.

import { useEffect, useMemo, useState } from 'preact/hooks';
import { api } from '../api';
import { RECORD_FORMAT, refereedAct, refereedStart, replay, rulesets, view, type Event, type Game, type MatchRecord } from '../engine';
import { referee, type SoloHistory } from '../refereed';
import { readNames } from '../view-model';
import { GameBoard } from '../GameBoard';
import { SEAT_COLOURS } from '../board/Board';
import { actionLine, Log, logLines, type LogLine } from '../log';
import { Problem } from './Problem';
import { actionText } from '../actions';
import { momentsOf, type Banner } from '../moments';
import { byName } from '../moments-ui';
import { LuckPanel } from '../LuckPanel';
import { gameOf, isAnalysisGame, positionOf } from '../analysis/position';
import { openPosition } from './Analysis';

interface Tape {
  title: string;
  record: MatchRecord;
  states: Game[];
  log: LogLine[];
  /** For each step, the index of its last log line. */
  ends: number[];
  /** For each step, its moment (a score, a turnover...) if it had one. */
  moments: (Banner | null)[];
  /** A refereed match still being played: re-played from the server's dice, its seed not known here (so no luck
   * report, which re-rolls from the seed). */
  refereed?: boolean;
}

/** `replay`'s walk over a refereed match in play, from the dice the server sent for each step. */
function replaySolo(ruleset: string, h: SoloHistory, each: (step: number, events: Event[], game: Game) => void): MatchRecord {
  const { game, events } = refereedStart(ruleset, h.options, h.dice[0]);
  each(0, events, game);
  h.actions.forEach((a, i) => each(i + 1, refereedAct(game, a, h.dice[i + 1] ?? []), game));
  return { format: RECORD_FORMAT, ruleset: game.ruleset, version: game.version, seed: game.seed, options: game.options, actions: h.actions };
}

function record2tape(title: string, record: MatchRecord, solo?: SoloHistory): Tape {
  const states: Game[] = [];
  // Every step has lines (an action line from step 1), so a cursor on the lines always names a step.
  const log: LogLine[] = [{ kind: 'event', step: 0, text: 'the match begins' }];
  const ends: number[] = [];
  const moments: (Banner | null)[] = [];
  let asked = '';
  const walk = (each: (step: number, events: Event[], game: Game) => void) => (solo ? replaySolo(record.ruleset, solo, each) : replay(record, each));
  walk((step, events, game) => {
    if (step > 0) log.push(actionLine(step, asked, record.actions[step - 1]));
    log.push(...logLines(record.ruleset, step, events, game));
    ends.push(log.length - 1);
    const b = momentsOf(record.ruleset, events, game).banner;
    moments.push(b && { ...b, text: byName(record.ruleset, b.text, game) });
    asked = game.pending?.seat ?? '';
    states.push(structuredClone(game));
  });
  return { title, record, states, log, ends, moments, refereed: !!solo };
}

const none = new Map();
type Unit = 'step' | 'event';

export function ReplayScreen({ id }: { id: number }) {
  const [tape, setTape] = useState<Tape | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The current log line; its step is the position shown. */
  const [cursor, setCursor] = useState(0);
  const [unit, setUnit] = useState<Unit>('step');
  const [playing, setPlaying] = useState(false);
  const [zones, setZones] = useState(false);
  const [showLuck, setShowLuck] = useState(false);
  const [whatIf, setWhatIf] = useState<string | null>(null);
  useEffect(() => {
    api
      .get(id)
      .then(async (m) => {
        // A refereed match in play: its record (with the seed) is the server's until the end; its seat route sends
        // the dice of each step to the one who plays it.
        if ((m as { online?: boolean }).online && !m.record) {
          const r = await referee.open(id);
          if (!r.solo) return setProblem(`match ${id} is replayed once it is over`);
          const t = record2tape(r.title, { format: RECORD_FORMAT, ruleset: r.ruleset, version: 0, seed: '', options: r.solo.options, actions: r.solo.actions } as MatchRecord, r.solo);
          setTape(t);
          setCursor(t.ends[0]);
          return;
        }
        if (m.problem || typeof m.record === 'string') return setProblem(m.problem ?? `match ${id} cannot be replayed`);
        const t = record2tape(m.title, m.record);
        setTape(t);
        setCursor(t.ends[0]);
      })
      .catch((e: Error) => setProblem(e.message));
  }, [id]);

  const lastLine = tape ? tape.log.length - 1 : 0;
  const step = tape ? tape.log[cursor].step : 0;
  const last = tape ? tape.states.length - 1 : 0;
  const toStep = (s: number) => tape && setCursor(tape.ends[Math.max(0, Math.min(last, s))]);
  // Moves read the cursor inside the update, never from this render's closure: a key pressed before the re-render
  // that a click caused must move on from where the click left it.
  const move = (dir: 1 | -1, u: Unit = unit) => {
    if (!tape) return;
    setCursor((c) => {
      if (u === 'event') return Math.max(0, Math.min(lastLine, c + dir));
      const at = tape.log[c].step;
      const to = dir > 0 ? (c < tape.ends[at] ? at : at + 1) : at - 1;
      return tape.ends[Math.max(0, Math.min(last, to))];
    });
  };

  useEffect(() => {
    if (!playing) return;
    if (cursor >= lastLine) return setPlaying(false);
    const t = setTimeout(() => move(1), unit === 'event' ? 350 : 500);
    return () => clearTimeout(t);
  }, [playing, cursor, lastLine, unit]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1);
      if (e.key === 'ArrowLeft') move(-1);
    };
    addEventListener('keydown', key);
    return () => removeEventListener('keydown', key);
  });
  const shown = useMemo(() => (tape ? tape.log.slice(0, cursor + 1) : []), [tape, cursor]);

  if (problem) return <Problem message={problem} />;
  if (!tape) return <div class="page narrow">Loading the replay of match {id}…</div>;
  const game = tape.states[step];
  const info = rulesets().find((r) => r.id === game.ruleset)!;
  const colour = (seat: string) => SEAT_COLOURS[Math.max(0, info.seats.indexOf(seat)) % 4];
  const firstOfStep = step === 0 ? 0 : tape.ends[step - 1] + 1;
  const mark: [number, number] = unit === 'event' ? [cursor, cursor] : [firstOfStep, cursor];
  return (
    <div class="play replay">
      <main class="left">
        <GameBoard info={info} game={game} cells={none} targets={none} selected={null} showZones={zones} toAct={game.pending?.seat ?? null} />
      </main>
      <aside class="side">
        <div class="title-row">
          <h2>Replay: {tape.title}</h2>
          <span class="match-no">#{id}</span>
        </div>
        <section class="decision">
          <div class="stepper">
            <button type="button" onClick={() => setCursor(tape.ends[0])} title="first step" disabled={cursor === tape.ends[0]}>
              |◀
            </button>
            <button type="button" onClick={() => move(-1)} title={`previous ${unit}`} disabled={cursor === 0} data-testid="prev">
              ◀
            </button>
            <button type="button" onClick={() => setPlaying(!playing)} title={playing ? 'pause' : 'play'}>
              {playing ? "❚❚" : "▶▶"}
            </button>
            <button type="button" onClick={() => move(1)} title={`next ${unit}`} disabled={cursor === lastLine} data-testid="next">
              ▶
            </button>
            <button type="button" onClick={() => setCursor(lastLine)} title="last step" disabled={cursor === lastLine}>
              ▶|
            </button>
            <span class="units" role="radiogroup" aria-label="step by">
              {(['step', 'event'] as Unit[]).map((u) => (
                <button key={u} type="button" class={unit === u ? 'on' : ''} onClick={() => setUnit(u)} data-testid={`by-${u}`}>
                  by {u}
                </button>
              ))}
            </span>
          </div>
          <div class="step-no" data-testid="step">
            step {step} of {last}
            {unit === 'event' && (
              <span data-testid="event">
                {' '}
                · line {cursor - firstOfStep + 1} of {tape.ends[step] - firstOfStep + 1}
              </span>
            )}
          </div>
          <input type="range" min={0} max={last} value={step} onInput={(e) => toStep(Number((e.target as HTMLInputElement).value))} class="scrub" aria-label="step" />
          <StepEvent tape={tape} step={step} names={readNames(view(game) as Record<string, unknown>)} />
          <div class="prompt muted">{game.result ? `Final: ${game.result.reason}` : game.pending ? game.pending.prompt : ''}</div>
        </section>
        <div class="tools">
          <label>
            <input type="checkbox" checked={zones} onChange={(e) => setZones((e.target as HTMLInputElement).checked)} /> {info.grid.kind === 'hex' ? 'threat hexes' : 'tackle zones'} (opponents)
          </label>
          <button type="button" class={showLuck ? 'on' : ''} onClick={() => setShowLuck(!showLuck)} data-testid="luck-toggle">
            Luck
          </button>
          <a class="button" href={`#/match/${id}`}>
            Open the match
          </a>
          {isAnalysisGame(game.ruleset) && (
            <button
              type="button"
              data-testid="what-if"
              title="Open this moment on the analysis board: set it up differently, try plans, ask the odds"
              onClick={() => {
                try {
                  const p = positionOf(game);
                  gameOf(p);
                  void openPosition(p).catch((e: Error) => setWhatIf(e.message));
                } catch (e) {
                  setWhatIf(`this moment cannot be set up as a position: ${(e as Error).message}`);
                }
              }}
            >
              What if…
            </button>
          )}
        </div>
        {showLuck && tape.refereed && <div class="note">The luck report is made once the match is over and its seed revealed.</div>}
        {showLuck && !tape.refereed && <LuckPanel record={tape.record} colour={colour} names={readNames(view(game) as Record<string, unknown>)} step={step} onStep={toStep} />}
        {whatIf && <div class="problem">{whatIf}</div>}
        <Log lines={shown} seatColour={colour} now={mark} names={readNames(view(game) as Record<string, unknown>)} />
      </aside>
    </div>
  );
}

/** What the current step did, in one line: its moment's banner words, else its action and first event. */
function StepEvent({ tape, step, names }: { tape: Tape; step: number; names: Record<string, string> }) {
  const m = tape.moments[step];
  const from = step === 0 ? 0 : tape.ends[step - 1] + 1;
  const lines = tape.log.slice(from, tape.ends[step] + 1);
  const act = lines.find((l) => l.kind === 'action');
  const ev = lines.find((l) => l.kind === 'event');
  const said = (t: string) => t.replace(/[\w]+-\d+/g, (id) => names[id] ?? id);
  return (
    <div class={`step-event ${m ? `moment ${m.kind}` : ''}`} data-testid="step-event">
      {m ? (
        <>
          <b>{m.title}</b> {said(m.text)}
        </>
      ) : (
        [act?.kind === 'action' ? `${act.seat}: ${actionText(act.action, names)}` : '', ev?.kind === 'event' ? said(ev.text) : ''].filter(Boolean).join(' · ')
      )}
    </div>
  );
}
