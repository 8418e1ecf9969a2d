import { parseRecord } from '../../index';
import { luck, type LuckReport, type RatedRoll } from '../../core/luck';
import { parse, readJsonFile } from '../args';
import { UsageError, type Command } from '../command';

export const luckCommand: Command = {
  name: 'luck',
  summary: "a finished match's luck: each test's chance beside what happened, and a luck index per coach",
  help: `usage: turnover luck FILE [--json] [--rolls]

Re-plays a match record and rates every test (a roll with a target) by the chance of a result at least as good as
needed, worked out by the odds engine from the position it was rolled in. Per coach: tests rated, successes against
the expected number, turnovers by the dice (expected: the failure chances of the tests whose failure, not re-rolled,
loses the turn; actual: those that failed), the scores made, and the luck index: the percentile of the successes
among every way the same tests could have gone (50 = as expected). Then the ten unluckiest failures.
  --rolls  list every roll, with its chance where it is a test
  --json   print the whole report as JSON: {ruleset, steps, scoreName, rolls, coaches, unluckiest}`,
  run(args, io) {
    const { values, positionals } = parse(args, { json: { type: 'boolean' }, rolls: { type: 'boolean' } }, 1);
    const file = positionals[0];
    if (!file) throw new UsageError('luck needs a record FILE');
    const json = readJsonFile(file, 'record FILE');
    const report = luck(parseRecord(json));
    if (values.json) io.out(JSON.stringify(report));
    else for (const line of describeLuck(report, !!values.rolls)) io.out(line);
    return 0;
  },
};

const pct = (p: number | null) => (p === null ? '     -' : `${(p * 100).toFixed(1)}%`.padStart(6));

function rollLine(r: RatedRoll): string {
  const rated = r.success === null ? r.outcome : `${r.outcome} (chance ${pct(r.chance).trim()}${r.exact ? `, ${r.exact}` : ''})${r.rerolled ? ', re-rolled' : ''}`;
  return `  step ${String(r.step).padStart(4)}  ${r.rule}${r.who ? ` by ${r.who}` : ''} [${r.dice.join(' ')}]${r.target !== undefined ? ` needs ${r.target}` : ''}: ${rated}`;
}

export function describeLuck(r: LuckReport, all = false): string[] {
  const out = [`luck in a ${r.ruleset} match of ${r.steps} steps`];
  for (const [seat, c] of Object.entries(r.coaches)) {
    const to = c.turnovers ? `; turnovers by the dice ${c.turnovers.actual}, expected ${c.turnovers.expected.toFixed(2)}` : '';
    const sc = c.scores !== null ? `; ${r.scoreName} ${c.scores}` : '';
    out.push(`${seat}: luck index ${c.index.toFixed(0)} (50 = as expected); ${c.successes} of ${c.rolls} tests made, ${c.expected.toFixed(2)} expected (${c.surplus >= 0 ? '+' : ''}${c.surplus.toFixed(2)})${to}${sc}`);
  }
  if (r.unluckiest.length) out.push('unluckiest rolls:', ...r.unluckiest.map(rollLine));
  if (all) out.push('every roll:', ...r.rolls.map(rollLine));
  return out;
}
