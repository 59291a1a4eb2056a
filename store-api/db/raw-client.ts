import type { Database } from "./types.ts";

/** The driver's own client (PGlite, or node-postgres' pool): both answer `query(text, params)` with `{ rows }`. */
export interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The handle's own client when it is the database itself. A transaction has none (`$client` is
 * set on the database only), and must run its read on its own connection: through drizzle.
 * A hot read goes to the driver directly because drizzle builds its query and parser table on
 * every call, more than the statement itself costs on PGlite (issues 22 and 39).
 */
export function rawClient(db: Database): RawClient | null {
  const client = (db as { $client?: Partial<RawClient> }).$client;
  return typeof client?.query === "function" ? (client as RawClient) : null;
}
