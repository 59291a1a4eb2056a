import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";

/**
 * A whole request (headers and body) within 30 s, its headers within 15 s: Node's defaults
 * (300 s, 60 s) let a client that trickles a body hold a connection for five minutes. The
 * store's bodies are small forms. Node checks the limits every `connectionsCheckingInterval`.
 */
export const HTTP_LIMITS: Readonly<{ requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number }> = Object.freeze({
  requestTimeout: 30_000,
  headersTimeout: 15_000,
  connectionsCheckingInterval: 2_000,
});
/** Longer than a load balancer's usual 60 s idle timeout, so the balancer closes first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function createHttpServer(listener: RequestListener, limits: Partial<typeof HTTP_LIMITS> = {}): Server {
  // `limits`: shorter ones for tests; the storefront uses HTTP_LIMITS.
  const server = createServer({ ...HTTP_LIMITS, ...limits }, listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on("clientError", answerClientError);
  return server;
}

/** What Node itself answers a request it cannot read (its default without a listener), by error code. */
const CLIENT_ERRORS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * As Node answers a request it cannot parse, but a request line past Node's 16 KB of headers (a long
 * Arabic search address is ~9 bytes a letter once percent-encoded) is what it is, a 414 with its page
 * in both languages, not an empty 431 that shows a blank screen. Headers too large behind a short
 * address (a cookie grown huge) are Node's 431, with a page that says what to do.
 */
function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const longAddress = error.code === "HPE_HEADER_OVERFLOW" && requestLineLength(error.rawPacket) > MAX_URL_LENGTH;
  const status = longAddress ? "414 URI Too Long" : (CLIENT_ERRORS[error.code ?? ""] ?? "400 Bad Request");
  const page = longAddress ? URL_TOO_LONG_PAGE : error.code === "HPE_HEADER_OVERFLOW" ? HEADERS_TOO_LARGE_PAGE : "";
  const head = page ? `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(page)}\r\nCache-Control: no-store\r\n` : "";
  socket.end(`HTTP/1.1 ${status}\r\n${head}Connection: close\r\n\r\n${page}`);
}

/** The request line's length in what Node had read: all of it when its end never came. */
function requestLineLength(raw: Buffer | undefined): number {
  if (!raw) return 0;
  const end = raw.indexOf("\r\n");
  return end === -1 ? raw.length : end;
}

const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
/** What the Store API itself answers, when an operator serves it at /api (STORE_API_PUBLIC). */
const API_METHODS = new Set([...PAGE_METHODS, "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Pages and actions take GET, HEAD and POST. Anything else (TRACE, OPTIONS, PROPFIND…) gets a
 * quiet 405 here: past this point TRACE cannot become a fetch Request (a 500) and React Router
 * logs an OPTIONS without a loader as an unhandled error.
 */
export function allowedMethods({ publicApi }: { publicApi: boolean }): RequestHandler {
  return (req, res, next) => {
    if (PAGE_METHODS.has(req.method)) return next();
    if (publicApi && API_METHODS.has(req.method) && (req.path === "/api" || req.path.startsWith("/api/"))) return next();
    // The body, if any, is left unread: the connection is not reused.
    res
      .status(405)
      .set({ Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
      .send("Method not allowed.");
  };
}

/**
 * Longer than any address the shop makes: a sign-in link carrying a 2,048-character way back
 * (safeRedirect's own limit) percent-encoded once more. Decision 100: a page copies its address
 * into every card (the guest heart's way back, the add-to-cart form's), so 12 KB of made-up
 * query made a 466 KB home page; past this length the answer is a short 414 instead of a page.
 */
export const MAX_URL_LENGTH = 4096;

/**
 * A short page in both languages with the way back: no template, no Store API call and no script, so it
 * costs as little as the plain text it replaces.
 */
function shortPage(title: string, arabic: string, english: string): string {
  return [
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head><body><h1>${title}</h1><p>${arabic}</p><p lang="en" dir="ltr">${english}</p></body></html>`,
  ].join("");
}

/** The shopper pasted or followed a broken link. */
const URL_TOO_LONG_PAGE = shortPage(
  "العنوان طويل جدًا",
  'هذا الرابط أطول من أي رابط في المتجر. <a href="/">العودة إلى المتجر</a>',
  'Address too long: this link is longer than any the store makes. <a href="/?lng=en">Back to the store</a>',
);

/** The 431's page: what fills the headers in a browser is cookies, which the shopper can clear. */
const HEADERS_TOO_LARGE_PAGE = shortPage(
  "الطلب أكبر مما يقبله المتجر",
  'امسح ملفات تعريف الارتباط (الكوكيز) لهذا الموقع في متصفحك، ثم <a href="/">عُد إلى المتجر</a>.',
  'Request too large: clear this site\'s cookies in your browser, then <a href="/?lng=en">go back to the store</a>.',
);

export const urlLength: RequestHandler = (req, res, next) => {
  if (req.originalUrl.length <= MAX_URL_LENGTH) return next();
  res.status(414).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }).send(URL_TOO_LONG_PAGE);
};
