import { expect, test } from "./fixtures";

const FONT = "IBM Plex Sans Arabic";

/** The self-hosted Arabic web font (issue 21): every template's text, preloaded on Arabic pages, cached a year. */
test.describe("web font", () => {
  test("an Arabic page uses the font once it has loaded", async ({ page }) => {
    await page.goto("/?lng=ar");
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith(`"${FONT}"`)).toBe(true);
    const loaded = await page.evaluate(async (font) => {
      await document.fonts.ready;
      return document.fonts.check(`16px "${font}"`, "مرحبا");
    }, FONT);
    expect(loaded).toBe(true);
  });

  test("Arabic pages preload the Arabic file; the file is long-cached woff2", async ({ page, request }) => {
    await page.goto("/?lng=ar");
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("type", "font/woff2");
    await expect(preload).toHaveAttribute("crossorigin", "anonymous");
    const href = (await preload.getAttribute("href"))!;
    expect(href).toMatch(/^\/assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/max-age=31536000/);
    expect(response.headers()["cache-control"]).toContain("immutable");
    // The page's stylesheet names the same file, so the preload is not a second download.
    const css = await page.evaluate(() => [...document.styleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join("\n")).join("\n"));
    expect(css).toContain(href);

    await page.goto("/?lng=en");
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });
});
