import { describe, expect, it } from "vitest";
import { deviceIdFrom, hash31, isDeviceId, randomSalt, type DeviceTraits } from "./device-id";

const traits: DeviceTraits = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130",
  language: "ar",
  languages: ["ar", "en"],
  platform: "Linux x86_64",
  screen: "1920x1080x24",
  timezone: "Africa/Cairo",
  hardwareConcurrency: 8,
};

describe("hash31", () => {
  it("is the seed-31 string hash, as 8 hex digits", () => {
    // Java's String.hashCode uses the same recurrence: "hello".hashCode() === 99162322.
    expect(hash31("hello")).toBe((99162322).toString(16).padStart(8, "0"));
    expect(hash31("")).toBe("00000000");
    expect(hash31("a")).toBe("00000061");
  });

  it("wraps to 32 bits and stays unsigned", () => {
    // "polygenelubricants".hashCode() === Integer.MIN_VALUE in Java.
    expect(hash31("polygenelubricants")).toBe("80000000");
    expect(hash31("x".repeat(10_000))).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("deviceIdFrom", () => {
  it("is stable for the same traits and valid for the server", () => {
    const id = deviceIdFrom(traits);
    expect(id).toBe(deviceIdFrom({ ...traits }));
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(isDeviceId(id)).toBe(true);
  });

  it("changes with any trait", () => {
    const id = deviceIdFrom(traits);
    expect(deviceIdFrom({ ...traits, timezone: "Asia/Riyadh" })).not.toBe(id);
    expect(deviceIdFrom({ ...traits, screen: "390x844x24" })).not.toBe(id);
    expect(deviceIdFrom({ ...traits, languages: ["en"] })).not.toBe(id);
  });
});

describe("isDeviceId", () => {
  it("accepts 8 to 32 lowercase hex digits only", () => {
    expect(isDeviceId("0123abcd")).toBe(true);
    expect(isDeviceId("a".repeat(32))).toBe(true);
    for (const bad of ["", "0123abc", "a".repeat(33), "0123ABCD", "0123abcz", "01234567;x=1", null, 12345678]) {
      expect(isDeviceId(bad), String(bad)).toBe(false);
    }
  });

  it("mixes in a salt: the same traits with two salts are two ids", () => {
    expect(deviceIdFrom(traits, randomSalt())).not.toBe(deviceIdFrom(traits, randomSalt()));
    expect(deviceIdFrom(traits, "00ff")).toBe(deviceIdFrom(traits, "00ff"));
    expect(randomSalt(() => new Uint8Array([0, 1, 2, 3, 250, 251, 254, 255]))).toBe("00010203fafbfeff");
    expect(randomSalt()).toMatch(/^[0-9a-f]{16}$/);
  });
});
