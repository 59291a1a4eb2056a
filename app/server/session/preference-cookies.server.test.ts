import { describe, expect, it } from "vitest";
import { preferenceCookie, readCookies } from "./preference-cookies.server";

describe("cookies", () => {
  it("reads plain values", () => {
    expect(readCookies("lng=en; currency=USD; x=%D8%B9")).toEqual({ lng: "en", currency: "USD", x: "ع" });
    expect(readCookies(null)).toEqual({});
    expect(readCookies("a=1; a=2")).toEqual({ a: "1" });
  });
  it("writes a 7-day preference cookie", () => {
    const c = preferenceCookie("lng", "en");
    expect(c).toContain("lng=en");
    expect(c).toContain("Max-Age=604800");
    expect(c).toContain("SameSite=Lax");
    expect(c).toContain("HttpOnly");
    expect(c).toContain("Path=/");
  });
});
