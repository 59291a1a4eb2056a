import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";

/**
 * The demo's pictures are WebP images, not SVG documents (decision 092): on a phone's home page in
 * Arabic every catalogue picture the browser fetches answers `image/webp` and decodes at the size it
 * asked for; the store logo is the one SVG left. With and without JavaScript (the two projects).
 */
test("a phone's home page shows its pictures as WebP, the logo alone as SVG", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const types = new Map<string, string>();
  page.on("response", (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith("/api/media/") && res.status() === 200) types.set(path, res.headers()["content-type"] ?? "");
  });
  const response = await page.goto(urlOn(PORTS.main, "/?lng=ar"));
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await hydrated(page);

  const firstCard = page.locator("main .product-card img").first();
  await expect.poll(() => firstCard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The file the browser chose for this screen is a picture of that size (an <img>'s
  // own naturalWidth is divided by the srcset's density, so the file is decoded on its own).
  const currentSrc = await firstCard.evaluate((img: HTMLImageElement) => img.currentSrc);
  const [, asked] = /\/api\/media\/(\d+)x\d+\/[\w.-]+\.webp/.exec(currentSrc) ?? [];
  expect(asked, currentSrc).toBeDefined();
  const decoded = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, currentSrc);
  expect(decoded).toEqual([Number(asked), Number(asked)]);

  await expect.poll(() => types.size).toBeGreaterThanOrEqual(6);
  // The logo (and the favicon, where the browser asks for it) stay vector; everything else is WebP.
  const vector = /\/(logo|favicon)\.svg$/;
  expect([...types.keys()].filter((path) => vector.test(path))).toContainEqual(expect.stringMatching(/\/logo\.svg$/));
  for (const [path, type] of types) {
    if (vector.test(path)) expect(type, path).toMatch(/^image\/svg\+xml/);
    else expect(`${path} ${type}`).toMatch(/\.webp image\/webp$/);
  }
});
