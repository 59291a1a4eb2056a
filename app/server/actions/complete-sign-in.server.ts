import { redirect, type RouterContextProvider } from "react-router";
import type { AuthAnswer } from "~/lib/schemas/auth";
import { sessionContext } from "../context.server";
import type { Flash } from "../session/data.server";
import { type GuestCartOutcome, keepCartStep, settleGuestCart } from "../session/guest-cart.server";
import { savePendingFavourite } from "../store-api/favourites.server";

type Ending = {
  remember: boolean;
  /** Ask about the guest cart even when the account's own is empty (sign-in); a new account takes it without a question. */
  alwaysAsk?: boolean;
  /** Where the shopper goes on to, already made safe. */
  to: string;
  /** The welcome, chosen once the guest cart and a favourite pressed as a guest are settled. */
  welcome: (settled: { guestCart: GuestCartOutcome; savedFavourite: boolean }) => Flash["key"];
  headers?: HeadersInit;
  /** What the new session saves first (registration's optional details, which the register call does not take). */
  afterSignIn?: () => Promise<void>;
};

/**
 * The one ending of a sign-in, shared by the login and register actions (the checkout's sign-in
 * step links to them): the new session, the guest cart, the favourite that sent a guest to sign
 * in, the welcome, then a 303 on, by the keep-the-cart question when there is one to ask.
 */
export async function completeSignIn(context: Readonly<RouterContextProvider>, auth: AuthAnswer, ending: Ending): Promise<never> {
  const session = context.get(sessionContext);
  session.signIn(auth, ending.remember);
  await ending.afterSignIn?.();
  const guestCart = await settleGuestCart(context, { alwaysAsk: ending.alwaysAsk });
  const savedFavourite = await savePendingFavourite(context);
  session.flash({ type: "success", key: ending.welcome({ guestCart, savedFavourite }) });
  throw redirect(guestCart === "ask" ? keepCartStep(ending.to) : ending.to, { status: 303, headers: ending.headers });
}
