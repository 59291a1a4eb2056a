import { readFileSync } from "node:fs";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { RequestHandler } from "express";
import { createStoreApi, openDatabase } from "../store-api/index.ts";
import type { Env } from "../app/server/env.server.ts";
import { resolveOrigin } from "../app/server/http/public-url.server.ts";

export const EMBEDDED_BASE_URL = "http://store-api.internal/";

/** Demo mode: the reference Store API runs inside this process on its own PGlite database. */
export async function startEmbeddedStoreApi(env: Env, log: (msg: string, data?: Record<string, unknown>) => void) {
  const settingsOverrides = env.STORE_API_SETTINGS ? JSON.parse(env.STORE_API_SETTINGS) : undefined;
  const inMemory = !env.STORE_API_DATA_DIR && !env.DATABASE_URL;
  const database = await openDatabase({
    dataDir: env.STORE_API_DATA_DIR ? path.resolve(env.STORE_API_DATA_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    settingsOverrides,
    // Seeding takes about 2.5 s of CPU; a dump loads in a fifth of that (the test suite starts a dozen demos).
    loadDataDir: inMemory && env.STORE_API_SEED_DUMP ? new Blob([readFileSync(env.STORE_API_SEED_DUMP)]) : undefined,
  });
  const api = createStoreApi({
    db: database.db,
    demo: true,
    accessTokenTtl: env.STORE_API_ACCESS_TTL,
    paymobHmacSecret: env.PAYMOB_HMAC_SECRET,
    // The storefront's own origin rule (decision 032), with no request to go by.
    resetUrl: `${resolveOrigin("", { publicUrl: env.PUBLIC_URL, port: env.PORT })}/password/reset/`,
    encryption: env.STORE_API_ENCRYPTION && env.STORE_API_ENCRYPTION_KEY ? { format: env.STORE_API_ENCRYPTION, key: env.STORE_API_ENCRYPTION_KEY } : undefined,
    log: (level: string, msg: string, data?: Record<string, unknown>) => log(`[store-api] ${msg}`, { level, ...data }),
  });
  const fetch = (request: Request) => Promise.resolve(api.fetch(request));
  // Mounted at /api for standalone use (media, the contract suite); the app calls `fetch` in-process.
  const listener = getRequestListener(fetch, { overrideGlobalObjects: false });
  // Direct callers of /api must not choose the address the API's rate limits count them under.
  const handler: RequestHandler = (req, res) => {
    req.headers["x-client-ip"] = req.ip ?? "";
    void listener(req, res);
  };
  return { fetch, handler, close: () => database.close() };
}
