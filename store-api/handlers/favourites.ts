/** Favourites and the is_favourite flag of product summaries; posting reviews. */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ProductSummary, Review } from "../contract.ts";
import { customers, favourites, products, reviews } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { uniqueViolation } from "../lib/db-errors.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { CM } from "../lib/messages.ts";
import { summariesByIds } from "./catalogue.ts";

export async function listFavourites(db: Database, customerId: number, lang: Lang): Promise<ProductSummary[]> {
  const rows = await db
    .select({ id: favourites.product_id })
    .from(favourites)
    .where(eq(favourites.customer_id, customerId))
    .orderBy(desc(favourites.created_at), desc(favourites.product_id));
  const list = await summariesByIds(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return list.map((p) => ({ ...p, is_favourite: 1 as const }));
}

async function activeProduct(db: Database, id: number): Promise<boolean> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.is_active, 1)));
  return !!p;
}

export async function addFavourite(db: Database, lang: Lang, customerId: number, productId: number, now: Date): Promise<void> {
  if (!(await activeProduct(db, productId))) throw fail(lang, CM.productNotFound, { field: "product_id" });
  await db.insert(favourites).values({ customer_id: customerId, product_id: productId, created_at: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, customerId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.customer_id, customerId), eq(favourites.product_id, productId)));
}

/** Sets is_favourite = 1 on every product summary (any object with default_unit_id and is_favourite) in an answer. */
export async function markFavourites(db: Database, customerId: number | null, answer: unknown): Promise<void> {
  if (customerId === null) return;
  const found: { id: number; is_favourite: number }[] = [];
  const walk = (x: unknown, depth: number) => {
    if (!x || typeof x !== "object" || depth > 6) return;
    if (Array.isArray(x)) {
      for (const v of x) walk(v, depth + 1);
      return;
    }
    const o = x as Record<string, unknown>;
    if (typeof o.id === "number" && "default_unit_id" in o && "is_favourite" in o) found.push(o as { id: number; is_favourite: number });
    for (const v of Object.values(o)) walk(v, depth + 1);
  };
  walk(answer, 0);
  if (found.length === 0) return;
  const ids = [...new Set(found.map((f) => f.id))];
  const rows = await db
    .select({ id: favourites.product_id })
    .from(favourites)
    .where(and(eq(favourites.customer_id, customerId), inArray(favourites.product_id, ids)));
  const fav = new Set(rows.map((r) => r.id));
  for (const f of found) f.is_favourite = fav.has(f.id) ? 1 : 0;
}

/**
 * Posts a review. Rules: the product exists and is active (404); one review per customer
 * and product (422 review_failed); rating 1..5; comment optional, up to 2000 characters.
 */
export async function postReview(
  db: Database,
  lang: Lang,
  customerId: number,
  productId: number,
  input: { rating: number; comment?: string | null },
  now: Date,
): Promise<Review> {
  if (!(await activeProduct(db, productId))) throw new ApiError(404, CM.productNotFound);
  const [me] = await db.select().from(customers).where(eq(customers.id, customerId));
  const name = `${me!.first_name} ${me!.last_name.slice(0, 1)}.`.trim();
  const comment = input.comment?.trim() || null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({ product_id: productId, customer_id: customerId, customer_name: name, rating: input.rating, comment, created_at: now })
        .returning();
      await tx.execute(sql`update ${products} p set
        rating = coalesce((select round(avg(r.rating)::numeric, 1) from ${reviews} r where r.product_id = p.id), 0),
        reviews_count = (select count(*) from ${reviews} r where r.product_id = p.id)
        where p.id = ${productId}`);
      return { id: row!.id, rating: row!.rating, comment: row!.comment, customer_name: row!.customer_name, created_at: row!.created_at.toISOString() };
    });
  } catch (e) {
    if (uniqueViolation(e) !== null) throw fail(lang, CM.reviewTwice, { code: "review_failed", field: "product_id" });
    throw e;
  }
}
