import { describe, expect, it } from "vitest";
import { deviceIdOf } from "./device-id.server";

const withCookie = (cookie?: string) => new Request("http://shop.test/", { headers: cookie ? { Cookie: cookie } : {} });

describe("deviceIdOf", () => {
  it("reads a well-formed device_id cookie", () => {
    expect(deviceIdOf(withCookie("lng=en; device_id=0123456789abcdef"))).toBe("0123456789abcdef");
  });

  it("ignores a missing or malformed one", () => {
    expect(deviceIdOf(withCookie())).toBeUndefined();
    expect(deviceIdOf(withCookie("device_id=short"))).toBeUndefined();
    expect(deviceIdOf(withCookie("device_id=0123456789ABCDEF"))).toBeUndefined();
    expect(deviceIdOf(withCookie("device_id=01234567%0D%0AX-Evil%3A1"))).toBeUndefined();
  });
});
