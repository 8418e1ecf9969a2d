// Scenarios: any position set up from options (players with lines and skills at squares, the ball, whose turn,
// the score) so that rules tests read like the rulebook's examples. The game starts at the active team's turn
// decision, with no pre-game and no kick-off, and ends after that half unless `end` says otherwise.

import type { Json } from '../../core/types';
import { CHOICES } from './choices';
import { findSkill } from './skills';
import { newPlayer, newTeam } from './teams';
import { onPitch, type Pitch } from './pitch';
import { SIDES, type Ball, type Player, type Side, type Stance, type Team, type Weather } from './state';
import { OptionsError } from '../../core/options';

export interface ScenarioPlayer {
  side: Side;
  number: number;
  position?: string;
  name?: string;
  ma: number;
  st: number;
  ag: number;
  av: number;
  skills?: string[];
  x?: number;
  y?: number;
  stance?: Stance;
  place?: 'pitch' | 'reserves' | 'ko' | 'casualty' | 'sent-off';
  /** His race, when not the team's (Animosity). */
  race?: string;
}

export interface Scenario {
  players: ScenarioPlayer[];
  ball?: { x: number; y: number } | { carrier: string };
  active?: Side;
  turn?: number;
  half?: 1 | 2;
  weather?: Weather;
  rerolls?: { home?: number; away?: number };
  score?: { home?: number; away?: number };
  /** Scripted dice (the kernel takes them): d6 values, or block faces by name. */
  dice?: (number | string)[];
  /** When the game ends: after the active team's turn, after this half (the default), or at full time. */
  end?: 'turn' | 'half' | 'match';
  /** Where play starts: the active team's turn (the default), the kick-off of a drive in this half (set-ups first,
   * `kicking` kicks), or the pre-game of a whole match between the `home` and `away` options' teams. */
  from?: 'turn' | 'kick-off' | 'pre-game';
  /** Which team kicked off this drive (default: the team that is not active). */
  kicking?: Side;
  /** Team extras: apothecary, bribes, FAME. */
  apothecary?: { home?: boolean; away?: boolean };
  bribes?: { home?: number; away?: number };
  fame?: { home?: number; away?: number };
  /** Which roster each team plays for (default `scenario`), for the rules that ask: Stakes, a player's race. */
  rosters?: { home?: string; away?: string };
}

/** Bad input to newGame: an OptionsError, so every client reports it as one. */
export class ScenarioError extends OptionsError {
  override name = 'ScenarioError';
}

const WEATHERS: Weather[] = ['sweltering-heat', 'very-sunny', 'nice', 'pouring-rain', 'blizzard'];

export interface ScenarioStart {
  players: Player[];
  teams: Record<Side, Team>;
  ball: Ball;
  active: Side;
  kicking: Side;
  half: number;
  weather: Weather;
  end: 'turn' | 'half' | 'match';
  from: 'turn' | 'kick-off' | 'pre-game';
}

/** A skill as the catalogue names it. Like a team file, a scenario may not name a skill LRB6 does not have: it would
 * be silently ignored in play. */
function catalogued(name: string, where: string): string {
  const skill = findSkill(name);
  if (!skill) throw new ScenarioError(`${where}: expected the name of an LRB6 skill in the catalogue`);
  return skill.name;
}

/** Checks a scenario on a pitch and builds the state fields it sets; errors name the field and the reason. */
export function readScenario(raw: Json, pitch: Pitch): ScenarioStart {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ScenarioError('scenario: expected an object');
  const sc = raw as unknown as Scenario;
  if (sc.from === 'pre-game') sc.players ??= [];
  if (!Array.isArray(sc.players)) throw new ScenarioError('scenario.players: expected a list of players');
  const players: Player[] = [];
  const ids = new Set<string>();
  const squares = new Set<number>();
  sc.players.forEach((sp, i) => {
    const where = `scenario.players[${i}]`;
    if (sp.side !== 'home' && sp.side !== 'away') throw new ScenarioError(`${where}.side: "home" or "away"`);
    if (!Number.isInteger(sp.number) || sp.number < 1) throw new ScenarioError(`${where}.number: a shirt number from 1`);
    for (const k of ['ma', 'st', 'ag', 'av'] as const) {
      if (!Number.isInteger(sp[k]) || sp[k] < 0 || sp[k] > 12) throw new ScenarioError(`${where}.${k}: a whole number 0-12`);
    }
    const id = `${sp.side}-${sp.number}`;
    if (ids.has(id)) throw new ScenarioError(`${where}: another player has the same side and number`);
    ids.add(id);
    const place = sp.place ?? 'pitch';
    if (place === 'pitch') {
      if (!Number.isInteger(sp.x) || !Number.isInteger(sp.y) || !onPitch(pitch, sp.x!, sp.y!)) {
        throw new ScenarioError(`${where}: x,y must be a square on the ${pitch.width}x${pitch.height} pitch${pitch.board.open ? '' : ', not rock'}`);
      }
      const key = sp.y! * pitch.width + sp.x!;
      if (squares.has(key)) throw new ScenarioError(`${where}: its square already holds a player`);
      squares.add(key);
    }
    const stance = sp.stance ?? 'standing';
    if (!['standing', 'prone', 'stunned'].includes(stance)) throw new ScenarioError(`${where}.stance: standing, prone or stunned`);
    if (sp.skills !== undefined && (!Array.isArray(sp.skills) || sp.skills.some((s) => typeof s !== 'string'))) {
      throw new ScenarioError(`${where}.skills: a list of skill names`);
    }
    const skills = (sp.skills ?? []).map((name, j) => catalogued(name, `${where}.skills[${j}]`));
    players.push(
      newPlayer(sp.side, sp.number, {
        name: sp.name ?? `${sp.side === 'home' ? 'Home' : 'Away'} ${sp.number}`,
        position: sp.position ?? 'Lineman',
        ma: sp.ma,
        st: sp.st,
        ag: sp.ag,
        av: sp.av,
        skills,
        place,
        x: place === 'pitch' ? sp.x : -1,
        y: place === 'pitch' ? sp.y : -1,
        stance: place === 'pitch' ? stance : 'standing',
        ...(typeof sp.race === 'string' ? { race: sp.race } : {}),
      }),
    );
  });
  const active = sc.active ?? 'home';
  if (active !== 'home' && active !== 'away') throw new ScenarioError('scenario.active: "home" or "away"');
  const turn = sc.turn ?? 1;
  if (!Number.isInteger(turn) || turn < 1 || turn > 8) throw new ScenarioError('scenario.turn: 1 to 8');
  const half = sc.half ?? 1;
  if (half !== 1 && half !== 2) throw new ScenarioError('scenario.half: 1 or 2');
  const weather = sc.weather ?? 'nice';
  if (!WEATHERS.includes(weather)) throw new ScenarioError(`scenario.weather: one of ${WEATHERS.join(', ')}`);
  const from = sc.from ?? 'turn';
  if (!['turn', 'kick-off', 'pre-game'].includes(from)) throw new ScenarioError('scenario.from: turn, kick-off or pre-game');
  const end = sc.end ?? (from === 'pre-game' ? 'match' : 'half');
  if (!['turn', 'half', 'match'].includes(end)) throw new ScenarioError('scenario.end: turn, half or match');
  const teams = {} as Record<Side, Team>;
  // Team counts are checked before any team is built: an out-of-range score would otherwise end up on the board.
  const counts: [keyof Scenario, number][] = [['score', 99], ['rerolls', 8], ['bribes', 9], ['fame', 2]];
  for (const [k, max] of counts) {
    const given = sc[k] as Record<string, unknown> | undefined;
    if (given === undefined) continue;
    if (!given || typeof given !== 'object' || Array.isArray(given) || Object.keys(given).some((s) => s !== 'home' && s !== 'away')) {
      throw new ScenarioError(`scenario.${k}: an object with "home" and "away"`);
    }
    for (const side of SIDES) {
      const n = given[side];
      if (n !== undefined && (!Number.isInteger(n) || (n as number) < 0 || (n as number) > max)) throw new ScenarioError(`scenario.${k}.${side}: a whole number 0-${max}`);
    }
  }
  for (const side of SIDES) {
    const rr = sc.rerolls?.[side] ?? 0;
    const roster = sc.rosters?.[side] ?? 'scenario';
    if (typeof roster !== 'string') throw new ScenarioError(`scenario.rosters.${side}: a roster id`);
    teams[side] = newTeam(side === 'home' ? 'Home' : 'Away', roster, rr, {
      score: sc.score?.[side] ?? 0,
      apothecary: sc.apothecary?.[side] ?? false,
      bribes: sc.bribes?.[side] ?? 0,
      fame: sc.fame?.[side] ?? 0,
    });
    // The half is under way: a team with a Leader has its Leader re-roll (leader.ts).
    if (players.some((p) => p.side === side && p.skills.includes('Leader'))) teams[side].leader = 1;
  }
  // The turn procedure moves the marker on when the turn starts.
  teams[active].turn = turn - 1;
  const otherSide: Side = active === 'home' ? 'away' : 'home';
  teams[otherSide].turn = Math.max(0, turn + CHOICES.scenarioOtherTurnOffset);
  const ball: Ball = { state: 'out', x: -1, y: -1, carrier: null };
  if (sc.ball) {
    if ('carrier' in sc.ball) {
      const c = players.find((p) => p.id === (sc.ball as { carrier: string }).carrier);
      if (!c || c.place !== 'pitch') throw new ScenarioError('scenario.ball.carrier: expected the id of a player on the pitch, such as "home-3"');
      if (c.stance !== 'standing') throw new ScenarioError('scenario.ball.carrier: the player is not standing, so cannot hold the ball');
      ball.state = 'held';
      ball.carrier = c.id;
      ball.x = c.x;
      ball.y = c.y;
    } else {
      const { x, y } = sc.ball as { x: number; y: number };
      if (!Number.isInteger(x) || !Number.isInteger(y) || !onPitch(pitch, x, y)) throw new ScenarioError('scenario.ball: x,y on the pitch');
      ball.state = 'ground';
      ball.x = x;
      ball.y = y;
      const on = players.find((p) => p.place === 'pitch' && p.x === x && p.y === y && p.stance === 'standing');
      if (on) throw new ScenarioError('scenario.ball: a standing player is on that square; give the ball as {carrier: "<side>-<number>"}');
    }
  }
  if (from === 'kick-off') {
    teams.home.turn = turn - 1;
    teams.away.turn = turn - 1;
  }
  return { players, teams, ball, active, kicking: sc.kicking ?? otherSide, half, weather, end, from };
}
