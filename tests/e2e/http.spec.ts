import { expect, PORTS, test, urlOn } from "./fixtures";

const ROUTES = ["/", "/about", "/pages", "/pages/about"];

test.describe("HTTP level", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("every route renders in both languages with its lang and dir", async ({ request }) => {
    for (const path of ROUTES) {
      for (const [lng, dir] of [
        ["ar", "rtl"],
        ["en", "ltr"],
      ] as const) {
        const res = await request.get(`${path}?lng=${lng}`);
        expect(res.status(), `${path} ${lng}`).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lng}" dir="${dir}"`);
      }
    }
  });

  test("security headers and a per-response CSP nonce on every script and style of a private page", async ({ request }) => {
    // A page no cache shares (the shared ones name their inline code by hash: security.spec.ts, decision 085).
    const a = await request.get("/cart");
    const b = await request.get("/cart");
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

  test("healthz answers without the Store API, and says its calls fail (decision 105)", async ({ request }) => {
    // A page first, so the storefront has asked its backend (which answers nothing) at least once.
    expect((await request.get(urlOn(PORTS.broken, "/search?q=x"))).status()).toBeGreaterThanOrEqual(500);
    const res = await request.get(urlOn(PORTS.broken, "/healthz"));
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", storeApi: "unreachable", storeApiFailingSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
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

test.describe("store settings in the page", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("Tag Manager and Search Console appear only when switched on, and GTM carries the nonce", async ({ request }) => {
    const off = await (await request.get("/")).text();
    expect(off).not.toContain("googletagmanager");
    expect(off).not.toContain("google-site-verification");

    const res = await request.get(urlOn(PORTS.encrypted, "/"));
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"])![1];
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}">[^<]*GTM-TEST123`));
    expect(html).toContain('<meta name="google-site-verification" content="console-verification-token"/>');
  });

  test("the page is drawn in the store's theme colour, not the stylesheet's fallback", async ({ page, request }) => {
    const { settings } = await request.get("/api/bootstrap", { headers: { "X-LANG": "ar" } }).then((r) => r.json());
    expect(settings.theme_color).not.toBe("darkcyan");
    await page.goto("/");
    const theme = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--theme").trim());
    expect(theme).toBe(settings.theme_color);
  });

  test("theme colour, title, description and keywords come from the settings in the page's language", async ({ request }) => {
    const api = (lang: string) => request.get("/api/bootstrap", { headers: { "X-LANG": lang } }).then((r) => r.json());
    const [ar, en] = await Promise.all([api("ar"), api("en")]);
    const htmlAr = await (await request.get("/?lng=ar")).text();
    const htmlEn = await (await request.get("/?lng=en")).text();
    expect(htmlAr).toContain(`--theme:${ar.settings.theme_color}`);
    expect(htmlAr).toContain(`<title>${ar.settings.name}</title>`);
    expect(htmlEn).toContain(`<title>${en.settings.name}</title>`);
    expect(htmlAr).toContain(`<meta name="description" content="${ar.settings.meta_description_ar}"/>`);
    expect(htmlEn).toContain(`<meta name="description" content="${en.settings.meta_description_en}"/>`);
    expect(htmlEn).toContain(`<meta name="keywords" content="${en.settings.keywords_en}"/>`);
    expect(htmlEn).toContain(`<link rel="canonical" href="http://localhost:${PORTS.main}/?lng=en"/>`);
    expect(htmlAr).toContain(`<link rel="canonical" href="http://localhost:${PORTS.main}/"/>`);
    expect(htmlAr).toContain(`hrefLang="en" href="http://localhost:${PORTS.main}/?lng=en"`);
  });
});
