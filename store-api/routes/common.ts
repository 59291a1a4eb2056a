/** Helpers shared by the route modules: response docs, auth, client address, rate limits. */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ErrorBody } from "../contract.ts";
import { type Authenticated, authenticate } from "../handlers/auth.ts";
import { ApiError } from "../lib/errors.ts";
import { M } from "../lib/messages.ts";
import type { ApiEnv } from "./env.ts";

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const body = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true as const,
});

export const errors = {
  401: json(ErrorBody, "Not signed in, or the access token expired"),
  403: json(ErrorBody, "Not allowed for this caller (see code)"),
  404: json(ErrorBody, "Not found"),
  422: json(ErrorBody, "Invalid input or a business rule (see code)"),
  429: json(ErrorBody, "Too many attempts"),
};

/** Query values from GET forms: an empty field means "not given". */
export const opt = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const Flag01 = z
  .union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.boolean()])
  .transform((v) => (v === 1 || v === "1" || v === true ? 1 : 0) as 0 | 1);

const digitsAs =
  (pattern: RegExp) =>
  <T extends z.ZodType>(schema: T) =>
    z.preprocess((v) => (typeof v === "string" && pattern.test(v) ? Number(v) : v), schema);

/**
 * A number as JSON gives it, or a string of plain decimal digits (query strings, forms): never what
 * `Number()` also reads, such as "0x5", "1e0", " 5", "0b1" or "" (the attacker helper's finding).
 */
export const numeric = digitsAs(/^-?\d{1,16}(\.\d{1,20})?$/);

/** A whole number in [min, max]: a JSON integer or plain digits; "2.0" and "1.00" are not a count or an id. */
export const integer = (min: number, max: number) => digitsAs(/^-?\d{1,16}$/)(z.number().int().min(min).max(max));

export const Id = integer(1, 2_147_483_647);

export const BearerHeaders = z.object({
  authorization: z.string().optional().openapi({ description: "Bearer <access_token>" }),
  "x-lang": z.string().optional(),
});

export function bearerToken(c: Context<ApiEnv>): string | null {
  const h = c.req.header("authorization");
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1]! : null;
}

const AUTH_KEY = "auth:resolved";

/** The signed-in customer, or null when no bearer token is sent; 401 for a bad or expired token. */
export async function maybeAuth(c: Context<ApiEnv>): Promise<Authenticated | null> {
  const cached = (c as unknown as { [AUTH_KEY]?: Promise<Authenticated | null> })[AUTH_KEY];
  if (cached) return cached;
  const token = bearerToken(c);
  const p = (async () => {
    if (!token) {
      if (c.req.header("authorization")) throw new ApiError(401, M.unauthenticated);
      return null;
    }
    const who = await authenticate(c.get("db"), c.get("cfg"), token);
    if (!who) throw new ApiError(401, M.unauthenticated);
    return who;
  })();
  (c as unknown as { [AUTH_KEY]?: Promise<Authenticated | null> })[AUTH_KEY] = p;
  return p;
}

export async function requireAuth(c: Context<ApiEnv>): Promise<Authenticated> {
  const who = await maybeAuth(c);
  if (!who) throw new ApiError(401, M.unauthenticated);
  return who;
}

/** For public reads: the customer when a valid token is sent, else null (never 401). */
export async function viewerId(c: Context<ApiEnv>): Promise<number | null> {
  try {
    return (await maybeAuth(c))?.customer.id ?? null;
  } catch {
    return null;
  }
}

/**
 * The client address: X-Forwarded-For's first hop when `trustProxy` is set; else the socket
 * address the host passed to fetch (main.ts does); else the `clientIpHeader` (X-Client-Ip by
 * default) that an in-process host sets; else "unknown".
 */
export function clientAddress(c: Context<ApiEnv>): string {
  const cfg = c.get("cfg");
  if (cfg.trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  const remote = c.env?.remoteAddress;
  if (remote) return remote;
  return c.req.header(cfg.clientIpHeader)?.trim().slice(0, 100) || "unknown";
}

function tooMany(wait: number): ApiError {
  return new ApiError(429, M.tooMany, { headers: { "Retry-After": String(wait) } });
}

/** Counts an attempt of `call` for (client address, identifier); 429 when over the limit. */
export function rateLimit(c: Context<ApiEnv>, call: string, identifier: string): void {
  const wait = c.get("cfg").rateLimiter.hit(`${call}|${clientAddress(c)}|${identifier.trim().toLowerCase().slice(0, 200)}`);
  if (wait > 0) throw tooMany(wait);
}

/** Over this many times the limit, one account (from any address) or one address (over any accounts) is refused. */
const WIDE = 5;

/**
 * Counts an attempt of `call` against an account (handlers/auth.ts accountKey: the customer,
 * or the identifier normalised as the lookup reads it), so respelling it counts as the same
 * account: the limit per (client address, account), and WIDE × it per account from any
 * address and per address over any accounts. Counting is synchronous, before any password
 * is checked, so parallel guesses are counted too. Returns `forgive`, for an attempt that
 * turned out not to be a guess.
 */
export function rateLimitAccount(c: Context<ApiEnv>, call: string, account: string): { forgive(): void } {
  const limiter = c.get("cfg").rateLimiter;
  const address = clientAddress(c);
  const keys: [string, number][] = [
    [`${call}|${address}|${account}`, 1],
    [`${call}|*|${account}`, WIDE],
    [`${call}|${address}|*`, WIDE],
  ];
  for (const [key, scale] of keys) {
    const wait = limiter.hit(key, scale);
    // a refused attempt stops here: one address alone cannot use up an account's wider limit
    if (wait > 0) throw tooMany(wait);
  }
  return {
    forgive() {
      for (const [key] of keys) limiter.forgive(key);
    },
  };
}
