import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { z } from "zod";

/** A whole number, refused in words an operator can act on rather than zod's "expected number, received NaN". */
const whole = (min: number, max: number | undefined, example: number) => {
  const error =
    max === undefined ? `expected a whole number of at least ${min}, e.g. ${example}` : `expected a whole number from ${min} to ${max}, e.g. ${example}`;
  const atLeast = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? atLeast : atLeast.max(max, { error });
};
/** A TCP port. */
const port = (min: number) => whole(min, 65535, 3000);

/** Unset and empty mean the same: operators often template `VAR=` into their manifests. */
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
function isJsonObject(v: string | undefined): boolean {
  if (v === undefined) return true;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
/** An http(s) address: "localhost:3000" parses as a URL of scheme "localhost:", and would fail later, far from its name. */
const optionalUrl = (example: string) =>
  z.preprocess(blankIsUnset, z.url({ protocol: /^https?$/, message: `expected an http:// or https:// address, e.g. ${example}` }).optional());
const optionalId = z.preprocess(blankIsUnset, z.coerce.number().int().positive().optional());

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port(0).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: optionalUrl("https://shop.example.com"),
    SESSION_SECRET: z.preprocess(blankIsUnset, z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional()),
    SESSION_SECRET_PREVIOUS: z.preprocess(blankIsUnset, z.string().optional()),
    STORE_API_URL: optionalUrl("https://backend.example.com/api/"),
    STORE_API_TIMEOUT_MS: whole(1, undefined, 8000).default(8000),
    STORE_API_ENCRYPTION_KEY: z.preprocess(blankIsUnset, z.string().optional()),
    STORE_API_DATA_DIR: z.preprocess(blankIsUnset, z.string().optional()),
    // A PGlite dump (dumpDataDir) of a seeded demo database: an in-memory demo starts from it instead of seeding.
    STORE_API_SEED_DUMP: z.preprocess(blankIsUnset, z.string().optional()),
    DATABASE_URL: z.preprocess(blankIsUnset, z.string().optional()),
    STORE_API_ENCRYPTION: z.preprocess(blankIsUnset, z.enum(["openssl", "laravel"]).optional()),
    STORE_API_SETTINGS: z.preprocess(blankIsUnset, z.string().optional()).refine(isJsonObject, 'must be a JSON object, e.g. {"website_status":0}'),
    STORE_API_ACCESS_TTL: whole(1, undefined, 3600).optional(),
    // Demo only. Unset: the shop's port serves /api/media/* alone. 1: the whole embedded Store API at /api, for tools and tests (decision 031).
    STORE_API_PUBLIC: z.preprocess(blankIsUnset, z.enum(["0", "1"], { error: "STORE_API_PUBLIC must be 0 or 1" }).default("0")).transform((v) => v === "1"),
    PAYMOB_API_KEY: z.preprocess(blankIsUnset, z.string().optional()),
    PAYMOB_HMAC_SECRET: z.preprocess(blankIsUnset, z.string().optional()),
    PAYMOB_BASE_URL: optionalUrl("https://accept.paymob.com"),
    PAYMOB_CARD_INTEGRATION_ID: optionalId,
    PAYMOB_WALLET_INTEGRATION_ID: optionalId,
    PAYMOB_CARD_FRAME_ID: optionalId,
    // Shared rate-limit counters for several instances; unset: counters per process.
    REDIS_URL: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
        .optional(),
    ),
    // Names this instance in X-Instance-Id and the logs; the pod name by default.
    INSTANCE_ID: z.preprocess(
      blankIsUnset,
      z
        .string()
        .regex(/^[\w.-]{1,64}$/, "INSTANCE_ID: letters, digits, . _ - (64 at most)")
        .default(() => hostname().slice(0, 64)),
    ),
    // Set: /metrics on this port only. Unset: /metrics on PORT for `Authorization: Bearer <OPERATOR_SECRET>`.
    METRICS_PORT: z.preprocess(blankIsUnset, port(1).optional()),
    // The shared data caches (bootstrap, currencies, categories…): a change reaches every instance within ttl·(1+jitter)+stale.
    SHARED_CACHE_TTL_SECONDS: whole(0, 86_400, 30).default(30),
    SHARED_CACHE_JITTER: z.coerce.number().min(0).max(1).default(0.2),
    SHARED_CACHE_STALE_SECONDS: whole(0, 86_400, 300).default(300),
    TRUST_PROXY: whole(0, undefined, 1).default(0),
    SHUTDOWN_TIMEOUT_MS: whole(1, undefined, 10000).default(10000),
    // Seconds an anonymous visitor's page is reused by the page micro-cache (decision 022); 0 turns it off.
    PAGE_CACHE_SECONDS: whole(0, 300, 5).default(5),
    // How many pages it keeps at most, the oldest dropped first (decision 091).
    PAGE_CACHE_MAX_ENTRIES: whole(1, 100_000, 500).default(500),
    // And how many bytes, every body it holds counted (decision 094): a 50 KB catalogue page any cache
    // may keep holds ~75 KB (identity, gzip, brotli), so 16 MiB is ~200 such pages.
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1_048_576, "PAGE_CACHE_MAX_BYTES: a number of bytes, 1048576 (1 MiB) at least")
      .max(2 ** 40)
      .default(16 * 1_048_576),
    // What an anonymous page's Cache-Control lets shared caches do (decision 085): keep it fresh for
    // s-maxage, then serve it stale while one request fetches it again.
    PAGE_S_MAXAGE_SECONDS: whole(0, 86_400, 60).default(60),
    PAGE_STALE_WHILE_REVALIDATE_SECONDS: whole(0, 86_400, 300).default(300),
    // Seconds a render is reused for a request whose loaders answered the same data (decision 051); 0 turns it off.
    RENDER_MEMO_SECONDS: whole(0, 300, 5).default(5),
    // How prices are written (decision 075): inclusive, with their tax (what the shopper pays); exclusive, before tax.
    PRICE_DISPLAY: z.preprocess(
      blankIsUnset,
      z.enum(["inclusive", "exclusive"], { error: "PRICE_DISPLAY must be inclusive or exclusive" }).default("inclusive"),
    ),
    LOG_LEVEL: z.preprocess(
      blankIsUnset,
      z.enum(["debug", "info", "warn", "error"], { error: "LOG_LEVEL must be debug, info, warn or error" }).default("info"),
    ),
    // Unset: the operator pages (/debugging/*, /errors) answer 404 to everyone.
    OPERATOR_SECRET: z.preprocess(blankIsUnset, z.string().min(32, "OPERATOR_SECRET must be at least 32 characters").optional()),
  })
  .superRefine((env, ctx) => {
    // A store with its own backend has customers to keep signed in and links to mail (decision 032);
    // the demo (no STORE_API_URL) starts without either.
    if (env.NODE_ENV === "production" && env.STORE_API_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production with STORE_API_URL (32+ random characters)",
      });
    }
    if (env.NODE_ENV === "production" && env.STORE_API_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "PUBLIC_URL is required in production with STORE_API_URL (e.g. https://shop.example.com): absolute links are never built from the Host header",
      });
    }
    if (env.STORE_API_ENCRYPTION && !env.STORE_API_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STORE_API_ENCRYPTION_KEY"],
        message: "STORE_API_ENCRYPTION_KEY is required when STORE_API_ENCRYPTION is set",
      });
    }
  });

/** Every setting the storefront reads, for the test that holds `.env.example` and the README to them. */
export const SETTING_NAMES = Object.keys(schema.shape);

export type Env = z.infer<typeof schema> & {
  SESSION_SECRET: string;
  demo: boolean;
  /** The production demo made its own SESSION_SECRET: sessions end when the process does. */
  sessionSecretGenerated: boolean;
};

/** Paymob's Egyptian host: the base URL when a key is set and PAYMOB_BASE_URL is not. */
export const PAYMOB_DEFAULT_BASE_URL = "https://accept.paymob.com/api";

const DEV_SECRET = "development-only-session-secret-change-me-0000";

/** A per-process secret for the production demo without SESSION_SECRET. */
const randomSecret = () => randomBytes(32).toString("hex");

export function parseEnv(source: Record<string, string | undefined>, generateSecret: () => string = randomSecret): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const production = result.data.NODE_ENV === "production";
  const secret = result.data.SESSION_SECRET ?? (production ? generateSecret() : DEV_SECRET);
  return {
    ...result.data,
    PAYMOB_BASE_URL: result.data.PAYMOB_BASE_URL ?? (result.data.PAYMOB_API_KEY ? PAYMOB_DEFAULT_BASE_URL : undefined),
    SESSION_SECRET: secret,
    demo: !result.data.STORE_API_URL,
    sessionSecretGenerated: !result.data.SESSION_SECRET && production,
  };
}

let cached: Env | undefined;

/**
 * Parsed once per process (one copy of this module: server.ts takes it from the app server, decision
 * 078); server.ts calls it at start-up so a bad value stops the process.
 */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Whether cookies carry `Secure`: in production, unless the operator's PUBLIC_URL is a plain http address
 * (a trial on a local network, `PUBLIC_URL=http://192.168.1.5:3000`). A browser drops a Secure cookie set
 * over http anywhere but localhost, so there the cart and the sign-in would silently not stick.
 */
export function secureCookies(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL"> = getEnv()): boolean {
  return env.NODE_ENV === "production" && !env.PUBLIC_URL?.startsWith("http://");
}
