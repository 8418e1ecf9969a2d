// Rate limits by who is asking, beside the plugin's per-address one (http.ts): an account or guest session may make
// so many changes a minute, whatever addresses it comes from (and an address shared by many people, an office or a
// phone network, is not one person), and a password is tried only so often: per name from one address (guessing one
// account's password) and per address over all names (argon2 costs 19 MiB and some milliseconds a try). Counts are
// kept in this process, each in a fixed window: with several processes each keeps its own, so the limit is per
// process, which still bounds a guesser to a few tries a minute per process.

/** Counts per key in fixed windows of `ms`; `hit` says whether the key is still under `max` in this window. */
export class Window {
  private counts = new Map<string, number>();
  private started: number;
  constructor(
    readonly max: number,
    readonly ms: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.started = clock();
  }
  private roll() {
    const now = this.clock();
    if (now - this.started >= this.ms) {
      this.counts.clear();
      this.started = now;
    }
  }
  /** Counts one for `key`; false when it had already reached the limit. */
  hit(key: string): boolean {
    this.roll();
    const n = this.counts.get(key) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }
  /** Whether `key` has reached the limit, without counting. */
  full(key: string): boolean {
    this.roll();
    return (this.counts.get(key) ?? 0) >= this.max;
  }
}

export interface AccountLimits {
  /** Changes (POST, PUT, DELETE, and actions sent over the live socket) per session identity per minute. */
  changesPerMinute?: number;
  /** Failed sign-ins per name from one address per 15 minutes. */
  failedSignIns?: number;
  /** Password checks (sign-ups and sign-ins) per address per minute. */
  passwordsPerMinute?: number;
}

/** `now`: the server's clock (app.ts), which a test may hold still so that no window rolls over mid-test. */
export function makeLimits(o: AccountLimits = {}, now: () => number = Date.now) {
  return {
    changes: new Window(o.changesPerMinute ?? 600, 60_000, now),
    failed: new Window(o.failedSignIns ?? 10, 15 * 60_000, now),
    passwords: new Window(o.passwordsPerMinute ?? 30, 60_000, now),
  };
}
export type Limits = ReturnType<typeof makeLimits>;
