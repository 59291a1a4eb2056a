import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RouterContextProvider } from "react-router";
import type { OrderItem } from "~/lib/schemas/order";
import { getI18n } from "~/server/i18n.server";

const adds: Array<{ unit_id: number; key: string | undefined }> = [];

vi.mock("../store-api/cart.server", () => ({
  cartApi: () => ({
    add: async (line: { unit_id: number }, key: string | undefined) => {
      adds.push({ unit_id: line.unit_id, key });
      return {};
    },
  }),
}));
vi.mock("../store-api/request-catalogue.server", () => ({
  getCatalogue: () => ({
    product: async (slug: string) => ({ id: 1, slug, units: [{ id: 11, balance: 50, name: "", parent_unit: null, factor: 1, price: 10 }] }),
  }),
}));

const { buyAgain, mintAgainKey } = await import("./buy-again.server");

const context = { get: () => ({ i18n: getI18n("en"), lang: "en" }) } as unknown as Readonly<RouterContextProvider>;
const items = [{ name: "Dates", quantity: 2, slug: "dates", item_id: 1, unit_id: 11 }] as OrderItem[];

describe("buy again: one key a page", () => {
  beforeEach(() => {
    adds.length = 0;
  });

  it("sends the form's key with the order and the unit, so two orders of one list with the same unit are two adds", async () => {
    const key = mintAgainKey();
    await buyAgain(context, { id: 4, items }, key);
    await buyAgain(context, { id: 9, items }, key);
    expect(adds).toEqual([
      { unit_id: 11, key: `${key}:4:11` },
      { unit_id: 11, key: `${key}:9:11` },
    ]);
  });

  it("sends the same key for a repeat of one order's form, which the Store API answers with the first add", async () => {
    const key = mintAgainKey();
    await buyAgain(context, { id: 4, items }, key);
    await buyAgain(context, { id: 4, items }, key);
    expect(adds[0]?.key).toBe(adds[1]?.key);
  });
});
