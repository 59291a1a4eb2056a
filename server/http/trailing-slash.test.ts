import { describe, expect, it } from "vitest";
import { slashlessTarget } from "./trailing-slash";

describe("slashlessTarget", () => {
  it("sends a path with a trailing slash to the path without it, keeping the query", () => {
    expect(slashlessTarget("/electronics/")).toBe("/electronics");
    expect(slashlessTarget("/mobiles/nile-x1-smartphone-black/")).toBe("/mobiles/nile-x1-smartphone-black");
    expect(slashlessTarget("/pages/about/")).toBe("/pages/about");
    expect(slashlessTarget("/offers//?page=2&lng=en")).toBe("/offers?page=2&lng=en");
  });

  it("leaves the root, slashless paths and the API alone", () => {
    expect(slashlessTarget("/")).toBeNull();
    expect(slashlessTarget("/?lng=en")).toBeNull();
    expect(slashlessTarget("/electronics")).toBeNull();
    expect(slashlessTarget("/electronics?next=/x/")).toBeNull();
    expect(slashlessTarget("/api/store/categories/")).toBeNull();
  });

  it("never turns a path into a redirect off the site", () => {
    for (const url of [
      "//evil.example/",
      "///evil.example/",
      "/\\evil.example/",
      "/%2f%2fevil.example/",
      "/..//evil.example/",
      "/%2F/evil.example/",
      "///",
      "//",
    ]) {
      expect(slashlessTarget(url), url).toBeNull();
    }
  });
});
