/**
 * Sliding-window counter of attempts per key (username, account, client address) to slow guessing.
 *
 * An attempt is counted the moment it starts, before the slow hash is checked, and forgiven when it
 * turns out right: so 30 wrong passwords sent at once are judged exactly like 5 sent one by one (the
 * 6th and later are refused without hashing), instead of all passing the check while the first is
 * still hashing.
 */
export interface Attempt {
  readonly key: string;
  readonly at: number;
}

/** Keys kept at most: the map grows with anonymous input (any username), so the oldest keys go first. */
const MAX_LIMITER_KEYS = 50_000;

export class FailureLimiter {
  private readonly attempts = new Map<string, Attempt[]>();

  constructor(
    private readonly maxFailures: number,
    readonly windowMs: number,
    private readonly maxKeys = MAX_LIMITER_KEYS,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return (recent[recent.length - this.maxFailures] as Attempt).at + this.windowMs - now;
  }

  /** Counts an attempt as failed now; `forgive` takes it back if it succeeds. */
  begin(key: string, now: number): Attempt {
    const attempt = { key, at: now };
    const recent = this.recent(key, now);
    // Re-inserting moves the key to the end, so eviction takes the least recently tried key.
    this.attempts.delete(key);
    this.attempts.set(key, [...recent, attempt]);
    if (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value as string);
    return attempt;
  }

  forgive(attempt: Attempt): void {
    const list = this.attempts.get(attempt.key);
    if (!list) return;
    const rest = list.filter((a) => a !== attempt);
    if (rest.length === 0) this.attempts.delete(attempt.key);
    else this.attempts.set(attempt.key, rest);
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  get size(): number {
    return this.attempts.size;
  }

  private recent(key: string, now: number): Attempt[] {
    const recent = (this.attempts.get(key) ?? []).filter((a) => now - a.at < this.windowMs);
    if (recent.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, recent);
    return recent;
  }
}
