import { describe, expect, it } from "vitest";
import type { Home } from "~/lib/schemas/catalogue";
import { createSharedHome, homeWithFavourites } from "./shared-home.server";

const card = (id: number, name = `Item ${id}`) => ({
  id,
  slug: `item-${id}`,
  name,
  image: null,
  price: 10,
  category: { id: 1, slug: "home", name: "Home" },
  is_favourite: 0,
});
const home = (name: string) => ({
  data: {
    trendy: [card(1, name)],
    featured: [card(2)],
    best_sellers: [],
    flash_sales: [{ id: 1, title: "Now", ends_at: "2030-01-01T00:00:00Z", products: [card(3)] }],
    offers: [],
    categories: [],
    brands: [],
  },
});

/** A Store API client answering `store/home` with `answer()`, which may throw (the Store API down). */
const clientAnswering = (asked: string[], answer: () => unknown) =>
  ({
    request: async (path: string, options: { lang: string; schema: { parse(x: unknown): unknown } }) => {
      asked.push(`${options.lang} ${path}`);
      return { data: options.schema.parse(answer()), status: 200, headers: new Headers() };
    },
  }) as unknown as Parameters<typeof createSharedHome>[0];

describe("the home page's shared products (decision 105)", () => {
  it("with no cache life (PAGE_CACHE_SECONDS=0) asks every time, and answers the last home while the Store API fails", async () => {
    const asked: string[] = [];
    let answer: () => unknown = () => home("Lamp");
    const shared = createSharedHome(
      clientAnswering(asked, () => answer()),
      0,
    );
    expect((await shared.get("ar", "r1")).trendy[0]?.name).toBe("Lamp");
    answer = () => home("Desk");
    expect((await shared.get("ar", "r2")).trendy[0]?.name).toBe("Desk");
    answer = () => {
      throw new Error("connect ECONNREFUSED");
    };
    expect((await shared.get("ar", "r3")).trendy[0]?.name).toBe("Desk");
    expect(asked).toEqual(["ar store/home", "ar store/home", "ar store/home"]);
    // A language never answered has nothing to fall back on: the page's 503.
    await expect(shared.get("en", "r4")).rejects.toThrow("ECONNREFUSED");
  });

  it("puts a customer's favourite flags on every product row, leaving the shared answer as it was", () => {
    const shared = home("Lamp").data as unknown as Home;
    const mine = homeWithFavourites(shared, new Set([1, 3]));
    expect([mine.trendy[0]?.is_favourite, mine.featured[0]?.is_favourite, mine.flash_sales[0]?.products[0]?.is_favourite]).toEqual([1, 0, 1]);
    expect([shared.trendy[0]?.is_favourite, shared.flash_sales[0]?.products[0]?.is_favourite]).toEqual([0, 0]);
  });
});
