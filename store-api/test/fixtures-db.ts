/** Finds demo products with given stock shapes for tests. */
import { sql } from "drizzle-orm";
import type { Database } from "../db/types.ts";

export interface StockUnit {
  product_id: number;
  unit_id: number;
  balance: number;
  price: number;
  discount: number;
  tax: number;
  slug: string;
}

async function rows(db: Database, where: string, limit = 5): Promise<StockUnit[]> {
  const res = await db.execute(
    sql.raw(`select p.id as product_id, u.id as unit_id, u.balance, u.price::float8 as price, p.discount::float8 as discount,
      p.tax::float8 as tax, p.slug from product_units u join products p on p.id = u.product_id
      where p.is_active = 1 and ${where} order by p.id, u.id limit ${limit}`),
  );
  return (res as unknown as { rows: StockUnit[] }).rows;
}

/** Units with at least `min` in stock. */
export const inStock = (db: Database, min = 20, limit = 5) => rows(db, `u.balance >= ${min}`, limit);
export const outOfStock = (db: Database) => rows(db, "u.balance = 0", 1);
export const discountedTaxed = (db: Database) => rows(db, "u.balance >= 10 and p.discount > 0 and p.tax > 0", 3);
/** A unit of another product (for unit_mismatch). */
export const anyUnitNotOf = async (db: Database, productId: number) => (await rows(db, `p.id <> ${productId}`, 1))[0]!;
