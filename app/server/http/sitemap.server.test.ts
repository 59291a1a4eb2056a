import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.server";

describe("sitemap and robots", () => {
  it("lists each path in both languages with hreflang alternates, escaped", () => {
    const xml = sitemapXml("https://shop.test", ["/", "/search?brand=a&b", "/"]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://shop.test/</loc>");
    expect(xml).toContain("<loc>https://shop.test/?lng=en</loc>");
    expect(xml).toContain('hreflang="en" href="https://shop.test/?lng=en"');
    expect(xml).toContain("<loc>https://shop.test/search?brand=a&amp;b&amp;lng=en</loc>");
  });

  it("points robots to the absolute sitemap and keeps media crawlable", () => {
    const txt = robotsTxt("https://shop.test");
    expect(txt).toContain("Sitemap: https://shop.test/sitemap.xml");
    expect(txt).toContain("Allow: /api/media/");
    expect(txt).toContain("Disallow: /checkout");
  });
});
