import type { EncryptionOptions, SettingsOverrides } from "../store-api/index.ts";

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
}

export type WorkerMessage = { type: "ready"; port: number } | { type: "failed"; error: string } | { type: "close" } | { type: "closed" };
