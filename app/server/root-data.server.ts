import type { RouterContextProvider } from "react-router";
import { localCurrency } from "~/lib/money/currency-label";
import { currencyOptions } from "./currency-options.server";
import { themeColor } from "~/lib/shell/theme";
import { templateId } from "~/lib/shell/template-id";
import { LOGO_SIZE, mediaUrl } from "~/lib/catalogue/media";
import { categoryPath } from "~/lib/catalogue/catalogue-urls";
import { bootstrapContext, currencyContext, languageContext, sessionContext, transportContext } from "./context.server";
import { getCatalogue } from "./store-api/request-catalogue.server";
import { withinOrNull } from "./store-api/request.server";
import { honeypotInputProps } from "./actions/honeypot.server";
import { localizedUrl, publicOrigin } from "./http/public-url.server";
import { consoleId, gtmId, mapsOf } from "./http/store-features.server";
import type { SelectedCurrency } from "~/lib/money/money";
import { menuLinks, toMenuColumns } from "~/lib/shell/menus";
import { withEveryCategory } from "~/lib/shell/menu-categories";
import { withStorePages } from "~/lib/shell/menu-store-pages";
import type { RootData } from "~/lib/shell/root-data";
import type { Category } from "~/lib/schemas/catalogue";
import type { Menus } from "~/lib/schemas/store";
import type { Translator } from "~/i18n/translator";
import { getEnv } from "./env.server";

type PageMenus = RootData["menus"];

function makeMenus(menus: Menus | undefined, tree: readonly Category[], i18n: Translator): PageMenus {
  const top = tree.map((c) => ({ title: c.name, url: categoryPath(c.slug) }));
  return {
    // Every template's menu lists every top-level category (the shared cache; none if the catalogue fails), decision 076:
    // completed here, so the page carries the one menu it draws and not the categories beside it.
    header: toMenuColumns(withEveryCategory(menuLinks(menus?.header ?? []), top, i18n.t("templates.shopByCategory"))),
    footer: toMenuColumns(withStorePages(menuLinks(menus?.footer ?? []), { about: i18n.t("templates.aboutStore"), pages: i18n.t("footer.allPages") })),
  };
}

/** The step sessionExpiresIn moves by (seconds). */
const EXPIRY_STEP_S = 10;

/**
 * The seconds a session has left, rounded down to EXPIRY_STEP_S so a signed-in page's data stays the
 * same for that long and the render memo can give it back (a count that changed every second made
 * every render a new one). A token with less than two steps left keeps its exact count: rounded to
 * 0, the browser would revalidate at once, again and again.
 */
export function steppedExpiry(secondsLeft: number): number {
  return secondsLeft < 2 * EXPIRY_STEP_S ? secondsLeft : secondsLeft - (secondsLeft % EXPIRY_STEP_S);
}

// The menus last made for each language, from the cached category tree and bootstrap menus they were made of:
// every page drew them again from the same two objects (decision 093). A refreshed tree or bootstrap is a new
// object, so new menus; a failed catalogue (no tree) is drawn each time.
const lastMenus = new Map<string, { menus: Menus; tree: readonly Category[]; made: PageMenus }>();

/** The page's header and footer menus, made once per cached category tree, bootstrap menus and language. */
export function pageMenus(menus: Menus | undefined, tree: readonly Category[] | null, lang: string, i18n: Translator): PageMenus {
  if (!tree || !menus) return makeMenus(menus, tree ?? [], i18n);
  const last = lastMenus.get(lang);
  if (last?.menus === menus && last.tree === tree) return last.made;
  const made = makeMenus(menus, tree, i18n);
  lastMenus.set(lang, { menus, tree, made });
  return made;
}

// The store's colour made readable (a search in luminance) once, not on every page: a store has one.
let lastTheme: { value: unknown; made: string } | undefined;
function theme(value: unknown): string {
  if (!lastTheme || lastTheme.value !== value) lastTheme = { value, made: themeColor(value) };
  return lastTheme.made;
}

const sameCurrency = (a: SelectedCurrency, b: SelectedCurrency | null) =>
  b !== null && a.currency_code === b.currency_code && a.exchange_rate === b.exchange_rate && a.label === b.label;

/** Only what the page needs from settings: integration ids and keys stay on the server. */
export async function rootData(request: Request, context: Readonly<RouterContextProvider>): Promise<RootData> {
  const { lang, i18n } = context.get(languageContext);
  const { settings, menus } = context.get(bootstrapContext);
  const currency = context.get(currencyContext);
  const session = context.get(sessionContext);
  const origin = publicOrigin(request);
  const { pathname } = new URL(request.url);
  const template = templateId(settings.template);
  const local = localCurrency(currency.currencies, lang);
  const pick = (ar: unknown, en: unknown) => String((lang === "en" ? en : ar) ?? "");

  return {
    lang,
    store: {
      name: settings.name ?? "",
      logo: mediaUrl(settings.logo, LOGO_SIZE),
      favIcon: mediaUrl(settings.favIcon, "80x80"),
      contactPhone: settings.contact_phone ?? null,
      contactEmail: settings.contact_email ?? null,
      freeShippingOver: settings.free_shipping_over ?? null,
      priceDisplay: getEnv().PRICE_DISPLAY,
    },
    seo: {
      // An error page's title (root meta): the heading the page shows, not only the store's name.
      errorTitles: { notFound: i18n.t("errors.notFound"), other: i18n.t("errors.title") },
      keywords: pick(settings.keywords_ar, settings.keywords_en),
      description: pick(settings.meta_description_ar, settings.meta_description_en),
      gtmId: gtmId(settings),
      consoleId: consoleId(settings),
      canonical: localizedUrl(origin, pathname, lang),
      alternates: { ar: localizedUrl(origin, pathname, "ar"), en: localizedUrl(origin, pathname, "en") },
    },
    theme: theme(settings.theme_color),
    /** The map picker: open tiles when free_map is truthy, else the commercial service with the store's browser key. */
    maps: mapsOf(settings),
    template,
    menus: pageMenus(menus, await withinOrNull(getCatalogue(context).categories(), "categories", context.get(transportContext).requestId), lang, i18n),
    signedIn: session.signedIn,
    cartCount: session.cartCount,
    /** Seconds the access token has left (in steps), so the browser can refresh ~10 s before it expires. */
    sessionExpiresIn: session.signedIn ? steppedExpiry(session.secondsLeft) : null,
    flash: session.takeFlash() ?? null,
    honeypot: await honeypotInputProps(),
    currency: {
      options: currencyOptions(currency.currencies, lang, (key, options) => i18n.t(key, options), currency.selected?.currency_code),
      /** The store's own currency (what Paymob charges), written the way prices are. */
      local,
      // Mostly the store's own currency: then the same object, which the page's data writes once.
      selected: local && sameCurrency(local, currency.selected) ? local : currency.selected,
      error: currency.error,
    },
  };
}
