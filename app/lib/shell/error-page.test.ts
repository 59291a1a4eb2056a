import { describe, expect, it } from "vitest";
import ar from "~/locales/ar/errors";
import en from "~/locales/en/errors";
import { HEADING_KEYS, headingKey } from "./error-page";

const text = (table: { errors: object }, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);

describe("headingKey", () => {
  it("says in words what happened, by the status's kind", () => {
    expect(headingKey(404)).toBe("errors.notFound");
    expect(headingKey(503)).toBe("errors.headings.unavailable");
    expect(headingKey(502)).toBe("errors.headings.unavailable");
    expect(headingKey(500)).toBe("errors.headings.server");
    expect(headingKey(555)).toBe("errors.headings.server");
    expect(headingKey(530)).toBe("errors.headings.frozen");
    expect(headingKey(509)).toBe("errors.headings.domain");
    expect(headingKey(401)).toBe("errors.headings.signIn");
    expect(headingKey(418)).toBe("errors.headings.general");
  });

  it("names every key it can answer in HEADING_KEYS, each written in both languages without a number", () => {
    for (const status of [400, 401, 403, 404, 418, 429, 500, 502, 503, 504, 509, 530, 555]) expect(HEADING_KEYS).toContain(headingKey(status));
    for (const key of HEADING_KEYS) {
      for (const table of [ar, en]) {
        const words = text(table, key);
        expect(typeof words, key).toBe("string");
        expect(words, key).not.toMatch(/\d/);
      }
    }
  });
});
