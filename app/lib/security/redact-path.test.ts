import { describe, expect, it } from "vitest";
import { redactPath } from "./redact-path";

describe("redactPath", () => {
  it("keeps only the path of a full or relative address", () => {
    expect(redactPath("https://shop.test/search/shoes?min=1&redirectTo=/x#top")).toBe("/search/shoes");
    expect(redactPath("/cart?coupon=SAVE")).toBe("/cart");
  });

  it("hides password reset tokens", () => {
    expect(redactPath("/password/reset/abc123secret?email=a@b.c")).toBe("/password/reset/…");
    expect(redactPath("/password/reset")).toBe("/password/reset");
  });

  it("bounds the length", () => {
    expect(redactPath(`/${"a".repeat(1000)}`)).toHaveLength(300);
  });
});
