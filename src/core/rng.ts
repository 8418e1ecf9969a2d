// sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG): 128 bits of state kept as four plain uint32 numbers, so
// the generator lives inside the game state, survives JSON and structuredClone, and replays byte for byte.

export type RngState = [number, number, number, number];

/** Seeds sfc32 from a number or string through splitmix32, then discards the first outputs to mix the state. */
export function seedRng(seed: number | string): RngState {
  const wide = typeof seed === 'string' ? WIDE_SEED.exec(seed) : null;
  if (wide) return wideRng(wide[1]);
  let h = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = () => {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** A seed that fills all 128 bits of the state: `sfc32:` and 32 hex digits. The server's online matches use it: a
 * word or number seed passes through 32 bits, few enough to find from a handful of observed rolls by trying them all,
 * which would let a player foresee the dice. */
export const WIDE_SEED = /^sfc32:([0-9a-f]{32})$/;

function wideRng(hex: string): RngState {
  const s = [0, 1, 2, 3].map((i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0) as RngState;
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** Advances the state in place and returns a uint32. */
export function nextU32(s: RngState): number {
  let a = s[0];
  let b = s[1];
  let c = s[2];
  let d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return t >>> 0;
}

/** A uniform integer in [0, n) without modulo bias (rejection of the short last bucket). */
export function randInt(s: RngState, n: number): number {
  if (!(n >= 1 && n <= 0x100000000 && Number.isInteger(n))) throw new RangeError(`randInt: bad range ${n}`);
  if (n === 0x100000000) return nextU32(s);
  // 2^32 mod n computed as (2^32 - n) mod n: every operand a uint32, so the engine divides in integers instead of
  // calling a floating-point remainder. The same numbers as before come out.
  const m = n >>> 0;
  const limit = 0x100000000 - ((-m >>> 0) % m);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return (x % m) >>> 0;
  }
}

/** FNV-1a over the string's UTF-16 code units: a stable 32-bit hash for seeds given as words. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
