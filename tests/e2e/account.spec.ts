import type { Page } from "@playwright/test";
import { expect, newShopper, test } from "./auth-fixtures";
import { hydrated } from "./fixtures";
import { DEMO_CUSTOMER, demoOrders, seedCustomer, seedCustomerWithOrder, signInByPost } from "./seed";

/** `--danger`, the colour of a confirmation that takes something away. */
const DANGER_RED = "rgb(185, 28, 28)";

/** A new customer without an address, made through the Store API and signed in by posting the login action (these tests are of the account's forms). */
async function customer(page: Page) {
  const { shopper } = await seedCustomer(page.request, { address: false });
  await signInByPost(page.request, shopper.email, shopper.password);
  return shopper;
}

test.describe("account details and password", () => {
  test("edit details with the second-phone rule (Arabic)", async ({ page }) => {
    const shopper = await customer(page);
    await page.goto("/account/details?lng=ar");
    const form = page.locator("#profile-form");
    await expect(page).toHaveTitle(/^بيانات الحساب/);
    await form.getByLabel("رقم هاتف إضافي (اختياري)").fill(`+2010${shopper.mobile.slice(3)}`);
    await form.getByRole("button", { name: "احفظ البيانات" }).click();
    await expect(form.locator(".field__errors")).toHaveText("يجب أن يختلف رقم الهاتف الثاني عن الأول");

    await form.getByLabel("رقم هاتف إضافي (اختياري)").fill("0512345678");
    await form.getByLabel("الاسم الأول").fill("سلمى");
    await form.getByLabel("العملة المفضلة").selectOption("SAR");
    await form.getByRole("button", { name: "احفظ البيانات" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ بياناتك.");
    await expect(form.getByLabel("الاسم الأول")).toHaveValue("سلمى");
    await expect(form.getByLabel("رقم هاتف إضافي (اختياري)")).toHaveValue("+966512345678");
    await expect(form.getByLabel("العملة المفضلة")).toHaveValue("SAR");
  });

  test("a name past its limit says the limit (English)", async ({ page, javaScriptEnabled }) => {
    await customer(page);
    await page.goto("/account/details?lng=en");
    const form = page.locator("#profile-form");
    const firstName = form.getByLabel("First name");
    if (javaScriptEnabled) await hydrated(page);
    // The field itself stops at the schema's limit.
    await expect(firstName).toHaveAttribute("maxlength", "100");
    if (javaScriptEnabled) return;
    // A client that does not keep to it (an old browser, a script) gets the limit from the server.
    await firstName.evaluate((input) => input.removeAttribute("maxlength"));
    await firstName.fill("N".repeat(101));
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(form.locator(".field__errors")).toHaveText("This is longer than allowed (at most 100 characters)");
    // Nothing typed is lost.
    await expect(firstName).toHaveValue("N".repeat(101));
  });

  test("changing the mobile asks to verify it again (English)", async ({ page }) => {
    await customer(page);
    await page.goto("/account/details?lng=en");
    const other = newShopper();
    const form = page.locator("#profile-form");
    await form.getByLabel("Mobile number").fill(other.mobile);
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toHaveText("Your mobile number changed; please verify it again.");
    await expect(page.locator("#verify-phone")).toContainText(other.mobileE164);
    await expect(page.locator("#verify-phone").getByRole("button", { name: "Send a verification code" })).toBeVisible();
  });

  test("change the password and sign in with it; a sign-in elsewhere ends (English)", async ({ page, browser, baseURL }) => {
    const shopper = await customer(page);
    const elsewhere = await browser.newContext({ baseURL });
    await signInByPost(elsewhere.request, shopper.email, shopper.password);
    expect((await elsewhere.request.get("/account", { maxRedirects: 0 })).status()).toBe(200);
    await page.goto("/account/password?lng=en");
    await expect(page).toHaveTitle(/^Password/);
    await page.getByLabel("Current password").fill("Not#TheRight1");
    await page.getByLabel("New password").fill("Fresh#Start2027");
    await page.getByLabel("Confirm password").fill("Fresh#Start2027");
    await page.getByRole("button", { name: "Change password" }).click();
    // Said as a wrong current password, at its field, not as a sign-in's "credentials do not match".
    await expect(page.getByLabel("Current password")).toHaveAccessibleDescription(/The current password is not correct\./);

    await page.getByLabel("Current password").fill(shopper.password);
    await page.getByLabel("New password").fill("Fresh#Start2027");
    await page.getByLabel("Confirm password").fill("Fresh#Start2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password was changed.");
    // The boxes are empty once it is changed, with JavaScript as without (an outside tester found them still filled).
    for (const label of ["Current password", "New password", "Confirm password"]) await expect(page.getByLabel(label)).toHaveValue("");
    // the other browser's sign-in is over; this one goes on
    const after = await elsewhere.request.get("/account", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toMatch(/^\/login/);
    await elsewhere.close();
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/account\/orders$/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password").fill("Fresh#Start2027");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe("addresses", () => {
  test("create (map by click with JS, by geocoding without), edit, make default and delete (English)", async ({ page, javaScriptEnabled }) => {
    await customer(page);
    await page.goto("/account/addresses?lng=en");
    await expect(page).toHaveTitle(/^Addresses/);
    await expect(page.getByText("No saved addresses yet.")).toBeVisible();
    // With JavaScript the journey is the hydrated page's (a click before it is a plain link and form).
    if (javaScriptEnabled) await hydrated(page);

    const add = async (name: string, town: string, detailed: string) => {
      await page.getByRole("link", { name: "Add an address" }).click();
      await expect(page).toHaveTitle(/^Add an address/);
      await page.getByLabel("Receiver's name").fill("Salma Nour");
      await page.getByLabel("Receiver's phone").fill("0512345678");
      await page.getByLabel("Address name (e.g. Home, Work)").fill(name);
      await page.getByLabel("Town / district").selectOption({ label: town });
      await page.getByLabel("Detailed address").fill(detailed);
      if (javaScriptEnabled) {
        const map = page.getByRole("application", { name: "Mark your location on the map" });
        await expect(map).toHaveAttribute("data-ready", "1");
        await map.click({ position: { x: 120, y: 90 } });
        await expect(page.getByText(/^Location set:/)).toBeVisible();
      }
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByRole("status")).toHaveText("The address was saved.");
    };

    // Nothing filled: the spec's message, and nothing saved. Pressed once the page has arrived, as `add` does.
    await page.getByRole("link", { name: "Add an address" }).click();
    await expect(page).toHaveTitle(/^Add an address/);
    await page.getByRole("button", { name: "Save address" }).click();
    // With JavaScript the page has a map to choose a point on; without, the typed address is placed.
    await expect(page.getByRole("alert")).toHaveText(
      javaScriptEnabled ? "You must fill in all fields and select a location on the map" : "You must fill in all fields",
    );
    await page.goto("/account/addresses");

    await add("Home", "Maadi", "12 Road 9");
    await add("Work", "Dokki", "5 Tahrir Street");
    const cards = page.locator(".address-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Home" })).toContainText("Maadi");

    const work = cards.filter({ hasText: "Work" });
    await work.getByRole("button", { name: "Make default" }).click();
    await expect(page.getByRole("status")).toHaveText("This is now your default address.");
    await expect(cards.filter({ hasText: "Work" })).toContainText("Default address");

    await cards.filter({ hasText: "Home" }).getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveTitle(/^Edit address/);
    await page.getByLabel("Address name (e.g. Home, Work)").fill("Home (new)");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status")).toHaveText("The address was saved.");
    await expect(page).toHaveTitle(/^Addresses/);
    await expect(cards.filter({ hasText: "Home (new)" })).toHaveCount(1);

    await cards.filter({ hasText: "Home (new)" }).getByRole("link", { name: "Delete" }).click();
    await expect(page.getByText("Delete the address “Home (new)”?")).toBeVisible();
    // A confirmation that takes something away says so in its colour, not the colour of every button that goes on.
    await expect(page.getByRole("button", { name: "Yes, delete it" })).toHaveCSS("background-color", DANGER_RED);
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByRole("status")).toHaveText("The address was deleted.");
    await expect(cards).toHaveCount(1);
    await expect(cards.filter({ hasText: "Home (new)" })).toHaveCount(0);
    // The used confirmation link is gone from the address bar, with and without JavaScript.
    await expect(page).toHaveURL(/\/account\/addresses$/);
  });
});

test.describe("orders", () => {
  test("open a pending order, read its progress, cancel it with a reason (English)", async ({ page, javaScriptEnabled }) => {
    const { shopper, order } = await seedCustomerWithOrder(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await page.goto("/account/orders?lng=en");
    await expect(page).toHaveTitle(/^Orders/);
    // One shopper-worded status, the stage it stands at (decision 089), in the list as on the order's page.
    await expect(page.locator(`.orders-table tr[data-order="${order.id}"] td[data-label="Status"]`)).toHaveText("Preparing");
    await page.getByRole("link", { name: `View order ${order.order_number}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(order.order_number);
    // The status and the tracker say the same (issue 21: the tracker was at "Preparing" and nothing beside "Pending" said so).
    await expect(page.locator("[data-status]")).toHaveText("Preparing");
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("Preparing");
    await expect(page.locator(".invoice")).toContainText(order.invoice_number);
    await expect(page.getByText("Expected delivery by")).toBeVisible();
    // On a laptop the totals sit at the invoice's end under its amounts, not a page's width from their labels.
    await page.setViewportSize({ width: 1280, height: 800 });
    const [invoice, totals] = await Promise.all([page.locator(".invoice").boundingBox(), page.locator(".invoice .totals").first().boundingBox()]);
    expect(totals!.width).toBeLessThanOrEqual(480);
    expect(Math.abs(totals!.x + totals!.width - (invoice!.x + invoice!.width))).toBeLessThanOrEqual(1);
    // Pressed before hydration, the form posts as without JavaScript, and that page's answer can land after the next fill.
    if (javaScriptEnabled) await hydrated(page);

    // The cancel form is folded away until asked for (decision 089).
    await expect(page.getByLabel("Reason for cancelling")).toBeHidden();
    await page.getByText("Cancel the order", { exact: true }).click();
    await page.getByLabel("Reason for cancelling").fill("abc");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.locator(".field__errors")).toHaveText("The reason must be more than 3 and at most 255 characters");
    await page.getByLabel("Reason for cancelling").fill("Ordered by mistake");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByRole("status")).toHaveText("The order was cancelled.");
    await expect(page.locator("[data-status]")).toHaveText("Cancelled");
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("Cancelled");
    await expect(page.getByText("Cancellation reason: Ordered by mistake")).toBeVisible();
    // A cancelled order is not expected any more.
    await expect(page.getByText("Expected delivery by")).toHaveCount(0);

    await page.getByRole("link", { name: "Back to orders" }).click();
    await page.getByRole("link", { name: "Closed" }).click();
    await expect(page).toHaveTitle(/^Closed orders/);
    await expect(page.locator(`[data-order="${order.id}"]`)).toContainText("Cancelled");
    // The overview lists the orders still on their way, and says there are none (not "nothing ordered").
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Orders in progress" })).toHaveText(/You have no orders in progress\./);
    // Its thanks and its invoice say it is over (an outside tester came back to "Thank you" and a total due):
    // the order-placed page leads to the order, the invoice keeps its figures and says nothing is due.
    await page.goto(`/checkout/placed?order=${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
    await expect(page.locator("[data-status]")).toHaveText("Cancelled");
    await page.goto(`/checkout/invoice?order=${order.id}`);
    await expect(page.locator(".notice--warning")).toHaveText("This order was cancelled: nothing is due on it.");
    await expect(page.locator(".invoice")).toContainText(order.invoice_number);
    await expect(page.getByText("Amount due", { exact: true })).toHaveCount(0);
  });

  test("filter by date, and a delivered order cannot be cancelled (Arabic)", async ({ page }) => {
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    await page.goto("/account/orders/delivered?lng=ar");
    await expect(page).toHaveTitle(/^الطلبات المسلّمة/);
    const rows = page.locator(".orders-table tbody tr");
    await expect(rows).not.toHaveCount(0);
    // The date filter is folded until asked for (decision 098).
    await page.locator("details.orders-filter > summary").click();
    await page.getByLabel("من تاريخ").fill("2099-01-01");
    await page.getByRole("button", { name: "تصفية" }).click();
    await expect(page).toHaveURL(/start_date=2099-01-01/);
    await expect(page.getByText("لا توجد طلبات هنا.")).toBeVisible();
    await page.getByRole("link", { name: "مسح التصفية" }).click();
    await rows.first().getByRole("link").click();
    await expect(page.locator("[data-status]")).toHaveText("تم التسليم");
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("تم التسليم");
    // Nothing is wrong with a delivered order: no warning about cancelling, the way to support for a question.
    await expect(page.getByText("تحتاج مساعدة بخصوص هذا الطلب؟")).toBeVisible();
    await expect(page.locator(".order-help").getByRole("link", { name: "تواصل مع الدعم" })).toBeVisible();
    await expect(page.getByText("لا يمكن إلغاء هذا الطلب الآن. يرجى التواصل مع الدعم.")).toHaveCount(0);
    await expect(page.locator(".notice--warning")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "ألغِ الطلب" })).toHaveCount(0);
  });

  test("the date filters read day/month/year in the page's language; a day the calendar has not is refused in Arabic (390 px phone)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    await page.goto("/account/orders/delivered?lng=ar");
    const rows = page.locator(".orders-table tbody tr");
    await expect(rows).not.toHaveCount(0);
    await page.locator("details.orders-filter > summary").click();
    const from = page.getByLabel("من تاريخ");
    // Not the browser's own date box, whose "mm/dd/yyyy" follows the browser's language, not the page's.
    await expect(from).toHaveAttribute("type", "text");
    await expect(page.getByText("يوم/شهر/سنة، مثل 31/12/2026")).toHaveCount(2);
    await expect(from).toHaveAccessibleDescription("يوم/شهر/سنة، مثل 31/12/2026");

    await from.fill("1/1/2099");
    await page.getByRole("button", { name: "تصفية" }).click();
    await expect(page).toHaveURL(/start_date=1%2F1%2F2099/);
    await expect(page.getByText("لا توجد طلبات هنا.")).toBeVisible();
    // The day chosen, written back as the hint asks and echoed with its month's name.
    await expect(from).toHaveValue("01/01/2099");
    await expect(page.getByText("التاريخ المختار: 1 يناير 2099")).toBeVisible();

    await from.fill("31/02/2026");
    await page.getByRole("button", { name: "تصفية" }).click();
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("أدخل تاريخًا صحيحًا بالصيغة يوم/شهر/سنة، مثل 31/12/2026.")).toBeVisible();
    // A refused filter is not applied, and the page says so rather than showing a list that is not what was asked for.
    await expect(page.getByRole("status").filter({ hasText: "لم تُطبَّق التصفية" })).toHaveText("لم تُطبَّق التصفية: صحّح التاريخ أعلاه ثم اضغط «تصفية».");
    await expect(rows).toHaveCount(0);
    await expect(page.getByText("لا توجد طلبات هنا.")).toHaveCount(0);
    await expect(from).toHaveValue("31/02/2026");

    // Arabic digits, as a phone's Arabic keyboard types them.
    await from.fill("٠١/٠١/٢٠٩٩");
    await page.getByRole("button", { name: "تصفية" }).click();
    await expect(page.getByText("لا توجد طلبات هنا.")).toBeVisible();
    await expect(from).toHaveValue("01/01/2099");
  });

  for (const lng of ["ar", "en"] as const) {
    const w = {
      ar: {
        from: "من تاريخ",
        to: "إلى تاريخ",
        filter: "تصفية",
        order: "«من تاريخ» بعد «إلى تاريخ»: اختر يومًا لا يأتي بعد «إلى تاريخ».",
        notApplied: "لم تُطبَّق التصفية: صحّح التاريخ أعلاه ثم اضغط «تصفية».",
      },
      en: {
        from: "From",
        to: "To",
        filter: "Filter",
        order: "“From” is after “To”: choose a day no later than the “To” date.",
        notApplied: "The filter was not applied: correct the date above, then press Filter.",
      },
    }[lng];
    test(`a "from" day after the "to" day is refused at its field and lists nothing; the list's dates are in words (${lng}, 390 px phone)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
      await page.goto(`/account/orders/delivered?lng=${lng}`);
      const rows = page.locator(".orders-table tbody tr");
      await expect(rows).not.toHaveCount(0);
      // The list's dates in words, "12 يوليو 2026" / "12 July 2026": no digit order to misread (decision 098).
      const placed = rows.first().locator("td").nth(1);
      await expect(placed).toHaveText(/^\d{1,2} [^\d\s/]+ 20\d{2}$/);

      await page.locator("details.orders-filter > summary").click();
      const from = page.getByLabel(w.from, { exact: true });
      await from.fill("31/12/2026");
      await page.getByLabel(w.to, { exact: true }).fill("1/12/2026");
      await page.getByRole("button", { name: w.filter }).click();
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toHaveAttribute("aria-describedby", /\bstart_date-error\b/);
      await expect(page.locator("#start_date-error")).toHaveText(w.order);
      await expect(page.locator("#start_date-error")).toBeInViewport();
      await expect(page.getByRole("status").filter({ hasText: w.notApplied })).toBeVisible();
      await expect(rows).toHaveCount(0);
      await expect(from).toHaveValue("31/12/2026");
      await page.screenshot({ path: test.info().outputPath(`orders-refused-${lng}.png`) });

      // The same range the right way round is applied.
      await from.fill("1/12/2026");
      await page.getByLabel(w.to, { exact: true }).fill("31/12/2026");
      await page.getByRole("button", { name: w.filter }).click();
      await expect(from).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("status").filter({ hasText: w.notApplied })).toHaveCount(0);
    });
  }

  test("the overview shows recent orders, the default address and links to every account page (Arabic)", async ({ page }) => {
    const { shopper, order } = await seedCustomerWithOrder(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await page.goto("/account?lng=ar");
    await expect(page).toHaveTitle(/^حسابي/);
    await expect(page.getByRole("region", { name: "طلبات قيد التنفيذ" })).toContainText(order.order_number);
    await expect(page.getByRole("region", { name: "العنوان الافتراضي" })).toContainText("12 Road 9");
    // A new customer has rated nothing yet.
    await expect(page.getByText("تقييماتك: 0", { exact: true })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "أقسام الحساب" });
    for (const name of ["بيانات الحساب", "كلمة المرور", "الطلبات", "العناوين"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  });

  test("a shipped order shows its shipment number and expected date; a rejected one its reason (English)", async ({ page }) => {
    const orders = await demoOrders(page.request);
    const shipped = orders.find((o) => o.shipment_number && o.status === 1)!;
    const rejected = orders.find((o) => o.status === 2)!;
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);

    await page.goto(`/account/orders/${shipped.id}?lng=en`);
    await expect(page).toHaveTitle(new RegExp(`^Order details ${shipped.order_number}`));
    const facts = page.locator(".order__facts").first();
    await expect(page.locator("[data-status]")).toHaveText("Shipped");
    await expect(facts).toContainText(`Shipment number${shipped.shipment_number}`);
    // The Store API's expected_shipping_date is the end of the shipping window: labelled as the day it arrives by.
    await expect(facts).toContainText("Expected delivery by");
    await expect(facts).not.toContainText("Expected shipping date");
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("Shipped");

    await page.goto(`/account/orders/${rejected.id}?lng=en`);
    await expect(page.locator("[data-status]")).toHaveText("Rejected");
    await expect(page.getByText(`Rejection reason: ${rejected.notes}`)).toBeVisible();
    await expect(page.locator(".progress [aria-current=step]")).toHaveText("Rejected");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  });

  test("a shipped order cannot be cancelled: no form but the words to contact support, and a reason posted anyway is refused (English, issue #40)", async ({
    page,
  }) => {
    const orders = await demoOrders(page.request);
    const shipped = orders.find((o) => o.shipment_number && o.status === 1)!;
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    await page.goto(`/account/orders/${shipped.id}?lng=en`);
    await expect(page.locator("[data-status]")).toHaveText("Shipped");
    await expect(page.locator(".notice--warning")).toContainText("This order can no longer be cancelled. Please contact support.");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await expect(page.getByLabel("Reason for cancelling")).toHaveCount(0);
    // The form as a page opened before it shipped would still send it.
    const refused = await page.request.post(`/account/orders/${shipped.id}?lng=en`, { form: { reason: "Changed my mind" }, maxRedirects: 0 });
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain("This order can no longer be cancelled. Please contact support.");
    await page.reload();
    await expect(page.locator("[data-status]")).toHaveText("Shipped");
    await expect(page.locator("[data-payment]")).toContainText("Paid");
  });

  test("another customer's order is not found", async ({ page }) => {
    const { order } = await seedCustomerWithOrder(page.request);
    await signInByPost(page.request, DEMO_CUSTOMER.login, DEMO_CUSTOMER.password);
    const response = await page.goto(`/account/orders/${order.id}?lng=en`);
    expect(response?.status()).toBe(404);
  });

  test("an order number no order can have is not found, in every spelling", async ({ page }) => {
    const { shopper } = await seedCustomerWithOrder(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    // Past the Store API's integer ids (which it refuses as invalid input), and other spellings of a number.
    for (const id of ["2147483648", "9007199254740993", "99999999999999999999", "1e3", "0x10", "007"]) {
      for (const path of [`/account/orders/${id}`, `/checkout/invoice?order=${id}`, `/account/addresses/${id}`]) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }
    }
    const response = await page.goto("/account/orders/2147483648");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم يتم العثور على هذه الصفحة");
    expect(response?.status()).toBe(404);
  });
});
