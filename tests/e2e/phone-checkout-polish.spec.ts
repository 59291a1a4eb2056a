import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { seedAddress, seedCustomer, seedCustomerWithOrder, signInByPost } from "./seed";
import { addToCart, findProduct, type ProductSummary } from "./store-data";
import { chooseShippingByPost, choosePaymentByPost } from "./checkout-choices";

/**
 * What an outside tester found shopping on a phone (decision 081): an account's older cart merged in
 * without a word at sign-in, a payment step whose total held the cash-on-delivery fee before any method
 * was chosen, "you saved" counted with tax on the cart and without at checkout, checkout actions far
 * below the fold, and account order rows that ran on. With and without JavaScript, Arabic and English.
 */

const WORDS = {
  ar: {
    merged: "أضفنا إلى سلتك منتجات من زيارة سابقة",
    keep: "نعم، احتفظ بها",
    continue: "المتابعة",
    review: "مراجعة الطلب",
    use: "التوصيل إلى هذا العنوان",
    change: "تغيير",
    toPayment: "المتابعة إلى الدفع",
    withShipping: "الإجمالي مع الشحن",
    place: "تأكيد الطلب",
    invoice: "عرض الفاتورة",
  },
  en: {
    merged: "We added items from your earlier visit to your cart",
    keep: "Yes, keep them",
    continue: "Continue",
    review: "Review the order",
    use: "Deliver to this address",
    change: "Change",
    toPayment: "Continue to payment",
    withShipping: "Total with shipping",
    place: "Place order",
    invoice: "View the invoice",
  },
} as const;

let picks = 0;
const taxedProduct = (request: Page["request"], test: (p: ProductSummary & { tax?: number }) => boolean, lng: "ar" | "en") =>
  findProduct(request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400 && test(p), lng, picks++ % 4);

/** A new customer, signed in, with one taxed item in the cart: the journeys start at a checkout step. */
async function signedInWithTaxedItem(request: Page["request"], lng: "ar" | "en") {
  const { shopper, address } = await seedCustomer(request);
  await signInByPost(request, shopper.email, shopper.password);
  await addToCart(request, await taxedProduct(request, () => true, lng), 1);
  return address!;
}

/** The text a shopper reads for one money line in a list (the cart's, a summary's or the invoice's). */
const lineText = async (page: Page, scope: string, line: string) =>
  ((await page.locator(`${scope} .totals__row[data-line="${line}"] dd`).first().textContent()) ?? "").replace(/\s+/g, " ").trim();

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];

  test.describe(`checkout polish on a phone · ${lng}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("signing in at checkout with an older account cart says so and shows the cart before paying", async ({ page, javaScriptEnabled }) => {
      const { shopper } = await seedCustomer(page.request);
      // The account's cart from an earlier visit.
      await signInByPost(page.request, shopper.email, shopper.password);
      const older = await taxedProduct(page.request, () => true, lng);
      await addToCart(page.request, older, 1);
      await page.context().clearCookies();
      // Today, as a guest.
      const today = await taxedProduct(page.request, (p) => p.id !== older.id, lng);
      await addToCart(page.request, today, 1);

      await page.goto(`/login?redirectTo=%2Fcheckout%2Fshipping&lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      await page.locator("input[name=login]").fill(shopper.email);
      await page.locator("input[name=password]").fill(shopper.password);
      await page.locator("form button[type=submit]").first().click();
      await page.getByRole("button", { name: w.keep }).click();

      // The cart step, not the shipping step: the notice, and both items in the open summary.
      await expect(page).toHaveURL(/\/checkout(\?|$)/);
      await expect(page.locator(".flash")).toContainText(w.merged);
      const summary = page.locator("details.checkout-summary");
      await expect(summary).toHaveAttribute("open", "");
      await expect(summary.locator("tbody tr")).toHaveCount(2);
    });

    test("the payment step's total has no method's fee until one is chosen, then the chosen one's, as the order charges", async ({
      page,
      javaScriptEnabled,
    }) => {
      const address = await signedInWithTaxedItem(page.request, lng);
      await chooseShippingByPost(page.request, address);

      await page.goto(`/checkout/payment?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.locator("input[name=payment_method_Id]:checked")).toHaveCount(0);
      const beforeFee = await lineText(page, ".checkout-summary", "total");
      expect(beforeFee).not.toBe("");
      await expect(page.locator(".checkout-summary__total")).toHaveText(beforeFee);
      await expect(page.locator(".checkout-bar__amount:visible .price")).toHaveText(beforeFee);

      // Cash on delivery chosen: the bar says its total, the one its card names.
      await page.locator("label[for=pay-1]").click();
      const codTotal = (await page.locator(".checkout-bar__amount:visible .price").innerText()).trim();
      expect(codTotal, "cash on delivery has a fee in the demo").not.toBe(beforeFee.trim());

      await page.locator("form.payment-form button[type=submit]").click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
      // What the order will charge: the review's total, its bar and the folded summary agree with the bar before.
      await expect(page.locator(".checkout-summary__total")).toHaveText(codTotal);
      expect(await lineText(page, ".checkout-summary", "total")).toBe(codTotal.replace(/\s+/g, " "));
    });

    test("once the address is chosen the shipping step has one bar, totalled with the checked option as the payment step totals it", async ({
      page,
      javaScriptEnabled,
    }) => {
      const address = await signedInWithTaxedItem(page.request, lng);
      const chose = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(address.id) }, maxRedirects: 0 });
      expect(chose.status()).toBe(303);

      await page.goto(`/checkout/shipping?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      // The chosen address is folded to what it is, with "change"; only the shipping form's action is in the step's bar.
      await expect(page.locator("details.address-chosen > summary")).toContainText(w.change);
      await expect(page.getByRole("button", { name: w.use, exact: true })).toBeHidden();
      await expect(page.locator(".checkout-bar")).toHaveCount(1);
      const amount = page.locator(".checkout-bar .checkout-bar__amount:visible");
      // An option is preselected (decision 089), so the bar already counts its fee.
      await expect(page.locator("input[name=shipping]:checked")).toHaveCount(1);
      await expect(amount.locator(".checkout-bar__label")).toHaveText(w.withShipping);
      const preselected = (await amount.locator(".price").innerText()).trim();

      // Another option, with a different fee: the bar follows it, without JavaScript too.
      const options = page.locator("input[name=shipping]:not(:checked)");
      await page.locator(`label[for="${await options.last().getAttribute("id")}"]`).click();
      await expect(amount.locator(".price")).not.toHaveText(preselected);
      const chosen = (await amount.locator(".price").innerText()).trim();

      await page.getByRole("button", { name: w.toPayment, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      // No method chosen yet: the payment step's total is the shipping step's, to the piastre.
      await expect(page.locator(".checkout-summary__total")).toHaveText(chosen);
    });

    test("the chosen address is folded with 'change', which opens the saved addresses to choose another", async ({ page, javaScriptEnabled }) => {
      const { shopper, address, api, token } = await seedCustomer(page.request);
      const work = "5 Mesaha Square, 3rd floor";
      const other = await seedAddress(api, token, {
        receiver_name: "Sara Ahmed",
        receiver_phone: shopper.mobileE164,
        address_name: "Work",
        detailed_address: work,
      });
      await signInByPost(page.request, shopper.email, shopper.password);
      await addToCart(page.request, await taxedProduct(page.request, () => true, lng), 1);
      const chose = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(address!.id) }, maxRedirects: 0 });
      expect(chose.status()).toBe(303);

      await page.goto(`/checkout/shipping?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      const folded = page.locator("details.address-chosen");
      await expect(folded).not.toHaveAttribute("open", "");
      await expect(folded.locator("summary")).not.toContainText(work);
      await expect(page.locator(`label[for="address-${other.id}"]`)).toBeHidden();
      // The shipping choice follows the folded address on the first screen.
      await expect(page.locator("#shipping-title")).toBeInViewport();

      await folded.locator("summary").click();
      await page.locator(`label[for="address-${other.id}"]`).click();
      await page.getByRole("button", { name: w.use, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/shipping#shipping$/);
      const summary = page.locator("details.address-chosen > summary");
      await expect(summary).toContainText(work);
      // What the shopper typed on its line, the Store API's town and state on the next: no comma of one script at the
      // edge of the other's text (decision 107).
      const typed = (await summary.locator(".address-typed").boundingBox())!;
      const town = (await summary.locator(".address-typed ~ .address-part").first().boundingBox())!;
      expect(town.y, "the town starts the next line").toBeGreaterThanOrEqual(typed.y + typed.height - 1);
      await expect(summary.locator(".address-typed")).toHaveText(work);
    });

    test("'you saved' is the same amount on the cart, the checkout summary and the invoice", async ({ page }) => {
      const { shopper, address } = await seedCustomer(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      const product = await findProduct(page.request, (p) => p.balance >= 30 && p.discount > 0 && ((p as { tax?: number }).tax ?? 0) > 0, lng);
      await addToCart(page.request, product, 2);

      await page.goto(`/cart?lng=${lng}`);
      const onCart = await lineText(page, "main", "savings");
      await chooseShippingByPost(page.request, address!);
      await choosePaymentByPost(page.request, 1);
      await page.goto("/checkout/confirmation");
      expect(await lineText(page, ".checkout-summary", "savings")).toBe(onCart);

      await page.getByRole("button", { name: w.place, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
      await page.getByRole("link", { name: w.invoice }).click();
      expect(await lineText(page, ".invoice", "savings")).toBe(onCart);
    });
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`checkout's sticky bar and account order cards · ${viewport.width} px · ${lng}`, () => {
      test.use({ viewport });

      /** The step's action on the first screen, in a one-row bar at the screen's bottom with a total. */
      async function expectActionBar(page: Page, action: string, role: "button" | "link" = "button") {
        const bar = page.locator(".checkout-bar").filter({ has: page.getByRole(role, { name: action, exact: true }) });
        const button = bar.locator(":is(button, .button)");
        await expect(button).toBeInViewport({ ratio: 1 });
        const total = bar.locator(".checkout-bar__amount:visible .price");
        await expect(total).toBeVisible();
        // Each step's label names a total ("Total before shipping"), as the cart's bar does, not a bare "before shipping".
        await expect(bar.locator(".checkout-bar__amount:visible .checkout-bar__label")).toHaveText(lng === "ar" ? /^الإجمالي/ : /^Total/);
        const [barBox, buttonBox, totalBox] = [(await bar.boundingBox())!, (await button.boundingBox())!, (await total.boundingBox())!];
        expect(barBox.height, "one row").toBeLessThanOrEqual(buttonBox.height + 24);
        expect(Math.abs(buttonBox.y + buttonBox.height / 2 - (totalBox.y + totalBox.height / 2)), "total beside the button").toBeLessThan(buttonBox.height / 2);
        expect(barBox.y + barBox.height, "at the bottom of the screen or above").toBeLessThanOrEqual(viewport.height + 1);
        // Nothing spills sideways.
        expect(barBox.x).toBeGreaterThanOrEqual(-1);
        expect(barBox.x + barBox.width).toBeLessThanOrEqual(viewport.width + 1);
      }

      test("each checkout step's action sits in a sticky bar with the step's total, covering no field", async ({ page, javaScriptEnabled }) => {
        const { shopper, address } = await seedCustomer(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        for (let i = 0; i < 3; i++) await addToCart(page.request, await taxedProduct(page.request, () => true, lng), 1);

        await page.goto(`/checkout?lng=${lng}`);
        await expectActionBar(page, w.continue, "link");
        await page.goto("/checkout/shipping");
        await expectActionBar(page, w.use);
        await chooseShippingByPost(page.request, address!);
        await page.goto("/checkout/payment");
        await expectActionBar(page, w.review);
        await choosePaymentByPost(page.request, 1);
        await page.goto("/checkout/confirmation");
        await expectActionBar(page, w.place);
        if (javaScriptEnabled) await hydrated(page);
        // A field reached from the keyboard scrolls clear of the bar.
        const notes = page.locator("textarea[name=customer_notes]");
        await notes.focus();
        const [field, bar] = [(await notes.boundingBox())!, (await page.locator(".checkout-bar").last().boundingBox())!];
        expect(field.y + field.height, "the notes field is above the bar").toBeLessThanOrEqual(bar.y + 1);
      });

      test("account order rows are compact cards: number, status chip, date, items and total", async ({ page }) => {
        const { shopper } = await seedCustomerWithOrder(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        for (const path of ["/account/orders", "/account"]) {
          await page.goto(`${path}?lng=${lng}`);
          const card = page.locator(path === "/account" ? ".order-card" : ".orders-table tbody tr").first();
          await expect(card).toBeVisible();
          const chip = card.locator(".status-chip");
          await expect(chip).toBeVisible();
          await expect(card).toContainText(lng === "ar" ? "قطعتان" : "2 items");
          // No "label: value" lines: three short rows at most (about 125 px with the padding), the chip on one line;
          // the first row is the first item's picture and name (decisions 098 and 102).
          const [box, chipBox] = [(await card.boundingBox())!, (await chip.boundingBox())!];
          // The buy-again button (decision 083) is a row of its own under the card's three.
          const again = card.locator(".buy-again");
          const againHeight = (await again.count()) ? (await again.boundingBox())!.height + 8 : 0;
          expect(box.height - againHeight, "a compact card").toBeLessThanOrEqual(180);
          expect(chipBox.height, "the chip on one line").toBeLessThanOrEqual(30);
          const labels = await card.evaluate((el) =>
            [...el.querySelectorAll("td[data-label]")].map((td) => getComputedStyle(td, "::before").content).filter((c) => c !== "none" && c !== "normal"),
          );
          expect(labels, "no label before each value").toEqual([]);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
          // The whole card opens the order.
          await card.locator("a").first().click();
          await expect(page).toHaveURL(/\/account\/orders\/\d+/);
        }
      });
    });
  }
}
