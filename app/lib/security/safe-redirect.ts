const BASE = "http://storefront.invalid";
/** "//host" and "/\host" are protocol-relative to a browser: they leave the site. */
const LEAVES_SITE = /^[/\\][/\\]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect target taken from a query or form is used only when it is a path on this site:
 * "//evil.example", "https://evil.example", "/\evil.example" and control characters all fall back.
 * The value returned is the path a browser resolves ("/a/..//x" is "//x"), so that is what is
 * checked: on this origin, not protocol-relative, and not so once or twice percent-decoded either
 * ("/%2f%2fx"), in case a later step decodes it.
 */
export function safeRedirect(to: unknown, fallback = "/account"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || LEAVES_SITE.test(to) || CONTROL_OR_BACKSLASH.test(to)) return fallback;
  let resolved: string;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    resolved = `${url.pathname}${url.search}${url.hash}`;
    // The browser resolves the returned value again: it must name the same place.
    if (new URL(resolved, BASE).href !== url.href) return fallback;
  } catch {
    return fallback;
  }
  return staysOnSite(resolved) ? resolved : fallback;
}

function staysOnSite(path: string): boolean {
  let decoded = path.split(/[?#]/, 1)[0]!;
  for (let pass = 0; pass < 3; pass++) {
    if (!decoded.startsWith("/") || LEAVES_SITE.test(decoded) || CONTROL_OR_BACKSLASH.test(decoded)) return false;
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) return true;
      decoded = next;
    } catch {
      // Not valid percent-encoding: a browser sends it as it is, a path on this site.
      return true;
    }
  }
  // Still percent-encoded after three decodings: no page writes a path so; a fourth decoding could make it "//host".
  return false;
}

/** The current page as a redirectTo value: path and query, never the origin. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return `${url.pathname}${url.search}`;
}
