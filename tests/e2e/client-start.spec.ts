import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

test.describe("client start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "these behaviours need JavaScript");
  test.use({ serviceWorkers: "block" });

  test("keeps a device id in a first-party cookie for the server", async ({ page, context }) => {
    await page.goto("/");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "device_id")?.value).toMatch(/^[0-9a-f]{16}$/);
    const cookie = (await context.cookies()).find((c) => c.name === "device_id")!;
    expect(cookie.httpOnly).toBe(false);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86400_000);
    // The same browser computes the same id on the next page.
    await page.goto("/about");
    expect((await context.cookies()).find((c) => c.name === "device_id")?.value).toBe(cookie.value);
  });

  test("a chunk that fails to load after a deployment reloads the page, at most once a minute", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const mark = () => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    const marked = () => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
    const preloadError = () => page.evaluate(() => window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })));

    await mark();
    await Promise.all([page.waitForEvent("load"), preloadError()]);
    expect(await marked()).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem("chunk-reload-at"))).toMatch(/^\d+$/);

    await mark();
    await preloadError();
    await page.waitForTimeout(1000);
    expect(await marked(), "no second reload within the minute").toBe(true);
  });

  test("the scripts start after the first paint, and the page still hydrates and navigates on the client (decision 056)", async ({ page }) => {
    for (const path of ["/?lng=en", "/cart"]) {
      const res = await page.goto(path);
      const html = (await res?.text()) ?? "";
      expect(html.slice(0, html.indexOf("</head>")), "no script is asked for before the stylesheets and the font").not.toContain("modulepreload");
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const sheetsDone = Math.max(...resources.filter((r) => r.initiatorType === "link" && r.name.endsWith(".css")).map((r) => r.responseEnd));
        const scripts = resources.filter((r) => /\/assets\/.*\.js$/.test(r.name));
        return { sheetsDone, scripts: scripts.length, firstScript: Math.min(...scripts.map((r) => r.startTime)) };
      });
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.firstScript, "the first script request comes after the render-blocking stylesheets").toBeGreaterThanOrEqual(timing.sheetsDone);
    }
    // Client navigation: the next page comes without a document request.
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await page.goto("/pages/about?lng=en");
    await hydrated(page);
    documents.length = 0;
    const link = page.locator('footer a[href^="/"]:not([href*="about"])').first();
    const href = (await link.getAttribute("href")) ?? "";
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
    await expect(page.locator("main h1")).toBeVisible();
    expect(documents).toEqual([]);
  });

  async function hoverLogin(page: Page) {
    await hydrated(page);
    await page.locator('.t3-actions a[href="/login"]').hover();
    await page.waitForTimeout(600);
    return page.locator('link[rel="prefetch"][href*="login"]').count();
  }

  test("links prefetch on intent", async ({ page }) => {
    await page.goto("/");
    expect(await hoverLogin(page)).toBeGreaterThan(0);
  });

  test("the cart link does not prefetch: hovered then clicked, the cart is read once", async ({ page }) => {
    const cartData: string[] = [];
    page.on("request", (r) => new URL(r.url()).pathname === "/cart.data" && cartData.push(r.url()));
    await page.goto("/?lng=en");
    await hydrated(page);
    const link = page.getByRole("link", { name: /^Cart \d+:/ }).first();
    await link.hover();
    await page.waitForTimeout(600);
    // Its answer is no-store, so a prefetched copy could never serve the visit: it would be read twice.
    expect(cartData).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator("main h1")).toBeVisible();
    expect(cartData).toHaveLength(1);
  });

  for (const [name, connection] of [
    ["data saver", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`links do not prefetch with ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", {
          configurable: true,
          value: Object.assign(new EventTarget(), value),
        });
      }, connection);
      await page.goto("/");
      expect(await hoverLogin(page)).toBe(0);
    });
  }
});
