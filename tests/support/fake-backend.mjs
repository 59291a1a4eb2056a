// A stand-in Store API for failure paths the embedded one cannot show:
//   down           every call answers 503 (bootstrap failure)
//   currency-down  bootstrap and pages work, /store/currency answers 500
//   slow           like currency-down, but every answer takes SLOW_MS (graceful-shutdown test)
//   slow-data      like currency-down, but every other data call (home, catalogue, cart…) takes SLOW_MS:
//                  past the storefront's timeout, while the layout's own calls stay fast
import http from "node:http";

const [port = "3199", mode = "down"] = process.argv.slice(2);
const slowMs = Number(process.env.SLOW_MS ?? 1500);
const LAYOUT_CALLS = /\/(bootstrap|store\/pages|store\/currency)$/;

const bootstrap = {
  settings: { name: "Fallback Store", template: 3, theme_color: "#0a7", default_language: "ar", website_status: 1, free_shipping_over: 500 },
  menus: { header: [], footer: [] },
};

function answer(req, res) {
  const url = new URL(req.url, "http://x");
  const json = (status, body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === "/healthz") return res.end("ok");
  if (mode === "down") return json(503, { message: "Service unavailable" });
  if (url.pathname.endsWith("/bootstrap")) return json(200, bootstrap);
  if (url.pathname.endsWith("/store/pages")) return json(200, { data: [] });
  if (url.pathname.endsWith("/store/currency")) return json(500, { message: "Currency service failed" });
  return json(404, { message: "Not found" });
}

http
  .createServer((req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    const slow = path !== "/healthz" && (mode === "slow" || (mode === "slow-data" && !LAYOUT_CALLS.test(path)));
    return slow ? setTimeout(() => answer(req, res), slowMs) : answer(req, res);
  })
  .listen(Number(port), "127.0.0.1");
