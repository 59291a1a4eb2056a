import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, OPERATOR_SECRET, PORTS, test } from "./fixtures";
import { HttpShopper } from "./http-shopper";
import { seedCustomer } from "./seed";
import { start, SERVER_JS, waitFor } from "./spawn-server";

/**
 * Every account and checkout address, read from app/routes.ts so a new page is covered
 * without touching this file, refuses a guest before its loader or action runs
 * (requireCustomer, docs/decisions/039-one-sign-in-guard.md).
 */

/** The checkout steps a guest may see: the cart and the sign-in-or-register step. */
const GUEST_STEPS = ["/checkout", "/checkout/register"];

function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const segment = (entry.path ?? "")
      .split("/")
      .filter((s) => s && !s.endsWith("?"))
      .map((s) => (s.startsWith(":") ? "1" : s))
      .join("/");
    const path = segment ? `${prefix}/${segment}` : prefix;
    const own = entry.path !== undefined || entry.index ? [path || "/"] : [];
    return [...own, ...paths(entry.children ?? [], path)];
  });
}

/**
 * The one form guests may post under these areas, the favourite toggle of cards and product
 * pages (GUEST_POSTS in app/server/http/require-customer.server.ts): its action sends them to
 * sign in and back to the product, the favourite kept in the session, not in the Store API.
 */
const GUEST_POSTS: Record<string, { form: Record<string, string | number>; back: string }> = {
  "/account/favourites": { form: { intent: "favourite", product_id: 1, product: "/shoes/a-product" }, back: "/shoes/a-product" },
};

const inArea = (path: string) => /^\/(account|checkout)(\/|$)/.test(path);
const ALL = [...new Set(paths(routes).filter(inArea))];
const GUARDED = ALL.filter((p) => !GUEST_STEPS.includes(p));

// Its own server with the operator pages on, so the Store API calls it counts are this spec's alone.
const port = PORTS.signInRequired;
const base = `http://localhost:${port}`;
const operator = { "X-Operator-Secret": OPERATOR_SECRET };

/** Store API calls the server has made since it started (the operator page's counter). */
async function upstreamCalls(): Promise<number> {
  const res = await fetch(`${base}/debugging/sub`, { headers: operator });
  const total = /data-upstream-total="(\d+)"/.exec(await res.text())?.[1];
  if (total === undefined) throw new Error("no upstream total on /debugging/sub");
  return Number(total);
}

test.describe("sign-in required", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once, in the js project");
  test.describe.configure({ mode: "serial" });

  let server: ReturnType<typeof start> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "sign-in-required-secret-0123456789abcdef",
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      PAGE_CACHE_SECONDS: "0",
      OPERATOR_SECRET,
    });
    await waitFor(`${base}/healthz`, 75_000);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test("the list from app/routes.ts has every account and checkout page", () => {
    for (const p of [
      "/account",
      "/account/details",
      "/account/orders/1",
      "/account/addresses/create",
      "/checkout/shipping",
      "/checkout/payment",
      "/checkout/confirmation",
      "/checkout/invoice",
    ]) {
      expect(GUARDED).toContain(p);
    }
    for (const p of GUEST_STEPS) expect(ALL).toContain(p);
  });

  test("a guest's GET of each page goes to sign-in and would come back", async () => {
    for (const path of GUARDED) {
      const res = await new HttpShopper(base).get(`${path}?page=2`);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(`${path}?page=2`)}`);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  test("a guest's form post to each page gets a 303 to sign-in and reaches no Store API", async () => {
    // A guest's page view of its own: the layout's Store API calls are cached from here on.
    await new HttpShopper(base).html("/login");
    const before = await upstreamCalls();
    for (const path of GUARDED) {
      const shopper = new HttpShopper(base);
      const own = GUEST_POSTS[path];
      const forms: Array<Record<string, string | number>> = own
        ? [own.form]
        : [{ intent: "delete", id: 1 }, { intent: "place", payment_method_Id: 1 }, { intent: "cancel" }];
      for (const form of forms) {
        const res = await shopper.post(path, form);
        expect(res.status, `${path} ${form.intent}`).toBe(303);
        expect(res.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(own?.back ?? path)}`);
      }
    }
    expect(await upstreamCalls(), "Store API calls while guests posted").toBe(before);
  });

  test("a guest's review post on a product page gets a 303 to sign in and back to the reviews, reaching no Store API", async () => {
    await new HttpShopper(base).html("/login");
    const before = await upstreamCalls();
    // requireCustomerToPost, the product page's route middleware: refused before the action asks for the product.
    const res = await new HttpShopper(base).post("/shoes/a-product", { rating: 5, comment: "Good" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/shoes/a-product#reviews")}`);
    expect(await upstreamCalls(), "Store API calls while a guest posted a review").toBe(before);
  });

  test("the guest steps of the checkout stay open to guests", async () => {
    const cart = await new HttpShopper(base).get("/checkout?lng=en");
    expect(cart.status).toBe(200);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
    // An empty cart sends the sign-in step back to the cart step, not to sign-in.
    const register = await new HttpShopper(base).get("/checkout/register");
    expect(register.status).toBe(302);
    expect(register.headers.get("location")).toBe("/checkout");
  });

  test("a customer's account and checkout pages are never stored or indexed, titled with the store's name", async ({ request, baseURL }) => {
    const { shopper } = await seedCustomer(request);
    const browser = new HttpShopper(baseURL!);
    expect((await browser.post("/login", { login: shopper.email, password: shopper.password })).status, "sign-in").toBe(303);
    const storeName = /<title>([^<]*)<\/title>/
      .exec(await browser.html("/about?lng=en"))![1]
      .split(" | ")
      .at(-1);
    for (const path of ["/account", "/account/details", "/account/addresses", "/checkout", "/checkout/shipping?lng=en"]) {
      const res = await browser.get(path);
      // An empty cart's steps send the customer back to the cart step: still no cache keeps the redirect.
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      if (res.status !== 200) continue;
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(new RegExp(` \\| ${storeName!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });

  test("a customer's review sent to an address that is no product is that address's 404, titled with the store's name", async ({ request, baseURL }) => {
    const { shopper } = await seedCustomer(request, { address: false });
    const browser = new HttpShopper(baseURL!);
    expect((await browser.post("/login", { login: shopper.email, password: shopper.password })).status, "sign-in").toBe(303);
    for (const path of ["/electronics/no-such-product?lng=en", "/no-such-category/no-such-product?lng=en"]) {
      const res = await browser.post(path, { rating: 5, comment: "Good" });
      expect(res.status, path).toBe(404);
      const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
      expect(title, path).toBe(/<title>([^<]*)<\/title>/.exec(await (await browser.get(path)).text())?.[1]);
      expect(title, path).toMatch(/ \| \S/);
    }
  });
});
