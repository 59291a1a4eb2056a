import { describe, expect, it } from "vitest";
import { preselectedShipping } from "./preselected-shipping";

const type = (id: number, fee: number, days_max: number | null = null, days_min: number | null = null) => ({ id, name: "", fee, days_min, days_max });

describe("preselectedShipping", () => {
  it("checks the cheapest option across every company", () => {
    const companies = [
      { id: 1, types: [type(1, 60, 3), type(2, 120, 1)] },
      { id: 2, types: [type(3, 45, 5), type(4, 90, 2)] },
    ];
    expect(preselectedShipping(companies)).toBe("2-3");
  });
  it("breaks a tie in fee by the faster option, then by the one listed first", () => {
    expect(preselectedShipping([{ id: 1, types: [type(1, 50, 5), type(2, 50, 2)] }])).toBe("1-2");
    expect(
      preselectedShipping([
        { id: 1, types: [type(1, 50)] },
        { id: 2, types: [type(2, 50)] },
      ]),
    ).toBe("1-1");
  });
  it("checks the fastest when the order ships free (every option then costs nothing: the seventh tester got 3–5 days beside a free 1–2)", () => {
    const companies = [
      { id: 1, types: [type(1, 35, 5, 3), type(2, 80, 2, 1)] },
      { id: 2, types: [type(3, 60, 3)] },
    ];
    expect(preselectedShipping(companies)).toBe("1-1");
    expect(preselectedShipping(companies, true)).toBe("1-2");
  });
  it("has nothing to check without an option", () => {
    expect(preselectedShipping([])).toBeNull();
    expect(preselectedShipping([{ id: 1, types: [] }])).toBeNull();
  });
});
