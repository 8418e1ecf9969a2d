// The rush ruleset: a DreadBall-style hex game (seed 003, completed by facts.md §3) on the arena board
// (boards/arena.json). Rules are one file each; the action table is actions.ts.

import { ROLE_TEXT } from './roles';
import { deepClone } from '../../core/clone';
import { describeEvent } from './describe';
import type { Ruleset } from '../../core/engine';
import { OptionsError, type OptionsSchema } from '../../core/options';
import type { BaseState } from '../../core/types';
import { allProcedures } from './actions';
import { askingProcedures, asks } from './ask';
import { cardProcedures, startingAssets } from './cards';
import { freeAction } from './activation';
import { pitch, RUSH_BOARDS } from './board';
import { LANDSLIDE, match, RUSHES, SUDDEN_DEATH_RUSHES } from './match';
import { threatHexes } from './threat';
import { boardData } from '../../core/view';
import { rush } from './rush';
import { applyScenario, isPosition, type Scenario } from './scenario';
import { forward, setup } from './setup';
import { SEATS, type Player, type RushState, type Side } from './state';
import { TEAMS } from './teams';
import { loadRushTeam, type Fielded } from './teamfile';

export const RUSH_VERSION = 1;

const options: OptionsSchema = {
  home: { type: 'json', default: 'trontek-29ers', description: `home team: ${TEAMS.map((t) => t.id).join(', ')}, or a team file (teamfile.ts)` },
  away: { type: 'json', default: 'greenmoon-smackers', description: 'away team (the Visitor): a team id or a team file' },
  board: { type: 'json', default: 'arena', description: 'the pitch: a board id (arena) or a board of your own' },
  declareOne: { type: 'boolean', default: false, description: 'the rushing coach declares which direction is "1" before each scatter, as at the table (off: direction 1 of the board, and nobody is asked; the odds are the same)' },
  killedAt4: { type: 'boolean', default: false, description: 'later editions (facts.md §3.4): 4 or more unsaved hits on an armour check kill the player (off: he goes to the Sin Bin for 1 rush per hit)' },
  coachingDice: { type: 'boolean', default: false, addedLater: true, description: 'coaching dice (facts.md §3.1): each team starts with its assets\' dice (1 each) and its coach may add one to any test of his before rolling; the die is then spent (off: no coaching dice, nobody is asked)' },
  cards: { type: 'boolean', default: false, addedLater: true, description: 'cards, with an ASSUMED deck of 30 Action cards (the real cards are not public; no Events, no Ref): starting cards from the teams\' assets (2 and 1), "Buy a card" for a token, and a card played as one extra token-free action, at most 1 per player per rush' },
  cardReroll: { type: 'boolean', default: false, addedLater: true, description: '2nd-edition variant (needs cards): discard a card to re-roll one of your own dice, offered after a failed test or a lost or drawn opposed one' },
  declineScatter: { type: 'boolean', default: false, addedLater: true, description: '2nd-edition variant: a player may decline a scattering ball (it scatters on) instead of having to try to catch it' },
  suddenDeathRushes: { type: 'number', default: SUDDEN_DEATH_RUSHES, min: 1, max: 100, integer: true, description: 'Sudden Death lasts at most this many rushes, then the match is a draw (so that every match ends)' },
};

function players(f: Fielded, side: Side): Player[] {
  return f.lineup.map(({ position, num, name }) => ({
    id: `${SEATS[side]}-${num}`,
    team: side,
    num,
    name,
    role: position.role,
    stats: { ...position.stats },
    at: 'bench',
    x: -1,
    y: -1,
    facing: forward(side),
    down: false,
    sin: 0,
    tokens: 0,
  }));
}

export const rushRuleset: Ruleset<RushState> = {
  id: 'rush',
  name: 'Rush (DreadBall-style hex game)',
  version: RUSH_VERSION,
  grid: { kind: 'hex', width: RUSH_BOARDS.byId.arena.width, height: RUSH_BOARDS.byId.arena.height },
  boards: RUSH_BOARDS,
  seats: [...SEATS],
  options,
  rosters: TEAMS.map((t) => ({ id: t.id, name: t.name })),
  procedures: askingProcedures({ match, setup, rush, 'free-action': freeAction, ...cardProcedures, ...allProcedures() }),
  setup(base: BaseState): RushState {
    const home = loadRushTeam(base.options.home, 'home');
    const away = loadRushTeam(base.options.away, 'away');
    if (base.options.cardReroll && !base.options.cards) throw new OptionsError('option "cardReroll": needs option "cards" (a card is discarded to re-roll)');
    const s: RushState = {
      ...base,
      teams: [{ id: home.team.id, name: home.team.name }, { id: away.team.id, name: away.team.name }],
      players: [...players(home, 0), ...players(away, 1)],
      ball: { inPlay: false, x: -1, y: -1, carrier: null },
      rush: 0,
      active: 0,
      track: 0,
      tokens: 0,
      suddenDeath: false,
      rushOver: null,
      action: null,
    };
    // Only matches with these options carry their fields, so the matches recorded without them replay unchanged.
    if (base.options.coachingDice || base.options.cards) s.assets = startingAssets(base.options, [home.team, away.team]);
    if (asks(base.options)) s.answers = [];
    const sc = base.options.scenario as Scenario | null;
    if (isPosition(sc)) {
      applyScenario(s, sc);
      s.stack.push({ p: 'match', stage: 'play' });
      s.stack.push({ p: 'rush', stage: 'actions' });
    } else {
      s.stack.push({ p: 'match', stage: 'start' });
    }
    return s;
  },
  view(s: RushState) {
    const b = pitch(s);
    return {
      // The pitch as its data (core/view.ts): its areas (strike zones and bands) and the features on its hexes
      // (Strike, Bonus, launch, entrance and bounce hexes), listed again below in the shape the app draws.
      board: boardData(b),
      features: b.features.map((f) => ({ x: f.x, y: f.y, kind: f.kind, ...(f.number !== undefined ? { label: String(f.number) } : {}), ...(f.side ? { side: f.side } : {}) })),
      teams: s.teams,
      players: s.players.map((p) => ({
        id: p.id,
        team: SEATS[p.team],
        side: SEATS[p.team],
        number: p.num,
        name: p.name,
        role: p.role,
        stats: { ...p.stats },
        at: p.at,
        place: p.at,
        x: p.x,
        y: p.y,
        facing: p.facing,
        down: p.down,
        stance: p.down ? 'down' : 'standing',
        tokens: p.tokens,
        threat: threatHexes(p).map((h) => [h.x, h.y]),
      })),
      ball: { ...s.ball },
      rush: s.rush,
      rushes: RUSHES,
      active: SEATS[s.active],
      track: s.track,
      landslide: LANDSLIDE,
      tokens: s.tokens,
      suddenDeath: s.suddenDeath,
      ...(s.assets ? { coachingDice: { home: s.assets.dice[0], away: s.assets.dice[1] }, cards: { home: s.assets.hands[0].length, away: s.assets.hands[1].length, deck: s.assets.deck.length } } : {}),
    };
  },
  describe: describeEvent,
  glossary: ROLE_TEXT,
  clone(s: RushState): RushState {
    return {
      ...s,
      rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
      script: s.script.slice(),
      stack: deepClone(s.stack),
      players: s.players.map((p) => ({ ...p })),
      ball: { ...s.ball },
      action: s.action && { ...s.action },
      result: s.result && deepClone(s.result),
      ...(s.assets ? { assets: deepClone(s.assets) } : {}),
      ...(s.answers ? { answers: deepClone(s.answers) } : {}),
    };
  },
};
