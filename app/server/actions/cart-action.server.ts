import { GENERAL_ERROR, STALE_FORM } from "~/lib/shell/messages";
import { quotedName } from "~/lib/text/quoted-name";
import type { RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { canIncrease } from "~/lib/cart/cart";
import {
  AddToCartSchema,
  CouponSchema,
  EmptyCartSchema,
  RemoveCouponSchema,
  RemoveLineSchema,
  RestoreLineSchema,
  SetQuantitySchema,
} from "~/lib/schemas/forms/cart";
import { COUPON_MAX_LENGTH } from "~/lib/schemas/forms/fields";
import { mintUndoKey } from "~/lib/cart/form-key";
import { QTY_MAX_LENGTH, QTY_REFUSED } from "~/lib/cart/quantity";
import { ADDED_LEFT } from "~/lib/cart/added-left";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { sessionContext, transportContext } from "../context.server";
import { consumeLimits } from "./rate-limit.server";
import { cartApi } from "../store-api/cart.server";
import { finish } from "./finish.server";
import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";
import { repeatAddGuard, visitorOf } from "./repeat-add-guard.server";
import type { Flash } from "../session/data.server";
import type { Cart, CartLine } from "~/lib/schemas/cart";
import { StockLimitError, isCannotAddMore, roomFor, unitStock } from "./stock-limit.server";

const KNOWN = new Set([
  "out_of_stock",
  "cannot_add_more",
  "unit_mismatch",
  "coupon_required",
  "coupon_invalid",
  "coupon_expired",
  "coupon_used",
  "min_purchase",
  "cart_invalid",
]);

/** The coupon form's input: its refusals are shown there, once. */
export const COUPON_FIELD = "coupon-code";

/** A Store API refusal in the shopper's words: our translation for a known code, else the API's own message. */
function refusal(error: unknown): { key: string; status: number; params?: Flash["params"] } {
  if (error instanceof StockLimitError) return { key: "cart.allInCart", status: 422, params: { count: error.count } };
  if (isStoreApiError(error) && error.status < 500) {
    if (error.code && KNOWN.has(error.code)) return { key: `cartErrors.${error.code}`, status: error.status };
    return { key: error.message || GENERAL_ERROR, status: error.status };
  }
  log("error", "Cart call failed", { error: String(error) });
  return { key: GENERAL_ERROR, status: 502 };
}

/** The form an add to cart came from (`…#id`): its answer is shown there, by the button. */
function anchorOf(to: string): string | undefined {
  const hash = to.indexOf("#");
  const id = hash < 0 ? "" : to.slice(hash + 1);
  return /^[\w-]{1,40}$/.test(id) ? id : undefined;
}

/** The cart's line of this product in this unit, if it has one. */
const lineOf = (cart: Cart, line: Pick<CartLine, "item_id" | "unit_id">) => cart.items.find((l) => l.item_id === line.item_id && l.unit_id === line.unit_id);

/** A line's name as a message says it: kept short, as the message travels in the session cookie. */
const nameOf = (line: Pick<CartLine, "name">) => quotedName(line.name);

/**
 * The "Undo" of a line's removal (decision 101): the same variant, unit and quantity, a key of its own so
 * a repeated undo is one add, and the product's page for reading the stock should it now be short.
 */
function undoOf(line: CartLine): NonNullable<Flash["undo"]> {
  const undo: NonNullable<Flash["undo"]> = { intent: "restore", item_id: line.item_id, unit_id: line.unit_id, qty: line.qty, key: mintUndoKey() };
  if (/^[\w-]{1,120}$/.test(line.product_slug)) undo.slug = line.product_slug;
  return undo;
}

/** What one cart change says when it is done, and where (the attempt inside cartAction). */
interface Attempt {
  /** The message of a change made (asked once the change is done). */
  ok: string | (() => string);
  /** Where a form without JavaScript comes back to. */
  to: string;
  /** Where the message is shown instead of the page's message area (a form field, an add to cart's form). */
  field?: string;
  /** The success is said at `field` too, not only a refusal. */
  onSuccessToo?: boolean;
  /** What the shopper typed at `field`, given back with a refusal (decision 047). */
  typed?: string;
  /** The success message's parameters, from what the change answered. */
  said?: (done: unknown) => Flash["params"];
  /** The success message offers to take the change back with these fields (decision 101). */
  undo?: Flash["undo"];
}

/** Every cart form posts to /cart with an intent; each ends with a message and, without JavaScript, a redirect back. */
export async function cartAction(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const cart = cartApi(context);
  // A product card's form names no intent: adding is what it does (AddToCartSchema).
  const intent = String(formData.get("intent") ?? "add");
  const back = (to = "/cart") => to;

  const attempt = async (work: () => Promise<unknown>, { ok: okKey, to, field, onSuccessToo = false, typed, said, undo }: Attempt) => {
    let failure: { key: string; status: number; params?: Flash["params"] } | null = null;
    let done: unknown;
    try {
      done = await work();
    } catch (error) {
      failure = refusal(error);
    }
    const at = field ? { field } : {};
    if (failure) {
      const params = failure.params ? { params: failure.params } : {};
      return finish(session, formData, { type: "error", key: failure.key, ...at, ...params, ...(typed ? { value: typed } : {}) }, to, failure.status);
    }
    const params = said?.(done);
    const key = typeof okKey === "string" ? okKey : okKey();
    return finish(session, formData, { type: "success", key, ...(onSuccessToo ? at : {}), ...(params ? { params } : {}), ...(undo ? { undo } : {}) }, to);
  };

  // More than the stock (99 of 5 left): the rest of the stock goes in and the message says how many (decision 089).
  let clipped: number | null = null;
  const addWithin = async (line: { item_id: number; unit_id: number; qty: number }, idempotencyKey: string | undefined, slug?: string) => {
    try {
      return await cart.add(line, idempotencyKey);
    } catch (error) {
      if (!isCannotAddMore(error)) throw error;
      const left = roomFor(line.qty, await unitStock(context, { ...line, slug }, await cart.get()));
      if (left === null) throw error;
      clipped = left;
      return cart.add({ ...line, qty: left }, idempotencyKey ? `${idempotencyKey}:left` : undefined);
    }
  };

  switch (intent) {
    case "add": {
      const submission = parseWithZod(formData, { schema: AddToCartSchema });
      const to = safeRedirect(formData.get("redirectTo"), "/cart");
      // Said beside the button (its form's anchor), once: not in the page's message area as well.
      const beside = anchorOf(to);
      if (submission.status !== "success") {
        // Only a quantity can be mistyped (a product page's field); a form without the product it adds is an old or edited one.
        const mistyped = submission.error?.qty && !submission.error.item_id && !submission.error.unit_id;
        // The quantity as typed goes back into the box (decision 047's rule), cut to the box's own length.
        const typed = mistyped ? String(formData.get("qty") ?? "").slice(0, QTY_MAX_LENGTH + 2) : "";
        const refusedAt = { type: "error" as const, key: mistyped ? QTY_REFUSED : STALE_FORM, field: beside, ...(typed ? { value: typed } : {}) };
        // Back without the form's #anchor: a browser skips `autofocus` on a page whose address names a target, and the
        // page puts the focus in the box to mend (which scrolls to it), not on nothing.
        return finish(session, formData, refusedAt, mistyped ? to.split("#")[0]! : to, 400);
      }
      const { item_id, unit_id, qty, key, slug } = submission.value;
      const okAdded = (plain: string) => () => (clipped !== null ? ADDED_LEFT : plain);
      // The product page's confirmation says which unit went in, how many, and what the cart now costs (decision 096): the
      // amount the cart page ends with before shipping (after product discounts and the coupon, with tax), not
      // the subtotal before discounts, which alone beside a discounted item reads as a wrong price.
      const added = (after: unknown) => ({
        unit: unit_id,
        qty: clipped ?? qty,
        total: (after as Cart).total,
        ...(clipped !== null ? { count: clipped } : {}),
      });
      if (key)
        return attempt(() => addWithin({ item_id, unit_id, qty }, key, slug), {
          ok: okAdded("cart.added"),
          to,
          field: beside,
          onSuccessToo: true,
          said: added,
        });
      // A form without a key (a card's, a product page's: pages any cache keeps, decision 085): the
      // same press seen again within seconds adds nothing more.
      const line = { item_id, unit_id, qty };
      const guarded = repeatAddGuard.keyFor(visitorOf(session), line);
      // The press before this one made the cart (it had no identity to key it by): this one adds nothing.
      const work = guarded?.repeat && !guarded.key ? () => cart.get() : () => addWithin(line, guarded?.key, slug);
      let repeat = guarded?.repeat ?? false;
      return attempt(
        async () => {
          const after = await work();
          if (!guarded) repeatAddGuard.remember(visitorOf(session), line);
          if (!repeat) return after;
          // The cart as it is now (a keyed repeat's answer is the first press's, replayed). Without the line, it went
          // between the presses (the cart emptied or the line removed in another tab): this press is an add of its own.
          const now = guarded?.key ? await cart.get() : after;
          if (lineOf(now, line)) return now;
          repeat = false;
          return addWithin(line, undefined, slug);
        },
        {
          ok: () => okAdded(repeat ? "quickAdd.addedOnce" : "cart.added")(),
          to,
          field: beside,
          onSuccessToo: true,
          said: added,
        },
      );
    }
    case "qty": {
      const submission = parseWithZod(formData, { schema: SetQuantitySchema });
      if (submission.status !== "success") return finish(session, formData, { type: "error", key: QTY_REFUSED }, back(), 400);
      const { item_id, unit_id, qty } = submission.value;
      const current = lineOf(await cart.get(), { item_id, unit_id });
      // The Store API sets a quantity on a line it does not have by adding one: an old page's + or − on a cart
      // emptied meanwhile (another tab) would put the product back under "Quantity updated.". Said as it is instead.
      if (!current) return finish(session, formData, { type: "info", key: "cart.notInCart" }, back());
      // Up only while within the balance, without a call: a line already holding all of it is refused naming
      // the stock; a quantity above it is set to the stock and said so, as an add is (decision 089).
      if (qty > current.qty && !canIncrease(current, qty - current.qty)) {
        const balance = Math.floor(current.balance);
        if (balance <= 0) return finish(session, formData, { type: "error", key: "cartErrors.out_of_stock" }, back(), 422);
        if (balance <= current.qty) return finish(session, formData, { type: "error", key: "cart.allInCart", params: { count: balance } }, back(), 422);
        return attempt(() => cart.setQuantity({ item_id, unit_id, qty: balance }), { ok: "cart.setToLeft", to: back(), said: () => ({ count: balance }) });
      }
      return attempt(() => cart.setQuantity({ item_id, unit_id, qty }), { ok: "cart.updated", to: back() });
    }
    case "remove": {
      const submission = parseWithZod(formData, { schema: RemoveLineSchema });
      if (submission.status !== "success") return finish(session, formData, { type: "error", key: STALE_FORM }, back(), 400);
      // Removing is idempotent in the Store API: a line already gone (another tab, an old page) would
      // be answered "removed". Said as it is instead.
      const line = lineOf(await cart.get(), submission.value);
      if (!line) return finish(session, formData, { type: "info", key: "cart.notInCart" }, back());
      // The message names the line and offers to put it back as it was (decision 101).
      return attempt(
        () =>
          cart.remove(submission.value).catch((error: unknown) => {
            log("error", "Error removing item from cart", { error: String(error) });
            throw error;
          }),
        { ok: line.name ? "cart.removedNamed" : "cart.removed", to: back(), said: () => (line.name ? { name: nameOf(line) } : undefined), undo: undoOf(line) },
      );
    }
    case "restore": {
      const submission = parseWithZod(formData, { schema: RestoreLineSchema });
      if (submission.status !== "success") return finish(session, formData, { type: "error", key: STALE_FORM }, back(), 400);
      const { item_id, unit_id, qty, key, slug } = submission.value;
      // Back already (this undo pressed twice, or sent from another tab; or the shopper added it again):
      // nothing more goes in. Two undos at once both find it gone; the removal's key makes them one add.
      const present = lineOf(await cart.get(), { item_id, unit_id });
      if (present) return finish(session, formData, { type: "info", key: "cart.alreadyBack", params: { name: nameOf(present) } }, back());
      let name = "";
      return attempt(
        async () => {
          const after = await addWithin({ item_id, unit_id, qty }, key, slug);
          name = lineOf(after, { item_id, unit_id })?.name ?? "";
          return after;
        },
        {
          // The name the Store API gives the line now, never one the form could carry.
          ok: () => (clipped !== null ? ADDED_LEFT : name ? "cart.restored" : "cart.added"),
          to: back(),
          said: () => ({ ...(name ? { name: nameOf({ name }) } : {}), ...(clipped !== null ? { count: clipped } : {}) }),
        },
      );
    }
    case "coupon": {
      const submission = parseWithZod(formData, { schema: CouponSchema });
      if (submission.status !== "success") {
        // Too long is said as such, with the code given back (as much of it as a flash carries); anything else was blank.
        const tooLong = submission.error?.code?.includes("validation.tooLong");
        const refusal: Flash = tooLong
          ? {
              type: "error",
              key: "validation.tooLongMax",
              params: { max: COUPON_MAX_LENGTH },
              field: COUPON_FIELD,
              value: String(formData.get("code")).slice(0, 254),
            }
          : { type: "error", key: "validation.couponRequired", field: COUPON_FIELD };
        return finish(session, formData, refusal, back(), 400);
      }
      const { clientIp } = context.get(transportContext);
      const limited = await consumeLimits([
        ["couponPerAddress", clientIp],
        ["coupon", visitorOf(session) ?? clientIp],
      ]);
      if (!limited.allowed) {
        return finish(session, formData, { type: "error", key: "errors.tooManyAttempts", field: COUPON_FIELD, value: submission.value.code }, back(), 429);
      }
      // A cart emptied since its page was drawn (another tab, an old page) has nothing for a coupon to take off, and
      // the Store API may take the code all the same. Said on the page: the empty cart has no coupon field to say it at.
      if ((await cart.get()).items.length === 0) return finish(session, formData, { type: "error", key: "cart.couponNoLines" }, back(), 422);
      return attempt(() => cart.applyCoupon(submission.value.code), { ok: "cart.couponOk", to: back(), field: COUPON_FIELD, typed: submission.value.code });
    }
    case "remove-coupon": {
      if (parseWithZod(formData, { schema: RemoveCouponSchema }).status !== "success") break;
      return attempt(() => cart.removeCoupon(), { ok: "cart.couponRemoved", to: back() });
    }
    case "empty": {
      if (parseWithZod(formData, { schema: EmptyCartSchema }).status !== "success") break;
      return attempt(() => cart.empty(), { ok: "cart.emptied", to: back() });
    }
  }
  return finish(session, formData, { type: "error", key: STALE_FORM }, back(), 400);
}
