import type { RouterContextProvider } from "react-router";
import { sessionContext } from "../context.server";

/**
 * What a listing says when it left out a price bound that is no amount ("abc", "-5", "2 000"): a message at the
 * top of the listing it was sent to, with what was typed, instead of more products without a word. A flash
 * rides the session cookie, so that page is this visitor's alone and no cache keeps it.
 */
export function sayUnreadPrice(context: Readonly<RouterContextProvider>) {
  return (typed: string) => context.get(sessionContext).flash({ type: "error", key: "catalogue.filters.priceUnread", params: { typed } });
}
