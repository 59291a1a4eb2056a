/**
 * The embedded reference Store API: a fetch handler (Request → Response) built on Hono with
 * @hono/zod-openapi. Paths are at the root (`/bootstrap`, `/store/...`, `/media/...`); a host
 * that mounts it under `/api` strips the prefix itself. The OpenAPI 3.1 document is served
 * at `/openapi.json`.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hook } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "./db/types.ts";
import { assertEncryptionKey, encrypt, type EncryptionOptions } from "./lib/crypto.ts";
import { ApiError } from "./lib/errors.ts";
import { type Lang, langFrom, messages } from "./lib/lang.ts";
import { RateLimiter, type RateLimitOptions } from "./lib/ratelimit.ts";
import { loadSecrets } from "./lib/tokens.ts";
import { registerAuthRoutes } from "./routes/auth.ts";
import { registerCatalogueRoutes } from "./routes/catalogue.ts";
import { registerContentRoutes } from "./routes/content.ts";
import { registerShopRoutes } from "./routes/shop.ts";
import { registerOrderRoutes } from "./routes/orders.ts";
import { expireUnpaidOrders } from "./handlers/orders.ts";
import { pruneExpired } from "./handlers/maintenance.ts";
import { databaseUnavailable } from "./lib/db-errors.ts";
import type { ApiConfig, ApiEnv, Logger } from "./routes/env.ts";

export type { Logger, LogLevel } from "./routes/env.ts";

export interface StoreApiOptions {
  db: Database;
  /** Encrypt every JSON answer into `{ "e": "<encrypted>" }` (not /openapi.json). */
  encryption?: EncryptionOptions;
  log?: Logger;
  /** Demo mode: OTP codes and reset links are logged (see DESIGN.md §4). */
  demo?: boolean;
  /** Access token lifetime in seconds (`expires_in`). Default 120. */
  accessTokenTtl?: number;
  /** Refresh token lifetime in seconds. Default 7 days. */
  refreshTokenTtl?: number;
  /**
   * Rate limit of the auth calls (login, register, password forget/reset, OTP), per call,
   * client address and account (in any spelling); login and password forget also allow 5 ×
   * it per account from any address and per address over any accounts. Successful sign-ins
   * do not count. Default 10 per 60 s; false: off.
   */
  rateLimit?: RateLimitOptions | false;
  /** Take the client address from X-Forwarded-For's first hop. Default false. */
  trustProxy?: boolean;
  /**
   * Header an in-process host sets to the client address, believed only when fetch gets no
   * remoteAddress: a host that lets anyone else reach fetch (a socket) must pass that caller's
   * address, as main.ts and the embedded worker's loopback port do (issue #40). Default x-client-ip.
   */
  clientIpHeader?: string;
  /** Paymob HMAC secret for POST /store/payments/paymob; unset: callbacks are refused (400). */
  paymobHmacSecret?: string;
  /**
   * The storefront's password reset address (absolute http(s)); a reset link is this + the
   * token. Default http://localhost:3000/password/reset/ (the demo storefront). Callers never
   * choose it: POST /password/forget ignores a `reset_url`.
   */
  resetUrl?: string;
  /** Clock (tests). */
  now?: () => Date;
}

export interface FetchInfo {
  /** The client's address (the socket's), for rate limits. */
  remoteAddress?: string;
}

export interface StoreApi {
  fetch(req: Request, info?: FetchInfo): Promise<Response>;
  /** The OpenAPI 3.1 document (also at GET /openapi.json). */
  openapi(): Record<string, unknown>;
  /** Cancels and restocks unpaid card/wallet orders past their payment time now (also done lazily); returns how many. */
  expireUnpaidOrders(): Promise<number>;
}

const ARABIC_ISSUES: Record<string, string> = {
  invalid_type: "نوع القيمة غير صالح.",
  too_small: "القيمة أصغر أو أقصر من المسموح.",
  too_big: "القيمة أكبر أو أطول من المسموح.",
  invalid_value: "القيمة غير مسموح بها.",
  invalid_format: "صيغة القيمة غير صالحة.",
};

type Issue = { path: PropertyKey[]; message: string; code: string };

/** Per-field messages (`errors[field] = [message]`) in the request's language. */
export function fieldErrors(issues: readonly Issue[], lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    const message = lang === "ar" ? (ARABIC_ISSUES[issue.code] ?? "القيمة غير صالحة.") : issue.message;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const lang = c.get("lang");
    return c.json({ message: messages.invalid[lang], errors: fieldErrors(result.error.issues as Issue[], lang) }, 422);
  }
};

const noopLog: Logger = () => {};

function resetUrlOf(url = "http://localhost:3000/password/reset/"): string {
  if (!/^https?:$/.test(new URL(url).protocol)) throw new Error("resetUrl must be an absolute http(s) URL");
  return url;
}

export function createStoreApi(opts: StoreApiOptions): StoreApi {
  if (opts.encryption) assertEncryptionKey(opts.encryption);
  const log = opts.log ?? noopLog;
  const encryption = opts.encryption;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const now = opts.now ?? (() => new Date());
  const cfg: ApiConfig = {
    accessTtl: opts.accessTokenTtl ?? 120,
    refreshTtl: opts.refreshTokenTtl ?? 7 * 86_400,
    refreshGrace: 60,
    now,
    rateLimiter: new RateLimiter(opts.rateLimit === undefined ? { max: 10, windowSeconds: 60 } : opts.rateLimit, () => now().getTime()),
    trustProxy: opts.trustProxy ?? false,
    clientIpHeader: (opts.clientIpHeader ?? "x-client-ip").toLowerCase(),
    paymobHmacSecret: opts.paymobHmacSecret || undefined,
    resetUrl: resetUrlOf(opts.resetUrl),
    secrets: { tokenDerivation: "", guestCart: "" },
  };
  let secretsLoaded: Promise<void> | undefined;
  const ensureSecrets = () => {
    secretsLoaded ??= loadSecrets(opts.db).then(
      (s) => {
        cfg.secrets = s;
      },
      (e: unknown) => {
        secretsLoaded = undefined;
        throw e;
      },
    );
    return secretsLoaded;
  };

  app.use("*", async (c, next) => {
    c.set("lang", langFrom(c.req.header("x-lang")));
    c.set("db", opts.db);
    c.set("log", log);
    c.set("demo", opts.demo ?? false);
    c.set("cfg", cfg);
    if (!cfg.secrets.guestCart && !c.req.path.startsWith("/media/") && c.req.path !== "/openapi.json") await ensureSecrets();
    await next();
  });

  if (encryption) {
    app.use("*", async (c, next) => {
      await next();
      if (c.req.path === "/openapi.json") return;
      const type = c.res.headers.get("content-type") ?? "";
      if (!type.startsWith("application/json")) return;
      const old = c.res;
      const body = JSON.stringify({ e: encrypt(await old.text(), encryption) });
      const headers = new Headers(old.headers);
      headers.delete("content-length");
      c.res = undefined as unknown as Response; // so Hono does not merge the old headers back
      c.res = new Response(body, { status: old.status, statusText: old.statusText, headers });
    });
  }

  // Card/wallet orders left unpaid past their payment key (+5 min) are cancelled and
  // restocked lazily: before /store/* requests, at most every 15 s (by the API's clock).
  // Hourly, the same sweep also deletes old idempotency replays, guest carts untouched for
  // 30 days and long-expired tokens and codes.
  let lastSweep = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<unknown> | null = null;
  const sweep = async (): Promise<number> => {
    const t = now().getTime();
    if (t - lastPrune >= 3_600_000) {
      lastPrune = t;
      await pruneExpired(opts.db, now());
    }
    const n = await expireUnpaidOrders(opts.db, now());
    if (n > 0) log("info", "Cancelled unpaid card/wallet orders past their payment time", { count: n });
    return n;
  };
  app.use("/store/*", async (_c, next) => {
    const t = now().getTime();
    if (!sweeping && t - lastSweep >= 15_000) {
      lastSweep = t;
      sweeping = sweep()
        .catch((e: unknown) => log("error", "Expiring unpaid orders failed", { error: String(e) }))
        .finally(() => {
          sweeping = null;
        });
    }
    if (sweeping) await sweeping;
    await next();
  });

  registerContentRoutes(app);
  registerCatalogueRoutes(app);
  registerAuthRoutes(app);
  registerShopRoutes(app);
  registerOrderRoutes(app);

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Store API",
      version: "1.0.0",
      description: "The embedded reference Store API (store-api-contract.md). Send X-LANG: ar|en.",
    },
  });

  app.notFound((c) => c.json({ message: messages.notFound[c.get("lang") ?? "ar"] }, 404));

  app.onError((err, c) => {
    const lang: Lang = c.get("lang") ?? langFrom(c.req.header("x-lang"));
    if (err instanceof ApiError) {
      return c.json(err.body(lang), err.status as ContentfulStatusCode, err.headers);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 400 && /malformed/i.test(err.message)) {
        const msg = lang === "ar" ? "جسم الطلب ليس JSON صالحًا." : "The request body is not valid JSON.";
        return c.json({ message: messages.invalid[lang], errors: { _: [msg] } }, 422);
      }
      if (status >= 500) log("error", "Store API error", { path: c.req.path, error: String(err) });
      return c.json({ message: err.message || messages.invalid[lang] }, status);
    }
    // PostgreSQL gave up a transaction (deadlock, serialization): the client may retry
    const pgCode = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    // Text PostgreSQL cannot hold (a NUL byte, say) is the client's input, not our failure.
    if (pgCode === "22021" || pgCode === "22P05") {
      return c.json({ message: messages.invalid[lang], errors: { _: [messages.invalid[lang]] } }, 422);
    }
    if (pgCode === "40P01" || pgCode === "40001") {
      log("warn", "Store API transaction conflict", { path: c.req.path, code: pgCode });
      return c.json({ message: lang === "ar" ? "تعارض مؤقت، حاول مرة أخرى." : "A temporary conflict occurred. Please try again." }, 409);
    }
    // The database is restarting or unreachable: the same request may succeed in a moment (decision 068).
    if (databaseUnavailable(err)) {
      log("warn", "Store API database unavailable", { path: c.req.path, error: String(err) });
      return c.json({ message: messages.unavailable[lang] }, 503, { "Retry-After": "5" });
    }
    log("error", "Store API unhandled error", {
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ message: messages.serverError[lang] }, 500);
  });

  return {
    fetch: async (req: Request, info?: FetchInfo) => app.fetch(req, { remoteAddress: info?.remoteAddress }),
    expireUnpaidOrders: sweep,
    openapi: () =>
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: { title: "Store API", version: "1.0.0" },
      }) as unknown as Record<string, unknown>,
  };
}
