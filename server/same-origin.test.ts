import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { sameOrigin } from "./same-origin";

function run(method: string, path: string, headers: Record<string, string>, publicUrl?: string) {
  const lower = Object.fromEntries(Object.entries({ Host: "shop.test", ...headers }).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, path, protocol: "http", get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  let status = 0;
  const res = { status: (s: number) => ((status = s), res), set: () => res, send: () => res } as unknown as Response;
  const next = vi.fn();
  sameOrigin(publicUrl)(req, res, next);
  return next.mock.calls.length ? "next" : status;
}

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
});
