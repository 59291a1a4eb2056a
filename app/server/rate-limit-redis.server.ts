/**
 * Rate-limit counters in Redis, so every instance behind the load balancer enforces one limit.
 *
 * Keys are hashed: Redis never holds a shopper's e-mail or address. When Redis is down or
 * slow the limiter fails open (the attempt is allowed) and says so in the log: a broken
 * counter store must not lock every shopper out of signing in.
 */
import { createHash } from "node:crypto";
import { createClient } from "redis";
import type { Limit } from "./rate-limit.server";

type Log = (level: "warn" | "info", msg: string, data?: Record<string, unknown>) => void;

// INCR and the window's expiry in one atomic step; the PTTL check heals a key left without one.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export interface RedisLimiter {
  /** Counts one attempt; true when within the limit (or when Redis cannot answer). */
  hit(key: string, limit: Limit): Promise<boolean>;
  /** Settles once the first connection succeeds (true) or fails (false). */
  connected: Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisLimiterOptions {
  log: Log;
  /** How long one hit may wait for Redis before failing open. Default 1000 ms. */
  timeoutMs?: number;
  /** Key prefix, so several stores may share one Redis. Default "storefront:rl:". */
  prefix?: string;
}

/** The Redis key for a limiter key: the limit's name stays readable, the rest is a digest. */
export function redisKey(key: string, prefix = "storefront:rl:"): string {
  const name = key.split(":", 1)[0].replace(/[^\w-]/g, "");
  return `${prefix}${name}:${createHash("sha256").update(key).digest("hex")}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createRedisLimiter(url: string, options: RedisLimiterOptions): RedisLimiter {
  const timeoutMs = options.timeoutMs ?? 1000;
  const client = createClient({
    url,
    // Without the offline queue, commands fail at once while disconnected instead of piling up.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  let lastWarning = 0;
  const warn = (msg: string, error?: unknown) => {
    // One line per 30 s: a Redis outage must not flood the log on every request.
    const now = Date.now();
    if (now - lastWarning < 30_000) return;
    lastWarning = now;
    options.log("warn", msg, { error: error === undefined ? undefined : String(error) });
  };
  client.on("error", (error) => warn("Rate-limit Redis unavailable; limits are not enforced", error));
  let firstSettled = false;
  const connected = client.connect().then(
    () => (firstSettled = true),
    (error: unknown) => {
      firstSettled = true;
      warn("Rate-limit Redis connection failed; limits are not enforced", error);
      return false;
    },
  );

  return {
    async hit(key, limit) {
      // The first attempts after start wait (briefly) for the first connection rather than go uncounted.
      if (!client.isReady && !firstSettled) await Promise.race([connected, sleep(timeoutMs)]);
      if (!client.isReady) {
        warn("Rate-limit Redis not ready; attempt allowed");
        return true;
      }
      let timer: NodeJS.Timeout | undefined;
      try {
        const count = await Promise.race([
          client.eval(HIT_SCRIPT, { keys: [redisKey(key, options.prefix)], arguments: [String(limit.windowMs)] }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return Number(count) <= limit.max;
      } catch (error) {
        warn("Rate-limit Redis call failed; attempt allowed", error);
        return true;
      } finally {
        clearTimeout(timer);
      }
    },
    connected,
    async close() {
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
