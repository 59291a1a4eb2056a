/**
 * Runs the Store API standalone over HTTP:  npx tsx store-api/main.ts  (npm run store-api)
 *
 * Environment (validated at start):
 *   PORT                      default 4000
 *   HOST                      default 0.0.0.0
 *   STORE_API_DATA_DIR        PGlite data directory; unset: in memory
 *   DATABASE_URL              postgres:// or postgresql:// (takes precedence over the data dir)
 *   STORE_API_ENCRYPTION      openssl | laravel (unset: plain JSON answers)
 *   STORE_API_ENCRYPTION_KEY  passphrase (openssl) or base64 of 32 bytes (laravel)
 *   STORE_API_SETTINGS        JSON settings overrides, e.g. '{"website_status":0}'
 *   STORE_API_DEMO            1 (default) | 0: demo mode (OTP codes and reset links logged)
 *   STORE_API_ACCESS_TTL      access token lifetime in seconds (default 120)
 *   STORE_API_RATE_LIMIT      auth calls per client address and account: "<max>/<seconds>" (default 10/60), or "off"
 *   STORE_API_RESET_URL       the storefront's password reset address; reset links are it + the token
 *                             (default http://localhost:3000/password/reset/)
 *   STORE_API_TRUST_PROXY     1: client address from X-Forwarded-For's first hop (default 0: the socket's)
 *   PAYMOB_HMAC_SECRET        verifies POST /store/payments/paymob (unset: callbacks refused)
 */
import { serve } from "@hono/node-server";
import { z } from "zod";
import { createStoreApi, type Logger } from "./app.ts";
import { openDatabase } from "./db/open.ts";
import { SettingsOverridesSchema } from "./seed/overrides.ts";

const SettingsOverridesEnv = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON" });
      return z.NEVER;
    }
  })
  .pipe(SettingsOverridesSchema);

const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().min(1).default("0.0.0.0"),
    STORE_API_DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    STORE_API_ENCRYPTION: z.enum(["openssl", "laravel"]).optional(),
    STORE_API_ENCRYPTION_KEY: z.string().min(1).optional(),
    STORE_API_SETTINGS: SettingsOverridesEnv.optional(),
    STORE_API_DEMO: z.enum(["0", "1"]).default("1"),
    STORE_API_ACCESS_TTL: z.coerce.number().int().min(1).max(86_400).default(120),
    STORE_API_RATE_LIMIT: z
      .string()
      .regex(/^(off|\d+\/\d+)$/, 'must be "<max>/<seconds>" (e.g. 10/60) or "off"')
      .default("10/60"),
    STORE_API_RESET_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://shop.example/password/reset/" }).optional(),
    STORE_API_TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  })
  .refine((e) => !e.STORE_API_ENCRYPTION || e.STORE_API_ENCRYPTION_KEY, {
    message: "STORE_API_ENCRYPTION_KEY is required when STORE_API_ENCRYPTION is set",
    path: ["STORE_API_ENCRYPTION_KEY"],
  });

const log: Logger = (level, msg, data) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...data });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
};

async function main(): Promise<void> {
  const blankToUndefined = Object.fromEntries(Object.entries(process.env).map(([k, v]) => [k, v === "" ? undefined : v]));
  const parsed = Env.safeParse(blankToUndefined);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`store-api: ${issue.path.join(".")}: ${issue.message}`);
    process.exit(1);
  }
  const env = parsed.data;

  const started = performance.now();
  const database = await openDatabase({
    dataDir: env.STORE_API_DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    settingsOverrides: env.STORE_API_SETTINGS,
    onConnectionLost: (error) => log("warn", "A database connection was lost; the next query opens a new one", { error: String(error) }),
  });
  const api = createStoreApi({
    db: database.db,
    log,
    demo: env.STORE_API_DEMO === "1",
    accessTokenTtl: env.STORE_API_ACCESS_TTL,
    rateLimit:
      env.STORE_API_RATE_LIMIT === "off"
        ? false
        : {
            max: Number(env.STORE_API_RATE_LIMIT.split("/")[0]),
            windowSeconds: Number(env.STORE_API_RATE_LIMIT.split("/")[1]),
          },
    trustProxy: env.STORE_API_TRUST_PROXY === "1",
    paymobHmacSecret: env.PAYMOB_HMAC_SECRET,
    resetUrl: env.STORE_API_RESET_URL,
    encryption: env.STORE_API_ENCRYPTION && env.STORE_API_ENCRYPTION_KEY ? { format: env.STORE_API_ENCRYPTION, key: env.STORE_API_ENCRYPTION_KEY } : undefined,
  });

  const fetch = (req: Request, bindings: { incoming?: { socket?: { remoteAddress?: string } } }) =>
    api.fetch(req, { remoteAddress: bindings?.incoming?.socket?.remoteAddress });
  const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log("info", "Store API listening", {
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${info.port}/`,
      database: database.kind === "postgres" ? "postgres" : (env.STORE_API_DATA_DIR ?? "pglite (memory)"),
      encryption: env.STORE_API_ENCRYPTION ?? "none",
      startup_ms: Math.round(performance.now() - started),
    });
  });

  server.on("error", (e: NodeJS.ErrnoException) => {
    log("error", "Store API server error", { error: e.message, code: e.code });
    void database.close().finally(() => process.exit(1));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log("info", "Store API shutting down", { signal });
    const force = setTimeout(() => {
      log("warn", "Store API forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch((e: unknown) => {
          log("error", "Closing the database failed", { error: String(e) });
          process.exit(1);
        });
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((e: unknown) => {
  console.error("store-api: failed to start:", e instanceof Error ? e.message : e);
  process.exit(1);
});
