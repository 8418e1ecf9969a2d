// Plain words for runeball's own events, for logs.

import { count } from './words';
import type { Event } from '../../core/types';
import { SEATS, type RuneballState } from './state';

type E = Record<string, any>;

export function describeEvent(event: Event, s?: RuneballState): string | undefined {
  const e = event as E;
  const who = (id: unknown) => {
    if (typeof id !== 'number') return 'someone';
    const p = s?.players[id];
    return p ? `${SEATS[p.team]} #${p.num} ${p.name}` : `player ${id}`;
  };
  const team = (t: unknown) => (typeof t === 'number' ? SEATS[t] ?? String(t) : String(t));
  const at = (h: E | undefined) => (h ? `(${h.x}, ${h.y})` : '');
  const score = (sc: unknown) => (Array.isArray(sc) ? ` (${sc[0]}-${sc[1]})` : '');
  switch (e.type) {
    case 'keshat': return `${team(e.winner)} wins the Keshat ${e.rolls?.join(' to ')}${e.keshat ? ': a Keshat! First and second choice' : ''}`;
    case 'choice': return `${team(e.team)} chooses to ${e.choice}`;
    case 'drive': return `${team(e.kicking)} kicks off (half ${e.half})`;
    case 'formation': return `${team(e.team)} lines up in the standard formation`;
    case 'kickoff': return `${who(e.kicker)} kicks off at ${at(e.target)}, margin ${e.margin}: ${e.scatter === 'out' ? 'the kick sails out of bounds' : `scatters ${e.scatter}`}`;
    case 'scatter': return `the ball scatters ${count(e.dist, 'hex', 'hexes')} to ${at(e.to)}${e.out ? ', out of bounds' : ''}`;
    case 'round': return `half ${e.half}, round ${e.round}`;
    case 'round-end': return `end of round ${e.round}`;
    case 'turn': return `${who(e.player)}${e.blitz ? ' blitzes' : e.free ? ' takes a free activation' : ' acts'}`;
    case 'turn-end': return `${who(e.player)} is done`;
    case 'hold': return `${who(e.player)} holds his action`;
    case 'blitz': return `${who(e.player)} blitzes`;
    case 'move': return `${who(e.player)} moves to ${at(e.path?.[e.path.length - 1])}`;
    case 'stand': return `${who(e.player)} ${e.jumpUp ? 'jumps up' : 'stands up'}`;
    case 'hurdle': return `${who(e.player)} hurdles to ${at(e.to)}`;
    case 'vault': return `${who(e.player)} vaults to ${at(e.to)}`;
    case 'block': return `${who(e.attacker)} ${e.kind === 'block' ? 'blocks' : `uses ${e.kind} on`} ${who(e.defender)}: margin ${e.margin}, ${e.result}`;
    case 'knockback': return `${who(e.player)} is knocked back to ${at(e.to)}`;
    case 'pushed-out': return `${who(e.player)} is pushed out of bounds and falls in his hex`;
    case 'knockdown': return `${who(e.player)} is knocked down (${e.why})`;
    case 'damage': return `${who(e.player)} takes ${e.damage} damage (${e.hits} hits left)${e.wound ? ', a wound' : ''}`;
    case 'damage-roll': return `${who(e.player)}: ${e.note}`;
    case 'wound': return `${who(e.player)} suffers a ${e.severity} wound`;
    case 'knockout': return `${who(e.player)} is knocked out`;
    case 'shake-it-off': return `${who(e.player)} shakes it off (${e.hits} hits)`;
    case 'fumble': return `fumble by ${team(e.team)}: ${e.why}`;
    case 'bounce': return `the ball bounces to ${at(e.to)}`;
    case 'ball-lands': return `the ball hits the ground at ${at(e.at)}`;
    case 'pickup': return `${who(e.player)} has the ball`;
    case 'catch': return `${who(e.player)} catches the ball`;
    case 'dropped': return `${who(e.player)} drops the ball`;
    case 'aside': return `${who(e.player)} steps aside to ${at(e.to)}`;
    case 'tip': return `${who(e.player)} tips the ball to ${at(e.to)}`;
    case 'dive': return `${who(e.player)} dives ${count(e.hexes, 'hex', 'hexes')} to ${at(e.to)}`;
    case 'pass': return `${who(e.passer)} passes to ${who(e.receiver)}: ${e.result}`;
    case 'interception': return `${who(e.player)} intercepts!`;
    case 'handoff': return `${who(e.giver)} hands off to ${who(e.receiver)}`;
    case 'quick-kick': return `${who(e.player)} quick-kicks the ball ${e.dist} hexes`;
    case 'block-kick': return `${who(e.player)} leaps to block the kick`;
    case 'kick-blocked': return `${who(e.player)} blocks the kick`;
    case 'field-goal-missed': return `${who(e.player)} misses the field goal`;
    case 'touchdown': return `TOUCHDOWN ${team(e.team)}! ${who(e.player)} scores ${e.points}${score(e.score)}`;
    case 'field-goal': return `FIELD GOAL ${team(e.team)}! ${who(e.player)} scores ${e.points}${score(e.score)}`;
    case 'turnover': return `turnover: ${team(e.team)} scores ${e.points} (${e.reason})${score(e.score)}`;
    case 'foul-seen': return e.why;
    case 'ejected': return `${who(e.player)} is ejected from the game`;
    case 'carry': return `${who(e.player)} picks up ${who(e.target)}`;
    case 'leave': return `${who(e.player)} runs off the sideline at ${at(e.at)}`;
    case 'substitute': return `${who(e.player)} comes on at ${at(e.at)}`;
    case 'substitution': return `${team(e.team)} substitution: ${who(e.in)} on${e.out !== undefined ? `, ${who(e.out)} off` : ''}`;
    case 'stoppage': return `stoppage in play (${e.why})`;
    case 'halftime': return `halftime${score(e.score)}`;
    case 'full-time': return `full time${score(e.score)}`;
    default: return undefined;
  }
}
