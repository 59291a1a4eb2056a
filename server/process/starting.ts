import type { RequestListener } from "node:http";

/**
 * What the port answers between binding it and the app being ready (decision 105): the demo seeds its
 * database first (~10 s), and a port in use should be said before that, not after. A load balancer or
 * `docker` health check reads 503 as "not ready yet"; a shopper gets a page that says to come back.
 */
const STARTING_PAGE = [
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta http-equiv="refresh" content="5"><title>المتجر يبدأ</title></head><body>',
  "<h1>المتجر يبدأ</h1><p>يفتح المتجر خلال ثوانٍ، وتُحدَّث هذه الصفحة وحدها.</p>",
  '<p lang="en" dir="ltr">The store is starting: it opens in a few seconds, and this page reloads by itself.</p>',
  "</body></html>",
].join("");

export const answerStarting: RequestListener = (_req, res) => {
  res.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(STARTING_PAGE),
    "Cache-Control": "no-store",
    "Retry-After": "5",
    // Before the app's security headers exist: a page with no script, no style and no frame may load nothing.
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
  });
  res.end(STARTING_PAGE);
};
