/**
 * A redirect target taken from a query or form is used only when it is a path on this site:
 * "//evil.example", "https://evil.example", "/\evil.example" and control characters all fall back.
 */
export function safeRedirect(to: unknown, fallback = "/account"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const base = "http://storefront.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The current page as a redirectTo value: path and query, never the origin. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}
