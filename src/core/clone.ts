// A copy of plain JSON data. Faster than structuredClone for the small nested objects a game state is made of, and
// it fails loudly on anything that is not plain data, which would break saving and replay anyway.

export function deepClone<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') {
      throw new TypeError(`a game state holds only plain data, not a ${typeof v}`);
    }
    return v;
  }
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) {
    throw new TypeError(`a game state holds only plain data, not a ${(v as object).constructor?.name ?? 'class instance'}`);
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) out[k] = copy((v as Record<string, unknown>)[k]);
  return out;
}
