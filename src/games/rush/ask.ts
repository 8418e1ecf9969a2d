// Questions asked in the middle of a rule (the options coachingDice, cardReroll, declineScatter): "before rolling,
// add a coaching die?", "discard a card to re-roll a die?", "catch the scattering ball or let it pass?". The tests
// that ask are rolled deep inside many rules (pools.ts is called from a Run, a Slam, a Throw, a scatter ...), so
// rather than cut each rule in two around its roll, a rule asks with consult(): the first time, the step it is in
// is undone (the state, the dice and the events as they were before the step) and the question is put to the coach;
// once answered, the step is run again from the start with the same dice, and consult() returns the answer. The
// rules are deterministic, so the step runs the same way up to the question. A step may ask several questions in
// turn (an opposed test asks both coaches): the answers are kept in order until the step is through.
//
// Only matches with one of those options on carry `answers` in their state: others run their rules directly, with
// no copies taken and nothing asked, and replay as they did before the options existed.

import { deepClone } from '../../core/clone';
import { pop, push, type Procedure } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import type { RCtx, RushState } from './state';

/** The options that ask in the middle of a rule. */
export const ASKING_OPTIONS = ['coachingDice', 'cardReroll', 'declineScatter'] as const;

export function asks(options: Record<string, unknown>): boolean {
  return ASKING_OPTIONS.some((k) => options[k] === true);
}

class Ask {
  constructor(readonly question: Decision) {}
}

interface AskFrame extends Frame {
  p: 'ask';
  question: Decision;
  /** The action the undone step was applying (a step that was an `act`): applied again once answered. */
  replay?: Action;
}

/** The coach's answer to `question`: the answer given already when the step runs again, else the step stops here
 * and the question is asked. The first action offered is the rule as it is without the option. */
export function consult(ctx: RCtx, question: Decision): Action {
  const answers = ctx.state.answers;
  if (!answers) return question.actions[0];
  const a = answers.shift();
  if (a) {
    const same = question.actions.find((b) => b.type === a.type && Object.keys(b).every((k) => b[k] === a[k]));
    if (!same) throw new Error(`rush: the answer ${JSON.stringify(a)} does not fit the question "${question.prompt}" asked again`);
    return same;
  }
  throw new Ask(question);
}

function restore(s: RushState, snap: RushState): void {
  for (const k of Object.keys(s)) delete (s as unknown as Record<string, unknown>)[k];
  Object.assign(s, snap);
}

function guarded<T>(ctx: RCtx, step: () => T, replay: Action | undefined): T | undefined {
  const snap = deepClone(ctx.state);
  const n = ctx.events.length;
  try {
    const out = step();
    ctx.state.answers = [];
    return out;
  } catch (e) {
    if (!(e instanceof Ask)) throw e;
    restore(ctx.state, snap);
    ctx.events.length = n;
    push(ctx, { p: 'ask', question: e.question, ...(replay ? { replay } : {}) } satisfies AskFrame);
    return undefined;
  }
}

/** Each procedure, made able to be undone at a question (when the match asks at all). */
export function askingProcedures(procs: Record<string, Procedure<RushState, any>>): Record<string, Procedure<RushState, any>> {
  const out: Record<string, Procedure<RushState, any>> = {};
  for (const [name, proc] of Object.entries(procs)) {
    const act = proc.act;
    out[name] = {
      run: (ctx, f) => (ctx.state.answers ? guarded(ctx, () => proc.run(ctx, f), undefined) : proc.run(ctx, f)),
      ...(act ? { act: (ctx: RCtx, f: Frame, a: Action) => (ctx.state.answers ? guarded(ctx, () => act(ctx, f, a), a) : act(ctx, f, a)) } : {}),
    };
  }
  out.ask = askProc;
  return out;
}

const askProc = {
  run(_ctx: RCtx, f: AskFrame): Decision {
    return f.question;
  },
  act(ctx: RCtx, f: AskFrame, a: Action): void {
    pop(ctx);
    ctx.state.answers!.push(a);
    if (f.replay) {
      const top = ctx.state.stack[ctx.state.stack.length - 1];
      ctx.ruleset.procedures[top.p].act!(ctx, top, f.replay);
    }
  },
};
