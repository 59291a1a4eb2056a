import { expect, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { findProduct } from "./store-data";

/**
 * The header's count on a page that read the cart is that cart's (an outside tester's finding, issue 37):
 * a line added on another device, or a guest cart that expired, showed "0" (or "2") above the lines the
 * cart page listed, because the remembered count is read beside the page's own cart call.
 */
test("the cart page's header counts the lines the page shows, after a change made on another device", async ({ page }) => {
  const { shopper, token, api } = await seedCustomer(page.request, { address: false });
  await signInByPost(page.request, shopper.email, shopper.password);
  await page.goto("/?lng=ar");
  const count = page.getByRole("banner").locator(".cart-count").first();
  await expect(count).toHaveText("0");

  // Another device of the same customer adds two.
  const product = await findProduct(page.request, (p) => p.balance >= 5);
  await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 2 });

  await page.goto("/cart");
  await expect(page.getByRole("main")).not.toContainText("سلتك فارغة");
  await expect(count).toHaveText("2");
  // And the pages after it remember the count the cart answered.
  await page.goto("/");
  await expect(count).toHaveText("2");
});
