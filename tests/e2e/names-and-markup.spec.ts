import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { DEMO_CUSTOMER, seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct, products, type ProductSummary } from "./store-data";

/**
 * Issue 41, points 6–8: markup the Nu HTML Checker accepts (npm run test:html checks every page;
 * these pin each fix where a shopper meets it), names that hold what is shown (WCAG 2.5.3), and a
 * currency choice that changes nothing until it is sent (WCAG 3.2.2).
 */

/** A product whose page shows thumbnails (more than one image). */
async function productWithImages(request: APIRequestContext, lng: "ar" | "en") {
  for (const p of await products(request, lng)) {
    const res = await request.get(`/api/store/products/${p.slug}`, { headers: { "X-LANG": lng } });
    const images: unknown[] = (await res.json()).data.images ?? [];
    if (images.length > 1) return p;
  }
  throw new Error("no product in the demo data has two images");
}

const cartLine = (page: Page, p: Pick<ProductSummary, "id" | "default_unit_id">) => page.locator(`[data-line="${p.id}-${p.default_unit_id}"]`);

test.describe("valid markup where the checker found errors (issue 41, point 6)", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "served markup: checked once, in the no-js project");
  });

  test("the gender radios are required choices without a pattern, on /register and /account/details", async ({ page }) => {
    await page.goto("/register?lng=en");
    const radios = page.getByRole("group", { name: "Gender" }).getByRole("radio");
    await expect(radios).toHaveCount(2);
    for (const radio of await radios.all()) {
      await expect(radio).not.toHaveAttribute("pattern");
      await expect(radio).toHaveAttribute("required");
    }
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    await page.goto("/account/details?lng=en");
    for (const radio of await page.getByRole("group", { name: "Gender" }).getByRole("radio").all()) await expect(radio).not.toHaveAttribute("pattern");
  });

  test("the one-line detailed address asks for address-line1, not the multi-line street-address", async ({ page }) => {
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    await page.goto("/account/addresses/create?lng=en");
    await expect(page.getByLabel("Detailed address")).toHaveAttribute("autocomplete", "address-line1");
  });

  test("a cart line says its struck-out price and its quantity in hidden text, not with labels on a del or a span", async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.discount > 0 && p.balance >= 2 && p.default_unit_id !== null);
    await addToCart(page.request, product, 1);
    await page.goto("/cart?lng=en");
    const line = cartLine(page, product);
    const was = line.locator("del");
    await expect(was).not.toHaveAttribute("aria-label");
    await expect(was).toContainText("Price before discount:");
    await expect(was.locator(".visually-hidden")).toHaveText("Price before discount: ");
    const quantity = line.locator(".qty-value");
    await expect(quantity).toHaveText("1");
    await expect(quantity).not.toHaveAttribute("aria-label");
    await expect(line.locator(".qty-stepper")).toContainText("Quantity: 1");
  });

  test("favourites go from the page's h1 to h2 cards, skipping no level", async ({ page }) => {
    const { shopper, token, api } = await seedCustomer(page.request, { address: false });
    const product = await findProduct(page.request, (p) => p.balance >= 1);
    await api("POST", "store/account/favourites", token, { product_id: product.id });
    await signInByPost(page.request, shopper.email, shopper.password);
    await page.goto("/account/favourites?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    await expect(page.getByRole("heading", { level: 2, name: product.name })).toBeVisible();
    await expect(page.locator("main h3")).toHaveCount(0);
  });

  test("a refused registration focuses one control: a single autofocus, on the first problem", async ({ page }) => {
    const res = await page.request.post("/register?lng=en", { form: { first_name: "", email: "not-an-email", gender: "" }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    const html = await res.text();
    expect(html.match(/ autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(/<input id="[^"]+-first_name"[^>]* autofocus=""/);
  });
});

test.describe("names hold what is shown (issue 41, point 7; WCAG 2.5.3)", () => {
  // One load of each language's home for both checks: each test loaded both homes of its own.
  test("the language button is named by the language it shows; the hint describes it; the cart link's name starts with the word and count it shows", async ({
    page,
  }) => {
    const cartName = async (name: string) => {
      const cart = page.getByRole("banner").locator('a[href="/cart"]');
      await expect(cart).toHaveAccessibleName(name);
      const shown = (await cart.innerText()).replace(/\s+/g, " ").trim();
      expect(name.startsWith(shown), `"${name}" starts with what the link shows, "${shown}"`).toBe(true);
    };

    await page.goto("/?lng=ar");
    await test.step("the language button is named by the language it shows; the hint describes it (Arabic)", async () => {
      const english = page.getByRole("button", { name: "English", exact: true }).first();
      await expect(english).toHaveText("English");
      await expect(english).toHaveAccessibleDescription("التبديل إلى الإنجليزية");
    });
    await test.step("the cart link's name starts with the word and count it shows (Arabic)", () => cartName("السلة 0: السلة فارغة"));

    await page.goto("/?lng=en");
    await test.step("the language button is named by the language it shows; the hint describes it (English)", async () => {
      const arabic = page.getByRole("button", { name: "العربية", exact: true }).first();
      await expect(arabic).toHaveAccessibleDescription("Switch to Arabic");
    });
    await test.step("the cart link's name starts with the word and count it shows (English)", () => cartName("Cart 0: Your cart is empty"));
  });

  test("product thumbnails are named after the product, image by image", async ({ page }) => {
    for (const lng of ["en", "ar"] as const) {
      const product = await productWithImages(page.request, lng);
      await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
      const thumbs = page.locator(".gallery__thumbs a");
      await expect(thumbs.first()).toHaveAccessibleName(lng === "en" ? `${product.name}, image 1` : `${product.name}، الصورة 1`);
      await expect(thumbs.nth(1)).toHaveAccessibleName(lng === "en" ? `${product.name}, image 2` : `${product.name}، الصورة 2`);
    }
  });
});

test.describe("choosing a currency changes nothing until it is sent (issue 41, point 8; WCAG 3.2.2)", () => {
  for (const path of ["/", "/search?q=phone", "/cart", "/no-such-page-here"]) {
    test(`on ${path}, the option alone keeps the page; the Change button sends it`, async ({ page, javaScriptEnabled }) => {
      const response = await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=en`);
      expect(response?.status()).toBe(path.startsWith("/no-such") ? 404 : 200);
      if (javaScriptEnabled) await hydrated(page);
      const before = page.url();
      let loads = 0;
      page.on("framenavigated", (frame) => frame === page.mainFrame() && loads++);
      const currency = page.getByLabel("Currency");
      await currency.selectOption("USD");
      const change = page.getByRole("button", { name: "Change" });
      await expect(change).toBeVisible();
      // The choice is still only on screen: no load, the address as it was.
      await expect(currency).toHaveValue("USD");
      expect(page.url()).toBe(before);
      expect(loads).toBe(0);
      await change.click();
      await expect(page).toHaveURL(/currency=USD/);
      await expect(page.getByLabel("Currency")).toHaveValue("USD");
    });
  }
});
