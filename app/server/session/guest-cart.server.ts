import type { RouterContextProvider } from "react-router";
import { loginUrl } from "~/lib/security/sign-in-urls";
import { cartApi } from "../store-api/cart.server";
import { sessionContext } from "../context.server";
import { log } from "../observe/log.server";

/** What became of the guest cart once the shopper is signed in. */
export type GuestCartOutcome = "none" | "moved" | "ask";

/** The login's question, keep or discard the guest cart, then on to `to` (already made safe). */
export const keepCartStep = (to: string) => loginUrl(to, { step: "keep-cart" });

/**
 * Call right after `session.signIn`, for every way of becoming signed in. The guest cart is read
 * with its own credential (no token), so the count is the guest's, not the customer's.
 * - No guest items: the header's count now follows the customer's own cart.
 * - Guest items and an empty customer cart (a new account): they move, with nothing to merge
 *   and so nothing to ask, and the shopper goes on where they were going.
 * - Guest items and a customer cart with items: "ask" (the keep-cart step). Login always asks
 *   (spec: a prompt asks whether to keep cart items when signing in).
 * A transfer that fails leaves the guest cart in place and falls back to asking, whose "keep"
 * tries again; the sign-in itself has succeeded either way.
 */
export async function settleGuestCart(context: Readonly<RouterContextProvider>, opts: { alwaysAsk?: boolean } = {}): Promise<GuestCartOutcome> {
  const cart = cartApi(context);
  const guestItems = await cart.guestCount();
  if (guestItems === 0) {
    await cart.get().catch(() => context.get(sessionContext).setCartCount(0));
    return "none";
  }
  if (opts.alwaysAsk) return "ask";
  try {
    const own = await cart.get();
    if (own.items.length > 0) return "ask";
    await cart.transfer();
    return "moved";
  } catch (error) {
    log("warn", "Guest cart not moved on sign-in", { error: String(error) });
    return "ask";
  }
}
