import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ProfileSchema } from "./account";
import { AddressFormSchema } from "./address";
import { CancelOrderSchema } from "./orders";

// conform reads a schema's limits from zod's `_zod.bag`, which zod 4.6 no longer fills
// (edmundhung/conform#1340): the forms lost their HTML limits without a failing test (decision 061).
describe("the schemas' limits reach the HTML", () => {
  it("text fields carry their lengths", () => {
    expect(getZodConstraint(ProfileSchema).first_name).toMatchObject({ required: true, maxLength: 100 });
    expect(getZodConstraint(AddressFormSchema).receiver_name).toMatchObject({ required: true, maxLength: 120 });
    expect(getZodConstraint(CancelOrderSchema).reason).toMatchObject({ maxLength: 255 });
  });
});
