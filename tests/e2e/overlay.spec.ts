import type { Page } from "@playwright/test";
import { behavioursLive, expect, test } from "./fixtures";

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
const bar = (page: Page) => page.getByRole("progressbar");

/** The loading bar (decision 041): spec §4's loading overlay, as a strip that blocks nothing. */
test.describe("loading bar", () => {
  // page.route does not see requests a service worker handles; these tests do not need one.
  test.use({ serviceWorkers: "block" });

  test("is never in the server's HTML and never shows without JavaScript", async ({ page, request, javaScriptEnabled }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("loading-bar");
    test.skip(javaScriptEnabled, "the no-JS half");
    await page.goto("/");
    await loginLink(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bar(page)).toHaveCount(0);
  });

  test("a slow navigation shows a labelled bar along the top, announced politely, until the page has loaded", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the bar needs JavaScript");
    await page.goto("/");
    await behavioursLive(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toHaveAccessibleName("جارٍ التحميل…");
    await expect(page.locator('[aria-live="polite"]', { hasText: "جارٍ التحميل…" })).toHaveCount(1);
    const box = (await bar(page).boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThanOrEqual(6);
    expect(box.width).toBe(page.viewportSize()!.width);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bar(page)).toHaveCount(0);
  });

  test("never blocks a click: another link still works while a page loads", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the bar needs JavaScript");
    await page.goto("/?lng=en");
    await behavioursLive(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    await expect(bar(page)).toBeVisible();
    // Right under the bar is the page, not the bar.
    const underBar = await page.evaluate(() => document.elementFromPoint(window.innerWidth / 2, 2)?.closest(".loading-bar") ?? null);
    expect(underBar).toBeNull();
    await page.getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    release();
  });

  test("grows from the inline start: the right edge in Arabic, the left in English", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the bar needs JavaScript");
    for (const lng of ["ar", "en"] as const) {
      await page.goto(`/?lng=${lng}`);
      await behavioursLive(page);
      const release = await slowDown(page, "**/login.data*");
      await loginLink(page).click();
      const fill = (await page.locator(".loading-bar__fill").boundingBox())!;
      const width = page.viewportSize()!.width;
      if (lng === "ar") expect(Math.round(fill.x + fill.width)).toBe(width);
      else expect(fill.x).toBe(0);
      expect(fill.width).toBeLessThan(width);
      release();
      await expect(page).toHaveURL(/\/login$/);
      await page.unroute("**/login.data*");
    }
  });

  test("stops when told to, and the page still arrives", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the bar needs JavaScript");
    await page.goto("/?lng=en");
    await behavioursLive(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    await expect(bar(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bar(page)).toHaveCount(0);
    await page.waitForTimeout(400);
    await expect(bar(page)).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("with reduced motion it is a still, full strip", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the bar needs JavaScript");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await behavioursLive(page);
    const release = await slowDown(page, "**/login.data*");
    await loginLink(page).click();
    const fill = page.locator(".loading-bar__fill");
    await expect(fill).toBeVisible();
    await expect(fill).toHaveCSS("animation-name", "none");
    expect((await fill.boundingBox())!.width).toBe(page.viewportSize()!.width);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});
