import type { RequestHandler } from "express";
import { MEDIA_BACKGROUNDS, MEDIA_SIZES } from "../../app/lib/catalogue/media.ts";

const MEDIA_PATH = /^\/(\d{1,4}x\d{1,4})\/[\w.-]{1,200}$/;

// Decision 100: every other size or background was one more picture for the Store API to draw
// (0.3–1 s of a core at 600–1200 px), so a URL no page makes is refused here before it is one.
const SIZES = new Set<string>(MEDIA_SIZES);
const BACKGROUNDS = new Set<string>(MEDIA_BACKGROUNDS);

/**
 * The upstream query for what was asked, or null when it is not one a page of this shop makes:
 * nothing, or `background` once with an allowed value (any case). Repeated, unknown or odd
 * parameters are refused rather than dropped, so one picture has one URL in every cache.
 */
function upstreamQuery(query: URLSearchParams): string | null {
  const keys = [...query.keys()];
  if (keys.length === 0) return "";
  if (keys.length !== 1 || keys[0] !== "background") return null;
  const background = (query.get("background") ?? "").toLowerCase();
  return BACKGROUNDS.has(background) ? `?background=${background}` : null;
}

/**
 * /api/media/* is fetched from the Store API's media/* so image URLs stay same-origin: over the
 * network from an external Store API, or in-process from the embedded one. Nothing else of the
 * API is reached this way.
 */
export function mediaProxy(storeBaseUrl: string, storeFetch: (request: Request) => Promise<Response> = (request) => fetch(request)): RequestHandler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(405).set("Allow", "GET, HEAD").end();
    const size = MEDIA_PATH.exec(req.path)?.[1];
    if (!size) return void res.status(404).end();
    const search = new URL(req.originalUrl, "http://media.invalid").searchParams;
    const query = upstreamQuery(search);
    if (!SIZES.has(size) || query === null) {
      return void res.status(400).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).send("Bad request.");
    }
    const upstream = new URL(`media${req.path}${query}`, storeBaseUrl);
    try {
      const headers = new Headers();
      for (const h of ["if-none-match", "if-modified-since"]) {
        const v = req.get(h);
        if (v) headers.set(h, v);
      }
      const answer = await storeFetch(new Request(upstream, { headers, signal: AbortSignal.timeout(10_000) }));
      res.status(answer.status);
      for (const h of ["content-type", "cache-control", "etag", "last-modified", "retry-after"]) {
        const v = answer.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.status(502).end();
    }
  };
}
