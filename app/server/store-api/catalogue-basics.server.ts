/**
 * Store-wide reads every screen needs: bootstrap (settings + menus), currencies, pages.
 *
 * The plain functions call the Store API each time; `createSharedCaches` wraps the two
 * that every render needs in per-process caches (store-api/cache.server.ts), so N concurrent
 * renders cause one upstream call per language per TTL.
 */
import { createCache, type CacheStats } from "./cache.server";
import { StoreApiError, type StoreApiClient, type StoreLang } from "./client.server";
import { BootstrapSchema, CurrencySchema, PageSchema, dataList, dataOne, type Bootstrap, type Currency, type Page } from "../../lib/schemas/store";

/** Per-call context passed through to the client (all optional). */
export interface CallContext {
  requestId?: string;
  deviceId?: string;
  /** The shopper's request signal; not used by the shared caches (one caller's abort must not fail the others). */
  signal?: AbortSignal;
  /** Overrides the client's timeout (e.g. 800 ms for calls a page can live without). */
  timeoutMs?: number;
}

const CurrencyList = dataList(CurrencySchema);
const PageList = dataList(PageSchema);
const OnePage = dataOne(PageSchema);

/** `GET /bootstrap` → `{ settings, menus }` (bare or `data`-wrapped upstream). */
export async function getBootstrap(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Bootstrap> {
  const { data } = await client.request("bootstrap", { lang, schema: BootstrapSchema, ...ctx });
  return data;
}

/** `GET /store/currency` → every currency (names and countries in `lang`). */
export async function getCurrencies(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Currency[]> {
  const { data } = await client.request("store/currency", { lang, schema: CurrencyList, ...ctx });
  return data.data;
}

/** `GET /store/pages` → every page (the home page shows the `is_featured` ones). */
export async function getPages(client: StoreApiClient, lang: StoreLang, ctx: CallContext = {}): Promise<Page[]> {
  const { data } = await client.request("store/pages", { lang, schema: PageList, ...ctx });
  return data.data;
}

/**
 * `GET /store/pages/{slug}` → one page. An unknown slug surfaces as `StoreApiError` with
 * status 404 (upstream's, or this function's for an empty slug, without a call).
 * `content` is untrusted HTML: sanitise before rendering.
 */
export async function getPage(client: StoreApiClient, lang: StoreLang, slug: string, ctx: CallContext = {}): Promise<Page> {
  if (slug.trim() === "") {
    throw new StoreApiError({ status: 404, code: "not_found", message: "Page not found", method: "GET", path: "store/pages/" });
  }
  const { data } = await client.request(`store/pages/${encodeURIComponent(slug)}`, { lang, schema: OnePage, ...ctx });
  return data.data;
}

// ── shared caches ──────────────────────────────────────────────────────────

export interface CachePolicy {
  ttlMs: number;
  jitter?: number;
  staleMs?: number;
}

export interface SharedCachesOptions {
  /** Default: 30 s + up to 20 % jitter, stale-while-revalidate for 5 min. */
  bootstrap?: CachePolicy;
  /** Default: 5 min + up to 20 % jitter, stale-while-revalidate for 30 min. */
  currencies?: CachePolicy;
  /** Told when a load fails (a stale value may still have been served). */
  onLoadError?: (what: "bootstrap" | "currencies", lang: string, error: unknown) => void;
}

export interface SharedCaches {
  /** Cached `getBootstrap`, per language. `requestId` is sent only on the call that loads. */
  bootstrap(lang: StoreLang, requestId?: string): Promise<Bootstrap>;
  /** Cached `getCurrencies`, per language. */
  currencies(lang: StoreLang, requestId?: string): Promise<Currency[]>;
  /**
   * The last bootstrap loaded in this language, else in any: what an error page can still say of the
   * store (its name and contact details) while the Store API is down, after the cache let go of it.
   */
  lastBootstrap(lang: StoreLang): Bootstrap | undefined;
  /** Drop cached values (all, or one area). */
  invalidate(what?: "bootstrap" | "currencies"): void;
  stats(): { bootstrap: CacheStats; currencies: CacheStats };
}

export const DEFAULT_BOOTSTRAP_CACHE: CachePolicy = { ttlMs: 30_000, jitter: 0.2, staleMs: 5 * 60_000 };
export const DEFAULT_CURRENCIES_CACHE: CachePolicy = { ttlMs: 5 * 60_000, jitter: 0.2, staleMs: 30 * 60_000 };

export function createSharedCaches(client: StoreApiClient, options: SharedCachesOptions = {}): SharedCaches {
  const bootstrapCache = createCache<Bootstrap>({
    ...(options.bootstrap ?? DEFAULT_BOOTSTRAP_CACHE),
    onLoadError: (lang, error) => options.onLoadError?.("bootstrap", lang, error),
  });
  const currencyCache = createCache<Currency[]>({
    ...(options.currencies ?? DEFAULT_CURRENCIES_CACHE),
    onLoadError: (lang, error) => options.onLoadError?.("currencies", lang, error),
  });

  // One per language (two), kept for the process's life: the error page's contact details (decision 105).
  const lastBootstraps = new Map<StoreLang, Bootstrap>();
  return {
    bootstrap: (lang, requestId) =>
      bootstrapCache.get(lang, async () => {
        const loaded = await getBootstrap(client, lang, { requestId });
        lastBootstraps.set(lang, loaded);
        return loaded;
      }),
    lastBootstrap: (lang) => lastBootstraps.get(lang) ?? lastBootstraps.values().next().value,
    currencies: (lang, requestId) => currencyCache.get(lang, () => getCurrencies(client, lang, { requestId })),
    invalidate(what) {
      if (what !== "currencies") bootstrapCache.invalidate();
      if (what !== "bootstrap") currencyCache.invalidate();
    },
    stats: () => ({ bootstrap: bootstrapCache.stats(), currencies: currencyCache.stats() }),
  };
}
