import { localizedUrl, type Lang } from "~/lib/text/i18n";

/** Names that reach only this machine: a request on one of them comes from whoever runs the demo. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface OriginSettings {
  publicUrl?: string;
  /** The port the server listens on. */
  port: number;
}

/** PUBLIC_URL and PORT as the process has them (read per call: tests change them). */
export function originSettings(source: Record<string, string | undefined> = process.env): OriginSettings {
  return { publicUrl: source.PUBLIC_URL?.trim() || undefined, port: Number(source.PORT) || 3000 };
}

/**
 * The origin absolute URLs (links in mails, canonical, og:image, JSON-LD, payment callbacks)
 * are built on. The Host header is the client's to forge, so it decides nothing: PUBLIC_URL
 * when set (production with a Store API refuses to start without it); else the request's own
 * origin only when it names this machine (a demo behind a port mapping links to itself), else
 * the listening address. Decision 032.
 */
export function resolveOrigin(requestOrigin: string, { publicUrl, port }: OriginSettings): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  try {
    const url = new URL(requestOrigin);
    if ((url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  } catch {
    // An unparsable origin is nobody's.
  }
  return `http://localhost:${port}`;
}

export function publicOrigin(request: Request): string {
  return resolveOrigin(new URL(request.url).origin, originSettings());
}

// Where the home page's JSON-LD is built in the browser too (app/lib/i18n.ts).
export { localizedUrl } from "~/lib/text/i18n";

export interface PageUrls {
  canonical: string;
  alternates: Record<Lang, string>;
}

/**
 * Canonical and hreflang URLs of a page. Only `keep` query parameters that give the page
 * its own content (pagination) stay; filters and sort point at the unfiltered page.
 */
export function pageUrls(request: Request, lang: Lang, keep: Record<string, string | number | undefined> = {}): PageUrls {
  const origin = publicOrigin(request);
  const { pathname } = new URL(request.url);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(keep)) if (v !== undefined && v !== "") query.set(k, String(v));
  const path = query.size > 0 ? `${pathname}?${query}` : pathname;
  return {
    canonical: localizedUrl(origin, path, lang),
    alternates: { ar: localizedUrl(origin, path, "ar"), en: localizedUrl(origin, path, "en") },
  };
}
