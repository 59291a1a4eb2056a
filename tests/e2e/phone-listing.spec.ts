import type { Locator, Page } from "@playwright/test";
import { api, search, type ApiCategory, type Lang } from "./catalogue-api";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";

/**
 * Closing the sheet takes its history entry back out with history.back() (decision 097), which lands a
 * moment later: a page.goto() in that moment is aborted by it (net::ERR_ABORTED), so wait for it first.
 */
async function sheetEntryGone(page: Page) {
  await page.waitForFunction(() => (window.history.state as Record<string, unknown> | null)?.__sheet === undefined);
}

/**
 * Issue 37 part 2 (decision 072): a listing on a phone has a sticky toolbar (Filter chip with its
 * count, Sort chip, the result count), the active filters as chips that remove themselves, and
 * the filters in a bottom sheet over the page whose apply button is always on the screen: a modal
 * dialog with JavaScript, the `#filters` target without it. Templates 3 (main), 1 and 2.
 */
const words = {
  ar: {
    filter: "تصفية",
    sheet: "تصفية المنتجات",
    brand: "العلامة التجارية",
    apply: "عرض",
    close: "إغلاق",
    remove: "إزالة",
    sort: "الترتيب",
    lowest: "السعر: من الأقل إلى الأعلى",
    newest: "الأحدث",
    activeList: "التصفية المفعّلة",
  },
  en: {
    filter: "Filter",
    sheet: "Filter products",
    brand: "Brand",
    apply: "Show",
    close: "Close",
    remove: "Remove",
    sort: "Sort by",
    lowest: "Price: low to high",
    newest: "Newest",
    activeList: "Active filters",
  },
} satisfies Record<Lang, Record<string, string>>;

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const TEMPLATES = [
  { name: "template 3", port: PORTS.main },
  { name: "template 1", port: PORTS.template1 },
  { name: "template 2", port: PORTS.template2 },
];

/** The top-level category with the most products, its most common brand and a minimum price that keeps some of them. */
async function busyCategory(page: Page, lng: Lang) {
  const { data: categories } = await api<{ data: ApiCategory[] }>(page.request, "store/categories", lng);
  const category = [...categories].sort((a, b) => b.children.length - a.children.length)[0];
  const all = await search(page.request, { category: category.slug, per_page: 100 }, lng);
  const counts = new Map<string, { name: string; n: number }>();
  for (const p of all.data) if (p.brand) counts.set(p.brand.slug, { name: p.brand.name, n: (counts.get(p.brand.slug)?.n ?? 0) + 1 });
  const [brand, { name: brandName }] = [...counts].sort((a, b) => b[1].n - a[1].n)[0];
  const prices = all.data.filter((p) => p.brand?.slug === brand).map((p) => Number(p.price));
  const minPrice = Math.floor(Math.min(...prices));
  return { slug: category.slug, total: all.meta.total, brand, brandName, minPrice };
}

const toolbar = (page: Page) => page.locator(".listing-toolbar");
const chip = (page: Page, lng: Lang) => toolbar(page).getByRole("link", { name: new RegExp(`^${words[lng].filter}`) });
const sheet = (page: Page, lng: Lang) => page.getByRole("dialog", { name: words[lng].sheet });
const count = (page: Page) => page.locator(".results__count");

/** Nothing inside `scope` is cut: each visible control's content fits its box, and the box fits the screen. */
async function expectNothingCut(page: Page, scope: Locator, what: string) {
  const width = page.viewportSize()!.width;
  const cut = await scope.locator("a, button, summary, select, input:not([type=hidden]), label, .results__count").evaluateAll(
    (els, screen) =>
      els
        // Words only a screen reader reads are clipped on purpose.
        .filter((e) => e.getClientRects().length > 0 && !e.closest(".visually-hidden"))
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { text: (e.textContent ?? "").trim().slice(0, 30), scroll: e.scrollWidth, client: e.clientWidth, left: r.left, right: r.right, screen };
        })
        .filter((m) => m.scroll > m.client + 1 || m.left < -1 || m.right > m.screen + 1),
    width,
  );
  expect(cut, `${what}: no control cut off at ${width} px`).toEqual([]);
}

async function openSheet(page: Page, lng: Lang, javaScriptEnabled: boolean) {
  await chip(page, lng).click();
  await expect(sheet(page, lng)).toBeVisible();
  // Measured where it comes to rest, after its slide up.
  await sheet(page, lng).evaluate((d) => Promise.all(d.getAnimations().map((a) => a.finished)));
  if (!javaScriptEnabled) await expect(page).toHaveURL(/#filters$/);
}

for (const { name, port } of TEMPLATES) {
  for (const lng of ["ar", "en"] as const) {
    const w = words[lng];

    test.describe(`a listing on a phone, ${name} (${lng})`, () => {
      test.use({ baseURL: urlOn(port) });

      test("the toolbar, the active filter chips and the count stay on the page; the sheet opens over it with apply in view", async ({
        page,
        javaScriptEnabled,
      }) => {
        const category = await busyCategory(page, lng);
        const path = `/${category.slug}?brand=${category.brand}&min_price=${category.minPrice}&lng=${lng}`;
        const expected = await search(page.request, { category: category.slug, brand: category.brand, min_price: category.minPrice, with_tax: 1 }, lng);
        for (const viewport of PHONES) {
          await page.setViewportSize(viewport);
          await page.goto(path);
          if (javaScriptEnabled) await hydrated(page);
          const label = `${viewport.width}×${viewport.height}`;

          // The toolbar: the chip counts two filters, the sort names the order, the count is there.
          await expect(chip(page, lng)).toBeVisible();
          await expect(chip(page, lng).locator(".listing-chip__count")).toContainText("2");
          await expect(toolbar(page).locator("summary")).toHaveAccessibleName(`${w.sort}: ${w.newest}`);
          await expect(count(page)).toContainText(String(expected.meta.total));
          const chips = page.getByRole("list", { name: w.activeList });
          await expect(chips.getByRole("link", { name: `${w.remove}: ${category.brandName}` })).toBeVisible();
          await expect(chips.getByRole("link", { name: new RegExp(`^${w.remove}: .*${category.minPrice}`) })).toBeVisible();
          await expectNothingCut(page, toolbar(page), `${label} toolbar`);
          await expectNothingCut(page, chips, `${label} active filters`);

          // Sticky: after scrolling down the results, the toolbar is still on the screen, under any sticky header.
          await page.locator(".results .product-card").nth(5).scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 300);
          await expect(async () => {
            const box = (await toolbar(page).boundingBox())!;
            expect(box.y, "the toolbar is on the screen").toBeGreaterThanOrEqual(-1);
            expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
            // What the shopper sees at the chip's centre is the chip, not a header over it.
            const hit = await page.evaluate(
              ([x, y]) => document.elementFromPoint(x, y)?.closest(".listing-toolbar") !== null,
              [box.x + 20, box.y + box.height / 2],
            );
            expect(hit, "the toolbar is not under a sticky header").toBe(true);
          }).toPass();
          await page.evaluate(() => scrollTo(0, 0));

          // The sheet opens over the page: the products do not move, it sits at the bottom, at most ~85% tall.
          const firstCard = page.locator(".results .product-card").first();
          const before = (await firstCard.boundingBox())!;
          await openSheet(page, lng, javaScriptEnabled);
          const after = (await firstCard.boundingBox())!;
          expect(after.y, `${label}: the products stay where they were`).toBeCloseTo(before.y, 0);
          const box = (await sheet(page, lng).boundingBox())!;
          expect(await sheet(page, lng).evaluate((d) => getComputedStyle(d).position)).toBe("fixed");
          expect(box.y + box.height, `${label}: the sheet ends at the screen's bottom`).toBeCloseTo(viewport.height, 0);
          expect(box.height, `${label}: at most 86% of the screen`).toBeLessThanOrEqual(viewport.height * 0.86);
          const apply = sheet(page, lng).getByRole("button", { name: w.apply });
          const applyBox = (await apply.boundingBox())!;
          expect(applyBox.y + applyBox.height, `${label}: apply is on the screen`).toBeLessThanOrEqual(viewport.height);
          expect(applyBox.y).toBeGreaterThan(box.y);
          // Scrolling the sheet's groups leaves its footer where it was.
          await sheet(page, lng)
            .locator(".filters-sheet__body")
            .evaluate((b) => b.scrollTo(0, b.scrollHeight));
          expect((await apply.boundingBox())!.y).toBeCloseTo(applyBox.y, 0);
          await expectNothingCut(page, sheet(page, lng), `${label} sheet`);
          // The count and the chips are still on the page under the sheet.
          await expect(count(page)).toContainText(String(expected.meta.total));
          await expect(chips.getByRole("link", { name: `${w.remove}: ${category.brandName}` })).toBeAttached();

          if (javaScriptEnabled) {
            // A modal dialog: Tab never leaves it, Escape closes it and the focus is back on the chip.
            expect(await sheet(page, lng).evaluate((d) => d.matches(":modal"))).toBe(true);
            for (let i = 0; i < 25; i++) {
              await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
              expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id ?? document.activeElement?.tagName), `Tab ${i + 1}`).toBe(
                "filters",
              );
            }
            await page.keyboard.press("Escape");
            await expect(sheet(page, lng)).toBeHidden();
            await expect(chip(page, lng)).toBeFocused();
            await sheetEntryGone(page);
            // The close button closes it too.
            await openSheet(page, lng, true);
            await sheet(page, lng).getByRole("link", { name: w.close }).click();
            await expect(sheet(page, lng)).toBeHidden();
            await expect(chip(page, lng)).toBeFocused();
            await sheetEntryGone(page);
          } else {
            // Without JavaScript the close link goes back to the toolbar and the overlay is gone.
            await sheet(page, lng).getByRole("link", { name: w.close }).click();
            await expect(page).toHaveURL(/#listing$/);
            await expect(sheet(page, lng)).toBeHidden();
            await expect(chip(page, lng)).toBeVisible();
          }
        }
      });

      test("a chip removes its filter, the sheet's form applies one, the sort chip orders, with or without JavaScript", async ({ page, javaScriptEnabled }) => {
        await page.setViewportSize(PHONES[lng === "ar" ? 0 : 1]);
        const category = await busyCategory(page, lng);
        await page.goto(`/${category.slug}?brand=${category.brand}&min_price=${category.minPrice}&lng=${lng}`);
        if (javaScriptEnabled) await hydrated(page);

        // Removing the brand's chip: the URL and the results lose the brand and keep the price.
        await page
          .getByRole("list", { name: w.activeList })
          .getByRole("link", { name: `${w.remove}: ${category.brandName}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${category.slug}\\?min_price=${category.minPrice}(&lng=${lng})?$`));
        const priceOnly = await search(page.request, { category: category.slug, min_price: category.minPrice }, lng);
        await expect(count(page)).toContainText(String(priceOnly.meta.total));
        await expect(chip(page, lng).locator(".listing-chip__count")).toContainText("1");
        await expect(page.getByRole("list", { name: w.activeList }).getByRole("link", { name: `${w.remove}: ${category.brandName}` })).toHaveCount(0);
        if (javaScriptEnabled) await hydrated(page);

        // The sheet's GET form applies the brand again.
        await openSheet(page, lng, javaScriptEnabled);
        await sheet(page, lng).getByLabel(w.brand).selectOption(category.brand);
        await sheet(page, lng).getByRole("button", { name: w.apply }).click();
        await expect(page).toHaveURL(new RegExp(`brand=${category.brand}`));
        await expect(page).toHaveURL(new RegExp(`min_price=${category.minPrice}`));
        // The sheet has no order of its own (the sort chip's is the one way): the URL spells none.
        await expect(page).not.toHaveURL(/sort=/);
        const both = await search(page.request, { category: category.slug, brand: category.brand, min_price: category.minPrice, with_tax: 1 }, lng);
        await expect(count(page)).toContainText(String(both.meta.total));
        await expect(sheet(page, lng)).toBeHidden();
        await expect(page.getByRole("list", { name: w.activeList }).getByRole("link", { name: `${w.remove}: ${category.brandName}` })).toBeVisible();

        // The sort chip's choices are links that keep the filters.
        await toolbar(page).locator("summary").click();
        await toolbar(page).getByRole("link", { name: w.lowest }).click();
        await expect(page).toHaveURL(/sort=price_asc/);
        await expect(page).toHaveURL(new RegExp(`brand=${category.brand}`));
        await expect(toolbar(page).locator("summary")).toHaveAccessibleName(new RegExp(`^${w.sort}: `));
        await expect(toolbar(page).getByRole("link", { name: w.lowest })).toBeHidden();
        const sorted = await search(
          page.request,
          { category: category.slug, brand: category.brand, min_price: category.minPrice, sort: "price_asc", with_tax: 1 },
          lng,
        );
        await expect(page.locator(".results .product-card h3").first()).toHaveText(sorted.data[0].name);

        // Back to the default order: a clean URL again, the filters kept.
        await toolbar(page).locator("summary").click();
        await toolbar(page).getByRole("link", { name: w.newest, exact: true }).click();
        await expect(page).not.toHaveURL(/sort=/);
        await expect(page).toHaveURL(new RegExp(`brand=${category.brand}`));
        await expect(toolbar(page).locator("summary")).toHaveAccessibleName(`${w.sort}: ${w.newest}`);
      });
    });
  }
}
