/** The constraint of a unique violation (PostgreSQL 23505) in a driver or drizzle error, else null. */
export function uniqueViolation(e: unknown): string | null {
  for (let x: unknown = e, depth = 0; x && depth < 5; depth++) {
    const err = x as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (err.code === "23505") return err.constraint ?? /"([^"]+)"/.exec(err.message ?? "")?.[1] ?? "";
    x = err.cause;
  }
  return null;
}
