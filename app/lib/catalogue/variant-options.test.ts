import { describe, expect, it } from "vitest";
import type { Variant } from "../schemas/catalogue";
import { variantChoices } from "./variant-options";

const v = (id: number, type: string, name: string): Variant => ({ id, type, name, value: name, hex: null });
const white = v(2, "color", "White");
const navy = v(5, "color", "Navy");
const m = v(12, "size", "M");
const l = v(13, "size", "L");

describe("variant choices", () => {
  it("links each value to the sibling that keeps the other choices", () => {
    const groups = variantChoices({
      variants: [white, m],
      siblings: [
        { slug: "navy-l", variants: [navy, l] },
        { slug: "navy-m", variants: [navy, m] },
        { slug: "white-l", variants: [white, l] },
      ],
    });
    expect(groups.map((g) => g.type)).toEqual(["color", "size"]);
    const byName = (type: string) =>
      Object.fromEntries(groups.find((g) => g.type === type)!.choices.map((c) => [c.variant.name, c.current ? "current" : c.slug]));
    expect(byName("color")).toEqual({ White: "current", Navy: "navy-m" });
    expect(byName("size")).toEqual({ M: "current", L: "white-l" });
  });

  it("has no groups without variants, and a single value is just the current one", () => {
    expect(variantChoices({ variants: [], siblings: [] })).toEqual([]);
    expect(variantChoices({ variants: [m], siblings: [] })).toEqual([{ type: "size", choices: [{ variant: m, slug: null, current: true, soldOut: false }] }]);
  });

  it("marks a choice whose product has none left, and only when its stock is known (decision 096)", () => {
    const groups = variantChoices({
      variants: [white, m],
      balance: 4,
      siblings: [
        { slug: "navy-m", variants: [navy, m], balance: 0 },
        { slug: "white-l", variants: [white, l] },
      ],
    });
    const soldOut = Object.fromEntries(groups.flatMap((g) => g.choices.map((c) => [c.variant.name, c.soldOut])));
    expect(soldOut).toEqual({ White: false, Navy: true, M: false, L: false });
    // Still a link to its page, which says it is sold out.
    expect(groups[0]!.choices.find((c) => c.variant.name === "Navy")!.slug).toBe("navy-m");
    expect(variantChoices({ variants: [m], balance: 0, siblings: [] })[0]!.choices[0]!.soldOut).toBe(true);
  });
});
