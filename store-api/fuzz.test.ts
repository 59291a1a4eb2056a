/** Every body-taking call with random and malformed input: never a 5xx. */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { caller, newCustomer } from "./test/helpers.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let api: ReturnType<typeof createStoreApi>;
let token: string;
const logged: string[] = [];

beforeAll(async () => {
  opened = await openTestDatabase();
  api = createStoreApi({
    db: opened.db,
    rateLimit: false,
    paymobHmacSecret: "fuzz-secret",
    log: (level, msg, data) => {
      if (level === "error") logged.push(`${msg} ${JSON.stringify(data)}`);
    },
  });
  const reg = await caller((r) => api.fetch(r))("/register", { body: newCustomer() });
  token = reg.body.data.access_token;
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

/** [method, path, the fields it reads] */
const CALLS: [string, string, string[]][] = [
  ["POST", "/login", ["login", "password", "remember"]],
  ["POST", "/register", ["first_name", "last_name", "username", "email", "mobile", "password", "password_confirmation", "gender", "newsletter"]],
  ["POST", "/refresh_token", ["token", "provider"]],
  ["POST", "/password/forget", ["login"]],
  ["POST", "/password/reset", ["token", "password", "password_confirmation"]],
  ["PATCH", "/store/me", ["first_name", "last_name", "username", "email", "mobile", "additional_phone", "gender", "currency", "newsletter"]],
  ["PATCH", "/store/me/password", ["current_password", "password", "password_confirmation"]],
  ["POST", "/store/otp/send", ["mobile"]],
  ["POST", "/store/otp/verify", ["mobile", "code"]],
  ["POST", "/store/newsletter", ["email"]],
  ["POST", "/store/cart", ["item_id", "unit_id", "qty"]],
  ["PATCH", "/store/cart", ["item_id", "unit_id", "qty"]],
  ["POST", "/store/cart/transfer", []],
  ["POST", "/store/cart/coupon", ["code"]],
  [
    "POST",
    "/store/account/addresses",
    ["receiver_name", "receiver_phone", "address_name", "default_setting", "country_id", "state_id", "town_id", "lat", "lng", "detailed_address"],
  ],
  [
    "PATCH",
    "/store/account/addresses/1",
    ["receiver_name", "receiver_phone", "address_name", "default_setting", "country_id", "state_id", "town_id", "lat", "lng", "detailed_address"],
  ],
  ["POST", "/store/checkout", ["address_id", "shipping_company_id", "shipping_type_id", "payment_method_Id", "payment_phone", "customer_notes"]],
  ["POST", "/store/account/orders/1/cancel", ["reason"]],
  ["POST", "/store/account/orders/1/payment-attempts", ["provider", "provider_order_id", "merchant_order_id", "amount_cents"]],
  ["POST", "/store/payments/paymob?hmac=abc", ["type", "obj"]],
  ["POST", "/store/account/favourites", ["product_id"]],
  ["POST", "/store/products/1/reviews", ["rating", "comment"]],
];

const value = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "01012345678",
    "+966501234567",
    "a@b.c",
    "Secret#123",
    "customer",
    "<script>",
    "' or 1=1 --",
    "\u0000",
    "٠١٠١٢٣٤٥٦٧٨",
  ),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1.5, [], {}),
);

const bodyFor = (fields: string[]) =>
  fc.oneof(
    { arbitrary: fields.length ? fc.dictionary(fc.constantFrom(...fields), value) : fc.constant({}), weight: 4 },
    { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: fc.string().map((s) => s), weight: 1 },
    { arbitrary: fc.constantFrom("{", '{"a":', "[1,", "null", '"x"', "", "\u0000"), weight: 1 },
  );

describe("fuzz: no 5xx on any body-taking call", () => {
  for (const [method, path, fields] of CALLS) {
    it(`${method} ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(fields),
          fc.boolean(),
          fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", ""),
          fc.constantFrom("ar", "en"),
          async (body, signedIn, type, lang) => {
            const headers = new Headers({ "X-LANG": lang });
            if (type) headers.set("Content-Type", type);
            if (signedIn) headers.set("Authorization", `Bearer ${token}`);
            if (path === "/store/cart" && method === "POST") headers.set("Idempotency-Key", `fuzz-${Math.random()}`);
            const raw = typeof body === "string" ? body : JSON.stringify(body);
            const res = await api.fetch(new Request(`http://api.test${path}`, { method, headers, body: raw }));
            const text = await res.text();
            expect(res.status, `${method} ${path} ${raw.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status !== 204) expect(() => JSON.parse(text)).not.toThrow();
          },
        ),
        { numRuns: 40 },
      );
    }, 60_000);
  }

  it("query-taking calls too", async () => {
    const paths = [
      "/store/search",
      "/store/checkout/quote",
      "/store/account/orders",
      "/shipment/shipping-companies",
      "/google-geocode",
      "/store/cart",
      "/store/newsletter",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            "q",
            "page",
            "per_page",
            "min_price",
            "max_price",
            "address_id",
            "shipping_company_id",
            "shipping_type_id",
            "payment_method_Id",
            "status",
            "start_date",
            "end_date",
            "town_id",
            "address",
            "item_id",
            "unit_id",
            "email",
          ),
          fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom("", "-1", "NaN", "2026-13-40", "1e99")),
        ),
        async (path, query) => {
          const qs = new URLSearchParams(query).toString();
          const method = path === "/store/cart" || path === "/store/newsletter" ? "DELETE" : "GET";
          const res = await api.fetch(new Request(`http://api.test${path}?${qs}`, { method, headers: { Authorization: `Bearer ${token}` } }));
          expect(res.status, `${path}?${qs}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it("logged no unexpected error", () => {
    expect(logged).toEqual([]);
  });
});
