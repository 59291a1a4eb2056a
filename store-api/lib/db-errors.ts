/** The constraint of a unique violation (PostgreSQL 23505) in a driver or drizzle error, else null. */
export function uniqueViolation(e: unknown): string | null {
  for (let x: unknown = e, depth = 0; x && depth < 5; depth++) {
    const err = x as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (err.code === "23505") return err.constraint ?? /"([^"]+)"/.exec(err.message ?? "")?.[1] ?? "";
    x = err.cause;
  }
  return null;
}

// PostgreSQL's "connection exception" class and its shutdown and starting-up codes.
const UNAVAILABLE_CODES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03"]);
// Node's socket errors when the server is not there, or went away.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/**
 * True when the database could not be reached or went away mid-query (a restart, a failover):
 * the request may succeed once it is back, so it is a 503, not the API's own failure.
 */
export function databaseUnavailable(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && depth < 5; depth++) {
    const err = x as { code?: string; message?: string; cause?: unknown; errors?: unknown[] };
    if (err.code && (UNAVAILABLE_CODES.has(err.code) || SOCKET_CODES.has(err.code))) return true;
    // node-postgres names a dropped connection only in its message.
    if (/^Connection terminated|connection error and is not queryable/.test(err.message ?? "")) return true;
    if (Array.isArray(err.errors) && err.errors.some((inner) => databaseUnavailable(inner))) return true;
    x = err.cause;
  }
  return false;
}
