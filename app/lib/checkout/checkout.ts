/**
 * Checkout steps and their gating (docs/decisions/014-checkout-steps.md). Pure: the server
 * works out the facts, this decides where the shopper may be.
 *
 *   /checkout (cart) → /checkout/register (guests only) → /checkout/shipping
 *     → /checkout/payment → /checkout/confirmation → /checkout/placed?order=<id> (its invoice: /checkout/invoice?order=<id>)
 */
export const CHECKOUT_STEPS = ["cart", "register", "shipping", "payment", "confirmation"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutFacts {
  /** Items in the cart, none out of stock, the minimum purchase reached. */
  cartReady: boolean;
  signedIn: boolean;
  /** The chosen address is one of the customer's and its town is still served. */
  addressReady: boolean;
  /** A shipping company and type are chosen. */
  shippingReady: boolean;
  /** A payment method is chosen and offered (a wallet with its number). */
  paymentReady: boolean;
}

export const stepPath = (step: CheckoutStep) => (step === "cart" ? "/checkout" : `/checkout/${step}`);

/** The step after the cart's: signing in for a guest, the address and shipping for a customer. */
export const stepAfterCart = (signedIn: boolean) => stepPath(signedIn ? "shipping" : "register");

/** The first step whose work is not done yet (the confirmation when everything is). */
export function firstIncompleteStep(f: CheckoutFacts): CheckoutStep {
  if (!f.cartReady) return "cart";
  if (!f.signedIn) return "register";
  if (!f.addressReady || !f.shippingReady) return "shipping";
  if (!f.paymentReady) return "payment";
  return "confirmation";
}

/**
 * Where to send a shopper who asked for `step`, or null to let them in. A step reached too
 * early goes back to the first incomplete one; the sign-in step is for guests only.
 */
export function gateStep(step: CheckoutStep, f: CheckoutFacts): string | null {
  const first = firstIncompleteStep(f);
  if (step === "register" && f.signedIn) return stepPath(first);
  return CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(first) ? stepPath(first) : null;
}

/**
 * The path the sign-in and registration pages were sent from is a checkout step's (a safe `redirectTo`): they are
 * then drawn as its "Account" step. Not an order's thanks or invoice (`/checkout/placed`, `/checkout/invoice`): a
 * shopper opening an old invoice is signing in to read it, not checking out (an outside tester's finding).
 */
export const fromCheckout = (redirectTo: string) => {
  const path = redirectTo.split(/[?#]/, 1)[0];
  return CHECKOUT_STEPS.some((step) => path === stepPath(step));
};
