import type { RouterContextProvider } from "react-router";
import { estimateOf, type DeliveryEstimate } from "~/lib/checkout/delivery-estimate";
import { sessionContext } from "../context.server";
import { log } from "../observe/log.server";
import { addressesApi } from "./addresses.server";
import { checkoutApi } from "./checkout-api.server";
import { isSessionEnded } from "./session-ended.server";

/**
 * The product page's delivery line for a signed-in shopper (decision 084): the default address's
 * town and what the store's own shipping options for it span. The options come from checkout's
 * per-town cache, so only the address list is the shopper's own call. A guest costs nothing (and
 * their page stays cacheable); any failure but an ended session just leaves the line out.
 */
export async function deliveryEstimate(context: Readonly<RouterContextProvider>): Promise<DeliveryEstimate | null> {
  if (!context.get(sessionContext).signedIn) return null;
  try {
    const home = (await addressesApi(context).list()).find((a) => a.default_setting === 1);
    if (!home) return null;
    const estimate = estimateOf(await checkoutApi(context).shippingCompanies(home.town.id));
    return estimate ? { town: home.town.name, ...estimate } : null;
  } catch (error) {
    // The session middleware turns an ended session into the way to sign in (decision 077).
    if (isSessionEnded(error)) throw error;
    log("warn", "Delivery estimate left out", { error: String(error) });
    return null;
  }
}
