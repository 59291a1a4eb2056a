/** Cart, coupons, favourites and posting reviews. */
import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { Cart, ProductSummary, Review, dataOf, listOf } from "../contract.ts";
import { carts, idempotencyKeys } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import {
  accountCart,
  addLine,
  applyCoupon,
  type CartRow,
  couponError,
  createGuestCart,
  EMPTY_CART,
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE,
  guestCartFromToken,
  guestCartId,
  guestToken,
  guestTokenMatches,
  lockCart,
  priceCart,
  priceRead,
  removeCoupon,
  removeLines,
  transferCart,
  updateLine,
} from "../handlers/cart.ts";
import { readCart } from "../handlers/cart-read.ts";
import { addFavourite, listFavourites, postReview, removeFavourite } from "../handlers/favourites.ts";
import { ApiError, fail } from "../lib/errors.ts";
import { CM, M } from "../lib/messages.ts";
import { BearerHeaders, Id, body, errors, json, maybeAuth, rateLimitAccount, requireAuth, integer } from "./common.ts";
import type { ApiApp, ApiEnv } from "./env.ts";

const Line = z.object({ item_id: Id, unit_id: Id });
/** A quantity, from the lowest a call takes. */
const Qty = (min: number) => integer(min, 10_000);

const CartHeaders = BearerHeaders.extend({
  cookie: z.string().optional().openapi({ description: "guest_cart=… (guests)" }),
});

const tagCart = "cart";
const cartAnswer = json(dataOf(Cart), "The cart");

const routes = {
  get: createRoute({
    method: "get",
    path: "/store/cart",
    tags: [tagCart],
    summary: "The cart (account by token, guest by the guest_cart cookie; none: empty)",
    request: { headers: CartHeaders },
    responses: { 200: cartAnswer, 401: errors[401] },
  }),
  add: createRoute({
    method: "post",
    path: "/store/cart",
    tags: [tagCart],
    summary: "Add qty of a unit (without a bearer token and cookie: creates a guest cart, Set-Cookie guest_cart)",
    request: {
      headers: CartHeaders.extend({ "idempotency-key": z.string().optional() }),
      body: body(Line.extend({ qty: Qty(1) })),
    },
    responses: { 200: cartAnswer, 401: errors[401], 422: errors[422] },
  }),
  set: createRoute({
    method: "patch",
    path: "/store/cart",
    tags: [tagCart],
    summary: "Set a line's quantity (0 removes it)",
    request: { headers: CartHeaders, body: body(Line.extend({ qty: Qty(0) })) },
    responses: { 200: cartAnswer, 401: errors[401], 422: errors[422] },
  }),
  remove: createRoute({
    method: "delete",
    path: "/store/cart",
    tags: [tagCart],
    summary: "Remove a line (item_id and unit_id), or empty the cart (no query)",
    request: { headers: CartHeaders, query: z.object({ item_id: Id.optional(), unit_id: Id.optional() }) },
    responses: { 200: cartAnswer, 401: errors[401], 422: errors[422] },
  }),
  transfer: createRoute({
    method: "post",
    path: "/store/cart/transfer",
    tags: [tagCart],
    summary: "Merge the guest cart (cookie) into the account's and delete it",
    request: { headers: CartHeaders, body: { content: { "application/json": { schema: z.object({}).passthrough() } } } },
    responses: { 200: cartAnswer, 401: errors[401] },
  }),
  coupon: createRoute({
    method: "post",
    path: "/store/cart/coupon",
    tags: [tagCart],
    summary: "Apply a coupon",
    request: { headers: CartHeaders, body: body(z.object({ code: z.string().max(100).optional().nullable() })) },
    responses: { 200: cartAnswer, 401: errors[401], 422: errors[422] },
  }),
  uncoupon: createRoute({
    method: "delete",
    path: "/store/cart/coupon",
    tags: [tagCart],
    summary: "Remove the coupon",
    request: { headers: CartHeaders },
    responses: { 200: cartAnswer, 401: errors[401] },
  }),
  favourites: createRoute({
    method: "get",
    path: "/store/account/favourites",
    tags: ["account"],
    summary: "Favourite products",
    request: { headers: BearerHeaders },
    responses: { 200: json(listOf(ProductSummary), "Favourites, newest first"), 401: errors[401] },
  }),
  addFavourite: createRoute({
    method: "post",
    path: "/store/account/favourites",
    tags: ["account"],
    summary: "Add a favourite (idempotent)",
    request: { headers: BearerHeaders, body: body(z.object({ product_id: Id })) },
    responses: {
      201: json(dataOf(z.object({ product_id: z.number().int() })), "Added"),
      401: errors[401],
      422: errors[422],
    },
  }),
  removeFavourite: createRoute({
    method: "delete",
    path: "/store/account/favourites/{product_id}",
    tags: ["account"],
    summary: "Remove a favourite",
    request: { headers: BearerHeaders, params: z.object({ product_id: Id }) },
    responses: { 204: { description: "Removed" }, 401: errors[401], 422: errors[422] },
  }),
  review: createRoute({
    method: "post",
    path: "/store/products/{id}/reviews",
    tags: ["catalogue"],
    summary: "Review a product (signed in; one review per customer and product)",
    request: {
      headers: BearerHeaders,
      params: z.object({ id: Id }),
      body: body(z.object({ rating: integer(1, 5), comment: z.string().max(2000).nullable().optional() })),
    },
    responses: { 201: json(dataOf(Review), "The review"), 401: errors[401], 404: errors[404], 422: errors[422] },
  }),
};

type C = Context<ApiEnv>;

function setGuestCookie(c: C, token: string): void {
  setCookie(c, GUEST_COOKIE, token, { path: "/", httpOnly: true, sameSite: "Lax", maxAge: GUEST_COOKIE_MAX_AGE });
}

function clearGuestCookie(c: C): void {
  deleteCookie(c, GUEST_COOKIE, { path: "/" });
}

interface CartScope {
  customerId: number | null;
  cart: CartRow | null;
  /** A guest_cart cookie was sent but names no cart. */
  staleCookie: boolean;
}

/** The cart the request names (no creation). Call inside the transaction with its handle. */
async function currentCart(c: C, db: Database): Promise<CartScope> {
  const who = await maybeAuth(c);
  const now = c.get("cfg").now();
  if (who) return { customerId: who.customer.id, cart: await accountCart(db, who.customer.id, false, now), staleCookie: false };
  const token = getCookie(c, GUEST_COOKIE);
  const cart = await guestCartFromToken(db, c.get("cfg").secrets.guestCart, token);
  return { customerId: null, cart, staleCookie: !!token && !cart };
}

async function answer(c: C, db: Database, scope: CartScope) {
  const priced = await priceCart(db, scope.cart?.id ?? null, c.get("lang"), scope.customerId, c.get("cfg").now());
  return { data: priced.cart };
}

function idempotencyKey(c: C): string | null {
  const key = c.req.header("idempotency-key")?.trim();
  if (!key) return null;
  if (key.length > 200) {
    throw new ApiError(422, M.idempotencyKey, { errors: { "Idempotency-Key": ["at most 200 characters"] } });
  }
  return key;
}

export function registerShopRoutes(app: ApiApp): void {
  // A cart view is one statement (readCart): the cart found by its credential and priced in the same read.
  app.openapi(routes.get, async (c) => {
    const db = c.get("db");
    const lang = c.get("lang");
    const now = c.get("cfg").now();
    const who = await maybeAuth(c);
    if (who) return c.json({ data: priceRead(await readCart(db, { customerId: who.customer.id }), lang, who.customer.id, now).cart }, 200);
    const token = getCookie(c, GUEST_COOKIE);
    const id = guestCartId(token);
    const read = id === null ? null : await readCart(db, { guestId: id });
    const own = read?.cart && guestTokenMatches(c.get("cfg").secrets.guestCart, read.cart, token) ? read : null;
    if (token && !own) clearGuestCookie(c);
    return c.json({ data: own ? priceRead(own, lang, null, now).cart : EMPTY_CART }, 200);
  });

  app.openapi(routes.add, async (c) => {
    const input = c.req.valid("json");
    const lang = c.get("lang");
    const key = idempotencyKey(c);
    const who = await maybeAuth(c);
    const now = c.get("cfg").now();
    const result = await c.get("db").transaction(async (tx) => {
      let cart: CartRow | null;
      let created = false;
      if (who) cart = await accountCart(tx, who.customer.id, true, now);
      else cart = await guestCartFromToken(tx, c.get("cfg").secrets.guestCart, getCookie(c, GUEST_COOKIE));
      const scopeName = who ? `cart:c${who.customer.id}` : cart ? `cart:g${cart.id}` : "cart:new";
      if (key) {
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({ scope: scopeName, key, status: 0, body: {}, created_at: now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length === 0) {
          const [prev] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.scope, scopeName), eq(idempotencyKeys.key, key)));
          return { replay: prev!, cart: null as CartRow | null, created: false };
        }
      }
      if (!cart) {
        cart = await createGuestCart(tx, now);
        created = true;
      }
      await lockCart(tx, cart.id);
      await addLine(tx, lang, cart.id, input.item_id, input.unit_id, input.qty, now);
      const body = await answer(c, tx, { customerId: who?.customer.id ?? null, cart, staleCookie: false });
      if (key) {
        await tx
          .update(idempotencyKeys)
          .set({ status: 200, body, cart_id: cart.id })
          .where(and(eq(idempotencyKeys.scope, scopeName), eq(idempotencyKeys.key, key)));
        // The key is the new cart's too: a repeat that comes back with the cookie this answer sets
        // (a double tap without JavaScript) finds it under the cart's scope and is the same add.
        if (created) await tx.insert(idempotencyKeys).values({ scope: `cart:g${cart.id}`, key, status: 200, body, cart_id: cart.id, created_at: now });
      }
      return { replay: null, cart, created, body };
    });
    const db = c.get("db");
    if (result.replay) {
      if (result.replay.cart_id && !who) {
        const [row] = await db.select().from(carts).where(eq(carts.id, result.replay.cart_id));
        if (row && !row.customer_id) setGuestCookie(c, guestToken(c.get("cfg").secrets.guestCart, row));
      }
      return c.json(result.replay.body as { data: z.infer<typeof Cart> }, 200);
    }
    if (result.created && result.cart) setGuestCookie(c, guestToken(c.get("cfg").secrets.guestCart, result.cart));
    return c.json(result.body!, 200);
  });

  app.openapi(routes.set, async (c) => {
    const input = c.req.valid("json");
    const lang = c.get("lang");
    const now = c.get("cfg").now();
    await maybeAuth(c);
    const body = await c.get("db").transaction(async (tx) => {
      const scope = await currentCart(c, tx);
      if (!scope.cart) {
        if (input.qty === 0) return answer(c, tx, scope);
        throw fail(lang, CM.notInCart, { field: "item_id" });
      }
      await lockCart(tx, scope.cart.id);
      await updateLine(tx, lang, scope.cart.id, input.item_id, input.unit_id, input.qty, now);
      return answer(c, tx, scope);
    });
    return c.json(body, 200);
  });

  app.openapi(routes.remove, async (c) => {
    const q = c.req.valid("query");
    const lang = c.get("lang");
    if ((q.item_id === undefined) !== (q.unit_id === undefined)) {
      const field = q.item_id === undefined ? "item_id" : "unit_id";
      throw new ApiError(
        422,
        { ar: "أرسل item_id و unit_id معًا.", en: "Send item_id and unit_id together." },
        {
          errors: { [field]: [lang === "ar" ? "مطلوب مع الآخر." : "Required with the other."] },
        },
      );
    }
    const now = c.get("cfg").now();
    await maybeAuth(c);
    const body = await c.get("db").transaction(async (tx) => {
      const scope = await currentCart(c, tx);
      if (scope.cart) {
        await lockCart(tx, scope.cart.id);
        await removeLines(tx, scope.cart.id, q.item_id !== undefined ? { item_id: q.item_id, unit_id: q.unit_id! } : null, now);
      }
      return answer(c, tx, scope);
    });
    return c.json(body, 200);
  });

  app.openapi(routes.transfer, async (c) => {
    const who = await requireAuth(c);
    const token = getCookie(c, GUEST_COOKIE);
    const now = c.get("cfg").now();
    await maybeAuth(c);
    const body = await c.get("db").transaction(async (tx) => {
      const guest = await guestCartFromToken(tx, c.get("cfg").secrets.guestCart, token);
      const account = await accountCart(tx, who.customer.id, !!guest, now);
      if (guest && account) {
        await lockCart(tx, account.id);
        await lockCart(tx, guest.id);
        await transferCart(tx, guest, account, now);
      }
      const [fresh] = account ? [await accountCart(tx, who.customer.id, false, now)] : [null];
      return answer(c, tx, { customerId: who.customer.id, cart: fresh ?? null, staleCookie: false });
    });
    if (token !== undefined) clearGuestCookie(c);
    return c.json(body, 200);
  });

  app.openapi(routes.coupon, async (c) => {
    const { code } = c.req.valid("json");
    const lang = c.get("lang");
    const now = c.get("cfg").now();
    await maybeAuth(c);
    const body = await c.get("db").transaction(async (tx) => {
      const who = await maybeAuth(c);
      let scope = await currentCart(c, tx);
      if (!scope.cart && who) scope = { ...scope, cart: await accountCart(tx, who.customer.id, true, now) };
      if (!scope.cart) {
        // a guest without a cart: check the code, but there is nothing to attach it to
        if (!code?.trim()) throw couponError(lang, "coupon_required");
        throw fail(lang, CM.notInCart, { field: "code" });
      }
      // Counted before the code is looked at, so parallel guesses count too: the storefront limits
      // its own forms; this limit holds for any caller of the API (STORE_API_PUBLIC=1 exposes it).
      rateLimitAccount(c, "coupon", `cart|${scope.cart.id}`);
      await lockCart(tx, scope.cart.id);
      await applyCoupon(tx, lang, scope.cart, code ?? "", scope.customerId, now);
      return answer(c, tx, scope);
    });
    return c.json(body, 200);
  });

  app.openapi(routes.uncoupon, async (c) => {
    const now = c.get("cfg").now();
    await maybeAuth(c);
    const body = await c.get("db").transaction(async (tx) => {
      const scope = await currentCart(c, tx);
      if (scope.cart) await removeCoupon(tx, scope.cart, now);
      return answer(c, tx, scope);
    });
    return c.json(body, 200);
  });

  app.openapi(routes.favourites, async (c) => {
    const who = await requireAuth(c);
    return c.json({ data: await listFavourites(c.get("db"), who.customer.id, c.get("lang")) }, 200);
  });

  app.openapi(routes.addFavourite, async (c) => {
    const who = await requireAuth(c);
    const { product_id } = c.req.valid("json");
    await addFavourite(c.get("db"), c.get("lang"), who.customer.id, product_id, c.get("cfg").now());
    return c.json({ data: { product_id } }, 201);
  });

  app.openapi(routes.removeFavourite, async (c) => {
    const who = await requireAuth(c);
    await removeFavourite(c.get("db"), who.customer.id, c.req.valid("param").product_id);
    return c.body(null, 204);
  });

  app.openapi(routes.review, async (c) => {
    const who = await requireAuth(c);
    const review = await postReview(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("param").id, c.req.valid("json"), c.get("cfg").now());
    return c.json({ data: review }, 201);
  });
}
