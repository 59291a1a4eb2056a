import type { Lang } from "~/lib/text/i18n";
import type { Page } from "~/lib/schemas/store";
import { createCache, type CacheStats } from "./store-api/cache.server";
import { getEnv } from "./env.server";
import { log } from "./observe/log.server";
import { recordUpstreamCall } from "./observe/upstream-timings.server";
import { sharedCachePolicy } from "./http/shared-cache-policy.server";
import { recordUpstreamMetric, registerCacheStats, upstreamCallLabel } from "./observe/metrics.server";
import type { StoreCallTiming } from "./store-api/client.server";
import { createStoreApiClient, type StoreApiClient } from "./store-api/client.server";
import { createSharedCaches, getPages, type SharedCaches } from "./store-api/catalogue-basics.server";
import { createCatalogueCaches, type CatalogueCaches } from "./store-api/catalogue.server";
import type { TransportValues } from "./context.server";
import { createSharedProducts, type SharedProducts } from "./store-api/customer-product.server";
import { createCustomerCache, type CustomerCache } from "./store-api/customer-cache.server";
import { createSharedHome, type SharedHome } from "./store-api/shared-home.server";

/** Process-wide pieces built once: the Store API client and the caches every render shares. */
export interface Services {
  client: StoreApiClient;
  shared: SharedCaches;
  bootstrap: SharedCaches["bootstrap"];
  currencies: SharedCaches["currencies"];
  pages(lang: Lang, requestId?: string): Promise<Page[]>;
  /** Hits, misses and loads of every shared cache, for the operator page. */
  cacheStats(): Record<string, CacheStats>;
  categories: CatalogueCaches["categories"];
  brands: CatalogueCaches["brands"];
  /** A product as a visitor sees it, shared by the signed-in customers' views (decision 086). */
  products: SharedProducts;
  /** The home page's products as a visitor sees them; the last answer while the Store API fails (decision 105). */
  home: SharedHome;
  /** A signed-in customer's own answers, kept until they change them (decision 086). */
  customerCache: CustomerCache;
}

let services: Services | undefined;

export function getServices(transport: TransportValues): Services {
  services ??= buildServices(transport);
  return services;
}

/** Every Store API call: the operator page's ring, the metrics, and one log line (failures are logged by the client too). */
function upstreamCallReporter(basePath: string) {
  return ({ requestId, ...call }: StoreCallTiming): void => {
    recordUpstreamCall(call);
    const label = upstreamCallLabel(call.path, basePath);
    recordUpstreamMetric({ ...call, call: label });
    log(call.status >= 500 ? "warn" : "info", "upstream", { method: call.method, call: label, status: call.status, ms: Math.round(call.ms), requestId });
  };
}

function buildServices(transport: TransportValues): Services {
  const env = getEnv();
  const client = createStoreApiClient({
    fetch: transport.storeFetch,
    baseUrl: transport.storeBaseUrl,
    timeoutMs: env.STORE_API_TIMEOUT_MS,
    encryptionKey: env.STORE_API_ENCRYPTION_KEY,
    log,
    onCall: upstreamCallReporter(new URL(transport.storeBaseUrl).pathname),
  });
  const policy = sharedCachePolicy(env);
  const shared = createSharedCaches(client, {
    bootstrap: policy,
    currencies: policy,
    onLoadError: (what, lang, error) => log("warn", "Shared data load failed", { what, lang, error: String(error) }),
  });
  const catalogue = createCatalogueCaches(client, (what, lang, error) => log("warn", "Shared data load failed", { what, lang, error: String(error) }), policy);
  const pagesCache = createCache<Page[]>(policy);
  const customerCache = createCustomerCache(env.SHARED_CACHE_TTL_SECONDS * 1000);
  const home = createSharedHome(client, env.PAGE_CACHE_SECONDS * 1000, (lang, error) =>
    log("warn", "Shared data load failed", { what: "home", lang, error: String(error) }),
  );
  const cacheStats = () => ({ ...shared.stats(), pages: pagesCache.stats(), ...catalogue.stats(), home: home.stats(), customers: customerCache.stats() });
  registerCacheStats(cacheStats);
  return {
    client,
    shared,
    bootstrap: (lang, requestId) => shared.bootstrap(lang, requestId),
    currencies: (lang, requestId) => shared.currencies(lang, requestId),
    pages: (lang, requestId) => pagesCache.get(lang, () => getPages(client, lang, { requestId })),
    cacheStats,
    categories: catalogue.categories,
    brands: catalogue.brands,
    products: createSharedProducts(client, env.PAGE_CACHE_SECONDS * 1000),
    home,
    customerCache,
  };
}
