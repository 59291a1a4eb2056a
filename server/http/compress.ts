import compression from "compression";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import vary from "vary";

/**
 * The compression middleware for requests that accept an encoding. A request without
 * Accept-Encoding (a health check, a load balancer, a bot) gets identity bytes from compression
 * too, after it has wrapped the response's write, end and listeners and negotiated: on a page
 * nobody caches, such as the cart, that was a few per cent of the request's CPU (issue 22).
 * Its answer still says it varies by encoding, as compression would, so a shared cache in front
 * does not hand these bytes to a browser that asked for gzip.
 */
export function compressWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    onHeaders(res, () => {
      if (compression.filter(req, res) && !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) {
        vary(res, "Accept-Encoding");
      }
    });
    next();
  };
}
