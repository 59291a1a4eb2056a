import type { Locator } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { seedCustomer, seedCustomerWithOrder, signInByPost } from "./seed";
import { addToCart, findProduct, products } from "./store-data";

/**
 * Cart, checkout and order wording a shopper trusts (decision 089, issue 37's outside tester): one
 * subtotal on every page, discounts taken off with a minus, an add above the stock that adds what is
 * left and says so, a shipping option already checked, one status word, a folded cancel form, and an
 * ended sign-in that goes to sign in saying why. Arabic and English, with and
 * without JavaScript (the two projects), templates 1 and 2 for the cart's lines.
 */

const WORDS = {
  ar: {
    subtotal: "المجموع الفرعي (شامل الضريبة)",
    savings: "خصومات المنتجات",
    ofWhichTax: "منها الضريبة",
    continue: "المتابعة",
    useAddress: "التوصيل إلى هذا العنوان",
    toPayment: "المتابعة إلى الدفع",
    cod: /^الدفع عند الاستلام/,
    review: "مراجعة الطلب",
    place: "تأكيد الطلب",
    invoice: "عرض الفاتورة",
    chooseShipping: "اختر شركة الشحن ونوع الشحن",
    addToCart: "أضف إلى السلة",
    quantity: "الكمية",
    addedLeft: (n: number) => `أضفنا ${n} فقط، هذا كل المتوفر.`,
    allInCart: (n: number) => `في سلتك كل المتوفر من هذا المنتج (${n}).`,
    increase: /^زيادة كمية/,
    preparing: "قيد التجهيز",
    cancelTitle: "إلغاء الطلب",
    cancelLabel: "سبب الإلغاء",
    ended: "انتهت جلستك، سجّل الدخول مجددًا.",
    signOut: "تسجيل الخروج",
  },
  en: {
    subtotal: "Subtotal (incl. VAT)",
    savings: "Product discounts",
    ofWhichTax: "Of which VAT",
    continue: "Continue",
    useAddress: "Deliver to this address",
    toPayment: "Continue to payment",
    cod: /^Cash on delivery/,
    review: "Review the order",
    place: "Place order",
    invoice: "View the invoice",
    chooseShipping: "Choose a shipping company and type",
    addToCart: "Add to cart",
    quantity: "Quantity",
    addedLeft: (n: number) => `Only ${n} were left; we added them all.`,
    allInCart: (n: number) => `Your cart already holds all ${n} in stock.`,
    increase: /^Increase/,
    preparing: "Preparing",
    cancelTitle: "Cancel the order",
    cancelLabel: "Reason for cancelling",
    ended: "Your session ended; sign in again.",
    signOut: "Sign out",
  },
} as const;

type Lang = keyof typeof WORDS;

const MINUS_AMOUNT = /^\u2212[\d,]+\.\d\d (ج\.م|EGP)$/;
const cents = async (totals: Locator, line: string) => Math.round(Number(await totals.locator(`[data-line="${line}"] dd`).getAttribute("data-amount")) * 100);

/** The basket's lines as a shopper reads them: the same labels on every page, the discounts taken off with a minus, and they add up. */
async function oneRule(totals: Locator, lng: Lang, extra: string[] = []) {
  const w = WORDS[lng];
  await expect(totals.locator('[data-line="subtotal"] dt')).toHaveText(w.subtotal);
  await expect(totals.locator('[data-line="savings"] dt')).toHaveText(w.savings);
  // textContent: a phone's checkout summary is folded.
  expect(((await totals.locator('[data-line="savings"] dd').textContent()) ?? "").replace(/\s+/g, " ").trim()).toMatch(MINUS_AMOUNT);
  await expect(totals.locator('[data-line="tax"] dt')).toHaveText(w.ofWhichTax);
  let sum = (await cents(totals, "subtotal")) - (await cents(totals, "savings"));
  for (const line of extra) sum += await cents(totals, line);
  expect(sum, "subtotal − discounts (+ shipping and fee) is the total").toBe(await cents(totals, "total"));
}

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];

  test.describe(`shopper wording · ${lng}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("one subtotal and minus-signed discounts on the cart, every checkout summary and the invoice; a shipping option already checked", async ({ page }) => {
      test.slow();
      const { shopper, address } = await seedCustomer(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      const product = await findProduct(page.request, (p) => p.discount > 0 && (p as { tax?: number }).tax! > 0 && p.balance >= 10 && p.price <= 300, lng);
      await addToCart(page.request, product, 1);

      await page.goto(`/cart?lng=${lng}`);
      await oneRule(page.getByRole("main").locator(".totals"), lng);

      await page.goto(`/checkout/shipping?lng=${lng}`);
      await oneRule(page.locator("details.checkout-summary .totals"), lng);
      await page.getByRole("button", { name: w.useAddress }).click();
      await expect(page).toHaveURL(/\/checkout\/shipping#shipping$/);
      // The cheapest option is checked: one tap continues (decision 089).
      const checked = page.locator('input[name="shipping"]:checked');
      await expect(checked).toHaveCount(1);
      const fees = (await (await page.request.get(`/api/shipment/shipping-companies?town_id=${address!.town.id}`)).json()).data.data.flatMap(
        (c: { id: number; types: { id: number; fee: number }[] }) => c.types.map((t) => ({ value: `${c.id}-${t.id}`, fee: Number(t.fee) })),
      );
      const cheapest = Math.min(...fees.map((f: { fee: number }) => f.fee));
      const value = await checked.getAttribute("value");
      expect(fees.find((f: { value: string }) => f.value === value)!.fee).toBe(cheapest);
      await page.getByRole("button", { name: w.toPayment }).click();
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await oneRule(page.locator("details.checkout-summary .totals"), lng, ["shipping"]);

      await page.getByRole("radio", { name: w.cod }).check();
      await page.getByRole("button", { name: w.review }).click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
      const review = page.locator("details.checkout-summary .totals");
      await expect(review.locator('[data-line="paymentFee"]')).toBeVisible();
      await oneRule(review, lng, ["shipping", "paymentFee"]);

      await page.getByRole("button", { name: w.place }).click();
      await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
      await page.getByRole("link", { name: w.invoice }).click();
      await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
      const invoice = page.locator(".invoice .totals").first();
      await expect(invoice.locator('[data-line="total"]')).toBeVisible();
      await oneRule(invoice, lng, ["shipping", "paymentFee"]);
    });

    test("a shipping form sent without a choice is refused in the shop's words at its field", async ({ page }) => {
      const { shopper, address } = await seedCustomer(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 10), 1);
      const chosen = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(address!.id) }, maxRedirects: 0 });
      expect(chosen.status()).toBe(303);
      await page.goto(`/checkout/shipping?lng=${lng}`);
      // The form does not leave it to the browser's own "Please select one of these options".
      await expect(page.locator("#shipping form")).toHaveAttribute("novalidate", "");
      const refused = await page.request.post(`/checkout/shipping?lng=${lng}`, { form: { intent: "shipping" }, maxRedirects: 0 });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain(w.chooseShipping);
    });

    test("a quantity above the stock adds what is left and says so; the cart's + then names the stock", async ({ page, javaScriptEnabled }) => {
      const all = await products(page.request, lng);
      const product = all.find((p) => p.balance >= 2 && p.balance <= 5)!;
      expect(product, "a product with a few left").toBeTruthy();
      await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      await page.locator(".purchase").getByLabel(w.quantity).fill("99");
      await page.locator(".purchase").getByRole("button", { name: w.addToCart }).click();
      // The stock is read from the message: other journeys' orders may have taken some since the list was read.
      const said = page.getByText(
        new RegExp(
          `^${w
            .addedLeft(999)
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
            .replace("999", "(\\d+)")}$`,
        ),
      );
      await expect(said).toBeVisible();
      const left = Number((await said.textContent())!.match(/\d+/)![0]);
      expect(left).toBeGreaterThanOrEqual(1);
      expect(left).toBeLessThanOrEqual(product.balance);
      // The box no longer offers the 99 that cannot be had (a page drawn anew without JavaScript, the box itself with it).
      await expect(page.locator(".purchase").getByLabel(w.quantity)).toHaveValue("1");

      await page.goto(`/cart?lng=${lng}`);
      const line = page.locator(`[data-line="${product.id}-${product.default_unit_id}"]`);
      await expect(line.locator(".qty-value")).toHaveText(String(left));
      await line.getByRole("button", { name: w.increase }).click();
      await expect(page.getByRole("status").filter({ hasText: w.allInCart(left) })).toBeVisible();
      await expect(line.locator(".qty-value")).toHaveText(String(left));
    });

    test("an order reads one status word everywhere; its cancel form is folded until asked for", async ({ page }) => {
      const { shopper, order } = await seedCustomerWithOrder(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      await page.goto(`/account/orders?lng=${lng}`);
      await expect(page.locator(`.orders-table tr[data-order="${order.id}"] td[data-label]`).filter({ hasText: w.preparing })).toHaveCount(1);
      // The status alone, no bracketed second word (the row's product name may have brackets of its own).
      await expect(page.locator(`.orders-table tr[data-order="${order.id}"] .status-chip`)).not.toContainText("(");
      await page.goto(`/account/orders/${order.id}?lng=${lng}`);
      await expect(page.locator("[data-status]")).toHaveText(w.preparing);
      const reason = page.getByLabel(w.cancelLabel);
      await expect(reason).toBeHidden();
      await page.locator("details.order-cancel > summary").click();
      await expect(page.getByRole("heading", { name: w.cancelTitle })).toBeVisible();
      await expect(reason).toBeVisible();
    });

    test("an ended sign-in goes to sign in and back (spec §4), saying why", async ({ page, context }) => {
      const { shopper } = await seedCustomer(page.request, { address: false });
      await signInByPost(page.request, shopper.email, shopper.password);
      await page.goto(`/account/details?lng=${lng}`);
      const ended = (await context.cookies()).find((c) => c.name === "session")!;
      // Signed out elsewhere: the Store API no longer takes this session's tokens.
      await page.getByRole("button", { name: w.signOut }).click();
      await expect(page).toHaveURL(/\/login$/);

      // A checkout step asks the Store API for the cart on every visit, so the ended token is seen there.
      await context.addCookies([ended]);
      await page.goto("/checkout/shipping");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fshipping$/);
      await expect(page.getByText(w.ended)).toBeVisible();
      await expect(page.getByRole("button", { name: w.signOut })).toHaveCount(0);
      // Said once: the next page does not repeat it.
      await page.reload();
      await expect(page.getByText(w.ended)).toHaveCount(0);
    });
  });
}

for (const port of [PORTS.template1, PORTS.template2]) {
  test.describe(`shopper wording · template on ${port === PORTS.template1 ? 1 : 2}`, () => {
    test.use({ baseURL: urlOn(port), viewport: { width: 390, height: 844 } });
    test("the cart's subtotal and minus-signed discounts (ar)", async ({ page }) => {
      const product = await findProduct(page.request, (p) => p.discount > 0 && (p as { tax?: number }).tax! > 0 && p.balance >= 10, "ar");
      await addToCart(page.request, product, 1);
      await page.goto("/cart?lng=ar");
      await oneRule(page.getByRole("main").locator(".totals"), "ar");
    });
  });
}
