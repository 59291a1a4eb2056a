import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { allowedMethods, createHttpServer, HTTP_LIMITS } from "./http-limits";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(publicApi: boolean, limits: Partial<typeof HTTP_LIMITS> = {}) {
  const app = express();
  app.use(allowedMethods({ publicApi }));
  app.post("/cart", express.urlencoded({ extended: false }), (req, res) => void res.send(`got ${JSON.stringify(req.body)}`));
  app.use((req, res) => void res.send(`${req.method} ${req.path}`));
  const server = createHttpServer(app, limits);
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

/** node:http, since fetch refuses TRACE itself. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the storefront's HTTP server", () => {
  it("answers a request line past Node's header limit with 414 and the address-too-long page, not an empty 431", async () => {
    const { port } = await listen(false);
    const answer = await send(port, "GET", `/search?q=${encodeURIComponent("ب".repeat(10_000))}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toContain("العنوان طويل جدًا");
    expect(answer.body).toContain("Address too long");
    // Headers too large behind a short address are Node's 431, with a page that says what to do, not one about the address.
    const cookie = await send(port, "GET", "/", { Cookie: `x=${"b".repeat(20_000)}` });
    expect(cookie.status).toBe(431);
    expect(cookie.body).not.toContain("Address too long");
    expect(cookie.body).toContain("امسح ملفات تعريف الارتباط");
    expect(cookie.body).toContain("clear this site's cookies");
    // Anything else Node cannot parse keeps Node's own answer.
    const socket = connect(port, "127.0.0.1");
    socket.write("NOT HTTP AT ALL\r\n\r\n");
    let raw = "";
    socket.on("data", (d) => (raw += d));
    await once(socket, "close");
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
  });

  it("limits how long a request's headers and body may take, well under Node's 60 s and 300 s", async () => {
    const { server } = await listen(false);
    expect(server.requestTimeout).toBe(HTTP_LIMITS.requestTimeout);
    expect(server.headersTimeout).toBe(HTTP_LIMITS.headersTimeout);
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it("cuts a request whose body trickles in past the limit with 408", async () => {
    const { port } = await listen(false, { requestTimeout: 600, headersTimeout: 500, connectionsCheckingInterval: 100 });
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.write("POST /cart HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nqty=");
    const started = Date.now();
    // One byte every 200 ms: the body would take 20 s.
    const drip = setInterval(() => socket.writable && socket.write("1"), 200);
    let answer = "";
    socket.on("data", (d) => (answer += d));
    await once(socket, "close");
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.each(["TRACE", "OPTIONS", "PROPFIND", "PUT", "DELETE"])("answers %s with a quiet 405 naming the methods it takes", async (method) => {
    const { port } = await listen(false);
    for (const path of ["/", "/cart", "/api/store/home"]) {
      const res = await send(port, method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.allow).toBe("GET, HEAD, POST");
    }
  });

  it("takes GET, HEAD and POST", async () => {
    const { port } = await listen(false);
    expect((await send(port, "GET", "/")).body).toBe("GET /");
    expect((await send(port, "HEAD", "/")).status).toBe(200);
    expect((await send(port, "POST", "/cart")).body).toMatch(/^got /);
  });

  it("lets the Store API's own methods through at /api only when it is served there", async () => {
    const { port } = await listen(true);
    expect((await send(port, "DELETE", "/api/store/cart/items/1")).body).toBe("DELETE /api/store/cart/items/1");
    expect((await send(port, "OPTIONS", "/api/store/home")).status).toBe(200);
    expect((await send(port, "TRACE", "/api/store/home")).status).toBe(405);
    expect((await send(port, "DELETE", "/cart")).status).toBe(405);
    expect((await send(port, "PUT", "/apixyz")).status).toBe(405);
  });
});
