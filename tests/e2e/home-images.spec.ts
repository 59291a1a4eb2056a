import type { Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";

/**
 * The home page's pictures on a phone (decision 088, an outside tester's finding): what the first
 * screen shows loads at once, the first product card's picture (the page's largest) ahead of every
 * other, and what is far below waits to be scrolled near and is decoded off the page's main work.
 * Every store template, both languages, with and without JavaScript (the two projects).
 */

const TEMPLATES = [
  { name: "template 1", port: PORTS.template1 },
  { name: "template 2", port: PORTS.template2 },
  { name: "template 3", port: PORTS.main },
] as const;

const SCREEN = { width: 390, height: 844 };

interface Picture {
  src: string;
  loading: string;
  fetchPriority: string | null;
  decoding: string;
  onScreen: boolean;
  farBelow: boolean;
  firstCard: boolean;
  shown: boolean;
}

function pictures(page: Page): Promise<Picture[]> {
  return page.evaluate(() => {
    const firstCard = document.querySelector("main .product-card img");
    return [...document.querySelectorAll<HTMLImageElement>("main img")].map((img) => {
      const r = img.getBoundingClientRect();
      return {
        src: img.getAttribute("src") ?? "",
        loading: img.getAttribute("loading") ?? "eager",
        fetchPriority: img.getAttribute("fetchpriority"),
        decoding: img.getAttribute("decoding") ?? "auto",
        // Any part of it inside the screen, a row's last tile showing only its edge included.
        onScreen: r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth,
        farBelow: r.top > 2 * window.innerHeight,
        firstCard: img === firstCard,
        shown: img.complete && img.naturalWidth > 0,
      };
    });
  });
}

for (const template of TEMPLATES) {
  for (const lng of ["ar", "en"] as const) {
    test(`home pictures on a phone load by where they are, ${template.name}, ${lng}`, async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize(SCREEN);
      const response = await page.goto(urlOn(template.port, `/?lng=${lng}`));
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await hydrated(page);
      const all = await pictures(page);

      const onScreen = all.filter((p) => p.onScreen);
      // The category shortcuts and the first product cards, at least.
      expect(onScreen.filter((p) => p.src.includes("/cat-")).length, "shortcut pictures on the first screen").toBeGreaterThanOrEqual(4);
      expect(onScreen.filter((p) => p.firstCard)).toHaveLength(1);
      for (const p of onScreen) expect(p.loading, `${p.src} is on the first screen`).toBe("eager");

      // One picture asked for first: the first card's, which the shopper sees whole.
      const first = all.filter((p) => p.fetchPriority === "high");
      expect(first.map((p) => p.src)).toEqual(all.filter((p) => p.firstCard).map((p) => p.src));
      await expect.poll(async () => (await pictures(page)).find((p) => p.firstCard)?.shown, { message: "the first card's picture shows" }).toBe(true);

      const below = all.filter((p) => p.farBelow);
      expect(below.length, "pictures far below the first screen").toBeGreaterThan(0);
      for (const p of below) {
        expect(p.loading, `${p.src} is far below`).toBe("lazy");
        expect(p.decoding, `${p.src} is far below`).toBe("async");
      }
    });
  }
}
