import type { EncryptionOptions, SettingsOverrides } from "../../store-api/index.ts";

/** What the embedded Store API's thread is started with (structured-cloned: plain data only). */
export interface WorkerOptions {
  dataDir?: string;
  databaseUrl?: string;
  settingsOverrides?: SettingsOverrides;
  /** A PGlite dump to start an in-memory database from instead of seeding. */
  seedDump?: string;
  accessTokenTtl?: number;
  paymobHmacSecret?: string;
  resetUrl: string;
  encryption?: EncryptionOptions;
  /**
   * Per-process secret the /api mount's proxy sends in PROXY_SECRET_HEADER (issue #40): only a
   * request carrying it names its client in X-Client-Ip on the loopback port; any other caller
   * there (a local process, a forged request to 127.0.0.1) is counted under its socket's address.
   */
  proxySecret?: string;
}

/** The header that proves a loopback request came through this process's /api mount. */
export const PROXY_SECRET_HEADER = "x-store-api-proxy";

/** A header list as `Headers` iterates it (each Set-Cookie its own entry). */
export type HeaderList = [string, string][];

/**
 * The storefront's calls reach the thread as messages rather than over its loopback port
 * (decision 049): a request, its answer (the body transferred, not copied) or why it failed.
 */
export type CallMessage =
  | { type: "call"; id: number; method: string; url: string; headers: HeaderList; body: ArrayBuffer | null }
  | { type: "answer"; id: number; status: number; statusText: string; headers: HeaderList; body: ArrayBuffer | null }
  | { type: "error"; id: number; error: string };

export type WorkerMessage = { type: "ready"; port: number } | { type: "failed"; error: string } | { type: "close" } | { type: "closed" } | CallMessage;
