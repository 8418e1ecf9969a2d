// The gridiron ruleset: a Blood Bowl-style match under LRB6, seed 001 word for word for the ball. Options pick the
// two teams (a roster id or a team file) and the few optional rules; a scenario sets up any position instead.

import { SKILLS } from './skills';
import type { Ruleset } from '../../core/engine';
import type { BaseState } from '../../core/types';
import { actionProcedure } from './action';
import { ballProcedures } from './ball/index';
import { ballChainProcedure } from './ballchain';
import { blockProcedure } from './block';
import { bombProcedure } from './bomb';
import { describeEvent } from './describe';
import { shownInterceptors } from './ball/shown-interceptors';
import { useFastPaths } from './fast/index';
import { foulProcedure } from './foul';
import { induce } from './inducements/index';
import { injuryProcedure, knockdownProcedure } from './injury';
import { kickoffProcedure } from './kickoff';
import { driveProcedure, matchProcedure, newDriveFrame, newMatchFrame } from './match';
import { stepProcedure } from './move';
import { pregameProcedure } from './pregame';
import { testProcedure } from './reroll';
import { ROSTER_INFO } from './rosters/index';
import { readScenario } from './scenario';
import { GRIDIRON_BOARDS, pitchOf } from './pitch';
import { setupProcedure } from './setup';
import { cloneState, type GState, type Side } from './state';
import { buildTeam } from './teams';
import { turnProcedure } from './turn';
import { wizardProcedure } from './wizard';
import { gridironView } from './view';

export const GRIDIRON_VERSION = 1;

/** The procedures a game built on gridiron may put its own in place of, by their frame names (src/core/extend.ts).
 * The match pushes `pregame` once, then each drive `setup` for both teams and `kickoff` (which brings the ball into
 * play); a turn starts `action`s, whose steps are `move` and whose blocks are `block` (the push is part of the block:
 * its squares come from the board, and the `afterPush` moment follows it). The ball's own rules are `pass` (the
 * interception in it), `catch` and `pickup`, and every D6 test with its re-rolls is `test`. The moments a variant may
 * hook are in hooks.ts. */
export const GRIDIRON_PROCEDURES = {
  match: 'gridiron.match',
  drive: 'gridiron.drive',
  pregame: 'gridiron.pregame',
  setup: 'gridiron.setup',
  kickoff: 'gridiron.kickoff',
  turn: 'gridiron.turn',
  action: 'gridiron.action',
  move: 'gridiron.step',
  block: 'gridiron.block',
  knockdown: 'gridiron.knockdown',
  injury: 'gridiron.injury',
  bounce: 'gridiron.bounce',
  throwIn: 'gridiron.throw-in',
  pass: 'gridiron.pass',
  catch: 'gridiron.catch',
  pickup: 'gridiron.pickup',
  test: 'gridiron.test',
} as const;

// The fast paths stand in for the plain rules they copy (fast-paths.ts); a test takes them out to compare.
useFastPaths(true);

export const gridiron: Ruleset<GState> = {
  id: 'gridiron',
  name: 'Gridiron (Blood Bowl-style, LRB6)',
  version: GRIDIRON_VERSION,
  grid: { kind: 'square', width: GRIDIRON_BOARDS.byId.pitch.width, height: GRIDIRON_BOARDS.byId.pitch.height },
  boards: GRIDIRON_BOARDS,
  seats: ['home', 'away'],
  options: {
    home: { type: 'json', default: 'human', description: 'the home team: a roster id (human, orc, ...) or a team file object' },
    away: { type: 'json', default: 'orc', description: 'the away team: a roster id or a team file object' },
    // Retired: every LRB6 skill has its rule, so nothing is left for it to allow. Still accepted (and ignored) so that
    // match records made while it did something, which all carry it, still load and replay.
    allowUnimplementedSkills: {
      type: 'boolean',
      default: false,
      description: 'retired, no effect: every LRB6 skill has its rule (accepted so that older match records still load)',
    },
    turnsPerHalf: { type: 'number', default: 8, min: 1, max: 16, integer: true, description: 'turns per team per half (LRB6: 8)' },
    pushCollisions: {
      type: 'boolean',
      default: false,
      addedLater: true,
      description: 'an optional rule: a player pushed into another rolls a D6 (+/- the ST difference) for who stays, who goes back and who falls (pushcollision.ts)',
    },
    inducements: {
      type: 'json',
      default: null,
      description:
        'inducements bought before the match by the team with the lower team value, up to the difference: {"home": {"babes": 1, "bribes": 1, "extraTraining": 1, "masterChef": 1, "igor": 1, "wanderingApothecaries": 1, "wizard": 1, "mercenaries": [{"position": "Blitzer", "skill": "Tackle"}], "stars": ["Griff Oberwald"]}}',
    },
    weather: {
      type: 'enum',
      values: ['roll', 'sweltering-heat', 'very-sunny', 'nice', 'pouring-rain', 'blizzard'],
      default: 'roll',
      description: 'the weather: rolled before the match (LRB6), or fixed',
    },
  },
  rosters: ROSTER_INFO,
  procedures: {
    ...ballProcedures,
    'gridiron.test': testProcedure,
    'gridiron.match': matchProcedure,
    'gridiron.drive': driveProcedure,
    'gridiron.pregame': pregameProcedure,
    'gridiron.setup': setupProcedure,
    'gridiron.kickoff': kickoffProcedure,
    'gridiron.turn': turnProcedure,
    'gridiron.action': actionProcedure,
    'gridiron.step': stepProcedure,
    'gridiron.block': blockProcedure,
    'gridiron.knockdown': knockdownProcedure,
    'gridiron.injury': injuryProcedure,
    'gridiron.foul': foulProcedure,
    'gridiron.ball-and-chain': ballChainProcedure,
    'gridiron.bomb': bombProcedure,
    'gridiron.wizard': wizardProcedure,
  },
  setup(base: BaseState): GState {
    const scenario = base.options.scenario;
    const fromPregame = !!scenario && (scenario as { from?: string }).from === 'pre-game';
    if (scenario && !fromPregame) {
      const sc = readScenario(scenario, pitchOf(base));
      const s: GState = {
        ...base,
        players: sc.players,
        teams: sc.teams,
        ball: sc.ball,
        half: sc.half,
        active: sc.active,
        firstKicker: sc.half === 1 ? sc.kicking : (sc.kicking === 'home' ? 'away' : 'home'),
        kicking: sc.kicking,
        weather: sc.weather,
        turnover: false,
        acting: null,
      };
      induce(s, base.options.inducements, null);
      s.stack.push(newMatchFrame(sc.end, 'after-drive'));
      if (sc.from === 'kick-off') s.stack.push(newDriveFrame(s, 'recover', sc.kicking === 'home' ? 'away' : 'home', sc.end === 'turn'));
      else s.stack.push(newDriveFrame(s, 'turns', sc.active, sc.end === 'turn'));
      return s;
    }
    const home = buildTeam('home', base.options.home);
    const away = buildTeam('away', base.options.away);
    const s: GState = {
      ...base,
      players: [...home.players, ...away.players],
      teams: { home: home.team, away: away.team },
      ball: { state: 'out', x: -1, y: -1, carrier: null },
      half: 0,
      active: 'away' as Side,
      firstKicker: 'home',
      kicking: 'home',
      weather: 'nice',
      turnover: false,
      acting: null,
    };
    induce(s, base.options.inducements, { home: base.options.home, away: base.options.away });
    s.stack.push(newMatchFrame('match', 'pregame'));
    return s;
  },
  view: gridironView,
  clone: cloneState,
  describe: describeEvent,
  interceptors: shownInterceptors,
  glossary: Object.fromEntries(SKILLS.map((k) => [k.name, k.description])),
};
