/**
 * Rate limits through rate-limiter-flexible (fixed windows, real time left for `Retry-After`).
 *
 * With REDIS_URL the counters live in Redis and every instance enforces one limit; while Redis is
 * down or slow, a per-process insurance limiter counts instead (limits per instance rather than
 * none). Without REDIS_URL the counters live in this process. Keys are hashed, so neither store
 * holds a shopper's e-mail or address, and each limit keeps at most MAX_KEYS_PER_WINDOW live keys:
 * a flood of made-up identifiers is refused instead of growing memory without bound.
 */
import { createHash } from "node:crypto";
import { RLWrapperTimeouts, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createClient } from "redis";
import { getEnv } from "../env.server";
import { log as appLog } from "../observe/log.server";

export interface Limit {
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

export const LIMITS = {
  login: { points: 10, duration: 60 },
  loginPerAddress: { points: 60, duration: 60 },
  /** One account from any number of addresses (5 addresses' worth), like the Store API's own. */
  loginPerAccount: { points: 50, duration: 60 },
  register: { points: 5, duration: 60 },
  registerPerAddress: { points: 20, duration: 60 },
  /** One e-mail from any number of addresses: "already taken" cannot be asked of it at scale (issue #40). */
  registerPerAccount: { points: 25, duration: 60 },
  forgotPerAddress: { points: 20, duration: 60 },
  /**
   * Reset mails one account receives, whoever asks: an hour's window, so a flood from many addresses sends at most
   * five (the second tester of 1 December had nine within a second, from five spellings of one account).
   */
  forgotPerAccount: { points: 5, duration: 3600 },
  reset: { points: 10, duration: 60 },
  otp: { points: 5, duration: 60 },
  newsletter: { points: 5, duration: 60 },
  newsletterPerAddress: { points: 20, duration: 60 },
  operatorSignIn: { points: 10, duration: 60 },
  /** Coupon codes tried, per cart or customer and per address: a shopper types a few, a guesser thousands. */
  coupon: { points: 10, duration: 60 },
  couponPerAddress: { points: 30, duration: 60 },
  /**
   * The header box's suggestions, per address: each one is a Store API search. A shopper typing asks a few a
   * second at most (the box waits for a pause); a whole office behind one address gets 4 a second (decision 100).
   */
  suggest: { points: 240, duration: 60 },
  errorReport: { points: 10, duration: 60 },
  errorReportPerAddress: { points: 60, duration: 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Live keys one limit may hold per window before it refuses keys it has not seen. */
const MAX_KEYS_PER_WINDOW = 50_000;

type Log = (level: "warn" | "info", msg: string, data?: Record<string, unknown>) => void;

export interface LimiterOptions {
  redisUrl?: string;
  /** Key prefix, so several stores may share one Redis. */
  prefix?: string;
  /** How long one count may wait for Redis before the insurance limiter answers. */
  timeoutMs?: number;
  maxKeysPerWindow?: number;
  log?: Log;
}

export interface Limiters {
  /** Counts one attempt against each limit in order; stops at the first refusal. */
  consume(checks: ReadonlyArray<readonly [LimitName, string]>): Promise<Verdict>;
  /** Settles once Redis first answers (true) or fails (false); true at once without Redis. */
  connected: Promise<boolean>;
  close(): Promise<void>;
}

interface Counter {
  consume(key: string): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const digest = (key: string) => createHash("sha256").update(key).digest("base64url");
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function createLimiters(options: LimiterOptions = {}): Limiters {
  const log = options.log ?? appLog;
  const prefix = options.prefix ?? "storefront:rl:";
  const maxKeys = options.maxKeysPerWindow ?? MAX_KEYS_PER_WINDOW;
  let lastWarning = 0;
  const warn = (msg: string, error?: unknown) => {
    // One line per 30 s: a Redis outage must not flood the log on every request.
    const now = Date.now();
    if (now - lastWarning < 30_000) return;
    lastWarning = now;
    log("warn", msg, { error: error === undefined ? undefined : String(error) });
  };

  const client = options.redisUrl
    ? createClient({
        url: options.redisUrl,
        // Without the offline queue, commands fail at once while disconnected, and the insurance limiter answers.
        disableOfflineQueue: true,
        socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
      })
    : null;
  client?.on("error", (error) => warn("Rate-limit Redis unavailable; limits are counted per instance", error));
  let firstSettled = !client;
  const connected = new Promise<boolean>((resolve) => {
    if (!client) return resolve(true);
    const settle = (ok: boolean) => {
      firstSettled = true;
      resolve(ok);
    };
    // node-redis keeps reconnecting after a failed first attempt, so its first error settles this.
    client.once("error", () => settle(false));
    client.connect().then(
      () => settle(true),
      (error: unknown) => {
        warn("Rate-limit Redis connection failed; limits are counted per instance", error);
        settle(false);
      },
    );
  });

  const counters = new Map<LimitName, { counter: Counter; newKeys: RateLimiterMemory }>();
  const counterFor = (name: LimitName) => {
    let entry = counters.get(name);
    if (!entry) {
      const { points, duration } = LIMITS[name];
      const keyPrefix = `${prefix}${name}`;
      const memory = new RateLimiterMemory({ points, duration, keyPrefix });
      const counter: Counter = client
        ? new RLWrapperTimeouts({
            limiter: new RateLimiterRedis({
              storeClient: client,
              useRedisPackage: true,
              rejectIfRedisNotReady: true,
              points,
              duration,
              keyPrefix,
              insuranceLimiter: memory,
            }),
            timeoutMs: options.timeoutMs ?? 1000,
          })
        : memory;
      entry = { counter, newKeys: new RateLimiterMemory({ points: maxKeys, duration, keyPrefix: `${keyPrefix}:new` }) };
      counters.set(name, entry);
    }
    return entry;
  };

  async function consumeOne(name: LimitName, key: string): Promise<Verdict> {
    const { counter, newKeys } = counterFor(name);
    // The first attempts after start wait (briefly) for Redis rather than count per instance.
    if (!firstSettled) await Promise.race([connected, sleep(options.timeoutMs ?? 1000)]);
    const hashed = digest(key);
    try {
      const res = await counter.consume(hashed);
      if (res.isFirstInDuration) {
        try {
          await newKeys.consume(name);
        } catch (full) {
          await counter.delete(hashed).catch(() => false);
          if (full instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(full) };
          throw full;
        }
      }
      return { allowed: true };
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(refused) };
      // Neither Redis nor the insurance limiter answered: let the attempt through rather than lock every shopper out.
      warn("Rate-limit count failed; attempt allowed", refused);
      return { allowed: true };
    }
  }

  return {
    async consume(checks) {
      for (const [name, key] of checks) {
        const verdict = await consumeOne(name, key);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true };
    },
    connected,
    async close() {
      if (client?.isReady) await client.close().catch(() => client.destroy());
      else if (client?.isOpen) client.destroy();
    },
  };
}

let shared: Limiters | undefined;

/**
 * Counts one attempt against each limit, broadest first (the address before the identifier), so
 * one address cannot mint identifier keys faster than its own limit allows.
 */
export function consumeLimits(checks: ReadonlyArray<readonly [LimitName, string]>): Promise<Verdict> {
  shared ??= createLimiters({ redisUrl: getEnv().REDIS_URL });
  return shared.consume(checks);
}

/**
 * A registration's limits, like sign-in's: per address, per (address, e-mail) and per e-mail from
 * any address. The form's schema already read the e-mail as one spelling (trimmed, lower-case).
 */
export function registrationChecks(clientIp: string, email: string): ReadonlyArray<readonly [LimitName, string]> {
  return [
    ["registerPerAddress", clientIp],
    ["register", `${clientIp}:${email}`],
    ["registerPerAccount", email],
  ];
}
