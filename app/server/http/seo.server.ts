import type { RouterContextProvider } from "react-router";
import { bootstrapContext, currencyContext, languageContext } from "../context.server";
import { localizedUrl, publicOrigin } from "./public-url.server";

/** What every catalogue page needs to describe itself to search engines. */
export function seoBasics(request: Request, context: Readonly<RouterContextProvider>) {
  const { lang, i18n } = context.get(languageContext);
  const { settings } = context.get(bootstrapContext);
  const origin = publicOrigin(request);
  return {
    lang,
    t: i18n.t.bind(i18n),
    origin,
    storeName: settings.name ?? "",
    /** An absolute URL in the page's language, for structured data. */
    url: (path: string) => localizedUrl(origin, path, lang),
    /** Media URLs are rooted (`/api/media/…`); search engines need them absolute. */
    absolute: (url: string | null) => (url ? (/^https?:\/\//i.test(url) ? url : `${origin}${url}`) : null),
  };
}

/** The code of the currency the Store API's amounts are in (is_local = 1), or null when unknown. */
export function localCurrencyCode(context: Readonly<RouterContextProvider>): string | null {
  return context.get(currencyContext).currencies.find((c) => Number(c.is_local) === 1)?.currency_code ?? null;
}
