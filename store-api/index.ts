/**
 * The embedded reference Store API. The storefront's host (server.ts) imports this module;
 * the storefront itself (app/) only talks to it over HTTP/fetch.
 */
export { createStoreApi, type StoreApi, type StoreApiOptions, type Logger, type LogLevel } from "./app.ts";
export { openDatabase, DatabaseLockedError, type OpenDatabaseOptions, type OpenedDatabase } from "./db/open.ts";
export type { Database, Transaction } from "./db/types.ts";
export type { SettingsOverrides } from "./seed/overrides.ts";
export type { EncryptionFormat, EncryptionOptions } from "./lib/crypto.ts";
export type * from "./contract.ts";
export { createPaymobSandbox, type PaymobSandbox, type PaymobSandboxOptions } from "./paymob-sandbox/index.ts";
