import { createHash } from "node:crypto";
import fc from "fast-check";
import { expect, PORTS, test, urlOn } from "./fixtures";
import { cookieAttributes, HttpShopper } from "./http-shopper";
import type { APIRequestContext } from "@playwright/test";
import { seedCustomer, seedCustomerWithOrder } from "./seed";
import { findProduct } from "./store-data";
import { DOT_SEGMENT_EVIL, ENCODED_EVIL } from "./redirect-payloads";

/**
 * HTTP-level security checks against their own server (its own rate-limit counters; an https
 * PUBLIC_URL as behind a TLS proxy). Decision 024.
 */
const BASE = urlOn(PORTS.security);

/** Every Set-Cookie line is HttpOnly and SameSite, and Secure or not as the store's address says; answers the cookies' names. */
function expectCookieFlags(lines: string[], { secure }: { secure: boolean }): string[] {
  return lines.map((line) => {
    const { name, attributes } = cookieAttributes(line);
    expect(attributes.has("httponly"), `${name} HttpOnly`).toBe(true);
    expect(attributes.get("samesite"), `${name} SameSite`).toMatch(/^(Lax|Strict)$/i);
    expect(attributes.has("secure"), secure ? `${name} Secure` : `${name} not Secure over http`).toBe(secure);
    return name;
  });
}
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** The demo Store API's token formats (store-api/lib/tokens.ts), and the sandbox's provider key as it once was, a published constant. */
const TOKEN = /\b(at|rt)_[A-Za-z0-9_-]{30,}/;
const PROVIDER_KEY = "demo-sandbox-api-key";
const EVIL = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "http:evil.example",
];

test.use({ baseURL: BASE });
test.describe.configure({ mode: "default" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once, in the js project");

/** A redirect stays on the store: a path, or an absolute URL on its own origin. */
function expectOnSite(location: string | null, what: string) {
  expect(location, what).toBeTruthy();
  const url = new URL(location!, BASE);
  expect(
    [BASE, "https://localhost:" + PORTS.security].map((b) => new URL(b).host),
    `${what} → ${location}`,
  ).toContain(url.host);
  expect(location!, `${what} → ${location}`).not.toMatch(/^\s*(\/\/|\/\\|\\|javascript:|[a-z]+:(?!\/\/localhost))/i);
}

/** A guest's posts to every form that takes a redirectTo (cart, newsletter, favourite, keep-cart) end on the store, and so does the redirectTo they pass on. */
async function expectGuestSinksOnSite(product: { id: number; default_unit_id: number }, evil: string) {
  const guest = new HttpShopper(BASE);
  for (const [path, form] of [
    ["/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 1, redirectTo: evil }],
    ["/newsletter", { intent: "subscribe", email: `n${Date.now()}@example.com`, redirectTo: evil }],
    ["/account/favourites", { intent: "favourite", product_id: product.id, product: evil, redirectTo: evil }],
    ["/login", { intent: "keep-cart", redirectTo: evil }],
  ] as const) {
    const res = await guest.post(path, form);
    expect(res.status, `${path} ${evil}`).toBe(303);
    expectOnSite(res.headers.get("location"), `${path} ${evil}`);
    const back = new URL(res.headers.get("location")!, BASE).searchParams.get("redirectTo") ?? "/";
    expectOnSite(back, `${path} ${evil} (redirectTo passed on)`);
  }
}

async function signedIn(request: Parameters<typeof seedCustomer>[0]) {
  const { shopper } = await seedCustomer(request, { address: false });
  const browser = new HttpShopper(BASE);
  const res = await browser.post("/login", { login: shopper.email, password: shopper.password });
  expect(res.status, "sign-in").toBe(303);
  return { shopper, browser };
}

test.describe("security", () => {
  test("every kind of answer carries the security headers, HTML an enforced CSP with its own nonce or, shared, its inline code by hash", async ({
    request,
  }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const { browser } = await signedIn(request);
    const guest = new HttpShopper(BASE);
    const home = await guest.html("/?lng=en");
    const asset = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "the page loads a hashed asset").toBeTruthy();
    const pages: Array<[HttpShopper, string]> = [
      [guest, "/"],
      [guest, "/?lng=en"],
      [guest, `/${product.category.slug}`],
      [guest, `/${product.category.slug}/${product.slug}?lng=en`],
      [guest, "/search/a"],
      [guest, "/cart"],
      [guest, "/checkout"],
      [guest, "/login"],
      [guest, "/no-such-page-at-all/really"],
      [guest, "/robots.txt"],
      [guest, "/sitemap.xml"],
      [guest, asset!],
      [browser, "/account"],
      [browser, "/account/details?lng=en"],
      [browser, "/account/orders"],
      [browser, "/checkout"],
    ];
    for (const [who, path] of pages) {
      const res = await who.get(path);
      expect(res.status, path).toBeLessThan(500);
      const h = res.headers;
      expect(h.get("strict-transport-security"), path).toMatch(/max-age=\d{7,}/);
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      const csp = h.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(h.get("content-security-policy-report-only"), `${path}: enforced, not report-only`).toBeNull();
      if ((h.get("content-type") ?? "").includes("text/html")) {
        expect(csp, path).not.toContain("'unsafe-inline'");
        const html = await res.text();
        if (/^public\b/.test(h.get("cache-control") ?? "")) {
          // A page any cache keeps is the same bytes for every visitor: no nonce, its inline scripts named by hash (decision 085).
          expect(csp, `${path}: no nonce in a shared page's policy`).not.toContain("'nonce-");
          expect(html, path).not.toContain("nonce=");
          const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
          for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
            if (/\bsrc=/.test(attributes)) continue;
            const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
            expect(scriptSrc, `${path}: every inline script named by its hash`).toContain(hash);
          }
        } else {
          const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
          expect(nonce, `${path}: CSP nonce`).toBeTruthy();
          const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
          for (const tag of scripts) expect(tag, `${path}: every script carries the nonce`).toContain(`nonce="${nonce}"`);
        }
      } else await res.arrayBuffer();
    }
  });

  test("no dot-segment or encoded redirectTo leaves the store on any sink (issue #19)", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const payloads = [...DOT_SEGMENT_EVIL, ...ENCODED_EVIL];
    let shopper = (await seedCustomer(request, { address: false })).shopper;
    for (const [i, evil] of payloads.entries()) {
      // Ten sign-ins a minute per customer: a fresh one every eight payloads.
      if (i > 0 && i % 8 === 0) shopper = (await seedCustomer(request, { address: false })).shopper;
      const browser = new HttpShopper(BASE);
      const login = await browser.post("/login", { login: shopper.email, password: shopper.password, redirectTo: evil });
      expect(login.status, `login ${evil}`).toBe(303);
      expectOnSite(login.headers.get("location"), `login ${evil}`);
      await expectGuestSinksOnSite(product, evil);
      // The signed-in cart post and keep-cart step redirect too.
      const cart = await browser.post("/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 1, redirectTo: evil });
      expectOnSite(cart.headers.get("location"), `signed-in cart ${evil}`);
      const keep = await browser.post("/login", { intent: "keep-cart", redirectTo: evil });
      expectOnSite(keep.headers.get("location"), `keep-cart ${evil}`);
    }
    for (const evil of DOT_SEGMENT_EVIL) {
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const register = await new HttpShopper(BASE).post("/register", {
        first_name: "Sara",
        last_name: "Ali",
        username: `dot${stamp}`,
        email: `dot${stamp}@example.com`,
        mobile: `010${stamp.slice(-8)}`,
        password: "Secure#2026pass",
        password_confirmation: "Secure#2026pass",
        gender: "female",
        redirectTo: evil,
      });
      expect(register.status, `register ${evil}: ${register.status === 303 ? "" : await register.text()}`).toBe(303);
      expectOnSite(register.headers.get("location"), `register ${evil}`);
    }
  });

  test("the demo Paymob sandbox takes no published API key (issue #19)", async ({ request }) => {
    // The sandbox's API as a stranger would call it, on the loopback name it is served at.
    const res = await request.post(`http://127.0.0.1:${PORTS.security}/paymob-sandbox/auth/tokens`, { data: { api_key: PROVIDER_KEY } });
    expect(res.status(), await res.text()).toBe(403);
  });

  test("every cookie is HttpOnly, SameSite and Secure (production, https PUBLIC_URL)", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const { shopper } = await seedCustomer(request, { address: false });
    const browser = new HttpShopper(BASE);
    await browser.get("/?lng=en&currency=USD");
    await browser.post("/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 1, key: `sec-${Date.now()}` });
    await browser.post("/login", { login: shopper.email, password: shopper.password, remember: "on" });
    await browser.post("/login", { intent: "keep-cart", redirectTo: "/cart" });
    await browser.get("/account");
    await browser.post("/logout", {});
    const names = new Set<string>();
    expect(browser.setCookies.length).toBeGreaterThan(2);
    for (const name of expectCookieFlags(browser.setCookies, { secure: true })) names.add(name);
    expect([...names]).toEqual(expect.arrayContaining(["lng"]));
  });

  test("with a plain-http PUBLIC_URL (a trial on a local network) cookies stay HttpOnly and SameSite but not Secure, so the cart sticks", async ({
    request,
  }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const lan = new HttpShopper(urlOn(PORTS.main));
    await lan.get("/?lng=en");
    await lan.post("/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 1, key: `lan-${Date.now()}` });
    expect(lan.setCookies.length).toBeGreaterThan(1);
    expectCookieFlags(lan.setCookies, { secure: false });
    expect(await (await lan.get("/cart")).text()).toContain(`/${product.slug}`);
  });

  test("a cross-site form post is refused with 403 on every kind of action; the store's own passes", async () => {
    const shopper = new HttpShopper(BASE);
    for (const path of [
      "/cart",
      "/login",
      "/register",
      "/logout",
      "/newsletter",
      "/account/favourites",
      "/password/forget",
      "/checkout/payment",
      "/cart.data",
    ]) {
      const evil = await shopper.post(path, { intent: "empty" }, { Origin: "https://evil.example" });
      expect(evil.status, `${path} from another origin`).toBe(403);
      const fetchMeta = await shopper.post(path, { intent: "empty" }, { Origin: "", "Sec-Fetch-Site": "cross-site" });
      expect(fetchMeta.status, `${path} marked cross-site`).toBe(403);
    }
    expect((await shopper.post("/cart", { intent: "empty" })).status, "same origin").toBe(303);
    // The refusal is a page in the shopper's language with the way back, not English text.
    const refused = await shopper.post("/cart", { intent: "empty" }, { Origin: "null" });
    expect(refused.headers.get("content-type")).toContain("text/html");
    const arabic = await refused.text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<a href="/">العودة إلى المتجر</a>');
    const english = await (await shopper.post("/cart?lng=en", { intent: "empty" }, { Origin: "https://evil.example" })).text();
    expect(english).toContain("Nothing was done");
  });

  test("a form too large is refused with 413, a page in the shopper's language with the way back", async () => {
    const shopper = new HttpShopper(BASE);
    const pasted = { intent: "add", note: "x".repeat(300_000) };
    const arabic = await shopper.post("/cart", pasted);
    expect(arabic.status).toBe(413);
    expect(arabic.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await arabic.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<a href="/">العودة إلى المتجر</a>');
    const english = await shopper.post("/cart?lng=en", pasted);
    expect(english.status).toBe(413);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
  });

  test("no redirectTo ever leaves the store", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const { shopper } = await seedCustomer(request, { address: false });
    for (const evil of EVIL) {
      const browser = new HttpShopper(BASE);
      const login = await browser.post("/login", { login: shopper.email, password: shopper.password, redirectTo: evil });
      expectOnSite(login.headers.get("location"), `login ${evil}`);
      await expectGuestSinksOnSite(product, evil);
      const logout = await browser.post("/logout", { redirectTo: evil });
      expectOnSite(logout.headers.get("location"), `logout ${evil}`);
    }
    // The language and currency switchers are GET forms whose action is the current path.
    for (const path of ["//evil.example/", "/\\evil.example/"]) {
      const html = await (await new HttpShopper(BASE).get(`${path}?lng=en`)).text();
      for (const [, target] of html.matchAll(/\b(?:action|href)="(?!mailto:|tel:)([^"]*)"/g))
        expectOnSite(target.replaceAll("&amp;", "&") || "/", `link on ${path}`);
    }
    const register = await new HttpShopper(BASE).post("/register", {
      first_name: "Sara",
      last_name: "Ali",
      username: `sec${Date.now()}`,
      email: `sec${Date.now()}@example.com`,
      mobile: `010${String(Date.now()).slice(-8)}`,
      password: "Secure#2026pass",
      password_confirmation: "Secure#2026pass",
      gender: "female",
      redirectTo: "https://evil.example",
    });
    expect(register.status).toBeLessThan(500);
    if (register.status === 303) expectOnSite(register.headers.get("location"), "register");
  });

  test("the 11th sign-in attempt within a minute is refused with 429 and the time to wait, whatever the spelling", async () => {
    const browser = new HttpShopper(BASE);
    const login = `nobody-${Date.now()}@example.com`;
    // The page's action and the JavaScript (single fetch) path, each spelling the account its own way.
    const spellings = [login, login.toUpperCase(), ` ${login}`, `${login} `, login.replace("nobody", "NoBody")];
    const answers: Response[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(await browser.post(i % 2 ? "/login.data" : "/login", { login: spellings[i % spellings.length], password: "Wrong#2026pass" }));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.slice(0, 10).every((s) => (s >= 400 && s < 429) || s === 200),
      statuses.join(),
    ).toBe(true);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    const retryAfter = Number(answers[10].headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  test("an account gets at most five reset mails an hour, however it is spelled, and the sixth asker is told to wait an hour", async () => {
    const browser = new HttpShopper(BASE);
    const login = `reset-${Date.now()}@example.com`;
    const spellings = [login, login.toUpperCase(), ` ${login}`, `${login} `, login.replace("reset", "ReSet"), login];
    const answers: Response[] = [];
    for (const spelling of spellings) answers.push(await browser.post("/password/forget", { login: spelling }));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 5), statuses.join()).not.toContain(429);
    expect(statuses[5]).toBe(429);
    expect(Number(answers[5].headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(await answers[5].text()).toContain("محاولات كثيرة. حاول مرة أخرى بعد ساعة.");
  });

  test("a filled honeypot is refused and creates nothing", async () => {
    const browser = new HttpShopper(BASE);
    const email = `bot${Date.now()}@example.com`;
    const res = await browser.post("/newsletter", { intent: "subscribe", email, website: "http://spam.example" });
    expect(res.status).toBeLessThan(500);
    const reg = await browser.post("/register", {
      first_name: "Bot",
      last_name: "Bot",
      username: `bot${Date.now()}`,
      email,
      mobile: `011${String(Date.now()).slice(-8)}`,
      password: "Secure#2026pass",
      password_confirmation: "Secure#2026pass",
      website: "http://spam.example",
    });
    expect(reg.status).toBe(400);
    const login = await browser.post("/login", { login: email, password: "Secure#2026pass" });
    expect(login.status, "no account was made").toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
  });

  test("no provider key, access or refresh token appears in any page", async ({ request }) => {
    const { browser } = await signedIn(request);
    const product = await findProduct(request, (p) => p.balance > 0);
    await browser.post("/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 1, key: `tok-${Date.now()}` });
    const seen = new Set<string>();
    const queue = [
      "/",
      "/?lng=en",
      "/account",
      "/account/details",
      "/account/orders",
      "/account/addresses",
      "/account/favourites",
      "/cart",
      "/checkout",
      "/checkout/shipping",
      "/checkout/payment",
      "/debugging/main",
    ];
    while (queue.length && seen.size < 40) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await browser.get(path);
      const body = await res.text();
      expect(body, path).not.toMatch(TOKEN);
      expect(body, path).not.toContain(PROVIDER_KEY);
      expect(body, path).not.toContain("playwright-session-secret");
      for (const [, href] of body.matchAll(/href="(\/[^"#]*)"/g))
        if (!href.startsWith("/assets") && !href.startsWith("/api") && !seen.has(href)) queue.push(href.replaceAll("&amp;", "&"));
    }
    expect(seen.size).toBeGreaterThan(15);
  });

  test("every action answers random and malformed bodies without a 5xx, and no cart or order is lost", async ({ request }) => {
    test.setTimeout(120_000 + FUZZ_RUNS * 1_000);
    const { shopper, product } = await seedCustomerWithOrder(request);
    const browser = new HttpShopper(BASE);
    expect((await browser.post("/login", { login: shopper.email, password: shopper.password })).status).toBe(303);
    await browser.post("/cart", { intent: "add", item_id: product.id, unit_id: product.default_unit_id, qty: 2, key: `fuzz-${Date.now()}` });
    const before = await accountData(request, shopper);
    expect(before.cart).toContain(`${product.id}:2`);
    expect(before.orders.length).toBe(1);
    const actions = [
      "/cart",
      "/login",
      "/register",
      "/logout",
      "/newsletter",
      "/password/forget",
      "/password/reset/abc",
      "/account/details",
      "/account/password",
      "/account/favourites",
      "/account/addresses",
      "/account/addresses/create",
      `/account/orders/${before.orders[0].split(":")[0]}`,
      "/checkout",
      "/checkout/shipping",
      "/checkout/payment",
      "/checkout/confirmation",
      `/${product.category.slug}/${product.slug}`,
      "/errors/report",
      "/debugging/login",
      "/cart.data",
      "/login.data",
    ];
    const field = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.integer().map(String),
      fc.constantFrom("-1", "0", "1", "1e309", "NaN", "%", "%E0%A4%A"),
      fc.string({ maxLength: 3000 }),
    );
    const keys = fc.oneof(
      fc.constantFrom(
        "intent",
        "item_id",
        "unit_id",
        "qty",
        "login",
        "password",
        "email",
        "redirectTo",
        "code",
        "id",
        "product_id",
        "key",
        "js",
        "address_id",
        "reason",
      ),
      fc.string(),
    );
    // The cart's destructive intents and an order's cancel are left out: they change them on purpose
    // (any random reason of 4 to 255 characters is a valid one).
    const intent = fc.constantFrom("add", "coupon", "remove-coupon", "subscribe", "unsubscribe", "keep-cart", "favourite", "unfavourite", "place", "x", "");
    const body = fc.oneof(
      fc.record({ kind: fc.constant("form" as const), intent, form: fc.dictionary(keys, field, { maxKeys: 8 }) }),
      fc.record({
        kind: fc.constant("raw" as const),
        type: fc.constantFrom(
          "application/json",
          "text/plain",
          "multipart/form-data; boundary=zz",
          "multipart/form-data",
          "application/x-www-form-urlencoded",
          "application/x-www-form-urlencoded; charset=utf-16",
          "",
        ),
        bytes: fc.uint8Array({ maxLength: 2000 }),
      }),
      fc.record({ kind: fc.constant("huge" as const), size: fc.integer({ min: 300_000, max: 1_000_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...actions), body, async (path, b) => {
        let res: Response;
        if (b.kind === "form") {
          const form: Record<string, string> = { ...b.form, intent: b.intent };
          if (["remove", "qty", "empty", "discard-cart", "cancel"].includes(form.intent)) form.intent = "x";
          if (path.startsWith("/account/orders/")) delete form.reason;
          res = await browser.post(path, form);
        } else if (b.kind === "raw") res = await browser.post(path, b.bytes, { "Content-Type": b.type });
        else {
          // An upload past the limit is answered 413 before it is read; the client may see the connection cut instead.
          const answer = await browser.post(path, `a=${"x".repeat(b.size)}`).catch((e: Error) => e);
          if (answer instanceof Error) return expect(String((answer.cause as { code?: string })?.code)).toMatch(/ECONNRESET|EPIPE|UND_ERR_SOCKET/);
          res = answer;
        }
        await res.arrayBuffer().catch(() => {});
        expect(res.status, `${path} ${JSON.stringify(b).slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
    const after = await accountData(request, shopper);
    expect(after.cart, "no cart line lost or changed").toEqual(expect.arrayContaining(before.cart));
    expect(after.orders, "no order lost or changed").toEqual(before.orders);
  });
});

/** The customer's cart lines (item:qty) and orders (id:status), read from the Store API itself. */
async function accountData(request: APIRequestContext, shopper: { email: string; password: string }) {
  const headers = { Accept: "application/json", "X-LANG": "en" };
  const login = await request.post("/api/login", { headers, data: { login: shopper.email, password: shopper.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const auth = { ...headers, Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const cart = await (await request.get("/api/store/cart", { headers: auth })).json();
  const orders = await (await request.get("/api/store/account/orders", { headers: auth })).json();
  return {
    cart: (cart.data.items as Array<{ item_id: number; qty: number }>).map((l) => `${l.item_id}:${l.qty}`),
    orders: (orders.data as Array<{ id: number; status: unknown }>).map((o) => `${o.id}:${JSON.stringify(o.status)}`),
  };
}
