import { readFileSync, writeFileSync } from 'node:fs';
import { finishRecord, getRulesetInfo, play, startMatch } from '../teamplay';
import { describeEvent } from '../../core/describe';
import { makeBot, botNames } from '../../bots/index';
import { fsCode, intFlag, parse } from '../args';
import { UsageError, type Command } from '../command';
import { boardFlag } from '../board-flag';
import { resultLine } from './replay';

export const playCommand: Command = {
  name: 'play',
  summary: 'play a match between bots and print its log',
  help: `usage: turnover play RULESET [--home TEAM] [--away TEAM] [--bots A,B] [--seed N] [--board MAP] [--option NAME=VALUE ...]
                       [--record FILE] [--quiet] [--json]

Plays a whole match of RULESET with a bot in each seat and prints the log: who did what, and each roll with its
target and modifiers.
  --home, --away   a roster id (see \`turnover rulesets\`) or a team file (JSON)
  --bots A,B       the bots for the seats in order (default random,random; bots: ${botNames().join(', ')})
  --seed N         the dice seed (default: random, printed so the match can be played again)
  --board MAP      a board of the ruleset (see \`turnover rulesets\`) or a map file of your own (JSON)
  --option N=V     any option of the ruleset, repeatable
  --record FILE    save the match record, which \`turnover replay FILE\` verifies
  --max-actions N  give up after N actions (default 200000)
  --quiet          print only the result
  --json           print {ruleset, seed, steps, result} as JSON`,
  run(args, io) {
    const { values, positionals } = parse(
      args,
      {
        home: { type: 'string' },
        away: { type: 'string' },
        bots: { type: 'string' },
        seed: { type: 'string' },
        option: { type: 'string', multiple: true },
        board: { type: 'string' },
        record: { type: 'string' },
        'max-actions': { type: 'string' },
        quiet: { type: 'boolean' },
        json: { type: 'boolean' },
      },
      1,
    );
    const id = positionals[0];
    if (!id) throw new UsageError('play needs a RULESET (see `turnover rulesets`)');
    const info = getRulesetInfo(id);
    const options: Record<string, unknown> = {};
    for (const o of values.option ?? []) {
      const eq = o.indexOf('=');
      if (eq < 1) throw new UsageError('--option takes NAME=VALUE');
      const raw = o.slice(eq + 1);
      options[o.slice(0, eq)] = /^[[{]/.test(raw) ? parseJson('an --option value starting with [ or {', raw) : raw;
    }
    for (const side of ['home', 'away'] as const) {
      const v = values[side];
      if (v === undefined) continue;
      if (!('home' in info.options)) throw new UsageError(`${id} takes no --${side} team`);
      options[side] = v.endsWith('.json') ? readTeam(`--${side}`, v) : v;
    }
    const board = boardFlag(id, info.options, values.board);
    if (board !== undefined) options.board = board;
    if (values.seed !== undefined) options.seed = values.seed;
    const names = (values.bots ?? 'random,random').split(',').map((b) => b.trim());
    const maxActions = intFlag('max-actions', values['max-actions'], 200_000, 1);

    const match = startMatch(id, options);
    const seed = match.game.seed;
    let bots;
    try {
      bots = info.seats.map((seat, i) => makeBot(names[i] ?? names[0], `${seed}:${seat}`));
    } catch (e) {
      throw new UsageError(`--bots: ${(e as Error).message}`);
    }
    const log = !values.quiet && !values.json;
    const print = (events: { type: string }[]) => {
      if (log) for (const e of events) io.out(describeEvent(id, e as never, match.game));
    };
    if (log) io.out(`${info.name}, seed ${seed}`);
    print(match.events);
    while (match.game.pending) {
      if (match.game.step >= maxActions) throw new UsageError('the match did not end within --max-actions actions');
      const d = match.game.pending;
      const seatIndex = Math.max(0, info.seats.indexOf(d.seat));
      const action = bots[seatIndex].choose(match.game, d);
      if (log) io.out(`> ${d.seat}: ${JSON.stringify(action)}`);
      print(play(match, action));
    }
    if (values.record) {
      try {
        writeFileSync(values.record, JSON.stringify(finishRecord(match)) + '\n');
      } catch (e) {
        throw new UsageError(`cannot write the --record file (${fsCode(e)})`);
      }
    }
    if (values.json) {
      io.out(JSON.stringify({ ruleset: id, seed, steps: match.game.step, result: match.game.result, record: values.record ?? null }));
    } else {
      io.out(resultLine(match.game.result));
      if (values.record) io.out(`record saved to ${values.record} (${match.game.step} actions)`);
    }
    return 0;
  },
};

/** The team file named by `flag`; errors name the flag, not the path typed. */
function readTeam(flag: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the ${flag} team file (${fsCode(e)})`);
  }
  return parseJson(`the ${flag} team file`, text);
}

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text it choked on.
    throw new UsageError(`${what} is not JSON`);
  }
}
