// A Store API that is down: every call answers 503, so the storefront's bootstrap-failure path can be tested.
import http from "node:http";

const port = Number(process.argv[2] ?? 3199);
http
  .createServer((req, res) => {
    if (req.url === "/healthz") return res.end("ok");
    res.writeHead(503, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ message: "Service unavailable" }));
  })
  .listen(port, "127.0.0.1");
