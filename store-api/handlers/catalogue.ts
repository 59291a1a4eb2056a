/**
 * Catalogue reads: categories, brands, product lists (search, home sections), product
 * details, reviews, variants, offers and flash sales. Every function takes the database
 * handle (or a transaction) as its first parameter.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Brand, CategoryT, FlashSale, Home, Meta, Offer, Product, ProductSummary, Review, Variant, VariantGroup } from "../contract.ts";
import {
  brands,
  categories,
  flashSaleProducts,
  flashSales,
  offerProducts,
  offers,
  products,
  productUnits,
  productVariants,
  reviews,
  variants,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ApiError } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { maybeRefreshDemoDates } from "../seed/refresh.ts";
import { searchTerms, termForms } from "../lib/search-text.ts";

const notFound = {
  category: { ar: "القسم غير موجود.", en: "Category not found." },
  product: { ar: "المنتج غير موجود.", en: "Product not found." },
  offer: { ar: "العرض غير موجود أو انتهى.", en: "Offer not found or ended." },
};

const L = <A, E>(lang: Lang, ar: A, en: E) => (lang === "en" ? en : ar);

/* ───────────── categories and brands ───────────── */

type CategoryRow = typeof categories.$inferSelect;

interface CategoryIndex {
  rows: CategoryRow[];
  bySlug: Map<string, CategoryRow>;
  /** The category's id and the ids of all its descendants. */
  subtreeIds(id: number): number[];
  tree(id: number, lang: Lang): CategoryT;
  roots(lang: Lang): CategoryT[];
}

async function categoryIndex(db: Database): Promise<CategoryIndex> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ category_id: products.category_id, n: count() }).from(products).where(eq(products.is_active, 1)).groupBy(products.category_id),
  ]);
  const direct = new Map(counts.map((c) => [c.category_id, c.n]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const list = childrenOf.get(r.parent_id) ?? [];
    list.push(r);
    childrenOf.set(r.parent_id, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const subtreeIds = (id: number, seen = new Set<number>()): number[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [id, ...(childrenOf.get(id) ?? []).flatMap((c) => subtreeIds(c.id, seen))];
  };
  const tree = (id: number, lang: Lang): CategoryT => {
    const r = byId.get(id) as CategoryRow;
    const ids = subtreeIds(id);
    return {
      id: r.id,
      slug: r.slug,
      name: L(lang, r.name_ar, r.name_en),
      image: r.image,
      parent_id: r.parent_id,
      products_count: ids.reduce((n, i) => n + (direct.get(i) ?? 0), 0),
      children: (childrenOf.get(id) ?? []).map((c) => tree(c.id, lang)),
    };
  };
  return {
    rows,
    bySlug: new Map(rows.map((r) => [r.slug, r])),
    subtreeIds: (id) => subtreeIds(id),
    tree,
    roots: (lang) => (childrenOf.get(null) ?? []).map((r) => tree(r.id, lang)),
  };
}

export async function listCategories(db: Database, lang: Lang): Promise<CategoryT[]> {
  return (await categoryIndex(db)).roots(lang);
}

export async function getCategory(db: Database, slug: string, lang: Lang): Promise<CategoryT> {
  const idx = await categoryIndex(db);
  const row = idx.bySlug.get(slug);
  if (!row) throw new ApiError(404, notFound.category);
  return idx.tree(row.id, lang);
}

export async function listBrands(db: Database, lang: Lang): Promise<Brand[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id));
  return rows.map((b) => ({ id: b.id, slug: b.slug, name: L(lang, b.name_ar, b.name_en), logo: b.logo }));
}

/* ───────────── product summaries ───────────── */

/** Price of the default unit after the product's discount, rounded half-up to 2 decimals. */
const discountedPrice = sql`round(${productUnits.price} * (100 - ${products.discount}) / 100, 2)`;
/** The unit price a shopper pays: after the discount, plus its tax rounded half-up per unit (the cart's rule). */
const pricedWithTax = sql`(${discountedPrice} + round(${discountedPrice} * ${products.tax} / 100, 2))`;

function summaryColumns(lang: Lang) {
  return {
    id: products.id,
    slug: products.slug,
    name: L(lang, products.name_ar, products.name_en),
    image: products.image,
    price: productUnits.price,
    discount: products.discount,
    tax: products.tax,
    balance: productUnits.balance,
    rating: products.rating,
    reviews_count: products.reviews_count,
    category_id: categories.id,
    category_slug: categories.slug,
    category_name: L(lang, categories.name_ar, categories.name_en),
    brand_id: brands.id,
    brand_slug: brands.slug,
    brand_name: L(lang, brands.name_ar, brands.name_en),
    default_unit_id: productUnits.id,
  };
}

type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  image: string;
  price: number;
  discount: number;
  tax: number;
  balance: number;
  rating: number;
  reviews_count: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  brand_id: number | null;
  brand_slug: string | null;
  brand_name: string | null;
  default_unit_id: number;
};

function toSummary(r: SummaryRow): ProductSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    image: r.image,
    price: Number(r.price),
    discount: Number(r.discount),
    tax: Number(r.tax),
    balance: r.balance,
    rating: Number(r.rating),
    reviews_count: r.reviews_count,
    category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
    brand: r.brand_id !== null ? { id: r.brand_id, slug: r.brand_slug ?? "", name: r.brand_name ?? "" } : null,
    default_unit_id: r.default_unit_id,
    is_favourite: 0,
  };
}

function summaryQuery(db: Database, lang: Lang) {
  return db
    .select(summaryColumns(lang))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .innerJoin(productUnits, eq(productUnits.id, products.default_unit_id))
    .leftJoin(brands, eq(brands.id, products.brand_id));
}

/** Summaries of the given products, in the given order (inactive ones left out). */
export async function summariesByIds(db: Database, ids: number[], lang: Lang): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = (await summaryQuery(db, lang).where(and(inArray(products.id, ids), eq(products.is_active, 1)))) as SummaryRow[];
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const SORTS = ["price_asc", "price_desc", "newest", "best_selling"] as const;
export const SECTIONS = ["trendy", "featured", "best_sellers", "flash_sale"] as const;

export interface SearchParams {
  q?: string;
  category?: string;
  brand?: string;
  min_price?: number;
  max_price?: number;
  /** 1: the price bounds and price sorts read the price with its tax (an extension of the contract). */
  with_tax?: 0 | 1;
  variants?: number[];
  sort?: (typeof SORTS)[number];
  page?: number;
  per_page?: number;
  section?: (typeof SECTIONS)[number];
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

const runningFlashProducts = (now: Date) =>
  sql`select ${flashSaleProducts.product_id} from ${flashSaleProducts} join ${flashSales} on ${flashSales.id} = ${flashSaleProducts.flash_sale_id} where ${flashSales.starts_at} <= ${now.toISOString()}::timestamptz and ${flashSales.ends_at} > ${now.toISOString()}::timestamptz`;

/**
 * Relevance weights of one query term: the best of its matches in the name (both languages),
 * the meta text (brand, category, SKU; or the exact barcode) and the description (both
 * languages); whole word > word start > anywhere. A result's score is the sum over its terms
 * (plus PHRASE_BONUS when the name holds the whole query as consecutive words), so a term in
 * the name outranks the same term in the description and more terms in the name outrank fewer.
 */
export const SEARCH_WEIGHTS = {
  name: { word: 100, start: 70, inside: 40 },
  meta: { word: 30, start: 20, inside: 10 },
  description: { word: 12, start: 8, inside: 3 },
  barcode: 30,
} as const;
export const PHRASE_BONUS = 50;

const num = (n: number) => sql.raw(String(n));

type Weights = { word: number; start: number; inside: number };

/** One field's points for one term: whole word, word start (also after ال), anywhere, else 0. */
function fieldScore(column: SQLWrapper, forms: string[], w: Weights): SQL {
  const like = (pattern: (f: string) => string) =>
    or(...forms.flatMap((f) => [f, ...(f.startsWith("ال") ? [] : [`ال${f}`])]).map((f) => sql`${column} like ${pattern(escapeLike(f))}`));
  return sql`case when ${like((f) => `% ${f} %`)} then ${num(w.word)} when ${like((f) => `% ${f}%`)} then ${num(w.start)} when ${or(
    ...forms.map((f) => sql`${column} like ${`%${escapeLike(f)}%`}`),
  )} then ${num(w.inside)} else 0 end`;
}

/**
 * The search condition and relevance score of a query's terms (lib/search-text.ts
 * `searchTerms`) over the products' stored folded columns: every term must be found (in
 * any field, or be the barcode), and the score adds up each term's best field.
 */
function searchMatch(terms: string[]): { where: SQL; score: SQL } {
  const conditions: SQL[] = [];
  const scores: SQL[] = [];
  for (const term of terms) {
    const forms = termForms(term);
    conditions.push(
      or(
        ...[products.search_name, products.search_meta, products.search_body].flatMap((c) => forms.map((f) => sql`${c} like ${`%${escapeLike(f)}%`}`)),
        eq(products.barcode, term),
      ) as SQL,
    );
    scores.push(
      sql`greatest(${fieldScore(products.search_name, forms, SEARCH_WEIGHTS.name)}, ${fieldScore(products.search_meta, forms, SEARCH_WEIGHTS.meta)}, ${fieldScore(products.search_body, forms, SEARCH_WEIGHTS.description)}, case when ${products.barcode} = ${term} then ${num(SEARCH_WEIGHTS.barcode)} else 0 end)`,
    );
  }
  if (terms.length > 1) {
    scores.push(sql`case when ${products.search_name} like ${`% ${escapeLike(terms.join(" "))}%`} then ${num(PHRASE_BONUS)} else 0 end`);
  }
  return { where: and(...conditions) as SQL, score: sql`(${sql.join(scores, sql` + `)})` };
}

export async function searchProducts(db: Database, lang: Lang, params: SearchParams): Promise<{ data: ProductSummary[]; meta: Meta }> {
  const perPage = params.per_page ?? 20;
  const page = params.page ?? 1;
  const where: SQL[] = [eq(products.is_active, 1)];
  const empty = { data: [], meta: { current_page: page, last_page: 1, per_page: perPage, total: 0 } };

  // A query that folds to nothing (only spaces, tashkeel or tatweel) counts as no query; one
  // with nothing searchable left (only punctuation or symbols) finds nothing.
  const terms = searchTerms(params.q ?? "");
  if (terms && terms.length === 0) return empty;
  const match = terms ? searchMatch(terms) : null;
  if (match) where.push(match.where);
  if (params.category) {
    const idx = await categoryIndex(db);
    const row = idx.bySlug.get(params.category);
    if (!row) return empty;
    where.push(inArray(products.category_id, idx.subtreeIds(row.id)));
  }
  if (params.brand) {
    const [b] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, params.brand));
    if (!b) return empty;
    where.push(eq(products.brand_id, b.id));
  }
  // A store that shows prices with tax filters and sorts on what it shows: a 14% item and a tax-free one
  // compare as the shopper sees them.
  const price = params.with_tax ? pricedWithTax : discountedPrice;
  if (params.min_price !== undefined) where.push(sql`${price} >= ${params.min_price}`);
  if (params.max_price !== undefined) where.push(sql`${price} <= ${params.max_price}`);
  if (params.variants?.length) {
    // Within one type any value matches (red or blue); across types all must (red and M).
    const found = await db.select({ id: variants.id, type: variants.type }).from(variants).where(inArray(variants.id, params.variants));
    if (found.length === 0) return empty;
    const byType = new Map<string, number[]>();
    for (const v of found) byType.set(v.type, [...(byType.get(v.type) ?? []), v.id]);
    for (const ids of byType.values()) {
      where.push(
        sql`exists (select 1 from ${productVariants} pv where pv.product_id = ${products.id} and pv.variant_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      );
    }
  }
  switch (params.section) {
    case "trendy":
      where.push(eq(products.is_trendy, 1));
      break;
    case "featured":
      where.push(eq(products.is_featured, 1));
      break;
    case "best_sellers":
      where.push(gt(products.sold_count, 0));
      break;
    case "flash_sale":
      await maybeRefreshDemoDates(db);
      where.push(sql`${products.id} in (${runningFlashProducts(new Date())})`);
      break;
  }

  // A sort the shopper chose orders the whole result; without one, a query's relevance comes
  // first and the default sort breaks its ties.
  const sort = params.sort ?? (params.section === "best_sellers" ? "best_selling" : "newest");
  const order: SQL[] = [
    ...(match && !params.sort ? [desc(match.score)] : []),
    ...(sort === "price_asc"
      ? [asc(price), asc(products.id)]
      : sort === "price_desc"
        ? [desc(price), asc(products.id)]
        : sort === "best_selling"
          ? [desc(products.sold_count), asc(products.id)]
          : [desc(products.created_at), desc(products.id)]),
  ];

  const condition = and(...where);
  const [totalRow] = await db.select({ n: count() }).from(products).innerJoin(productUnits, eq(productUnits.id, products.default_unit_id)).where(condition);
  const total = totalRow?.n ?? 0;
  const rows = (await summaryQuery(db, lang)
    .where(condition)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage)) as SummaryRow[];
  return {
    data: rows.map(toSummary),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/* ───────────── variants ───────────── */

function toVariant(v: typeof variants.$inferSelect, lang: Lang): Variant {
  return { id: v.id, name: L(lang, v.name_ar, v.name_en), type: v.type, value: v.value, hex: v.hex };
}

function groupVariants(list: Variant[]): VariantGroup[] {
  const groups = new Map<string, Variant[]>();
  for (const v of list) groups.set(v.type, [...(groups.get(v.type) ?? []), v]);
  return [...groups].map(([type, values]) => ({ type, values }));
}

/** Variants used by active products of the given categories (sub-categories included); all when none given. */
export async function listVariants(db: Database, lang: Lang, categorySlugs: string[]): Promise<VariantGroup[]> {
  const where: SQL[] = [eq(products.is_active, 1)];
  if (categorySlugs.length) {
    const idx = await categoryIndex(db);
    const ids = categorySlugs.flatMap((s) => {
      const row = idx.bySlug.get(s);
      return row ? idx.subtreeIds(row.id) : [];
    });
    if (ids.length === 0) return [];
    where.push(inArray(products.category_id, ids));
  }
  const rows = await db
    .selectDistinct({ v: variants })
    .from(variants)
    .innerJoin(productVariants, eq(productVariants.variant_id, variants.id))
    .innerJoin(products, eq(products.id, productVariants.product_id))
    .where(and(...where))
    .orderBy(asc(variants.sort), asc(variants.id));
  return groupVariants(rows.map((r) => toVariant(r.v, lang)));
}

async function variantsOfProducts(db: Database, ids: number[], lang: Lang): Promise<Map<number, Variant[]>> {
  const out = new Map<number, Variant[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ product_id: productVariants.product_id, v: variants })
    .from(productVariants)
    .innerJoin(variants, eq(variants.id, productVariants.variant_id))
    .where(inArray(productVariants.product_id, ids))
    .orderBy(asc(variants.sort), asc(variants.id));
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), toVariant(r.v, lang)]);
  return out;
}

/* ───────────── reviews ───────────── */

export const REVIEWS_PER_PAGE = 10;

function toReview(r: typeof reviews.$inferSelect): Review {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    customer_name: r.customer_name,
    created_at: r.created_at.toISOString(),
  };
}

export async function listReviews(db: Database, productId: number, page: number): Promise<{ data: Review[]; meta: Meta }> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.is_active, 1)));
  if (!p) throw new ApiError(404, notFound.product);
  const [totalRow] = await db.select({ n: count() }).from(reviews).where(eq(reviews.product_id, productId));
  const total = totalRow?.n ?? 0;
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.product_id, productId))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(REVIEWS_PER_PAGE)
    .offset((page - 1) * REVIEWS_PER_PAGE);
  return {
    data: rows.map(toReview),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
      per_page: REVIEWS_PER_PAGE,
      total,
    },
  };
}

/* ───────────── product details ───────────── */

export async function getProduct(db: Database, slug: string, lang: Lang): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.is_active, 1)));
  if (!row) throw new ApiError(404, notFound.product);
  const [summary] = await summariesByIds(db, [row.id], lang);
  if (!summary) throw new ApiError(404, notFound.product);

  const siblingsRows = row.model_id
    ? await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(eq(products.model_id, row.model_id), ne(products.id, row.id), eq(products.is_active, 1)))
        .orderBy(asc(products.id))
    : [];
  const [unitRows, variantMap, firstReviews, relatedRows, siblingSummaries] = await Promise.all([
    db.select().from(productUnits).where(eq(productUnits.product_id, row.id)).orderBy(asc(productUnits.sort), asc(productUnits.id)),
    variantsOfProducts(db, [row.id, ...siblingsRows.map((s) => s.id)], lang),
    listReviews(db, row.id, 1),
    db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.category_id, row.category_id),
          ne(products.id, row.id),
          eq(products.is_active, 1),
          row.model_id ? or(isNull(products.model_id), ne(products.model_id, row.model_id)) : undefined,
        ),
      )
      .orderBy(desc(products.sold_count), asc(products.id))
      .limit(8),
    // Each sibling's stock, so a sold-out variant's choice can say so before the shopper opens it (decision 096).
    summariesByIds(
      db,
      siblingsRows.map((s) => s.id),
      lang,
    ),
  ]);
  const siblingBalance = new Map(siblingSummaries.map((s) => [s.id, s.balance]));
  const unitName = new Map(unitRows.map((u) => [u.id, L(lang, u.name_ar, u.name_en)]));
  return {
    ...summary,
    sku: row.sku,
    barcode: row.barcode,
    content: L(lang, row.content_ar, row.content_en),
    description: L(lang, row.description_ar, row.description_en),
    overview: L(lang, row.overview_ar, row.overview_en),
    specifications: L(lang, row.specifications_ar, row.specifications_en),
    highlights: L(lang, row.highlights_ar, row.highlights_en),
    images: row.images,
    units: unitRows.map((u) => ({
      id: u.id,
      name: L(lang, u.name_ar, u.name_en),
      parent_unit: u.parent_unit_id !== null ? { id: u.parent_unit_id, name: unitName.get(u.parent_unit_id) ?? "" } : null,
      factor: u.factor,
      price: Number(u.price),
      balance: u.balance,
    })),
    variants: variantMap.get(row.id) ?? [],
    siblings: siblingsRows.map((s) => ({ slug: s.slug, variants: variantMap.get(s.id) ?? [], balance: siblingBalance.get(s.id) ?? 0 })),
    tax: Number(row.tax),
    reviews: firstReviews.data,
    related: await summariesByIds(
      db,
      relatedRows.map((r) => r.id),
      lang,
    ),
  };
}

/* ───────────── offers, flash sales, home ───────────── */

function toOffer(o: typeof offers.$inferSelect, lang: Lang): Offer {
  return {
    id: o.id,
    slug: o.slug,
    title: L(lang, o.title_ar, o.title_en),
    description: L(lang, o.description_ar, o.description_en),
    image: o.image,
    discount: Number(o.discount),
    starts_at: o.starts_at.toISOString(),
    ends_at: o.ends_at.toISOString(),
  };
}

const activeOffer = (now: Date) => and(lte(offers.starts_at, now), gt(offers.ends_at, now));

export async function listOffers(db: Database, lang: Lang): Promise<Offer[]> {
  await maybeRefreshDemoDates(db);
  const rows = await db.select().from(offers).where(activeOffer(new Date())).orderBy(asc(offers.sort), asc(offers.id));
  return rows.map((o) => toOffer(o, lang));
}

export async function getOffer(db: Database, slug: string, lang: Lang): Promise<Offer> {
  await maybeRefreshDemoDates(db);
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.slug, slug), activeOffer(new Date())));
  if (!row) throw new ApiError(404, notFound.offer);
  const members = await db
    .select({ id: offerProducts.product_id })
    .from(offerProducts)
    .where(eq(offerProducts.offer_id, row.id))
    .orderBy(asc(offerProducts.sort), asc(offerProducts.product_id));
  return {
    ...toOffer(row, lang),
    products: await summariesByIds(
      db,
      members.map((m) => m.id),
      lang,
    ),
  };
}

export async function listFlashSales(db: Database, lang: Lang): Promise<FlashSale[]> {
  await maybeRefreshDemoDates(db);
  const now = new Date();
  const sales = await db
    .select()
    .from(flashSales)
    .where(and(lte(flashSales.starts_at, now), gt(flashSales.ends_at, now)))
    .orderBy(asc(flashSales.ends_at), asc(flashSales.id));
  return Promise.all(
    sales.map(async (s) => {
      const members = await db
        .select({ id: flashSaleProducts.product_id })
        .from(flashSaleProducts)
        .where(eq(flashSaleProducts.flash_sale_id, s.id))
        .orderBy(asc(flashSaleProducts.sort), asc(flashSaleProducts.product_id));
      return {
        id: s.id,
        title: L(lang, s.title_ar, s.title_en),
        ends_at: s.ends_at.toISOString(),
        products: await summariesByIds(
          db,
          members.map((m) => m.id),
          lang,
        ),
      };
    }),
  );
}

export const HOME_SECTION_SIZE = 12;

export async function getHome(db: Database, lang: Lang): Promise<Home> {
  const section = (s: SearchParams["section"]) => searchProducts(db, lang, { section: s, per_page: HOME_SECTION_SIZE }).then((r) => r.data);
  const [trendy, featured, best_sellers, flash_sales, offerList, categoryList, brandList] = await Promise.all([
    section("trendy"),
    section("featured"),
    section("best_sellers"),
    listFlashSales(db, lang),
    listOffers(db, lang),
    listCategories(db, lang),
    listBrands(db, lang),
  ]);
  return {
    trendy,
    featured,
    best_sellers,
    flash_sales,
    offers: offerList,
    categories: categoryList,
    brands: brandList,
  };
}
