import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { botNames } from '../../bots/index';
import { newGame, rulesets } from '../../index';
import { normalSeed } from '../../core/game';
import { runSim } from '../../sim/pool';
import { tuneJitForSimulation } from '../../sim/jit';
import { canonical, summaryText } from '../../sim/summary';
import { plotSvg } from '../../sim/plot';
import { outcomesCsv } from '../../sim/csv';
import { progressLine } from '../../sim/progress';
import type { SimSpec } from '../../sim/match';
import { fsCode, intFlag, parse } from '../args';
import { UsageError, type Command } from '../command';
import { boardFlag } from '../board-flag';

export const simCommand: Command = {
  name: 'sim',
  summary: 'play many bot matches headless and summarise them',
  help: `usage: turnover sim --ruleset RULESET [--home TEAM] [--away TEAM] [--bots A,B] [--games N] [--seed S]
                      [--workers N] [--board MAP] [--option NAME=VALUE ...] [--max-actions N] [--json] [--out FILE.csv] [--plot FILE.svg]

Plays matches between bots, on the main thread and worker threads, and prints wins, draws, the score distribution, actions and rolls per
match, and the speed. Match i's dice come from the seed and i alone: the same seed gives the same summary whatever
the number of workers, and \`turnover play RULESET --seed <the match's seed in --out> --bots A,B\` replays one match.
  --ruleset R      the ruleset (see \`turnover rulesets\`)
  --home, --away   a roster id or a team file (JSON)
  --bots A,B       one bot per seat (default random,random; bots: ${botNames().join(', ')})
  --games N        matches to play (default 100)
  --seed S         base seed (default: random, printed)
  --workers N      threads that play, the main thread among them (default: the number of cores; 1 starts no
                   worker thread, and 0 is the same as 1)
  --board MAP      a board of the ruleset (see \`turnover rulesets\`) or a map file of your own (JSON)
  --option N=V     any option of the ruleset, repeatable
  --max-actions N  stop a match after N actions and count it unfinished (default 100000)
  --json           print the summary as JSON (no progress bar); \`actionsPerSecond\` is per CPU second, over the
                   \`cpuSeconds\` of every thread together; \`seconds\`, \`matchesPerSecond\` and
                   \`actionsPerWallSecond\` are wall-clock
  --out FILE       write one CSV row per match
  --plot FILE      draw the result split and the score-margin histogram as SVG`,
  async run(args, io) {
    const { values } = parse(args, {
      ruleset: { type: 'string' },
      home: { type: 'string' },
      away: { type: 'string' },
      bots: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      workers: { type: 'string' },
      option: { type: 'string', multiple: true },
      board: { type: 'string' },
      'max-actions': { type: 'string' },
      json: { type: 'boolean' },
      out: { type: 'string' },
      plot: { type: 'string' },
    });
    const id = values.ruleset;
    if (!id) throw new UsageError('sim needs --ruleset RULESET (see `turnover rulesets`)');
    const info = rulesets().find((r) => r.id === id);
    if (!info) throw new UsageError(`--ruleset names no ruleset this program has (known: ${rulesets().map((r) => r.id).join(', ') || 'none'})`);
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
      if (!(side in info.options)) throw new UsageError(`${id} takes no --${side} team`);
      options[side] = v.endsWith('.json') ? readJson(`--${side}`, v) : v;
    }
    const board = boardFlag(id, info.options, values.board);
    if (board !== undefined) options.board = board;
    const bots = (values.bots ?? 'random,random').split(',').map((b) => b.trim());
    if (bots.length > info.seats.length) throw new UsageError(`--bots names more bots than ${id} has seats (${info.seats.length})`);
    for (const b of bots) if (!botNames().includes(b)) throw new UsageError(`--bots names a bot this program does not have (bots: ${botNames().join(', ')})`);
    const games = intFlag('games', values.games, 100, 1);
    const workers = intFlag('workers', values.workers, availableParallelism(), 0, 64);
    const maxActions = intFlag('max-actions', values['max-actions'], 100_000, 1);
    const seed = normalSeed(values.seed);
    tuneJitForSimulation();
    // Bad options fail here, once, with the ruleset's own message, rather than in every worker.
    newGame(id, { ...options, seed: '1' });

    const spec: SimSpec = { ruleset: id, options, bots: info.seats.map((_, i) => bots[i] ?? bots[0]), games, seed, maxActions };
    const showBar = io.isTTY && !values.json && Boolean(process.stderr.isTTY);
    const t0 = performance.now();
    let last = 0;
    const res = await runSim(spec, {
      workers,
      keep: Boolean(values.out),
      onProgress: showBar
        ? (done, total) => {
            const now = performance.now();
            if (now - last < 100 && done < total) return;
            last = now;
            process.stderr.write('\r' + progressLine(done, total, (now - t0) / 1000, Math.min(80, (process.stderr.columns || 80) - 1)));
            if (done === total) process.stderr.write('\r\x1b[2K');
          }
        : undefined,
    });
    if (values.out) writeOut('--out', values.out, outcomesCsv(info.seats, res.outcomes!));
    const labels = info.seats.map((seat, i) => {
      const team = typeof options[seat] === 'string' ? `${options[seat]} ` : '';
      return `${seat}: ${team}(${spec.bots[i]})`;
    });
    if (values.plot) writeOut('--plot', values.plot, plotSvg(res.summary, labels));
    if (values.json) {
      const s = canonical(res.summary);
      io.out(
        JSON.stringify({
          ...s,
          actions: { ...s.actions, average: s.actions.total / s.games },
          rollsPerMatch: s.rolls / s.games,
          seconds: res.seconds,
          matchesPerSecond: s.games / res.seconds,
          cpuSeconds: res.cpuSeconds,
          actionsPerSecond: s.actions.total / res.cpuSeconds,
          actionsPerWallSecond: s.actions.total / res.seconds,
          workers,
          options,
        }),
      );
    } else {
      io.out(summaryText(res.summary, res.seconds, res.cpuSeconds));
      if (values.out) io.out(`  matches written to ${values.out}`);
      if (values.plot) io.out(`  chart written to ${values.plot}`);
    }
    return 0;
  },
};

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    // JSON.parse's message quotes the text it choked on.
    throw new UsageError(`${what} is not JSON`);
  }
}

/** A file named by `flag`; errors name the flag, not the path typed. */
function readJson(flag: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the ${flag} team file (${fsCode(e)})`);
  }
  return parseJson(`the ${flag} team file`, text);
}

function writeOut(flag: string, file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new UsageError(`cannot write the ${flag} file (${fsCode(e)})`);
  }
}
