import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";
import type { carts, coupons } from "./schema.ts";

export type Schema = typeof schema;

/**
 * A database handle the handlers take as a parameter: the PGlite or node-postgres database,
 * or a transaction on it (inside a transaction, pass the `tx`, never the outer handle).
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
