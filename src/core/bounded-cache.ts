// A cache that cannot grow without bound: once it holds `limit` entries it forgets them all and starts again. The
// caches of the fast paths are keyed by the values their answer is made from (a player id for that player's action
// objects, a team name for its prompts), so a long-running server that sees endless new names keeps only the last
// few hundred, and forgetting costs nothing but building an answer again.

export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error(`BoundedCache: a limit of at least 1, not ${limit}`);
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): V {
    if (this.map.size >= this.limit && !this.map.has(key)) this.map.clear();
    this.map.set(key, value);
    return value;
  }

  get size(): number {
    return this.map.size;
  }
}
