import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { GENERAL_ERROR, paymentProblemKey } from "./messages";

/** Reads a dotted locale key the way i18next does. */
const text = (locale: object, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);

describe("the spec's messages (§8)", () => {
  it("an action that fails unexpectedly says the generic sentence, in both languages", () => {
    expect(text(en, GENERAL_ERROR)).toBe("Sorry! An error occurred. Please try again later.");
    expect(text(ar, GENERAL_ERROR)).toEqual(expect.any(String));
    expect(text(ar, GENERAL_ERROR)).not.toBe(text(en, GENERAL_ERROR));
  });

  it("a failing payment provider says to call technical support", () => {
    expect(text(en, paymentProblemKey("provider_failed"))).toBe("Some error happened please call technical support");
    expect(text(ar, paymentProblemKey("provider_failed"))).toMatch(/الدعم الفني/);
  });

  it("the other payment problems keep their own messages", () => {
    expect(text(en, paymentProblemKey("mobile_invalid"))).toBe("mobile number invalid");
    for (const problem of ["not_available", "nothing_due"] as const) {
      expect(text(en, paymentProblemKey(problem))).toEqual(expect.any(String));
      expect(text(ar, paymentProblemKey(problem))).toEqual(expect.any(String));
    }
  });

  it("the order-cancel failure and the contact-support refusal exist in both languages", () => {
    for (const key of ["orders.cancelFailed", "orders.cannotCancel"]) {
      expect(text(en, key)).toEqual(expect.any(String));
      expect(text(ar, key)).toEqual(expect.any(String));
    }
  });
});
