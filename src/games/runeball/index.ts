// The runeball ruleset: the Runebearer sports expansion (seed 000) on a 31x15 hex field.

import { SKILL_TEXT } from './words';
import { deepClone } from '../../core/clone';
import type { Ctx, Ruleset } from '../../core/engine';
import { OptionsError, type OptionsSchema } from '../../core/options';
import type { BaseState, Event, Json } from '../../core/types';
import { land } from './ball';
import { block } from './block';
import { maxHits, ROUNDS_PER_HALF, RUNEBEARER } from './config';
import { describeEvent } from './describe';
import { fieldGoalProc, quickKick } from './fieldgoal';
import { FIELD, type Team } from './field';
import { keshat } from './keshat';
import { kickoff, setup } from './kickoff';
import { match } from './match';
import { handoff, pass } from './pass';
import { ROSTERS, roster } from './rosters';
import { free, round } from './rounds';
import { applyScenario, scenarioFrames, type Scenario } from './scenario';
import type { Player, RuneballState } from './state';
import { stoppage } from './substitutions';
import { TeamFileError, validateTeam, type TeamFile } from './teamfile';
import { turn } from './turn';
import { view } from './view';

export const RUNEBALL_VERSION = 1;

const options: OptionsSchema = {
  home: { type: 'json', default: 'bostonia-bulls', description: `home team: a roster id (${ROSTERS.map((r) => r.id).join(', ')}) or a team file object` },
  away: { type: 'json', default: 'kethra-ravens', description: 'away team: a roster id or a team file object' },
  testDie: { type: 'enum', values: [...RUNEBEARER.testDice], default: RUNEBEARER.testDie, description: 'the die of every skill test (Runebearer: d20)' },
  refereePER: { type: 'number', default: RUNEBEARER.refereePER, min: 1, max: 30, integer: true, description: "the referee's PER, which fouls are tested against (seed: typically 10)" },
  roundsPerHalf: { type: 'number', default: ROUNDS_PER_HALF, min: 1, max: 100, integer: true, description: 'combat rounds in each half (the seed gives no length)' },
  zoneOfControl: { type: 'boolean', default: true, description: 'a player entering a hex next to a standing opponent stops there' },
  blitzing: { type: 'boolean', default: true, description: 'players may blitz to preempt an opponent (seed: BLITZING)' },
  holding: { type: 'boolean', default: true, description: 'players may hold their action to act later in the round' },
  sidelineSubstitutions: { type: 'boolean', default: true, description: 'a player may run off his own sideline and a substitute enter there next round' },
  carrying: { type: 'boolean', default: true, description: 'a knocked-out or badly hurt player may be carried by a team-mate (seed: CARRYING ANOTHER PLAYER)' },
  freeActivationOnKnockdown: { type: 'boolean', default: false, description: 'every knockdown a block scores gives the blocking team a free activation, not only one that knocks the ball loose' },
};

function loadTeam(v: Json, side: string): TeamFile {
  if (typeof v === 'string') {
    const r = roster(v);
    if (!r) throw new OptionsError(`option "${side}": expected a roster id (known: ${ROSTERS.map((x) => x.id).join(', ')})`);
    return r;
  }
  try {
    return validateTeam(v);
  } catch (e) {
    if (e instanceof TeamFileError) throw new OptionsError(`option "${side}": ${e.message}`);
    throw e;
  }
}

function players(team: TeamFile, t: Team, first: number): Player[] {
  return team.players.map((tp, i) => ({
    id: first + i,
    team: t,
    num: tp.number,
    name: tp.name,
    role: tp.role ?? '',
    a: { ...tp.attributes },
    sk: { ...tp.skills },
    mv: (tp.maneuvers ?? []).slice(),
    at: 'bench',
    x: -1,
    y: -1,
    f: t === 0 ? 2 : 5,
    prone: false,
    hits: maxHits(tp.attributes),
    wd: 0,
    pen: 0,
    slow: false,
    def: 0,
    dive: false,
    rr: {},
    carry: -1,
    acted: false,
    held: false,
    ini: 0,
  }));
}

export const runeball: Ruleset<RuneballState> = {
  id: 'runeball',
  name: 'Runeball (Runebearer sports expansion)',
  version: RUNEBALL_VERSION,
  grid: { kind: 'hex', width: FIELD.width, height: FIELD.height },
  seats: ['home', 'away'],
  options,
  rosters: ROSTERS.map((r) => ({ id: r.id, name: r.name })),
  procedures: { match, keshat, kickoff, setup, round, free, turn, block, pass, handoff, land, 'field-goal': fieldGoalProc, 'quick-kick': quickKick, stoppage },
  setup(base: BaseState): RuneballState {
    const home = loadTeam(base.options.home, 'home');
    const away = loadTeam(base.options.away, 'away');
    const all = [...players(home, 0, 0), ...players(away, 1, home.players.length)];
    // The first seven of each roster start on the field (the line-up is completed at each kick-off).
    for (const t of [0, 1]) all.filter((p) => p.team === t).slice(0, 7).forEach((p) => (p.at = 'field'));
    const s: RuneballState = {
      ...base,
      teams: [{ id: home.id, name: home.name }, { id: away.id, name: away.name }],
      players: all,
      ball: { x: -1, y: -1, st: 'rest', by: -1, last: 0, touch: -1 },
      score: [0, 0],
      half: 1,
      round: 0,
      kicking: 0,
      choice: null,
      stop: null,
      free: null,
      endTurn: false,
      entry: [null, null],
      xp: all.map(() => ({ c: [], td: 0, ko: 0, played: false })),
      active: -1,
    };
    const sc = base.options.scenario as Scenario | null;
    if (sc && (sc.players || sc.turn || sc.kickoff || sc.ball)) {
      applyScenario(s, sc);
      s.stack.push({ p: 'match', stage: 'play' });
      const ctx: Ctx<RuneballState> = { state: s, events: [], ruleset: runeball };
      scenarioFrames(ctx, sc);
    } else {
      s.stack.push({ p: 'match', stage: 'start' });
    }
    return s;
  },
  view,
  /** Search copies a state thousands of times. What play never changes in place is shared: the options, team names,
   * a player's attributes, skills and maneuvers, and the pending decision (replaced, never edited). */
  clone(s: RuneballState): RuneballState {
    return {
      ...s,
      rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
      script: s.script.slice(),
      stack: deepClone(s.stack),
      players: s.players.map((p) => ({ ...p, rr: { ...p.rr } })),
      ball: { ...s.ball },
      score: [s.score[0], s.score[1]],
      choice: s.choice && { ...s.choice },
      entry: [s.entry[0] && { ...s.entry[0] }, s.entry[1] && { ...s.entry[1] }],
      xp: s.xp.map((x) => ({ ...x, c: x.c.slice() })),
      result: s.result && deepClone(s.result),
    };
  },
  glossary: SKILL_TEXT,
  describe(event: Event, state?: RuneballState): string | undefined {
    return describeEvent(event, state);
  },
};
