import { describe, expect, it } from "vitest";
import { ErrorReportSchema } from "./error-report";

describe("ErrorReportSchema", () => {
  it("accepts a small report", () => {
    expect(ErrorReportSchema.safeParse({ kind: "error", message: "x is undefined", url: "/cart" }).success).toBe(true);
    expect(ErrorReportSchema.safeParse({ kind: "boundary", message: "m", url: "/", status: 500, stack: "at f" }).success).toBe(true);
  });

  it("refuses unknown kinds, extra fields, empty or long messages", () => {
    for (const bad of [
      { kind: "other", message: "m", url: "/" },
      { kind: "error", message: "m", url: "/", extra: 1 },
      { kind: "error", message: " ", url: "/" },
      { kind: "error", message: "m".repeat(501), url: "/" },
      { kind: "error", message: "m", url: "/", status: 700 },
      { kind: "error", message: "m" },
      "text",
      null,
    ]) {
      expect(ErrorReportSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
