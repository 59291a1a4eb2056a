import type { Lang } from "~/lib/i18n";
import { BootstrapSchema, CurrencySchema, PageSchema, dataList, type Bootstrap, type Currency, type Page } from "~/lib/schemas/store";
import { createCache } from "./cache.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { createStoreApiClient, type StoreApiClient } from "./store-api.server";
import type { TransportValues } from "./context.server";

/** Process-wide pieces built once: the Store API client and the caches every render shares. */
export interface Services {
  client: StoreApiClient;
  bootstrap(lang: Lang, requestId?: string): Promise<Bootstrap>;
  currencies(lang: Lang, requestId?: string): Promise<Currency[]>;
  pages(lang: Lang, requestId?: string): Promise<Page[]>;
}

const BOOTSTRAP_TTL_MS = 30_000;
const CURRENCY_TTL_MS = 5 * 60_000;
const PAGES_TTL_MS = 60_000;

let services: Services | undefined;

export function getServices(transport: TransportValues): Services {
  services ??= buildServices(transport);
  return services;
}

function buildServices(transport: TransportValues): Services {
  const env = getEnv();
  const client = createStoreApiClient({
    fetch: transport.storeFetch,
    baseUrl: transport.storeBaseUrl,
    timeoutMs: env.STORE_API_TIMEOUT_MS,
    encryptionKey: env.STORE_API_ENCRYPTION_KEY,
    log,
  });
  const onLoadError = (key: string, error: unknown, servedStale: boolean) =>
    log("warn", "Shared data load failed", { key, servedStale, error: String(error) });
  const bootstrapCache = createCache<Bootstrap>({ ttlMs: BOOTSTRAP_TTL_MS, jitter: 0.2, staleMs: BOOTSTRAP_TTL_MS, onLoadError });
  const currencyCache = createCache<Currency[]>({ ttlMs: CURRENCY_TTL_MS, jitter: 0.2, staleMs: CURRENCY_TTL_MS, onLoadError });
  const pagesCache = createCache<Page[]>({ ttlMs: PAGES_TTL_MS, jitter: 0.2, staleMs: PAGES_TTL_MS, onLoadError });

  return {
    client,
    bootstrap: (lang, requestId) =>
      bootstrapCache.get(lang, async () => (await client.request("bootstrap", { lang, requestId, schema: BootstrapSchema })).data),
    currencies: (lang, requestId) =>
      currencyCache.get(lang, async () => (await client.request("store/currency", { lang, requestId, schema: dataList(CurrencySchema) })).data.data),
    pages: (lang, requestId) =>
      pagesCache.get(lang, async () => (await client.request("store/pages", { lang, requestId, schema: dataList(PageSchema) })).data.data),
  };
}

