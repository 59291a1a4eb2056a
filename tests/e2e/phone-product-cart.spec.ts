import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { api, type Lang } from "./catalogue-api";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { addToCart, products, type ProductSummary } from "./store-data";

/**
 * The product page and the cart on a phone (decision 073), in every template, in Arabic and
 * English, with and without JavaScript: the gallery's square frames that swipe, the add's
 * confirmation with its ways to the cart and checkout, and a cart whose checkout is on the first screen.
 */

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

const TEMPLATES = [
  { name: "template 3", port: PORTS.main },
  { name: "template 1", port: PORTS.template1 },
  { name: "template 2", port: PORTS.template2 },
];

const WORDS = {
  ar: {
    add: "أضف إلى السلة",
    added: "تمت الإضافة إلى السلة.",
    viewCart: "عرض السلة",
    checkout: "إتمام الشراء",
    toCheckout: "إتمام الطلب",
    unit: "الوحدة",
    quantity: "الكمية",
    coupon: "لديك قسيمة خصم؟",
    remove: "حذف",
  },
  en: {
    add: "Add to cart",
    added: "Added to your cart.",
    viewCart: "View cart",
    checkout: "Checkout",
    toCheckout: "Proceed to checkout",
    unit: "Unit",
    quantity: "Quantity",
    coupon: "Have a coupon?",
    remove: "Remove",
  },
} satisfies Record<Lang, Record<string, string>>;

interface Detail extends ProductSummary {
  images: string[];
  units: Array<{ id: number; name: string; balance: number }>;
}

/** Products sold by the piece only (one unit, "Piece"), well in stock, with several images: `skip` picks further along. */
async function piecesOnly(request: APIRequestContext, count: number, skip: number): Promise<Detail[]> {
  const out: Detail[] = [];
  const candidates = (await products(request, "en")).filter((p) => p.balance >= 30 && p.default_unit_id !== null);
  for (const p of candidates.slice(skip)) {
    const { data } = await api<{ data: Detail }>(request, `store/products/${p.slug}`, "en");
    if (data.units.length === 1 && data.units[0]!.name === "Piece" && data.images.length >= 2) out.push({ ...p, ...data, category: p.category });
    if (out.length === count) return out;
  }
  throw new Error("the demo data has too few piece products in stock");
}

/** A product in stock whose siblings (other colours or sizes) are in stock too. */
async function withSiblings(request: APIRequestContext): Promise<ProductSummary> {
  for (const p of (await products(request, "en")).filter((x) => x.balance > 0)) {
    const { data } = await api<{ data: { siblings: Array<{ slug: string }> } }>(request, `store/products/${p.slug}`, "en");
    if (data.siblings.length > 0) return p;
  }
  throw new Error("the demo data has no product with variants");
}

/** Nothing wider than the screen, and no control whose own content is cut off. */
async function nothingCutOff(page: Page, scope: string) {
  const problems = await page.evaluate((scope) => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`the page is ${root.scrollWidth - root.clientWidth} px too wide`);
    for (const el of document.querySelectorAll<HTMLElement>(`${scope} :is(a, button, input, summary, .price)`)) {
      // A carousel's later slides wait beside it, inside the scroller that clips them.
      if (!el.checkVisibility() || el.closest(".gallery__track")) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName} "${el.textContent?.trim()}" is cut off (${el.scrollWidth} > ${el.clientWidth})`);
      const box = el.getBoundingClientRect();
      if (box.right > root.clientWidth + 1 || box.left < -1) out.push(`${el.tagName} "${el.textContent?.trim()}" runs off the screen`);
    }
    return out;
  }, scope);
  expect(problems).toEqual([]);
}

/** Wholly on the screen, and not under the fixed bar at its bottom (when there is one). */
async function onFirstScreen(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const height = await page.evaluate(() => innerHeight);
  expect(box, what).not.toBeNull();
  expect(box.y, `${what}: its top is on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: its bottom is on the screen (${height} px)`).toBeLessThanOrEqual(height + 0.5);
}

for (const template of TEMPLATES) {
  test.describe(`${template.name}`, () => {
    test.use({ baseURL: urlOn(template.port) });

    for (const lng of ["ar", "en"] as const) {
      const w = WORDS[lng];

      test(`the gallery's images fill their square frames edge to edge and swipe with snap; each opens larger (${lng})`, async ({
        page,
        javaScriptEnabled,
      }) => {
        const [product] = await piecesOnly(page.request, 1, 0);
        for (const phone of PHONES) {
          await page.setViewportSize(phone);
          await page.goto(`/${product!.category.slug}/${product!.slug}?lng=${lng}`);
          if (javaScriptEnabled) await hydrated(page);
          const track = page.locator(".gallery__track");
          const first = track.locator(".gallery__slide img").first();
          const box = (await first.boundingBox())!;
          expect(box.width, "the image runs across the screen").toBeGreaterThanOrEqual(phone.width - 1);
          expect(Math.abs(box.height - box.width), "its frame is square").toBeLessThanOrEqual(1);
          expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toMatch(/mandatory/);
          expect(
            await track
              .locator(".gallery__slide")
              .first()
              .evaluate((el) => getComputedStyle(el).scrollSnapAlign),
          ).toMatch(/start/);
          // A swipe that stops part way settles on the next image.
          const width = await track.evaluate((el) => el.clientWidth);
          await track.evaluate((el) => el.scrollBy({ left: (getComputedStyle(el).direction === "rtl" ? -1 : 1) * el.clientWidth * 0.7, behavior: "instant" }));
          await expect.poll(() => track.evaluate((el) => Math.round(Math.abs(el.scrollLeft)))).toBe(width);
          const dots = page.locator(".gallery__dots a");
          await expect(dots).toHaveCount(product!.images.length);
          await expect(dots.first()).toBeVisible();
          if (javaScriptEnabled) await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
          await nothingCutOff(page, ".gallery");
        }
        // Tapping an image opens it larger: a dialog with JavaScript, its `#zoom-1` view without (decision 080).
        const zoom = page.locator(".gallery__zoom").first();
        expect(await zoom.getAttribute("href")).toBe("#zoom-1");
        await zoom.click();
        const view = javaScriptEnabled ? page.getByRole("dialog") : page.locator("#zoom-1");
        await expect(view.locator("img")).toHaveAttribute("src", /1200x1200/);
        await view.getByRole(javaScriptEnabled ? "button" : "link").click();
        await expect(view).toBeHidden();
      });

      test(`choosing another option keeps the shopper at the options, not back at the top (${lng})`, async ({ page, javaScriptEnabled }) => {
        const product = await withSiblings(page.request);
        await page.setViewportSize(PHONES[1]);
        await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
        if (javaScriptEnabled) await hydrated(page);
        const options = page.locator(".options");
        await options.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 100));
        const before = await page.evaluate(() => window.scrollY);
        expect(before, "the options are below the first screen's top").toBeGreaterThan(0);
        const path = new URL(page.url()).pathname;
        await options.locator("a.chip").first().click();
        await expect.poll(() => new URL(page.url()).pathname).not.toBe(path);
        await expect(page.locator(".options .chip--current").first()).toBeVisible();
        if (javaScriptEnabled) {
          // Where the shopper was: the page did not scroll.
          expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(50);
        } else {
          // A new page: it opens at the summary (name, price, options), not at the gallery above it.
          expect(new URL(page.url()).hash).toBe("#buy");
          expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await onFirstScreen(page, page.getByRole("heading", { level: 1 }), "the product's name");
        }
        await expect(options).toBeInViewport();
      });

      test(`after an add the confirmation names the product and links to the cart and checkout (${lng})`, async ({ page, javaScriptEnabled }) => {
        const [product] = await piecesOnly(page.request, 1, 1);
        const { data } = await api<{ data: Detail }>(page.request, `store/products/${product!.slug}`, lng);
        // The sheet closes after 3 s like every success message (spec §8): time moves only when the test says.
        if (javaScriptEnabled) await page.clock.install();
        for (const [i, phone] of PHONES.entries()) {
          // A new shopper each time: the same press again within seconds would be the same add (decision 085).
          await page.context().clearCookies();
          await page.setViewportSize(phone);
          await page.goto(`/${product!.category.slug}/${product!.slug}?lng=${lng}`);
          if (javaScriptEnabled) {
            await hydrated(page);
            await page.clock.pauseAt(Date.now() + 10_000 * (i + 1));
          }
          // The second phone asks for two: the sheet says how many went in.
          const qty = i === 1 ? 2 : 1;
          if (qty > 1) await page.getByRole("main").getByLabel(w.quantity, { exact: true }).fill(String(qty));
          await page.getByRole("main").getByRole("button", { name: w.add, exact: true }).click();
          const sheet = page.locator(".added-notice--sheet", { hasText: w.added });
          await expect(sheet).toBeVisible();
          await expect(sheet.locator(".added-notice__variant")).toContainText(`${w.quantity}: ${qty}`);
          if (javaScriptEnabled) {
            // A sheet at the bottom of the screen, over the buy bar.
            await expect(sheet).toHaveAttribute("role", "status");
            const box = (await sheet.boundingBox())!;
            expect(box.y + box.height, "the sheet is at the bottom of the screen").toBeGreaterThan(phone.height / 2);
          } else {
            // The page comes back with the confirmation at the top of the screen.
            await expect(page).toHaveURL(/#buy$/);
            const box = (await sheet.boundingBox())!;
            expect(box.y, "the confirmation starts at the top of the screen").toBeLessThan(phone.height / 4);
          }
          await onFirstScreen(page, sheet, "the confirmation");
          await expect(sheet.locator(".added-notice__name")).toHaveText(data.name);
          await expect(sheet.locator(".added-notice__total .price")).toBeVisible();
          // The cart's total before shipping, the amount the cart page ends with (decision 096).
          const sheetTotal = (await sheet.locator(".added-notice__total .price").textContent())!.trim();
          const viewCart = sheet.getByRole("link", { name: w.viewCart });
          const checkout = sheet.getByRole("link", { name: w.checkout, exact: true });
          await expect(viewCart).toHaveAttribute("href", "/cart");
          await expect(checkout).toHaveAttribute("href", "/checkout");
          await onFirstScreen(page, checkout, "the checkout link");
          await nothingCutOff(page, ".added-notice--sheet");
          if (i === 0) {
            await viewCart.click();
            await expect(page).toHaveURL(/\/cart(\?|$)/);
            await expect(page.locator(`[data-line="${product!.id}-${product!.default_unit_id}"] .qty-value`)).toHaveText("1");
            await expect(page.getByRole("main").locator('.totals [data-line="total"] dd')).toHaveText(sheetTotal);
          } else {
            await checkout.click();
            await expect(page).toHaveURL(/\/checkout|\/login/);
          }
          // Time flows again for the next page's hydration and for the accessibility audit after the test.
          if (javaScriptEnabled) await page.clock.resume();
        }
      });

      test(`a cart of three lines has its checkout on the first screen, compact lines, no unit for pieces, nothing cut off (${lng})`, async ({
        page,
        javaScriptEnabled,
      }) => {
        for (const product of await piecesOnly(page.request, 3, 2)) await addToCart(page.request, product);
        for (const phone of PHONES) {
          await page.setViewportSize(phone);
          await page.goto(`/cart?lng=${lng}`);
          if (javaScriptEnabled) await hydrated(page);
          const lines = page.locator(".cart-line");
          await expect(lines).toHaveCount(3);
          const checkout = page.getByRole("link", { name: w.toCheckout });
          await onFirstScreen(page, checkout, "the checkout button");
          expect((await checkout.boundingBox())!.height, "the checkout button is 48 px tall").toBeGreaterThanOrEqual(47.5);
          await onFirstScreen(page, page.locator(".cart__bar-total .price"), "the total beside it");
          for (const line of await lines.all()) {
            const image = (await line.locator(".cart-line__image").boundingBox())!;
            expect([image.width, image.height]).toEqual([64, 64]);
            const remove = (await line.getByRole("link", { name: new RegExp(w.remove) }).boundingBox())!;
            expect(Math.min(remove.width, remove.height), "the remove button is a 44 px target").toBeGreaterThanOrEqual(44);
            await expect(line, "a piece says no unit").not.toContainText(`${w.unit}:`);
          }
          // The coupon is asked for, not shown.
          await expect(page.locator(".coupon-box > summary")).toHaveText(w.coupon);
          await expect(page.locator("#coupon-code")).toBeHidden();
          await nothingCutOff(page, ".cart");
        }
        await page.locator(".coupon-box > summary").click();
        await expect(page.locator("#coupon-code")).toBeVisible();
      });
    }
  });
}
