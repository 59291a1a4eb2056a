import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { Database } from "../db/types.ts";
import type { Lang } from "../lib/lang.ts";
import type { RateLimiter } from "../lib/ratelimit.ts";
import type { Secrets } from "../lib/tokens.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type Logger = (level: LogLevel, msg: string, data?: Record<string, unknown>) => void;

/** Per-instance configuration the handlers read (from createStoreApi's options). */
export interface ApiConfig {
  /** Access token lifetime, seconds. */
  accessTtl: number;
  /** Refresh token lifetime, seconds. */
  refreshTtl: number;
  /** How long a rotated refresh token stays usable (until its successor is used), seconds. */
  refreshGrace: number;
  now: () => Date;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  clientIpHeader: string;
  paymobHmacSecret?: string;
  /** The storefront's password reset address; a reset link is this + the token. */
  resetUrl: string;
  /** Loaded from the database before the first request is handled. */
  secrets: Secrets;
}

export interface ApiEnv {
  /** Passed by the host as StoreApi.fetch's second argument. */
  Bindings: { remoteAddress?: string };
  Variables: {
    lang: Lang;
    db: Database;
    log: Logger;
    demo: boolean;
    cfg: ApiConfig;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;

/** `X-LANG` documented on every route; any value is accepted (en → English, else Arabic). */
export const LangHeaders = z.object({
  "x-lang": z.string().optional().openapi({ description: "ar (default) or en: the language of names and messages", example: "en" }),
});
