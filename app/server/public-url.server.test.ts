import { afterEach, describe, expect, it } from "vitest";
import { localizedUrl, pageUrls } from "./public-url.server";

describe("public URLs", () => {
  afterEach(() => {
    delete process.env.PUBLIC_URL;
  });

  it("adds lng=en to English URLs, keeping a query", () => {
    expect(localizedUrl("https://shop.test", "/x", "ar")).toBe("https://shop.test/x");
    expect(localizedUrl("https://shop.test", "/x", "en")).toBe("https://shop.test/x?lng=en");
    expect(localizedUrl("https://shop.test", "/x?page=2", "en")).toBe("https://shop.test/x?page=2&lng=en");
  });

  it("keeps only the parameters a page's canonical needs, from PUBLIC_URL", () => {
    process.env.PUBLIC_URL = "https://shop.example/";
    const request = new Request("http://evil.test/electronics?brand=falcon&sort=price_asc&page=2");
    expect(pageUrls(request, "en", { page: 2 })).toEqual({
      canonical: "https://shop.example/electronics?page=2&lng=en",
      alternates: { ar: "https://shop.example/electronics?page=2", en: "https://shop.example/electronics?page=2&lng=en" },
    });
    expect(pageUrls(request, "ar").canonical).toBe("https://shop.example/electronics");
  });
});
