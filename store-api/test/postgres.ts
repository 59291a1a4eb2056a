/** The PostgreSQL database tests may wipe: TEST_DATABASE_URL, or the older STORE_API_TEST_DATABASE_URL. */
import { sql } from "drizzle-orm";
import { openDatabase, type OpenedDatabase } from "../db/open.ts";

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || process.env.STORE_API_TEST_DATABASE_URL?.trim() || undefined;
}

/** Empties the database (schemas public and drizzle) and opens it freshly seeded. */
export async function openFreshPostgres(url: string): Promise<OpenedDatabase> {
  const wipe = await openDatabase({ databaseUrl: url, seed: false });
  await wipe.db.execute(sql`drop schema if exists public cascade`);
  await wipe.db.execute(sql`drop schema if exists drizzle cascade`);
  await wipe.db.execute(sql`create schema public`);
  await wipe.close();
  return openDatabase({ databaseUrl: url });
}
