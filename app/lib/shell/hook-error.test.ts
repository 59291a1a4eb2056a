import { describe, expect, it } from "vitest";
import { hookErrorStatus } from "./hook-error";

describe("hookErrorStatus", () => {
  it("takes an error status from 400 to 599", () => {
    expect(hookErrorStatus("503")).toBe(503);
    expect(hookErrorStatus("400")).toBe(400);
    expect(hookErrorStatus("599")).toBe(599);
    expect(hookErrorStatus(" 404 ")).toBe(404);
  });

  it("defaults to 500 when absent or invalid", () => {
    for (const raw of [null, "", "abc", "200", "399", "600", "50", "5000", "503.5", "-503", "5e2", "0x1f4", "503abc"]) {
      expect(hookErrorStatus(raw), String(raw)).toBe(500);
    }
  });
});
