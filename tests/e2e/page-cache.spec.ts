import type { Page, Response } from "@playwright/test";
import { test, expect, hydrated, PORTS, urlOn } from "./fixtures";

/**
 * The page micro-cache (decision 022) on its own server (the others run with it off): an
 * anonymous visitor's second view is a copy, yet every copy has its own CSP nonce and its own
 * add-to-cart key; shoppers with a cart or a session always get their own render.
 */
const PRODUCT = "/kitchen-tools/cookware-set";
const at = (path: string) => urlOn(PORTS.pageCache, path);

/** A URL of its own per test and project, so parallel runs do not share entries. */
let n = 0;
const fresh = (path: string, project: string) => `${path}${path.includes("?") ? "&" : "?"}pc=${project}-${Date.now()}-${++n}`;

async function view(page: Page, url: string, javaScript: boolean) {
  const res = (await page.goto(url)) as Response;
  if (javaScript) await hydrated(page);
  const csp = res.headers()["content-security-policy"] ?? "";
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await res.text();
  const keys = [...new Set(html.match(/add:[0-9a-f-]{36}/g) ?? [])];
  return { cache: res.headers()["x-page-cache"] ?? null, nonce, html, keys, res };
}

test("an anonymous visitor's second view is a copy with a fresh nonce and form key", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const url = at(fresh(PRODUCT, testInfo.project.name));
  const first = await view(page, url, js);
  expect(first.cache).toBe("miss");
  const second = await view(page, url, js);
  expect(second.cache).toBe("hit");
  expect(second.res.headers()["cache-control"]).toBe("private, no-cache");
  expect(second.res.headers()["x-page-cacheable"]).toBeUndefined();

  // The nonce is this response's own, the one its CSP names, on every script of the page.
  expect(second.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).not.toContain(first.nonce!);
  const nonces = [...second.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([second.nonce]));

  // One key per copy, the same in the form the browser submits.
  expect(second.keys).toHaveLength(1);
  expect(second.keys[0]).not.toBe(first.keys[0]);
  await expect(page.locator('form.purchase input[name="key"]')).toHaveValue(second.keys[0]);
  const third = await view(page, url, js);
  expect(third.cache).toBe("hit");
  expect(third.keys[0]).not.toBe(second.keys[0]);
});

test("languages and currencies are cached apart", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const path = fresh("/electronics", testInfo.project.name);
  // A returning visitor's preference cookies (choosing a currency also starts a session, which is never shared).
  const prefer = (cookies: Record<string, string>) =>
    page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: at("/") })));

  await prefer({ lng: "en" });
  expect((await view(page, at(path), js)).cache).toBe("miss");
  expect((await view(page, at(path), js)).cache).toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await prefer({ currency: "USD" });
  expect((await view(page, at(path), js)).cache).toBe("miss");
  expect((await view(page, at(path), js)).cache).toBe("hit");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("select[name=currency]")).toHaveValue("USD");

  await page.context().clearCookies();
  expect((await view(page, at(path), js)).cache).toBe("miss");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("select[name=currency]")).not.toHaveValue("USD");
});

test("a shopper with a cart or a session never gets a copy", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const url = at(fresh(PRODUCT, testInfo.project.name));
  await view(page, url, js);
  expect((await view(page, url, js)).cache).toBe("hit");

  // Adding to the cart gives this browser a cart cookie.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")),
    page.locator("form.purchase button[type=submit]").click(),
  ]);
  await expect(page.locator(".cart-count").first()).toHaveText("1");
  const withCart = await view(page, url, js);
  expect(withCart.cache).toBeNull();

  await page.context().clearCookies();
  const login = await page.request.post(at("/login"), {
    form: { login: "demo@oasis-store.example", password: "Demo#2026pass" },
    headers: { Origin: at("").replace(/\/$/, "") },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const signedIn = await view(page, url, js);
  expect(signedIn.cache).toBeNull();
  await expect(page.locator('a[href="/login"]')).toHaveCount(0);
});
