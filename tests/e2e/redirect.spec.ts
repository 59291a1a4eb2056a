import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { newShopper } from "./auth-fixtures";
import { fillRegistration } from "./register-form";
import { seedCustomer } from "./seed";
import { findProduct, type ProductSummary } from "./store-data";
import { DOT_SEGMENT_EVIL } from "./redirect-payloads";

/**
 * Issue #19 §2 as a shopper's browser meets it, with and without JavaScript: a redirectTo that
 * normalises to "//evil.example" (a crafted sign-in link, or a form's hidden field) never takes
 * the browser off the store. On the security server: its own rate-limit counters.
 */
const BASE = urlOn(PORTS.security);
const ORIGIN = new URL(BASE).origin;
test.use({ baseURL: BASE });

const flash = (page: Page) => page.locator(".flash[role=status]");

/**
 * Each browser walks every other payload (the js project the even ones, the no-js project the odd
 * ones), so each payload still meets a real browser at every sink once a run; security.spec.ts
 * posts every payload to every sink over HTTP in both.
 */
const payloadsFor = (javaScriptEnabled: boolean) => DOT_SEGMENT_EVIL.filter((_, i) => i % 2 === (javaScriptEnabled ? 0 : 1));
const productPath = (p: ProductSummary) => `/${p.category.slug}/${p.slug}`;

/** The browser is on this store at `path` (path and query; a fragment aside). */
async function expectOnStore(page: Page, path: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.origin}${url.pathname}${url.search}`;
    })
    .toBe(`${ORIGIN}${path}`);
}

/** Puts the attacker's value into a form's hidden field, as a tampered page or a crafted post would. */
async function tamper(form: Locator, name: string, value: string) {
  await form.locator(`input[name="${name}"]`).evaluate((input, v) => ((input as HTMLInputElement).value = v), value);
}

test.describe("redirects stay on the store", () => {
  test("signing in from a crafted link with a dot-segment redirectTo ends on the store (English)", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const { shopper } = await seedCustomer(page.request, { address: false });
    for (const evil of payloadsFor(javaScriptEnabled)) {
      await page.goto(`/login?lng=en&redirectTo=${encodeURIComponent(evil)}`);
      // Not even echoed: the form carries only a path on this site (the attacker helper's finding 7).
      await expect(page.locator('main input[name="redirectTo"]'), evil).toHaveValue("");
      await expect(page.getByRole("link", { name: "Create an account" }), evil).toHaveAttribute("href", "/register");
      await page.getByLabel("Email or phone number").fill(shopper.email);
      await page.getByLabel("Password").fill(shopper.password);
      await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
      await expectOnStore(page, "/account");
      await expect(flash(page), evil).toHaveText("Welcome back!");
      await page.context().clearCookies();
    }
  });

  test("registering from a crafted link with a dot-segment redirectTo ends on the store (English)", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    // Twenty registrations a minute per address: a few payloads for each project.
    for (const evil of DOT_SEGMENT_EVIL.filter((_, i) => i % 3 === (javaScriptEnabled ? 0 : 1))) {
      await fillRegistration(page, newShopper(), "en", { redirectTo: evil });
      // The link's hostile redirectTo is dropped on the way in: the new customer lands where any does.
      await expectOnStore(page, "/account/details");
      await expect(flash(page), evil).toHaveText("Your account is ready. Verify your mobile number.");
      await page.context().clearCookies();
    }
  });

  /** Each form on a product page whose hidden redirectTo an attacker could set, and where the shopper must end. */
  const SINKS = [
    {
      name: "add to cart",
      form: (page: Page) =>
        page
          .locator("form")
          .filter({ has: page.getByRole("button", { name: "Add to cart", exact: true }) })
          .first(),
      fields: ["redirectTo"],
      button: { name: "Add to cart", exact: true },
      fill: async () => {},
      message: /^Added to your cart\.( View cart)?$/,
      // With JavaScript the answer is said in the add sheet beside the button only (decision 073).
      said: (page: Page, js: boolean) => (js ? page.locator(".purchase .added-notice--sheet .added-notice__message") : flash(page)),
      // With JavaScript the answer is data and the page stays; without it, the cart is the fallback.
      landing: (js: boolean, path: string) => (js ? path : "/cart"),
    },
    {
      name: "newsletter",
      form: (page: Page) => page.locator("#newsletter"),
      fields: ["redirectTo"],
      button: { name: "Subscribe", exact: true },
      fill: (form: Locator) => form.getByPlaceholder("Your email").fill(`n${Date.now()}@example.com`),
      // Five a minute per address: later posts are refused, and still come back to the store.
      message: /^(You are subscribed to the newsletter\.|Too many attempts\. Wait a minute and try again\.)$/,
      // Said inside the newsletter form, where the shopper is (decision 047).
      said: (page: Page) => page.locator("#newsletter [role=status]"),
      landing: (js: boolean, path: string) => (js ? path : "/"),
    },
  ];

  // A guest's heart is a link to the sign-in page naming the product (decision 048); its
  // redirectTo is the favourite's way back, tampered here as a crafted link would be.
  test("a guest's heart with a dot-segment redirectTo keeps the shopper on the store (English)", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(90_000);
    const product = await findProduct(page.request, (p) => p.balance >= 20 && p.default_unit_id !== null, "en");
    const path = `${productPath(product)}?lng=en`;
    for (const evil of payloadsFor(javaScriptEnabled)) {
      await page.goto(path);
      if (javaScriptEnabled) await hydrated(page);
      const heart = page.getByRole("link", { name: /to favourites$/ }).first();
      const href = new URL((await heart.getAttribute("href")) ?? "", ORIGIN);
      href.searchParams.set("redirectTo", evil);
      await heart.evaluate((a, h) => a.setAttribute("href", h), `${href.pathname}${href.search}`);
      await heart.click();
      await expect(flash(page), evil).toContainText(/^Sign in to save the product in your favourites\.$/);
      await expectOnStore(page, `/login?redirectTo=${encodeURIComponent("/account/favourites")}`);
    }
  });

  for (const sink of SINKS) {
    test(`the ${sink.name} form with a dot-segment redirectTo keeps the shopper on the store (English)`, async ({ page, javaScriptEnabled }) => {
      test.setTimeout(90_000);
      const product = await findProduct(page.request, (p) => p.balance >= 55 && p.default_unit_id !== null, "en");
      const path = `${productPath(product)}?lng=en`;
      for (const [i, evil] of payloadsFor(javaScriptEnabled).entries()) {
        await page.goto(path);
        if (javaScriptEnabled) await hydrated(page);
        const form = sink.form(page);
        for (const field of sink.fields) await tamper(form, field, evil);
        await sink.fill(form);
        // Another quantity each time: the same press again within seconds is the same add (decision 085).
        // 1 to 5: the five adds take 15 of the 55 or more in stock.
        if (sink.name === "add to cart") await form.getByLabel("Quantity").fill(String(i + 1));
        await form.getByRole("button", sink.button).click();
        const said = "said" in sink && sink.said ? sink.said(page, javaScriptEnabled) : flash(page);
        await expect(said, `${sink.name} ${evil}`).toContainText(sink.message);
        await expectOnStore(page, sink.landing(javaScriptEnabled, path));
      }
    });
  }
});
