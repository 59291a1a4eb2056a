import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { z } from "zod";
import ar from "~/locales/ar";
import * as auth from "./auth";
import * as account from "./account";
import * as cart from "./cart";
import * as address from "./address";
import { CancelOrderSchema } from "./orders";
import * as newsletter from "./newsletter";
import { FavouriteSchema } from "./favourites";
import { ReviewSchema } from "./reviews";
import { ChooseAddressSchema, ChooseShippingSchema, PaymentSchema, PayNowSchema, PlaceOrderSchema, walletPhoneOf } from "./checkout";

/** Every form schema; new forms are added here so their messages are checked too. */
const schemas: Record<string, z.ZodType> = {
  ...auth,
  ...account,
  ...cart,
  ...address,
  CancelOrderSchema,
  ...newsletter,
  ChooseAddressSchema,
  ChooseShippingSchema,
  PaymentSchema,
  PlaceOrderSchema,
  PayNowSchema,
  FavouriteSchema,
  ReviewSchema,
};

function hasKey(key: string): boolean {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ar) !== undefined;
}

describe("form schemas only ever answer locale keys", () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: empty, wrong-typed and random input`, () => {
      const inputs: unknown[] = [{}, undefined, null, "x", { login: "", password: "" }];
      fc.assert(
        fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.constant(undefined), fc.boolean())), (obj) => {
          inputs.push(obj);
          return true;
        }),
        { numRuns: 50 },
      );
      for (const input of inputs) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          expect(hasKey(issue.message), `${name}: "${issue.message}" for ${JSON.stringify(input)}`).toBe(true);
        }
      }
    });
  }
});

describe("auth forms", () => {
  const base = {
    first_name: "Mona",
    last_name: "Adel",
    username: "mona_adel",
    email: "Mona@Example.com",
    mobile: "010 1234 5678",
    password: "Secret123",
    password_confirmation: "Secret123",
    gender: "female",
  };

  it("registers with normalised phone", () => {
    const r = auth.RegisterSchema.parse(base);
    expect(r.mobile).toBe("+201012345678");
    expect(r.newsletter).toBe(false);
  });

  it("registers with the optional details or without them (decision 102)", () => {
    expect(auth.RegisterSchema.parse(base)).not.toHaveProperty("additional_phone");
    const r = auth.RegisterSchema.parse({ ...base, additional_phone: "0512345678", currency: "SAR" });
    expect(r.additional_phone).toBe("+966512345678");
    expect(r.currency).toBe("SAR");
  });

  it.each([
    [{ password: "short1A", password_confirmation: "short1A" }, "password", "validation.passwordMin"],
    [{ password: "alllowercase1", password_confirmation: "alllowercase1" }, "password", "validation.passwordWeak"],
    [{ password: "NoDigitsHere", password_confirmation: "NoDigitsHere" }, "password", "validation.passwordWeak"],
    [{ password_confirmation: "Secret124" }, "password_confirmation", "validation.passwordMismatch"],
    [{ password_confirmation: "" }, "password_confirmation", "validation.confirmRequired"],
    [{ mobile: "0131234567" }, "mobile", "validation.phone"],
    [{ email: "not-an-email" }, "email", "validation.email"],
    [{ first_name: "" }, "first_name", "validation.required"],
    [{ additional_phone: "12345" }, "additional_phone", "validation.phone"],
    [{ additional_phone: "+20 10 1234 5678" }, "additional_phone", "validation.secondPhone"],
    [{ currency: "egp;" }, "currency", "validation.formErrors"],
  ])("%j → %s: %s", (patch, field, message) => {
    const r = auth.RegisterSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it("login accepts an email or a phone and says so otherwise", () => {
    expect(auth.LoginSchema.parse({ login: "A@B.co", password: "x" }).login).toBe("a@b.co");
    expect(auth.LoginSchema.parse({ login: "0512345678", password: "x" }).login).toBe("+966512345678");
    const bad = auth.LoginSchema.safeParse({ login: "nobody", password: "x" });
    expect(bad.error!.issues[0].message).toBe("validation.loginField");
  });
});

describe("account forms", () => {
  const profile = {
    first_name: "Mona",
    last_name: "Adel",
    username: "mona_adel",
    email: "mona@example.com",
    mobile: "01012345678",
    gender: "female",
  };

  it("the second phone must differ from the first, however typed", () => {
    const r = account.ProfileSchema.safeParse({ ...profile, additional_phone: "+20 10 1234 5678" });
    expect(r.error!.issues.find((i) => i.path[0] === "additional_phone")?.message).toBe("validation.secondPhone");
    expect(account.ProfileSchema.parse({ ...profile, additional_phone: "0512345678" }).additional_phone).toBe("+966512345678");
    expect(account.ProfileSchema.parse(profile).additional_phone).toBeUndefined();
  });

  it("a new password follows the rules and must match", () => {
    const r = account.PasswordChangeSchema.safeParse({ current_password: "x", password: "Secret123", password_confirmation: "Secret124" });
    expect(r.error!.issues[0].message).toBe("validation.passwordMismatch");
  });
});

describe("order forms", () => {
  it("a cancel reason is more than 3 and at most 255 characters", () => {
    expect(CancelOrderSchema.safeParse({ reason: "abc" }).error!.issues[0].message).toBe("validation.reason");
    expect(CancelOrderSchema.safeParse({ reason: "abcd" }).success).toBe(true);
    expect(CancelOrderSchema.safeParse({ reason: "x".repeat(255) }).success).toBe(true);
    expect(CancelOrderSchema.safeParse({ reason: "x".repeat(256) }).success).toBe(false);
  });
});

describe("checkout forms", () => {
  it("a wallet payment needs an Egyptian mobile: 'mobile number invalid' otherwise", () => {
    const issue = (v: unknown) => PaymentSchema.safeParse(v).error?.issues.find((i) => i.path[0] === "payment_phone")?.message;
    expect(issue({ payment_method_Id: "3" })).toBe("validation.walletPhone");
    expect(issue({ payment_method_Id: "3", payment_phone: "0512345678" })).toBe("validation.walletPhone");
    expect(issue({ payment_method_Id: "3", payment_phone: "010 1010 1010" })).toBeUndefined();
    // cash and card need no number
    expect(PaymentSchema.safeParse({ payment_method_Id: "1" }).success).toBe(true);
    expect(PaymentSchema.safeParse({ payment_method_Id: "2", payment_phone: "junk" }).success).toBe(true);
    expect(PaymentSchema.safeParse({ payment_method_Id: "4" }).error!.issues[0].message).toBe("checkout.choosePayment");
  });

  it("the wallet number travels as E.164, and only for a wallet", () => {
    expect(walletPhoneOf(PaymentSchema.parse({ payment_method_Id: "3", payment_phone: "01010101010" }))).toBe("+201010101010");
    expect(walletPhoneOf(PaymentSchema.parse({ payment_method_Id: "2", payment_phone: "01010101010" }))).toBeUndefined();
  });

  it("shipping is one radio valued company-type", () => {
    expect(ChooseShippingSchema.parse({ intent: "shipping", shipping: "3-6" }).shipping).toEqual({ company: 3, type: 6 });
    expect(ChooseShippingSchema.safeParse({ intent: "shipping", shipping: "3" }).error!.issues[0].message).toBe("checkout.chooseShipping");
  });

  it("placing an order needs the key minted for the form and the choices; notes are optional and at most 1000 characters", () => {
    const base = { key: "checkout-0123456789", address_id: "1", shipping_company_id: "2", shipping_type_id: "3", payment_method_Id: "1" };
    expect(PlaceOrderSchema.parse(base)).toMatchObject({ address_id: 1, payment_method_Id: 1 });
    expect(PlaceOrderSchema.safeParse({ ...base, key: "short" }).success).toBe(false);
    expect(PlaceOrderSchema.safeParse({ ...base, customer_notes: "x".repeat(1001) }).error!.issues[0].message).toBe("validation.tooLong");
    expect(PlaceOrderSchema.safeParse({ ...base, payment_method_Id: "3" }).error!.issues[0].message).toBe("validation.walletPhone");
  });
});

describe("favourite and review forms", () => {
  it("a favourite asks for a state, not a toggle", () => {
    expect(FavouriteSchema.parse({ intent: "favourite", product_id: "12", product: "/phones/p-1" })).toMatchObject({ intent: "favourite", product_id: 12 });
    expect(FavouriteSchema.safeParse({ intent: "toggle", product_id: "12" }).success).toBe(false);
    expect(FavouriteSchema.safeParse({ intent: "unfavourite", product_id: "0" }).success).toBe(false);
  });

  it("a review needs a rating from 1 to 5; the comment is optional and at most 2000 characters", () => {
    const rating = (v: unknown) => ReviewSchema.safeParse({ intent: "review", ...(v === undefined ? {} : { rating: v }) }).error?.issues[0].message;
    expect(rating(undefined)).toBe("reviews.ratingRequired");
    expect(rating("0")).toBe("reviews.ratingRequired");
    expect(rating("6")).toBe("reviews.ratingRequired");
    expect(rating("2.5")).toBe("reviews.ratingRequired");
    expect(ReviewSchema.parse({ intent: "review", rating: "5" })).toEqual({ intent: "review", rating: 5 });
    expect(ReviewSchema.parse({ intent: "review", rating: "4", comment: "  Good  " }).comment).toBe("Good");
    expect(ReviewSchema.safeParse({ intent: "review", rating: "4", comment: "x".repeat(2001) }).error!.issues[0].message).toBe("validation.tooLong");
  });
});
