import type { Page } from "@playwright/test";
import { expect, TEMPLATES, test, urlOn } from "./fixtures";
import { mixedDirectionShopper } from "./mixed-direction-shopper";
import { addToCart, findProduct } from "./store-data";

/**
 * The cart, every checkout step, the invoice and the account pages fit a phone: nothing widens
 * the page sideways (wide tables, a long e-mail, codes), in Arabic and English.
 */

const WIDTHS = [320, 390] as const;

/**
 * Opens the page once and resizes it to each phone width (and a desktop one): the media queries
 * follow, as in layout.spec.ts. Returns the widths where it spills sideways.
 */
async function spills(page: Page, path: string, lng: "ar" | "en") {
  const out: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
  expect(new URL(page.url()).pathname, `${path} was not sent elsewhere`).toBe(path.split("?")[0]);
  for (const width of [...WIDTHS, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (wide > 0) out.push(`${path} at ${width} px: ${wide} px too wide`);
  }
  return out;
}

/** On a phone each line of a line table is a card: its cells one under another, the product's name across the card; on a desktop a table. */
async function linesAreCards(page: Page, table: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.locator(`${table} thead`)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const row = page.locator(`${table} tbody tr`).first();
  const [title, second] = [row.locator("td").nth(0), row.locator("td").nth(1)];
  const titleBox = (await title.boundingBox())!;
  const secondBox = (await second.boundingBox())!;
  expect(secondBox.y, "the cells stack").toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
  expect(titleBox.width, "the name runs across the card").toBeGreaterThan(250);
  // The header row is left for assistive technology only: one clipped pixel.
  expect((await page.locator(`${table} thead`).boundingBox())!.height).toBeLessThanOrEqual(1);
}

// Fitting is CSS: the no-js project checks it; layout.spec.ts's js subset checks that hydration keeps it.
test.beforeEach(({ javaScriptEnabled }) => test.skip(javaScriptEnabled, "layout is CSS; layout.spec.ts checks it after hydration"));

for (const lng of ["ar", "en"] as const) {
  test(`cart, checkout, invoice and account pages fit 320 and 390 px screens (${lng})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { office } = await mixedDirectionShopper(page);
    const problems: string[] = [];
    for (const path of ["/cart", "/checkout", "/checkout/shipping", "/checkout/payment", "/checkout/confirmation"]) {
      problems.push(...(await spills(page, path, lng)));
    }
    expect(problems).toEqual([]);
    await linesAreCards(page, ".checkout-lines");
    await page.getByRole("button", { name: lng === "ar" ? "تأكيد الطلب" : "Place order" }).click();
    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: lng === "ar" ? "عرض الفاتورة" : "View the invoice" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+/);
    const order = new URL(page.url()).searchParams.get("order");
    for (const path of [
      `/checkout/invoice?order=${order}`,
      "/account",
      "/account/details",
      "/account/password",
      "/account/addresses",
      `/account/addresses/${office.id}`,
      "/account/orders",
      `/account/orders/${order}`,
      "/account/favourites",
    ]) {
      problems.push(...(await spills(page, path, lng)));
    }
    expect(problems).toEqual([]);
    await page.goto(`/account/orders/${order}?lng=${lng}`);
    await linesAreCards(page, ".invoice table");
    await page.goto(`/account/orders?lng=${lng}`);
    await linesAreCards(page, ".orders-table");
  });

  test(`a guest's sign-up step of the checkout fits 320 and 390 px screens (${lng})`, async ({ page }) => {
    await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 150 && p.price <= 400));
    expect(await spills(page, "/checkout/register", lng)).toEqual([]);
  });
}

// An outside tester's 100-letter search (and a pasted link) made the results' heading 1,100 px wide on a phone.
for (const { id, port } of TEMPLATES) {
  test.describe(`template ${id}`, () => {
    test.use({ baseURL: urlOn(port) });
    test("a search for a word longer than the screen fits 320 and 390 px screens", async ({ page }) => {
      const problems: string[] = [];
      for (const q of ["سماعاتلاسلكيةبلوتوث".repeat(5), "https://www.example.com/some/very/long/pasted/link?utm=abcdefghijkl"]) {
        for (const lng of ["ar", "en"] as const) problems.push(...(await spills(page, `/search?q=${encodeURIComponent(q)}`, lng)));
      }
      expect(problems).toEqual([]);
    });
  });
}
