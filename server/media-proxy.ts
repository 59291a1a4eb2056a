import type { RequestHandler } from "express";

const MEDIA_PATH = /^\/\d{1,4}x\d{1,4}\/[\w.-]{1,200}$/;

/** With an external Store API, /api/media/* is fetched from its media/* so image URLs stay same-origin. */
export function mediaProxy(storeBaseUrl: string): RequestHandler {
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(405).end();
    if (!MEDIA_PATH.test(req.path)) return void res.status(404).end();
    const upstream = new URL(`media${req.path}`, storeBaseUrl);
    const background = req.query.background;
    if (typeof background === "string") upstream.searchParams.set("background", background);
    try {
      const answer = await fetch(upstream, { signal: AbortSignal.timeout(10_000) });
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
