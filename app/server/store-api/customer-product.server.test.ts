import { describe, expect, it } from "vitest";
import type { Product } from "~/lib/schemas/catalogue";
import { createSharedProducts, withFavourites } from "./customer-product.server";

const summary = (id: number) => ({ id, is_favourite: 0 as const }) as unknown as Product["related"][number];

describe("a signed-in customer's product page (decision 086)", () => {
  it("flags the shared product and its related items from the customer's own favourites, without changing the shared answer", () => {
    const shared = { ...summary(1), related: [summary(2), summary(3)] } as unknown as Product;
    const mine = withFavourites(shared, new Set([1, 3]));
    expect([mine.is_favourite, ...mine.related.map((p) => p.is_favourite)]).toEqual([1, 0, 1]);
    expect([shared.is_favourite, ...shared.related.map((p) => p.is_favourite)]).toEqual([0, 0, 0]);
    const none = withFavourites(shared, new Set());
    expect([none.is_favourite, ...none.related.map((p) => p.is_favourite)]).toEqual([0, 0, 0]);
  });
});

describe("the visitors' product shared with signed-in customers (decision 086)", () => {
  const answer = (reviews: number) => ({
    data: { id: 7, slug: "lamp", name: "Lamp", image: null, price: 10, category: { id: 1, name: "Home", slug: "home" }, reviews_count: reviews },
  });
  const clientAnswering = (asked: string[], reviews: () => number) =>
    ({
      request: async (path: string, options: { lang: string; schema: { parse(x: unknown): unknown } }) => {
        asked.push(`${options.lang} ${path}`);
        return { data: options.schema.parse(answer(reviews())), status: 200, headers: new Headers() };
      },
    }) as unknown as Parameters<typeof createSharedProducts>[0];

  it("asks once per language within its time, and again once the customer changed it (their review)", async () => {
    const asked: string[] = [];
    let reviews = 0;
    const products = createSharedProducts(
      clientAnswering(asked, () => reviews),
      5_000,
    );
    await products.get("ar", "lamp", "r1");
    await products.get("ar", "lamp", "r2");
    await products.get("en", "lamp", "r3");
    expect(asked).toEqual(["ar store/products/lamp", "en store/products/lamp"]);
    reviews = 1;
    products.forget("lamp");
    expect((await products.get("en", "lamp", "r4")).reviews_count).toBe(1);
    expect((await products.get("ar", "lamp", "r5")).reviews_count).toBe(1);
  });

  it("asks every time with PAGE_CACHE_SECONDS=0", async () => {
    const asked: string[] = [];
    const products = createSharedProducts(
      clientAnswering(asked, () => 0),
      0,
    );
    await products.get("ar", "lamp", "r1");
    await products.get("ar", "lamp", "r2");
    expect(asked).toHaveLength(2);
  });
});
