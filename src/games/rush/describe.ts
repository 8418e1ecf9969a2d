// Rush's events in a DreadBall coach's words, one short line each, for the app's log and the CLI's: players as
// "Human Striker #1" (the position and its role, so an Orc reads "Orc Guard #3"), teams by name. Without the state
// (a bare list of events) players keep their ids ("home-1") and teams their seats. Roll events are core's.

import type { Event } from '../../core/types';
import type { RushState } from './state';
import { TOKEN_ACTIONS_PER_PLAYER } from './activation';
import { direction, playerName, teamName } from './names';

type E = Record<string, any>;

const at = (h: E | undefined) => (h ? `(${h.x}, ${h.y})` : '(?)');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the player sets out to do with his action (the events that follow say how it goes). */
const ACTION_WORDS: Record<string, string> = {
  run: 'runs',
  sprint: 'sprints',
  slam: 'goes in to Slam',
  steal: 'goes for a Steal',
  throw: 'lines up a Throw',
  standup: 'tries to Stand Up',
  enter: "comes on from the Subs' Bench",
};

const NO_TARGET: Record<string, string> = {
  slam: 'has nobody to Slam: the action ends',
  steal: 'has nobody to steal from: the action ends',
  throw: 'has nobody to throw to and keeps the ball',
};

/** Why a rush ends, as the rush-end event gives it; the team's own doings name the team. */
function rushEndWhy(s: RushState | undefined, e: E): string {
  const why = String(e.why);
  return /^(threw|dropped|failed)/.test(why) && e.team !== undefined ? `the ${teamName(s, e.team)} ${why}` : why;
}

/** The score track from the scoring team's side: "+3" when they lead by 3. */
function trackFor(team: unknown, track: number): string {
  const v = team === 'away' ? -track : track;
  return v === 0 ? 'track level' : `track ${v > 0 ? '+' : ''}${v}`;
}

export function describeEvent(event: Event, s?: RushState): string | undefined {
  const e = event as E;
  const who = (id: unknown) => playerName(s, id);
  const team = (seat: unknown) => teamName(s, seat);
  switch (e.type) {
    case 'place':
      return `${who(e.player)} sets up at ${at(e)}`;
    case 'rush':
      return `${e.suddenDeath ? 'Sudden Death, rush' : 'Rush'} ${e.rush}: the ${team(e.team)} rush`;
    case 'rush-end':
      return `Rush ${e.rush} ends: ${rushEndWhy(s, e)}`;
    case 'sudden-death':
      return 'Sudden Death! The gates close: the first team to score, or the last standing, wins';
    case 'match-end':
      return e.winner === null
        ? `The match is drawn (${e.reason})`
        : `The ${team(e.winner)} win (${e.reason}; ${trackFor(e.winner, e.track)})`;
    case 'action': {
      const what = ACTION_WORDS[e.action] ?? `takes a ${e.action} action`;
      const cost = e.free ? 'a free action' : `${e.token ? `token ${e.token} of ${TOKEN_ACTIONS_PER_PLAYER}; ` : ''}${plural(e.tokens, 'token')} left`;
      return `${who(e.player)} ${what} (${cost})`;
    }
    case 'step':
      return `${who(e.player)} ${e.dash ? 'dashes' : 'steps'} to ${at(e.to)}`;
    case 'fall':
      return `${who(e.player)} falls over at ${at(e)}`;
    case 'enter':
      return `${who(e.player)} comes on through the entrance hex ${at(e)}`;
    case 'stand-up':
      return `${who(e.player)} stands up`;
    case 'slam':
      return `${who(e.player)} slams ${who(e.target)}`;
    case 'steal':
      return `${who(e.player)} tries to steal the ball from ${who(e.target)}`;
    case 'no-target':
      return `${who(e.player)} ${NO_TARGET[e.action] ?? 'has no target: the action ends'}`;
    case 'slamback':
      return `${who(e.player)} slams back`;
    case 'dodge':
      return `${who(e.player)} dodges`;
    case 'face': {
      const ps = (e.players as unknown[]) ?? [];
      return ps.length === 2 ? `${who(ps[0])} and ${who(ps[1])} turn to face each other` : `${who(ps[0])} turns to face his opponent`;
    }
    case 'pushed':
      return `${who(e.player)} is pushed back to ${at(e.to)}`;
    case 'push-blocked':
      return `${who(e.player)} has nowhere to be pushed and stands his ground`;
    case 'follow-up':
      return `${who(e.player)} follows up to ${at(e.to)}`;
    case 'dodge-step':
      return `${who(e.player)} slips away to ${at(e.to)}`;
    case 'knocked-down':
      return `${who(e.player)} is knocked down`;
    case 'armour':
      return e.taken === 0
        ? `${who(e.player)}'s armour holds: all ${plural(e.hits, 'hit')} saved`
        : `${who(e.player)}'s armour saves ${e.saved} of ${plural(e.hits, 'hit')}: ${e.taken} taken`;
    case 'out-of-play':
      return `${who(e.player)} is out of play for ${plural(e.rushes, 'rush', 'rushes')}`;
    case 'killed':
      return `${who(e.player)} is killed!`;
    case 'to-bench':
      return `${who(e.player)} is back on the Subs' Bench`;
    case 'steal-ball':
      return `${who(e.player)} steals the ball from ${who(e.from)}!`;
    case 'knocked-out':
      return `the ball is knocked out of ${who(e.player)}'s hands`;
    case 'throw': {
      const how = plural(e.range, 'hex', 'hexes');
      if (e.strike) return `${who(e.player)} throws at the Strike hex from ${how}: ${e.accurate ? 'on target' : 'wide'}`;
      return `${who(e.player)} passes to ${who(e.target)} (${how}): ${e.accurate ? `accurate, ${plural(e.successes, 'success', 'successes')}` : 'inaccurate'}`;
    }
    case 'strike':
      return `Strike! ${plural(e.points, 'point')} for the ${team(e.team)} (${trackFor(e.team, e.track)})`;
    case 'catch':
      return `${who(e.player)} catches the ball${e.successes >= 2 ? ' cleanly: a free Run or Throw' : ''}`;
    case 'miss':
      return `${who(e.player)} fails to catch the ball`;
    case 'pickup':
      return `${who(e.player)} picks up the ball`;
    case 'drop':
      return `${who(e.player)} drops the ball`;
    case 'launch':
      return `the ball is launched onto ${at(e)}`;
    case 'declare-one':
      return `"1" is declared ${direction(e.dir)}`;
    case 'scatter':
      return `the ball scatters (${e.why}) from ${at(e.from)} to ${at(e.to)}`;
    case 'rebound':
      return `the ball rebounds off the wall at ${at(e)}, now going ${direction(e.dir)}`;
    case 'ball-hits':
      return `the ball hits ${who(e.player)} and bounces off`;
    case 'ball-rests':
      return `the ball comes to rest at ${at(e)}`;
    case 'coaching-die':
      return `${who(e.player)} adds a coaching die to his ${e.test} test (${plural(e.left, 'die', 'dice')} left)`;
    case 'card-bought':
      return `the ${team(e.team)} buy a card (${plural(e.tokens, 'token')} left)`;
    case 'card-played':
      return `the ${team(e.team)} play an Action card: ${who(e.player)} takes an extra action`;
    case 'card-discarded':
      return `the ${team(e.team)} discard a card to re-roll a die`;
    case 'ball-declined':
      return `${who(e.player)} lets the ball go past`;
    default:
      return undefined;
  }
}
