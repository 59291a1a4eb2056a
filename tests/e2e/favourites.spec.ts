import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { findProduct, type ProductSummary } from "./store-data";
import { escapeRegExp } from "./regexp";

let picks = 0;
/** Products in stock with a default unit, a different pair for each journey. */
async function twoProducts(page: Page, lng: "ar" | "en") {
  const pick = picks++ * 2;
  const suits = (p: ProductSummary) => p.balance >= 5 && p.default_unit_id !== null;
  return [await findProduct(page.request, suits, lng, 10 + pick), await findProduct(page.request, suits, lng, 11 + pick)];
}

/** The flash message (the search page's result count is a status too). */
const flash = (page: Page) => page.locator(".flash[role=status]");

/** A card's add-to-cart button: "Add to cart" and, for screen readers, the product's name. */
const addToCartOf = (name: string) => new RegExp(`^Add to cart ?: ${escapeRegExp(name)}$`);

const productPath = (p: ProductSummary) => `/${p.category.slug}/${p.slug}`;

/** The search page lists the product's card (search matches every term of its name). */
async function openCardOf(page: Page, p: ProductSummary, lng: "ar" | "en") {
  await page.goto(`/search?q=${encodeURIComponent(p.name)}&lng=${lng}`);
}

test.describe("favourites", () => {
  test("a customer favourites from a card and from the product page, then removes one and adds one to the cart (English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { shopper } = await seedCustomer(page.request, { address: false });
    await signInByPost(page.request, shopper.email, shopper.password);
    const [fromCard, fromPage] = await twoProducts(page, "en");

    await openCardOf(page, fromCard, "en");
    if (javaScriptEnabled) await hydrated(page);
    await page
      .getByRole("button", { name: `Add ${fromCard.name} to favourites` })
      .first()
      .click();
    await expect(flash(page)).toHaveText("Added to your favourites.");
    // The page shows the saved state (without JavaScript after the redirect back to the same search).
    await expect(page.getByRole("button", { name: `Remove ${fromCard.name} from favourites` }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=/);

    await page.goto(`${productPath(fromPage)}?lng=en`);
    if (javaScriptEnabled) await hydrated(page);
    const summary = page.locator(".product__summary");
    await summary.getByRole("button", { name: `Add ${fromPage.name} to favourites` }).click();
    await expect(flash(page)).toHaveText("Added to your favourites.");
    await expect(summary.getByRole("button", { name: `Remove ${fromPage.name} from favourites` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${productPath(fromPage)}(\\?lng=en)?$`));

    // From the account's navigation to the list.
    await page.goto("/account?lng=en");
    await page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Favourites" }).click();
    await expect(page).toHaveURL(/\/account\/favourites$/);
    await expect(page).toHaveTitle(/^Favourites \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    const list = page.locator(".favourites");
    await expect(list.locator(".product-card")).toHaveCount(2);
    await expect(list.getByRole("heading", { name: fromCard.name })).toBeVisible();
    await expect(list.getByRole("heading", { name: fromPage.name })).toBeVisible();

    if (javaScriptEnabled) await hydrated(page);
    await list.getByRole("button", { name: addToCartOf(fromCard.name) }).click();
    await expect(list.locator(".added-notice")).toContainText("Added to your cart.");
    await expect(page.getByRole("link", { name: /^Cart \d+: / })).toHaveAccessibleName("Cart 1: 1 item in your cart");

    await list.getByRole("button", { name: `Remove ${fromPage.name} from favourites` }).click();
    await expect(flash(page)).toHaveText(`“${fromPage.name}” was removed from your favourites.`);
    await expect(list.locator(".product-card")).toHaveCount(1);
    await expect(list.getByRole("heading", { name: fromPage.name })).toHaveCount(0);

    // The Store API agrees.
    await page.goto("/cart?lng=en");
    await expect(page.locator(`[data-line="${fromCard.id}-${fromCard.default_unit_id}"] .qty-value`)).toHaveText("1");
  });

  test("a guest pressing favourite on a listing signs in and comes back to that listing with it saved (Arabic)", async ({ page, javaScriptEnabled }) => {
    const { shopper } = await seedCustomer(page.request, { address: false });
    const [product] = await twoProducts(page, "ar");

    await openCardOf(page, product, "ar");
    if (javaScriptEnabled) await hydrated(page);
    // The same listing, however its query is spelled (a space as "+" or "%20").
    const listing = new URL(page.url());
    const isListing = (url: URL) => url.pathname === listing.pathname && url.searchParams.get("q") === listing.searchParams.get("q");
    // A guest's heart is a link to the sign-in page (decision 048), with JavaScript too.
    await page
      .getByRole("link", { name: `أضف ${product.name} إلى المفضلة` })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && isListing(new URL(url.searchParams.get("redirectTo") ?? "", url)));
    await expect(flash(page)).toHaveText("سجّل الدخول لحفظ المنتج في مفضلتك.");

    await page.getByLabel("البريد الإلكتروني أو رقم الهاتف").fill(shopper.email);
    await page.getByLabel("كلمة المرور").fill(shopper.password);
    await page.getByRole("button", { name: "دخول" }).click();
    // Back where the heart was pressed, as a shop does, its card's heart now full.
    await expect(page).toHaveURL(isListing);
    await expect(flash(page)).toHaveText("أهلًا بعودتك! حفظنا المنتج في مفضلتك.");
    await expect(page.getByRole("button", { name: `أزل ${product.name} من المفضلة` }).first()).toBeVisible();

    await page.goto("/account/favourites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المفضلة");
    await expect(page.locator(".favourites .product-card")).toHaveCount(1);
  });

  test("a guest's favourite goes back only to a path on this site", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "an HTTP check, run once");
    const res = await page.request.post("/account/favourites", {
      form: { intent: "favourite", product_id: "1", product: "//evil.example/x", redirectTo: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/account/favourites")}`);
  });

  test("a guest's heart link goes back only to a path on this site, and another site's link keeps no favourite", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "an HTTP check, run once");
    const res = await page.request.get(`/login?redirectTo=${encodeURIComponent("https://evil.example/")}&favourite=1`, { maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/account/favourites")}`);
    expect(res.headers()["set-cookie"] ?? "").not.toBe("");
    const crossSite = await page.request.get("/login?redirectTo=%2F&favourite=1", { maxRedirects: 0, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status()).toBe(303);
    expect(crossSite.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/")}`);
    expect(crossSite.headers()["set-cookie"]).toBeUndefined();
  });
});
