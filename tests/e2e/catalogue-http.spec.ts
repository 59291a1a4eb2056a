import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, PORTS, test, urlOn } from "./fixtures";
import { api, type ApiProduct } from "./catalogue-api";

const ORIGIN = urlOn(PORTS.main, "");

/** Catalogue paths built from the demo data, so they exist whatever the seed holds. */
async function cataloguePaths(request: APIRequestContext) {
  const { data: categories } = await api<{ data: Array<{ slug: string; name: string }> }>(request, "store/categories");
  const { data: offers } = await api<{ data: Array<{ slug: string }> }>(request, "store/offers");
  const { data: products } = await api<{ data: ApiProduct[] }>(request, "store/search?per_page=1");
  const product = products[0];
  const listings = [
    "/",
    `/${categories[0].slug}`,
    `/${categories[0].slug}?page=2&sort=price_desc`,
    "/search",
    "/search?q=phone",
    "/search/phone",
    "/offers",
    `/offers/${offers[0].slug}`,
  ];
  return {
    category: `/${categories[0].slug}`,
    product: `/${product.category.slug}/${product.slug}`,
    offer: `/offers/${offers[0].slug}`,
    /** Pages without per-render secrets, which shared caches may keep for anonymous shoppers. */
    listings,
    all: [...listings, `/${product.category.slug}/${product.slug}`],
  };
}

test.describe("catalogue over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("every catalogue route renders 200 in both languages, with its own title and description", async ({ request }) => {
    const { all, category } = await cataloguePaths(request);
    for (const path of all) {
      for (const [lng, dir] of [
        ["ar", "rtl"],
        ["en", "ltr"],
      ] as const) {
        const res = await request.get(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
        expect(res.status(), `${path} ${lng}`).toBe(200);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${lng}" dir="${dir}"`);
        expect(html, path).toMatch(/<title>[^<]+<\/title>/);
        expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
        expect(html.match(/<link rel="canonical"/g), path).toHaveLength(1);
      }
    }
    const { data } = await api<{ data: { name: string } }>(request, `store/categories${category}`, "en");
    const settings = (await api<{ settings: { name: string } }>(request, "bootstrap", "en")).settings;
    const html = await (await request.get(`${category}?lng=en`)).text();
    expect(html).toContain(`<title>${data.name} | ${settings.name}</title>`);
  });

  test("canonical URLs keep pagination only, and carry lng=en in English", async ({ request }) => {
    const { category } = await cataloguePaths(request);
    const page2 = await (await request.get(`${category}?min_price=1&sort=price_asc&page=2&lng=en`)).text();
    expect(page2).toContain(`<link rel="canonical" href="${ORIGIN}${category}?page=2&amp;lng=en"/>`);
    expect(page2).toContain(`hrefLang="ar" href="${ORIGIN}${category}?page=2"`);
    const filtered = await (await request.get(`${category}?brand=nile-tech&min_price=10&lng=ar`)).text();
    expect(filtered).toContain(`<link rel="canonical" href="${ORIGIN}${category}"/>`);
  });

  test("price bounds in Arabic digits, or the wrong way round, are read as meant and the address says so (decision 105)", async ({ request }) => {
    const { category } = await cataloguePaths(request);
    for (const [query, min, max] of [
      [`min_price=${encodeURIComponent("١٠")}`, "10", null],
      ["min_price=900&max_price=10", "10", "900"],
    ] as const) {
      const res = await request.get(`${category}?${query}&lng=en`, { maxRedirects: 0 });
      expect(res.status(), query).toBe(302);
      const to = new URL(res.headers().location!, "http://shop.test");
      expect([to.searchParams.get("min_price"), to.searchParams.get("max_price"), to.searchParams.get("lng")], query).toEqual([min, max, "en"]);
      const html = await (await request.get(`${to.pathname}${to.search}`)).text();
      expect(html, query).toMatch(new RegExp(`name="min_price"[^>]*value="${min}"`));
    }
  });

  test("bad filter values are ignored, not a 500", async ({ request }) => {
    const { category } = await cataloguePaths(request);
    const clean = await (await request.get(`${category}?lng=en`)).text();
    const count = /class="results__count"[^>]*>([^<]+)</.exec(clean)![1];
    for (const query of ["min_price=abc&max_price=-1", "sort=cheapest&page=0", "variant=x&variant=1.5", "brand=%3Cscript%3E", "page=2.5&min_price=Infinity"]) {
      const res = await request.get(`${category}?${query}&lng=en`);
      expect(res.status(), query).toBe(200);
      expect(await res.text(), query).toContain(`class="results__count" role="status">${count}<`);
    }
    expect((await request.get("/search?q=%00%ff&min_price=1e999&lng=en")).status()).toBe(200);
  });

  test("sitemap.xml is valid XML listing every catalogue address absolutely, in both languages", async ({ request, page }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName("loc")].map((l) => l.textContent ?? ""),
        alternates: doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    for (const loc of parsed.locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(parsed.alternates).toBe(parsed.locs.length * 3);

    const { total } = (await api<{ meta: { total: number } }>(request, "store/search?per_page=1")).meta;
    const { product, offer, category } = await cataloguePaths(request);
    for (const path of ["/", category, product, offer, "/pages/about"]) {
      expect(parsed.locs, path).toContain(`${ORIGIN}${path}`);
      expect(parsed.locs, path).toContain(`${ORIGIN}${path}?lng=en`);
    }
    const productLocs = parsed.locs.filter((l) => /^\/[^/?]+\/[^/?]+$/.test(l.slice(ORIGIN.length)) && !l.includes("/pages/") && !l.includes("/offers/"));
    expect(productLocs).toHaveLength(total);
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*$/m);
  });

  test("/favicon.ico leads to the icon every page links, without rendering a page", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const linked = /<link rel="icon" href="([^"]+)"/.exec(home)?.[1];
    expect(linked).toBeTruthy();
    const res = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(linked);
    expect(res.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(await res.text()).toBe("");
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("any cache may keep anonymous catalogue, product, content and 404 pages; never a session's (decision 085)", async ({ request }) => {
    const { listings, product } = await cataloguePaths(request);
    const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
    // A fresh context: no cookie jar from other requests.
    const anonymous = await playwrightRequest.newContext({ baseURL: ORIGIN });
    try {
      for (const path of [...listings, product, "/about"]) {
        const res = await anonymous.get(path);
        expect(res.headers()["cache-control"], path).toBe(SHARED);
        expect(res.headers()["vary"], path).toMatch(/\bCookie\b/);
        expect(res.headers()["etag"], path).toMatch(/^W\/"/);
        expect(res.headers()["set-cookie"], path).toBeUndefined();

        // The preferences are part of the key, not a session.
        const english = await anonymous.get(path, { headers: { Cookie: "lng=en; currency=EGP" } });
        expect(english.headers()["cache-control"], path).toBe(SHARED);
        const withSession = await anonymous.get(path, { headers: { Cookie: "lng=en; session=anything" } });
        expect(withSession.headers()["cache-control"], path).toBe("private, no-cache");
        expect(withSession.headers()["etag"], path).toBeUndefined();
        expect(withSession.headers()["vary"], path).toMatch(/\bCookie\b/);
      }
      // A page that is not there is the same for everyone too.
      const missing = await anonymous.get("/no-such-category");
      expect(missing.status()).toBe(404);
      expect(missing.headers()["cache-control"]).toBe(SHARED);
      // Pages that did not opt in stay private.
      expect((await anonymous.get("/cart")).headers()["cache-control"]).toMatch(/^private/);
      // Switching language sets a cookie: never for a shared cache.
      const switching = await anonymous.get(`${listings[1]}?lng=en`);
      expect(switching.headers()["set-cookie"]).toContain("lng=en");
      expect(switching.headers()["cache-control"]).toBe("private, no-cache");
    } finally {
      await anonymous.dispose();
    }
  });
});
