import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { addToCart, findProduct, type ProductSummary } from "./store-data";

const lineOf = (page: Page, p: Pick<ProductSummary, "id" | "default_unit_id">) => page.locator(`[data-line="${p.id}-${p.default_unit_id}"]`);

// Products well in stock, each test its own, away from the first ones other journeys take.
let picks = 0;
const inStock = (page: Page, lng: "ar" | "en") => findProduct(page.request, (p) => p.balance >= 20 && p.default_unit_id !== null, lng, 40 + picks++);

/** An Arabic product page whose quantity box the shopper has emptied, ready to type in. */
async function emptyQuantityBox(page: Page, javaScriptEnabled: boolean) {
  const product = await inStock(page, "ar");
  await page.goto(`/${product.category.slug}/${product.slug}?lng=ar`);
  // With JavaScript the form posts through a fetcher: wait for it rather than race hydration.
  if (javaScriptEnabled) await hydrated(page);
  const quantity = page.getByLabel("الكمية", { exact: true });
  await quantity.clear();
  return { product, quantity };
}

test.describe("quantities as shoppers type them (app/lib/quantity.ts)", () => {
  test("an Arabic shopper types ٣ in the product page's quantity box and the cart holds 3", async ({ page, javaScriptEnabled }) => {
    const { product, quantity } = await emptyQuantityBox(page, javaScriptEnabled);
    // Typed key by key, as an Arabic keyboard sends it (a number box would have kept nothing).
    await quantity.pressSequentially("٣");
    await expect(quantity).toHaveValue("٣");
    await page.getByRole("button", { name: "أضف إلى السلة", exact: true }).click();
    await expect(page.locator(".product .added-notice")).toContainText("تمت الإضافة إلى السلة.");

    await page.goto("/cart?lng=ar");
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("3");
  });

  test("a quantity the cart refuses is said by the button and stays in the box as the shopper typed it", async ({ page, javaScriptEnabled }) => {
    const { product, quantity } = await emptyQuantityBox(page, javaScriptEnabled);
    // A zero passes the box's own pattern (only digits): the refusal is the shop's, in its words.
    await quantity.pressSequentially("٠");
    await page.getByRole("button", { name: "أضف إلى السلة", exact: true }).click();
    await expect(page.locator(".product .added-notice")).toContainText("أدخل كمية من 1 إلى 999");
    // Without JavaScript the page came back from the cart's redirect: the box holds what was typed, not 1.
    await expect(quantity).toHaveValue("٠");
    // The browser's own refusal (a letter, a sign) would say the shop's words too.
    await expect(quantity).toHaveAttribute("title", "أدخل كمية من 1 إلى 999");
    // A screen reader hears the box is wrong, and why.
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(quantity).toHaveAccessibleDescription(/أدخل كمية من 1 إلى 999/);
    // Without JavaScript the page came back with the focus in the box to mend; with it, on the button pressed.
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "أضف إلى السلة", exact: true })).toBeFocused();
    else await expect(quantity).toBeFocused();
    await page.goto("/cart?lng=ar");
    await expect(lineOf(page, product)).toHaveCount(0);
  });

  test("qty=0x10, 1e3 or +3 posted straight to the cart is refused with the quantity message (English)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "a curl-like check, run once");
    const product = await inStock(page, "en");
    await addToCart(page.request, product, 1);
    const fields = { item_id: String(product.id), unit_id: String(product.default_unit_id) };
    for (const [intent, qty] of [
      ["add", "0x10"],
      ["qty", "0x10"],
      ["add", "1e3"],
      ["qty", "+3"],
    ]) {
      const res = await page.request.post("/cart", { form: { intent, ...fields, qty }, maxRedirects: 0 });
      expect(res.status(), `${intent} ${qty}`).toBe(303);
      await page.goto("/cart?lng=en");
      await expect(page.locator(".flash[role=status]"), `${intent} ${qty}`).toHaveText("Enter a quantity from 1 to 999");
      await expect(lineOf(page, product).locator(".qty-value")).toHaveText("1");
    }
    // The same change in Arabic digits is a quantity like any other.
    await page.request.post("/cart", { form: { intent: "qty", ...fields, qty: "٢" }, maxRedirects: 0 });
    await page.goto("/cart?lng=en");
    await expect(page.locator(".flash[role=status]")).toHaveText("Quantity updated.");
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("2");
  });
});
