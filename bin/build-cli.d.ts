// Types for bin/build-cli.js (plain JavaScript, so that it runs before anything is built).

/** The project's root directory. */
export const ROOT: string;
/** Where the built command goes: dist/cli. */
export const DIST: string;
/** True when `outdir` holds a build whose every source is no newer than the build. */
export function isFresh(outdir?: string): boolean;
/** Bundles the command and the simulator's worker into `outdir`. */
export function buildCli(outdir?: string): Promise<{ outputs: string[]; inputs: string[] }>;
/** The first line of a build error, with the file and line it names. */
export function firstLine(e: unknown): string;
