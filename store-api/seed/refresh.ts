import { and, isNotNull, lt, sql } from "drizzle-orm";
import { flashSales, offers } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

const DAY = 86_400_000;

/** Start of the current UTC day. */
function today(now: number): Date {
  return new Date(Math.floor(now / DAY) * DAY);
}

/**
 * Keeps time-bound demo data current: an offer or flash sale with `rolling_days` whose end
 * comes within a day of now ends again at today (UTC midnight) + rolling_days. Runs at every
 * open and, at most hourly, from the handlers that read offers and flash sales.
 */
export async function refreshDemoDates(db: Database, now = Date.now()): Promise<void> {
  const soon = new Date(now + DAY);
  const start = today(now).toISOString();
  await db
    .update(offers)
    .set({ ends_at: sql`${start}::timestamptz + make_interval(days => ${offers.rolling_days})` })
    .where(and(isNotNull(offers.rolling_days), lt(offers.ends_at, soon)));
  await db
    .update(flashSales)
    .set({
      starts_at: sql`least(${flashSales.starts_at}, ${start}::timestamptz)`,
      ends_at: sql`${start}::timestamptz + make_interval(days => ${flashSales.rolling_days})`,
    })
    .where(and(isNotNull(flashSales.rolling_days), lt(flashSales.ends_at, soon)));
}

const lastRefresh = new WeakMap<object, number>();

/** refreshDemoDates at most once an hour per database handle. */
export async function maybeRefreshDemoDates(db: Database): Promise<void> {
  const now = Date.now();
  if ((lastRefresh.get(db) ?? 0) > now - 3_600_000) return;
  lastRefresh.set(db, now);
  await refreshDemoDates(db, now);
}
