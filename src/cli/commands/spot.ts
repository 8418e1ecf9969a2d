// `turnover spot`: the RuneQuest spot rules for a gamemaster. Lists the rules, shows one rule's inputs, or resolves
// one with seeded or scripted dice. The flags are each rule's own inputs, so they are parsed here from the registry.

import { UsageError, type Command, type Io } from '../command';
import { resolveSpot, SPOT_RULES, spotRule, spotRuleInfo, SpotInputError, type InputSpec, type SpotRule } from '../../spot/index';
import { DiceError } from '../../core/dice';
import { oddsJson, oddsText, spotOdds } from '../../spot/odds';

const BOOL_WORDS = ['true', 'false', 'yes', 'no', 'y', 'n', 'on', 'off', '1', '0'];

const HELP = `usage: turnover spot                         list the spot rules
       turnover spot RULE --help             show a rule's inputs (also: turnover spot help RULE)
       turnover spot RULE [--input value ...] [--seed N] [--dice 4,52] [--state JSON] [--json]
       turnover spot RULE [--input value ...] [--state JSON] [--rounds N] --odds [--json]

Resolves one RuneQuest spot rule (seed 002) for a gamemaster. --dice scripts the next dice in order (d100 rolls are
1..100, 100 being 00); after them the seeded generator rolls. Rules that run over rounds (chase, drowning, disease,
poison, fire, knockout, mounted) print the state to pass back with --state for the next round. --json prints the
whole outcome: outcome, explanation, rolls (each with its dice and total), details and state.
--odds rolls nothing: it prints the exact chance of each outcome (ability and resistance: each band; opposed:
who wins; drowning over --rounds N rounds; poison, disease, falling, fire, knockback), with --json as exact
fractions ("3/100") and numbers.

examples:
  turnover spot ability --skill 75 --seed 7
  turnover spot resistance --active 12 --passive 10 --dice 55
  turnover spot drowning --con 12 --state '{"round":6,"drowning":false,"damage":0}' --dice 52,5
  turnover spot poison --pot 12 --con 10 --json
  turnover spot ability --skill 50 --odds
  turnover spot drowning --con 12 --rounds 8 --odds`;

function listRules(): string {
  const w = Math.max(...SPOT_RULES.map((r) => r.name.length));
  return ['spot rules (turnover spot RULE --help for its inputs):', ...SPOT_RULES.map((r) => `  ${r.name.padEnd(w)}  ${r.summary}`)].join('\n');
}

function describeInput(s: InputSpec): string {
  const kind = s.type === 'choice' ? s.choices!.join('|') : s.type === 'ints' ? 'list' : s.type === 'int' ? 'number' : s.type === 'number' ? 'decimal' : s.type === 'bool' ? 'yes|no' : s.type;
  const range = s.min !== undefined || s.max !== undefined ? ` ${s.min ?? ''}..${s.max ?? ''}` : '';
  const dflt = s.default === undefined ? ' (required)' : Array.isArray(s.default) ? '' : s.default === '' ? '' : ` (default ${s.default})`;
  return `  --${s.name} <${kind}${range}>${dflt}\n      ${s.description}`;
}

export function ruleHelp(rule: SpotRule): string {
  return [
    `turnover spot ${rule.name}: ${rule.title}`,
    rule.summary,
    '',
    'inputs:',
    ...rule.inputs.map(describeInput),
    '',
    `also: --seed N  --dice a,b,c  ${rule.stateful ? '--state JSON (from the last round)  ' : ''}--json  --odds${rule.name === 'drowning' ? '  --rounds N (with --odds)' : ''}`,
  ].join('\n');
}

interface Parsed {
  inputs: Record<string, string>;
  seed?: number | string;
  dice?: number[];
  state?: unknown;
  json: boolean;
  help: boolean;
  odds: boolean;
  rounds?: number;
}

function parseFlags(rule: SpotRule, args: string[]): Parsed {
  const out: Parsed = { inputs: {}, json: false, help: false, odds: false };
  const specs = new Map(rule.inputs.map((s) => [s.name, s]));
  for (let k = 0; k < args.length; k++) {
    const a = args[k];
    if (!a.startsWith('--')) throw new UsageError(`${rule.name}: unexpected argument: after the rule come only --options (see turnover spot ${rule.name} --help)`);
    let name = a.slice(2);
    let value: string | undefined;
    const eq = name.indexOf('=');
    if (eq >= 0) { value = name.slice(eq + 1); name = name.slice(0, eq); }
    if (name === 'json') { out.json = true; continue; }
    if (name === 'help') { out.help = true; continue; }
    if (name === 'odds') { out.odds = true; continue; }
    const spec = specs.get(name);
    if (!spec && !['seed', 'dice', 'state', 'rounds'].includes(name)) {
      throw new UsageError(`${rule.name}: unknown option (inputs: ${rule.inputs.map((s) => '--' + s.name).join(' ')})`);
    }
    const isBool = spec?.type === 'bool';
    if (value === undefined) {
      const next = args[k + 1];
      if (isBool) {
        if (next !== undefined && BOOL_WORDS.includes(next.toLowerCase())) { value = next; k++; } else value = 'true';
      } else {
        if (next === undefined || (next.startsWith('--') && !/^--?\d/.test(next))) throw new UsageError(`${rule.name}: --${name} needs a value`);
        value = next;
        k++;
      }
    }
    switch (name) {
      case 'seed':
        out.seed = /^\d+$/.test(value) ? Number(value) : value;
        break;
      case 'dice': {
        const parts = value.split(',').map((t) => t.trim()).filter((t) => t !== '');
        if (parts.some((t) => !/^\d+$/.test(t))) throw new UsageError(`${rule.name}: --dice must be whole numbers separated by commas, e.g. 4,52`);
        out.dice = parts.map(Number);
        break;
      }
      case 'rounds':
        if (!/^\d+$/.test(value)) throw new UsageError(`${rule.name}: --rounds must be a whole number of rounds`);
        out.rounds = Number(value);
        break;
      case 'state':
        try { out.state = JSON.parse(value); } catch { throw new UsageError(`${rule.name}: --state must be JSON, as printed by the last round`); }
        if (typeof out.state !== 'object' || out.state === null) throw new UsageError(`${rule.name}: --state must be a JSON object`);
        break;
      default:
        if (name in out.inputs) throw new UsageError(`${rule.name}: --${name} given twice`);
        out.inputs[name] = value;
    }
  }
  return out;
}

export const spotCommand: Command = {
  name: 'spot',
  summary: 'resolve a RuneQuest spot rule for a gamemaster (turnover spot lists them)',
  help: HELP,
  ownHelp: true,
  run(args: string[], io: Io): number {
    if (args.length === 0 || (args.length === 1 && args[0] === '--json')) {
      io.out(args[0] === '--json'
        ? JSON.stringify(spotRuleInfo(), null, 2)
        : listRules());
      return 0;
    }
    if (args[0] === '--help' || args[0] === '-h') { io.out(HELP); return 0; }
    let name = args[0];
    let rest = args.slice(1);
    if (name === 'help') {
      if (!args[1]) { io.out(HELP); return 0; }
      name = args[1];
      rest = ['--help'];
    }
    if (name.startsWith('-')) throw new UsageError(`name a rule before the options (turnover spot lists them)`);
    try {
      const rule = spotRule(name);
      const p = parseFlags(rule, rest.map((a) => (a === '-h' ? '--help' : a)));
      if (p.help) { io.out(ruleHelp(rule)); return 0; }
      if (p.odds) {
        if (p.seed !== undefined || p.dice) throw new UsageError(`${rule.name}: --odds rolls no dice, so it takes no --seed or --dice`);
        const o = spotOdds(rule.name, p.inputs, { state: p.state, rounds: p.rounds });
        io.out(p.json ? JSON.stringify(oddsJson(o), null, 2) : oddsText(o).join('\n'));
        return 0;
      }
      if (p.rounds !== undefined) throw new UsageError(`${rule.name}: --rounds goes with --odds (a resolution steps one round; pass --state for the next)`);
      const res = resolveSpot(rule.name, p.inputs, { seed: p.seed, dice: p.dice, state: p.state });
      if (p.json) {
        io.out(JSON.stringify(res, null, 2));
      } else {
        io.out(res.explanation);
        if (res.state !== undefined) io.out(`next round: --state '${JSON.stringify(res.state)}'`);
        if (res.unusedDice) io.out(`(scripted dice not used: ${(res.unusedDice as number[]).join(',')})`);
      }
      return 0;
    } catch (e) {
      if (e instanceof SpotInputError) throw new UsageError(e.message);
      // Only after spotRule found it, so the name is the rule's own.
      if (e instanceof DiceError) throw new UsageError(`${name}: ${e.message}`);
      throw e;
    }
  },
};
