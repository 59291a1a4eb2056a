import { expect, newShopper, test } from "./auth-fixtures";
import { hydrated } from "./fixtures";
import { sendRegistration } from "./register-form";
import { findProduct } from "./store-data";
import { escapeRegExp } from "./regexp";
import { fillArabicAddress } from "./address-form";

/**
 * A first-time buyer on a phone, in the store's default language: a guest's cart survives
 * registering in the middle of the checkout, which goes on from where it was. Registration
 * goes through the form, so the journey runs on the auth fixtures' own server (its own
 * per-address registration limit).
 */
test.use({ viewport: { width: 390, height: 844 } });

test.describe("first-time buyer", () => {
  test("a guest registers at the checkout, keeps the cart, orders with cash on delivery and finds the order in the account (Arabic)", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A dozen pages and six forms end to end: more than the usual journey on a loaded CI machine.
    test.slow();
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, "ar", javaScriptEnabled ? 3 : 4);
    const shopper = newShopper();

    // No lng: Arabic is the store's default.
    await page.goto(`/${product.category.slug}/${product.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    if (javaScriptEnabled) await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "أضف إلى السلة", exact: true }).click();
    await expect(page.locator(".product .added-notice")).toContainText("تمت الإضافة إلى السلة.");

    await page.getByRole("link", { name: "السلة 1: منتج واحد في السلة" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The cart was the review: its checkout goes on to signing in, not to the checkout's own review of the same cart.
    await page.getByRole("link", { name: "إتمام الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout\/register$/);
    await expect(page.getByText("ستبقى المنتجات في سلتك.")).toBeVisible();
    await page.getByRole("link", { name: "إنشاء حساب جديد" }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcheckout%2Fshipping$/);

    // The promise kept: registered, the checkout goes on with the same cart, no question asked.
    await sendRegistration(page, shopper, "ar", { gender: "female" });
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.locator(".flash[role=status]")).toHaveText("تم إنشاء حسابك، والمنتجات التي أضفتها ما زالت في سلتك.");
    // The checkout's frame has no cart badge (decision 074): the order summary holds the same cart.
    await expect(page.locator("details.checkout-summary")).toContainText(product.name);
    await expect(page.getByText("لا توجد عناوين محفوظة بعد. أضف عنوانك أدناه.")).toBeVisible();

    // The new address starts with the new customer as its receiver (the second outside tester typed them again).
    await expect(page.getByLabel("اسم المستلم")).toHaveValue(`${shopper.first_name} ${shopper.last_name}`);
    await expect(page.getByLabel("هاتف المستلم")).toHaveValue(shopper.mobileE164);
    // An Arabic street with a Latin building name and digits.
    const street = "شارع 9، برج Nile View رقم 12B";
    await fillArabicAddress(page, { phone: shopper.mobile, street, mapX: 120, javaScriptEnabled });
    await page.getByRole("button", { name: "احفظ العنوان واستخدمه" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ العنوان وسيصل طلبك إليه.");

    await page.getByRole("radio", { name: /^واحة إكسبريس — سريع/ }).check();
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.getByRole("radio", { name: /^الدفع عند الاستلام/ }).check();
    await page.getByRole("button", { name: "مراجعة الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expect(page.getByRole("main")).toContainText(product.name);
    await expect(page.locator(".checkout-review")).toContainText(street);
    await expect(page.locator(".checkout-review")).toContainText("الدفع عند الاستلام");
    await page.getByRole("button", { name: "تأكيد الطلب" }).click();

    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: "عرض الفاتورة" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    // The invoice is a document: no second "order placed" banner (the placed page said it), one heading titling it.
    await expect(page.getByText(/تم تسجيل طلبك/)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("heading", { name: /فاتورة/ })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الفاتورة");
    // Printing by the title with JavaScript; without it the browser's own print command.
    await expect(page.getByRole("button", { name: "اطبع الفاتورة" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    await expect(page.getByRole("region", { name: "الفاتورة" })).toContainText(product.name);
    const number = (await page.locator(".order__facts .code").first().textContent())!.trim();
    expect(number).toMatch(/^\d+$/);
    const invoice = page.locator(".invoice");
    await expect(invoice).toContainText(product.name);
    await expect(invoice).toContainText(street);
    await expect(invoice).toContainText(shopper.mobileE164);

    await page.goto("/account/orders");
    const row = page.locator(`.orders-table tr[data-order="${orderId}"]`);
    await expect(row.getByRole("link", { name: `عرض الطلب ${number}` })).toBeVisible();
    await expect(row).toContainText("قيد التجهيز");
    await expect(page.locator(".orders-table tbody tr")).toHaveCount(1);
    await row.getByRole("link").click();
    await expect(page.getByRole("main")).toContainText(new RegExp(escapeRegExp(product.name)));
  });
});
