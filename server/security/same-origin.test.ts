import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { sameOrigin } from "./same-origin";

function answer(method: string, path: string, headers: Record<string, string>, publicUrl?: string, query: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries({ Host: "shop.test", ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, path, query, protocol: "http", get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  let status = 0;
  let body = "";
  const res = {
    status: (s: number) => {
      status = s;
      return res;
    },
    set: () => res,
    send: (b: string) => {
      body = b;
      return res;
    },
  } as unknown as Response;
  const next = vi.fn();
  sameOrigin(publicUrl)(req, res, next);
  return { outcome: next.mock.calls.length ? ("next" as const) : status, body };
}

const run = (method: string, path: string, headers: Record<string, string>, publicUrl?: string) => answer(method, path, headers, publicUrl).outcome;

describe("sameOrigin", () => {
  it("lets same-origin posts, reads and non-browser clients through", () => {
    expect(run("POST", "/cart", { Origin: "http://shop.test" })).toBe("next");
    expect(run("POST", "/cart", { Origin: "https://shop.example" }, "https://shop.example")).toBe("next");
    expect(run("GET", "/cart", { Origin: "https://evil.example" })).toBe("next");
    expect(run("POST", "/cart", {})).toBe("next");
    expect(run("POST", "/cart", { "Sec-Fetch-Site": "same-origin" })).toBe("next");
  });

  it("refuses cross-site posts by Origin or Sec-Fetch-Site with 403", () => {
    expect(run("POST", "/logout", { Origin: "https://evil.example" })).toBe(403);
    expect(run("POST", "/newsletter", { Origin: "null" })).toBe(403);
    expect(run("POST", "/cart", { "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(run("DELETE", "/cart", { Origin: "http://shop.test.evil.example" })).toBe(403);
    // The store's host under another scheme: React Router would answer 400 and log an error.
    expect(run("POST", "/login", { Origin: "https://shop.test" })).toBe(403);
  });

  it("exempts the server-to-server routes", () => {
    expect(run("POST", "/payments/paymob/callback", { Origin: "https://accept.paymob.com" })).toBe("next");
    expect(run("POST", "/api/cart", { Origin: "https://evil.example" })).toBe("next");
  });

  it("without Origin or Sec-Fetch-Site, refuses a post whose Referer is another site's", () => {
    expect(run("POST", "/cart", { Referer: "https://evil.example/page" })).toBe(403);
    expect(run("POST", "/cart", { Referer: "http://shop.test.evil.example/cart" })).toBe(403);
    expect(run("POST", "/cart", { Referer: "not a url" })).toBe(403);
    expect(run("POST", "/cart", { Referer: "http://shop.test/cart?lng=en" })).toBe("next");
    expect(run("POST", "/cart", { Referer: "https://shop.example/cart" }, "https://shop.example")).toBe("next");
    // Sec-Fetch-Site, when sent, decides over the Referer.
    expect(run("POST", "/cart", { "Sec-Fetch-Site": "same-origin", Referer: "https://evil.example/" })).toBe("next");
  });

  it("says so in the page's language: ?lng, then the lng cookie, then Arabic", () => {
    const evil = { Origin: "https://evil.example" };
    const ar = answer("POST", "/cart", evil);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain("لم يُنفَّذ");
    expect(ar.body).toContain('<a href="/">');
    expect(answer("POST", "/cart", { ...evil, Cookie: "a=1; lng=en" }).body).toContain('<html lang="en" dir="ltr">');
    expect(answer("POST", "/cart", { ...evil, Cookie: "lng=en" }, undefined, { lng: "ar" }).body).toContain('lang="ar"');
    expect(answer("POST", "/cart", evil, undefined, { lng: "EN-gb" }).body).toContain("Nothing was done");
    expect(answer("POST", "/cart", { ...evil, Cookie: "xlng=en" }).body).toContain('lang="ar"');
  });
});
