/**
 * The contract suite: black-box checks of store-api-contract.md over HTTP (or any
 * fetch-shaped handler). Used by `contract/run.ts <base URL>` and by the tests (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set). Checks marked `demo` need the demo data
 * (demo customer, coupons, regions) and are skipped when the demo customer cannot sign in.
 * Every check creates its own customers, so the suite can run against a shared backend.
 */
import assert from "node:assert/strict";
import { z } from "zod";
import {
  Address,
  AuthAnswer,
  Bootstrap,
  Brand,
  Cart,
  Category,
  Country,
  Currency,
  ErrorBody,
  Home,
  Offer,
  Order,
  Page,
  PaymentMethod,
  Product,
  ProductSummary,
  Quote,
  RefreshAnswer,
  Review,
  ShippingCompany,
  User,
  VariantGroup,
} from "../contract.ts";

export type Fetch = (req: Request) => Promise<Response>;

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the suite checks answers of any shape, as the tests that use it do
  body: any;
  text: string;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  lang?: "ar" | "en";
  headers?: Record<string, string>;
  cookie?: string | null;
}

export type Call = (path: string, o?: CallOptions) => Promise<Answer>;

/** A call function over a fetch handler and a base URL (joined as base-with-slash + path-without-slash). */
export function makeCall(fetchFn: Fetch, baseUrl: string): Call {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return async (path, o = {}) => {
    const headers = new Headers(o.headers);
    headers.set("Accept", "application/json");
    headers.set("X-LANG", o.lang ?? "en");
    if (o.token) headers.set("Authorization", `Bearer ${o.token}`);
    if (o.cookie) headers.set("Cookie", o.cookie);
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
      if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
    }
    const res = await fetchFn(
      new Request(new URL(path.replace(/^\//, ""), base), { method: o.method ?? (body !== undefined ? "POST" : "GET"), headers, body }),
    );
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: parsed JSON of any shape, handed on as Answer.body
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
}

export interface Ctx {
  call: Call;
  /** A unique tag for this run (emails, usernames). */
  tag: string;
  demo: boolean;
  seq: () => number;
}

export interface Check {
  name: string;
  demo?: boolean;
  run(ctx: Ctx): Promise<void>;
}

const DEMO = { email: "demo@oasis-store.example", password: "Demo#2026pass" };

function status(a: Answer, expected: number, what: string): void {
  assert.equal(a.status, expected, `${what}: expected ${expected}, got ${a.status} ${a.text.slice(0, 300)}`);
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) assert.fail(`${what} does not match the contract: ${JSON.stringify(r.error.issues.slice(0, 5))}`);
  return r.data;
}

function errorCode(a: Answer, code: string, what: string, statusCode = 422): void {
  status(a, statusCode, what);
  parse(ErrorBody, a.body, `${what} (error body)`);
  assert.equal(a.body.code, code, `${what}: code`);
}

function guestCookie(a: Answer): string | null {
  const m = /guest_cart=([^;]*)/.exec(a.headers.get("set-cookie") ?? "");
  return m ? `guest_cart=${m[1]}` : null;
}

async function register(ctx: Ctx, extra: Record<string, unknown> = {}) {
  const n = ctx.seq();
  const digits = `${ctx.tag.replace(/\D/g, "").padEnd(6, "7").slice(-6)}${String(n).padStart(2, "0")}`;
  const body = {
    first_name: "Contract",
    last_name: "Check",
    username: `ct_${ctx.tag}_${n}`,
    email: `ct-${ctx.tag}-${n}@example.test`,
    mobile: `012${digits}`,
    password: "Contract#2026",
    password_confirmation: "Contract#2026",
    ...extra,
  };
  const res = await ctx.call("/register", { body });
  status(res, 200, "POST /register");
  const data = parse(AuthAnswer, res.body, "register answer").data;
  return { body, token: data.access_token, refresh: data.refresh_token, user: data.user };
}

/** An in-stock product unit that alone reaches the minimum purchase. */
async function buyable(ctx: Ctx, minBalance = 3, sort: "price_desc" | "price_asc" = "price_desc") {
  const boot = parse(Bootstrap, (await ctx.call("/bootstrap")).body, "bootstrap");
  const min = Number((boot.settings as { min_purchase?: number | null }).min_purchase ?? 0);
  for (let page = 1; page <= 5; page++) {
    const res = await ctx.call(`/store/search?sort=${sort}&per_page=50&page=${page}`);
    for (const p of res.body.data as ProductSummary[]) {
      if (p.balance >= minBalance && p.price * (1 - p.discount / 100) >= min) {
        return { product_id: p.id, unit_id: p.default_unit_id, slug: p.slug, balance: p.balance };
      }
    }
  }
  throw new Error("no product in stock reaching the minimum purchase");
}

async function cairoLike(ctx: Ctx) {
  const regions = z.array(Country).parse((await ctx.call("/store/regions")).body.data);
  for (const c of regions) {
    for (const s of c.states) {
      for (const t of s.towns) {
        if (t.available !== 1) continue;
        const companies = (await ctx.call(`/shipment/shipping-companies?town_id=${t.id}`)).body.data.data as ShippingCompany[];
        if (companies.length && companies[0]!.types.length) {
          return { country_id: c.id, state_id: s.id, town_id: t.id, company: companies[0]!, regions };
        }
      }
    }
  }
  throw new Error("no served town");
}

async function readyToOrder(ctx: Ctx) {
  const who = await register(ctx);
  const place = await cairoLike(ctx);
  const addr = await ctx.call("/store/account/addresses", {
    token: who.token,
    body: {
      receiver_name: "Contract Check",
      receiver_phone: "01012345678",
      address_name: "Home",
      default_setting: 1,
      country_id: place.country_id,
      state_id: place.state_id,
      town_id: place.town_id,
      detailed_address: "1 Contract Street",
    },
  });
  assert.ok(addr.status === 200 || addr.status === 201, `POST addresses: ${addr.status} ${addr.text.slice(0, 200)}`);
  const address = parse(Address, addr.body.data, "address");
  // The cheapest item reaching the minimum purchase: a store may cap cash on delivery (decision 104).
  const item = await buyable(ctx, 3, "price_asc");
  status(await ctx.call("/store/cart", { token: who.token, body: { item_id: item.product_id, unit_id: item.unit_id, qty: 1 } }), 200, "add to cart");
  const choice = {
    address_id: address.id,
    shipping_company_id: place.company.id,
    shipping_type_id: place.company.types[0]!.id,
    payment_method_Id: 1,
  };
  return { ...who, address, item, choice };
}

export const checks: Check[] = [
  {
    name: "bootstrap answers settings and menus in the language of X-LANG",
    async run({ call }) {
      const en = parse(Bootstrap, (await call("/bootstrap", { lang: "en" })).body, "bootstrap en");
      const ar = parse(Bootstrap, (await call("/bootstrap", { lang: "ar" })).body, "bootstrap ar");
      assert.ok([0, 1].includes(en.settings.website_status));
      assert.notEqual(en.menus.header[0]?.title, ar.menus.header[0]?.title, "menu titles differ by language");
    },
  },
  {
    name: "unknown routes answer 404 JSON; validation errors are 422 with per-field messages",
    async run({ call }) {
      const nf = await call("/store/no-such-route");
      status(nf, 404, "unknown route");
      parse(ErrorBody, nf.body, "404 body");
      const bad = await call("/login", { body: { login: 5 } });
      status(bad, 422, "bad login body");
      assert.ok(bad.body.errors && Array.isArray(bad.body.errors.password), "errors.password");
    },
  },
  {
    name: "currencies (one local), pages, categories, brands",
    async run({ call }) {
      const cur = z.array(Currency).parse((await call("/store/currency")).body.data);
      assert.equal(cur.filter((c) => c.is_local === 1).length, 1);
      const pages = z.array(Page).parse((await call("/store/pages")).body.data);
      if (pages[0]) parse(Page, (await call(`/store/pages/${pages[0].slug}`)).body.data, "page");
      status(await call("/store/pages/no-such-page-x"), 404, "missing page");
      const cats = z.array(Category).parse((await call("/store/categories")).body.data);
      assert.ok(cats.length > 0);
      parse(Category, (await call(`/store/categories/${cats[0]!.slug}`)).body.data, "category");
      z.array(Brand).parse((await call("/store/brands")).body.data);
    },
  },
  {
    name: "home, search with meta, variants, product, reviews, offers",
    async run({ call }) {
      parse(Home, (await call("/store/home")).body.data, "home");
      const s = await call("/store/search?per_page=5&sort=price_asc");
      status(s, 200, "search");
      const list = z.array(ProductSummary).parse(s.body.data);
      assert.ok(s.body.meta && s.body.meta.per_page === 5);
      for (let i = 1; i < list.length; i++) {
        assert.ok(list[i - 1]!.price * (100 - list[i - 1]!.discount) <= list[i]!.price * (100 - list[i]!.discount) + 1e-6, "price_asc order");
      }
      status(await call("/store/search?per_page=0"), 422, "per_page 0");
      z.array(VariantGroup).parse((await call("/store/variants")).body.data);
      const p = parse(Product, (await call(`/store/products/${list[0]!.slug}`)).body.data, "product");
      assert.equal(p.is_favourite, 0);
      const r = await call(`/store/products/${p.id}/reviews?page=1`);
      z.array(Review).parse(r.body.data);
      assert.ok(r.body.meta);
      status(await call("/store/products/no-such-product-x"), 404, "missing product");
      const offers = z.array(Offer).parse((await call("/store/offers")).body.data);
      if (offers[0]) parse(Offer, (await call(`/store/offers/${offers[0].slug}`)).body.data, "offer");
    },
  },
  {
    name: "register and login (email, phone), /store/me, 401 without a token",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      assert.equal(who.user.mobile_verified, 0);
      for (const login of [who.body.email, who.body.mobile, `+2${who.body.mobile}`]) {
        const res = await call("/login", { body: { login, password: who.body.password, remember: 1 } });
        status(res, 200, `login with ${login}`);
        const data = parse(AuthAnswer, res.body, "login").data;
        assert.ok(data.expires_in > 0);
      }
      parse(User, (await call("/store/me", { token: who.token })).body.data, "me");
      status(await call("/store/me"), 401, "me without token");
      errorCode(await call("/login", { body: { login: who.body.email, password: "Wrong#2026x" } }), "invalid_credentials", "wrong password");
    },
  },
  {
    name: "register errors: weak_password, password_mismatch, taken_email, taken_mobile, taken_username",
    async run(ctx) {
      const who = await register(ctx);
      const n = ctx.seq();
      const fresh = {
        first_name: "A",
        last_name: "B",
        username: `ct_${ctx.tag}_x${n}`,
        email: `ct-${ctx.tag}-x${n}@example.test`,
        mobile: `0155${String(Date.now()).slice(-7)}`,
        password: "Contract#2026",
        password_confirmation: "Contract#2026",
      };
      errorCode(await ctx.call("/register", { body: { ...fresh, password: "weak", password_confirmation: "weak" } }), "weak_password", "weak");
      errorCode(await ctx.call("/register", { body: { ...fresh, password_confirmation: "Other#2026" } }), "password_mismatch", "mismatch");
      errorCode(await ctx.call("/register", { body: { ...fresh, email: who.body.email } }), "taken_email", "taken email");
      errorCode(await ctx.call("/register", { body: { ...fresh, mobile: who.body.mobile } }), "taken_mobile", "taken mobile");
      errorCode(await ctx.call("/register", { body: { ...fresh, username: who.body.username } }), "taken_username", "taken username");
    },
  },
  {
    name: "refresh rotates; the old token answers the same pair; logout revokes both",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      const a = await call("/refresh_token", { body: { token: who.refresh, provider: "customer" } });
      status(a, 200, "refresh");
      const pair = parse(RefreshAnswer, a.body, "refresh").data;
      const b = await call("/refresh_token", { body: { token: who.refresh, provider: "customer" } });
      status(b, 200, "refresh again with the old token");
      assert.equal(b.body.data.access_token, pair.access_token);
      assert.equal(b.body.data.refresh_token, pair.refresh_token);
      status(await call("/refresh_token", { body: { token: who.refresh } }), 422, "refresh without provider");
      status(await call("/store/logout", { method: "POST", token: pair.access_token }), 204, "logout");
      status(await call("/store/me", { token: pair.access_token }), 401, "me after logout");
      status(await call("/refresh_token", { body: { token: pair.refresh_token, provider: "customer" } }), 401, "refresh after logout");
    },
  },
  {
    name: "password forget answers the same for unknown accounts; reset refuses a bad token; change password ends the other sessions",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      const a = await call("/password/forget", { body: { login: who.body.email } });
      const b = await call("/password/forget", { body: { login: `nobody-${ctx.tag}@example.test` } });
      status(a, 200, "forget");
      status(b, 200, "forget unknown");
      assert.equal(a.body.message, b.body.message);
      status(
        await call("/password/reset", { body: { token: "nope", password: "Contract#2027", password_confirmation: "Contract#2027" } }),
        422,
        "reset bad token",
      );
      errorCode(
        await call("/store/me/password", {
          method: "PATCH",
          token: who.token,
          body: { current_password: who.body.password, password: "short", password_confirmation: "short" },
        }),
        "weak_password",
        "change to a weak password",
      );
      const other = parse(AuthAnswer, (await call("/login", { body: { login: who.body.email, password: who.body.password } })).body, "second sign-in").data;
      status(
        await call("/store/me/password", {
          method: "PATCH",
          token: who.token,
          body: { current_password: who.body.password, password: "Contract#2027", password_confirmation: "Contract#2027" },
        }),
        200,
        "change password",
      );
      status(await call("/refresh_token", { body: { token: other.refresh_token, provider: "customer" } }), 401, "another session's refresh after the change");
      status(await call("/store/me", { token: who.token }), 200, "the changing session stays signed in");
      status(await call("/refresh_token", { body: { token: who.refresh, provider: "customer" } }), 200, "the changing session's refresh");
      status(await call("/login", { body: { login: who.body.email, password: "Contract#2027" } }), 200, "login with the new password");
    },
  },
  {
    name: "profile: a new mobile clears mobile_verified; OTP verify refuses a wrong code; newsletter",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      const newMobile = `0111${String(Date.now()).slice(-6)}${ctx.seq() % 10}`;
      const p = await call("/store/me", { method: "PATCH", token: who.token, body: { first_name: "Renamed", mobile: newMobile } });
      status(p, 200, "PATCH me");
      const user = parse(User, p.body.data, "user");
      assert.equal(user.first_name, "Renamed");
      assert.equal(user.mobile_verified, 0);
      const sent = await call("/store/otp/send", { token: who.token, body: { mobile: newMobile } });
      status(sent, 200, "otp send");
      assert.ok(sent.body.data.expires_in > 0);
      errorCode(await call("/store/otp/verify", { token: who.token, body: { mobile: newMobile, code: "000000x" } }), "otp_failed", "otp wrong code");
      status(await call("/store/newsletter", { token: who.token, body: {} }), 204, "subscribe");
      assert.equal((await call("/store/me", { token: who.token })).body.data.newsletter, 1);
      status(await call(`/store/newsletter?email=${encodeURIComponent(who.body.email)}`, { method: "DELETE" }), 401, "unsubscribe someone without signing in");
      assert.equal((await call("/store/me", { token: who.token })).body.data.newsletter, 1);
      status(await call("/store/newsletter", { method: "DELETE", token: who.token }), 204, "unsubscribe");
      status(await call("/store/newsletter", { body: { email: `guest-${ctx.tag}@example.test` } }), 204, "guest subscribe");
    },
  },
  {
    name: "guest cart: cookie on first POST only, quantity bounds, Idempotency-Key, transfer deletes the cookie",
    async run(ctx) {
      const { call } = ctx;
      const empty = await call("/store/cart");
      status(empty, 200, "GET empty cart");
      assert.deepEqual(parse(Cart, empty.body.data, "cart").items, []);
      const item = await buyable(ctx, 2);
      const first = await call("/store/cart", {
        body: { item_id: item.product_id, unit_id: item.unit_id, qty: 1 },
        headers: { "Idempotency-Key": `ct-${ctx.tag}-a` },
      });
      status(first, 200, "first add");
      const cookie = guestCookie(first);
      assert.ok(cookie, "Set-Cookie guest_cart");
      assert.match(first.headers.get("set-cookie") ?? "", /HttpOnly/i);
      const replay = await call("/store/cart", {
        body: { item_id: item.product_id, unit_id: item.unit_id, qty: 1 },
        headers: { "Idempotency-Key": `ct-${ctx.tag}-a` },
      });
      assert.deepEqual(replay.body, first.body, "same key, same answer");
      const cart = parse(Cart, (await call("/store/cart", { cookie })).body.data, "cart");
      assert.equal(cart.items[0]?.qty, 1, "no second add");
      errorCode(
        await call("/store/cart", { cookie, body: { item_id: item.product_id, unit_id: item.unit_id, qty: item.balance } }),
        "cannot_add_more",
        "over the balance",
      );
      const other = (await call("/store/search?per_page=5")).body.data.find((p: ProductSummary) => p.id !== item.product_id) as ProductSummary;
      errorCode(
        await call("/store/cart", { cookie, body: { item_id: item.product_id, unit_id: other.default_unit_id, qty: 1 } }),
        "unit_mismatch",
        "unit of another item",
      );
      const set = await call("/store/cart", { method: "PATCH", cookie, body: { item_id: item.product_id, unit_id: item.unit_id, qty: 2 } });
      assert.equal(set.body.data.items[0].qty, 2);
      errorCode(await call("/store/cart/coupon", { cookie, body: { code: "" } }), "coupon_required", "empty coupon");
      errorCode(await call("/store/cart/coupon", { cookie, body: { code: `NOPE-${ctx.tag}` } }), "coupon_invalid", "unknown coupon");
      const who = await register(ctx);
      const t = await call("/store/cart/transfer", { token: who.token, cookie, body: {} });
      status(t, 200, "transfer");
      assert.match(t.headers.get("set-cookie") ?? "", /guest_cart=;|guest_cart=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i, "cookie deleted");
      assert.equal(parse(Cart, t.body.data, "cart").items[0]?.qty, 2);
      assert.deepEqual((await call("/store/cart", { cookie })).body.data.items, [], "the guest cart is gone");
    },
  },
  {
    name: "cart arithmetic: subtotal − coupon + tax = total; line totals add up",
    demo: true,
    async run(ctx) {
      const who = await register(ctx);
      const item = await buyable(ctx);
      await ctx.call("/store/cart", { token: who.token, body: { item_id: item.product_id, unit_id: item.unit_id, qty: 2 } });
      const res = await ctx.call("/store/cart/coupon", { token: who.token, body: { code: "oasis15" } });
      status(res, 200, "apply coupon");
      const cart = parse(Cart, res.body.data, "cart");
      const sum = cart.items.reduce((n, i) => n + Math.round(i.line_total * 100), 0);
      assert.equal(Math.round(cart.subtotal * 100), sum);
      assert.equal(Math.round(cart.total * 100), Math.round(cart.subtotal * 100) - Math.round(cart.coupon_discount * 100) + Math.round(cart.tax_total * 100));
      assert.equal(cart.coupon?.rate, 15);
      errorCode(await ctx.call("/store/cart/coupon", { token: who.token, body: { code: "RAMADAN20" } }), "coupon_expired", "expired coupon");
      status(await ctx.call("/store/cart/coupon", { method: "DELETE", token: who.token }), 200, "remove coupon");
    },
  },
  {
    name: "favourites and is_favourite; reviews once per customer",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      const p = (await call("/store/search?per_page=3")).body.data[1] as ProductSummary;
      status(await call("/store/account/favourites", { token: who.token, body: { product_id: p.id } }), 201, "add favourite");
      const favs = z.array(ProductSummary).parse((await call("/store/account/favourites", { token: who.token })).body.data);
      assert.deepEqual(
        favs.map((f) => f.id),
        [p.id],
      );
      assert.equal((await call(`/store/products/${p.slug}`, { token: who.token })).body.data.is_favourite, 1);
      status(await call(`/store/account/favourites/${p.id}`, { method: "DELETE", token: who.token }), 204, "remove favourite");
      const r = await call(`/store/products/${p.id}/reviews`, { token: who.token, body: { rating: 5, comment: "Contract check" } });
      status(r, 201, "post review");
      parse(Review, r.body.data, "review");
      errorCode(await call(`/store/products/${p.id}/reviews`, { token: who.token, body: { rating: 4 } }), "review_failed", "second review");
      status(await call(`/store/products/${p.id}/reviews`, { body: { rating: 4 } }), 401, "review as guest");
    },
  },
  {
    name: "regions, shipping companies by town, geocode statuses, payment methods",
    async run(ctx) {
      const { call } = ctx;
      const place = await cairoLike(ctx);
      parse(ShippingCompany, place.company, "shipping company");
      const all = await call("/shipment/shipping-companies");
      status(all, 200, "all companies");
      assert.ok(Array.isArray(all.body.data.data));
      const town = place.regions.flatMap((c) => c.states.flatMap((s) => s.towns)).find((t) => t.id === place.town_id)!;
      const g = await call(`/google-geocode?address=${encodeURIComponent(town.name)}`);
      status(g, 200, "geocode");
      assert.equal(g.body.status, "OK");
      assert.equal(typeof g.body.results[0].geometry.location.lat, "number");
      assert.equal((await call("/google-geocode?address=zzqqxxyy%20nowhere")).body.status, "ZERO_RESULTS");
      const pm = z.array(PaymentMethod).parse((await call("/store/payment-methods")).body.data);
      assert.deepEqual(pm.map((m) => m.payment_method_Id).sort(), [1, 2, 3]);
    },
  },
  {
    name: "addresses: create, validate, edit, delete",
    async run(ctx) {
      const { call } = ctx;
      const who = await register(ctx);
      const place = await cairoLike(ctx);
      const body = {
        receiver_name: "Contract",
        receiver_phone: "0501234567",
        address_name: "Home",
        country_id: place.country_id,
        state_id: place.state_id,
        town_id: place.town_id,
        detailed_address: "Street 1",
      };
      const created = await call("/store/account/addresses", { token: who.token, body });
      assert.ok(created.status === 200 || created.status === 201);
      const a = parse(Address, created.body.data, "address");
      assert.equal(a.receiver_phone, "+966501234567");
      const bad = await call("/store/account/addresses", { token: who.token, body: { ...body, receiver_phone: "12" } });
      status(bad, 422, "bad phone");
      assert.ok(bad.body.errors?.receiver_phone);
      const edited = await call(`/store/account/addresses/${a.id}`, { method: "PATCH", token: who.token, body: { ...body, address_name: "Office" } });
      assert.equal(parse(Address, edited.body.data, "address").address_name, "Office");
      status(await call(`/store/account/addresses/${a.id}`, { method: "DELETE", token: who.token }), 204, "delete");
      assert.deepEqual((await call("/store/account/addresses", { token: who.token })).body.data, []);
    },
  },
  {
    name: "quote, checkout (201, idempotent), orders list and one, cancel, order_not_found, an unsigned payment attempt (403)",
    async run(ctx) {
      const { call } = ctx;
      const o = await readyToOrder(ctx);
      const qs = new URLSearchParams(Object.entries(o.choice).map(([k, v]) => [k, String(v)])).toString();
      const q = await call(`/store/checkout/quote?${qs}`, { token: o.token });
      status(q, 200, "quote");
      const quote = parse(Quote, q.body.data, "quote");
      const placed = await call("/store/checkout", { token: o.token, body: o.choice, headers: { "Idempotency-Key": `ct-${ctx.tag}-order` } });
      status(placed, 201, "checkout");
      const order = parse(Order, placed.body.data, "order");
      assert.equal(order.net_total, quote.total);
      assert.equal(order.status, 0);
      assert.equal(order.can_cancel, 1);
      assert.equal(order.amount_due, 0, "cash on delivery: nothing due before delivery");
      const again = await call("/store/checkout", { token: o.token, body: o.choice, headers: { "Idempotency-Key": `ct-${ctx.tag}-order` } });
      assert.equal(again.body.data.id, order.id, "same key, same order");
      assert.deepEqual((await call("/store/cart", { token: o.token })).body.data.items, [], "cart emptied");
      errorCode(await call("/store/checkout", { token: o.token, body: o.choice }), "cart_invalid", "empty cart");
      const list = z.array(Order).parse((await call("/store/account/orders?status=pending", { token: o.token })).body.data);
      assert.deepEqual(
        list.map((x) => x.id),
        [order.id],
      );
      assert.deepEqual((await call("/store/account/orders?status=closed", { token: o.token })).body.data, []);
      parse(Order, (await call(`/store/account/orders/${order.id}`, { token: o.token })).body.data, "order");
      const stranger = await register(ctx);
      errorCode(await call(`/store/account/orders/${order.id}`, { token: stranger.token }), "order_not_found", "another customer’s order", 404);
      // Only the storefront's server (X-Payment-Attempt-Signature) names a provider order: a customer is refused.
      status(
        await call(`/store/account/orders/${order.id}/payment-attempts`, {
          token: o.token,
          body: { provider: "paymob", provider_order_id: "1", merchant_order_id: `${order.id}-1`, amount_cents: 100 },
        }),
        403,
        "payment attempt without the server signature",
      );
      status(await call(`/store/account/orders/${order.id}/cancel`, { token: o.token, body: { reason: "no" } }), 422, "reason too short");
      const canceled = await call(`/store/account/orders/${order.id}/cancel`, { token: o.token, body: { reason: "Contract check" } });
      status(canceled, 200, "cancel");
      assert.equal(canceled.body.data.status, 3);
      errorCode(
        await call(`/store/account/orders/${order.id}/cancel`, { token: o.token, body: { reason: "Contract check" } }),
        "cancel_not_allowed",
        "cancel twice",
      );
    },
  },
  {
    name: "Paymob callback with a wrong HMAC or a misshapen field is refused with 400",
    async run({ call }) {
      const res = await call(`/store/payments/paymob?hmac=${"0".repeat(128)}`, {
        body: { type: "TRANSACTION", obj: { id: 1, success: true, pending: false, amount_cents: 100, order: { id: 1 } } },
      });
      status(res, 400, "wrong hmac");
      // A boolean that is not exactly true/false is refused whatever the hmac (issue #19).
      const shifted = await call(`/store/payments/paymob?hmac=${"0".repeat(128)}`, {
        body: {
          type: "TRANSACTION",
          obj: { id: "92036465", has_parent_transaction: "false1", success: true, pending: false, amount_cents: 100, order: { id: 1 } },
        },
      });
      status(shifted, 400, "misshapen field");
    },
  },
  {
    name: "the demo customer signs in and has orders in every status",
    demo: true,
    async run({ call }) {
      const login = await call("/login", { body: { login: DEMO.email, password: DEMO.password } });
      status(login, 200, "demo login");
      const orders = z.array(Order).parse((await call("/store/account/orders", { token: login.body.data.access_token })).body.data);
      const statuses = new Set(orders.map((o) => o.status));
      for (const s of [0, 1, 2, 3, 4]) assert.ok(statuses.has(s), `status ${s}`);
    },
  },
];

export interface SuiteResult {
  name: string;
  ok: boolean;
  skipped?: boolean;
  ms: number;
  error?: string;
}

/** Runs the checks (sequentially) and reports each. */
export async function runContractSuite(
  call: Call,
  opts: { only?: string; onResult?: (r: SuiteResult) => void } = {},
): Promise<{ passed: number; failed: number; skipped: number; results: SuiteResult[] }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}`;
  let n = 0;
  const demoLogin = await call("/login", { body: { login: DEMO.email, password: DEMO.password } }).catch(() => null);
  const ctx: Ctx = { call, tag, demo: demoLogin?.status === 200, seq: () => ++n };
  const results: SuiteResult[] = [];
  for (const check of checks) {
    if (opts.only && !check.name.includes(opts.only)) continue;
    const started = performance.now();
    let r: SuiteResult;
    if (check.demo && !ctx.demo) r = { name: check.name, ok: true, skipped: true, ms: 0 };
    else {
      try {
        await check.run(ctx);
        r = { name: check.name, ok: true, ms: Math.round(performance.now() - started) };
      } catch (e) {
        r = { name: check.name, ok: false, ms: Math.round(performance.now() - started), error: e instanceof Error ? e.message : String(e) };
      }
    }
    results.push(r);
    opts.onResult?.(r);
  }
  return {
    passed: results.filter((r) => r.ok && !r.skipped).length,
    failed: results.filter((r) => !r.ok).length,
    skipped: results.filter((r) => r.skipped).length,
    results,
  };
}
