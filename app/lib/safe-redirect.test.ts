import { describe, expect, it } from "vitest";
import { currentPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/cart", "/account/orders?status=closed", "/product#reviews"])("keeps local path %s", (to) => {
    expect(safeRedirect(to)).toBe(to);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "http:/evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/ok\n//evil",
    "evil.example",
    "",
    undefined,
    null,
    42,
    "/" + "a".repeat(3000),
  ])("falls back for %s", (to) => {
    expect(safeRedirect(to)).toBe("/account");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/")).toBe("/");
  });

  it("takes the current path without the origin", () => {
    expect(currentPath(new Request("http://shop.example/cart?x=1"))).toBe("/cart?x=1");
  });
});
