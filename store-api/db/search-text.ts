/**
 * The products' stored search text: `search_name` (names, both languages), `search_meta`
 * (brand and category names, both languages, and the SKU) and `search_body` (descriptions,
 * both languages), each `searchField(...)` of lib/search-text.ts. `search_key` records which
 * fold made them: rows whose key differs from `searchKey()` (new rows, rows inserted by other
 * means with the column defaults, or every row after the fold changed) are refreshed when
 * the database is opened (db/open.ts, after the seed), or by calling `refreshSearchText`.
 */
import { createHash } from "node:crypto";
import { eq, inArray, ne, sql } from "drizzle-orm";
import { FOLD_VERSION, foldSearchText, searchField } from "../lib/search-text.ts";
import { brands, categories, products } from "./schema.ts";
import type { Database } from "./types.ts";

/** Bump when the columns' composition changes (which fields go where). */
const FORMAT = 1;

let key: string | undefined;

/**
 * Identifies the fold and the composition: FOLD_VERSION, FORMAT, and a fingerprint of the
 * fold itself (every character of the Latin, Arabic, punctuation and presentation-form
 * blocks folded one by one), so that a change of the rules is noticed even without a bump.
 */
export function searchKey(): string {
  if (key) return key;
  const h = createHash("sha256").update(`${FOLD_VERSION}|${FORMAT}|`);
  const ranges: [number, number][] = [
    [0, 0x7ff],
    [0x2000, 0x206f],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
    [0xff00, 0xff65],
  ];
  for (const [from, to] of ranges) {
    for (let c = from; c <= to; c++) h.update(`${foldSearchText(String.fromCharCode(c))}|`);
  }
  h.update(searchField("أَحْذِيَةٌ Running-SHOES ٥٠٠", null, "T-shirt (Navy, M)"));
  key = h.digest("hex").slice(0, 16);
  return key;
}

export interface SearchSource {
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  sku: string;
  brand_ar: string | null;
  brand_en: string | null;
  category_ar: string;
  category_en: string;
}

/** The three stored search columns of one product. */
export function searchColumns(p: SearchSource) {
  return {
    search_name: searchField(p.name_ar, p.name_en),
    search_meta: searchField(p.brand_ar, p.brand_en, p.category_ar, p.category_en, p.sku),
    search_body: searchField(p.description_ar, p.description_en),
    search_key: searchKey(),
  };
}

/**
 * Recomputes the search columns of the given products, or of every product whose
 * `search_key` is not `searchKey()`. Call after changing a product's names, SKU, descriptions,
 * brand or category, or a brand's or category's names (with the affected product ids).
 * Returns the number of rows updated.
 */
export async function refreshSearchText(db: Database, productIds?: number[]): Promise<number> {
  const rows = await db
    .select({
      id: products.id,
      name_ar: products.name_ar,
      name_en: products.name_en,
      description_ar: products.description_ar,
      description_en: products.description_en,
      sku: products.sku,
      brand_ar: brands.name_ar,
      brand_en: brands.name_en,
      category_ar: categories.name_ar,
      category_en: categories.name_en,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(brands, eq(brands.id, products.brand_id))
    .where(productIds ? inArray(products.id, productIds.length ? productIds : [0]) : ne(products.search_key, searchKey()));
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows.slice(i, i + 200).map((r) => {
      const c = searchColumns(r);
      return sql`(${r.id}::int, ${c.search_name}::text, ${c.search_meta}::text, ${c.search_body}::text)`;
    });
    await db.execute(sql`
      update ${products} set
        search_name = v.n, search_meta = v.m, search_body = v.d, search_key = ${searchKey()}
      from (values ${sql.join(values, sql`, `)}) as v(id, n, m, d)
      where ${products.id} = v.id`);
  }
  return rows.length;
}
