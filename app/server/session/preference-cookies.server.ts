import { LANGUAGE_COOKIE_MAX_AGE } from "~/lib/text/i18n";
import { secureCookies } from "../env.server";

/** Reads a Cookie header into plain name → value pairs (first occurrence wins). */
export function readCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/**
 * Preference cookies (lng, currency) hold plain values so any layer (CDN, nginx) can key on them.
 * They carry no secret, yet are HttpOnly since only the server reads them.
 */
export function preferenceCookie(name: string, value: string, maxAge = LANGUAGE_COOKIE_MAX_AGE): string {
  return [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${maxAge}`, "SameSite=Lax", "HttpOnly", ...(secureCookies() ? ["Secure"] : [])].join("; ");
}
