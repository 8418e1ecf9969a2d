// The board with its score line and dugouts, for playing and for replays alike.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { glossary } from './engine';
import { readCard } from './card';
import { PlayerCard } from './PlayerPanel';
import type { Action, Game, RulesetInfo } from './engine';
import { view as viewOf } from './engine';
import { Board, SEAT_COLOURS } from './board/Board';
import { PathOverlay, pathWords } from './board/PathOverlay';
import { throwView } from './board/ThrowOverlay';
import { PathPlan, type Reach } from './path';
import { OddsHover } from './board/OddsHover';
import { hexGeometry, squareGeometry } from './board/geometry';
import { fitted, usePortrait } from './board/fit';
import { readActing, readBall, readClock, readNames, readPieces, readSeats, readTrack, type Piece } from './view-model';

export interface GameBoardProps {
  info: RulesetInfo;
  /** The game, when this browser holds it (hot seat, vs bot, replays). */
  game?: Game;
  /** Or only a seat's view of it, as the server sends it (online play): no odds or throw bands then, which need
   * the game. */
  shown?: Record<string, unknown>;
  cells: Map<string, Action[]>;
  targets: Map<string, Action[]>;
  selected: string | null;
  showZones: boolean;
  /** The seat to act, marked on the score line. */
  toAct: string | null;
  onCell?: (x: number, y: number, player: string | null) => void;
  onPiece?: (player: string) => void;
  /** Cells the moving player can reach this action, with their best paths (move by path). */
  reach?: Map<string, Reach>;
  /** A path dragged through waypoints, let go: walk it. */
  onWalk?: (r: Reach) => void;
}

export function GameBoard(p: GameBoardProps) {
  const [hover, setHover] = useState<string | null>(null);
  const [hoverCell, setHoverCell] = useState<string | null>(null);
  const v = p.shown ?? (viewOf(p.game!) as Record<string, unknown>);
  const seats = p.info.seats;
  const pieces = readPieces(v, seats);
  const portrait = usePortrait();
  const geo = useMemo(
    () => fitted(p.info.grid.kind === 'hex' ? hexGeometry(p.info.grid.width, p.info.grid.height) : squareGeometry(p.info.grid.width, p.info.grid.height), portrait),
    [p.info.id, portrait],
  );
  const lines = readSeats(v, seats);
  const clock = readClock(v, Object.fromEntries(lines.map((l) => [l.seat, l.name])));
  const track = readTrack(v);
  const bench = pieces.filter((pc) => !pc.onBoard);
  const reach = p.reach ?? new Map<string, Reach>();
  const acting = readActing(v);
  const mover = pieces.find((pc) => pc.id === acting && pc.onBoard);
  // A path being dragged from the mover through waypoints (path.ts's PathPlan), shown as it grows, walked when let go.
  const plan = useRef<{ plan: PathPlan; used: number } | null>(null);
  const [planned, setPlanned] = useState<Reach | null>(null);
  const onDrag = (cells: [number, number][] | null, done: boolean) => {
    if (!cells || !p.game) return (plan.current = null), setPlanned(null);
    plan.current ??= { plan: new PathPlan(p.game, reach), used: 0 };
    const d = plan.current;
    for (const [x, y] of cells.slice(d.used)) d.plan.through(x, y);
    d.used = cells.length;
    const end = d.plan.end();
    if (!done) return setPlanned(end);
    plan.current = null;
    setPlanned(null);
    if (end) p.onWalk?.(end);
  };
  // A player's card over the board while the mouse rests on him or after a finger is held on him; a finger's card
  // stays until the next touch anywhere.
  const [peek, setPeek] = useState<{ player: string; x: number; y: number } | null>(null);
  const words = useMemo(() => glossary(p.info.id), [p.info.id]);
  // Listened for from the start, not from when the card shows: effects run after the paint (later still on a busy
  // phone), so a touch that came once the card could be seen but before such a listener was on would be missed.
  const shown = useRef(peek);
  shown.current = peek;
  useEffect(() => {
    const away = (e: PointerEvent) => e.pointerType !== 'mouse' && shown.current && setPeek(null);
    addEventListener('pointerdown', away);
    return () => removeEventListener('pointerdown', away);
  }, []);
  const peeked = peek && (v.players as Record<string, unknown>[] | undefined)?.find((pl) => String(pl.id) === peek.player);
  const far = planned ?? (hoverCell && !p.cells.has(hoverCell) ? reach.get(hoverCell) : undefined);
  // Throws (a pass, a hand-off, a Strike...): the bands and interceptors of the pointed target.
  const throws = p.game && throwView(p.game, [...p.cells.values(), ...p.targets.values()].flat(), pieces, acting, readBall(v)?.carrier ?? null, hoverCell, geo, [p.info.grid.width, p.info.grid.height], readNames(v));
  const pathLayer = reach.size ? <PathOverlay reach={reach} hover={hoverCell} planned={planned} geo={geo} skip={p.cells} from={mover ? [mover.x, mover.y] : null} /> : null;
  // A block or Slam target under the pointer: its chance is shown beside the hover line.
  const aimed = hoverCell ? pieces.find((pc) => pc.onBoard && `${pc.x},${pc.y}` === hoverCell) : undefined;
  const aim = aimed ? p.targets.get(aimed.id)?.find((a) => (a.type === 'block' || a.type === 'slam') && a.target === aimed.id) : undefined;
  return (
    <div class="gameboard">
      <div class="scoreline">
        {lines.map((l, i) => (
          <div key={l.seat} class={`seat seat-${i} ${p.toAct === l.seat ? 'to-act' : ''}`} style={{ '--c': SEAT_COLOURS[i % 4] }}>
            <span class="chip" />
            <span class="name">{l.name}</span>
            {l.score !== null && <span class="score">{l.score}</span>}
            <span class="facts">{l.facts.join(' · ')}</span>
          </div>
        ))}
        <div class="clock">{sentence(clock.join(' · '))}</div>
      </div>
      {track && <ScoreTrack value={track.value} reach={track.reach} names={lines.map((l) => l.name)} />}
      <div class="board-wrap">
        {p.info.grid.kind === 'none' ? (
          <div class="no-board">This game has no board.</div>
        ) : (
          <Board
            ruleset={p.info.id}
            cols={p.info.grid.width}
            rows={p.info.grid.height}
            geo={geo}
            pieces={pieces}
            ball={readBall(v)}
            cells={p.cells}
            targets={p.targets}
            selected={p.selected}
            acting={readActing(v)}
            zoneSeats={!p.showZones ? [] : seats.map((_, i) => i).filter((i) => !p.toAct || seats.length < 2 || seats[i] !== p.toAct)}
            view={v}
            seats={seats}
            onCell={p.onCell}
            onHover={setHover}
            onHoverCell={setHoverCell}
            dragFrom={mover && reach.size ? `${mover.x},${mover.y}` : null}
            onDrag={onDrag}
            onPeek={(player, at) => setPeek(player && at ? { player, ...at } : null)}
            overlay={
              <>
                {pathLayer}
                {throws?.overlay}
              </>
            }
          />
        )}
      </div>
      <div class="hover">
        {far ? `${pathWords(far)} · ${hover ?? ''}` : throws?.words ? <span data-testid="throw-words">{`${hover ? `${hover} · ` : ''}${throws.words}`}</span> : hover ?? <Legend hex={p.info.grid.kind === 'hex'} live={p.cells.size > 0 || p.targets.size > 0} reach={reach.size > 0} />}
        {(far || aim) && p.game && <OddsHover game={p.game} far={far} target={far ? undefined : aim} mover={mover?.id} ball={readBall(v)} />}
      </div>
      {peeked && (
        <div class="peek-card" data-testid="peek-card" style={{ left: `${Math.max(4, Math.min(peek!.x + 14, innerWidth - 300))}px`, top: `${peek!.y + 14 + 220 > innerHeight ? Math.max(4, peek!.y - 234) : peek!.y + 14}px` }}>
          <PlayerCard c={readCard(peeked, words)} />
        </div>
      )}
      {bench.length > 0 && <Dugouts pieces={bench} seats={seats} targets={p.targets} selected={p.selected} onPiece={p.onPiece} />}
    </div>
  );
}

function Dugouts({ pieces, seats, targets, selected, onPiece }: { pieces: Piece[]; seats: string[]; targets: Map<string, Action[]>; selected: string | null; onPiece?: (id: string) => void }) {
  return (
    <div class="dugouts">
      {seats.map((seat, i) => {
        const mine = pieces.filter((pc) => pc.seat === i);
        if (!mine.length) return null;
        const places = [...new Set(mine.map((pc) => pc.place))];
        return (
          <div key={seat} class={`dugout seat-${i}`} style={{ '--c': SEAT_COLOURS[i % 4] }}>
            {places.map((place) => (
              <span key={place} class="box">
                <span class="place">{place === 'pitch' || place === 'field' ? 'to place' : place}</span>
                {mine
                  .filter((pc) => pc.place === place)
                  .map((pc) => (
                    <button
                      key={pc.id}
                      type="button"
                      class={`token ${targets.has(pc.id) ? 'live' : ''} ${selected === pc.id ? 'selected' : ''}`}
                      title={pc.title}
                      data-player={pc.id}
                      disabled={!targets.has(pc.id)}
                      onClick={() => onPiece?.(pc.id)}
                    >
                      {pc.number}
                    </button>
                  ))}
              </span>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The differential score track: one strip from the first seat's landslide to the second's, the marker on it.
 * A positive value is toward the first seat (drawn on the left, as on the score line). */
function ScoreTrack({ value, reach, names }: { value: number; reach: number; names: string[] }) {
  const steps = Array.from({ length: 2 * reach + 1 }, (_, i) => reach - i);
  const lead = value === 0 ? 'level' : `${names[value > 0 ? 0 : 1] ?? ''} +${Math.abs(value)}`;
  return (
    <div class="score-track" role="img" aria-label={`score track: ${lead}`} data-track={value}>
      {steps.map((n) => (
        <span key={n} class={`step ${n > 0 ? 'side-0' : n < 0 ? 'side-1' : 'mid'} ${n === value ? 'marker' : ''}`} style={{ '--c': SEAT_COLOURS[n > 0 ? 0 : 1] }}>
          {Math.abs(n)}
        </span>
      ))}
      <span class="lead">{lead}</span>
    </div>
  );
}

const sentence = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** What the marks on the board mean, shown while the pointer is not over a square. */
function Legend({ hex, live, reach }: { hex: boolean; live: boolean; reach: boolean }) {
  if (!live) return <span>{'\u00a0'}</span>;
  if (reach)
    return (
      <span class="legend" data-testid="reach-legend">
        reach this action: <i class="key reach-0" /> no roll <i class="key reach-1" /> 1 roll <i class="key reach-2" /> 2+ rolls (hover for the path, click to go)
      </span>
    );
  const cell = hex ? 'hex' : 'square';
  return (
    <span class="legend">
      <i class="key safe" /> a {cell} you can choose <i class="key risky" /> one that needs a roll (hover for which)
      <i class="key ring" /> a player you can pick or target
    </span>
  );
}
