// Every ruleset's scripted player registers here.
import { registerEvaluator } from '../evaluate';
import { dungeonScripted } from './dungeon';
import { gridironScripted } from './gridiron';
import { gridironEvaluate } from './gridiron-eval';
import { registerScripted } from './index';
import { runeballEvaluate, runeballScripted } from './runeball';
import { rushScripted } from './rush';

registerScripted('gridiron', gridironScripted, {
  // The choices that shape a turn; single steps of a move follow the coach's path (or the plan the search chose).
  deliberate: (_game, d) => d.kind === 'turn' || d.kind === 'block-die' || d.kind === 'reroll' || d.kind === 'follow-up',
  // The coach's choice, up to five courses it would not take (gridiron.ts, `alternatives`) and two more of its own.
  candidates: 8,
  iterations: 64,
  // A rollout is scored once the other side has answered: at the start of the deciding side's next turn, or at a
  // kick-off. Scored right after its own turn, the search had only the evaluator's guess at the reply; played out, the
  // reply is the coach's own, and a carrier left where the coach's blitz gets him is seen to be lost.
  horizon: 600,
  stop: (game, seat, memo) => {
    const d = game.pending;
    if (!d || d.kind === 'setup' || d.kind === 'kick') return true;
    if (d.kind === 'turn' && d.seat !== seat) memo.replied = true;
    return memo.replied === true && d.kind === 'turn' && d.seat === seat;
  },
  // Rollouts compare the arms on the same dice: a surely measured lead of 0.01 overrules the coach.
  margin: 0.01,
  confidence: 2,
});
registerEvaluator('gridiron', gridironEvaluate);

const PLAIN = new Set(['move', 'end', 'hold', 'shake', 'stand', 'leave']);

registerScripted('runeball', runeballScripted, {
  // The tactical moments: a block, pick-up, pass, hand-off or kick is on offer. Plain moves follow the coach.
  deliberate: (_game, d) => d.kind === 'turn' && d.actions.some((a) => !PLAIN.has(a.type)),
  // Runeball's actions are dear (a clone costs about a millisecond): a rollout looks a few activations ahead.
  horizon: 40,
});
registerEvaluator('runeball', runeballEvaluate);

// The dungeon's coach plays its own turns and moves and hands every other decision to the gridiron coach.
registerScripted('dungeon', dungeonScripted);

// The rush coach plays every decision itself (rush.ts).
registerScripted('rush', rushScripted);
