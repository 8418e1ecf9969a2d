// An online match: the board drawn from the seat's view the server sends over the live socket, the seat's legal
// actions, and the log of every step. The server rolls the dice; this page never has the seed. A dropped
// connection comes back by itself from the last step seen; at the end, "verify" checks the revealed seed against
// the commitment published at the start and re-plays the whole match here, as `turnover replay --verify` does.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Choices, useChoices } from '../Choices';
import { rulesets, type Action, type Event } from '../engine';
import { GameBoard } from '../GameBoard';
import { SEAT_COLOURS } from '../board/Board';
import { actionLine, Log, logLines, type LogLine } from '../log';
import { follow, online, type OnlineMatch, type SeatState, type Step, type TakeBack } from '../online';
import { verifyRecord } from '../verify';
import { PlayerPanel } from '../PlayerPanel';
import { readNames, readSeats } from '../view-model';
import { Problem } from './Problem';

export function OnlinePlayScreen({ id, spectate }: { id: number; spectate?: string }) {
  const [match, setMatch] = useState<OnlineMatch | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    online
      .play(id, spectate)
      .then(setMatch)
      .catch((e: Error) => setProblem(e.message));
  }, [id, spectate]);
  if (problem) return <Problem message={problem} />;
  if (!match) return <div class="page narrow">Loading online match {id}…</div>;
  return <OnlineBoard key={id} first={match} spectate={spectate} />;
}

function OnlineBoard({ first, spectate }: { first: OnlineMatch; spectate?: string }) {
  const info = useMemo(() => rulesets().find((r) => r.id === first.ruleset)!, [first.ruleset]);
  const [state, setState] = useState<SeatState>(first);
  const [log, setLog] = useState<LogLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [sending, setSending] = useState(false);
  /** Each step's events as they came, to compare with the re-play when verifying. */
  const steps = useRef(new Map<number, Event[]>());
  const asked = useRef<string>('');
  const live = useRef<ReturnType<typeof follow> | null>(null);
  /** Who chose each step, as this page saw it (steps caught up on before the first state are not known). */
  const chosenBy = useRef(new Map<number, string>());
  const [takeBack, setTakeBack] = useState<TakeBack | null>(first.takeBack ?? null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const lines: LogLine[] = [];
    let flush = 0;
    const show = () => {
      flush = 0;
      setLog(lines.slice());
    };
    const f = follow(first.id, spectate, {
      step(s: Step) {
        steps.current.set(s.seq, s.events);
        if (asked.current) chosenBy.current.set(s.seq, asked.current);
        setTakeBack(null);
        lines.push(actionLine(s.seq, asked.current, s.action), ...logLines(first.ruleset, s.seq, s.events));
        flush ||= requestAnimationFrame(show);
      },
      state(s) {
        asked.current = s.pending?.seat ?? '';
        if (s.takeBack !== undefined) setTakeBack(s.takeBack);
        setState(s);
        setSending(false);
      },
      live() {
        setError(null);
      },
      back(seq) {
        // The steps after `seq` were taken back: gone from the log and from what this page knows of them.
        for (const k of [...steps.current.keys()]) if (k > seq) steps.current.delete(k);
        for (const k of [...chosenBy.current.keys()]) if (k > seq) chosenBy.current.delete(k);
        const kept = lines.filter((l) => l.step <= seq);
        lines.length = 0;
        lines.push(...kept);
        flush ||= requestAnimationFrame(show);
        setTakeBack(null);
        setNote(`The match went back to step ${seq}.`);
      },
      takeBack(t, declined) {
        setTakeBack(t);
        if (declined) setNote(declined === stateSeat.current ? 'Your take-back was declined.' : 'You declined the take-back.');
        else if (t) setNote(null);
      },
      error(message) {
        setSending(false);
        setError(message);
      },
      connected: setConnected,
    });
    live.current = f;
    return () => {
      f.stop();
      if (flush) cancelAnimationFrame(flush);
    };
  }, [first.id]);

  const stateSeat = useRef(state.seat);
  stateSeat.current = state.seat;
  const mine = state.seat !== null && state.pending?.seat === state.seat;
  // Hot seat's rule (undo.ts): your own last step, which rolled no die, while you are still to act. The server
  // checks it again; the other seat must agree.
  const last = steps.current.get(state.step);
  const canAsk = mine && !state.result && state.step > 0 && !takeBack && connected && !!last && !last.some((e) => e.type === 'roll') && (chosenBy.current.get(state.step) ?? state.seat) === state.seat;
  const ask = () =>
    online.askTakeBack(first.id, state.step, 1).then(
      (r) => setTakeBack(r.takeBack),
      (e: Error) => setError(e.message),
    );
  const answer = (accept: boolean) =>
    takeBack &&
    online.answerTakeBack(first.id, takeBack.seq, accept).then(
      () => undefined,
      (e: Error) => setError(e.message),
    );
  // Nothing to click while a move is on its way or the connection is down (it would go nowhere).
  const actions = mine && !sending && connected ? state.legal : [];
  const send = (a: Action) => {
    if (!live.current?.send(state.step, a)) return setError('not connected: the move was not sent (reconnecting…)');
    setSending(true);
    setError(null);
    choices.reset();
  };
  const choices = useChoices(info, actions, send);

  const shown = state.view;
  const names = readNames(shown);
  const teamName = (seat: string) => readSeats(shown, info.seats).find((l) => l.seat === seat)?.name ?? seat;
  const seatColour = (seat: string) => SEAT_COLOURS[Math.max(0, info.seats.indexOf(seat)) % 4];

  // Your turn, said in the tab's title too, for a match left open in the background.
  useEffect(() => {
    const before = document.title;
    document.title = state.result ? `Full time · ${first.title}` : mine ? `Your turn · ${first.title}` : first.title;
    return () => void (document.title = before);
  }, [mine, state.result]);

  // Handle for the end-to-end tests: the decision as this seat sees it (its own legal actions only), and ways to
  // drop the connection or send what the page would not.
  useEffect(() => {
    (window as unknown as { turnover?: unknown }).turnover = {
      id: first.id,
      online: true,
      seat: state.seat,
      connected,
      // A move on its way to the server: the page waits for its step before anything else is clicked.
      busy: sending,
      game: { ruleset: first.ruleset, step: state.step, pending: state.pending ? { ...state.pending, actions } : null, result: state.result },
      view: () => state.view,
      drop: () => live.current?.drop(),
      // Sends an action whatever the page offers, as a forged client would: the server is the one to refuse it.
      force: (a: Action) => live.current?.send(state.step, a),
    };
  });

  return (
    <div class="play online">
      <main class="left">
        <GameBoard info={info} shown={shown} cells={choices.cells} targets={choices.targets} selected={choices.selected} showZones={false} toAct={state.pending?.seat ?? null} onCell={choices.onCell} onPiece={choices.onPiece} />
      </main>
      <aside class="side">
        <div class="title-row">
          <h2 title={first.title}>{first.title}</h2>
          <span class="match-no">#{first.id}</span>
        </div>
        <div class="muted small" data-testid="online-status">
          {state.seat ? `You play ${teamName(state.seat)}` : 'Watching'} · {connected ? 'live' : 'reconnecting…'}
        </div>
        <section class="decision" aria-label="decision">
          {state.result ? (
            <div class="final">
              <b>Full time.</b> {state.result.winner ? `${teamName(state.result.winner)} win` : 'A draw'}: {Object.entries(state.result.score).map(([s, n]) => `${teamName(s)} ${n}`).join(', ')} ({state.result.reason})
              <Verify id={first.id} commit={first.commit} seen={steps.current} />
            </div>
          ) : state.pending ? (
            <>
              <div class="prompt" style={{ borderLeftColor: seatColour(state.pending.seat) }} data-testid={mine ? 'your-turn' : 'their-turn'}>
                <b class="who">{teamName(state.pending.seat)}: </b>
                {mine ? state.pending.prompt : 'choosing…'}
              </div>
              {mine && <Choices actions={actions} chooser={choices.chooser} selected={choices.selected} names={names} step={state.step} send={send} cancel={choices.reset} />}
            </>
          ) : (
            <div class="final">The game has stopped.</div>
          )}
          {takeBack && !state.result && (
            <div class="take-back" data-testid="take-back">
              {takeBack.seat === state.seat ? (
                <span>You asked to take back your last step: waiting for {teamName(otherSeat(info.seats, takeBack.seat))} to answer…</span>
              ) : (
                <>
                  <span>
                    {teamName(takeBack.seat)} ask{takeBack.steps > 1 ? ` to take back their last ${takeBack.steps} steps` : ' to take back their last step'} (no die was rolled).
                  </span>
                  {state.seat && (
                    <span class="take-back-answer">
                      <button type="button" data-testid="take-back-accept" onClick={() => answer(true)}>
                        Allow
                      </button>
                      <button type="button" data-testid="take-back-decline" onClick={() => answer(false)}>
                        Refuse
                      </button>
                    </span>
                  )}
                </>
              )}
            </div>
          )}
          {state.seat && !state.result && (
            <div class="undo-row">
              <button type="button" data-testid="undo" disabled={!canAsk} onClick={ask} title="Ask the other coach to let you take back your last step: only one that rolled no die, while you are still to act">
                Ask to undo
              </button>
            </div>
          )}
          {note && (
            <div class="note" data-testid="take-back-note">
              {note}
            </div>
          )}
          {error && (
            <div class="problem" data-testid="online-error">
              {error}
            </div>
          )}
        </section>
        <PlayerPanel ruleset={info.id} view={shown} seats={info.seats} teamName={teamName} selected={choices.selected} />
        <div class="muted small commit" title="sha256 of the match's secret seed, published when the match was made: the seed is revealed at the end">
          Dice commitment: <code>{first.commit.slice(0, 16)}…</code>
        </div>
        <Log lines={log} seatColour={seatColour} names={names} />
      </aside>
    </div>
  );
}

const otherSeat = (seats: readonly string[], seat: string) => seats.find((s) => s !== seat) ?? seat;

export function Verify({ id, commit, seen }: { id: number; commit: string; seen: Map<number, Event[]> }) {
  const [words, setWords] = useState<string | null>(null);
  const run = async () => {
    setWords('verifying…');
    try {
      const { record } = await online.revealed(id);
      setWords(record ? await verifyRecord(record, commit, seen) : 'the record is not revealed yet');
    } catch (e) {
      setWords(`cannot verify: ${(e as Error).message}`);
    }
  };
  return (
    <div class="verify">
      <button type="button" data-testid="verify" onClick={run}>
        Verify the dice
      </button>
      {words && <div data-testid="verified">{words}</div>}
      <div>
        <a href={`#/online`}>Your online matches</a>
      </div>
    </div>
  );
}
