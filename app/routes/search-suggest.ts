/**
 * GET /search/suggest?q=…&lang=ar&cur=EGP: the header box's suggestions as JSON (decision 082).
 * `lang` and `cur` are the page's language and currency, sent by the box so that the answer
 * depends on its URL alone and any cache may keep it; without them the cookies decide, and the
 * answer says it varies on them. `lng` and `currency` are not used: the root middleware would
 * remember them in cookies, and a suggestion request must change nothing.
 */
import type { Route } from "./+types/search-suggest";
import { currencyLabel } from "~/lib/money/currency-label";
import type { SelectedCurrency } from "~/lib/money/money";
import { isLang } from "~/lib/text/i18n";
import { bootstrapContext, currencyContext, languageContext, transportContext } from "~/server/context.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/observe/log.server";
import { getServices } from "~/server/services.server";
import { matchBrands, matchCategories, NO_SUGGESTIONS, suggestedProducts, suggestionTerms, toSuggestedProduct } from "~/server/store-api/suggestions.server";
import type { Suggestions } from "~/lib/catalogue/suggestions";

/** A minute in the browser and in shared caches, then a few more while one request refreshes it. */
const PUBLIC = "public, max-age=60, stale-while-revalidate=300";
/** A request with cookies may come back with a refreshed session's Set-Cookie: only the browser keeps it. */
const PRIVATE = "private, max-age=60";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const transport = context.get(transportContext);
  const services = getServices(transport);
  const { requestId } = transport;
  const asked = url.searchParams.get("lang");
  const lang = isLang(asked) ? asked : context.get(languageContext).lang;
  const currency = await currencyOf(url.searchParams.get("cur"), lang, context, services, requestId);
  const byUrl = isLang(asked) && currency.fromUrl;

  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": request.headers.has("Cookie") ? PRIVATE : PUBLIC,
  });
  // Without lang and cur in the URL, the lng and currency cookies chose the answer.
  if (!byUrl) headers.set("Vary", "Cookie");

  const terms = suggestionTerms(url.searchParams.get("q") ?? "");
  if (!terms) return Response.json(NO_SUGGESTIONS, { headers });
  // Only what reaches the Store API counts; an answer from a cache in front never gets here.
  const limited = await consumeLimits([["suggest", transport.clientIp]]);
  if (!limited.allowed) {
    return Response.json(NO_SUGGESTIONS, { status: 429, headers: { "Cache-Control": "no-store", "Retry-After": String(limited.retryAfterSeconds) } });
  }

  const other = lang === "ar" ? "en" : "ar";
  const [products, categories, brands] = await Promise.all([
    suggestedProducts(services.client, lang, terms, requestId).catch((error: unknown) => {
      log("warn", "Suggestions: product search failed", { requestId, error: String(error) });
      return [];
    }),
    // Names in both languages, so an English word finds an Arabic page's category and back.
    Promise.all([services.categories(lang, requestId), services.categories(other, requestId)])
      .then(([shown, otherList]) => matchCategories(terms, shown, otherList))
      .catch(() => []),
    Promise.all([services.brands(lang, requestId), services.brands(other, requestId)])
      .then(([shown, otherList]) => matchBrands(terms, shown, otherList))
      .catch(() => []),
  ]);
  const logo = context.get(bootstrapContext).settings.logo ?? null;
  const display = getEnv().PRICE_DISPLAY;
  const answer: Suggestions = {
    products: products.map((p) => toSuggestedProduct(p, currency.selected, display, logo)),
    categories,
    brands,
  };
  return Response.json(answer, { headers });
}

/** The currency named in the URL (one with a rate), else the one the root middleware chose from the cookie. */
async function currencyOf(
  code: string | null,
  lang: "ar" | "en",
  context: Route.LoaderArgs["context"],
  services: ReturnType<typeof getServices>,
  requestId: string,
): Promise<{ selected: SelectedCurrency | null; fromUrl: boolean }> {
  if (code && /^[A-Z0-9]{2,8}$/.test(code)) {
    const list = await services.currencies(lang, requestId).catch(() => []);
    const found = list.find((c) => c.currency_code === code && Number(c.exchange_rate) > 0);
    if (found) {
      return {
        selected: {
          currency_code: found.currency_code,
          exchange_rate: Number(found.exchange_rate),
          label: currencyLabel(found.currency_code, found.currency_name, lang),
        },
        fromUrl: true,
      };
    }
  }
  return { selected: context.get(currencyContext).selected, fromUrl: false };
}
