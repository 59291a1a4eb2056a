import { describe, expect, it, vi } from "vitest";
import { createStoreApiClient, type StoreFetch } from "./client.server";
import { createCatalogueCaches, fromClient, getProduct, getVariants, searchProducts } from "./catalogue.server";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const summary = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `p-${id}`,
  name: `P ${id}`,
  image: `p-${id}.svg`,
  price: "1,250.50",
  discount: "10",
  balance: 3,
  rating: 4.5,
  reviews_count: 2,
  category: { id: 1, slug: "phones", name: "Phones" },
  default_unit_id: id,
  ...extra,
});

function fakeApi(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  const fetch = vi.fn<StoreFetch>(async (req) => {
    const url = new URL(req.url);
    calls.push(url);
    return answer(url);
  });
  const client = createStoreApiClient({ fetch, baseUrl: "http://store.test/api/", timeoutMs: 2000 });
  return { client, calls, send: fromClient(client, "en") };
}

describe("catalogue calls", () => {
  it("search sends the contract query (variants comma-joined) and tolerates a sparse answer", async () => {
    const { send, calls } = fakeApi(() =>
      json({
        data: [summary(1), { id: "broken" }, summary(2, { brand: null, image: null })],
        meta: { current_page: 2, last_page: 3, per_page: 12, total: 30 },
      }),
    );
    const page = await searchProducts(send, { category: "phones", variants: [2, 12], min_price: 485, page: 2, per_page: 12, brand: undefined });
    expect(calls[0].pathname).toBe("/api/store/search");
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ category: "phones", variants: "2,12", min_price: "485", page: "2", per_page: "12" });
    // The broken item is left out; numbers arrive coerced.
    expect(page.products.map((p) => p.id)).toEqual([1, 2]);
    expect(page.products[0]).toMatchObject({ price: 1250.5, discount: 10, brand: null });
    expect(page.products[1].image).toBeNull();
    expect(page.meta).toEqual({ current_page: 2, last_page: 3, per_page: 12, total: 30 });
  });

  it("a list without meta is one page holding everything", async () => {
    const { send } = fakeApi(() => json({ data: [summary(1)] }));
    expect((await searchProducts(send, { page: 1 })).meta).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 1 });
  });

  it("variants are asked for only with categories, and empty groups dropped", async () => {
    const { send, calls } = fakeApi(() =>
      json({
        data: [
          { type: "color", values: [{ id: 2, name: "White", type: "color", value: "white" }] },
          { type: "size", values: [] },
        ],
      }),
    );
    expect(await getVariants(send, [])).toEqual([]);
    expect(calls).toHaveLength(0);
    const groups = await getVariants(send, ["men", "women"]);
    expect(calls[0].searchParams.get("categories")).toBe("men,women");
    expect(groups.map((g) => g.type)).toEqual(["color"]);
  });

  it("a product slug is encoded, and an unknown one is a 404", async () => {
    const { send, calls } = fakeApi((url) =>
      url.pathname.endsWith("/missing") ? json({ message: "Not found" }, 404) : json({ data: { ...summary(1), sku: "S", units: null } }),
    );
    const product = await getProduct(send, "قميص أزرق");
    expect(calls[0].pathname).toBe(`/api/store/products/${encodeURIComponent("قميص أزرق")}`);
    expect(product.units).toEqual([]);
    await expect(getProduct(send, "missing")).rejects.toMatchObject({ status: 404 });
    await expect(getProduct(send, " ")).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(2);
  });

  it("categories and brands are cached per language", async () => {
    const { client, calls } = fakeApi((url) =>
      json({
        data: url.pathname.endsWith("brands")
          ? [{ id: 1, slug: "b", name: "B" }]
          : [{ id: 1, slug: "c", name: "C", children: [{ id: 2, slug: "d", name: "D" }] }],
      }),
    );
    const caches = createCatalogueCaches(client);
    const [a, b] = await Promise.all([caches.categories("ar"), caches.categories("ar")]);
    expect(a).toBe(b);
    expect(a[0].children[0]).toMatchObject({ slug: "d", children: [], products_count: 0 });
    await caches.categories("en");
    await caches.brands("ar");
    await caches.brands("ar");
    expect(calls.map((u) => u.pathname)).toEqual(["/api/store/categories", "/api/store/categories", "/api/store/brands"]);
  });
});
