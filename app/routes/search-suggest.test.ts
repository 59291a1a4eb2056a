import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "suggest-route-test-secret-0123456789abcdef";
});
vi.mock("~/server/observe/log.server", () => ({ log: vi.fn() }));

import type { Bootstrap } from "~/lib/schemas/store";
import { bootstrapContext, currencyContext } from "~/server/context.server";
import { fakeContext, json } from "~/server/testing/fake-context";
import { loader } from "./search-suggest";

const searched: string[] = [];
const product = (id: number, name: string) => ({
  id,
  slug: `p-${id}`,
  name,
  image: `p-${id}.svg`,
  price: "100.00",
  discount: 0,
  tax: 0,
  balance: 5,
  rating: 0,
  reviews_count: 0,
  category: { id: 1, slug: "coffee-tea", name: "قهوة وشاي" },
  brand: null,
  default_unit_id: 1,
  is_favourite: 0,
});
const currencies = [
  { id: 1, currency_name: "جنيه مصري", currency_code: "EGP", country: "مصر", exchange_rate: 1, is_local: 1, is_online: 1 },
  { id: 2, currency_name: "دولار أمريكي", currency_code: "USD", country: "أمريكا", exchange_rate: 50, is_local: 0, is_online: 1 },
];

async function storeFetch(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const lang = req.headers.get("X-LANG");
  if (url.pathname.endsWith("/store/search")) {
    searched.push(url.searchParams.get("q") ?? "");
    return json({ data: [product(1, "قهوة تركي"), product(2, "بن عربي")], meta: { current_page: 1, last_page: 1, per_page: 6, total: 2 } });
  }
  if (url.pathname.endsWith("/store/categories")) {
    const name = lang === "en" ? "Coffee & Tea" : "قهوة وشاي";
    return json({ data: [{ id: 1, slug: "coffee-tea", name, image: null, parent_id: null, products_count: 2, children: [] }] });
  }
  if (url.pathname.endsWith("/store/brands"))
    return json({ data: [{ id: 3, slug: "qahwa-house", name: lang === "en" ? "Qahwa House" : "بيت القهوة", logo: null }] });
  if (url.pathname.endsWith("/store/currency")) return json({ data: currencies });
  return json({ message: "not found" }, 404);
}

async function ask(query: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://shop.test/search/suggest?${query}`, { headers });
  const context = fakeContext({ storeFetch, lang: "ar", url: request.url });
  context.set(bootstrapContext, { settings: { logo: "logo.svg" }, menus: [] } as unknown as Bootstrap);
  context.set(currencyContext, { currencies: [], selected: { currency_code: "EGP", exchange_rate: 1, label: "ج.م" }, error: false });
  const response = (await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])) as Response;
  return { response, body: await response.json() };
}

describe("GET /search/suggest", () => {
  it("answers products, categories and brands in the URL's language and currency, cacheable by anyone", async () => {
    const { response, body } = await ask(`q=${encodeURIComponent("قهوه")}&lang=ar&cur=USD`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(response.headers.get("Vary")).toBeNull();
    expect(body.products).toEqual([
      { name: "قهوة تركي", variant: null, url: "/coffee-tea/p-1", image: "/api/media/80x80/p-1.svg", price: "2.00 دولار أمريكي" },
      { name: "بن عربي", variant: null, url: "/coffee-tea/p-2", image: "/api/media/80x80/p-2.svg", price: "2.00 دولار أمريكي" },
    ]);
    expect(body.categories).toEqual([{ name: "قهوة وشاي", url: "/coffee-tea" }]);
    expect(body.brands).toEqual([{ name: "بيت القهوة", url: "/search?brand=qahwa-house" }]);
  });

  it("matches English names on an Arabic answer", async () => {
    const { body } = await ask("q=coffee&lang=ar&cur=EGP");
    expect(body.categories).toEqual([{ name: "قهوة وشاي", url: "/coffee-tea" }]);
    expect(body.brands).toEqual([]);
  });

  it("without lang and cur, answers in the cookies' choice and says it varies on them; with cookies only the browser keeps it", async () => {
    const { response, body } = await ask("q=qahwa", { Cookie: "lng=ar" });
    expect(response.headers.get("Vary")).toBe("Cookie");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=60");
    expect(body.brands).toEqual([{ name: "بيت القهوة", url: "/search?brand=qahwa-house" }]);
  });

  it.each([
    ["no q", ""],
    ["one letter", "q=%D9%82"],
    ["only tashkeel", `q=${encodeURIComponent("َُ")}`],
    ["only symbols", "q=%21%40%23"],
    ["a control character", "q=ab%00cd"],
    ["an escape sequence", "q=%1B%5B2Jab"],
    ["very long text", `q=${"a".repeat(101)}`],
    ["two q", "q=&q=coffee"],
  ])("answers an empty list with 200 for %s, without asking the Store API", async (_, query) => {
    searched.length = 0;
    const { response, body } = await ask(`${query}&lang=ar&cur=EGP`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ products: [], categories: [], brands: [] });
    expect(searched).toEqual([]);
  });

  it("asks the Store API once for the same words, however they are spelled", async () => {
    searched.length = 0;
    await ask(`q=${encodeURIComponent("أسعار")}&lang=ar&cur=EGP`);
    await ask(`q=${encodeURIComponent("اسعار")}&lang=ar&cur=USD`);
    await ask(`q=${encodeURIComponent("اَسعار")}&lang=ar&cur=EGP`);
    expect(searched).toEqual(["اسعار"]);
  });
});
