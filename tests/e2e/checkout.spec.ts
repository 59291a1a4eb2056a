import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, hydrated, OPERATOR_SECRET, PORTS, test, urlOn } from "./fixtures";
import { seedAddress, seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { fillArabicAddress } from "./address-form";
import { chooseShippingByPost, choosePaymentByPost, expressFor } from "./checkout-choices";

/**
 * Checkout journeys against the demo store, whose Paymob is the embedded sandbox on the other
 * loopback name (http://127.0.0.1:<port>/paymob-sandbox while the shop is on localhost), so the
 * redirects to the provider and back, and CSP form-action, work as with Paymob's own host.
 * Only the journey OF a form clicks through it; the others set their choices by posting the forms.
 */

const vector = JSON.parse(readFileSync(new URL("../fixtures/paymob-hmac.json", import.meta.url), "utf8"));
let picks = 0;

/** A fresh customer (with a saved address unless told not to), signed in, with one product in the cart. */
async function shopperWithCart(page: Page, opts: { address?: boolean; lng?: "ar" | "en" } = {}) {
  const seeded = await seedCustomer(page.request, opts);
  await signInByPost(page.request, seeded.shopper.email, seeded.shopper.password);
  // Between the minimum purchase (100) and free shipping (500), spread over a few products.
  const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, opts.lng ?? "en", picks++ % 6);
  await addToCart(page.request, product, 1);
  return { ...seeded, product };
}

async function payByCard(page: Page, number: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/iframes\/\d+\?payment_token=/);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Name on card").fill("Test Account");
  await page.getByLabel("Expiry (MM/YY)").fill("01/39");
  await page.getByLabel("CVV").fill("123");
  const returned = page.waitForRequest(/^http:\/\/localhost:\d+\/payments\/paymob\/return\?/);
  await page.getByRole("button", { name: /^Pay / }).click();
  // Back at the shop: the result, or for a paid order the order-placed page it goes on to.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/(payments\/paymob\/return|checkout\/placed)\?/);
  return new URL((await returned).url()).searchParams;
}

const result = (page: Page) => page.locator(".payment-result .notice");

/**
 * Refunds Paymob took, as the operator's /metrics counts them. The counter is the server's: the js and
 * no-js runs of a journey (and the other refunding journey) count in it at the same time, so a journey
 * asks for it to have grown, not by exactly one.
 */
async function refunds(page: Page) {
  const metrics = await page.request.get(urlOn(PORTS.main, "/metrics"), { headers: { Authorization: `Bearer ${OPERATOR_SECRET}` } });
  return Number(/^storefront_payment_refunds_total\{outcome="refunded"\} (\d+)$/m.exec(await metrics.text())?.[1] ?? 0);
}

/** A settled payment lands on the order-placed page, as a cash order does, with the result as its message. */
async function expectPaidAndPlaced(page: Page, lng: "ar" | "en") {
  await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
  await expect(page.locator(".flash[role=status]")).toHaveText(lng === "ar" ? "تم الدفع بنجاح." : "Payment succeeded.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lng === "ar" ? "شكرًا لك، تم استلام طلبك" : "Thank you, your order is placed");
  await expect(page.getByText(lng === "ar" ? "دُفع الطلب عبر Paymob" : "The order is paid through Paymob", { exact: false })).toBeVisible();
}

test.describe("checkout", () => {
  // Registering at the checkout is the first-time buyer's journey (tests/e2e/first-time-buyer.spec.ts).
  test("a guest who signs in at the checkout is asked to keep the cart and returns to the checkout (English)", async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400);
    await addToCart(page.request, product, 1);
    await page.goto("/checkout?lng=en");
    await expect(page).toHaveTitle(/^Review your cart/);
    await expect(page.getByRole("cell", { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout\/register$/);
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fshipping$/);

    // Signing in (its own form is tested elsewhere) with the guest cart asks to keep it, then returns here.
    const { shopper } = await seedCustomer(page.request);
    const login = await page.request.post("/login", {
      form: { login: shopper.email, password: shopper.password, redirectTo: "/checkout/shipping" },
      maxRedirects: 0,
    });
    expect(login.headers().location).toBe("/login?step=keep-cart&redirectTo=%2Fcheckout%2Fshipping");
    const keep = await page.request.post("/login?step=keep-cart", { form: { intent: "keep-cart", redirectTo: "/checkout/shipping" }, maxRedirects: 0 });
    expect(keep.headers().location).toBe("/checkout/shipping");
    await page.goto("/checkout/shipping?lng=en");
    await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();
    // a signed-in shopper skips the sign-in step
    await page.goto("/checkout/register");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });

  test("a guest opening an order's invoice signs in on the shop's sign-in page, not as a checkout step (Arabic)", async ({ page }) => {
    await page.goto("/checkout/invoice?order=1&lng=ar");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
    // The shop's own sign-in: no checkout frame and no "Step 2 of 5 · Account".
    await expect(page.locator("[data-frame=checkout]")).toHaveCount(0);
    await expect(page.locator(".checkout-steps")).toHaveCount(0);
    await expect(page.getByText(/الخطوة \d من \d/)).toHaveCount(0);
    // A checkout step's sign-in is still drawn as its "Account" step.
    await page.goto("/checkout/shipping?lng=ar");
    await expect(page).toHaveURL(/\/(login|checkout\/register)/);
    await expect(page.locator("[data-frame=checkout]")).toHaveCount(1);
  });

  test("a step reached too early sends the shopper back to the first incomplete one (English)", async ({ page }) => {
    await shopperWithCart(page);
    await page.goto("/checkout/confirmation?lng=en");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.goto("/checkout/payment");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    expect((await page.request.get("/checkout/invoice?order=999999")).status()).toBe(404);

    // an empty cart goes back to the cart step, which says so
    await page.request.post("/cart", { form: { intent: "empty" }, maxRedirects: 0 });
    await page.goto("/checkout/shipping");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Your cart is empty, so there is nothing to order yet.")).toBeVisible();
  });

  test("a new address on the map (geocoded without JavaScript), express shipping, cash on delivery and the invoice (Arabic)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { product } = await shopperWithCart(page, { address: false, lng: "ar" });
    await page.goto("/checkout?lng=ar");
    await expect(page).toHaveTitle(/^مراجعة السلة/);
    await page.getByRole("link", { name: "المتابعة", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByText("لا توجد عناوين محفوظة بعد. أضف عنوانك أدناه.")).toBeVisible();
    // With JavaScript the journey is the hydrated page's (before it, the form is the one without a map).
    if (javaScriptEnabled) await hydrated(page);

    // Nothing filled: the spec's message.
    await page.getByRole("button", { name: "احفظ العنوان واستخدمه" }).click();
    // With JavaScript the page has a map to choose a point on; without, the typed address is placed.
    await expect(page.getByRole("alert")).toHaveText(javaScriptEnabled ? "يجب ملء جميع الحقول وتحديد موقع على الخريطة" : "يجب ملء جميع الحقول");

    await fillArabicAddress(page, { phone: "01001234567", street: "12 شارع 9", mapX: 140, javaScriptEnabled });
    await page.getByRole("button", { name: "احفظ العنوان واستخدمه" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ العنوان وسيصل طلبك إليه.");

    await page.getByRole("radio", { name: /^واحة إكسبريس — سريع/ }).check();
    await expect(page.getByText("التوصيل خلال يوم أو يومين").first()).toBeVisible();
    // Under the company's own heading an option shows its kind alone (its name aloud still says the company).
    const express = page.locator("fieldset").filter({ has: page.locator("legend", { hasText: "واحة إكسبريس" }) });
    await expect(express.locator(".choice__label--priced strong > [aria-hidden]").first()).toHaveText("عادي");
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    // the choices live in the session: a reload keeps the step
    await page.reload();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    // No method chosen yet: no fee line, and the total says it leaves the fee out.
    await expect(page.locator(".totals")).not.toContainText("رسوم طريقة الدفع");
    await expect(page.locator(".totals")).toContainText("قبل رسوم الدفع");

    await page.getByRole("radio", { name: /^الدفع عند الاستلام/ }).check();
    await page.getByRole("button", { name: "مراجعة الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expect(page.locator(".checkout-review")).toContainText("البيت");
    await expect(page.locator(".checkout-review")).toContainText("واحة إكسبريس — سريع");
    await expect(page.locator(".checkout-review")).toContainText("الدفع عند الاستلام");
    await page.getByLabel("ملاحظات على الطلب (اختياري)").fill("اتصل قبل الوصول");
    await page.getByRole("button", { name: "تأكيد الطلب" }).click();

    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: "عرض الفاتورة" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    await expect(page).toHaveTitle(/^الفاتورة INV-/);
    const invoice = page.locator(".invoice");
    await expect(invoice).toContainText(product.name);
    await expect(invoice).toContainText("سلمى نور");
    await expect(invoice).toContainText("+201001234567");
    await expect(invoice).toContainText("المعادي");
    await expect(invoice).toContainText("اتصل قبل الوصول");
    // The order's tax number is the store's (the Store API copies its settings' tax_number): said so, in the seller's block, with the store's phone left to right.
    const seller = invoice.locator("address.invoice__seller");
    await expect(seller).toContainText("الرقم الضريبي للبائع: 312-456-789");
    await expect(seller.locator("bdi.phone")).toHaveText("+201000000000");
    await expect(invoice.locator(".order__facts").filter({ hasText: "سلمى نور" })).not.toContainText("الرقم الضريبي");
    await expect(page.locator(".order__facts").first()).toContainText("قيد التجهيز");
    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "اطبع الفاتورة" })).toBeVisible();
    // Cash on delivery owes nothing online: no pay button.
    await expect(page.getByRole("button", { name: "ادفع الآن" })).toHaveCount(0);
    // The cart is empty now: the cart step says so, and the confirmation asked again shows the order just placed (decision 074).
    await page.goto("/checkout");
    await expect(page.getByText("سلتك فارغة، فلا يوجد ما نطلبه بعد.")).toBeVisible();
    await page.goto("/checkout/confirmation");
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
  });

  test("the review's change links sit level with what they change, at the row's end (Arabic, 390 px phone)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { address } = await shopperWithCart(page, { lng: "ar" });
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 1);
    await page.goto("/checkout/confirmation?lng=ar");
    const links = page.getByRole("link", { name: /^تغيير / });
    await expect(links).toHaveCount(4);
    const rows = await page.locator(".checkout-review dd").evaluateAll((dds) =>
      dds.map((dd) => {
        const link = dd.querySelector(".checkout-change") as HTMLElement;
        // Where words are drawn: the link's word, and the first line of what the row says (its pieces nearest the top).
        const drawn = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return [...range.getClientRects()].filter((r) => r.width > 0);
        };
        const pieces = drawn(link.previousElementSibling as Element);
        const lineTop = Math.min(...pieces.map((r) => r.top));
        const lineBottom = Math.max(...pieces.filter((r) => r.top < lineTop + 4).map((r) => r.bottom));
        const word = drawn(link)[0] as DOMRect;
        const term = drawn(dd.previousElementSibling as Element)[0] as DOMRect;
        return {
          what: link.getAttribute("aria-label"),
          wordMiddle: (word.top + word.bottom) / 2,
          lineTop,
          lineBottom,
          termTop: term.top,
          termBottom: term.bottom,
          linkLeft: link.getBoundingClientRect().left,
          ddLeft: dd.getBoundingClientRect().left,
        };
      }),
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      // On the first line of its row and level with its term, not lower, nor trailing the last line.
      expect(r.wordMiddle > r.lineTop && r.wordMiddle < r.lineBottom, `${r.what}: on the first line ${JSON.stringify(r)}`).toBe(true);
      // On a phone the term sits above its row, which takes the card's whole width.
      expect(r.termBottom, `${r.what}: its term above it ${JSON.stringify(r)}`).toBeLessThanOrEqual(r.lineTop + 1);
      // At the row's inline end: the left edge on an Arabic page.
      expect(Math.abs(r.linkLeft - r.ddLeft), `${r.what}: at the row's end`).toBeLessThan(2);
    }
    const head = await page.locator(".checkout-review__head").evaluate((el) => {
      const link = el.querySelector("a") as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(link);
      const [h, word] = [(el.querySelector("h2") as HTMLElement).getBoundingClientRect(), range.getBoundingClientRect()];
      const middle = (word.top + word.bottom) / 2;
      return { inside: middle > h.top && middle < h.bottom, left: Math.abs(link.getBoundingClientRect().left - el.getBoundingClientRect().left) < 2 };
    });
    expect(head, "the items' change link on its heading's line, at its end").toEqual({ inside: true, left: true });
    await expect(page.getByRole("heading", { level: 2, name: "المنتجات", exact: true })).toBeVisible();
  });

  test("on a phone the review gives the address the card's width: a name and a flat number are not broken apart (Arabic, 390 px phone)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { token, api, address: seeded } = await shopperWithCart(page, { lng: "ar" });
    const address = await seedAddress(api, token, {
      receiver_name: "أحمد Hassan",
      receiver_phone: "+201001234567",
      address_name: "البيت",
      detailed_address: "شقة 8، 14 شارع التحرير",
    });
    expect(address.id).not.toBe(seeded!.id);
    await chooseShippingByPost(page.request, address);
    await choosePaymentByPost(page.request, 1);
    await page.goto("/checkout/confirmation?lng=ar");
    const where = page.locator(".checkout-review dd").first();
    await expect(where).toContainText("أحمد Hassan");
    /** How many lines these words are drawn on, inside `where` (each word may be isolated in its own element). */
    const linesOf = (words: string[]) =>
      where.evaluate((dd, words) => {
        const tops = words.map((word) => {
          const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent!.indexOf(word);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            return range.getBoundingClientRect().top;
          }
          return Number.NaN;
        });
        if (tops.some(Number.isNaN)) return -1;
        // Words of one line share a top within a few pixels; another line is a line-height lower.
        return Math.max(...tops) - Math.min(...tops) < 8 ? 1 : 2;
      }, words);
    expect(await linesOf(["أحمد", "Hassan"]), "the receiver's name on one line").toBe(1);
    expect(await linesOf(["شقة", "8"]), "the flat and its number on one line").toBe(1);
    // The term above its row, the row the card's width.
    const [term, row, card] = await Promise.all([
      page.locator(".checkout-review dt").first().boundingBox(),
      where.boundingBox(),
      page.locator(".checkout-review").boundingBox(),
    ]);
    expect(term!.y + term!.height).toBeLessThanOrEqual(row!.y + 1);
    expect(row!.width).toBeGreaterThan(card!.width * 0.8);
    await where.screenshot({ path: test.info().outputPath("review-address-ar.png") });
  });

  for (const lng of ["ar", "en"] as const) {
    test(`the home page's delivery promise holds for every shipping option the checkout offers (${lng})`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      const promise = lng === "ar" ? "التوصيل خلال 1-5 أيام" : "Delivery in 1-5 days";
      await expect(page.locator(".hero")).toContainText(promise);
      const { address } = await shopperWithCart(page, { lng });
      const chosen = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(address!.id) }, maxRedirects: 0 });
      expect(chosen.status()).toBe(303);
      // English: every option's days as digits ("Delivery in 3–5 days", "Delivery in 2 days").
      await page.goto("/checkout/shipping?lng=en");
      const details = (await page.locator(".choice__detail").allTextContents()).filter((d) => d.includes("Delivery"));
      expect(details.length, "Cairo has three companies, two types each").toBeGreaterThanOrEqual(6);
      // The chosen option's dot is the shop's colour, not the browser's blue.
      expect(
        await page
          .locator('input[type="radio"]')
          .first()
          .evaluate((el) => getComputedStyle(el).accentColor),
      ).not.toBe("auto");
      for (const detail of details) {
        const days = /Delivery in (\d+)(?:–\u2060(\d+))? days?/.exec(detail);
        expect(days, detail).not.toBeNull();
        expect(Number(days![1]), detail).toBeGreaterThanOrEqual(1);
        expect(Number(days![2] ?? days![1]), detail).toBeLessThanOrEqual(5);
      }
    });
  }

  test("a shipping form sent without a choice says so on that form (English)", async ({ page }) => {
    await shopperWithCart(page);
    await page.goto("/checkout/shipping?lng=en");
    await page.getByRole("button", { name: "Deliver to this address" }).click();
    await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
    // The cheapest option comes checked and the form leaves the check to the server (decision 089): with
    // every option unchecked, the server's refusal shows at the choice, in the shop's words.
    const form = page.locator("form", { has: page.getByRole("button", { name: "Continue to payment" }) });
    expect(
      await form
        .getByRole("radio")
        .first()
        .evaluate((el: HTMLInputElement) => el.required),
    ).toBe(true);
    await expect(form.getByRole("radio", { checked: true })).toHaveCount(1);
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    await form.evaluate((f: HTMLFormElement) => {
      for (const radio of f.querySelectorAll<HTMLInputElement>('input[type="radio"]')) radio.checked = false;
    });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.locator("#shipping-choice-errors")).toHaveText("Choose a shipping company and type");
    await expect(page.locator("#address-choice-errors")).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout\/shipping(\?lng=en)?$/);
  });

  test("pays by test card in the sandbox and the order is paid (English)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await page.goto("/checkout/payment?lng=en");
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: "Review the order" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    // With JavaScript the address changes before the new page replaces the old one's choices.
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your order" })).toBeVisible();
    const total = await page.locator(".totals__grand[data-total]").getAttribute("data-total");
    await expect(page.getByText(/^You will pay [\d,.]+ EGP through Paymob\.$/)).toBeVisible();
    await page.getByRole("button", { name: "Place order and pay" }).click();

    await expect(page.getByText(`${Number(total).toLocaleString("en-US", { minimumFractionDigits: 2 })} EGP`).first()).toBeVisible();
    await payByCard(page, "5123456789012346");
    await expectPaidAndPlaced(page, "en");
    await page.getByRole("link", { name: "Track your order" }).click();
    await expect(page.locator("[data-payment]")).toContainText("Paid");
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  });

  test("a shopper whose session ended while paying signs in (in Arabic, the store's default once the cookies are gone) and lands on the payment result", async ({
    page,
    context,
  }) => {
    const { shopper, address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation?lng=en");
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/iframes\//);
    // The shop's cookies go (expired session, another tab signed out) while the shopper is at Paymob.
    await context.clearCookies({ domain: "localhost" });
    await page.getByLabel("Card number").fill("5123456789012346");
    await page.getByLabel("Name on card").fill("Test Account");
    await page.getByLabel("Expiry (MM/YY)").fill("01/39");
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayments%2Fpaymob%2Freturn%3F/);
    await page.getByLabel("البريد الإلكتروني أو رقم الهاتف").fill(shopper.email);
    await page.getByLabel("كلمة المرور", { exact: true }).fill(shopper.password);
    await page.getByRole("main").getByRole("button", { name: "دخول" }).click();
    await expectPaidAndPlaced(page, "ar");
  });

  test("a declined card leaves the order unpaid; its page and its invoice offer to pay again (Arabic)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation?lng=ar");
    await page.getByRole("button", { name: "تأكيد الطلب والدفع" }).click();
    await payByCard(page, "4000000000000002");
    await expect(result(page)).toHaveText("فشل الدفع");
    // A signed decline: Paymob says nothing was taken, so the page may say so.
    await expect(page.getByText("لم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى من صفحة الطلب.")).toBeVisible();
    // The order is placed and the cart empty: the frame's way back is to the shop, with no "secure checkout" (decision 107).
    await expect(page.locator(".checkout-frame__back")).toHaveAttribute("href", "/");
    await expect(page.locator(".checkout-frame__back")).toHaveText(/العودة إلى المتجر/);
    await expect(page.locator(".checkout-frame__secure")).toBeHidden();
    await page.getByRole("link", { name: "حاول الدفع مرة أخرى" }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.locator("[data-payment]")).toContainText("فشل الدفع");
    // Waiting for its payment, not "Preparing" as a cash-on-delivery order going ahead is (decision 107).
    await expect(page.locator("[data-status]")).toHaveText("بانتظار الدفع");
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("بانتظار الدفع");
    // Its four steps stay one row on the narrowest phone (they wrapped as chips at 390 px).
    await page.setViewportSize({ width: 320, height: 700 });
    const tops = await page.locator(".progress__step").evaluateAll((steps) => steps.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    // When it is cancelled unless paid: 600 s of payment time and 5 minutes' grace from placing it, on the store's clock.
    const deadline = page.locator(".field__hint", { hasText: "إن بقي الطلب غير مدفوع حتى" });
    await expect(deadline).toHaveText(
      /^إن بقي الطلب غير مدفوع حتى \d{1,2} [\u0621-\u064A]+ \d{4}، \d{1,2}:\d{2} [صم] يُلغى تلقائيًا\. كل ضغطة على «ادفع الآن» تمنحك خمس عشرة دقيقة من لحظتها\.$/,
    );
    const cancelAt = Date.parse((await deadline.locator("time").getAttribute("datetime"))!);
    expect(cancelAt - Date.now()).toBeGreaterThan(10 * 60_000);
    expect(cancelAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await expect(page.getByRole("button", { name: "ادفع الآن" })).toBeVisible();

    // The invoice offers the same new attempt (its form posts to the order page's action).
    const orderId = /\/account\/orders\/(\d+)$/.exec(new URL(page.url()).pathname)![1];
    await page.goto(`/checkout/invoice?order=${orderId}`);
    await page.getByRole("button", { name: "ادفع الآن" }).click();
    await payByCard(page, "4111 1111 1111 1111");
    await expectPaidAndPlaced(page, "ar");
    await page.getByRole("link", { name: "تتبّع طلبك" }).click();
    await expect(page.locator("[data-payment]")).toContainText("مدفوع");
    await expect(page.locator("[data-status]")).toHaveText("قيد التجهيز");
  });

  test("a second Paymob page of the same order pays the same Paymob order: once one is paid, the other charges nothing (English)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation?lng=en");
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/iframes\/\d+\?payment_token=/);
    const firstPage = page.url();
    // Back at the shop before paying, the shopper presses "Pay now": a second page for the same order.
    await page.goto("/account/orders?lng=en");
    await page
      .getByRole("link", { name: /^View order / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const orderPage = page.url();
    await page.getByRole("button", { name: "Pay now" }).click();
    await payByCard(page, "5123456789012346");
    await expectPaidAndPlaced(page, "en");
    // The first page was for the same Paymob order, locked once paid: it takes no second payment.
    await page.goto(firstPage);
    await expect(page.getByRole("heading", { name: "This order has already been paid." })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    await page.goto(orderPage);
    await expect(page.locator("[data-payment]")).toContainText("Card · Paid");
  });

  test("the same with a wallet: the first wallet page of a paid order takes no second payment (English)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 3, "01010101010");
    await page.goto("/checkout/confirmation?lng=en");
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/wallets\//);
    const firstPage = page.url();
    await page.goto("/account/orders?lng=en");
    await page
      .getByRole("link", { name: /^View order / })
      .first()
      .click();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/wallets\//);
    await page.getByLabel("Wallet PIN (MPIN)").fill("123456");
    await page.getByLabel("Verification code (OTP)").fill("123456");
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expectPaidAndPlaced(page, "en");
    await page.goto(firstPage);
    await expect(page.getByRole("heading", { name: "This order has already been paid." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);
  });

  test("a payment page left open and paid after the order was cancelled is refunded through Paymob, and the shopper is told (Arabic, issue #40)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { address } = await shopperWithCart(page, { lng: "ar" });
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation");
    await page.getByRole("button", { name: "تأكيد الطلب والدفع" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/iframes\/\d+\?payment_token=/);
    const openPage = page.url();
    await page.goto("/account/orders");
    await page
      .getByRole("link", { name: /^عرض الطلب / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const orderPage = page.url();
    if (javaScriptEnabled) await hydrated(page);
    await page.getByText("إلغاء الطلب", { exact: true }).click();
    await page.getByLabel("سبب الإلغاء").fill("غيّرت رأيي");
    await page.getByRole("button", { name: "ألغِ الطلب" }).click();
    await expect(page.locator("[data-status]")).toHaveText("ملغى");
    const before = await refunds(page);
    // The page opened before the cancel is still live at Paymob until its key expires.
    await page.goto(openPage);
    await payByCard(page, "5123456789012346");
    await expect(result(page)).toHaveText("تم الدفع لكن البيانات غير متطابقة (تواصل مع الدعم)");
    await expect(page.getByText("نُعيد هذا المبلغ إلى البطاقة أو المحفظة نفسها", { exact: false })).toBeVisible();
    expect(await refunds(page)).toBeGreaterThan(before);
    await page.goto(orderPage);
    await expect(page.locator("[data-status]")).toHaveText("ملغى");
    await expect(page.getByRole("button", { name: "ادفع الآن" })).toHaveCount(0);
  });

  test("a paid card order its customer cancels is refunded through Paymob, and the shopper is told (English)", async ({ page, javaScriptEnabled }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation?lng=en");
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await payByCard(page, "5123456789012346");
    await expectPaidAndPlaced(page, "en");
    await page.getByRole("link", { name: "Track your order" }).click();
    await expect(page.locator("[data-payment]")).toContainText("Card · Paid");
    if (javaScriptEnabled) await hydrated(page);
    const before = await refunds(page);
    await page.getByText("Cancel the order", { exact: true }).click();
    await page.getByLabel("Reason for cancelling").fill("Ordered by mistake");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The order was cancelled. Its payment goes back to your card or wallet; your bank may take a few days to show it.",
    );
    await expect(page.locator("[data-status]")).toHaveText("Cancelled");
    await expect(page.locator("[data-payment]")).toHaveText("Card · Paid, returned to your card or wallet");
    expect(await refunds(page)).toBeGreaterThan(before);
  });

  test("pays by test wallet; the wallet number must be Egyptian (English)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await page.goto("/checkout/payment?lng=en");
    await page.getByRole("radio", { name: /^Mobile wallet/ }).check();
    await page.getByLabel("Wallet number").fill("0512345678");
    await page.getByRole("button", { name: "Review the order" }).click();
    await expect(page.locator(".field__errors")).toHaveText("mobile number invalid");
    await page.getByLabel("Wallet number").fill("01010101010");
    await page.getByRole("button", { name: "Review the order" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expect(page.locator(".checkout-review")).toContainText("+201010101010");
    await page.getByRole("button", { name: "Place order and pay" }).click();

    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/wallets\//);
    await page.getByLabel("Wallet PIN (MPIN)").fill("123456");
    await page.getByLabel("Verification code (OTP)").fill("123456");
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expectPaidAndPlaced(page, "en");
    await page.getByRole("link", { name: "Track your order" }).click();
    await expect(page.locator("[data-payment]")).toContainText("Mobile wallet · Paid");
  });

  test("emptying the cart forgets the address, shipping and payment chosen (English)", async ({ page }) => {
    const { address, product } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 1);
    await page.goto("/checkout/confirmation?lng=en");
    await expect(page).toHaveURL(/\/checkout\/confirmation/);

    await page.goto("/cart");
    await page.getByRole("link", { name: "Empty the cart" }).click();
    await page.getByRole("button", { name: "Empty the cart" }).click();
    await expect(page.getByRole("status")).toHaveText("Your cart is now empty.");
    // With the same product back in the cart, the checkout starts again from the shipping step.
    await addToCart(page.request, product, 1);
    await page.goto("/checkout/confirmation");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.goto("/checkout/payment");
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });

  test("posting the same confirmation twice creates one order (Arabic)", async ({ page }) => {
    const { address } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 1);
    const html = await (await page.request.get("/checkout/confirmation?lng=ar")).text();
    const form: Record<string, string> = {};
    for (const name of ["key", "address_id", "shipping_company_id", "shipping_type_id", "payment_method_Id"]) {
      form[name] = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1];
    }
    const first = await page.request.post("/checkout/confirmation", { form, maxRedirects: 0 });
    const second = await page.request.post("/checkout/confirmation", { form, maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect(second.status()).toBe(303);
    expect(first.headers().location).toMatch(/^\/checkout\/placed\?order=\d+$/);
    expect(second.headers().location).toBe(first.headers().location);
    // A form rendered in another tab before the order was placed (its own key) finds the cart emptied:
    // it is shown the order placed, not "your cart is empty", and places nothing more.
    const otherTab = await page.request.post("/checkout/confirmation", { form: { ...form, key: "checkout-another-tab-0000" }, maxRedirects: 0 });
    expect(otherTab.status()).toBe(303);
    expect(otherTab.headers().location).toBe(first.headers().location);
    await page.goto("/checkout/confirmation?lng=ar");
    await expect(page).toHaveURL(new RegExp(`${first.headers().location!.replace("?", "\\?")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/account/orders?lng=ar");
    await expect(page.locator(".orders-table tbody tr")).toHaveCount(1);
  });

  test("a forged callback is refused and changes nothing; a forged return shows failure (English)", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "HTTP checks run once");
    const { token, address, api } = await seedCustomer(page.request);
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400);
    await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 1 });
    const [company, type] = (await expressFor(page.request, address!.town.id)).split("-").map(Number);
    const order = (
      await api("POST", "store/checkout", token, { address_id: address!.id, shipping_company_id: company, shipping_type_id: type, payment_method_Id: 2 })
    ).data;
    const obj = {
      ...vector.processed_callback_body.obj,
      amount_cents: Math.round(order.amount_due * 100),
      order: { id: 1, merchant_order_id: `${order.id}-1` },
    };
    // A wrong hmac, and the vector's own (signed with another secret than this store's): both refused.
    for (const hmac of ["0".repeat(128), vector.expected_hmac, ""]) {
      const res = await page.request.post(`/payments/paymob/callback?hmac=${hmac}`, {
        data: { type: "TRANSACTION", obj },
        headers: { Origin: "https://accept.paymob.com" },
      });
      expect(res.status(), hmac).toBe(401);
    }
    expect((await page.request.get("/payments/paymob/callback")).status()).toBe(405);
    // The callbacks answer even while the store is switched off (530 everywhere else).
    expect((await page.request.post(urlOn(PORTS.siteOff, "/payments/paymob/callback?hmac=0"), { data: { type: "TRANSACTION", obj } })).status()).toBe(401);
    expect((await page.request.get(urlOn(PORTS.siteOff, "/checkout"))).status()).toBe(530);
    const after = (await api("GET", `store/account/orders/${order.id}`, token)).data;
    expect(after.payment.status).toBe("unpaid");
    expect(after.amount_due).toBe(order.amount_due);

    const forged = new URLSearchParams({
      id: "1",
      success: "true",
      pending: "false",
      amount_cents: String(obj.amount_cents),
      order: "1",
      merchant_order_id: `${order.id}-1`,
      hmac: "f".repeat(128),
    });
    const res = await page.goto(`/payments/paymob/return?${forged}&lng=en`);
    expect(res?.status()).toBe(400);
    await expect(result(page)).toHaveText("payment failed");
    // An unsigned return proves nothing: no "nothing was charged", but the way to the orders' real state.
    await expect(page.getByText("Nothing was charged")).toHaveCount(0);
    await expect(page.getByText("We could not confirm this payment from the link that brought you here.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/account/orders");
  });
});

test.describe("issue #19: one payment cannot mark a second order paid", () => {
  test("a customer-registered attempt and the paid order's signed fields with digits moved are refused; nothing changes (English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "HTTP checks run once");
    // Order A, paid through the sandbox: its return URL carries the signed fields and their hmac.
    const { token, api, address, product } = await shopperWithCart(page);
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 2);
    await page.goto("/checkout/confirmation?lng=en");
    await page.getByRole("button", { name: "Place order and pay" }).click();
    const signed = await payByCard(page, "5123456789012346");
    await expectPaidAndPlaced(page, "en");
    const orderA = Number(/^(\d+)-/.exec(signed.get("merchant_order_id")!)![1]);

    // 1. order B (card, the same amount), not paid.
    await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 1 });
    const [company, type] = (await expressFor(page.request, address!.town.id)).split("-").map(Number);
    const orderB = (
      await api("POST", "store/checkout", token, { address_id: address!.id, shipping_company_id: company, shipping_type_id: type, payment_method_Id: 2 })
    ).data;
    expect(Math.round(orderB.amount_due * 100)).toBe(Number(signed.get("amount_cents")));

    // 2. an attempt for B with A's provider order id and amount, through the public /api.
    const attempt = await page.request.post(`/api/store/account/orders/${orderB.id}/payment-attempts`, {
      headers: { Authorization: `Bearer ${token}`, "X-LANG": "en" },
      data: {
        provider: "paymob",
        provider_order_id: signed.get("order"),
        merchant_order_id: `${orderB.id}-1`,
        amount_cents: Number(signed.get("amount_cents")),
      },
    });
    expect(attempt.status()).toBe(403);

    // 3. A's signed fields replayed with a digit moved from id into has_parent_transaction: the same signed text.
    const id = signed.get("id")!;
    const field = (name: string) => signed.get(name)!;
    const obj = (patch: Record<string, string>) => ({
      ...Object.fromEntries(
        [
          "amount_cents",
          "created_at",
          "currency",
          "error_occured",
          "has_parent_transaction",
          "id",
          "integration_id",
          "is_3d_secure",
          "is_auth",
          "is_capture",
          "is_refunded",
          "is_standalone_payment",
          "is_voided",
          "owner",
          "pending",
          "success",
        ].map((k) => [k, field(k)]),
      ),
      order: { id: field("order"), merchant_order_id: `${orderB.id}-1` },
      source_data: { pan: field("source_data.pan"), sub_type: field("source_data.sub_type"), type: field("source_data.type") },
      ...patch,
    });
    const callback = (o: unknown) =>
      page.request.post(`/payments/paymob/callback?hmac=${field("hmac")}`, {
        data: { type: "TRANSACTION", obj: o },
        headers: { Origin: "https://accept.paymob.com" },
      });
    expect((await callback(obj({ id: id.slice(1), has_parent_transaction: `false${id[0]}` }))).status()).toBe(400);
    // The Store API's own callback is not on the public /api: it answers the whole order to whoever holds a signature.
    const storeApiCallback = await page.request.post(`/api/store/payments/paymob?hmac=${field("hmac")}`, { data: { type: "TRANSACTION", obj: obj({}) } });
    expect(storeApiCallback.status()).toBe(404);
    expect(await storeApiCallback.text()).toBe("Not found.");
    // Between id and integration_id (both digits), the shape holds: the signature was already taken (409).
    const intoIntegration = obj({ id: id.slice(0, -1), integration_id: `${id.slice(-1)}${field("integration_id")}` });
    expect((await callback(intoIntegration)).status()).toBe(id.endsWith("0") ? 400 : 409);

    // The shopper's return with the same shift shows failure and no order.
    const query = new URLSearchParams(signed);
    query.set("id", id.slice(1));
    query.set("has_parent_transaction", `false${id[0]}`);
    query.set("merchant_order_id", `${orderB.id}-1`);
    const back = await page.goto(`/payments/paymob/return?${query}&lng=en`);
    expect(back?.status()).toBe(400);
    await expect(result(page)).toHaveText("payment failed");
    await expect(page.getByRole("link", { name: /View the order|Try paying again/ })).toHaveCount(0);
    // A's genuine return with only its unsigned merchant_order_id changed to B's: the signed provider order still names A.
    const swapped = new URLSearchParams(signed);
    swapped.set("merchant_order_id", `${orderB.id}-1`);
    await page.goto(`/payments/paymob/return?${swapped}&lng=en`);
    await expect(page).toHaveURL(new RegExp(`/checkout/placed\\?order=${orderA}$`));

    // 4. B is still unpaid and owes the same; A stays paid.
    const b = (await api("GET", `store/account/orders/${orderB.id}`, token)).data;
    expect(b.payment.status).toBe("unpaid");
    expect(b.amount_due).toBe(orderB.amount_due);
    expect((await api("GET", `store/account/orders/${orderA}`, token)).data.payment.status).toBe("paid");
  });
});
