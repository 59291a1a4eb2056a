import { request as httpRequest } from "node:http";
import { expect, PORTS, test } from "./fixtures";
import { SERVER_JS, start, waitFor } from "./spawn-server";

/**
 * Issue #19 §6 on a demo server with an operator's defaults (no STORE_API_PUBLIC): the shop's
 * port serves the browser's images of the embedded Store API and nothing else of it, and
 * methods no page takes get a quiet 405. Decision 031.
 */
const PORT = PORTS.surface;
const BASE = `http://localhost:${PORT}`;

const FORM = "application/x-www-form-urlencoded";

/** node:http: fetch refuses TRACE before sending it. */
function send(
  method: string,
  path: string,
  body?: string,
  type = "application/json",
): Promise<{ status: number; allow?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = body ? { "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) } : {};
    const req = httpRequest({ host: "127.0.0.1", port: PORT, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("latin1");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers["content-type"], body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("the public port by default", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once, in the js project");
  test.describe.configure({ mode: "serial" });

  let server: ReturnType<typeof start>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Blank is unset: the suite's other servers have STORE_API_PUBLIC=1 in the environment.
    server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "surface-journeys-secret-0123456789abcdef",
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      STORE_API_PUBLIC: "",
      LOG_LEVEL: "info",
    });
    await waitFor(`${BASE}/healthz`, 75_000);
  });
  test.afterAll(() => void server?.kill("SIGTERM"));

  test("serves /api/media/* and answers 404 for the rest of the Store API", async () => {
    for (const [method, path, body] of [
      ["GET", "/api/bootstrap"],
      ["GET", "/api/store/home"],
      ["GET", "/api/store/search?per_page=100"],
      ["GET", "/api/store/cart"],
      ["GET", "/api/openapi.json"],
      ["GET", "/api/"],
      ["GET", "/api"],
      ["POST", "/api/login", JSON.stringify({ login: "demo@oasis-store.example", password: "Demo#2026pass" })],
      ["POST", "/api/register", "{}"],
      ["POST", "/api/store/cart/items", "{}"],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}: ${res.body.slice(0, 200)}`).toBe(404);
      expect(res.body, `${method} ${path}`).not.toContain("access_token");
    }
    // The shop's own pages still show the catalogue's images, from the same origin.
    const home = await send("GET", "/?lng=en");
    expect(home.status).toBe(200);
    const image = home.body.match(/\/api\/media\/\d+x\d+\/[^"?\s]+(\?background=[\w%]+)?/)?.[0]?.replaceAll("&amp;", "&");
    expect(image, "the home page shows a catalogue image").toBeTruthy();
    const media = await send("GET", image!);
    expect(media.status, image).toBe(200);
    expect(media.type).toMatch(/^image\//);
    expect(media.body.length).toBeGreaterThan(100);
    expect((await send("GET", "/api/media/300x300/no-such-file.png")).status).toBe(404);
    expect((await send("POST", image!)).status).toBe(405);
  });

  test("a form sent to a page without one is a 405 that names GET and HEAD; sent to no page, a 404", async () => {
    for (const path of ["/checkout", "/offers", "/about", "/electronics", "/", "/about.data", "/_root.data"]) {
      const res = await send("POST", path, "q=1", FORM);
      expect(res.status, `POST ${path}`).toBe(405);
      expect(res.allow, `POST ${path}`).toBe("GET, HEAD");
      // React Router's own message names the route's module: nothing of it reaches the page or its data.
      expect(res.body, `POST ${path}`).not.toMatch(/routes\/|did not provide an `action`/);
    }
    for (const path of ["/no/such/page", "/phones/x/y", "/a/b/c/d/e", "/zzzz-no-such", "/%D8%B9%D8%B1%D8%A8%D9%8A"]) {
      const res = await send("POST", path, "q=1", FORM);
      expect(res.status, `POST ${path}`).toBe(404);
      expect(res.allow, `POST ${path}`).toBeUndefined();
      expect(res.type, `POST ${path}`).toMatch(/^text\/html/);
      // The page a visit gets, the shop's name in its title: not a bare error page without the shop's data.
      const visit = await send("GET", path);
      expect(visit.status, `GET ${path}`).toBe(404);
      const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(titleOf(res.body), `POST ${path}`).toContain(" | ");
      expect(titleOf(res.body), `POST ${path}`).toBe(titleOf(visit.body));
    }
  });

  test("TRACE, OPTIONS and PROPFIND answer 405 without an error in the log", async () => {
    const before = server.output().length;
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "DELETE"])
      for (const path of ["/", "/cart", "/login", "/api/store/home", "/no-such-page"]) {
        const res = await send(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      }
    expect((await send("GET", "/healthz")).status).toBe(200);
    // Give a late log line its chance to arrive.
    await new Promise((r) => setTimeout(r, 300));
    const lines = server.output().slice(before).split("\n").filter(Boolean);
    expect(
      lines.filter((l) => /"level":"(error|warn)"|Error/.test(l)),
      "no error or warning logged",
    ).toEqual([]);
  });
});
