import { describe, expect, it } from "vitest";
import type { Product } from "~/lib/schemas/catalogue";
import { withFavourites } from "./customer-product.server";

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
