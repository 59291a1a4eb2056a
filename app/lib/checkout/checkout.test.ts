import { describe, expect, it } from "vitest";
import { CHECKOUT_STEPS, firstIncompleteStep, fromCheckout, gateStep, stepPath, type CheckoutFacts } from "./checkout";

const done: CheckoutFacts = { cartReady: true, signedIn: true, addressReady: true, shippingReady: true, paymentReady: true };

describe("checkout steps", () => {
  it("finds the first incomplete step in order", () => {
    expect(firstIncompleteStep(done)).toBe("confirmation");
    expect(firstIncompleteStep({ ...done, paymentReady: false })).toBe("payment");
    expect(firstIncompleteStep({ ...done, shippingReady: false, paymentReady: false })).toBe("shipping");
    expect(firstIncompleteStep({ ...done, addressReady: false })).toBe("shipping");
    expect(firstIncompleteStep({ ...done, signedIn: false })).toBe("register");
    // an invalid cart stops everything, signed in or not
    expect(firstIncompleteStep({ ...done, cartReady: false, signedIn: false })).toBe("cart");
  });

  it("a step reached too early goes back to the first incomplete one", () => {
    const noShipping = { ...done, shippingReady: false, paymentReady: false };
    expect(gateStep("confirmation", noShipping)).toBe("/checkout/shipping");
    expect(gateStep("payment", noShipping)).toBe("/checkout/shipping");
    expect(gateStep("shipping", noShipping)).toBeNull();
    expect(gateStep("cart", noShipping)).toBeNull();
    expect(gateStep("confirmation", { ...done, cartReady: false })).toBe("/checkout");
    expect(gateStep("shipping", { ...done, signedIn: false })).toBe("/checkout/register");
  });

  it("every earlier step stays open, so a shopper can go back and change a choice", () => {
    for (const step of CHECKOUT_STEPS.filter((s) => s !== "register")) expect(gateStep(step, done)).toBeNull();
  });

  it("the sign-in step is for guests: a signed-in shopper goes on", () => {
    expect(gateStep("register", { ...done, signedIn: false })).toBeNull();
    expect(gateStep("register", done)).toBe("/checkout/confirmation");
    expect(gateStep("register", { ...done, addressReady: false })).toBe("/checkout/shipping");
  });

  it("sign-in and registration know a checkout sent the shopper", () => {
    expect(fromCheckout("/checkout/shipping")).toBe(true);
    expect(fromCheckout("/checkout")).toBe(true);
    expect(fromCheckout("/checkouts")).toBe(false);
    expect(fromCheckout("/checkout/payment?lng=en")).toBe(true);
    expect(fromCheckout("/checkout#summary")).toBe(true);
    // After the order: signing in to read it is no checkout step.
    expect(fromCheckout("/checkout/invoice?order=8")).toBe(false);
    expect(fromCheckout("/checkout/placed?order=8")).toBe(false);
    expect(fromCheckout("/checkout/nowhere")).toBe(false);
    expect(fromCheckout("/account")).toBe(false);
  });

  it("paths", () => {
    expect(stepPath("cart")).toBe("/checkout");
    expect(stepPath("payment")).toBe("/checkout/payment");
  });
});
