import type { RequestHandler } from "express";

const MEDIA_PATH = /^\/\d{1,4}x\d{1,4}\/[\w.-]{1,200}$/;

/**
 * /api/media/* is fetched from the Store API's media/* so image URLs stay same-origin: over the
 * network from an external Store API, or in-process from the embedded one. Nothing else of the
 * API is reached this way.
 */
export function mediaProxy(storeBaseUrl: string, storeFetch: (request: Request) => Promise<Response> = (request) => fetch(request)): RequestHandler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(405).set("Allow", "GET, HEAD").end();
    if (!MEDIA_PATH.test(req.path)) return void res.status(404).end();
    const upstream = new URL(`media${req.path}`, storeBaseUrl);
    const background = req.query.background;
    if (typeof background === "string") upstream.searchParams.set("background", background);
    try {
      const headers = new Headers();
      for (const h of ["if-none-match", "if-modified-since"]) {
        const v = req.get(h);
        if (v) headers.set(h, v);
      }
      const answer = await storeFetch(new Request(upstream, { headers, signal: AbortSignal.timeout(10_000) }));
      res.status(answer.status);
      for (const h of ["content-type", "cache-control", "etag", "last-modified"]) {
        const v = answer.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.status(502).end();
    }
  };
}
