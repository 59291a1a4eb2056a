import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberDeviceId } from "./device-id";

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
    const jar: string[] = [];
    vi.stubGlobal("navigator", { userAgent: "UA", language: "ar", languages: ["ar", "en"], platform: "Linux", hardwareConcurrency: 2 });
    vi.stubGlobal("screen", { width: 360, height: 800, colorDepth: 24 });
    vi.stubGlobal("location", { protocol: "https:" });
    vi.stubGlobal("document", {
      get cookie() {
        return jar.map((c) => c.split(";")[0]).join("; ");
      },
      set cookie(value: string) {
        jar.push(value);
      },
    });
    rememberDeviceId();
    rememberDeviceId();
    expect(jar).toHaveLength(1);
    expect(jar[0]).toMatch(/^device_id=[^;]+; Path=\/; Max-Age=\d+; SameSite=Lax; Secure$/);
  });
});
