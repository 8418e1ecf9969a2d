// Reads a ruleset's view (plain JSON) into what the boards draw. Views differ by game in their details, so this is
// deliberately forgiving: it looks for the usual fields and leaves anything it does not know out of the picture.

export interface Piece {
  id: string;
  /** Index of the seat (team) in the ruleset's seats. */
  seat: number;
  number: string;
  x: number;
  y: number;
  onBoard: boolean;
  /** Where an off-board player is (reserves, ko, casualty...). */
  place: string;
  stance: string;
  facing: number | null;
  hasBall: boolean;
  /** One line for a tooltip: name, position, stats and skills when the view gives them. */
  title: string;
  /** Short tags the view flags (acted, used skills...). */
  acted: boolean;
  /** The role's letter (S, J, G) when the view names a role. */
  role: string | null;
  /** The cells the piece threatens, when the view lists them (a hex game's front hexes). */
  threat: [number, number][];
}

export interface BallMark {
  x: number;
  y: number;
  state: string;
  carrier: string | null;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : []);

function seatIndex(v: unknown, seats: string[]): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const i = seats.indexOf(v);
    return i >= 0 ? i : 0;
  }
  return 0;
}

function posOf(p: Obj): { x: number; y: number } | null {
  const at = isObj(p.at) ? p.at : isObj(p.pos) ? p.pos : p;
  const x = num(at.x);
  const y = num(at.y);
  return x !== null && y !== null ? { x, y } : null;
}

export function readBall(view: Obj): BallMark | null {
  const b = view.ball;
  if (!isObj(b)) return null;
  const pos = posOf(b);
  const carrier = typeof b.carrier === 'string' ? b.carrier : typeof b.carrier === 'number' ? String(b.carrier) : null;
  const state = typeof b.state === 'string' ? b.state : carrier ? 'held' : 'ground';
  if (!pos && !carrier) return null;
  return { x: pos?.x ?? -1, y: pos?.y ?? -1, state, carrier };
}

export function readPieces(view: Obj, seats: string[]): Piece[] {
  const list = Array.isArray(view.players) ? view.players : isObj(view.players) ? Object.values(view.players) : [];
  const ball = readBall(view);
  const out: Piece[] = [];
  list.forEach((raw, i) => {
    if (!isObj(raw)) return;
    const id = typeof raw.id === 'string' ? raw.id : String(raw.id ?? i);
    const pos = posOf(raw);
    const where = raw.place ?? raw.status;
    const place = typeof where === 'string' ? where : pos && pos.x >= 0 ? 'pitch' : 'reserves';
    const onBoard = !!pos && pos.x >= 0 && pos.y >= 0 && (place === 'pitch' || place === 'field' || place === 'board');
    const stance =
      typeof raw.stance === 'string' ? raw.stance : raw.stunned ? 'stunned' : raw.prone || raw.down ? 'prone' : 'standing';
    const stats = ['ma', 'st', 'ag', 'av']
      .filter((k) => num(raw[k]) !== null)
      .map((k) => `${k.toUpperCase()} ${raw[k]}`)
      .join(' ');
    const skills = Array.isArray(raw.skills) && raw.skills.length ? `; ${raw.skills.join(', ')}` : '';
    const role = typeof raw.role === 'string' && raw.role ? `${raw.role}` : '';
    const name = [raw.name, raw.position].filter((s) => typeof s === 'string' && s).join(', ');
    out.push({
      id,
      seat: seatIndex(raw.side ?? raw.team ?? raw.seat, seats),
      number: String(raw.number ?? raw.shirt ?? i + 1),
      x: pos?.x ?? -1,
      y: pos?.y ?? -1,
      onBoard,
      place,
      stance,
      facing: num(raw.facing),
      hasBall: ball?.carrier === id || raw.hasBall === true,
      title: `#${raw.number ?? ''} ${name}${role && !name.toLowerCase().includes(role) ? ` (${role})` : ''}${stats ? ` (${stats})` : ''}${skills}${stance !== 'standing' ? ` [${stance}]` : ''}`.trim(),
      acted: raw.acted === true,
      role: typeof raw.role === 'string' && raw.role ? raw.role.charAt(0).toUpperCase() : null,
      threat: Array.isArray(raw.threat) ? raw.threat.map(nums).filter((c): c is [number, number] => c.length === 2) : [],
    });
  });
  return out;
}

/** The player taking an action now, when the view says (`acting: {player}`). */
export function readActing(view: Obj): string | null {
  const a = view.acting;
  if (isObj(a) && (typeof a.player === 'string' || typeof a.player === 'number')) return String(a.player);
  // Rulesets that number their players name the one whose turn it is as `active`.
  return typeof view.active === 'number' ? String(view.active) : null;
}

export interface SeatLine {
  seat: string;
  name: string;
  score: number | null;
  /** Other numbers worth a glance: turn, re-rolls. */
  facts: string[];
}

/** A score line per seat from `view.teams` (a record by seat or a list by index) and `view.score`. */
export function readSeats(view: Obj, seats: string[]): SeatLine[] {
  const teams = view.teams;
  const score = isObj(view.score) ? view.score : Array.isArray(view.score) ? view.score : null;
  return seats.map((seat, i) => {
    const t = (Array.isArray(teams) ? teams[i] : isObj(teams) ? teams[seat] ?? teams[i] : null) as Obj | null;
    const sc = num(t?.score) ?? num(score ? (score as Obj)[seat] ?? (score as unknown[])[i] : null);
    const facts: string[] = [];
    if (t) {
      if (num(t.turn) !== null) facts.push(`turn ${t.turn}`);
      if (num(t.rerolls) !== null) facts.push(`${t.rerolls} re-roll${t.rerolls === 1 ? '' : 's'}${t.rerollUsedThisTurn ? ' (used)' : ''}`);
    }
    const name = t && typeof t.name === 'string' && t.name ? t.name : seat;
    return { seat, name, score: sc, facts };
  });
}

/** The clock and conditions in a few words: half, round, weather, the chests still shut, the rush marker, when the
 * view has them. `names` turns a seat into the words for it (its team's name). */
export function readClock(view: Obj, names?: Record<string, string>): string[] {
  const out: string[] = [];
  const clock = isObj(view.clock) ? view.clock : view;
  if (num(clock.half)) out.push(`half ${clock.half}`);
  if (num(clock.round)) out.push(num(clock.roundsPerHalf) ? `round ${clock.round} of ${clock.roundsPerHalf}` : `round ${clock.round}`);
  if (num(clock.turn) !== null && !isObj(view.teams)) out.push(`turn ${clock.turn}`);
  if (typeof view.weather === 'string') out.push(view.weather.replace(/-/g, ' '));
  // A view listing chests lists the shut ones (an opened chest leaves the list).
  if (Array.isArray(view.chests)) {
    const shut = view.chests.map((c) => (isObj(c) && num(c.number) !== null ? c.number : null)).filter((n) => n !== null);
    out.push(shut.length === 0 ? 'every chest open' : `chest${shut.length === 1 ? '' : 's'} ${shut.join(', ')} shut`);
  }
  // A game played in rushes (rush): the rush marker, whose rush it is, and the action tokens left in it.
  if (num(view.rush)) {
    out.push(view.suddenDeath ? `Sudden Death, rush ${view.rush}` : num(view.rushes) ? `rush ${view.rush} of ${view.rushes}` : `rush ${view.rush}`);
    if (typeof view.active === 'string') out.push(`${names?.[view.active] ?? view.active} rushing`);
    if (num(view.tokens) !== null) out.push(`${view.tokens} token${view.tokens === 1 ? '' : 's'} left`);
  }
  return out;
}

/** A differential score track (`track`: a number, positive toward the first seat; `landslide`: the margin that wins
 * at once), or null when the game keeps no such track. */
export function readTrack(view: Obj): { value: number; reach: number } | null {
  const value = num(view.track);
  const reach = num(view.landslide);
  return value !== null && reach ? { value, reach } : null;
}

/** Player ids to the words a log uses for them: "Konrad Fleischer (#1)". */
export function readNames(view: Obj): Record<string, string> {
  const out: Record<string, string> = {};
  const list = Array.isArray(view.players) ? view.players : [];
  for (const p of list) {
    if (!isObj(p) || (typeof p.id !== 'string' && typeof p.id !== 'number')) continue;
    const name = typeof p.name === 'string' && p.name ? p.name : String(p.id);
    out[p.id] = p.number !== undefined ? `${name} (#${p.number})` : name;
  }
  return out;
}
