/** Where catalogue things live in the storefront (spec §2: /{category}, /{category}/{product}, /offers/{offer}). */

const seg = (s: string) => encodeURIComponent(s);

export const categoryPath = (slug: string) => `/${seg(slug)}`;
export const productPath = (p: { slug: string; category: { slug: string } }) => `/${seg(p.category.slug)}/${seg(p.slug)}`;
export const offerPath = (slug: string) => `/offers/${seg(slug)}`;
export const brandPath = (slug: string) => `/search?brand=${seg(slug)}`;

/**
 * First path segments that belong to the storefront (DESIGN.md §4), never to a category.
 * Routes that exist win over `/:category` anyway; this list answers 404 for the others
 * (e.g. /cart before its screen exists) without asking the Store API.
 */
export const RESERVED_SEGMENTS = new Set([
  "about",
  "account",
  "api",
  "assets",
  "cart",
  "checkout",
  "debugging",
  "errors",
  "hookerror",
  "login",
  "offers",
  "pages",
  "password",
  "register",
  "search",
  "sitemap.xml",
  "robots.txt",
  "sw.js",
  "healthz",
  "metrics",
  "payments",
]);

export function isReservedSegment(segment: string): boolean {
  return RESERVED_SEGMENTS.has(segment.toLowerCase());
}
