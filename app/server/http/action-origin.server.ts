/**
 * The Origin React Router refuses an action for (its CSRF check, lib/actions.ts: an Origin that
 * is not the request URL's own, "null" included), or null when it would not. Such a request is
 * a client's, answered 400, not a fault of the server: server/same-origin.ts refuses most of
 * them first, but lets the store's PUBLIC_URL origin through, which is not the URL's own when a
 * request reaches the store under another (an https PUBLIC_URL without a TLS proxy in front).
 */
export function refusedActionOrigin(request: Request): string | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const origin = request.headers.get("Origin");
  if (!origin) return null;
  try {
    return origin !== "null" && new URL(origin).origin === new URL(request.url).origin ? null : origin;
  } catch {
    return origin;
  }
}
