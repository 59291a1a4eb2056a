import type { RouterContextProvider } from "react-router";
import { getStore } from "./request.server";

/** The newsletter: guests by email, signed-in customers as themselves. */
export function newsletterApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    subscribe: (email?: string) => store.call("store/newsletter", { method: "POST", body: email ? { email } : {} }),
    // Only a signed-in customer can leave (the Store API refuses to unsubscribe an email it is merely given).
    unsubscribe: () => store.call("store/newsletter", { method: "DELETE" }),
  };
}
