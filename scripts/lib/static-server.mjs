// The ceiling for `npm run bench`: the same bytes the storefront answered, sent from memory by Express.
// Usage: node static-server.mjs <port> <pages.json>  (pages.json: { "/path": "file with the bytes" }).
import { readFileSync } from "node:fs";
import express from "express";

const [port, manifest] = process.argv.slice(2);
const pages = Object.entries(JSON.parse(readFileSync(manifest, "utf8"))).map(([path, file]) => [path, readFileSync(file)]);

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
for (const [path, bytes] of pages) {
  app.get(path, (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache");
    res.end(bytes);
  });
}
const server = app.listen(Number(port), "127.0.0.1");
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => server.close(() => process.exit(0)));
