import { redirect, type RouterContextProvider } from "react-router";
import { cartValid } from "~/lib/cart/cart";
import { gateStep, stepPath, type CheckoutFacts, type CheckoutStep } from "~/lib/checkout/checkout";
import type { Address, Country } from "~/lib/schemas/address";
import type { Cart } from "~/lib/schemas/cart";
import type { PaymentMethod, Quote } from "~/lib/schemas/checkout";
import { addressesApi } from "./addresses.server";
import { cartApi } from "./cart.server";
import { bootstrapContext, sessionContext } from "../context.server";
import { paymobAvailable, paymobConfigOf } from "../payments/paymob.server";
import { isStoreApiError } from "./client.server";
import { checkoutApi, type CheckoutChoice } from "./checkout-api.server";

/** Payment methods as the shopper may use them: the Store API's flag and, for card and wallet, our Paymob configuration. */
export async function offeredPaymentMethods(context: Readonly<RouterContextProvider>): Promise<PaymentMethod[]> {
  const settings = context.get(bootstrapContext).settings;
  const config = paymobConfigOf(context);
  const methods = await checkoutApi(context).paymentMethods();
  return methods.map((m) => ({
    ...m,
    available: m.available === 1 && (m.payment_method_Id === 1 || paymobAvailable(config, settings, m.payment_method_Id)) ? 1 : 0,
  }));
}

export interface CheckoutState {
  cart: Cart;
  signedIn: boolean;
  choices: ReturnType<typeof sessionChoices>;
  addresses: Address[];
  regions: Country[];
  /** The chosen address, when it is still the customer's. */
  address: Address | null;
  /** The chosen address's town is no longer served (contract: region_unavailable). */
  regionUnavailable: boolean;
  facts: CheckoutFacts;
}

const sessionChoices = (context: Readonly<RouterContextProvider>) => context.get(sessionContext).checkout;

export function townAvailable(regions: Country[], townId: number): boolean {
  for (const c of regions) for (const s of c.states) for (const t of s.towns) if (t.id === townId) return t.available === 1;
  return false;
}

/** Everything the steps decide on: the cart, the session's choices, the customer's addresses. */
export async function loadCheckout(context: Readonly<RouterContextProvider>): Promise<CheckoutState> {
  const session = context.get(sessionContext);
  const choices = sessionChoices(context);
  const addressApi = addressesApi(context);
  const [cart, addresses, regions] = await Promise.all([
    cartApi(context).get(),
    session.signedIn ? addressApi.list() : Promise.resolve([] as Address[]),
    session.signedIn ? addressApi.regions() : Promise.resolve([] as Country[]),
  ]);
  const address = addresses.find((a) => a.id === choices.address) ?? null;
  const regionUnavailable = address !== null && !townAvailable(regions, address.town.id);
  const settings = context.get(bootstrapContext).settings;
  const config = paymobConfigOf(context);
  const pay = choices.pay;
  const facts: CheckoutFacts = {
    cartReady: cart.items.length > 0 && cartValid(cart.items) && !cart.min_purchase,
    signedIn: session.signedIn,
    addressReady: address !== null && !regionUnavailable,
    shippingReady: Boolean(choices.company && choices.type),
    paymentReady: pay === 1 || ((pay === 2 || (pay === 3 && Boolean(choices.phone))) && paymobAvailable(config, settings, pay)),
  };
  return { cart, signedIn: session.signedIn, choices, addresses, regions, address, regionUnavailable, facts };
}

/**
 * Loads the state and lets the shopper into `step`, or sends them (303 for a form, else 302)
 * to the first incomplete step. Guests reach only the cart and sign-in steps here: the later
 * ones sit under requireCustomer (routes/checkout-customer-layout.tsx).
 */
export async function enterStep(context: Readonly<RouterContextProvider>, step: CheckoutStep): Promise<CheckoutState> {
  const state = await loadCheckout(context);
  const to = gateStep(step, state.facts);
  if (!to) return state;
  // A second "place order" (another tab, a slow network) finds the cart the first one emptied: it is shown that order.
  const placed = context.get(sessionContext).placedOrder;
  if (step === "confirmation" && placed !== null && state.cart.items.length === 0) throw redirect(`/checkout/placed?order=${placed}`, 303);
  throw redirect(to);
}

/** A new key for each rendered confirmation form: submitting it twice places one order. */
export const mintIdempotencyKey = () => `checkout-${crypto.randomUUID()}`;

const CART_CODES = new Set(["cart_invalid", "unit_mismatch", "min_purchase", "coupon_invalid", "coupon_expired", "coupon_required"]);

/**
 * A Store API refusal of the shopper's choices, in our words and with the step that fixes it:
 * the region (region_unavailable) and shipping go back to the shipping step, payment to the
 * payment step, the cart's codes to the cart step. Null for anything else.
 */
export function checkoutRefusal(error: unknown): { step: CheckoutStep; key: string; field: string | null } | null {
  if (!isStoreApiError(error) || error.status !== 422) return null;
  const fields = Object.keys(error.errors ?? {});
  const code = error.code ?? "";
  if (code === "region_unavailable" || fields.includes("address_id")) return { step: "shipping", key: "cartErrors.region_unavailable", field: "address_id" };
  if (fields.includes("shipping_company_id") || fields.includes("shipping_type_id"))
    return { step: "shipping", key: "checkout.chooseShipping", field: "shipping" };
  if (code === "not_available" || fields.includes("payment_method_Id"))
    return { step: "payment", key: "checkout.problems.not_available", field: "payment_method_Id" };
  if (fields.includes("payment_phone")) return { step: "payment", key: "validation.walletPhone", field: "payment_phone" };
  if (CART_CODES.has(code) || fields.includes("cart")) return { step: "cart", key: `cartErrors.${code || "cart_invalid"}`, field: null };
  return null;
}

/** The quote for the session's choices; a refusal sends the shopper to the step that fixes it, with the reason. */
export async function quoteOrRedirect(context: Readonly<RouterContextProvider>, choice: CheckoutChoice): Promise<Quote> {
  try {
    return await checkoutApi(context).quote(choice);
  } catch (error) {
    const refusal = checkoutRefusal(error);
    if (!refusal) throw error;
    context.get(sessionContext).flash({ type: "error", key: refusal.key });
    throw redirect(stepPath(refusal.step));
  }
}
