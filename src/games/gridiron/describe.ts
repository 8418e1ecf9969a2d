// One line in plain words for each event the match rules emit, for the log a person reads (the CLI's play and
// replay). Roll events have the kernel's generic wording; the ball rules describe their own events.

import type { Event } from '../../core/types';
import { rerollSource, rollWords } from './words';
import { describeBallEvent } from './ball/index';

const sq = (e: Event) => `${(e as { x?: number }).x},${(e as { y?: number }).y}`;

export function describeEvent(e: Event): string | undefined {
  switch (e.type) {
    case 'inducements':
      return `${e.side} induces: ${(e.bought as string[]).join(', ')}`;
    case 'master-chef':
      return `${e.side}'s Halfling Master Chef: ${e.gained} re-roll${e.gained === 1 ? '' : 's'} gained, ${e.stolen} taken from ${e.from}`;
    case 'igor':
      return `Igor tends ${e.player}: the Regeneration roll is taken again`;
    case 'wizard':
      return `${e.side}'s wizard casts ${e.spell === 'fireball' ? 'a Fireball' : 'a Lightning Bolt'}${e.player ? ` at ${e.player}` : ` on ${sq(e)}`}`;
    case 'fame':
      return `FAME: home ${e.home}, away ${e.away}`;
    case 'weather':
      return `the weather: ${String(e.weather).replace('-', ' ')}`;
    case 'coin-toss':
      return `away calls ${e.call}; ${e.winner} wins the toss`;
    case 'kick-or-receive':
      return `${e.side} chooses to ${e.choice}`;
    case 'half':
      return `half ${e.half}: ${e.kicking} kicks off`;
    case 'setup':
      return `${e.side} is set up`;
    case 'kick':
      return `${e.side} kicks off toward ${sq(e)}`;
    case 'kick-deviates':
      return `the kick comes down over ${sq(e)}${e.reason ? ` (${e.reason})` : ''}`;
    case 'riot':
      return `Riot! the turn markers move ${(e.turns as number) > 0 ? 'on' : 'back'} one`;
    case 'extra-reroll':
      return `${e.side} gains a team re-roll (${e.reason})`;
    case 'rock':
      return `a rock hits ${e.player}`;
    case 'stunned':
      return `${e.player} is stunned (${e.reason})`;
    case 'knocked-out':
      return `${e.player} is KO'd (${e.reason})`;
    case 'touchback':
      return `touchback: the ball goes to ${e.player}`;
    case 'turn':
      return `${e.side} turn ${e.turn} (half ${e.half})${e.free ? ': Blitz! free turn' : ''}`;
    case 'turn-end':
      return `${e.side} turn ends${e.turnover ? ' (turnover)' : ''}`;
    case 'action':
      return `${e.player} takes a ${e.action} action`;
    case 'stab':
      return `${e.attacker} stabs ${e.defender}`;
    case 'hypnotised':
      return `${e.by} hypnotises ${e.player}: no tackle zone until his next action`;
    case 'bite':
      return `${e.player} bites ${e.thrall}`;
    case 'blood-lust':
      return `${e.player} ${e.note}`;
    case 'action-changed':
      return `${e.player} takes a ${e.action} action instead (${e.reason})`;
    case 'trait-failed':
      return `${e.player} fails the ${e.skill} roll`;
    case 'stand-up':
      return `${e.player} stands up`;
    case 'move':
      return `${e.player} moves to ${sq(e)}${e.reason ? ` (${e.reason})` : ''}${e.leap ? ' (Leap)' : ''}${e.shadowing ? ' (Shadowing)' : ''}`;
    case 'push-collision':
      return `${e.player} is pushed into ${e.into}: result ${e.result}`;
    case 'held':
      return `${e.player} is held firm at ${sq(e)} (Tentacles)`;
    case 'diving-tackle':
      return `${e.player} dives at ${e.against} (Diving Tackle)`;
    case 'block':
      return `${e.attacker} blocks ${e.defender}: ST ${e.strength} against ${e.against}, ${e.dice} ${e.dice === 1 ? 'die' : 'dice'}${e.picker === 'defender' && (e.dice as number) > 1 ? ', defender picks' : ''}`;
    case 'block-result':
      return `block result: ${e.face}`;
    case 'pushed':
      return `${e.player} is pushed to ${sq(e)}`;
    case 'crowd':
      return `${e.player} is pushed into the crowd`;
    case 'follow-up':
      return `${e.player} follows up to ${sq(e)}`;
    case 'skill':
      return `${e.player}: ${e.skill}${e.note ? ` (${e.note})` : ''}`;
    case 'knocked-down':
      return `${e.player} is knocked down`;
    case 'piling-on':
      return `${e.player} piles on`;
    case 'casualty':
      return `${e.player} is a casualty: ${e.result} (${e.effect})`;
    case 'regenerated':
      return `${e.player} regenerates and goes to the reserves`;
    case 'apothecary':
      return `the apothecary treats ${e.player}${e.result ? `: ${e.result}` : ''}`;
    case 'foul':
      return `${e.fouler} fouls ${e.target}`;
    case 'referee':
      return `the referee spots ${e.player}`;
    case 'sent-off':
      return `${e.player} is sent off${e.reason ? ` (${e.reason})` : ''}`;
    case 'bomb':
      return `${e.bomber} throws a bomb at ${sq(e)}`;
    case 'bomb-fumbled':
      return `${e.bomber} fumbles the bomb`;
    case 'bomb-explodes':
      return `the bomb explodes on ${sq(e)}`;
    case 'bomb-in-crowd':
      return 'the bomb lands in the crowd';
    case 'ttm-fumbled':
      return `${e.thrown} squirms free of ${e.player}`;
    case 'touchdown':
      return `TOUCHDOWN for ${e.side} by ${e.player}! (${(e.score as { home: number }).home}-${(e.score as { away: number }).away})`;
    case 'drive-end':
      return 'the drive ends';
    case 'final-whistle':
      return `final whistle (${e.reason}): ${(e.score as { home: number }).home}-${(e.score as { away: number }).away}`;
    case 'after-match': {
      const r = e.report as { mvp: { home: string | null; away: string | null } };
      return `after the match: MVPs ${r.mvp.home ?? 'none'} (home) and ${r.mvp.away ?? 'none'} (away)`;
    }
    case 'reroll':
      return `${e.who} re-rolls the ${rollWords(String(e.rule))} (${rerollSource(e.use)})`;
    case 'turnover':
      return `Turnover! ${e.reason}`;
    case 'kick-off-done':
      return 'the kick-off is over: the receiving team takes its turn';
    case 'half-time':
      return `half time (${(e.score as { home: number }).home}-${(e.score as { away: number }).away})`;
    default:
      return describeBallEvent(e);
  }
}
