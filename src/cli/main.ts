// The `turnover` command: dispatches to a subcommand; bad input is one clear line on stderr and a non-zero exit.

import { commands } from './commands/index';
import { UsageError, type Io } from './command';
// The error classes from their own modules: '../index' would load every game before any command is chosen.
import { IllegalAction } from '../core/engine';
import { OptionsError } from '../core/options';
import { UnknownRuleset } from '../core/registry';
import { ReplayError } from '../core/replay';
import { DiceError } from '../core/dice';

export async function mainHelp(): Promise<string> {
  const all = await Promise.all(commands.map((c) => c.load()));
  const width = Math.max(...all.map((c) => c.name.length));
  return [
    'turnover: one rules engine for tabletop fantasy-sports games',
    '',
    'usage: turnover <command> [options]   (turnover <command> --help for more)',
    '',
    'commands:',
    ...all.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --json for machine-readable output.',
  ].join('\n');
}

/** Runs the command line; returns the exit code (0 ok, 1 failure, 2 bad input). */
export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(await mainHelp());
    return name ? 0 : 2;
  }
  if (name === '--version') {
    io.out('turnover 0.1.0');
    return 0;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.err(oneLine(`turnover: unknown command (commands: ${commands.map((c) => c.name).join(', ')})`, argv));
    return 2;
  }
  const cmd = await entry.load();
  const wantsHelp = cmd.ownHelp ? rest[0] === '--help' || rest[0] === '-h' : rest.includes('--help') || rest.includes('-h');
  if (wantsHelp) {
    io.out(cmd.help);
    return 0;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    if (
      e instanceof UsageError ||
      e instanceof OptionsError ||
      e instanceof UnknownRuleset ||
      e instanceof IllegalAction ||
      e instanceof ReplayError ||
      e instanceof DiceError
    ) {
      io.err(oneLine(`turnover ${name}: ${e.message}`, argv));
      return 2;
    }
    throw e;
  }
}

/** The longest word of the command line an error repeats (a longer one is named by its length), and the longest line. */
const ECHO_MAX = 40;
const LINE_MAX = 500;

/**
 * An error as one safe line. Messages name the flag or field and what it takes, never the value typed; this is the
 * second guard, for a message that slips: what was typed may be a file's worth of JSON or carry a newline or a
 * terminal escape, so long words are not repeated and control characters are shown as \xNN, and bad input can
 * neither flood the terminal nor forge or restyle a line of its own.
 */
export function oneLine(message: string, argv: string[]): string {
  let line = message;
  for (const word of argv) if (word.length > ECHO_MAX) line = line.split(word).join(`<${word.length} characters>`);
  line = line.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 3)}...` : line;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
  isTTY: Boolean(process.stdout.isTTY),
};
