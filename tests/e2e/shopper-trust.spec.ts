import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { api, type ApiCategory, type Lang } from "./catalogue-api";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { chooseShippingByPost } from "./checkout-choices";

/**
 * Issue 21, "A shop people trust on a phone": what a shopper who had not seen the code found on a
 * 390 px phone, in both languages, with and without JavaScript. The checkout's sign-in step is in
 * tests/e2e/checkout-frame.spec.ts (it registers, so it runs on the auth journeys' own server).
 */
const words = {
  ar: {
    add: "أضف إلى السلة",
    added: "تمت الإضافة إلى السلة.",
    currency: "العملة",
    cod: /^الدفع عند الاستلام/,
    card: /^بطاقة بنكية/,
    wallet: /^محفظة إلكترونية/,
    due: /ستدفع .*\d.* عند الاستلام\./,
    walletPhone: "رقم المحفظة",
    continue: "مراجعة الطلب",
  },
  en: {
    add: "Add to cart",
    added: "Added to your cart.",
    currency: "Currency",
    cod: /^Cash on delivery/,
    card: /^Card/,
    wallet: /^Mobile wallet/,
    due: /You will pay [\d,.]+ EGP on delivery\./,
    walletPhone: "Wallet number",
    continue: "Review the order",
  },
} as const;

const PHONE = { width: 390, height: 844 };

/** The whole of the element is on the screen. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y, `${what}: top on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom on the screen (${height} px)`).toBeLessThanOrEqual(height + 0.5);
  expect(box.x, `${what}: start on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: end on the screen (${width} px)`).toBeLessThanOrEqual(width + 0.5);
}

for (const lng of ["ar", "en"] as const satisfies Lang[]) {
  const w = words[lng];

  test.describe(`a shop people trust on a phone (${lng})`, () => {
    test.use({ viewport: PHONE });

    test("an add to cart is said once, beside the button, with the product's name and price on the screen, and not again on the next page", async ({
      page,
      javaScriptEnabled,
    }) => {
      const product = await findProduct(page.request, (p) => p.balance > 5 && p.default_unit_id !== null, lng, javaScriptEnabled ? 5 : 6);
      await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("main").getByRole("button", { name: w.add, exact: true }).click();

      // Without JavaScript the confirmation heads the purchase section (decision 073), outside the buy form.
      const notice = page.locator(".product .added-notice", { hasText: w.added });
      await expect(notice).toBeVisible();
      // Where the shopper looks, and only there: not in the page's message area as well.
      await expect(page.getByText(w.added)).toHaveCount(1);
      // Announced once: one live region says it.
      const live = page.locator("[role=status], [role=alert], [aria-live]:not([aria-live=off])");
      if (javaScriptEnabled) await expect(live.filter({ hasText: w.added })).toHaveCount(1);
      // Without JavaScript the page came back at the product: its name, price and the message on one screen.
      await expectOnScreen(page, page.getByRole("heading", { level: 1, name: product.name }), "the product's name");
      await expectOnScreen(page, page.locator(".product__summary .product__price"), "the product's price");
      await expectOnScreen(page, notice, "the confirmation");

      // The next pages do not say it again.
      await page
        .getByRole("navigation", { name: lng === "ar" ? "مسار التنقل" : "Breadcrumbs" })
        .getByRole("link")
        .last()
        .click();
      await expect(page).not.toHaveURL(new RegExp(`/${product.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(w.added)).toHaveCount(0);
      await page.getByRole("link", { name: lng === "ar" ? /^السلة \d+: / : /^Cart \d+: / }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByText(w.added)).toHaveCount(0);
    });

    for (const width of [320, 390]) {
      test(`template 3's menu drawer shows every category and every control whole at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
        const { data: categories } = await api<{ data: ApiCategory[] }>(page.request, "store/categories", lng);
        expect(categories.length).toBeGreaterThan(4);
        await page.goto(`/?lng=${lng}`);
        await page.locator(".t3-drawer__toggle").click();
        const panel = page.locator(".t3-drawer__panel");
        await expect(panel).toBeVisible();
        // Measured once it has slid in (a 0.2 s animation, which a loaded machine can stretch).
        await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
        const inside = async (locator: Locator, what: string) => {
          await locator.scrollIntoViewIfNeeded();
          await expectOnScreen(page, locator, what);
          const panelBox = (await panel.boundingBox())!;
          const box = (await locator.boundingBox())!;
          expect(box.x, `${what}: inside the drawer`).toBeGreaterThanOrEqual(panelBox.x - 0.5);
          expect(box.x + box.width, `${what}: inside the drawer`).toBeLessThanOrEqual(panelBox.x + panelBox.width + 0.5);
        };
        const menu = panel.getByRole("navigation").first();
        for (const c of categories) await inside(menu.getByRole("link", { name: c.name, exact: true }), `the category ${c.name}`);
        await inside(panel.getByRole("button", { name: lng === "ar" ? "English" : "العربية", exact: true }), "the language button");
        await inside(panel.getByRole("button", { name: lng === "ar" ? "تغيير" : "Change" }), "the currency button");
        const currency = panel.getByLabel(w.currency);
        await inside(currency, "the currency choice");
        // The chosen currency's name is not cut: it fits the box, beside the select's arrow.
        const room = await currency.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(select.selectedOptions[0]!.text).width;
          const box = select.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd);
          return { text, box };
        });
        expect(room.text + 20, `the currency's name (${room.text} px) and the arrow fit the select (${room.box} px)`).toBeLessThanOrEqual(room.box);
      });
    }

    test("the payment step says what cash on delivery costs, and asks for a wallet number only with the wallet", async ({ page }) => {
      const { shopper, address } = await seedCustomer(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, 7);
      await addToCart(page.request, product, 1);
      await chooseShippingByPost(page.request, address!);
      await page.goto(`/checkout/payment?lng=${lng}`);

      const cod = page.getByRole("radio", { name: w.cod });
      await cod.check();
      await expect(page.locator(".choice", { has: cod })).toContainText(w.due);
      const phone = page.getByLabel(w.walletPhone);
      await expect(phone).toBeHidden();
      await page.getByRole("radio", { name: w.card }).check();
      await expect(phone).toBeHidden();
      await page.getByRole("radio", { name: w.wallet }).check();
      await expect(phone).toBeVisible();

      // Cash on delivery with the wallet's field left empty goes on.
      await phone.fill("");
      await cod.check();
      await page.getByRole("button", { name: w.continue }).click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    });
  });
}
