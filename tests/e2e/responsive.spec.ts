import { expect, test } from "./fixtures";

for (const lng of ["ar", "en"] as const) {
  test(`home fits a 320 px screen without sideways scrolling (${lng})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/?lng=${lng}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("link", { name: lng === "ar" ? /^السلة/ : /^Cart/ })).toBeVisible();
  });
}

test("the header mirrors in right-to-left: the logo sits at the right edge in Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/?lng=ar");
  const ar = await page.locator(".t3-brand").boundingBox();
  await page.goto("/?lng=en");
  const en = await page.locator(".t3-brand").boundingBox();
  expect(ar!.x).toBeGreaterThan(512);
  expect(en!.x).toBeLessThan(512);
});
