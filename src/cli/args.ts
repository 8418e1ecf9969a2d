// Argument parsing for subcommands on node's own parseArgs; its errors become one-line UsageErrors that name the
// option and what it takes, never the words typed (node's own message for an unknown option repeats it twice).

import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command';

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      throw new UsageError(`unknown option (options: ${Object.keys(options).map((o) => '--' + o).join(', ')})`);
    }
    // "Option '--seed <value>' argument missing", "Option '--json' does not take an argument": only our own names.
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError((e as Error).message.replace(/^Option/, 'option'));
    throw new UsageError('the options could not be read (see --help)');
  }
  if (parsed.positionals.length > positionals) {
    const takes = positionals === 0 ? 'only options' : `${positionals} argument${positionals === 1 ? '' : 's'} and options`;
    throw new UsageError(`unexpected argument: this command takes ${takes} (see --help)`);
  }
  return parsed;
}

/** A whole number from a flag, or a UsageError naming the flag and the numbers it takes. */
export function intFlag(name: string, value: string | undefined, fallback: number, min = 0, max = Infinity): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number ${max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`}`);
  }
  return n;
}

/** The JSON in a file named on the command line (`what` says which, e.g. "record FILE"), or a one-line UsageError
 * saying why not: neither the path nor the text is repeated (JSON.parse's message quotes the text it choked on). */
export function readJsonFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the ${what} (${fsCode(e)})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`the ${what} is not JSON`);
  }
}

/** A file error's code (ENOENT, EACCES), for a message: node's own message repeats the path. */
export function fsCode(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? 'unreadable';
}
