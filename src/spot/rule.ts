// What a spot rule is, as data the CLI and the gamemaster's panel can build forms from, and the one place where
// raw inputs (CLI strings or form values) are checked against each rule's declared inputs.

import { DiceError, parseDiceSum, type DiceTerm, type RollCtx } from '../core/dice';
import type { Json, RollEvent } from '../core/types';

/** `int` whole number; `number` a number that may have decimals (a 4.5 m fall); `bool` yes/no; `choice` one of `choices`; `dice` a damage expression such as `1D6+1`, `1D8+1+1D4`,
 * `-1D4` or `0`; `ints` a comma-separated list of whole numbers; `text` free words (a location name). */
export type InputType = 'int' | 'number' | 'bool' | 'choice' | 'dice' | 'ints' | 'text';

export interface InputSpec {
  name: string;
  type: InputType;
  description: string;
  min?: number;
  max?: number;
  /** Absent means the input is required. */
  default?: Json;
  choices?: string[];
}

/** A state field: a JSON type, one of a list of words, hit locations, or poison doses. */
export type StateField = 'number' | 'boolean' | 'object' | 'locations' | 'doses' | readonly string[];

export type InputValue = number | boolean | string | number[];
export type Inputs = Record<string, InputValue>;

/** What every resolver returns before the entry point adds `rule` and `rolls`. */
export interface Resolution {
  outcome: string;
  explanation: string;
  /** For rules that run over rounds: the state to pass back in for the next round. */
  state?: unknown;
  [detail: string]: unknown;
}

export interface SpotResult extends Resolution {
  rule: string;
  rolls: RollEvent[];
}

export interface SpotRule {
  /** Kebab-case, after the seed's heading. */
  name: string;
  /** The seed's heading, for explanations and forms. */
  title: string;
  summary: string;
  inputs: InputSpec[];
  /** True when the rule runs over rounds and takes and returns a state. */
  stateful?: boolean;
  /** The state's fields, checked before a state from outside (a CLI flag, a form) reaches the resolver. */
  stateShape?: Record<string, StateField>;
  resolve(inputs: Inputs, ctx: RollCtx, state: any): Resolution;
}

/** A missing, malformed or impossible input, or a situation the seed forbids. One line, naming the input. */
export class SpotInputError extends Error {
  override name = 'SpotInputError';
}

/** §5.1: fractions round .5 up. Every halving and averaging in the spot rules goes through here. */
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}

/** A damage expression through the kernel's one dice parser, plus the one thing RuneQuest writes with a leading
 * minus: the damage bonus -1D4 (STR+SIZ 12 or less; the table has no other negative bonus). */
export function parseDamage(text: string): DiceTerm[] {
  const t = text.replace(/\s+/g, '').toUpperCase();
  if (t === '-1D4') return [{ sign: -1, count: 1, sides: 4 }];
  if (t.startsWith('-')) throw new DiceError('only the damage bonus -1D4 starts with a minus (the table has no other negative bonus)');
  return parseDiceSum(t);
}

/** The canonical text of parsed terms: `1D8+1+1D4`, `-1D4`, `0`. */
function damageText(terms: DiceTerm[]): string {
  return terms.map((x, k) => `${x.sign < 0 ? '-' : k ? '+' : ''}${x.sides ? `${x.count}D${x.sides}` : x.count}`).join('');
}

const TRUE = ['true', 'yes', 'y', '1', 'on'];
const FALSE = ['false', 'no', 'n', '0', 'off'];

// Messages name the input and what it takes, never the value given: the project's rule for bad input.
function coerce(rule: string, spec: InputSpec, raw: unknown): InputValue {
  const where = `${rule}: --${spec.name}`;
  const span = spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}`
    : spec.min !== undefined ? ` of at least ${spec.min}` : spec.max !== undefined ? ` of at most ${spec.max}` : '';
  const inRange = (v: number) => (spec.min === undefined || v >= spec.min) && (spec.max === undefined || v <= spec.max);
  switch (spec.type) {
    case 'int': {
      const v = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (Number.isInteger(v) && inRange(v)) return v;
      throw new SpotInputError(`${where} must be a whole number${span}`);
    }
    case 'number': {
      const v = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(raw) ? Number(raw) : NaN;
      if (Number.isFinite(v) && inRange(v)) return v;
      throw new SpotInputError(`${where} must be a number such as 4 or 4.5${span ? `,${span}` : ''}`);
    }
    case 'bool': {
      if (typeof raw === 'boolean') return raw;
      if (typeof raw === 'string' && TRUE.includes(raw.toLowerCase())) return true;
      if (typeof raw === 'string' && FALSE.includes(raw.toLowerCase())) return false;
      throw new SpotInputError(`${where} must be yes or no`);
    }
    case 'choice': {
      if (typeof raw === 'string' && spec.choices!.includes(raw.toLowerCase())) return raw.toLowerCase();
      throw new SpotInputError(`${where} must be one of ${spec.choices!.join(', ')}`);
    }
    case 'dice': {
      // Refused here, when parsed, in one line that does not repeat the text.
      const text = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? String(raw) : raw;
      if (typeof text !== 'string') throw new SpotInputError(`${where} must be dice such as 1D6, 1D6+1, -1D4 or 0`);
      try {
        return damageText(parseDamage(text));
      } catch (e) {
        if (e instanceof DiceError) throw new SpotInputError(`${where}: ${e.message}`);
        throw e;
      }
    }
    case 'ints': {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? (raw.trim() === '' ? [] : raw.split(',')) : null;
      const wanted = `${where} must be a comma-separated list of whole numbers${span ? `, each${span}` : ''}`;
      if (!parts) throw new SpotInputError(wanted);
      return parts.map((p) => {
        const v = typeof p === 'number' ? p : typeof p === 'string' && /^\s*[+-]?\d+\s*$/.test(p) ? Number(p) : NaN;
        if (!Number.isInteger(v) || !inRange(v)) throw new SpotInputError(wanted);
        return v;
      });
    }
    case 'text': {
      if (typeof raw === 'string' && raw.trim() !== '') return raw.trim().toLowerCase();
      throw new SpotInputError(`${where} must not be empty`);
    }
  }
}

/** Checks raw values against a rule's inputs: unknown names, missing required ones, types and ranges. */
export function validateInputs(rule: SpotRule, raw: Record<string, unknown>): Inputs {
  const known = new Set(rule.inputs.map((s) => s.name));
  for (const k of Object.keys(raw)) {
    if (!known.has(k)) throw new SpotInputError(`${rule.name}: unknown input (inputs: ${[...known].map((n) => '--' + n).join(' ') || 'none'})`);
  }
  const out: Inputs = {};
  for (const spec of rule.inputs) {
    const v = raw[spec.name];
    if (v === undefined || v === null) {
      if (spec.default === undefined) throw new SpotInputError(`${rule.name}: missing --${spec.name} (${spec.description})`);
      out[spec.name] = spec.default as InputValue;
    } else {
      out[spec.name] = coerce(rule.name, spec, v);
    }
  }
  return out;
}

/** Shorthands for the commonest inputs, so every rule describes them the same way. */
export const inp = {
  int(name: string, description: string, opts: { min?: number; max?: number; default?: number } = {}): InputSpec {
    return { name, type: 'int', description, ...opts };
  },
  skill(name = 'skill', description = 'the skill rating in %', dflt?: number): InputSpec {
    return { name, type: 'int', description, min: -500, max: 500, ...(dflt !== undefined ? { default: dflt } : {}) };
  },
  stat(name: string, description: string, dflt?: number): InputSpec {
    return { name, type: 'int', description, min: 1, max: 100, ...(dflt !== undefined ? { default: dflt } : {}) };
  },
  number(name: string, description: string, opts: { min?: number; max?: number; default?: number } = {}): InputSpec {
    return { name, type: 'number', description, ...opts };
  },
  bool(name: string, description: string, dflt = false): InputSpec {
    return { name, type: 'bool', description, default: dflt };
  },
  choice(name: string, choices: string[], description: string, dflt?: string): InputSpec {
    return { name, type: 'choice', choices, description, ...(dflt !== undefined ? { default: dflt } : {}) };
  },
  dice(name: string, description: string, dflt?: string): InputSpec {
    return { name, type: 'dice', description, ...(dflt !== undefined ? { default: dflt } : {}) };
  },
};

const LOCATION_NAMES = ['right leg', 'left leg', 'abdomen', 'chest', 'right arm', 'left arm', 'head'];
const DOSE_FIELDS = ['pot', 'damage', 'cancelled', 'due', 'given'];

function fieldOk(kind: StateField, v: unknown): boolean {
  if (Array.isArray(kind)) return typeof v === 'string' && kind.includes(v);
  switch (kind) {
    case 'number': return typeof v === 'number' && Number.isFinite(v) && v >= 0;
    case 'boolean': return typeof v === 'boolean';
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'locations': return Array.isArray(v) && v.every((l) => LOCATION_NAMES.includes(l));
    case 'doses':
      return Array.isArray(v) && v.every((d) => typeof d === 'object' && d !== null
        && DOSE_FIELDS.every((k) => typeof d[k] === 'number' && Number.isFinite(d[k])) && typeof d.applied === 'boolean');
  }
  return false;
}

/** Checks a state handed in from outside against the rule's shape: every field present and of its kind. */
export function validateState(rule: SpotRule, state: unknown): void {
  if (state === undefined || state === null) return;
  if (!rule.stateful || !rule.stateShape) throw new SpotInputError(`${rule.name}: takes no --state`);
  if (typeof state !== 'object' || Array.isArray(state)) throw new SpotInputError(`${rule.name}: --state must be a JSON object`);
  const s = state as Record<string, unknown>;
  for (const [k, kind] of Object.entries(rule.stateShape)) {
    if (!fieldOk(kind, s[k])) {
      const want = Array.isArray(kind) ? `one of ${kind.join(', ')}` : kind;
      throw new SpotInputError(`${rule.name}: --state field "${k}" must be ${want}`);
    }
  }
}
