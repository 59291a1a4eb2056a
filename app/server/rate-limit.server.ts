/**
 * Fixed-window counters per key. Keys combine the client address with the login identifier,
 * so one shopper's typos never lock out another behind the same address.
 * With REDIS_URL the counters live in Redis and every instance enforces one limit;
 * without it, in this process (one instance, or limits per instance).
 */
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { createRedisLimiter, type RedisLimiter } from "./rate-limit-redis.server";

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export const LIMITS = {
  login: { max: 10, windowMs: 60_000 },
  loginPerAddress: { max: 60, windowMs: 60_000 },
  register: { max: 5, windowMs: 60_000 },
  registerPerAddress: { max: 20, windowMs: 60_000 },
  forgot: { max: 5, windowMs: 60_000 },
  reset: { max: 10, windowMs: 60_000 },
  otp: { max: 5, windowMs: 60_000 },
  operatorSignIn: { max: 10, windowMs: 60_000 },
  errorReport: { max: 10, windowMs: 60_000 },
  errorReportPerAddress: { max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

const windows = new Map<string, { count: number; resetAt: number }>();
let lastSweep = 0;

let redis: RedisLimiter | null | undefined;

function redisLimiter(): RedisLimiter | null {
  if (redis === undefined) {
    const url = getEnv().REDIS_URL;
    redis = url ? createRedisLimiter(url, { log }) : null;
  }
  return redis;
}

/** Counts one attempt; true when it is within the limit. */
export async function hit(key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const shared = redisLimiter();
  return shared ? shared.hit(key, limit) : hitInMemory(key, limit, now);
}

/** The per-process counters. */
export function hitInMemory(key: string, limit: Limit, now = Date.now()): boolean {
  if (now - lastSweep > 60_000) {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    lastSweep = now;
  }
  const current = windows.get(key);
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + limit.windowMs });
    return true;
  }
  current.count += 1;
  return current.count <= limit.max;
}

/** For tests. */
export function resetLimits(): void {
  windows.clear();
}
