import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { newShopper } from "./auth-fixtures";
import { products, type ProductSummary } from "./store-data";
import { orderIn, placeCashOrder, seedCustomer, signInByPost } from "./seed";
import { expectPictureOf } from "./pictures";
import { REGISTER_LABELS, fillRegistrationFields } from "./register-form";

/**
 * Issue 37 (decision 102): the account on a 390 × 844 phone. The overview's recent orders and an order's
 * own page show each item's picture and name, as the orders list does; registration shows the required
 * fields (first and last name side by side) with the optional details folded, and a refused additional
 * phone opens the fold on its message, with and without JavaScript.
 */
type Lang = "ar" | "en";
type Pictured = ProductSummary & { image: string };
interface Order {
  id: number;
  items: Array<{ name: string; image: string | null }>;
}

const WORDS = {
  ar: {
    ...REGISTER_LABELS.ar,
    more: "تفاصيل إضافية (اختياري)",
    extraPhone: "رقم هاتف إضافي (اختياري)",
    currency: "العملة المفضلة",
    badPhone: "رقم الهاتف غير صحيح.",
    oneMore: "+ منتج آخر",
  },
  en: {
    ...REGISTER_LABELS.en,
    more: "More details (optional)",
    extraPhone: "Additional phone (optional)",
    currency: "Preferred currency",
    badPhone: "Invalid phone number.",
    oneMore: "+ 1 more item",
  },
} as const;

/** A new customer, signed in, with one order of two pictured products (each test and project its own). */
async function customerWithOrder(request: APIRequestContext, lng: Lang, offset: number) {
  const pictured = (await products(request, "en")).filter((p) => p.default_unit_id !== null && p.balance >= 20 && (p as Pictured).image) as Pictured[];
  expect(pictured.length, "the demo data has pictured products with stock").toBeGreaterThan(8);
  const chosen = [pictured[(offset * 2) % pictured.length]!, pictured[(offset * 2 + 1) % pictured.length]!];
  const { shopper, token, address, api } = await seedCustomer(request);
  for (const p of chosen) await api("POST", "store/cart", token, { item_id: p.id, unit_id: p.default_unit_id, qty: 1 });
  const placed = (await placeCashOrder(api, token, address!)) as Order;
  const order = (await orderIn(request, token, placed.id, lng)) as Order;
  await signInByPost(request, shopper.email, shopper.password);
  return order;
}

/** The item's own picture, scrolled to (it loads lazily), has loaded. */
async function expectItemPicture(img: Locator, file: string | null) {
  expect(file, "the order item carries its picture").toBeTruthy();
  await img.scrollIntoViewIfNeeded();
  await expectPictureOf(img, file!);
}

async function phone(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  if (javaScriptEnabled) await hydrated(page);
}

let offsets = 0;

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];

  test(`the overview's recent order and the order's page show each item's picture and name (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    const order = await customerWithOrder(page.request, lng, 20 + (lng === "ar" ? 0 : 2) + (javaScriptEnabled ? 0 : 1) + 4 * (offsets++ % 2));
    const [first, second] = order.items;

    await phone(page, `/account?lng=${lng}`, javaScriptEnabled);
    const card = page.locator(`.order-card[data-order="${order.id}"]`);
    await expect(card.locator(".order-row__name")).toHaveText(first!.name);
    await expectItemPicture(card.locator("img.order-row__thumb"), first!.image);
    await expect(card.locator(".order-row__more")).toHaveText(w.oneMore);
    // The whole card still opens the order.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}`));
    if (javaScriptEnabled) await hydrated(page);

    const lines = page.locator(".invoice tbody tr");
    await expect(lines).toHaveCount(2);
    for (const [i, item] of [first!, second!].entries()) {
      const line = lines.nth(i);
      await expect(line.locator(".order-row__name")).toContainText(item.name);
      await expectItemPicture(line.locator("img.order-row__thumb"), item.image);
    }
    // The invoice page stays a document without pictures.
    await page.goto(`/checkout/invoice?order=${order.id}&lng=${lng}`);
    await expect(page.locator(".invoice tbody tr").first()).toContainText(first!.name);
    await expect(page.locator(".invoice img")).toHaveCount(0);
  });

  test(`registration on a phone: the required fields, the names side by side, the optional details folded (${lng})`, async ({ page, javaScriptEnabled }) => {
    for (const path of [`/register?lng=${lng}`, `/register?lng=${lng}&redirectTo=${encodeURIComponent("/checkout/shipping")}`]) {
      await phone(page, path, javaScriptEnabled);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      for (const label of [w.first, w.last, w.username, w.email, w.mobile, w.password, w.confirm]) await expect(field(label)).toBeVisible();
      await expect(page.getByRole("radio", { name: w.female })).toBeVisible();
      // The autofill a phone offers: each field says what it holds.
      await expect(field(w.first)).toHaveAttribute("autocomplete", "given-name");
      await expect(field(w.last)).toHaveAttribute("autocomplete", "family-name");
      await expect(field(w.username)).toHaveAttribute("autocomplete", "username");
      await expect(field(w.email)).toHaveAttribute("autocomplete", "email");
      await expect(field(w.mobile)).toHaveAttribute("autocomplete", "tel");
      await expect(field(w.mobile)).toHaveAttribute("inputmode", "tel");
      await expect(field(w.password)).toHaveAttribute("autocomplete", "new-password");
      await expect(field(w.confirm)).toHaveAttribute("autocomplete", "new-password");
      // First and last name share one row.
      const [a, b] = [(await field(w.first).boundingBox())!, (await field(w.last).boundingBox())!];
      expect(Math.abs(a.y - b.y), "first and last name on one row").toBeLessThan(2);
      expect(a.width, "each name field half the row").toBeGreaterThan(120);

      // The optional details are one folded line that opens on a tap.
      const fold = page.locator("details.form-fold");
      await expect(fold.locator("summary")).toHaveText(w.more);
      await expect(field(w.extraPhone)).toBeHidden();
      await expect(field(w.currency)).toBeHidden();
      await fold.locator("summary").click();
      await expect(field(w.extraPhone)).toBeVisible();
      await expect(field(w.extraPhone)).toHaveAttribute("inputmode", "tel");
      await expect(field(w.currency)).toBeVisible();
    }
  });

  test(`a refused additional phone opens the folded details on its message; corrected, it is saved (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    const shopper = newShopper();
    await phone(page, `/register?lng=${lng}`, javaScriptEnabled);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await fillRegistrationFields(page, shopper, lng);
    const fold = page.locator("details.form-fold");
    await fold.locator("summary").click();
    await field(w.extraPhone).fill("12345");
    // Folded again before sending: the refusal must open it.
    await fold.locator("summary").click();
    await expect(field(w.extraPhone)).toBeHidden();
    await page.getByRole("button", { name: w.submit }).click();

    await expect(fold).toHaveAttribute("open", "");
    await expect(fold.locator(".field__errors")).toHaveText(w.badPhone);
    await expect(fold.locator(".field__errors")).toBeInViewport();
    await expect(field(w.extraPhone)).toBeFocused();
    await expect(page).toHaveURL(/\/register/);

    // Corrected (a Saudi number beside the Egyptian mobile), the account is made and keeps it.
    if (!javaScriptEnabled) {
      // What was typed comes back, the passwords too (decision 047).
      await expect(field(w.password)).toHaveValue(shopper.password);
    }
    await field(w.extraPhone).fill("0512345678");
    await page.getByRole("button", { name: w.submit }).click();
    await expect(page).toHaveURL(/\/account\/details/);
    await expect(page.getByLabel(w.extraPhone, { exact: true })).toHaveValue("+966512345678");
  });
}
