import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ARABIC_FLAT, mixedDirectionShopper, OFFICE } from "./mixed-direction-shopper";

/**
 * Text from the shopper or the Store API keeps its own direction inside a sentence of the other
 * one: each address part, name and phone number is an isolate, and an amount is one isolated
 * unit, so "office 301, building 5" never reads "office 301 5" and "على 500.00 ج.م." keeps its order.
 * tests/e2e/typed-order.spec.ts measures where the words are drawn.
 */

/** How the element is isolated from the text around it: a <bdi>, or any element styled unicode-bidi: isolate. */
const isolation = (element: Locator) =>
  element.evaluate((el) => ({ tag: el.tagName.toLowerCase(), unicodeBidi: getComputedStyle(el).unicodeBidi, dir: el.getAttribute("dir") }));

async function expectIsolated(element: Locator) {
  await expect(element).toBeAttached();
  const how = await isolation(element);
  expect(how.tag === "bdi" || how.unicodeBidi === "isolate", JSON.stringify(how)).toBe(true);
}

for (const lng of ["ar", "en"] as const) {
  test(`saved addresses keep each part, name and phone number in its own direction (${lng})`, async ({ page }) => {
    const { shopper } = await mixedDirectionShopper(page);
    for (const path of ["/account/addresses", "/checkout/shipping", "/checkout/confirmation"]) {
      await page.goto(`${path}?lng=${lng}`);
      // Each fragment is the whole text of its own element: nothing of the sentence around it runs into it,
      // down to each part typed between commas in the detailed address ("office 301", "building 5").
      for (const address of path === "/checkout/confirmation" ? [OFFICE] : [OFFICE, ARABIC_FLAT]) {
        for (const part of address.split(/[،,]\s*/)) await expectIsolated(page.getByText(part, { exact: true }).first());
      }
      await expectIsolated(page.getByText("Salma Nour", { exact: true }).first());
      const phone = page.getByText(shopper.mobileE164, { exact: true }).first();
      await expectIsolated(phone);
      expect((await isolation(phone)).dir, `${path}: the phone number reads left to right`).toBe("ltr");
    }
    // The overview's default address, and the e-mail left to right.
    await page.goto(`/account?lng=${lng}`);
    const defaultAddress = page.getByRole("region", { name: lng === "ar" ? "العنوان الافتراضي" : "Default address" });
    for (const part of OFFICE.split(", ")) await expectIsolated(defaultAddress.getByText(part, { exact: true }));
    const email = page.getByText(shopper.email, { exact: true });
    await expectIsolated(email);
    expect((await isolation(email)).dir).toBe("ltr");
  });
}

test("an amount inside an Arabic sentence is one isolated unit: its element holds the whole amount", async ({ page }) => {
  await mixedDirectionShopper(page);
  await page.goto("/checkout/shipping?lng=ar");
  const hint = page.locator("p", { hasText: "الشحن مجاني للطلبات التي تزيد على" });
  const amount = hint.locator("bdi");
  await expect(amount).toHaveCount(1);
  await expect(amount).toHaveText(/^[\d,]+\.\d\d ج\.م$/);
  await expectIsolated(amount);
  // In the page's direction: right to left the number is read before the currency (decision 038).
  expect((await isolation(amount)).dir).toBe("rtl");
  await expect(hint).toHaveText(`الشحن مجاني للطلبات التي تزيد على ${await amount.textContent()}.`);

  // What a card payment charges, in the payment step's sentence.
  await page.goto("/checkout/payment?lng=ar");
  const charged = page.locator(".choice__detail", { hasText: /^ستدفع.*عبر Paymob\.$/ }).first();
  await expect(charged.locator("bdi")).toHaveCount(1);
  await expect(charged).toHaveText(`ستدفع ${await charged.locator("bdi").textContent()} عبر Paymob.`);
  await expect(charged.locator("bdi")).toHaveText(/^[\d,]+\.\d\d ج\.م$/);

  // The order number in the order-placed page's sentence (decision 074), and in the invoice's facts.
  await page.goto("/checkout/confirmation?lng=ar");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  const placedNumber = page.locator(".order-placed__number", { hasText: "رقم الطلب" }).locator("bdi");
  await expect(placedNumber).toHaveText(/^\d+$/);
  expect((await isolation(placedNumber)).dir).toBe("ltr");
  const number = (await placedNumber.textContent()) ?? "";
  await page.getByRole("link", { name: "عرض الفاتورة" }).click();
  const invoiceNumber = page.locator(".order__facts bdi").first();
  await expect(invoiceNumber).toHaveText(number);
  expect((await isolation(invoiceNumber)).dir).toBe("ltr");
});
