import { afterEach, describe, expect, it } from "vitest";
import { localizedUrl, pageUrls, publicOrigin } from "./public-url.server";

describe("public URLs", () => {
  afterEach(() => {
    delete process.env.PUBLIC_URL;
    delete process.env.PORT;
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

  it("without PUBLIC_URL, a forged Host gives way to the listening address", () => {
    process.env.PORT = "4321";
    // What React Router makes of `Host: evil.example` (and of a forged host with a port).
    expect(publicOrigin(new Request("http://evil.example/password/forget"))).toBe("http://localhost:4321");
    expect(publicOrigin(new Request("https://evil.example:8443/"))).toBe("http://localhost:4321");
    expect(publicOrigin(new Request("http://localhost.evil.example/"))).toBe("http://localhost:4321");
    expect(pageUrls(new Request("http://evil.example/electronics"), "ar").canonical).toBe("http://localhost:4321/electronics");
  });

  it("without PUBLIC_URL, a loopback name keeps its origin (a demo behind a port mapping links to itself)", () => {
    expect(publicOrigin(new Request("http://localhost:8080/x"))).toBe("http://localhost:8080");
    expect(publicOrigin(new Request("http://127.0.0.1:3000/x"))).toBe("http://127.0.0.1:3000");
    expect(publicOrigin(new Request("http://[::1]:3000/x"))).toBe("http://[::1]:3000");
    expect(publicOrigin(new Request("http://evil.example/x"))).toBe("http://localhost:3000");
  });
});
