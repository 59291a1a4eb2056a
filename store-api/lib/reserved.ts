/**
 * First path segments the storefront uses for its own routes (DESIGN.md §4). A category
 * slug must never be one of them (compared case-insensitively); the database refuses them
 * with a CHECK constraint too.
 */
export const RESERVED_SLUGS = [
  "about",
  "account",
  "api",
  "assets",
  "cart",
  "checkout",
  "debugging",
  "errors",
  "HookError",
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
] as const;

const lowered = new Set(RESERVED_SLUGS.map((s) => s.toLowerCase()));

export function isReservedSlug(slug: string): boolean {
  return lowered.has(slug.trim().toLowerCase());
}

/** A URL-safe slug: lowercase letters, digits and single dashes. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
