// The analysis board (#/analysis/<link code>): set up any position in the four board games, share it as a link,
// try plans on it with the board's odds (the odds engine's, on hover), and ask the scripted bot for its move with
// its chance. Edits change the game's scenario; the engine builds every position shown.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { actionText, buttonActions, cellTargets, clickCell, clickPlayer, hasCell, playerTargets, refsOf, withinGrid, type Click } from '../actions';
import { play, rulesets, startMatch, view, type Action, type Game, type Match } from '../engine';
import { GameBoard } from '../GameBoard';
import { ActionButton, FacingGroup, groupFacings } from '../buttons';
import { reachable, walkPath } from '../path';
import { go } from '../router';
import { readNames, readPieces, type Piece } from '../view-model';
import { Problem } from './Problem';
import { ANALYSIS_GAMES, ANALYSIS_SEED, gameOf, kickoffPosition, type AnalysisGame, type Position } from '../analysis/position';
import { decodePosition, encodePosition } from '../analysis/link';
import { ballAt, hasSkills, moveTo, offBoard, setSkills, setStance, skillsText, stance, stancesOf, toAct, type Side, type Stance, type Who } from '../analysis/edit';
import type { Suggestion } from '../analysis/suggest';
import { adapterOf } from '../../../src/core/odds';
import type { PlanOdds, SuggestReply, WorkerAsk } from '../analysis/suggest-worker';

let worker: Worker | null = null;
let asked = 0;
/** Asks the worker: the scripted bot's suggestion for `game`, or the odds of `plan` from it. */
function ask<T>(game: Game, plan?: Action[]): Promise<T> {
  worker ??= new Worker(new URL('../analysis/suggest-worker.ts', import.meta.url), { type: 'module' });
  const id = ++asked;
  const w = worker;
  return new Promise((ok, fail) => {
    const on = (e: MessageEvent<SuggestReply>) => {
      if (e.data.id !== id) return;
      w.removeEventListener('message', on);
      if ('error' in e.data) fail(new Error(e.data.error));
      else ok(('plan' in e.data ? e.data.plan : e.data.suggestion) as T);
    };
    w.addEventListener('message', on);
    w.postMessage({ id, game, plan } satisfies WorkerAsk);
  });
}

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`.replace(/\.0%$/, '%');
const GAME_NAMES: Record<AnalysisGame, string> = { gridiron: 'Gridiron', dungeon: 'Dungeon', rush: 'Rush', runeball: 'Runeball' };

// The code this screen last wrote into the address: the hash change it causes is not a new link to open.
let written = '';

/** Opens a position on the board: its link code into the address, the screen follows. */
export async function openPosition(p: Position): Promise<void> {
  const code = await encodePosition(p);
  go(`/analysis/${code}`);
}

export function AnalysisScreen({ code }: { code?: string }) {
  const [pos, setPos] = useState<Position | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each link opened (not each edit, which writes its own link) starts a fresh board.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (!code) return setPos(null);
    if (code === written && pos) return;
    setProblem(null);
    decodePosition(code).then(
      (p) => ((written = code), setPos(p), setOpened((n) => n + 1)),
      (e: Error) => setProblem(e.message),
    );
  }, [code]);
  if (!code) return <Picker />;
  if (problem) return <Problem message={problem} />;
  if (!pos) return <div class="page narrow">Setting up the position…</div>;
  return (
    <Analysing
      key={`${pos.r}:${opened}`}
      pos={pos}
      onChange={async (p) => {
        const c = await encodePosition(p);
        written = c;
        setPos(p);
        history.replaceState(null, '', `#/analysis/${c}`);
      }}
    />
  );
}

function Picker() {
  return (
    <div class="page narrow analysis-picker">
      <h2>Analysis board</h2>
      <p>Set up any position, share it as a link, ask the odds of any plan on it, or let a bot suggest its move. Start from a game's kick-off, or from any moment of a replay ("What if…" on the replay screen).</p>
      <div class="buttons">
        {ANALYSIS_GAMES.map((r) => (
          <button key={r} type="button" class="primary" data-testid={`analyse-${r}`} onClick={() => void openPosition(kickoffPosition(r))}>
            {GAME_NAMES[r]}: from the kick-off
          </button>
        ))}
      </div>
    </div>
  );
}

type Mode = 'edit' | 'plan';

function Analysing({ pos, onChange }: { pos: Position; onChange: (p: Position) => Promise<void> }) {
  const info = useMemo(() => rulesets().find((r) => r.id === pos.r)!, [pos.r]);
  const [mode, setMode] = useState<Mode>('edit');
  const [picked, setPicked] = useState<Who | null>(null);
  const [placingBall, setPlacingBall] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // The sandbox where plans are tried: a match set up from the position, put back by "reset".
  // Each reset rolls other dice: a plan that failed once on the board can be tried again.
  const resets = useRef(0);
  // The decision each played action answered: a choice's answer (a re-roll, a block die) is not a step of the plan.
  const kinds = useRef<string[]>([]);
  const [match, setMatch] = useState<Match>(() => startMatch(pos.r, { ...pos.o, seed: ANALYSIS_SEED }));
  const [planChance, setPlanChance] = useState<PlanOdds | 'thinking' | null>(null);
  const [, setTick] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [chooser, setChooser] = useState<Action[] | null>(null);
  const [advice, setAdvice] = useState<Suggestion | 'thinking' | null>(null);
  const drag = useRef<{ x: number; y: number; who: Who } | null>(null);

  const reset = (p: Position) => {
    setMatch(startMatch(p.r, { ...p.o, seed: `${ANALYSIS_SEED}-${++resets.current}` }));
    kinds.current = [];
    setPlanChance(null);
    setSelected(null);
    setChooser(null);
    setAdvice(null);
  };
  const edit = (change: Position | (() => Position)) => {
    let p: Position;
    try {
      p = typeof change === 'function' ? change() : change;
      gameOf(p);
    } catch (e) {
      // The rules refuse it (two players on a square, a ball on rock): the position stays as it was.
      setError((e as Error).message.split('\n')[0]);
      return;
    }
    setError(null);
    reset(p);
    void onChange(p);
  };

  const game = match.game;
  // The game on the board now: an answer for an earlier one (the position changed, a move was tried) is dropped.
  const live = useRef(game);
  live.current = game;
  const shown = view(game) as Record<string, unknown>;
  const pieces = readPieces(shown, info.seats);
  const names = readNames(shown);
  const whoOf = (pc: Piece): Who => ({ side: info.seats[pc.seat] as Side, number: Number(pc.number) });
  const pieceOf = (w: Who | null) => (w ? pieces.find((pc) => info.seats[pc.seat] === w.side && Number(pc.number) === w.number) : undefined);
  const pickedPiece = pieceOf(picked);

  useEffect(() => {
    (window as unknown as { turnover?: unknown }).turnover = { game, position: pos, mode, record: match.record, view: () => view(game) };
  });

  const pending = game.pending;
  const actions = mode === 'plan' && pending ? pending.actions : [];
  const reach = useMemo(() => (mode === 'plan' && pending ? reachable(game) : new Map()), [game, game.step, mode]);
  const cells = mode === 'plan' ? withinGrid(cellTargets(actions, selected), info.grid.width, info.grid.height) : new Map<string, Action[]>();
  // In edit mode every player can be picked up, on the board or from the dugout.
  const targets = mode === 'plan' ? playerTargets(actions) : new Map(pieces.map((pc) => [pc.id, [] as Action[]]));

  const send = (a: Action) => {
    try {
      const kind = game.pending?.kind ?? '';
      play(match, a);
      kinds.current.push(kind);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
    setSelected(null);
    setChooser(null);
    setAdvice(null);
    setPlanChance(null);
    setTick((t) => t + 1);
    return null;
  };
  const handle = (c: Click) => {
    if (c.kind === 'send') send(c.action);
    else if (c.kind === 'choose') (setChooser(c.actions), setSelected(c.select));
    else (setChooser(null), setSelected(c.player));
  };

  const onEditCell = (x: number, y: number, player: string | null) => {
    if (placingBall) {
      setPlacingBall(false);
      return edit(ballAt(pos, x, y));
    }
    const pc = player ? pieces.find((q) => q.id === player) : undefined;
    if (picked && (!pc || pickedPiece?.id !== pc.id) && !(pc && !pickedPiece?.onBoard)) {
      if (pc && pickedPiece?.onBoard) return setPicked(whoOf(pc));
      return edit(moveTo(pos, picked, x, y));
    }
    setPicked(pc ? whoOf(pc) : null);
  };

  const askBot = () => {
    setAdvice('thinking');
    const step = game.step;
    ask<Suggestion>(game).then(
      (s) => live.current === game && game.step === step && setAdvice(s),
      (e: Error) => (setAdvice(null), setError(`the bot could not suggest a move: ${e.message}`)),
    );
  };

  // The plan the coach played out here, from the position: its chance as a whole, asked of the position itself.
  const played = match.record.actions;
  const askPlan = () => {
    setPlanChance('thinking');
    const step = game.step;
    // The odds engine makes the choices met on the way for the best (and "no re-roll"), in every branch: the ones
    // made here are left out of the plan, which would otherwise stop in the branches that never met them.
    const choices = new Set(adapterOf(pos.r).choiceKinds);
    ask<PlanOdds>(gameOf(pos), played.filter((_, i) => !choices.has(kinds.current[i] ?? ''))).then(
      (o) => live.current === game && game.step === step && setPlanChance(o),
      (e: Error) => (setPlanChance(null), setError(`no chance for this plan: ${e.message}`)),
    );
  };

  const link = `${location.origin}${location.pathname}${location.hash}`;
  const throws = buttonActions(actions, selected);
  const targetList = actions.filter((a) => !hasCell(a) && refsOf(a).length > 0 && a.type !== 'start-action').slice(0, 8);

  return (
    <div class="play analysis">
      <main
        class="left"
        onPointerDown={(e) => {
          const cell = (e.target as Element).closest?.('[data-x]');
          const pl = cell?.getAttribute('data-player');
          const pc = pl ? pieces.find((q) => q.id === pl) : undefined;
          drag.current = mode === 'edit' && cell && pc ? { x: Number(cell.getAttribute('data-x')), y: Number(cell.getAttribute('data-y')), who: whoOf(pc) } : null;
        }}
        onPointerUp={(e) => {
          const d = drag.current;
          drag.current = null;
          if (!d) return;
          const cell = document.elementFromPoint(e.clientX, e.clientY)?.closest?.('[data-x]');
          if (!cell) return;
          const x = Number(cell.getAttribute('data-x'));
          const y = Number(cell.getAttribute('data-y'));
          // A drag onto another square moves the player; a press and release on his own square is a click.
          if (x !== d.x || y !== d.y) {
            e.preventDefault();
            setPicked(null);
            edit(moveTo(pos, d.who, x, y));
          }
        }}
      >
        <GameBoard
          info={info}
          game={game}
          cells={cells}
          targets={targets}
          selected={mode === 'edit' ? pickedPiece?.id ?? null : selected}
          showZones={false}
          toAct={pending?.seat ?? null}
          reach={reach}
          onCell={(x, y, pl) => {
            if (mode === 'edit') return onEditCell(x, y, pl);
            const far = !pl && !cells.has(`${x},${y}`) ? reach.get(`${x},${y}`) : undefined;
            if (far) walkPath(game, far.path, (a) => (send(a), null));
            else handle(clickCell(actions, selected, x, y, pl));
          }}
          onPiece={(id) => {
            const pc = pieces.find((q) => q.id === id);
            if (mode === 'edit') setPicked(pc ? whoOf(pc) : null);
            else handle(clickPlayer(actions, id));
          }}
        />
      </main>
      <aside class="side">
        <div class="title-row">
          <h2>Analysis: {GAME_NAMES[pos.r]}</h2>
        </div>
        <div class="units" role="radiogroup" aria-label="mode">
          <button type="button" class={mode === 'edit' ? 'on' : ''} data-testid="mode-edit" onClick={() => (setMode('edit'), reset(pos))}>
            Set up
          </button>
          <button type="button" class={mode === 'plan' ? 'on' : ''} data-testid="mode-plan" onClick={() => (setMode('plan'), setPicked(null))}>
            Try plans
          </button>
        </div>
        <section class="suggest" aria-label="suggestion">
          <div class="buttons">
            <button type="button" class="primary" data-testid="suggest" onClick={askBot} disabled={!pending || advice === 'thinking'}>
              Suggest a move (scripted bot)
            </button>
          </div>
          {advice && <Advice advice={advice} names={names} />}
          {error && (
            <div class="problem" data-testid="analysis-error">
              {error}
            </div>
          )}
        </section>
        <section class="decision" aria-label="analysis">
          {mode === 'edit' ? (
            <EditPanel pos={pos} picked={picked} piece={pickedPiece} names={names} placingBall={placingBall} setPlacingBall={setPlacingBall} edit={edit} />
          ) : (
            <>
              <div class="prompt">{pending ? pending.prompt : game.result ? `Final: ${game.result.reason}` : 'The game has stopped.'}</div>
              <div class="board-help">Pick a player and hover a square: the chance of the path (and of a block or a pass) shows under the board. Clicking plays it here, on this board's own dice.</div>
              {chooser && (
                <div class="chooser">
                  {chooser.map((a, i) => (
                    <ActionButton key={i} a={a} names={names} onClick={() => send(a)} />
                  ))}
                </div>
              )}
              {!chooser && targetList.length > 0 && (
                <div class="buttons targets">
                  {targetList.map((a, i) => (
                    <ActionButton key={i} a={a} names={names} onClick={() => send(a)} />
                  ))}
                </div>
              )}
              {!chooser && throws.length > 0 && (
                <div class="buttons">
                  {groupFacings(throws).map((g, i) => (Array.isArray(g) ? <FacingGroup key={i} actions={g} onSend={send} /> : <ActionButton key={i} a={g} names={names} onClick={() => send(g)} />))}
                </div>
              )}
              <div class="buttons">
                <button type="button" onClick={() => reset(pos)} data-testid="reset" disabled={game.step === 0}>
                  Back to the position
                </button>
                <button type="button" onClick={askPlan} data-testid="plan-odds-ask" disabled={played.length === 0 || planChance === 'thinking'} title="The chance of every action played here since the position, each going through">
                  Odds of the plan played ({played.length} action{played.length === 1 ? '' : 's'})
                </button>
              </div>
              {planChance === 'thinking' && <div class="advice muted">Working out the plan's chance…</div>}
              {planChance && planChance !== 'thinking' && (
                <div class="advice" data-testid="plan-odds" data-odds={planChance.p} data-odds-best={planChance.best}>
                  The plan played ({played.length} action{played.length === 1 ? '' : 's'}) goes through: {pct(planChance.p)}
                  {planChance.best > planChance.p ? ` (${pct(planChance.best)} with the best use of re-rolls)` : ''}
                  {planChance.fails ? ` · most likely fails: ${planChance.fails}` : ''}
                </div>
              )}
            </>
          )}
        </section>
        <section class="share">
          <label>
            Link to this position{' '}
            <input readOnly value={link} data-testid="share-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </section>
      </aside>
    </div>
  );
}

function EditPanel(p: { pos: Position; picked: Who | null; piece?: Piece; names: Record<string, string>; placingBall: boolean; setPlacingBall: (b: boolean) => void; edit: (p: Position | (() => Position)) => void }) {
  const { pos, picked, piece } = p;
  const [skills, setSkillsText] = useState('');
  useEffect(() => setSkillsText(picked ? skillsText(pos, picked) : ''), [picked?.side, picked?.number, pos]);
  return (
    <div class="edit-panel" data-testid="edit-panel">
      <div class="board-help">Drag a player to a square (or click him, then the square); players off the board wait in the dugouts below it.</div>
      <div class="buttons">
        <button type="button" class={p.placingBall ? 'on' : ''} data-testid="place-ball" onClick={() => p.setPlacingBall(!p.placingBall)}>
          {p.placingBall ? 'Click a square for the ball…' : 'Place the ball'}
        </button>
      </div>
      {picked && piece ? (
        <div class="picked" data-testid="picked">
          <b>{p.names[piece.id] ?? piece.title.split(' · ')[0]}</b> ({picked.side} #{picked.number})
          {piece.onBoard && (
            <div class="buttons" role="radiogroup" aria-label="stance">
              {stancesOf(pos.r).map((s: Stance) => (
                <button key={s} type="button" class={stance(pos, picked) === s ? 'on' : ''} data-testid={`stance-${s}`} onClick={() => p.edit(setStance(pos, picked, s))}>
                  {s}
                </button>
              ))}
            </div>
          )}
          {hasSkills(pos.r) && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                p.edit(() => setSkills(pos, picked, skills));
              }}
            >
              <label>
                Skills{' '}
                <input value={skills} data-testid="skills" placeholder={pos.r === 'runeball' ? 'dodge 9, block 7' : 'Block, Dodge'} onInput={(e) => setSkillsText((e.target as HTMLInputElement).value)} />
              </label>
              <button type="submit" data-testid="set-skills">
                Set
              </button>
            </form>
          )}
          <div class="buttons">
            {piece.onBoard && (
              <button type="button" data-testid="to-act" onClick={() => p.edit(toAct(pos, picked))}>
                {pos.r === 'runeball' ? 'His turn next' : `${picked.side === 'home' ? 'Home' : 'Away'} to act`}
              </button>
            )}
            {piece.onBoard && (
              <button type="button" data-testid="off-board" onClick={() => p.edit(offBoard(pos, picked))}>
                Off the board
              </button>
            )}
          </div>
        </div>
      ) : (
        <div class="muted">Click a player to set his stance and skills.</div>
      )}
    </div>
  );
}

function Advice({ advice, names }: { advice: Suggestion | 'thinking'; names: Record<string, string> }) {
  if (advice === 'thinking') return <div class="advice muted">The scripted bot is thinking…</div>;
  if (!advice.steps.length) return <div class="advice" data-testid="suggestion">The bot has nothing to do here.</div>;
  const words = advice.steps.map((a) => actionText(a, names)).join(' → ');
  const part = advice.asked < advice.steps.length ? ` (of its first ${advice.asked} step${advice.asked === 1 ? '' : 's'}: the rest branches too far)` : '';
  return (
    <div class="advice" data-testid="suggestion" data-odds={Number.isNaN(advice.p) ? '' : advice.p} data-odds-best={Number.isNaN(advice.best) ? '' : advice.best}>
      <div>
        <b>Scripted bot:</b> {words}
      </div>
      {Number.isNaN(advice.p) ? (
        <div>Its chance branches past what the odds engine follows on a click.</div>
      ) : (
        <div>
          {advice.aim === 'all through' ? 'Plays through' : advice.aim === 'knock-down' ? 'Knock-down' : 'Wins'}: {pct(advice.p)}
          {advice.best > advice.p ? ` (${pct(advice.best)} with the best use of re-rolls)` : ''}
          {part}
          {advice.fails ? ` · most likely fails: ${advice.fails}` : ''}
        </div>
      )}
    </div>
  );
}
