import { createHash } from 'node:crypto';
import { parseRecord, replay } from '../../index';
import { describeEvent } from '../../core/describe';
import { parse, readJsonFile } from '../args';
import { UsageError, type Command } from '../command';

export const replayCommand: Command = {
  name: 'replay',
  summary: 'verify a match record by re-playing it, and print its result',
  help: `usage: turnover replay FILE [--log] [--json] [--verify]

Re-plays a match record (written by \`turnover play --record FILE\`) step by step and checks that every action was
legal and that the final state is exactly the one recorded. A record that does not replay fails with the step.
  --log    print every event of the match
  --json   print {ruleset, steps, result, hash} as JSON
  --verify for an online match's record: check that its revealed seed is the one the server committed to (the
           record's "commit", sha256 of the seed) before replaying every roll from it`,
  run(args, io) {
    const { values, positionals } = parse(args, { log: { type: 'boolean' }, json: { type: 'boolean' }, verify: { type: 'boolean' } }, 1);
    const file = positionals[0];
    if (!file) throw new UsageError('replay needs a record FILE');
    const json = readJsonFile(file, 'record FILE');
    const record = parseRecord(json);
    if (values.verify) {
      if (typeof record.commit !== 'string') throw new UsageError('--verify needs an online match\'s record, with the "commit" the server published');
      // The dice are fair only if the seed they came from is the one fixed before the first roll.
      if (createHash('sha256').update(String(record.seed)).digest('hex') !== record.commit.toLowerCase()) {
        io.err('not verified: the seed is not the one the server committed to (its sha256 differs from "commit")');
        return 1;
      }
    }
    const { game } = replay(record, (step, events, now) => {
      if (values.log && !values.json) for (const e of events) io.out(`${step}: ${describeEvent(record.ruleset, e, now)}`);
    });
    const verified = values.verify ? 'verified: the seed matches its commitment and every roll replays' : record.final ? 'verified' : 'replayed (the record has no final hash to check)';
    if (values.json) {
      io.out(JSON.stringify({ ruleset: record.ruleset, steps: game.step, result: game.result, verified: Boolean(record.final) }));
    } else {
      io.out(`${verified}: ${record.ruleset}, ${game.step} steps`);
      io.out(resultLine(game.result));
    }
    return 0;
  },
};

export function resultLine(result: { winner: string | null; score: Record<string, number>; reason: string } | null): string {
  if (!result) return 'the match is not over';
  const score = Object.entries(result.score).map(([k, v]) => `${k} ${v}`).join(', ');
  return `${result.winner ? `${result.winner} wins` : 'draw'} (${score}): ${result.reason}`;
}
