import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AddToCartSchema, SetQuantitySchema } from "./cart";

/** A form body as the browser (or curl) posts it, parsed as the cart action parses it. */
const body = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const forms = [
  ["add", AddToCartSchema],
  ["qty", SetQuantitySchema],
] as const;

describe.each(forms)("the quantity of intent=%s", (intent, schema) => {
  const parse = (qty: string) => parseWithZod(body({ intent, item_id: "7", unit_id: "8", qty }), { schema });

  it.each([
    ["3", 3],
    [" 2 ", 2],
    ["00003", 3],
    ["٣", 3],
    ["۳", 3],
    ["２", 2],
    ["999", 999],
  ])("%j is %i", (qty, value) => {
    const submission = parse(qty);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.qty).toBe(value);
  });

  it.each(["0x10", "1e3", "1.5", "abc", "-1", "+3", "0", "999999", "Infinity", " "])("%j is refused with the quantity message", (qty) => {
    const submission = parse(qty);
    expect(submission.status === "error" && submission.error).toEqual({ qty: ["validation.quantity"] });
  });
});

describe("the quantity's absence", () => {
  it("a product card sends none: one is added", () => {
    const submission = parseWithZod(body({ item_id: "7", unit_id: "8" }), { schema: AddToCartSchema });
    expect(submission.status === "success" && submission.value.qty).toBe(1);
  });

  it("a quantity change without one is refused with the quantity message", () => {
    const submission = parseWithZod(body({ intent: "qty", item_id: "7", unit_id: "8" }), { schema: SetQuantitySchema });
    expect(submission.status === "error" && submission.error).toEqual({ qty: ["validation.quantity"] });
  });
});
