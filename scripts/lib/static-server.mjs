// The ceiling for `npm run bench`: the same bytes the storefront answered, sent from memory by Express,
// brotli-compressed once at start for a visitor who accepts it (as nginx's brotli_static would).
// Usage: node static-server.mjs <port> <pages.json>  (pages.json: { "/path": "file with the bytes" }).
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import express from "express";

const [port, manifest] = process.argv.slice(2);
const pages = Object.entries(JSON.parse(readFileSync(manifest, "utf8"))).map(([path, file]) => {
  const bytes = readFileSync(file);
  return [path, bytes, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })];
});

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
for (const [path, bytes, br] of pages) {
  app.get(path, (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (!/\bbr\b/.test(req.headers["accept-encoding"] ?? "")) return void res.end(bytes);
    res.setHeader("Content-Encoding", "br");
    res.end(br);
  });
}
const server = app.listen(Number(port), "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
