import type { RouterContextProvider } from "react-router";
import { categoryPath, offerPath, productPath } from "~/lib/catalogue/catalogue-urls";
import { flattenCategories } from "~/lib/catalogue/category-tree";
import { getCatalogue } from "../store-api/request-catalogue.server";
import { localizedUrl } from "./public-url.server";
import { getStore } from "../store-api/request.server";

/** Enough for a large demo catalogue without letting one request walk an unbounded backend. */
const MAX_PRODUCT_PAGES = 50;
const PRODUCTS_PER_CALL = 100;

/** Every indexable path of the store: fixed screens, categories, products, offers, content pages. */
export async function sitemapPaths(context: Readonly<RouterContextProvider>): Promise<string[]> {
  const catalogue = getCatalogue(context);
  const [categories, products, offers, pages] = await Promise.all([
    catalogue.categories(),
    allProductPaths(catalogue),
    catalogue.offers(),
    getStore(context).pages(),
  ]);
  return [
    "/",
    "/offers",
    "/pages",
    "/about",
    ...flattenCategories(categories).map(({ category }) => categoryPath(category.slug)),
    ...products,
    ...offers.map((o) => offerPath(o.slug)),
    ...(pages ?? []).map((p) => `/pages/${encodeURIComponent(p.slug)}`),
  ];
}

async function allProductPaths(catalogue: ReturnType<typeof getCatalogue>): Promise<string[]> {
  const first = await catalogue.search({ per_page: PRODUCTS_PER_CALL, page: 1 });
  const last = Math.min(first.meta.last_page, MAX_PRODUCT_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => catalogue.search({ per_page: PRODUCTS_PER_CALL, page: i + 2 })));
  return [first, ...rest].flatMap((page) => page.products.map(productPath));
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** One <url> per language version, each naming both (Google's hreflang-in-sitemap form). */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = [...new Set(paths)].flatMap((path) => {
    const ar = localizedUrl(origin, path, "ar");
    const en = localizedUrl(origin, path, "en");
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ar)}"/>`,
    ].join("");
    return [ar, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Screens that are private or endless variations of other pages.
    "Disallow: /account",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /login",
    "Disallow: /register",
    "Disallow: /password",
    "Disallow: /payments",
    "Disallow: /debugging",
    "Disallow: /api/",
    "Allow: /api/media/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
