// One line in plain words for each event the ball rules emit, for the match log (the ruleset's `describe` asks here
// for the events it does not know).

import type { Event } from '../../../core/types';

const RANGE_NAMES: Record<string, string> = { quick: 'a Quick Pass', short: 'a Short Pass', long: 'a Long Pass', bomb: 'a Long Bomb' };
const at = (e: Event) => `${(e as { x?: number }).x},${(e as { y?: number }).y}`;

export function describeBallEvent(e: Event): string | undefined {
  switch (e.type) {
    case 'pass':
      return `${e.thrower} throws ${e.hailMary ? 'a Hail Mary Pass' : (RANGE_NAMES[e.range as string] ?? 'a pass')} to ${at(e)}${e.dumpOff ? ' (Dump-Off)' : ''}`;
    case 'pass-accurate':
      return `the pass is accurate: the ball comes down on ${at(e)}`;
    case 'pass-inaccurate':
      return `the pass is off target and scatters from ${at(e)}`;
    case 'ball-scatters':
      return `the ball scatters to ${at(e)}`;
    case 'fumble':
      return `${e.who} fumbles the ball`;
    case 'pass-block':
      return `${e.who} uses Pass Block to move to ${(e.to as { x: number; y: number }).x},${(e.to as { x: number; y: number }).y}`;
    case 'interceptor-declared':
      return `${e.who} goes for the interception`;
    case 'interception':
      return `INTERCEPTION by ${e.who}!`;
    case 'interception-cancelled':
      return `${e.by}'s Safe Throw beats ${e.who}'s interception`;
    case 'completion':
      return `pass completed: ${e.thrower} to ${e.receiver}`;
    case 'ball-caught':
      return `${e.who} catches the ball`;
    case 'ball-dropped':
      return `${e.who} drops the ball`;
    case 'catch-declined':
      return `${e.who} lets the ball go`;
    case 'diving-catch':
      return `${e.who} dives for the ball`;
    case 'ball-bounces':
      return `the ball bounces to ${at(e)}`;
    case 'ball-rests':
      return `the ball comes to rest on ${at(e)}`;
    case 'ball-out':
      return `the ball goes into the crowd from ${at(e)}`;
    case 'throw-in':
      return `the crowd throws the ball back in from ${at(e)}, ${e.distance} squares${e.land ? ` to ${(e.land as { x: number; y: number }).x},${(e.land as { x: number; y: number }).y}` : ', and off the pitch again'}`;
    case 'throw-in-intercepted':
      return `${e.who} snatches the throw-in out of the air`;
    case 'ball-picked-up':
      return `${e.who} picks up the ball`;
    case 'handoff':
      return e.to === 'crowd' ? `${e.giver} hands the ball off into the crowd` : `${e.giver} hands the ball off to ${e.to}`;
    case 'ttm':
      return `${e.thrower} throws ${e.thrown} toward ${at(e)}`;
    case 'ttm-fumble':
      return `${e.thrower} fumbles the throw: ${e.thrown} stays put`;
    case 'landed-on':
      return `${e.who} lands on ${e.on}`;
    case 'thrown-into-crowd':
      return `${e.who} is thrown into the crowd`;
    case 'landed':
      return `${e.who} lands on his feet at ${at(e)}`;
    default:
      return undefined;
  }
}
