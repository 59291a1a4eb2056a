import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { products } from "./store-data";
import { namespaces } from "../../app/locales/ar";
import { namespaces as en } from "../../app/locales/en";

const FONT = "IBM Plex Sans Arabic";

/** The self-hosted Arabic web font (issue 21): every template's text, preloaded on Arabic pages, cached a year. */
test.describe("web font", () => {
  // One load of the Arabic home for both: each was a test's start and a page load of its own.
  test("an Arabic page uses the font once it has loaded; Arabic pages preload the four faces they draw; each is long-cached woff2 and the page uses it", async ({
    page,
    request,
  }) => {
    await page.goto("/?lng=ar");
    await test.step("an Arabic page uses the font once it has loaded", async () => {
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family.startsWith(`"${FONT}"`)).toBe(true);
      const loaded = await page.evaluate(async (font) => {
        await document.fonts.ready;
        return document.fonts.check(`16px "${font}"`, "مرحبا");
      }, FONT);
      expect(loaded).toBe(true);
    });

    await test.step("Arabic pages preload the four faces they draw; each is long-cached woff2 and the page uses it", async () => {
      const preloads = page.locator('link[rel="preload"][as="font"]');
      await expect(preloads).toHaveCount(4);
      const hrefs: string[] = [];
      for (const preload of await preloads.all()) {
        await expect(preload).toHaveAttribute("type", "font/woff2");
        await expect(preload).toHaveAttribute("crossorigin", "anonymous");
        hrefs.push((await preload.getAttribute("href"))!);
      }
      // The Arabic letters' own files (decision 055) and fontsource's Latin files, regular and bold (decision 057).
      expect(hrefs.map((h) => h.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual([
        "/assets/ibm-plex-sans-arabic-arabic-core-400",
        "/assets/ibm-plex-sans-arabic-arabic-core-700",
        "/assets/ibm-plex-sans-arabic-latin-400-normal",
        "/assets/ibm-plex-sans-arabic-latin-700-normal",
      ]);
      for (const href of hrefs) {
        const response = await request.get(href);
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toMatch(/max-age=31536000/);
        expect(response.headers()["cache-control"]).toContain("immutable");
      }
      // The page's stylesheet names the same files, so a preload is not a second download, and the
      // page draws with every one of them (no preload goes unused).
      const css = await page.evaluate(() => [...document.styleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join("\n")).join("\n"));
      for (const href of hrefs) expect(css).toContain(href);
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType("resource")
          .filter((r) => r.name.endsWith(".woff2"))
          .map((r) => new URL(r.name).pathname);
      });
      expect(new Set(used)).toEqual(new Set(hrefs));

      await page.goto("/?lng=en");
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    });
  });
});

/** Every string of the Arabic locale. */
const arabicStrings = (() => {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  walk(namespaces);
  return out;
})();

/** A page's font requests, by file name without its hash. */
function fontRequests(page: Page) {
  const names: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font")
      names.push(
        r
          .url()
          .split("/")
          .pop()!
          .replace(/-[\w-]{8}\.woff2$/, ""),
      );
  });
  return names;
}

/** The page's web-font faces whose file name holds `part`: each face's file and unicode-range. */
function fontFaces(page: Page, part: string) {
  return page.evaluate(
    (part) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          url: rule.style.getPropertyValue("src").match(/url\("?([^")]+)"?\)/)?.[1] ?? "",
          range: rule.style.getPropertyValue("unicode-range"),
        }))
        .filter((face) => face.url.includes(part)),
    part,
  );
}

/**
 * The texts two font files draw differently, both limited to `range` as on the page: a space or a Latin
 * letter is drawn by the Latin face either way, so only what `range` holds is compared. Different means
 * another width, or more differing pixels than `tolerance` (a share of the text's inked pixels; 0: any).
 */
function drawnDifferently(page: Page, args: { first: string; second: string; weight: string; range: string; texts: string[]; tolerance?: number }) {
  return page.evaluate(async ({ first, second, weight, range, texts, tolerance = 0 }) => {
    const load = (family: string, url: string) =>
      new FontFace(family, `url(${url})`, { weight, unicodeRange: range }).load().then((f) => document.fonts.add(f));
    await Promise.all([load("First Test", first), load("Second Test", second)]);
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 60;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const draw = (family: string, text: string) => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.font = `${weight} 24px "${family}", monospace`;
      ctx.direction = "rtl";
      ctx.fillText(text, canvas.width - 10, 40);
      return { width: ctx.measureText(text).width, pixels: new Uint32Array(ctx.getImageData(0, 0, canvas.width, canvas.height).data.buffer) };
    };
    // Plain loops, and no count of inked pixels when any difference counts: reduce's callback over
    // 96,000 pixels, twice for each of about a thousand strings, took this check 20 s of a busy machine.
    const inked = (a: Uint32Array) => {
      let n = 0;
      for (let i = 0; i < a.length; i++) if (a[i] !== 0) n++;
      return n;
    };
    /** More than `allowed` pixels differ (counting stops once past it). */
    const differMore = (a: Uint32Array, b: Uint32Array, allowed: number) => {
      let n = 0;
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++n > allowed) return true;
      return false;
    };
    return [...new Set(texts)].filter((text) => {
      const a = draw("First Test", text);
      const b = draw("Second Test", text);
      return a.width !== b.width || differMore(a.pixels, b.pixels, tolerance > 0 ? tolerance * inked(a.pixels) : 0);
    });
  }, args);
}

/**
 * Arabic text loads the Arabic letters' own files (decision 055): about 18 KB a weight where fontsource's
 * whole Arabic file is 43 KB. A rarer letter (Urdu, Quranic) still comes in the same face, from the whole file.
 */
test.describe("the Arabic letters' own files", () => {
  test("an Arabic page loads the Arabic letters' own files and not fontsource's whole ones", async ({ page }) => {
    const fonts = fontRequests(page);
    const [product] = await products(page.request);
    await page.goto(`/${product!.category.slug}/${product!.slug}?lng=ar`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toContain("ibm-plex-sans-arabic-arabic-core-400");
    expect(fonts).toContain("ibm-plex-sans-arabic-arabic-core-700");
    expect(fonts.filter((f) => f.includes("-normal") && f.includes("arabic-arabic"))).toEqual([]);
  });

  test("a search for a rarer letter shows it in the web font, from fontsource's whole file", async ({ page }) => {
    const fonts = fontRequests(page);
    // ڭ (ngoeh, U+06AD) is outside the core; the search page repeats the query.
    await page.goto(`/search?q=${encodeURIComponent("ڭ")}&lng=ar`, { waitUntil: "load" });
    await expect(page.getByText("ڭ").first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toContain("ibm-plex-sans-arabic-arabic-400-normal");
    const drawn = await page.evaluate((font) => document.fonts.check(`16px "${font}"`, "ڭ"), FONT);
    expect(drawn).toBe(true);
  });

  test("the Arabic letters' own files draw every Arabic string as fontsource's whole files do", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "a check of the font files, which are the same with or without JavaScript: run once");
    await page.goto("/?lng=ar");
    const pageText = await page.locator("body").innerText();
    const faces = await fontFaces(page, "arabic-arabic");
    for (const weight of ["400", "700"]) {
      const core = faces.find((face) => face.url.includes(`arabic-core-${weight}`));
      const whole = faces.find((face) => face.url.includes(`arabic-${weight}-normal`));
      expect(core && whole, `both ${weight} files in ${faces.map((face) => face.url).join(", ")}`).toBeTruthy();
      // Both limited to the core's characters, as on the page: a space or a Latin letter is drawn by the
      // Latin face either way (here the same stand-in), and only what the core file draws is compared.
      const texts = [...arabicStrings, ...pageText.split("\n")].filter((t) => /[\u0600-\u06ff]/.test(t));
      const differing = await drawnDifferently(page, { first: core!.url, second: whole!.url, weight, range: core!.range, texts });
      expect(differing, `${weight}: drawn differently`).toEqual([]);
    }
  });
});

/**
 * English pages' one Arabic word, the language switcher's "العربية", has its own 4 KB file (decision 059):
 * an English page no longer loads the 18 KB file of the Arabic letters for it.
 */
test.describe("the language switcher's own file", () => {
  for (const path of ["/?lng=en", "/cart?lng=en"]) {
    test(`an English page (${path}) draws "العربية" from its own file and loads no Arabic letters' file`, async ({ page }) => {
      const fonts = fontRequests(page);
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const button = page.getByRole("button", { name: "العربية", exact: true }).first();
      await expect(button).toHaveText("العربية");
      expect(fonts).toContain("ibm-plex-sans-arabic-label-400");
      expect(fonts.filter((f) => f.includes("arabic-arabic"))).toEqual([]);
      const drawn = await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic Label"', "العربية"));
      expect(drawn).toBe(true);
    });
  }

  test("its file draws the word as the Arabic letters' file does", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "a check of the font files, which are the same with or without JavaScript: run once");
    await page.goto("/?lng=en");
    const [label] = await fontFaces(page, "label-400");
    const [core] = await fontFaces(page, "arabic-core-400");
    expect(label && core).toBeTruthy();
    // The word as English pages show it, and each letter alone: a subset that lost the joining forms
    // draws the word wider; one without the auto-hinter's reference letters draws them at other heights.
    const word = en.shell.nav.switchLanguage;
    const texts = [word, ...word];
    expect(await drawnDifferently(page, { first: label!.url, second: core!.url, weight: "400", range: label!.range, texts })).toEqual([]);
  });
});

/**
 * Until a web-font file arrives, its text is drawn in the metric-matched fallback faces (decision 053):
 * a local Arial (here Liberation Sans) scaled to IBM Plex Sans Arabic's widths, with its ascent and
 * descent, so that the swap moves nothing (the English product page moved 27 px, CLS 0.186, without).
 * At 320 px (the narrowest supported) and 412 px (Lighthouse's phone). Not at 390 px: there the product
 * page's breadcrumb fits its line with under a pixel to spare in the web font, which no fallback matches.
 */
test.describe("web font fallback", () => {
  for (const width of [320, 412]) {
    for (const which of ["home", "product"] as const) {
      test(`English ${which} page at ${width} px: the web font swapping in moves nothing`, async ({ page, request, javaScriptEnabled }) => {
        const [product] = await products(request);
        const path = which === "home" ? "/?lng=en" : `/${product!.category.slug}/${product!.slug}?lng=en`;
        await page.setViewportSize({ width, height: 823 });
        // The font files are held until the page has been laid out in the fallback faces (a test's browser context starts with an empty cache).
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\.woff2$/, async (route) => {
          await held;
          await route.continue();
        });
        const fontAsked = page.waitForRequest(/\.woff2$/);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // Laid out with the stylesheets: a font file was asked for and every stylesheet is in.
        await fontAsked;
        await expect
          .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet)))
          .toBe(true);
        if (javaScriptEnabled) await hydrated(page);
        const before = await blocks(page);
        const bold = () => page.evaluate((font) => document.fonts.check(`700 16px "${font}"`, "A"), FONT);
        const faces = () =>
          page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.unicodeRange.slice(0, 6)}: ${f.status}`).join("; "));
        expect(await bold(), `the bold face is not in yet (${await faces()})`).toBe(false);
        release();
        await page.evaluate(() => document.fonts.ready);
        expect(await bold(), "the bold face is in").toBe(true);
        const after = await blocks(page);
        expect(after.map((box) => box.what)).toEqual(before.map((box) => box.what));
        for (const [i, box] of after.entries()) {
          const was = before[i]!;
          expect.soft(Math.abs(box.top - was.top), `${box.what} stays at ${was.top}`).toBeLessThanOrEqual(1);
          expect.soft(Math.abs(box.height - was.height), `${box.what} keeps its height ${was.height}`).toBeLessThanOrEqual(1);
        }
      });
    }
  }
});

/** Where the page's blocks are: the header, each of main's children, the first heading, the footer. */
function blocks(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body > * > header, main > *, main h1, body > * > footer")].map((element, i) => {
      const box = element.getBoundingClientRect();
      return { what: `${element.tagName.toLowerCase()}.${element.className || i}`, top: box.top + scrollY, height: box.height };
    }),
  );
}
