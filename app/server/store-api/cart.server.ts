import type { RouterContextProvider } from "react-router";
import { CartAnswerSchema, type Cart } from "~/lib/schemas/cart";
import { totalQty } from "~/lib/cart/cart";
import { sessionContext } from "../context.server";
import { getStore } from "./request.server";

/**
 * The shopper's cart at the Store API. Guests are known by the relayed guest cookie; signed-in
 * customers by their token (the guest cookie then travels only with the transfer). Every
 * answer updates the count the header shows.
 */
export function cartApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  const session = context.get(sessionContext);
  const guest = () => !session.signedIn;
  const track = (cart: Cart) => {
    session.setCartCount(totalQty(cart.items));
    return cart;
  };
  const send = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    extra: { body?: unknown; query?: Record<string, number>; idempotencyKey?: string } = {},
  ) => store.call(path, { method, ...extra, guest: guest(), schema: CartAnswerSchema }).then((r) => track(r.data));

  return {
    /** A guest without a cart credential has an empty cart: no call needed. */
    get: async (): Promise<Cart> => (session.signedIn || session.guestCredential ? send("GET", "store/cart") : track(emptyCart())),
    add: (line: { item_id: number; unit_id: number; qty: number }, idempotencyKey: string | undefined) =>
      send("POST", "store/cart", { body: line, idempotencyKey }),
    setQuantity: (line: { item_id: number; unit_id: number; qty: number }) => send("PATCH", "store/cart", { body: line }),
    remove: (line: { item_id: number; unit_id: number }) => send("DELETE", "store/cart", { query: line }),
    /** Emptying the cart also forgets the checkout state: address, shipping and payment choices (spec §4). */
    empty: async () => {
      const cart = await send("DELETE", "store/cart");
      session.setCheckout(undefined);
      return cart;
    },
    /** Moves the guest cart's lines into the customer's cart (the Store API deletes the guest cart). */
    transfer: () => store.call("store/cart/transfer", { method: "POST", body: {}, guest: true, schema: CartAnswerSchema }).then((r) => track(r.data)),
    /** Items in the guest cart, read without the customer's token (0 without a guest cart or when it cannot be read). */
    guestCount: async (): Promise<number> => {
      if (!session.guestCredential) return 0;
      try {
        const { data } = await store.anonymous("store/cart", { guest: true, schema: CartAnswerSchema });
        return totalQty(data.items);
      } catch {
        return 0;
      }
    },
    applyCoupon: (code: string) => send("POST", "store/cart/coupon", { body: { code } }),
    removeCoupon: () => send("DELETE", "store/cart/coupon"),
  };
}

export function emptyCart(): Cart {
  return { items: [], subtotal: 0, discount_total: 0, coupon_discount: 0, tax_total: 0, total: 0, coupon: null, min_purchase: null };
}
