import { readFileSync } from 'node:fs';
import { start, type Game } from '../../index';
import { odds, type OddsResult, type Outcome } from '../../core/odds';
import { asJson, builtPlan, OddsRequestError, planOf, positionOf, type PlanSpec } from '../../core/odds-request';
import type { Action } from '../../core/types';
import { fsCode, parse } from '../args';
import { UsageError, type Command } from '../command';

export const oddsCommand: Command = {
  name: 'odds',
  summary: 'the exact chance of each outcome of a plan, from a match record or a position',
  help: `usage: turnover odds FILE --plan JSON [--json]
       turnover odds RULESET [--option N=V ...] --plan JSON [--json]

FILE (a name ending in .json) is a match record (the plan starts where it ends) or a position: {"ruleset": ID,
"options": {...}}, the options a match starts with (a "scenario" sets up any position); or a RULESET and its
options, as \`turnover play\` takes them. The plan is a JSON list of the game's own actions, played in
order, or one of the game's plans by name: {"build": NAME, ...arguments}, e.g. gridiron's
{"build":"move","player":"home-1","path":[[4,4],[3,3]]} or {"build":"block","player":"home-1","target":"away-1"}
(a block's outcomes name the die chosen and the defender's fate). The dice the rules roll on the way are
enumerated, not sampled. Re-roll decisions are answered both ways:
the best use and never.
  --option N=V  an option of the RULESET (a value starting with [ or { is JSON), repeatable
  --plan JSON   the actions, e.g. '[{"type":"start-action","player":"home-1","action":"move"},{"type":"move","x":4,"y":4}]'
  --json        print {best, noReroll, success, rerolls, cut, runs} as JSON (chances as numbers and exact fractions)`,
  run(args, io) {
    const { values, positionals } = parse(args, { plan: { type: 'string' }, option: { type: 'string', multiple: true }, json: { type: 'boolean' } }, 1);
    const file = positionals[0];
    if (!file) throw new UsageError('odds needs a record or position FILE, or a RULESET');
    if (values.plan === undefined) throw new UsageError('odds needs --plan: a JSON list of actions');
    const spec = readPlan(values.plan);
    if (!file.endsWith('.json') && values.option === undefined) throw new UsageError('odds needs a FILE ending in .json, or a RULESET with --option');
    const game = file.endsWith('.json') ? readPosition(file) : start(file, readOptions(values.option ?? [])).game;
    if (!game.pending) throw new UsageError('the game in FILE is over: there is no plan to play');
    const { plan, options } = usage(() => builtPlan(game, spec, '--plan'));
    const r = odds(game, plan, options);
    if (values.json) io.out(JSON.stringify(asJson(r)));
    else for (const line of describe(r)) io.out(line);
    return 0;
  },
};

function readPlan(text: string): PlanSpec {
  let plan: unknown;
  try {
    plan = JSON.parse(text);
  } catch {
    throw new UsageError('--plan is not JSON: expected a list of actions');
  }
  return usage(() => planOf(plan, '--plan'));
}

/** A refused request as the command's usage error, in the same words the API answers with. */
function usage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof OddsRequestError) throw new UsageError(e.message);
    throw e;
  }
}

function readOptions(list: string[]): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const o of list) {
    const eq = o.indexOf('=');
    if (eq < 1) throw new UsageError('--option takes NAME=VALUE');
    const raw = o.slice(eq + 1);
    if (/^[[{]/.test(raw)) {
      try {
        options[o.slice(0, eq)] = JSON.parse(raw);
      } catch {
        throw new UsageError('an --option value starting with [ or { is not JSON');
      }
    } else options[o.slice(0, eq)] = raw;
  }
  return options;
}

function readPosition(file: string): Game {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the FILE (${fsCode(e)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError('the FILE is not JSON');
  }
  return usage(() => positionOf(json, 'the FILE'));
}

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;
const line = (o: Outcome) => `  ${pct(o.p).padStart(7)}  ${o.exact.padEnd(12)} ${o.outcome}`;

function describe(r: OddsResult): string[] {
  const out = [`plan completed: ${pct(r.success.best)} with the best use of re-rolls, ${pct(r.success.noReroll)} with none`, 'best use:'];
  out.push(...r.best.map(line));
  if (r.rerolls.some((a) => a.use) || r.success.best !== r.success.noReroll) {
    out.push('no re-roll:', ...r.noReroll.map(line));
  }
  const first = r.rerolls.find((a) => a.use);
  if (first) out.push(`best use of the re-roll: on ${first.roll} (action ${first.step}), the first decision where the two policies differ`);
  if (r.cut > 0) out.push(`exact to within ${r.cut.toExponential(1)} (dice chains cut below 1e-9)`);
  return out;
}

