import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { getStore } from "./store.server";

const CartCountSchema = z.object({
  data: z.object({ items: z.array(z.object({ qty: z.coerce.number() }).loose()).default([]) }).loose(),
});

/** How many items the guest cart holds (0 without a guest credential, or when it cannot be read). */
export async function guestCartCount(context: Readonly<RouterContextProvider>): Promise<number> {
  const store = getStore(context);
  try {
    const { data } = await store.anonymous("store/cart", { schema: CartCountSchema, guest: true });
    return data.data.items.reduce((n, item) => n + item.qty, 0);
  } catch {
    return 0;
  }
}

/** Moves the guest cart's lines into the signed-in customer's cart (the Store API deletes the guest cart). */
export async function transferGuestCart(context: Readonly<RouterContextProvider>): Promise<void> {
  await getStore(context).call("store/cart/transfer", { method: "POST", body: {}, guest: true });
}
