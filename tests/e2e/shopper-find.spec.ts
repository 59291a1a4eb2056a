import type { Page } from "@playwright/test";
import { expect, hydrated, test, urlOn, TEMPLATES } from "./fixtures";

/**
 * Issue 37 (decision 097): search and sheets as an outside shopper found them on a 390 × 844 phone,
 * in templates 3 (main), 1 and 2, Arabic and English, with and without JavaScript.
 */
const PHONE = { width: 390, height: 844 };
const WORDS = {
  ar: { filter: "تصفية", sheet: "تصفية المنتجات", none: "لا توجد منتجات" },
  en: { filter: "Filter", sheet: "Filter products", none: "No products" },
} as const;

const headerBox = (page: Page) => page.getByRole("banner").getByRole("search").locator("input[name=q]");
const productLinks = (page: Page) => page.getByRole("main").locator(".product-card__name");

for (const t of TEMPLATES) {
  test.describe(`template ${t.id}`, () => {
    test("the tester's words find products, and the header box keeps the words to refine them", async ({ page, javaScriptEnabled }) => {
      await page.setViewportSize(PHONE);
      const cases = [
        { q: "سماعة", lng: "ar", expect: /سماعات/ },
        { q: "موبايل", lng: "ar", expect: /هاتف/ },
        { q: "جوال", lng: "ar", expect: /هاتف/ },
        { q: "لابتوب", lng: "ar", expect: /حاسوب/ },
        { q: "ايفون", lng: "ar", expect: /هاتف/ },
        { q: "notebook", lng: "en", expect: /laptop/i },
        { q: "mobile", lng: "en", expect: /phone/i },
      ] as const;
      for (const c of cases) {
        await page.goto(urlOn(t.port, `/search?${new URLSearchParams({ q: c.q, lng: c.lng })}`));
        if (javaScriptEnabled) await hydrated(page);
        await expect(productLinks(page).first(), c.q).toContainText(c.expect);
        await expect(headerBox(page), `${c.q}: the header box shows the words`).toHaveValue(c.q);
      }
      // The path form /search/{term} shows its words too.
      await page.goto(urlOn(t.port, `/search/${encodeURIComponent("سماعات")}?lng=ar`));
      await expect(headerBox(page)).toHaveValue("سماعات");
    });

    // One test per language: a second goto in the same page could be aborted by the close's own navigation (a CI first attempt was).
    for (const lng of ["ar", "en"] as const) {
      test(`the menu drawer has a 44 px ✕ that closes it (${lng})`, async ({ page, javaScriptEnabled }) => {
        await page.setViewportSize(PHONE);
        await page.goto(urlOn(t.port, `/?lng=${lng}`));
        if (javaScriptEnabled) await hydrated(page);
        const menu = page.getByRole("banner").locator("details").first();
        await menu.locator("summary").first().click();
        await expect(menu).toHaveAttribute("open", "");
        const close = menu.locator(t.id === 1 ? "summary" : ".drawer-close").first();
        await expect(close).toBeVisible();
        if (t.id === 1) {
          // Template 1's menu drops under its button, which stays in view showing ✕.
          expect(await close.evaluate((s) => getComputedStyle(s, "::before").content)).toContain("✕");
        } else {
          await expect(close).toHaveText("✕");
          // Over the panel, inside the screen, once the panel has slid in.
          const inside = async () => {
            const panel = (await menu.locator("[class$='__panel']").boundingBox())!;
            const box = (await close.boundingBox())!;
            return box.x >= panel.x && box.x + box.width <= panel.x + panel.width + 1;
          };
          await expect.poll(inside).toBe(true);
        }
        const box = (await close.boundingBox())!;
        expect(box.width, "44 px wide").toBeGreaterThanOrEqual(44);
        expect(box.height, "44 px tall").toBeGreaterThanOrEqual(44);
        await close.click();
        await expect(menu).not.toHaveAttribute("open", "");
      });
    }

    test("opened from the keyboard, the menu shows where the focus is: on its ✕, over the panel that covers the toggle", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(urlOn(t.port, "/?lng=ar"));
      const menu = page.getByRole("banner").locator("details").first();
      const toggle = menu.locator("summary").first();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("open", "");
      await expect(toggle).toBeFocused();
      // Template 1's toggle stays in view with its own ring; the others' lies under the panel, so the ✕ wears it.
      const ringed = t.id === 1 ? toggle : menu.locator(".drawer-close");
      expect(await ringed.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      await expect(ringed).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(menu).not.toHaveAttribute("open", "");
    });
  });
}

/**
 * The open sheet's history entry (sheet-history.ts), or null once it is gone: the helper that adds it is
 * fetched at the first opening, so a Back pressed in the same instant would find no entry yet.
 */
const sheetEntry = (page: Page, name: string | null) =>
  expect.poll(() => page.evaluate(() => (window.history.state as { __sheet?: string } | null)?.__sheet ?? null)).toBe(name);

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the history entry and the suggestions need the page hydrated");

  for (const t of TEMPLATES) {
    test(`template ${t.id}: Back closes the open menu drawer and stays on the page; ✕ leaves no extra Back`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(urlOn(t.port, "/"));
      await page.goto(urlOn(t.port, "/search?q=%D8%B3%D9%85%D8%A7%D8%B9%D8%A9&lng=ar"));
      await hydrated(page);
      const here = page.url();
      const menu = page.getByRole("banner").locator("details").first();
      await menu.locator("summary").first().click();
      await expect(menu).toHaveAttribute("open", "");
      await sheetEntry(page, "menu");
      await page.goBack();
      await expect(menu).not.toHaveAttribute("open", "");
      expect(page.url()).toBe(here);
      await expect(productLinks(page).first()).toBeVisible();

      // Opened and closed by its own button: the next Back leaves the page, as it would have.
      await menu.locator("summary").first().click();
      await expect(menu).toHaveAttribute("open", "");
      await sheetEntry(page, "menu");
      await menu
        .locator(t.id === 1 ? "summary" : ".drawer-close")
        .first()
        .click();
      await expect(menu).not.toHaveAttribute("open", "");
      await sheetEntry(page, null);
      await page.goBack();
      await expect(page).toHaveURL(urlOn(t.port, "/"));
    });

    test(`template ${t.id}: Back closes the filter sheet and stays on the results; Escape leaves no extra Back`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(urlOn(t.port, "/?lng=ar"));
      await page.goto(urlOn(t.port, `/search?${new URLSearchParams({ q: "سماعة", lng: "ar" })}`));
      await hydrated(page);
      const here = page.url();
      const sheet = page.getByRole("dialog", { name: WORDS.ar.sheet });
      const chip = page.locator(".listing-toolbar").getByRole("link", { name: new RegExp(`^${WORDS.ar.filter}`) });
      await chip.click();
      await expect(sheet).toBeVisible();
      expect(await sheet.evaluate((d) => d.matches(":modal"))).toBe(true);
      await sheetEntry(page, "filters");
      await page.goBack();
      await expect(sheet).toBeHidden();
      expect(page.url()).toBe(here);
      await expect(productLinks(page).first()).toBeVisible();

      await chip.click();
      await expect(sheet).toBeVisible();
      await sheetEntry(page, "filters");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await sheetEntry(page, null);
      await page.goBack();
      await expect(page).toHaveURL(urlOn(t.port, "/?lng=ar"));
    });
  }

  for (const lng of ["ar", "en"] as const) {
    test(`suggestions tell two colours apart and end with all results (${lng}, 390 and 320 px)`, async ({ page }) => {
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/?lng=${lng}`);
        await hydrated(page);
        const box = page.getByRole("banner").getByRole("search").getByRole("combobox");
        const q = lng === "ar" ? "هاتف لايت" : "lite budget";
        await box.click();
        await box.pressSequentially(q);
        await expect(box).toHaveAttribute("aria-expanded", "true");
        const list = page.locator(`#${await box.getAttribute("aria-controls")}`);
        const products = list.getByRole("group").first().getByRole("option");
        await expect(products.nth(1)).toBeVisible();
        // Each row's variant is on its own line, whole: no two rows read the same.
        const rows = await products.evaluateAll((options) =>
          options.map((o) => {
            const variant = o.querySelector<HTMLElement>(".suggest-list__variant");
            return {
              text: (o.textContent ?? "").trim(),
              variant: variant?.textContent?.trim() ?? "",
              cut: variant ? variant.scrollWidth > variant.clientWidth + 1 : true,
            };
          }),
        );
        expect(new Set(rows.map((r) => r.text)).size, JSON.stringify(rows)).toBe(rows.length);
        for (const r of rows) {
          expect(r.variant, r.text).not.toBe("");
          expect(r.cut, `${r.text}: the variant is whole`).toBe(false);
        }
        const all = list.getByRole("option").last();
        await expect(all).toHaveText(lng === "ar" ? `كل النتائج لـ «${q}»` : `All results for “${q}”`);
        await box.press("ArrowUp");
        await expect(box).toHaveAttribute("aria-activedescendant", (await all.getAttribute("id"))!);
        await box.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(q).replace(/%20/g, "\\+")}`));
        await expect(page.getByRole("banner").getByRole("search").getByRole("combobox")).toHaveValue(q);
      }
    });
  }
});
