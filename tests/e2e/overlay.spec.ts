import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** Holds the next page's data request until the returned function is called. */
async function slowDown(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const loginLink = (page: Page) => page.locator('.t3-actions a[href="/login"]');

test.describe("loading overlay", () => {
  // page.route does not see requests a service worker handles; these tests do not need one.
  test.use({ serviceWorkers: "block" });

  test("is never in the server's HTML and never shows without JavaScript", async ({ page, request, javaScriptEnabled }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("loading-overlay");
    test.skip(javaScriptEnabled, "the no-JS half");
    await page.goto("/");
    await loginLink(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator(".loading-overlay")).toHaveCount(0);
  });

  test("a slow navigation shows the deal images in turn until the page has loaded", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the overlay needs JavaScript");
    await page.goto("/");
    await hydrated(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    const overlay = page.locator(".loading-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute("aria-busy", "true");
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 4; i++) {
      seen.add((await overlay.locator("img").getAttribute("src")) ?? "");
      await page.waitForTimeout(150);
    }
    expect([...seen].sort()).toEqual(["/deals/deal-1.svg", "/deals/deal-2.svg", "/deals/deal-3.svg", "/deals/deal-4.svg"]);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(overlay).toHaveCount(0);
  });

  test("stops when told to, and the page still arrives", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the overlay needs JavaScript");
    await page.goto("/?lng=en");
    await hydrated(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    const overlay = page.locator(".loading-overlay");
    await expect(overlay).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(overlay).toHaveCount(0);
    await page.waitForTimeout(400);
    await expect(overlay).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("with reduced motion it shows one still image", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the overlay needs JavaScript");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    const image = page.locator(".loading-overlay img");
    await expect(image).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await expect(image).toHaveAttribute("src", "/deals/deal-1.svg");
      await page.waitForTimeout(200);
    }
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});
