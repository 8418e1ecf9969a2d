// Every ruleset's scripted player registers here.
import { registerEvaluator } from '../evaluate';
import { gridironScripted } from './gridiron';
import { gridironEvaluate } from './gridiron-eval';
import { registerScripted } from './index';
import { runeballEvaluate, runeballScripted } from './runeball';

registerScripted('gridiron', gridironScripted, {
  // The choices that shape a turn; single steps of a move follow the coach's path.
  deliberate: (_game, d) => d.kind === 'turn' || d.kind === 'block-die' || d.kind === 'reroll' || d.kind === 'follow-up',
  // 64 rollouts: with 32, the averages were too rough to overrule the coach where it mattered.
  iterations: 64,
  // A rollout is scored once the deciding side's team turn is over: the other side's turn, or a new kick-off.
  // (Waiting for the other side's answer as well doubled the cost and, over 12 matches, did not play better.)
  stop: (game, seat) => {
    const d = game.pending;
    return !d || d.kind === 'setup' || d.kind === 'kick' || (d.kind === 'turn' && d.seat !== seat);
  },
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
