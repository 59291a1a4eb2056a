import type { APIRequestContext } from "@playwright/test";
import { expect, PORTS, test, urlOn } from "./fixtures";
import { api, type ApiProduct } from "./catalogue-api";

const ORIGIN = urlOn(PORTS.main, "");

/** A category, a product and an offer of the demo data, whatever the seed holds. */
async function demoPaths(request: APIRequestContext) {
  const { data: categories } = await api<{ data: Array<{ slug: string }> }>(request, "store/categories");
  const { data: products } = await api<{ data: ApiProduct[] }>(request, "store/search?per_page=1");
  return { category: `/${categories[0].slug}`, product: `/${products[0].category.slug}/${products[0].slug}` };
}

const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;

test.describe("findability (issue 41)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("a URL with a trailing slash is a 308 to its one canonical form, the query kept; the root stays and no redirect leaves the site", async ({
    request,
  }) => {
    const { category, product } = await demoPaths(request);
    for (const path of [category, product, "/pages/about", "/offers", "/about"]) {
      for (const query of ["", "?lng=en&page=1"]) {
        const res = await request.get(`${path}/${query}`, { maxRedirects: 0 });
        expect(res.status(), `${path}/${query}`).toBe(308);
        expect(res.headers().location, `${path}/${query}`).toBe(`${path}${query}`);
      }
      // Where it leads calls itself canonical without the slash, as the sitemap lists it.
      const html = await (await request.get(`${path}/?lng=en`)).text();
      expect(canonical(html), path).toBe(`${ORIGIN}${path}?lng=en`);
      expect(html, path).toContain(`hrefLang="ar" href="${ORIGIN}${path}"`);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const slashed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname)
      .filter((p) => p !== "/" && p.endsWith("/"));
    expect(slashed).toEqual([]);

    const home = await request.get("/", { maxRedirects: 0 });
    expect(home.status()).toBe(200);
    // `//evil.example/` without its slash would be another host to a browser: never a redirect there.
    for (const path of ["//evil.example/", "///evil.example/", "/%2f%2fevil.example/", "/%5C%5Cevil.example/", "/..//evil.example/"]) {
      const res = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 });
      const location = res.headers().location;
      if (location) expect(new URL(location, ORIGIN).origin, path).toBe(ORIGIN);
      expect(res.status(), path).not.toBe(308);
    }
  });

  test("a search page past the last answers 404 with noindex, as a category's does; the last page is still there", async ({ request }) => {
    const { category } = await demoPaths(request);
    for (const path of ["/search?page=999", "/search?q=phone&page=999", "/search/phone?page=999", `${category}?page=999`]) {
      const res = await request.get(`${path}&lng=en`);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(robots(html), path).toBe("noindex");
      expect(canonical(html), path).toBeNull();
      expect(html, path).not.toContain('class="product-card');
    }
    const { last_page: last } = (await api<{ meta: { last_page: number } }>(request, "store/search?per_page=12")).meta;
    const page = await request.get(`/search?page=${last}&lng=en`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('class="product-card');
    // A search that finds nothing is still its first page: 200, saying so.
    expect((await request.get("/search?q=zzqxnothing&lng=en")).status()).toBe(200);
  });

  test("the sign-in, register, password and cart pages are not indexed", async ({ request }) => {
    for (const path of ["/login", "/register", "/password/forget", "/cart"]) {
      for (const lng of ["ar", "en"]) {
        const res = await request.get(`${path}?lng=${lng}`);
        expect(res.status(), path).toBe(200);
        expect(robots(await res.text()), `${path} ${lng}`).toBe("noindex");
      }
    }
  });

  test("HEAD answers a page's headers as GET does: its type and what it varies by", async ({ request }) => {
    const { category } = await demoPaths(request);
    for (const path of ["/", "/about", category, "/login", "/no/such/page"]) {
      const get = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      const head = await request.head(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(head.status(), path).toBe(get.status());
      // A policy's inline-code sources differ per answer: a nonce, or on a shared page's GET its code's hashes (decision 085);
      // a HEAD has no code to name. The rest of the policy is the same.
      const sources = (csp: string | undefined) => csp?.replace(/ '(nonce-[^']+|sha256-[^']+|strict-dynamic)'/g, "");
      for (const name of ["content-type", "vary", "cache-control", "content-security-policy"]) {
        const expected = name === "content-security-policy" ? sources(get.headers()[name]) : get.headers()[name];
        const actual = name === "content-security-policy" ? sources(head.headers()[name]) : head.headers()[name];
        expect(actual, `${path} ${name}`).toBe(expected);
      }
      expect(head.headers()["content-type"], path).toBe("text/html; charset=utf-8");
      expect(await head.body(), path).toHaveLength(0);
    }
  });

  test("every template's footer links the about page and the list of pages the sitemap names", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/pages</loc>`);
    for (const port of [PORTS.main, PORTS.template1, PORTS.template2]) {
      for (const [lng, about, pages] of [
        ["en", "About the store", "All pages"],
        ["ar", "عن المتجر", "كل الصفحات"],
      ] as const) {
        const html = await (await request.get(urlOn(port, `/?lng=${lng}`))).text();
        const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
        expect(footer, `${port} ${lng}`).toMatch(new RegExp(`<a href="/about"[^>]*>${about}</a>`));
        expect(footer, `${port} ${lng}`).toMatch(new RegExp(`<a href="/pages"[^>]*>${pages}</a>`));
      }
    }
    // The page they lead to.
    expect((await request.get("/pages?lng=en")).status()).toBe(200);
  });

  test("with search text, a chosen price sort orders the whole result", async ({ request }) => {
    const query = "q=phone&sort=price_asc&min_price=1000&max_price=6000";
    const html = await (await request.get(`/search?${query}&lng=en`)).text();
    // The demo shows prices with tax: its bounds and sort read them so (with_tax).
    const { data } = await api<{ data: ApiProduct[] }>(request, `store/search?${query}&with_tax=1&per_page=12`);
    expect(data.length).toBeGreaterThan(2);
    // The cards in the API's order, their shown prices rising (issue 41: … 5719, 3518.10 …).
    const slugs = [...html.matchAll(/class="product-card__link" href="\/[^/"]+\/([^/"?#]+)"/g)].map((m) => m[1]);
    expect(slugs).toEqual(data.map((p) => p.slug));
    const prices = [...html.matchAll(/class="price product-price__now"[^>]*>([^<]+)</g)].map((m) => Number(m[1]!.replace(/[^\d.]/g, "")));
    expect(prices).toHaveLength(data.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Within the bounds as shown: "up to 6,000" lists nothing priced above it with its tax.
    expect(
      prices.every((p) => p >= 1000 && p <= 6000),
      prices.join(" "),
    ).toBe(true);
    // Unless the shopper chooses one, a search lists its best matches first: the sort chip says so.
    const plain = await (await request.get("/search?q=phone&lng=en")).text();
    expect(plain).toMatch(/<a aria-current="true" href="\/search\?q=phone"[^>]*>Best match<\/a>/);
    expect(html).toMatch(/<a aria-current="true" href="[^"]*sort=price_asc[^"]*"[^>]*>Price: low to high<\/a>/);
  });
});
