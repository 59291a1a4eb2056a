import type { RequestHandler } from "express";
import { safeRedirect } from "../../app/lib/security/safe-redirect.ts";

/**
 * Where a URL with a trailing slash has its one canonical form: the same path without the
 * slashes at its end, the query kept. Null when there is none to send to: the root, the API
 * (its paths are the Store API's), and a path whose slashless form would leave the site or name
 * another place (`//evil.example/` would become `//evil.example`, another host to a browser):
 * the safe-redirect helper must hand the target back unchanged.
 */
export function slashlessTarget(originalUrl: string): string | null {
  const at = originalUrl.indexOf("?");
  const path = at === -1 ? originalUrl : originalUrl.slice(0, at);
  const query = at === -1 ? "" : originalUrl.slice(at);
  if (!path.endsWith("/") || path === "/" || path === "/api" || path.startsWith("/api/")) return null;
  const stripped = path.replace(/\/+$/, "");
  if (!stripped) return null;
  const target = `${stripped}${query}`;
  return safeRedirect(target, "") === target ? target : null;
}

/**
 * `/electronics/` answers a permanent redirect (308, so a form's method and body survive) to
 * `/electronics`: one URL per page, the one the sitemap, canonical and hreflang links name.
 */
export const trailingSlash: RequestHandler = (req, res, next) => {
  const target = slashlessTarget(req.originalUrl);
  if (!target) return next();
  res.status(308).set({ Location: target, "Cache-Control": "public, max-age=3600" }).end();
};
