import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BAR_CHOICES, barChoice } from "./checkout-bar";

const css = readFileSync(new URL("../../styles/checkout-bar.css", import.meta.url), "utf8");

describe("the bar's total per checked radio", () => {
  it("has a CSS rule for every index barChoice hands out, and barChoice hands out none past them", () => {
    for (let i = 0; i < BAR_CHOICES; i++) {
      expect(css).toContain(`form:has(input[data-bar="${i}"]:checked) .checkout-bar__amount[data-bar="${i}"]`);
      expect(barChoice(i)).toEqual({ "data-bar": i });
    }
    expect(css).not.toContain(`data-bar="${BAR_CHOICES}"`);
    expect(barChoice(BAR_CHOICES)).toEqual({});
  });
});
