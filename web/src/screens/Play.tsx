// Playing a match: the board, the pending decision with its legal actions, the dice log, save and resume.
//
// Hot seat and vs bot are refereed by the server (refereed.ts): each action goes there, the server rolls and answers
// with the dice the step drew, and the step is played here with them; a bot seat is played by the server and its
// moves come on the live channel, shown at the chosen pace. Matches kept on this device (offline), made before the
// referee, or bot v bot (nobody plays) are played here as before, with the seed here.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { cellTargets, withinGrid, clickCell, clickPlayer, playerTargets, type Click } from '../actions';
import { api, type Seats } from '../api';
import { finishRecord, play, RECORD_FORMAT, refereedAct, refereedStart, replay, rulesets, view, type Action, type Event, type Match } from '../engine';
import { referee, type SoloHistory } from '../refereed';
import { go } from '../router';
import { Verify } from './OnlinePlay';
import { botMove } from '../bots';
import { readNames, readSeats } from '../view-model';
import { GameBoard } from '../GameBoard';
import { SEAT_COLOURS } from '../board/Board';
import { actionLine, Log, logLines, withWords, type LogLine } from '../log';
import { PlayerPanel } from '../PlayerPanel';
import { Problem } from './Problem';
import { useMoments } from '../moments-ui';
import { PaceBar, usePacer } from '../pace';
import { SettingsMenu } from '../SettingsMenu';
import { reachable, walkPathAwaiting } from '../path';
import { becomeState, canUndo, markOf, shortened, type StepMark } from '../undo';
import { Choices } from '../Choices';
import { askedBy } from '../prompt';
import { follow, judge, sameAction } from '../live';

const AUTOSAVE_MS = 1500;
/** How long a tab that follows another waits for that tab's bot move before playing its own. */
const FOLLOWER_BOT_MS = 3000;

export interface Session {
  id: number;
  title: string;
  seats: Seats;
  match: Match;
  log: LogLine[];
  savedSteps: number;
  /** Per recorded action, who chose it and whether it rolled (for undo). */
  marks: StepMark[];
  /** The steps the server holds, as its last answer said: a shorter save after an undo takes back from there. */
  storedSteps?: number;
  /** A refereed match (hot seat, vs bot): what re-plays it here, without the seed, and each step's events as played
   * here (for "verify the dice" at the end). */
  ref?: { history: SoloHistory; commit: string; seen: Map<number, Event[]> };
}

/** A refereed match as the server sent it: its game re-played here from the dice of each step. */
export function sessionFromSolo(id: number, title: string, seats: Seats, ruleset: string, commit: string, history: SoloHistory): Session {
  const log: LogLine[] = [];
  const marks: StepMark[] = [];
  const seen = new Map<number, Event[]>();
  const { game, events } = refereedStart(ruleset, history.options, history.dice[0]);
  seen.set(0, events);
  log.push(...logLines(ruleset, 0, events, game));
  const record: Match['record'] = { format: RECORD_FORMAT, ruleset: game.ruleset, version: game.version, seed: game.seed, options: game.options, actions: [] };
  history.actions.forEach((a, i) => {
    const asked = game.pending?.seat ?? '';
    const offered = game.pending?.actions ?? [];
    const evs = refereedAct(game, a, history.dice[i + 1] ?? []);
    record.actions.push(a);
    seen.set(game.step, evs);
    log.push(actionLine(game.step, asked, withWords(a, offered)));
    marks.push(markOf(asked, evs));
    log.push(...logLines(ruleset, game.step, evs, game));
  });
  const kept = { options: history.options, actions: [...history.actions], dice: history.dice.map((d) => [...d]) };
  return { id, title, seats, match: { game, record }, log, savedSteps: game.step, marks, storedSteps: game.step, ref: { history: kept, commit, seen } };
}

/** Re-plays a stored record into a live session; the log is rebuilt from the replay's own events. */
export function sessionFromRecord(id: number, title: string, seats: Seats, record: Match['record']): Session {
  const log: LogLine[] = [];
  const marks: StepMark[] = [];
  const actions = record.actions;
  // A record keeps actions, not who sent them: the seat asked before each step says it.
  let asked = '';
  let offered: Action[] = [];
  const m = replay(record, (step, events, game) => {
    if (step > 0) log.push(actionLine(step, asked, withWords(actions[step - 1], offered)));
    if (step > 0) marks.push(markOf(asked, events));
    log.push(...logLines(record.ruleset, step, events, game));
    asked = game.pending?.seat ?? '';
    offered = game.pending?.actions ?? [];
  });
  return { id, title, seats, match: { game: m.game, record: m.record }, log, savedSteps: m.game.step, marks, storedSteps: m.game.step };
}

/** Takes back the last action by re-playing the record without it; the session changes in place (its game object
 * too, which the screen's handlers hold). */
export function rewind(session: Session, to = session.match.game.step - 1): void {
  const r = session.ref;
  const fresh = r
    ? sessionFromSolo(session.id, session.title, session.seats, session.match.game.ruleset, r.commit, { options: r.history.options, actions: r.history.actions.slice(0, to), dice: r.history.dice.slice(0, to + 1) })
    : sessionFromRecord(session.id, session.title, session.seats, shortened(session.match.record, session.match.game.step - to));
  if (r) session.ref = fresh.ref;
  becomeState(session.match.game, fresh.match.game);
  session.match.record.actions.splice(fresh.match.record.actions.length);
  session.log.splice(0, session.log.length, ...fresh.log);
  session.marks.splice(0, session.marks.length, ...fresh.marks);
}

export function PlayScreen({ id }: { id: number }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // A reload of the stored match (it moved on elsewhere), and why, said on the screen it brings.
  const [loads, setLoads] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setNote(null), [id]);
  useEffect(() => {
    setSession((s) => (s && s.id === id ? s : null));
    setProblem(null);
    api
      .get(id)
      .then(async (m) => {
        // Refereed by the server: opened through its seat route, which sends the dice but never the seed.
        if ((m as { online?: boolean }).online) {
          const r = await referee.open(m.id);
          if (!r.solo) return go(`/online/${m.id}`);
          setSession(sessionFromSolo(r.id, r.title, r.seats, r.ruleset, r.commit, r.solo));
          setLoadedAt(loads);
          return;
        }
        if (m.problem || typeof m.record === 'string') return setProblem(m.problem ?? 'this match cannot be resumed: its save is not JSON');
        try {
          setSession(sessionFromRecord(m.id, m.title, m.seats, m.record));
          setLoadedAt(loads);
        } catch (e) {
          setProblem(`this match cannot be resumed: ${(e as Error).message}`);
        }
      })
      .catch((e: Error) => setProblem(e.message));
  }, [id, loads]);
  if (problem) return <Problem message={problem} />;
  if (!session) return <div class="page narrow">Loading match {id}…</div>;
  const reload = (why: string) => (setNote(why), setLoads((n) => n + 1));
  return <Playing key={`${session.id}:${loadedAt}`} session={session} note={note} onReload={reload} />;
}

function Playing({ session, note, onReload }: { session: Session; note: string | null; onReload: (why: string) => void }) {
  const info = useMemo(() => rulesets().find((r) => r.id === session.match.game.ruleset)!, [session]);
  const [, setTick] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [chooser, setChooser] = useState<Action[] | null>(null);
  const [zones, setZones] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const game = session.match.game;
  const pending = game.pending;
  const who = pending ? session.seats[pending.seat] ?? 'human' : null;
  const botTurn = !!who && who.startsWith('bot:');
  const actions = pending && !botTurn ? pending.actions : [];
  const seatColour = (seat: string) => SEAT_COLOURS[Math.max(0, info.seats.indexOf(seat)) % 4];
  const moments = useMoments(info.id);
  const pacer = usePacer(botTurn);
  const bots = info.seats.filter((s) => session.seats[s]?.startsWith('bot:')).length;
  // Whether this tab drives the bots: until a move comes from another tab on the live channel, and again once this
  // tab's person moves. Two tabs each playing the bot would race and one would have to load the match again.
  const leading = useRef(true);
  // A tab opened on a match another tab of this browser shows already follows it from the start: the older tab
  // answers the newcomer's hello.
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const ch = new BroadcastChannel(`turnover.match.${session.id}`);
    ch.onmessage = (e) => {
      if (e.data === 'hello') ch.postMessage('here');
      else if (e.data === 'here') leading.current = false;
    };
    ch.postMessage('hello');
    return () => ch.close();
  }, []);

  const ref = session.ref;
  const isBot = (seat: string) => (session.seats[seat] ?? 'human').startsWith('bot:');
  /** A refereed step, played here with the dice the server said it drew; its events (null if it failed). */
  const playStep = (a: Action, dice: number[]): Event[] | null => {
    const seat = game.pending?.seat ?? '';
    const { label: _l, hint: _h, ...plain } = a;
    try {
      const events = refereedAct(game, plain as Action, dice);
      session.match.record.actions.push(plain as Action);
      ref!.history.actions.push(plain as Action);
      ref!.history.dice.push([...dice]);
      ref!.seen.set(game.step, events);
      // The live channel may bring this tab's own step before the server's answer: it is done once played.
      if (inFlight.current !== null && game.step > inFlight.current) inFlight.current = null;
      // Stored on the server before its dice came: nothing here is unsaved.
      session.savedSteps = session.storedSteps = game.step;
      session.log.push(actionLine(game.step, seat, a), ...logLines(game.ruleset, game.step, events, game));
      moments.show(events, game);
      session.marks.push(markOf(seat, events));
      setError(null);
      setTick((t) => t + 1);
      return events;
    } catch (e) {
      // The server's step does not play here: the stored match is loaded again.
      resync(`This screen could not follow the referee's step ${game.step + 1} (${(e as Error).message}): it shows the stored match.`);
      return null;
    }
  };
  // Steps the server sent (answers to this tab's actions, and the live channel's: bots' moves, another tab's), by
  // step number, played in order; a bot's at the chosen pace.
  const inbox = useRef(new Map<number, { action: Action; dice: number[] }>());
  const pumping = useRef(false);
  const pump = async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      for (const seq of inbox.current.keys()) if (seq <= game.step) inbox.current.delete(seq);
      while (inbox.current.has(game.step + 1)) {
        if (game.pending && isBot(game.pending.seat)) await pacer.pause();
        const next = inbox.current.get(game.step + 1);
        if (!next) continue;
        inbox.current.delete(game.step + 1);
        if (!playStep(next.action, next.dice)) break;
      }
    } finally {
      pumping.current = false;
    }
  };
  const arrive = (seq: number, action: Action, dice: number[]) => {
    if (seq <= game.step) {
      if (!sameAction(session.match.record.actions[seq - 1], action)) resync('This match went on in another tab: it shows the match as stored there.');
      return;
    }
    inbox.current.set(seq, { action, dice });
    void pump();
  };
  // One action at a time goes to the server: a click while one is on its way is not taken. The step count it was
  // sent at, or null.
  const inFlight = useRef<number | null>(null);
  const sendRefereed = async (a: Action): Promise<Event[] | null> => {
    if (inFlight.current !== null || inbox.current.has(game.step + 1)) return null;
    const seq = game.step;
    inFlight.current = seq;
    setSelected(null);
    setChooser(null);
    try {
      const r = await referee.act(session.id, seq, [a]);
      // Played at once (the pump plays a person's step without waiting), unless the live channel brought it first.
      arrive(seq + 1, a, r.dice[0]);
      return game.step >= seq + 1 ? (ref!.seen.get(seq + 1) ?? null) : null;
    } catch (e) {
      // The match moved on first (another tab's move reached the referee before this one): this move is not played.
      if ((e as { status?: number }).status === 409) resync('This match went on in another tab before this move reached the server: the move is not played, and this tab shows the match as stored.');
      else setError((e as Error).message);
      return null;
    } finally {
      if (inFlight.current === seq) inFlight.current = null;
      setTick((t) => t + 1);
    }
  };

  /** Plays an action here: `mine` when this tab chose it (not one the live channel brought from another tab). */
  const send = (a: Action, mine = true): Event[] | null | Promise<Event[] | null> => {
    if (ref) return sendRefereed(a);
    const seat = game.pending?.seat ?? '';
    if (mine && !(session.seats[seat] ?? 'human').startsWith('bot:')) leading.current = true;
    let events: Event[] | null = null;
    try {
      events = play(session.match, a);
      session.log.push(actionLine(game.step, seat, a), ...logLines(game.ruleset, game.step, events, game));
      moments.show(events, game);
      session.marks.push(markOf(seat, events));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
    if (mine) {
      setSelected(null);
      setChooser(null);
    }
    setTick((t) => t + 1);
    return events;
  };

  // Move by path: the cells the moving player can reach, explored on copies of the game (path.ts).
  const reach = useMemo(() => (pending && !botTurn ? reachable(game) : new Map()), [game.step, botTurn]);
  const undoable = canUndo(game, session.marks, (seat) => !(session.seats[seat] ?? 'human').startsWith('bot:'));
  const undo = () => {
    if (!canUndo(game, session.marks, (seat) => !(session.seats[seat] ?? 'human').startsWith('bot:'))) return;
    // Refereed: the server takes it back (the same rule, at once: nobody else to ask), then this screen does.
    if (ref) {
      if (inFlight.current !== null) return;
      const seq = game.step;
      inFlight.current = seq;
      void referee
        .takeBack(session.id, seq, 1)
        .then(() => {
          if (game.step !== seq) return;
          inbox.current.clear();
          rewind(session, seq - 1);
          session.savedSteps = session.storedSteps = game.step;
          setSelected(null);
          setChooser(null);
          setError(null);
          setTick((t) => t + 1);
        })
        .catch((e: Error) => setError(e.message))
        .finally(() => void (inFlight.current === seq && (inFlight.current = null)));
      return;
    }
    rewind(session);
    setSelected(null);
    setChooser(null);
    setError(null);
    setTick((t) => t + 1);
    // The server keeps the longer record until this shorter one replaces it.
    if (session.savedSteps > game.step) {
      session.savedSteps = game.step;
      void save();
    }
  };
  const undoRef = useRef(undo);
  undoRef.current = undo;

  const handle = (c: Click) => {
    if (c.kind === 'send') send(c.action);
    else if (c.kind === 'choose') {
      setChooser(c.actions);
      setSelected(c.select);
    } else {
      setChooser(null);
      setSelected(c.player);
    }
  };

  // Saves run one at a time, each sending the record as it is then, so an older save never lands after a newer one.
  const saver = useRef({ busy: false, again: false });
  const save = async () => {
    // Refereed: every step is stored on the server before its dice come back.
    if (ref) return void setSaving('saved');
    const q = saver.current;
    if (q.busy) {
      q.again = true;
      return;
    }
    q.busy = true;
    setSaving('saving…');
    try {
      do {
        q.again = false;
        const steps = game.step;
        const from = session.storedSteps ?? 0;
        const back = steps < from ? { seq: from, takeBack: true } : {};
        const record = finishRecord(session.match);
        sent.current = [...record.actions];
        const saved = await api.save(session.id, { title: session.title, seats: session.seats, record, ...back });
        session.savedSteps = steps;
        session.storedSteps = saved.steps;
      } while (q.again);
      setSaving('saved');
    } catch (e) {
      setSaving(null);
      // Refused because the match moved on elsewhere: the stored match is loaded again, the reason said.
      if ((e as { status?: number }).status === 409) return resync(`${(e as Error).message.replace(/: reload the match to go on$/, '')}: this tab now shows the stored match.`);
      setError((e as Error).message);
    } finally {
      q.busy = false;
    }
  };

  // Saved by itself a moment after a move, and at that pace during a long run of moves (a bot's turn), so a closed
  // tab or a restart loses little.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (game.step <= session.savedSteps || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void save();
    }, AUTOSAVE_MS);
  }, [game.step]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // Leaving the match (another screen, a reload, a closed tab) sends what is not saved yet.
  useEffect(() => {
    const flush = () => {
      if (ref || game.step <= session.savedSteps) return;
      session.savedSteps = game.step;
      void api.save(session.id, { title: session.title, seats: session.seats, record: finishRecord(session.match) }, true).catch(() => {});
    };
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // A bot seat answers by itself (thinking in a worker), at the chosen pace (pace.tsx) so its moves can be followed.
  useEffect(() => {
    // A bot whose move failed would fail again: it waits, with the error shown, instead of retrying forever.
    if (ref || !pending || !botTurn || error) return;
    let live = true;
    const step = game.step;
    const pause = pacer.pause();
    botMove(`${session.id}:${pending.seat}`, who!.slice(4), `${game.seed}:${pending.seat}`, game)
      .then(async (a) => {
        await pause;
        // Another tab leads (its person moved last): its bot's move comes on the live channel, and this tab's bot
        // plays only if none has come a while later (that tab was closed).
        if (!leading.current) await new Promise((ok) => setTimeout(ok, FOLLOWER_BOT_MS));
        if (live && game.step === step) send(a);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [game.step, botTurn, error]);

  // Another tab on this match: each action it stores comes here on the live channel (live.ts) and is played here too.
  // Our own saves come back as well (`sent`: the actions last sent, so an echo is known even after an undo). A step
  // that differs from ours means the two went different ways: the stored match wins, as on a refused save.
  const sent = useRef<Action[]>([]);
  const resync = (why: string) => {
    // What this tab had unsaved is dropped, not flushed over the stored match.
    session.savedSteps = Number.MAX_SAFE_INTEGER;
    onReload(why);
  };
  useEffect(
    () =>
      ref
        ? follow(session.id, game.step, {
            action(seq, a, dice) {
              if (dice) arrive(seq, a, dice);
            },
            back(seq) {
              // Another tab took steps back.
              if (seq >= game.step) return;
              inbox.current.clear();
              rewind(session, seq);
              session.savedSteps = session.storedSteps = game.step;
              setTick((t) => t + 1);
            },
          })
        : follow(session.id, session.storedSteps ?? game.step, {
        action(seq, a) {
          if (seq <= sent.current.length && sameAction(sent.current[seq - 1], a)) return;
          const j = judge(session.match.record.actions, seq, a);
          if (j === 'diverged') return resync('This match went on in another tab: it shows the match as stored there, and what this tab had played since is not kept.');
          if (j === 'play') (leading.current = false), send(a, false);
          session.storedSteps = Math.max(session.storedSteps ?? 0, seq);
          session.savedSteps = Math.max(session.savedSteps, seq);
          setTick((t) => t + 1);
        },
      }),
    [],
  );

  // Read-only handle for the end-to-end tests and the curious: they look at the game, and act by clicking.
  useEffect(() => {
    // `busy`: a refereed action is on its way to the server (its step is played here as its answer comes).
    (window as unknown as { turnover?: unknown }).turnover = {
      id: session.id,
      game: session.match.game,
      record: session.match.record,
      view: () => view(session.match.game),
      get busy() {
        return inFlight.current !== null;
      },
    };
  });

  const shown = view(game) as Record<string, unknown>;
  const names = readNames(shown);
  const teamName = (seat: string) => readSeats(shown, info.seats).find((l) => l.seat === seat)?.name ?? seat;

  // Escape puts a half-made choice down (a selected player, an open chooser).
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        undoRef.current();
        return;
      }
      if (e.key !== 'Escape') return;
      setSelected(null);
      setChooser(null);
    };
    addEventListener('keydown', key);
    return () => removeEventListener('keydown', key);
  }, []);
  const cells = info.grid.width > 0 ? withinGrid(cellTargets(actions, selected), info.grid.width, info.grid.height) : cellTargets(actions, selected);
  const targets = playerTargets(actions);
  const unsaved = game.step - session.savedSteps;

  return (
    <div class="play">
      <main class="left">
        <GameBoard
          info={info}
          game={game}
          cells={cells}
          targets={targets}
          selected={selected}
          showZones={zones}
          toAct={pending?.seat ?? null}
          reach={reach}
          onCell={(x, y, pl) => {
            const far = !pl && !cells.has(`${x},${y}`) ? reach.get(`${x},${y}`) : undefined;
            if (far) void walkPathAwaiting(game, far.path, send);
            else handle(clickCell(actions, selected, x, y, pl));
          }}
          onPiece={(pl) => handle(clickPlayer(actions, pl))}
          onWalk={(r) => void walkPathAwaiting(game, r.path, send)}
        />
        {moments.node}
      </main>
      <aside class="side">
        <div class="title-row">
          <h2 title={session.title}>{session.title}</h2>
          <span class="match-no">#{session.id}</span>
        </div>
        <section class="decision" aria-label="decision">
          {game.result ? (
            <div class="final">
              <b>Full time.</b> {game.result.winner ? `${teamName(game.result.winner)} win` : 'A draw'}: {Object.entries(game.result.score).map(([s, n]) => `${teamName(s)} ${n}`).join(', ')} ({game.result.reason})
              <div>
                <a href={`#/replay/${session.id}`}>Watch the replay</a>
              </div>
              {ref && <Verify id={session.id} commit={ref.commit} seen={ref.seen} />}
            </div>
          ) : pending ? (
            <>
              <div class="prompt" style={{ borderLeftColor: seatColour(pending.seat) }}>
                {/* In hot seat the screen is shared: say whose decision this is. */}
                {askedBy(teamName(pending.seat), pending.prompt, info.seats.length) && <b class="who">{teamName(pending.seat)}: </b>}
                {pending.prompt}
                {botTurn && <span class="thinking"> — {who!.slice(4)} bot is choosing…</span>}
              </div>
              <Choices actions={actions} chooser={chooser} selected={selected} names={names} step={game.step} send={send} cancel={() => (setChooser(null), setSelected(null))} />
            </>
          ) : (
            <div class="final">The game has stopped.</div>
          )}
          <div class="undo-row">
            <button type="button" data-testid="undo" disabled={!undoable} onClick={undo} title="Take back your last action (Ctrl+Z): only actions that rolled no die, until the next roll">
              Undo
            </button>
          </div>
          {error && <div class="problem">{error}</div>}
          {note && <div class="note" data-testid="resynced">{note}</div>}
          {bots > 0 && !game.result && <PaceBar pacer={pacer} botTurn={botTurn} watching={bots === info.seats.length} />}
        </section>
        <PlayerPanel ruleset={info.id} view={shown} seats={info.seats} teamName={teamName} selected={selected} />
        <div class="tools">
          <SettingsMenu />
          <label>
            <input type="checkbox" checked={zones} onChange={(e) => setZones((e.target as HTMLInputElement).checked)} /> {info.grid.kind === 'hex' ? 'threat hexes' : 'tackle zones'} (opponents)
          </label>
          <button type="button" onClick={save} class={unsaved ? 'primary' : ''} data-testid="save" title={unsaved ? `${unsaved} step${unsaved === 1 ? '' : 's'} not saved yet; matches also save themselves a moment after each move` : 'Matches save themselves a moment after each move'}>
            {unsaved ? `Save (${unsaved})` : saving === 'saved' ? 'Saved' : 'Save'}
          </button>
        </div>
        <Log lines={session.log} seatColour={seatColour} names={names} />
      </aside>
    </div>
  );
}
