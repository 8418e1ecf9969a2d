// What a `turnover` subcommand is. Each lives in src/cli/commands/ and is listed in src/cli/commands/index.ts.

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** True when stdout is a terminal (progress bars only then). */
  isTTY: boolean;
}

export interface Command {
  name: string;
  /** One line for `turnover --help`. */
  summary: string;
  /** The whole `--help` text for this command. */
  help: string;
  /** Set when the command answers `--help` after its own arguments itself (`turnover spot drowning --help`). */
  ownHelp?: boolean;
  /** Runs with the words after the command name. Throw UsageError for bad input; return the exit code. */
  run(args: string[], io: Io): Promise<number> | number;
}

/** Bad input from the user: printed as one line `turnover: <message>`, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
