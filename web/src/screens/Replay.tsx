// The replay viewer: a stored match re-played step by step, the board as it stood after each step and the log up
// to it, the current step's lines marked.

import { useEffect, useMemo, useState } from 'preact/hooks';
import { api } from '../api';
import { replay, rulesets, view, type Game, type MatchRecord } from '../engine';
import { readNames } from '../view-model';
import { GameBoard } from '../GameBoard';
import { SEAT_COLOURS } from '../board/Board';
import { actionLine, Log, logLines, type LogLine } from '../log';

interface Tape {
  title: string;
  states: Game[];
  log: LogLine[];
}

function record2tape(title: string, record: MatchRecord): Tape {
  const states: Game[] = [];
  const log: LogLine[] = [];
  let asked = '';
  replay(record, (step, events, game) => {
    if (step > 0) log.push(actionLine(step, asked, record.actions[step - 1]));
    log.push(...logLines(record.ruleset, step, events, game));
    asked = game.pending?.seat ?? '';
    states.push(structuredClone(game));
  });
  return { title, states, log };
}

const none = new Map();

export function ReplayScreen({ id }: { id: number }) {
  const [tape, setTape] = useState<Tape | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [zones, setZones] = useState(false);
  useEffect(() => {
    api
      .get(id)
      .then((m) => {
        if (m.problem || typeof m.record === 'string') return setProblem(m.problem ?? `match ${id} cannot be replayed`);
        setTape(record2tape(m.title, m.record));
      })
      .catch((e: Error) => setProblem(e.message));
  }, [id]);
  const last = tape ? tape.states.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const t = setTimeout(() => setStep((s) => Math.min(last, s + 1)), 500);
    return () => clearTimeout(t);
  }, [playing, step, last]);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
    };
    addEventListener('keydown', key);
    return () => removeEventListener('keydown', key);
  }, [last]);
  const shown = useMemo(() => (tape ? tape.log.filter((l) => l.step <= step) : []), [tape, step]);
  if (problem)
    return (
      <div class="page narrow">
        <div class="problem" role="alert">
          {problem}
        </div>
        <a href="#/">Back to the matches</a>
      </div>
    );
  if (!tape) return <div class="page narrow">Loading the replay of match {id}…</div>;
  const game = tape.states[step];
  const info = rulesets().find((r) => r.id === game.ruleset)!;
  const colour = (seat: string) => SEAT_COLOURS[Math.max(0, info.seats.indexOf(seat)) % 4];
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
            <button type="button" onClick={() => setStep(0)} title="first step" disabled={step === 0}>
              ⏮
            </button>
            <button type="button" onClick={() => setStep(Math.max(0, step - 1))} title="previous step" disabled={step === 0} data-testid="prev">
              ◀
            </button>
            <button type="button" onClick={() => setPlaying(!playing)} title={playing ? 'pause' : 'play'}>
              {playing ? '⏸' : '▶▶'}
            </button>
            <button type="button" onClick={() => setStep(Math.min(last, step + 1))} title="next step" disabled={step === last} data-testid="next">
              ▶
            </button>
            <button type="button" onClick={() => setStep(last)} title="last step" disabled={step === last}>
              ⏭
            </button>
            <span class="step-no" data-testid="step">
              step {step} of {last}
            </span>
          </div>
          <input type="range" min={0} max={last} value={step} onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))} class="scrub" aria-label="step" />
          <div class="prompt muted">{game.result ? `Final: ${game.result.reason}` : game.pending ? `${game.pending.seat}: ${game.pending.prompt}` : ''}</div>
        </section>
        <div class="tools">
          <label>
            <input type="checkbox" checked={zones} onChange={(e) => setZones((e.target as HTMLInputElement).checked)} /> {info.grid.kind === 'hex' ? 'threat hexes' : 'tackle zones'} (opponents)
          </label>
          <a class="button" href={`#/match/${id}`}>
            Open the match
          </a>
        </div>
        <Log lines={shown} seatColour={colour} highlightStep={step} names={readNames(view(game) as Record<string, unknown>)} />
      </aside>
    </div>
  );
}
