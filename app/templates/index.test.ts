import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATE, getTemplate, templateId } from "./index";
import { template1 } from "./template-1";
import { template2 } from "./template-2";
import { template3 } from "./template-3";

describe("template registry", () => {
  it.each([
    [1, template1],
    [2, template2],
    [3, template3],
    ["1", template1],
    ["2", template2],
  ])("setting %j → its template", (value, template) => {
    expect(getTemplate(value)).toBe(template);
  });

  it.each([[0], [4], [7], [-1], [1.5], ["7"], ["x"], [""], [null], [undefined], [true], [{}], [[2]]])("setting %j → template 3", (value) => {
    expect(templateId(value)).toBe(DEFAULT_TEMPLATE);
    expect(getTemplate(value)).toBe(template3);
  });

  it("each template has its own layouts and card style", () => {
    const all = [template1, template2, template3];
    for (const key of ["DefaultLayout", "AuthLayout", "cardClass"] as const) {
      expect(new Set(all.map((t) => t[key])).size).toBe(all.length);
    }
  });
});
