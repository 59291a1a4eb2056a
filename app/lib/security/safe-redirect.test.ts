import { describe, expect, it } from "vitest";
import { ownPathAction } from "./own-path";
import { currentPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/cart", "/account/orders?status=closed", "/product#reviews", "/search/%D9%87%D8%A7%D8%AA%D9%81", "/search/100%25", "/cart?back=//x"])(
    "keeps local path %s",
    (to) => {
      expect(safeRedirect(to)).toBe(to);
    },
  );

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

  // Issue #19 §2: dot segments that normalise to "//host"; what is returned is checked, not only what came in.
  const DOT_SEGMENTS = ["/.//x", "/..//x", "/%2e//x", "/%2E%2E//x", "/.%2e//x", "/a/..//x", "/a/b/../..//x", "/%2e/%2e//x", "/././/x"];
  const OTHER_TRICKS = [
    "/.//evil.example/phish",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/\tx",
    "/.\t//x",
    "/.\n//x",
    "/%5c%5cx",
    "/.%2f%2fx",
    "/%2f%2fx",
    "/%252e//x",
    "/%252e%252e%252f%252fx",
    "/%09/x",
    "/./%09//x",
    // Issue #38: the spellings tried on the sinks added lately (the guest heart's sign-in link, decision 048).
    "%2F%2Fevil.example",
    "https:evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\r/evil.example",
    "/%0a/evil.example",
    "/%5c/evil.example",
    "/%2525252f%2525252fevil.example",
  ];

  it.each([...DOT_SEGMENTS, ...OTHER_TRICKS])("never returns a path that leaves the site for %s", (to) => {
    const result = safeRedirect(to);
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(new URL(result, "http://shop.example").origin).toBe("http://shop.example");
    // A second pass changes nothing: the value is already the path a browser would use.
    expect(safeRedirect(result)).toBe(result);
  });

  // Look-alikes of "/" and "\" and invisible characters are not separators to a browser: they stay a path here.
  it.each([
    "/／/evil.example",
    "/＼evil.example",
    "/\u3002/evil.example",
    "/\u00a0//evil.example",
    "/%E2%80%AE//evil.example",
    "/\u200b/evil.example",
    "/@evil.example",
  ])("keeps a look-alike on this site for %s", (to) => {
    const result = safeRedirect(to);
    expect(new URL(result, "http://shop.example").origin).toBe("http://shop.example");
    expect(result).toMatch(/^\/(?![/\\])/);
  });

  it("falls back for a path still percent-encoded after three decodings", () => {
    expect(safeRedirect("/%2525252f%2525252fevil.example")).toBe("/account");
    expect(safeRedirect("/search/100%25")).toBe("/search/100%25");
  });

  it.each(DOT_SEGMENTS)("falls back for %s", (to) => {
    expect(safeRedirect(to)).toBe("/account");
  });

  it.each([
    ["/a/../cart", "/cart"],
    ["/./account/orders?x=1#top", "/account/orders?x=1#top"],
    ["/%2e%2e/cart", "/cart"],
  ])("returns the resolved path for %s", (to, resolved) => {
    expect(safeRedirect(to)).toBe(resolved);
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", "/")).toBe("/");
  });

  it("takes the current path without the origin", () => {
    expect(currentPath(new Request("http://shop.example/cart?x=1"))).toBe("/cart?x=1");
  });
});

describe("ownPathAction", () => {
  it("keeps a form on this site whatever the path starts with", () => {
    expect(ownPathAction("/cart")).toBe("/cart");
    expect(ownPathAction("//evil.example/")).toBe("/evil.example/");
    expect(ownPathAction("/\\evil.example/")).toBe("/evil.example/");
    expect(ownPathAction("\\\\/evil.example")).toBe("/evil.example");
    expect(ownPathAction("/")).toBe("/");
  });
});
