/** Regions, addresses, shipping, geocoding, payment methods, quote, checkout, orders and payments. */
import { createRoute, z } from "@hono/zod-openapi";
import { Address, Country, ErrorBody, Order, PaymentMethod, Quote, ShippingCompany, dataOf, listOf } from "../contract.ts";
import { priceAccountCart } from "../handlers/cart.ts";
import { checkout, quote } from "../handlers/checkout.ts";
import { cancelOrder, getOrder, listOrders } from "../handlers/orders.ts";
import { applyPaymobTransaction, paymentAttempt } from "../handlers/payments.ts";
import { paymobFieldProblem, verifyPaymentAttemptSignature, verifyPaymobHmac } from "../lib/paymob-hmac.ts";
import { deleteAddress, geocode, listAddresses, listPaymentMethods, listRegions, listShippingCompanies, saveAddress } from "../handlers/regions.ts";
import { ApiError } from "../lib/errors.ts";
import { M, OM } from "../lib/messages.ts";
import { BearerHeaders, Flag01, Id, body, errors, json, opt, requireAuth, viewerId, integer, numeric } from "./common.ts";
import type { ApiApp } from "./env.ts";

const Text = (max: number) => z.string().trim().min(1).max(max);
const Lat = numeric(z.number().min(-90).max(90));
const Lng = numeric(z.number().min(-180).max(180));

const AddressBody = z.object({
  receiver_name: Text(100),
  receiver_phone: Text(40),
  address_name: Text(100),
  default_setting: Flag01.optional(),
  country_id: Id,
  state_id: Id,
  town_id: Id,
  lat: Lat.optional(),
  lng: Lng.optional(),
  detailed_address: Text(500),
});

const ChoiceShape = {
  address_id: Id,
  shipping_company_id: Id,
  shipping_type_id: Id,
  payment_method_Id: integer(1, 3),
};

const DateParam = z
  .string()
  .trim()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), "a date (YYYY-MM-DD or ISO 8601)");

const tagAccount = "account";
const tagCheckout = "checkout";

const routes = {
  regions: createRoute({
    method: "get",
    path: "/store/regions",
    tags: [tagCheckout],
    summary: "Countries with their states and towns",
    responses: { 200: json(listOf(Country), "Regions") },
  }),
  addresses: createRoute({
    method: "get",
    path: "/store/account/addresses",
    tags: [tagAccount],
    summary: "The customer's addresses (default first)",
    request: { headers: BearerHeaders },
    responses: { 200: json(listOf(Address), "Addresses"), 401: errors[401] },
  }),
  addAddress: createRoute({
    method: "post",
    path: "/store/account/addresses",
    tags: [tagAccount],
    summary: "Add an address (the first one becomes the default)",
    request: { headers: BearerHeaders, body: body(AddressBody) },
    responses: { 200: json(dataOf(Address), "The address"), 401: errors[401], 422: errors[422] },
  }),
  editAddress: createRoute({
    method: "patch",
    path: "/store/account/addresses/{id}",
    tags: [tagAccount],
    summary: "Replace an address",
    request: { headers: BearerHeaders, params: z.object({ id: Id }), body: body(AddressBody) },
    responses: { 200: json(dataOf(Address), "The address"), 401: errors[401], 404: errors[404], 422: errors[422] },
  }),
  deleteAddress: createRoute({
    method: "delete",
    path: "/store/account/addresses/{id}",
    tags: [tagAccount],
    summary: "Delete an address",
    request: { headers: BearerHeaders, params: z.object({ id: Id }) },
    responses: { 204: { description: "Deleted" }, 401: errors[401], 404: errors[404] },
  }),
  shipping: createRoute({
    method: "get",
    path: "/shipment/shipping-companies",
    tags: [tagCheckout],
    summary: "Shipping companies (with town_id: only those serving that town)",
    request: { query: z.object({ town_id: opt(Id) }) },
    responses: { 200: json(z.object({ data: z.object({ data: z.array(ShippingCompany) }) }), "Companies"), 422: errors[422] },
  }),
  geocode: createRoute({
    method: "get",
    path: "/google-geocode",
    tags: [tagCheckout],
    summary: "Geocode an address (Google's answer shape) from the known towns and places",
    request: { query: z.object({ address: z.string().optional() }) },
    responses: {
      200: json(
        z.object({
          status: z.string(),
          results: z.array(
            z.object({ formatted_address: z.string(), geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }).passthrough(),
          ),
          error_message: z.string().optional(),
        }),
        "OK, ZERO_RESULTS or INVALID_REQUEST",
      ),
    },
  }),
  paymentMethods: createRoute({
    method: "get",
    path: "/store/payment-methods",
    tags: [tagCheckout],
    summary: "Payment methods (1 cash on delivery, 2 card, 3 wallet); signed in, for the customer's cart (cash on delivery's ceiling)",
    request: { headers: BearerHeaders },
    responses: { 200: json(listOf(PaymentMethod), "Methods") },
  }),
  quote: createRoute({
    method: "get",
    path: "/store/checkout/quote",
    tags: [tagCheckout],
    summary: "The account cart's totals for these choices",
    request: { headers: BearerHeaders, query: z.object(ChoiceShape) },
    responses: { 200: json(dataOf(Quote), "The quote"), 401: errors[401], 422: errors[422] },
  }),
  checkout: createRoute({
    method: "post",
    path: "/store/checkout",
    tags: [tagCheckout],
    summary: "Place the order (one transaction; Idempotency-Key: the same order again)",
    request: {
      headers: BearerHeaders.extend({ "idempotency-key": z.string().optional() }),
      body: body(
        z.object({
          ...ChoiceShape,
          payment_phone: z.string().trim().max(40).nullable().optional(),
          customer_notes: z.string().max(1000).nullable().optional(),
        }),
      ),
    },
    responses: { 201: json(dataOf(Order), "The order"), 401: errors[401], 422: errors[422] },
  }),
  orders: createRoute({
    method: "get",
    path: "/store/account/orders",
    tags: [tagAccount],
    summary: "Orders, newest first (status group pending|delivered|closed; dates inclusive)",
    request: {
      headers: BearerHeaders,
      query: z.object({
        status: opt(z.enum(["pending", "delivered", "closed"])),
        start_date: opt(DateParam),
        end_date: opt(DateParam),
      }),
    },
    responses: { 200: json(listOf(Order), "Orders"), 401: errors[401], 422: errors[422] },
  }),
  order: createRoute({
    method: "get",
    path: "/store/account/orders/{id}",
    tags: [tagAccount],
    summary: "One order",
    request: { headers: BearerHeaders, params: z.object({ id: Id }) },
    responses: { 200: json(dataOf(Order), "The order"), 401: errors[401], 404: errors[404] },
  }),
  cancel: createRoute({
    method: "post",
    path: "/store/account/orders/{id}/cancel",
    tags: [tagAccount],
    summary: "Cancel a pending order not yet shipped (can_cancel; restocks), else 422 cancel_not_allowed",
    request: { headers: BearerHeaders, params: z.object({ id: Id }), body: body(z.object({ reason: z.string().trim().min(4).max(255) })) },
    responses: { 200: json(dataOf(Order), "The order"), 401: errors[401], 404: errors[404], 422: errors[422] },
  }),
  attempt: createRoute({
    method: "post",
    path: "/store/account/orders/{id}/payment-attempts",
    tags: [tagAccount],
    summary:
      "Record a payment attempt (a provider order registered for amount_due), signed by the storefront's server: X-Payment-Attempt-Signature = hex HMAC-SHA256 with the Paymob HMAC secret over the lines payment-attempt, order id, provider, provider_order_id, merchant_order_id, amount_cents",
    request: {
      headers: BearerHeaders.extend({ "x-payment-attempt-signature": z.string().max(200).optional() }),
      params: z.object({ id: Id }),
      body: body(
        z.object({
          provider: z.literal("paymob"),
          provider_order_id: z.union([z.string().regex(/^[1-9]\d{0,19}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).transform(String),
          // Printable, no spaces: it is one line of the signed text.
          merchant_order_id: z.string().regex(/^[\x21-\x7e]{1,100}$/),
          amount_cents: integer(1, 1_000_000_000),
        }),
      ),
    },
    responses: { 200: json(dataOf(Order), "The order"), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
  }),
  paymob: createRoute({
    method: "post",
    path: "/store/payments/paymob",
    tags: [tagCheckout],
    summary: "Paymob's processed callback, forwarded with its query string (hmac)",
    request: {
      query: z.object({ hmac: z.string().optional() }).passthrough(),
      body: {
        content: { "application/json": { schema: z.object({ type: z.string().optional(), obj: z.record(z.string(), z.unknown()) }).passthrough() } },
        required: true,
      },
    },
    responses: {
      200: json(dataOf(Order), "The order"),
      400: json(ErrorBody, "A field of the wrong type or shape, or the HMAC missing or wrong"),
      404: errors[404],
      409: json(ErrorBody, "The same signature under another transaction id (payment_replayed)"),
      422: errors[422],
    },
  }),
};

function dayStart(s: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00Z`) : new Date(s);
}

export function registerOrderRoutes(app: ApiApp): void {
  app.openapi(routes.regions, async (c) => c.json({ data: await listRegions(c.get("db"), c.get("lang")) }, 200));

  app.openapi(routes.addresses, async (c) => {
    const who = await requireAuth(c);
    return c.json({ data: await listAddresses(c.get("db"), who.customer.id, c.get("lang")) }, 200);
  });
  app.openapi(routes.addAddress, async (c) => {
    const who = await requireAuth(c);
    const data = await saveAddress(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("json"), null, c.get("cfg").now());
    return c.json({ data }, 200);
  });
  app.openapi(routes.editAddress, async (c) => {
    const who = await requireAuth(c);
    const data = await saveAddress(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("json"), c.req.valid("param").id, c.get("cfg").now());
    return c.json({ data }, 200);
  });
  app.openapi(routes.deleteAddress, async (c) => {
    const who = await requireAuth(c);
    await deleteAddress(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("param").id);
    return c.body(null, 204);
  });

  app.openapi(routes.shipping, async (c) =>
    c.json({ data: { data: await listShippingCompanies(c.get("db"), c.get("lang"), c.req.valid("query").town_id) } }, 200),
  );
  app.openapi(routes.geocode, async (c) => c.json(await geocode(c.get("db"), c.get("lang"), c.req.valid("query").address), 200));
  app.openapi(routes.paymentMethods, async (c) => {
    // Signed in, the list is for the customer's cart (cash on delivery's ceiling); a guest's is the store's.
    const customerId = await viewerId(c);
    const db = c.get("db");
    const cartTotal = customerId === null ? null : (await priceAccountCart(db, c.get("lang"), customerId, c.get("cfg").now())).cents.total;
    const list = await listPaymentMethods(db, c.get("lang"), cartTotal);
    return c.json({ data: list.map(({ row: _row, ...m }) => m) }, 200);
  });

  app.openapi(routes.quote, async (c) => {
    const who = await requireAuth(c);
    return c.json({ data: await quote(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("query"), c.get("cfg").now()) }, 200);
  });

  app.openapi(routes.checkout, async (c) => {
    const who = await requireAuth(c);
    const key = c.req.header("idempotency-key")?.trim() || null;
    if (key && key.length > 200) throw new ApiError(422, M.idempotencyKey, { errors: { "Idempotency-Key": ["at most 200 characters"] } });
    const { order } = await checkout(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("json"), key, c.get("cfg").now());
    return c.json({ data: order }, 201);
  });

  app.openapi(routes.orders, async (c) => {
    const who = await requireAuth(c);
    const q = c.req.valid("query");
    const end = q.end_date ? dayStart(q.end_date) : undefined;
    if (end && /^\d{4}-\d{2}-\d{2}$/.test(q.end_date!)) end.setUTCDate(end.getUTCDate() + 1); // inclusive day
    const data = await listOrders(c.get("db"), c.get("lang"), who.customer.id, {
      status: q.status,
      start_date: q.start_date ? dayStart(q.start_date) : undefined,
      end_date: end,
    });
    return c.json({ data }, 200);
  });
  app.openapi(routes.order, async (c) => {
    const who = await requireAuth(c);
    return c.json({ data: await getOrder(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("param").id) }, 200);
  });
  app.openapi(routes.cancel, async (c) => {
    const who = await requireAuth(c);
    const data = await cancelOrder(c.get("db"), c.get("lang"), who.customer.id, c.req.valid("param").id, c.req.valid("json").reason, c.get("cfg").now());
    return c.json({ data }, 200);
  });
  app.openapi(routes.attempt, async (c) => {
    const who = await requireAuth(c);
    const id = c.req.valid("param").id;
    const attempt = c.req.valid("json");
    // Only the storefront's server, which holds the Paymob secret, names the provider order.
    const secret = c.get("cfg").paymobHmacSecret;
    const signature = c.req.header("x-payment-attempt-signature") ?? "";
    if (!secret || !signature || !verifyPaymentAttemptSignature(secret, id, attempt, signature)) {
      throw new ApiError(403, OM.attemptForbidden, { code: "attempt_forbidden" });
    }
    const data = await paymentAttempt(c.get("db"), c.get("lang"), who.customer.id, id, attempt, c.get("cfg").now());
    return c.json({ data }, 200);
  });

  app.openapi(routes.paymob, async (c) => {
    const secret = c.get("cfg").paymobHmacSecret;
    const hmac = c.req.valid("query").hmac ?? "";
    const { obj } = c.req.valid("json");
    if (!secret) c.get("log")("warn", "Paymob callback refused: no HMAC secret configured (paymobHmacSecret / PAYMOB_HMAC_SECRET)");
    const misshapen = paymobFieldProblem(obj);
    if (misshapen) {
      c.get("log")("warn", "Paymob callback refused: a signed field of the wrong type or shape", { field: misshapen });
      return c.json({ message: OM.callbackFields[c.get("lang")], code: "callback_fields", errors: { [misshapen]: [OM.callbackFields[c.get("lang")]] } }, 400);
    }
    if (!secret || !hmac || !verifyPaymobHmac(secret, obj, hmac)) {
      return c.json({ message: OM.hmacFailed[c.get("lang")] }, 400);
    }
    return c.json({ data: await applyPaymobTransaction(c.get("db"), c.get("lang"), obj, hmac, c.get("cfg").now(), c.get("log")) }, 200);
  });
}
