import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ProfileSchema } from "./account";
import { AddressFormSchema } from "./address";
import { RegisterSchema } from "./auth";
import { CancelOrderSchema } from "./orders";

// conform reads a schema's limits from zod's `_zod.bag`, which zod 4.6 no longer fills
// (edmundhung/conform#1340): the forms lost their HTML limits without a failing test (decision 061).
describe("the schemas' limits reach the HTML", () => {
  it("text fields carry their lengths", () => {
    expect(getZodConstraint(ProfileSchema).first_name).toMatchObject({ required: true, maxLength: 100 });
    expect(getZodConstraint(AddressFormSchema).receiver_name).toMatchObject({ required: true, maxLength: 120 });
    expect(getZodConstraint(CancelOrderSchema).reason).toMatchObject({ maxLength: 255 });
  });

  it("every text field of registration has one, so a paste is cut at the limit and a refusal can name it", () => {
    const limits = getZodConstraint(RegisterSchema);
    expect(limits.username).toMatchObject({ maxLength: 50 });
    expect(limits.email).toMatchObject({ maxLength: 254 });
    expect(limits.mobile).toMatchObject({ maxLength: 32 });
    expect(limits.additional_phone).toMatchObject({ maxLength: 32 });
    expect(limits.password_confirmation).toMatchObject({ maxLength: 128 });
  });

  it("a value far past the limit is refused as too long, not as missing or malformed", () => {
    const long = "a".repeat(10_000);
    for (const field of ["username", "email", "mobile", "password_confirmation"]) {
      const result = RegisterSchema.safeParse({ [field]: field === "email" ? `${long}@example.com` : field === "mobile" ? "1".repeat(10_000) : long });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      expect(issue?.message, field).toBe("validation.tooLong");
    }
  });
});
