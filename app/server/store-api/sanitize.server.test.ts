import { describe, expect, it } from "vitest";
import { sanitizeStoreHtml } from "./sanitize.server";

describe("sanitizeStoreHtml", () => {
  it("keeps content and drops script, handlers and javascript: links", () => {
    const out = sanitizeStoreHtml(
      `<h2>Hi</h2><p onclick="x()" style="color:red">ok <a href="javascript:alert(1)">bad</a> <a href="/pages/about">good</a></p><script>alert(1)</script>`,
    );
    expect(out).toContain("<h2>Hi</h2>");
    expect(out).toContain('href="/pages/about"');
    expect(out).not.toMatch(/script|onclick|style=|javascript:/);
  });
});
