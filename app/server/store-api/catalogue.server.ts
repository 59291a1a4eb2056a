/**
 * Catalogue reads (store-api-contract.md, "Calls"): home, categories, brands, search,
 * variants, products, reviews, offers. Plain typed functions over the client, plus the
 * per-process caches for the two lists every catalogue page needs (categories, brands).
 * Routes reach these through `~/server/catalogue.server` (one request's view, as the shopper).
 */
import type { z } from "zod";
import { createCache, type CacheStats } from "./cache.server";
import { StoreApiError, type Query, type StoreApiClient, type StoreLang } from "./client.server";
import { dataOne } from "../../lib/schemas/store";
import {
  BrandSchema,
  CategorySchema,
  HomeSchema,
  OfferSchema,
  ProductPageSchema,
  ProductSchema,
  ReviewPageSchema,
  VariantGroupSchema,
  lenientDataList,
  type Brand,
  type Category,
  type Home,
  type Offer,
  type Product,
  type ProductSummary,
  type Review,
  type VariantGroup,
} from "../../lib/schemas/catalogue";
import type { ListMeta } from "../../lib/schemas/store";
import type { CallContext } from "./catalogue-basics.server";

export interface ProductPage {
  products: ProductSummary[];
  meta: ListMeta;
}

export interface ReviewPage {
  reviews: Review[];
  meta: ListMeta;
}

const CategoryList = lenientDataList(CategorySchema);
const BrandList = lenientDataList(BrandSchema);
const OfferList = lenientDataList(OfferSchema);
const VariantGroupList = lenientDataList(VariantGroupSchema);

/**
 * How a catalogue call reaches the Store API: `fromClient` (the shared client, as nobody in
 * particular: for the cached lists) or, per request, the shopper's `store.call` (with their
 * token, so answers such as `is_favourite` are theirs).
 */
export type CatalogueSend = <S extends z.ZodType>(path: string, options: { query?: Query; schema: S }) => Promise<z.output<S>>;

export function fromClient(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): CatalogueSend {
  return (path, options) => client.request(path, { lang, ...ctx, ...options }).then((r) => r.data);
}

/** Path segments go to the Store API encoded; an empty one cannot exist, so it is a 404 without a call. */
function segment(value: string, what: string): string {
  if (value.trim() === "") {
    throw new StoreApiError({ status: 404, code: "not_found", message: `${what} not found`, method: "GET", path: what });
  }
  return encodeURIComponent(value);
}

/** A missing meta means the answer holds everything on one page. */
function metaOr(meta: ListMeta | undefined, count: number, page = 1): ListMeta {
  return meta ?? { current_page: page, last_page: page, per_page: count, total: count };
}

export async function getHome(send: CatalogueSend): Promise<Home> {
  return (await send("store/home", { schema: dataOne(HomeSchema) })).data;
}

/** `GET /store/categories` → the top-level categories with their sub-categories. */
export async function getCategories(send: CatalogueSend): Promise<Category[]> {
  return (await send("store/categories", { schema: CategoryList })).data;
}

/** `GET /store/categories/{slug}` → one category with its children; 404 as a `StoreApiError`. */
export async function getCategory(send: CatalogueSend, slug: string): Promise<Category> {
  return (await send(`store/categories/${segment(slug, "category")}`, { schema: dataOne(CategorySchema) })).data;
}

export async function getBrands(send: CatalogueSend): Promise<Brand[]> {
  return (await send("store/brands", { schema: BrandList })).data;
}

/** `GET /store/search`: `query` in the contract's names (prices already local). */
export async function searchProducts(send: CatalogueSend, query: Query): Promise<ProductPage> {
  const answer = await send("store/search", { query, schema: ProductPageSchema });
  return { products: answer.data, meta: metaOr(answer.meta, answer.data.length, Number(query.page ?? 1)) };
}

/** `GET /store/variants?categories=…`; the spec calls it only when categories are given. */
export async function getVariants(send: CatalogueSend, categories: string[]): Promise<VariantGroup[]> {
  if (categories.length === 0) return [];
  const answer = await send("store/variants", { query: { categories }, schema: VariantGroupList });
  return answer.data.filter((g) => g.values.length > 0);
}

export async function getProduct(send: CatalogueSend, slug: string): Promise<Product> {
  return (await send(`store/products/${segment(slug, "product")}`, { schema: dataOne(ProductSchema) })).data;
}

export async function getReviews(send: CatalogueSend, productId: number, page: number): Promise<ReviewPage> {
  const answer = await send(`store/products/${productId}/reviews`, { query: { page }, schema: ReviewPageSchema });
  return { reviews: answer.data, meta: metaOr(answer.meta, answer.data.length, page) };
}

export async function getOffers(send: CatalogueSend): Promise<Offer[]> {
  return (await send("store/offers", { schema: OfferList })).data;
}

export async function getOffer(send: CatalogueSend, slug: string): Promise<Offer> {
  return (await send(`store/offers/${segment(slug, "offer")}`, { schema: dataOne(OfferSchema) })).data;
}

// ── shared caches ──────────────────────────────────────────────────────────

export interface CatalogueCaches {
  /** Cached `getCategories`, per language. */
  categories(lang: StoreLang, requestId?: string): Promise<Category[]>;
  /** Cached `getBrands`, per language. */
  brands(lang: StoreLang, requestId?: string): Promise<Brand[]>;
  stats(): { categories: CacheStats; brands: CacheStats };
}

/** Categories and brands change rarely and every catalogue page shows them: 60 s fresh, served stale for 10 min while one request refreshes. */
const LIST_CACHE = { ttlMs: 60_000, jitter: 0.2, staleMs: 10 * 60_000 };

export function createCatalogueCaches(
  client: StoreApiClient,
  onLoadError?: (what: "categories" | "brands", lang: string, error: unknown) => void,
  policy: { ttlMs: number; jitter?: number; staleMs?: number } = LIST_CACHE,
): CatalogueCaches {
  const categories = createCache<Category[]>({ ...policy, onLoadError: (lang, e) => onLoadError?.("categories", lang, e) });
  const brands = createCache<Brand[]>({ ...policy, onLoadError: (lang, e) => onLoadError?.("brands", lang, e) });
  return {
    categories: (lang, requestId) => categories.get(lang, () => getCategories(fromClient(client, lang, { requestId }))),
    brands: (lang, requestId) => brands.get(lang, () => getBrands(fromClient(client, lang, { requestId }))),
    stats: () => ({ categories: categories.stats(), brands: brands.stats() }),
  };
}
