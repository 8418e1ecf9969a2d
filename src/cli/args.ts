// Argument parsing for subcommands on node's own parseArgs; its errors become one-line UsageErrors.

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './command';

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: T, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify.*$/s, '').replace(/^Unknown option/, 'unknown option'));
  }
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  }
  return parsed;
}

/** A whole number from a flag, or a UsageError naming the flag. */
export function intFlag(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not "${value}"`);
  const n = Number(value);
  if (n < min) throw new UsageError(`--${name} must be at least ${min}, not ${n}`);
  return n;
}
