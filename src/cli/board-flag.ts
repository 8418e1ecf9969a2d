// `--board FILE|ID` for `play` and `sim`: a map of the user's own (a JSON board, src/core/board.ts) or one of the
// ruleset's boards by id. The file is only read and parsed here; the ruleset's `board` option checks it, so a bad map
// is refused by the same one-line error as `--option board=...`, before anything is played or written.

import { readFileSync } from 'node:fs';
import { fsCode } from './args';
import { UsageError } from './command';

export function boardFlag(id: string, options: Record<string, unknown>, value: string | undefined): unknown {
  if (value === undefined) return undefined;
  if (!('board' in options)) throw new UsageError(`${id} takes no --board (it has one board)`);
  if (!value.endsWith('.json')) return value;
  let text: string;
  try {
    text = readFileSync(value, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the --board file (${fsCode(e)})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text it choked on.
    throw new UsageError('the --board file is not JSON');
  }
}
