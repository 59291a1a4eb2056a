import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HMAC_FIELDS, fromTransaction, hmacFieldProblem } from "../../app/server/payments/paymob.server";
import { PAYMOB_HMAC_FIELDS, paymobFieldProblem } from "../../store-api/lib/paymob-hmac";

// The storefront checks Paymob's signed fields before forwarding a callback; the reference Store
// API checks them again before it marks an order paid (decision 030). The walls between app/ and
// store-api/ keep the rule in two files, so this test keeps it one rule.
const vector = JSON.parse(readFileSync(new URL("../fixtures/paymob-hmac.json", import.meta.url), "utf8"));
const paid: Record<string, unknown> = vector.processed_callback_body.obj;

describe("one Paymob field rule for the storefront and the Store API", () => {
  it("sign the same fields in the same order", () => {
    expect([...HMAC_FIELDS]).toEqual([...PAYMOB_HMAC_FIELDS]);
  });

  it("find the same misshapen field in the published vector changed one field at a time", () => {
    const values = fc.oneof(
      fc.boolean(),
      fc.constantFrom("true", "false", "True", "false1", "0", "01", "1", "", "EGP", "egp", "2024-06-13T11:33:44.592345", "2024-06-13", null, undefined),
      fc.integer({ min: -5, max: 1e12 }),
      fc.double(),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^\d{1,20}$/),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PAYMOB_HMAC_FIELDS), values, (field, value) => {
        const obj = structuredClone(paid) as Record<string, unknown> & { order?: object; source_data?: object };
        if (field === "order.id") obj.order = { ...(obj.order ?? {}), id: value };
        else if (field.startsWith("source_data.")) obj.source_data = { ...(obj.source_data ?? {}), [field.split(".")[1]]: value };
        else obj[field] = value;
        return hmacFieldProblem(fromTransaction(obj)) === paymobFieldProblem(obj);
      }),
      { numRuns: 3000 },
    );
  });
});
