// A block's (or a foul's) whole outcome from the odds engine: the block die the chooser settles on, then the
// defender's fate (standing, prone with his armour holding, stunned, KO'd, a casualty) and whether the attacker
// fell. The rules roll everything (block dice, who picks, Mighty Blow, Claw, Dirty Player, Thick Skull...); this only
// reads what they reported, as the plan's outcome name, and sums the outcomes into the figures a coach asks for.

import { COMPLETED, isCompleted, odds, stateKey, type OddsOptions, type OddsResult } from '../../core/odds';
import type { Game } from '../../core/game';
import type { Event, RollEvent } from '../../core/types';
import { blockPlan, foulPlan } from './odds-plans';
import type { GState } from './state';

/** The defender's fate once known: prone (armour held), stunned, ko, casualty; 'down' before the armour roll. */
type Fate = 'standing' | 'down' | 'prone' | 'stunned' | 'ko' | 'casualty';
const SETTLED: Fate[] = ['prone', 'stunned', 'ko', 'casualty'];

/** What the plan has seen so far, kept on the enumeration's copy of the game (never a real one) so that a later
 * action's outcome can name the die an earlier one chose. Part of the state the enumeration merges branches by. */
interface Seen {
  face?: string;
  fate?: Fate;
  attackerDown?: boolean;
  sentOff?: boolean;
}
const SEEN = 'oddsBlockSeen';
const seenOf = (g: Game): Seen => ({ ...((g as Record<string, unknown>)[SEEN] as Seen | undefined) });

function read(events: Event[], attacker: string, target: string, into: Seen): Seen {
  for (const e of events) {
    if (e.type === 'block-result' && e.defender === target) into.face = e.face as string;
    else if (e.type === 'knocked-down' && e.player === target && !into.fate) into.fate = 'down';
    else if (e.type === 'knocked-down' && e.player === attacker) into.attackerDown = true;
    else if (e.type === 'sent-off' && e.player === attacker) into.sentOff = true;
    else if (e.type === 'roll' && (e as RollEvent).who === target) {
      const r = e as RollEvent;
      if (r.rule === 'gridiron.armour') into.fate = r.outcome === 'holds' ? 'prone' : 'down';
      if (r.rule === 'gridiron.injury') into.fate = r.outcome as Fate;
    }
  }
  return into;
}

function head(s: Seen): string {
  return [s.face, `defender ${s.fate ?? 'standing'}`].filter(Boolean).join('; ');
}
function name(s: Seen): string {
  if (s.attackerDown) return `${head(s)}; attacker down`;
  if (s.sentOff) return `${head(s)}; sent off`;
  return `${COMPLETED}: ${head(s)}`;
}

/** The odds options of a block (or foul) plan by `attacker` on `target`: every outcome named by the die chosen, the
 * defender's fate and the attacker's fall; the choices aim for the defender down with the attacker up. A fall of the
 * attacker on Both Down waits for the defender's fate (his knock-down is resolved first, or after). */
export function blockOptions(attacker: string, target: string): OddsOptions {
  return {
    failure(events, state) {
      const s = read(events, attacker, target, seenOf(state));
      (state as Record<string, unknown>)[SEEN] = s;
      const settled = !!s.fate && SETTLED.includes(s.fate);
      // On Both Down both knock-downs are queued at once, the defender's first: the attacker's, still waiting, says
      // he falls too; an attacker down with the defender not falling is done.
      const falling = !!s.attackerDown || state.stack.some((f) => f.p === 'gridiron.knockdown' && (f as { player?: string }).player === attacker);
      if (s.attackerDown && (s.face !== 'both-down' || !s.fate)) return name(s);
      if (s.sentOff) return name(s);
      // Past the defender's fate the block has nothing left to ask of him (a foul waits for the referee).
      if (settled && s.face) return name({ ...s, attackerDown: falling });
      return null;
    },
    label: (g) => head(seenOf(g)),
    memoKey,
    goal: (o) => isCompleted(o) && !/defender standing/.test(o),
  };
}

/** Once the die is chosen, where anyone stands no longer changes what the plan reports (the squares were pushed to,
 * a crowd push already took the player off the pitch, and the ball's bounces after a fall are not followed), nor do
 * the dice rolled: states that differ only there are merged, so the three push squares and two follow-ups of each
 * knock-down share one enumeration of the armour and injury rolls. At the choice of a die the faces offered are all
 * the dice still decide (the odds engine keys such a choice with what it offers, and each face taken by itself). */
function memoKey(g: Game): string {
  const picking = g.pending?.kind === 'block-die';
  const chosen = !!seenOf(g).face;
  if (!picking && !chosen) return stateKey(g);
  const s = g as Game & GState;
  const bare = {
    ...g,
    ...(chosen ? { players: s.players.map(({ x: _x, y: _y, ...p }) => p), ball: null } : {}),
    stack: s.stack.map((f) => ({ ...f, dice: null, chain: chosen ? null : f.chain })),
  } as Game;
  return stateKey(bare);
}


export interface BlockOdds {
  /** The chance of each block die the chooser settles on (none for a foul). */
  faces: Record<string, number>;
  /** The defender down and the attacker standing: the block's goal. */
  knockDown: number;
  /** The defender's armour broken (stunned, KO'd or a casualty), whoever else fell. */
  armourBroken: number;
  stunned: number;
  ko: number;
  casualty: number;
  /** The attacker down (Attacker Down, Both Down without Block, a failed GFI...) or sent off. */
  attackerDown: number;
  sentOff: number;
  /** The same, with no re-roll used. */
  noReroll: { knockDown: number; casualty: number };
  result: OddsResult;
}

/** Sums a block plan's outcomes into its figures. */
export function summarise(result: OddsResult): BlockOdds {
  const sum = (list: OddsResult['best'], test: (o: string) => boolean) => list.filter((o) => test(o.outcome)).reduce((t, o) => t + o.p, 0);
  const faces: Record<string, number> = {};
  for (const o of result.best) {
    const m = /^(?:completed: )?([a-z-]+); defender/.exec(o.outcome);
    if (m) faces[m[1]] = (faces[m[1]] ?? 0) + o.p;
  }
  const fate = (f: string) => (o: string) => o.includes(`defender ${f}`);
  const knocked = (o: string) => isCompleted(o) && !o.includes('defender standing');
  return {
    faces,
    knockDown: sum(result.best, knocked),
    armourBroken: sum(result.best, (o) => /defender (stunned|ko|casualty)/.test(o)),
    stunned: sum(result.best, fate('stunned')),
    ko: sum(result.best, fate('ko')),
    casualty: sum(result.best, fate('casualty')),
    attackerDown: sum(result.best, (o) => o.includes('attacker down') || (!isCompleted(o) && !o.includes('defender'))),
    sentOff: sum(result.best, (o) => o.includes('sent off')),
    noReroll: { knockDown: sum(result.noReroll, knocked), casualty: sum(result.noReroll, fate('casualty')) },
    result,
  };
}

/** The whole outcome of `attacker` blocking `target` from `game`, where the game waits on the attacker's turn (the
 * plan starts his block action) or on his block action already started (the plan is the block alone). */
export function blockOdds(game: Game, attacker: string, target: string, how: 'block' | 'foul' = 'block'): BlockOdds {
  const started = (game as Game & GState).acting?.player === attacker;
  const plan = how === 'foul' ? foulPlan(attacker, target) : blockPlan(attacker, target);
  return summarise(odds(game, started ? plan.slice(1) : plan, blockOptions(attacker, target)));
}
