import { describe, expect, it } from "vitest";
import { themeColor } from "./theme";

describe("theme colour", () => {
  it("uses a string of 3+ characters", () => {
    expect(themeColor("#0a7")).toBe("#0a7");
    expect(themeColor("teal")).toBe("teal");
  });
  it("falls back to darkcyan otherwise", () => {
    expect(themeColor("#0")).toBe("darkcyan");
    expect(themeColor(123456)).toBe("darkcyan");
    expect(themeColor(null)).toBe("darkcyan");
    expect(themeColor("red;}</style><script>")).toBe("darkcyan");
  });
});
