import { expect, hydrated, test } from "./fixtures";
import { addToCart, findProduct } from "./store-data";

/**
 * Success notices close after 3,000 ms with JavaScript (spec §8), the add to cart's too (issue 41).
 * The page's clock is Playwright's: time moves only when the test says, so nothing here waits.
 */
test.describe("success notices close", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript nothing closes them: they stay until the next page");

  test("the add to cart's notice closes after 3,000 ms, announced while it shows, and waits while the shopper is on its link", async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.balance > 5 && p.default_unit_id !== null, "en", 7);
    await page.clock.install();
    await page.goto(`/${product.category.slug}/${product.slug}?lng=en`);
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 10_000);
    const form = page.getByRole("form", { name: "Buy" });
    const notice = form.locator(".added-notice");
    const add = form.getByRole("button", { name: "Add to cart" });

    // The product page's confirmation is a sheet naming the product, with "View cart" and "Checkout" (decision 073).
    const message = notice.locator(".added-notice__message");
    await add.click();
    // The sheet scrolls into view and may come under a still pointer, which would hold it open: the pointer moves off.
    await page.mouse.move(0, 0);
    await expect(message).toHaveText("Added to your cart.");
    await expect(notice.getByRole("link", { name: "View cart" })).toBeVisible();
    await expect(notice).toHaveAttribute("role", "status");
    await page.clock.runFor(2_900);
    await expect(message).toHaveText("Added to your cart.");
    await page.clock.runFor(200);
    await expect(form.getByText("Added to your cart.")).toHaveCount(0);

    // On its link the notice stays however long the shopper takes; leaving gives it its 3 s again.
    await add.click();
    await page.mouse.move(0, 0);
    const link = notice.getByRole("link", { name: "View cart" });
    await expect(link).toBeVisible();
    await link.focus();
    await page.clock.runFor(10_000);
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    await add.focus();
    await page.clock.runFor(2_900);
    await expect(link).toBeVisible();
    await page.clock.runFor(200);
    await expect(form.getByText("Added to your cart.")).toHaveCount(0);
    // Time flows again for the accessibility audit after the test.
    await page.clock.resume();
  });

  test("the page's success message closes after 3,000 ms; a refusal stays", async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.balance >= 2 && p.balance <= 5);
    await addToCart(page.request, product, product.balance - 1);
    await page.clock.install();
    await page.goto("/cart?lng=en");
    await hydrated(page);
    await page.clock.pauseAt(Date.now() + 10_000);
    const line = page.locator(`[data-line="${product.id}-${product.default_unit_id}"]`);
    const message = page.locator(".flash[role=status]");

    await line.getByRole("button", { name: /Increase/ }).click();
    await expect(message).toHaveText("Quantity updated.");
    await page.clock.runFor(2_900);
    await expect(message).toHaveText("Quantity updated.");
    await page.clock.runFor(200);
    await expect(message).toHaveCount(0);

    await line.getByRole("button", { name: /Increase/ }).click();
    await expect(message).toHaveText(`Your cart already holds all ${product.balance} in stock.`);
    await page.clock.runFor(10_000);
    await expect(message).toHaveText(`Your cart already holds all ${product.balance} in stock.`);
    await page.clock.resume();
  });
});
