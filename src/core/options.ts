// A ruleset's options schema and its validation. Every optional or house rule is a named flag here, with the rules'
// own default, so a bad option is named with the reason instead of being silently ignored.

import type { Json } from './types';

interface Described {
  description: string;
  /** An optional rule added to a ruleset after matches were recorded: left out of the resolved options unless it is
   * given, so its rules read a missing value as the default and every existing match's state stays byte for byte
   * what it was (gridiron's fingerprint). */
  addedLater?: boolean;
}
export type OptionSpec = Described &
  (
    | { type: 'boolean'; default: boolean }
    | { type: 'number'; default: number; min?: number; max?: number; integer?: boolean }
    | { type: 'enum'; values: string[]; default: string }
    | { type: 'string'; default: string }
    /** Structured data (teams, a scenario) that the ruleset checks itself. */
    | { type: 'json'; default: Json }
  );

export type OptionsSchema = Record<string, OptionSpec>;

/** Bad input to newGame: an option, a team or a scenario. Rulesets' own input errors extend it. */
export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** Options every ruleset takes: the seed and a scenario (any position, scripted dice). */
export const COMMON_OPTIONS: OptionsSchema = {
  seed: { type: 'string', default: '', description: 'seed for the dice (a number or a word); random when empty' },
  scenario: { type: 'json', default: null, description: 'set up any position and script the next dice' },
};

/** Fills in defaults and checks every option against its spec; an unknown or ill-typed option is an error. */
export function validateOptions(schema: OptionsSchema, given: Record<string, unknown> | undefined): Record<string, Json> {
  const { all, entries } = withCommon(schema);
  const input = given ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new OptionsError('options must be an object');
  for (const key of Object.keys(input)) {
    // Own keys only: `in` would let "constructor" or "__proto__" through as if the ruleset took them.
    if (!Object.hasOwn(all, key)) {
      throw new OptionsError(`an option is not one this ruleset takes (known: ${Object.keys(all).join(', ')})`);
    }
  }
  const out: Record<string, Json> = {};
  for (const [key, spec] of entries) {
    const v = (input as Record<string, unknown>)[key];
    if (v === undefined) {
      if (!spec.addedLater) out[key] = spec.default;
      continue;
    }
    out[key] = check(key, spec, v);
  }
  return out;
}

/** A schema with the common options in front, merged once per schema (every new game asks). */
const merged = new WeakMap<OptionsSchema, { all: OptionsSchema; entries: [string, OptionSpec][] }>();
function withCommon(schema: OptionsSchema): { all: OptionsSchema; entries: [string, OptionSpec][] } {
  let m = merged.get(schema);
  if (!m) {
    const all = { ...COMMON_OPTIONS, ...schema };
    merged.set(schema, (m = { all, entries: Object.entries(all) }));
  }
  return m;
}

/** What a number option takes, in words: `a whole number from 1 to 200`. */
function numberWanted(spec: { min?: number; max?: number; integer?: boolean }): string {
  const noun = spec.integer ? 'a whole number' : 'a number';
  if (spec.min !== undefined && spec.max !== undefined) return `${noun} from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return `${noun} of at least ${spec.min}`;
  if (spec.max !== undefined) return `${noun} of at most ${spec.max}`;
  return noun;
}

// Messages name the option and what it takes, never the value given: that may be a file's worth of JSON, or
// hostile, and whoever typed it has it already.
function check(key: string, spec: OptionSpec, v: unknown): Json {
  const bad = (why: string) => new OptionsError(`option "${key}": ${why}`);
  switch (spec.type) {
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      throw bad('expected true or false');
    case 'number': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n) || (spec.integer && !Number.isInteger(n))
        || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
        throw bad(`expected ${numberWanted(spec)}`);
      }
      return n;
    }
    case 'enum':
      if (typeof v === 'string' && spec.values.includes(v)) return v;
      throw bad(`expected one of ${spec.values.join(', ')}`);
    case 'string':
      if (typeof v === 'string') return v;
      if (typeof v === 'number' && key === 'seed') return String(v);
      throw bad('expected text');
    case 'json': {
      let copy: Json;
      try {
        copy = JSON.parse(JSON.stringify(v)) as Json;
      } catch {
        throw bad('is not plain JSON data');
      }
      const hostile = hostileKey(copy);
      if (hostile) throw bad(`a key named "${hostile}" is not allowed (it would reach into the objects that read it)`);
      return copy;
    }
  }
}

const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The first key anywhere in the data that names part of JavaScript's object machinery, or null. */
function hostileKey(v: Json): string | null {
  if (!v || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    if (HOSTILE_KEYS.has(k)) return k;
    const inner = hostileKey(x as Json);
    if (inner) return inner;
  }
  return null;
}
