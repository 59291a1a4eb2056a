/** Cart (guest and account), idempotency, coupons, transfer, favourites and reviews. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { Cart, ProductSummary, Review } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { toCents } from "./lib/money.ts";
import { caller, newCustomer } from "./test/helpers.ts";
import { anyUnitNotOf, discountedTaxed, inStock, outOfStock, type StockUnit } from "./test/fixtures-db.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let call: ReturnType<typeof caller>;
let units: StockUnit[];

beforeAll(async () => {
  opened = await openTestDatabase();
  const api = createStoreApi({ db: opened.db, rateLimit: false });
  call = caller((r) => api.fetch(r));
  units = await inStock(opened.db, 20, 5);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

async function signUp() {
  const res = await call("/register", { body: newCustomer() });
  expect(res.status).toBe(200);
  return res.body.data.access_token as string;
}

function cookieOf(res: { headers: Headers }): string | null {
  const sc = res.headers.get("set-cookie");
  const m = sc ? /guest_cart=([^;]*)/.exec(sc) : null;
  return m ? `guest_cart=${m[1]}` : null;
}

describe("guest cart", () => {
  it("GET without credentials is an empty cart; POST creates a cart and sets the cookie", async () => {
    const empty = await call("/store/cart");
    expect(empty.status).toBe(200);
    expect(Cart.parse(empty.body.data).items).toEqual([]);
    expect(empty.headers.get("set-cookie")).toBeNull();
    const u = units[0]!;
    const add = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 2 }, lang: "en" });
    expect(add.status, add.text).toBe(200);
    const sc = add.headers.get("set-cookie")!;
    expect(sc).toMatch(/guest_cart=\d+\.[\w-]+/);
    expect(sc).toMatch(/HttpOnly/i);
    expect(sc).toMatch(/Path=\//);
    expect(sc).toMatch(/Max-Age=\d{6,}/);
    const cart = Cart.parse(add.body.data);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ item_id: u.product_id, unit_id: u.unit_id, qty: 2, balance: u.balance });
    const cookie = cookieOf(add)!;
    const again = await call("/store/cart", { cookie });
    expect(again.body.data.items).toHaveLength(1);
    // a second add on the same cookie sets no new cookie
    const more = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, cookie });
    expect(more.headers.get("set-cookie")).toBeNull();
    expect(more.body.data.items[0].qty).toBe(3);
    // forged or unknown cookies name no cart
    const forged = await call("/store/cart", { cookie: cookie.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA") });
    expect(forged.body.data.items).toEqual([]);
  });

  it("bounds quantities by the balance: out_of_stock, cannot_add_more, unit_mismatch", async () => {
    const [oos] = await outOfStock(opened.db);
    const u = units[1]!;
    const first = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } });
    const cookie = cookieOf(first)!;
    if (oos) {
      const r = await call("/store/cart", { body: { item_id: oos.product_id, unit_id: oos.unit_id, qty: 1 }, cookie });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe("out_of_stock");
    }
    const tooMany = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: u.balance }, cookie, lang: "en" });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe("cannot_add_more");
    const other = await anyUnitNotOf(opened.db, u.product_id);
    const mismatch = await call("/store/cart", { body: { item_id: u.product_id, unit_id: other.unit_id, qty: 1 }, cookie });
    expect(mismatch.body.code).toBe("unit_mismatch");
    const patch = await call("/store/cart", { method: "PATCH", body: { item_id: u.product_id, unit_id: u.unit_id, qty: u.balance + 1 }, cookie });
    expect(patch.body.code).toBe("cannot_add_more");
    const setMax = await call("/store/cart", { method: "PATCH", body: { item_id: u.product_id, unit_id: u.unit_id, qty: u.balance }, cookie });
    expect(setMax.body.data.items[0].qty).toBe(u.balance);
    const zero = await call("/store/cart", { method: "PATCH", body: { item_id: u.product_id, unit_id: u.unit_id, qty: 0 }, cookie });
    expect(zero.body.data.items).toEqual([]);
    const bad = await call("/store/cart", { body: { item_id: "x", unit_id: -1, qty: 0 }, cookie, lang: "en" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["item_id", "unit_id", "qty"]));
    // Only plain decimal digits are a number: not what Number() also reads (the attacker helper's finding).
    for (const qty of ["0x2", "1e0", " 1", "0b1", "", "2.0", "1.00"]) {
      const odd = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty }, cookie, lang: "en" });
      expect(odd.status, JSON.stringify(qty)).toBe(422);
      expect(Object.keys(odd.body.errors)).toEqual(["qty"]);
    }
    const digits = await call("/store/cart", { body: { item_id: String(u.product_id), unit_id: String(u.unit_id), qty: "2" }, cookie });
    expect(digits.body.data.items[0].qty).toBe(2);
  });

  it("Idempotency-Key: the same key adds once and answers the same, also before the cookie is known", async () => {
    const u = units[2]!;
    const headers = { "Idempotency-Key": "k-guest-1" };
    const a = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, headers });
    const b = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, headers });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(cookieOf(b)).toBe(cookieOf(a));
    const cookie = cookieOf(a)!;
    const c1 = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, cookie, headers: { "Idempotency-Key": "k2" } });
    const c2 = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, cookie, headers: { "Idempotency-Key": "k2" } });
    expect(c1.body.data.items[0].qty).toBe(2);
    expect(c2.body).toEqual(c1.body);
  });

  it("Idempotency-Key: a repeat of the add that created a guest cart, sent with that cart's cookie, adds nothing", async () => {
    // A double tap without JavaScript: the second post of the same form carries the cookie the first set.
    const u = units[2]!;
    const headers = { "Idempotency-Key": "k-first-add" };
    const first = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, headers });
    const cookie = cookieOf(first)!;
    const again = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, cookie, headers });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const view = await call("/store/cart", { method: "GET", cookie });
    expect(view.body.data.items.map((i: { qty: number }) => i.qty)).toEqual([1]);
    // Another guest's cart is not answered from this key: its own first add with the same key adds.
    const other = await call("/store/cart", {
      body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 },
      cookie: cookieOf(await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } }))!,
      headers,
    });
    expect(other.body.data.items[0].qty).toBe(2);
  });

  it("DELETE removes one line or empties the cart", async () => {
    const [u, v] = [units[0]!, units[3]!];
    const first = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } });
    const cookie = cookieOf(first)!;
    await call("/store/cart", { body: { item_id: v.product_id, unit_id: v.unit_id, qty: 1 }, cookie });
    const one = await call(`/store/cart?item_id=${u.product_id}&unit_id=${u.unit_id}`, { method: "DELETE", cookie });
    expect(one.body.data.items.map((i: { item_id: number }) => i.item_id)).toEqual([v.product_id]);
    const all = await call("/store/cart", { method: "DELETE", cookie });
    expect(all.body.data.items).toEqual([]);
    expect((await call(`/store/cart?item_id=${u.product_id}`, { method: "DELETE", cookie })).status).toBe(422);
  });
});

describe("arithmetic", () => {
  it("subtotal after item discounts, tax on the discounted price (half-up per unit, × qty), coupon on the subtotal", async () => {
    const lines = await discountedTaxed(opened.db);
    const token = await signUp();
    for (const l of lines) await call("/store/cart", { body: { item_id: l.product_id, unit_id: l.unit_id, qty: 3 }, token });
    const res = await call("/store/cart/coupon", { body: { code: "oasis15" }, token });
    expect(res.status, res.text).toBe(200);
    const cart = Cart.parse(res.body.data);
    let subtotal = 0;
    let gross = 0;
    let tax = 0;
    for (const l of lines) {
      const price = toCents(l.price);
      const unitNet = Math.floor((price * (100 - l.discount)) / 100 + 0.5);
      const net = unitNet * 3;
      subtotal += net;
      gross += price * 3;
      tax += Math.floor((unitNet * l.tax) / 100 + 0.5) * 3;
      expect(cart.items.find((i) => i.unit_id === l.unit_id)!.line_total).toBe(net / 100);
    }
    const coupon = Math.floor((subtotal * 15) / 100 + 0.5);
    expect(cart.subtotal).toBe(subtotal / 100);
    expect(cart.discount_total).toBe((gross - subtotal) / 100);
    expect(cart.tax_total).toBe(tax / 100);
    expect(cart.coupon_discount).toBe(coupon / 100);
    expect(cart.total).toBe((subtotal - coupon + tax) / 100);
    expect(cart.coupon).toEqual({ code: "OASIS15", rate: 15 });
    const removed = await call("/store/cart/coupon", { method: "DELETE", token });
    expect(removed.body.data.coupon ?? null).toBeNull();
    expect(removed.body.data.coupon_discount).toBe(0);
  });

  it("min_purchase appears while the subtotal is below the setting", async () => {
    const token = await signUp();
    const cheap = units.find((u) => u.price < 100) ?? (await inStock(opened.db, 5, 50)).find((u) => u.price < 50);
    if (!cheap) return;
    const res = await call("/store/cart", { body: { item_id: cheap.product_id, unit_id: cheap.unit_id, qty: 1 }, token });
    expect(res.body.data.min_purchase).toEqual({ amount: 100 });
  });
});

describe("coupons", () => {
  it("coupon_required, coupon_invalid, coupon_expired; used-up coupons are invalid", async () => {
    const token = await signUp();
    const u = units[0]!;
    await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 }, token });
    expect((await call("/store/cart/coupon", { body: { code: "" }, token })).body.code).toBe("coupon_required");
    expect((await call("/store/cart/coupon", { body: {}, token })).body.code).toBe("coupon_required");
    expect((await call("/store/cart/coupon", { body: { code: "NOPE" }, token })).body.code).toBe("coupon_invalid");
    const expired = await call("/store/cart/coupon", { body: { code: "RAMADAN20" }, token, lang: "en" });
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ code: "coupon_expired", errors: { code: [expect.any(String)] } });
    expect((await call("/store/cart/coupon", { body: { code: "VIP25" }, token })).body.code).toBe("coupon_invalid");
    expect((await call("/store/cart/coupon", { body: { code: "WELCOME10" }, token })).body.data.coupon.code).toBe("WELCOME10");
  });

  it("limits the codes tried on one cart, from one address or from many, however the Store API is reached (the attacker helper's finding 3)", async () => {
    const limited = createStoreApi({ db: opened.db, rateLimit: { max: 3, windowSeconds: 60 } });
    const c = caller((r) => limited.fetch(r));
    const u = units[3]!;
    const cartOf = async () => cookieOf(await c("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } }))!;
    const guess = (cookie: string, ip: string, code = "NOPE") =>
      c("/store/cart/coupon", { body: { code }, cookie, headers: { "X-Client-Ip": ip }, lang: "en" });
    const cookie = await cartOf();
    for (let i = 0; i < 3; i++) expect((await guess(cookie, "10.1.0.1")).body.code).toBe("coupon_invalid");
    const refused = await guess(cookie, "10.1.0.1", "WELCOME10");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await c("/store/cart", { cookie })).body.data.coupon ?? null).toBeNull();
    // the same cart from other addresses: five addresses' worth in all
    for (let i = 0; i < 12; i++) expect((await guess(cookie, `10.2.0.${i % 4}`)).status, String(i)).toBe(422);
    expect((await guess(cookie, "10.2.0.9")).status).toBe(429);
    // new carts from one address: five carts' worth in all
    for (let i = 0; i < 5; i++) {
      const fresh = await cartOf();
      for (let j = 0; j < 3; j++) expect((await guess(fresh, "10.3.0.1")).status, `${i}.${j}`).toBe(422);
    }
    expect((await guess(await cartOf(), "10.3.0.1")).status).toBe(429);
  });
});

describe("transfer", () => {
  it("merges guest lines into the account cart, bounded by the balance, and deletes the guest cart", async () => {
    const [u, v] = [units[0]!, units[4]!];
    const token = await signUp();
    await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: u.balance - 1 }, token });
    const g = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 5 } });
    const cookie = cookieOf(g)!;
    await call("/store/cart", { body: { item_id: v.product_id, unit_id: v.unit_id, qty: 2 }, cookie });
    await call("/store/cart/coupon", { body: { code: "OASIS15" }, cookie });
    const t = await call("/store/cart/transfer", { body: {}, token, cookie });
    expect(t.status, t.text).toBe(200);
    expect(t.headers.get("set-cookie")).toMatch(/guest_cart=;.*Max-Age=0/);
    const cart = Cart.parse(t.body.data);
    expect(cart.items.find((i) => i.unit_id === u.unit_id)!.qty).toBe(u.balance);
    expect(cart.items.find((i) => i.unit_id === v.unit_id)!.qty).toBe(2);
    expect(cart.coupon?.code).toBe("OASIS15");
    expect((await call("/store/cart", { cookie })).body.data.items).toEqual([]);
    expect((await call("/store/cart/transfer", { body: {}, cookie })).status).toBe(401);
    // nothing to transfer: the account cart as it is
    expect((await call("/store/cart/transfer", { body: {}, token })).body.data.items).toHaveLength(2);
  });

  it("a bearer token wins over the cookie on cart calls", async () => {
    const token = await signUp();
    const u = units[1]!;
    const g = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } });
    const cookie = cookieOf(g)!;
    expect((await call("/store/cart", { token, cookie })).body.data.items).toEqual([]);
  });
});

describe("favourites and reviews", () => {
  it("adds, lists and removes favourites; is_favourite shows in product and search answers", async () => {
    const token = await signUp();
    const u = units[0]!;
    expect((await call("/store/account/favourites", { body: { product_id: u.product_id }, token })).status).toBe(201);
    expect((await call("/store/account/favourites", { body: { product_id: u.product_id }, token })).status).toBe(201);
    expect((await call("/store/account/favourites", { body: { product_id: 999999 }, token })).status).toBe(422);
    const list = await call("/store/account/favourites", { token });
    expect(list.body.data.map((p: ProductSummary) => ProductSummary.parse(p).id)).toEqual([u.product_id]);
    expect(list.body.data[0].is_favourite).toBe(1);
    const product = await call(`/store/products/${u.slug}`, { token });
    expect(product.body.data.is_favourite).toBe(1);
    expect((await call(`/store/products/${u.slug}`)).body.data.is_favourite).toBe(0);
    const search = await call(`/store/search?q=${encodeURIComponent(u.slug.split("-")[0]!)}&per_page=100`, { token });
    expect(search.body.data.find((p: ProductSummary) => p.id === u.product_id)?.is_favourite).toBe(1);
    expect((await call(`/store/account/favourites/${u.product_id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await call("/store/account/favourites", { token })).body.data).toEqual([]);
    expect((await call("/store/account/favourites")).status).toBe(401);
  });

  it("posts one review per customer and product; updates the rating", async () => {
    const token = await signUp();
    const u = units[2]!;
    expect((await call(`/store/products/${u.product_id}/reviews`, { body: { rating: 5 } })).status).toBe(401);
    for (const rating of [6, "0x5", "5e0", "٥", "4.0", 4.5]) {
      const bad = await call(`/store/products/${u.product_id}/reviews`, { body: { rating }, token });
      expect(bad.status, JSON.stringify(rating)).toBe(422);
      expect(bad.body.errors.rating).toBeDefined();
    }
    const ok = await call(`/store/products/${u.product_id}/reviews`, { body: { rating: 4, comment: " Nice " }, token });
    expect(ok.status, ok.text).toBe(201);
    const review = Review.parse(ok.body.data);
    expect(review).toMatchObject({ rating: 4, comment: "Nice", customer_name: "Test C." });
    const twice = await call(`/store/products/${u.product_id}/reviews`, { body: { rating: 3 }, token });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe("review_failed");
    expect((await call("/store/products/999999/reviews", { body: { rating: 3 }, token })).status).toBe(404);
    const listed = await call(`/store/products/${u.product_id}/reviews`);
    expect(listed.body.data[0].id).toBe(review.id);
    expect((await call("/store/me", { token })).body.data.rates).toBe(1);
  });
});
