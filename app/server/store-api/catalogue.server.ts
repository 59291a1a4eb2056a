/**
 * Catalogue reads (store-api-contract.md, "Calls"): home, categories, brands, search,
 * variants, products, reviews, offers. Plain typed functions over the client, plus the
 * per-process caches for the two lists every catalogue page needs (categories, brands).
 * Routes reach these through `~/server/catalogue.server` (one request's view).
 */
import { createCache, type CacheStats } from '../cache.server';
import { StoreApiError, type Query, type StoreApiClient, type StoreLang } from '../store-api.server';
import { dataOne } from '../../lib/schemas/store';
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
} from '../../lib/schemas/catalogue';
import type { ListMeta } from '../../lib/schemas/store';
import type { CallContext } from './catalogue-basics.server';

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

/** Path segments go to the Store API encoded; an empty one cannot exist, so it is a 404 without a call. */
function segment(value: string, what: string): string {
  if (value.trim() === '') {
    throw new StoreApiError({ status: 404, code: 'not_found', message: `${what} not found`, method: 'GET', path: what });
  }
  return encodeURIComponent(value);
}

/** A missing meta means the answer holds everything on one page. */
function metaOr(meta: ListMeta | undefined, count: number, page = 1): ListMeta {
  return meta ?? { current_page: page, last_page: page, per_page: count, total: count };
}

export async function getHome(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Home> {
  const { data } = await client.request('store/home', { lang, schema: dataOne(HomeSchema), ...ctx });
  return data.data;
}

/** `GET /store/categories` → the top-level categories with their sub-categories. */
export async function getCategories(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Category[]> {
  const { data } = await client.request('store/categories', { lang, schema: CategoryList, ...ctx });
  return data.data;
}

/** `GET /store/categories/{slug}` → one category with its children; 404 as a `StoreApiError`. */
export async function getCategory(client: StoreApiClient, lang: StoreLang, slug: string, ctx: CallContext = {}): Promise<Category> {
  const path = `store/categories/${segment(slug, 'category')}`;
  const { data } = await client.request(path, { lang, schema: dataOne(CategorySchema), ...ctx });
  return data.data;
}

export async function getBrands(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Brand[]> {
  const { data } = await client.request('store/brands', { lang, schema: BrandList, ...ctx });
  return data.data;
}

/** `GET /store/search`: `query` in the contract's names (prices already local). */
export async function searchProducts(
  client: StoreApiClient,
  lang: StoreLang,
  query: Query,
  ctx: CallContext = {},
): Promise<ProductPage> {
  const { data } = await client.request('store/search', { lang, query, schema: ProductPageSchema, ...ctx });
  return { products: data.data, meta: metaOr(data.meta, data.data.length, Number(query.page ?? 1)) };
}

/** `GET /store/variants?categories=…`; the spec calls it only when categories are given. */
export async function getVariants(
  client: StoreApiClient,
  lang: StoreLang,
  categories: string[],
  ctx: CallContext = {},
): Promise<VariantGroup[]> {
  if (categories.length === 0) return [];
  const { data } = await client.request('store/variants', { lang, query: { categories }, schema: VariantGroupList, ...ctx });
  return data.data.filter((g) => g.values.length > 0);
}

export async function getProduct(client: StoreApiClient, lang: StoreLang, slug: string, ctx: CallContext = {}): Promise<Product> {
  const path = `store/products/${segment(slug, 'product')}`;
  const { data } = await client.request(path, { lang, schema: dataOne(ProductSchema), ...ctx });
  return data.data;
}

export async function getReviews(
  client: StoreApiClient,
  lang: StoreLang,
  productId: number,
  page: number,
  ctx: CallContext = {},
): Promise<ReviewPage> {
  const { data } = await client.request(`store/products/${productId}/reviews`, {
    lang,
    query: { page },
    schema: ReviewPageSchema,
    ...ctx,
  });
  return { reviews: data.data, meta: metaOr(data.meta, data.data.length, page) };
}

export async function getOffers(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Offer[]> {
  const { data } = await client.request('store/offers', { lang, schema: OfferList, ...ctx });
  return data.data;
}

export async function getOffer(client: StoreApiClient, lang: StoreLang, slug: string, ctx: CallContext = {}): Promise<Offer> {
  const path = `store/offers/${segment(slug, 'offer')}`;
  const { data } = await client.request(path, { lang, schema: dataOne(OfferSchema), ...ctx });
  return data.data;
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
  onLoadError?: (what: 'categories' | 'brands', lang: string, error: unknown) => void,
): CatalogueCaches {
  const categories = createCache<Category[]>({ ...LIST_CACHE, onLoadError: (lang, e) => onLoadError?.('categories', lang, e) });
  const brands = createCache<Brand[]>({ ...LIST_CACHE, onLoadError: (lang, e) => onLoadError?.('brands', lang, e) });
  return {
    categories: (lang, requestId) => categories.get(lang, () => getCategories(client, lang, { requestId })),
    brands: (lang, requestId) => brands.get(lang, () => getBrands(client, lang, { requestId })),
  };
}
