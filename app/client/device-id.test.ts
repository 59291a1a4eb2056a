import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceIdFrom } from "~/lib/security/device-id";
import { rememberDeviceId } from "./device-id";

/** A fresh browser over HTTPS (a phone, Arabic), its cookies kept in the returned jar as written. */
function browser(): string[] {
  const jar: string[] = [];
  vi.stubGlobal("navigator", { userAgent: "UA", language: "ar", languages: ["ar", "en"], platform: "Linux", hardwareConcurrency: 2 });
  vi.stubGlobal("screen", { width: 390, height: 844, colorDepth: 24 });
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("document", {
    get cookie() {
      return jar.map((c) => c.split(";")[0]).join("; ");
    },
    set cookie(value: string) {
      jar.push(value);
    },
  });
  return jar;
}

describe("rememberDeviceId", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("a failing fingerprint is only logged", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("navigator", {
      get userAgent(): string {
        throw new Error("blocked by the browser");
      },
    });
    expect(() => rememberDeviceId()).not.toThrow();
    expect(warn).toHaveBeenCalledWith("Device fingerprint failed", expect.any(Error));
  });

  it("writes the id cookie once from the browser's traits", () => {
    const jar = browser();
    rememberDeviceId();
    rememberDeviceId();
    expect(jar).toHaveLength(1);
    expect(jar[0]).toMatch(/^device_id=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });

  it("gives two browsers with the same traits different ids, and keeps a browser's id when its traits change", () => {
    const a = browser();
    rememberDeviceId();
    const idA = a[0]!.split(";")[0];
    // The same browser turned sideways: another screen, the same id (no second write).
    vi.stubGlobal("screen", { width: 844, height: 390, colorDepth: 24 });
    rememberDeviceId();
    expect(a).toHaveLength(1);
    const b = browser();
    rememberDeviceId();
    const idB = b[0]!.split(";")[0];
    expect(idA).toMatch(/^device_id=[0-9a-f]{16}$/);
    expect(idB).toMatch(/^device_id=[0-9a-f]{16}$/);
    expect(idB).not.toBe(idA);
  });

  it("reads the time zone from Temporal where the browser has it, without making a date formatter", () => {
    const jar = browser();
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Africa/Cairo" } });
    const dateFormat = vi.spyOn(Intl, "DateTimeFormat");
    vi.spyOn(crypto, "getRandomValues").mockImplementation((bytes) => bytes);
    rememberDeviceId();
    expect(dateFormat).not.toHaveBeenCalled();
    const traits = { userAgent: "UA", language: "ar", languages: ["ar", "en"], platform: "Linux", screen: "390x844x24", hardwareConcurrency: 2 };
    const salt = "0".repeat(16);
    expect(jar[0]!.split(";")[0]).toBe(`device_id=${deviceIdFrom({ ...traits, timezone: "Africa/Cairo" }, salt)}`);
    expect(jar[0]!.split(";")[0]).not.toBe(`device_id=${deviceIdFrom({ ...traits, timezone: "UTC" }, salt)}`);
  });
});
