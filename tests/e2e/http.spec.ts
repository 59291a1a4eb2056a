import { expect, PORTS, test, urlOn } from "./fixtures";

const ROUTES = ["/", "/about", "/pages", "/pages/about"];

test.describe("HTTP level", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("every route renders in both languages with its lang and dir", async ({ request }) => {
    for (const path of ROUTES) {
      for (const [lng, dir] of [["ar", "rtl"], ["en", "ltr"]] as const) {
        const res = await request.get(`${path}?lng=${lng}`);
        expect(res.status(), `${path} ${lng}`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lng}" dir="${dir}"`);
      }
    }
  });

  test("security headers and a per-response CSP nonce on every script and style", async ({ request }) => {
    const a = await request.get("/");
    const b = await request.get("/");
    const csp = a.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(d);
    expect(a.headers()["strict-transport-security"]).toContain("max-age=");
    expect(a.headers()["x-content-type-options"]).toBe("nosniff");
    expect(a.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers()["x-powered-by"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(/'nonce-([^']+)'/.exec(b.headers()["content-security-policy"])![1]).not.toBe(nonce);
    const html = await a.text();
    const tags = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/ style="/);
  });

  test("healthz answers without the Store API", async ({ request }) => {
    const res = await request.get(urlOn(PORTS.broken, "/healthz"));
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("hashed assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const res = await request.get(asset);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toContain("immutable");
    expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  });

  test("the app works against a Store API that encrypts its answers", async ({ request }) => {
    const raw = await request.get(urlOn(PORTS.encrypted, "/api/bootstrap"));
    expect(Object.keys(await raw.json())).toEqual(["e"]);
    const res = await request.get(urlOn(PORTS.encrypted, "/pages?lng=en"));
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Pages</h1>");
    expect(html).toMatch(/\/pages\/about/);
  });

  test("unsecret settings never reach the HTML", async ({ request }) => {
    const settings = (await (await request.get("/api/bootstrap")).json()).settings;
    const html = await (await request.get("/")).text();
    for (const key of ["card_integrations", "wallet_integrations", "card_frames"]) {
      expect(html).not.toContain(key);
    }
    expect(settings).toBeTruthy();
  });
});
