/** A fixed-window counter per key, in memory (per API instance). */
export interface RateLimitOptions {
  /** Attempts allowed per window for each (call, client address, account); see routes/common.ts rateLimitAccount. */
  max: number;
  windowSeconds: number;
}

export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly opts: RateLimitOptions | false,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt; returns the seconds to wait when over `scale` × the limit, else 0. */
  hit(key: string, scale = 1): number {
    if (!this.opts) return 0;
    const now = this.now();
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    }
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.opts.windowSeconds * 1000 };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > this.opts.max * scale) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    return 0;
  }

  /** Takes back one counted attempt (one that turned out not to be a guess: a successful sign-in). */
  forgive(key: string): void {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(): void {
    this.hits.clear();
  }
}
