import type { Locator, Page } from "@playwright/test";
import { expect, newShopper, test } from "./auth-fixtures";
import { hydrated } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { chooseShippingByPost, choosePaymentByPost } from "./checkout-choices";
import { fillRegistrationFields } from "./register-form";

/**
 * Issue 21, defect 2 (decision 047): on a 390 × 844 phone a refused form brings the shopper to its
 * first problem and keeps everything typed, the passwords included; a required choice is stopped
 * by the browser before the round trip, and the server still refuses it for a browser that does
 * not check. Registration goes through the form, so this runs on the auth journeys' own server.
 */
const words = {
  ar: {
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    username: "اسم المستخدم",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    female: "أنثى",
    chooseGender: "اختر النوع",
    create: "إنشاء الحساب",
    deliver: "التوصيل إلى هذا العنوان",
    continue: "المتابعة إلى الدفع",
    chooseShipping: "اختر شركة الشحن ونوع الشحن",
    male: "ذكر",
    emailTaken: "البريد الإلكتروني مستخدم بالفعل.",
    usernameTooLong: "النص أطول من المسموح (الحد الأقصى لعدد الأحرف: 50)",
    coupon: "رمز القسيمة",
    apply: "طبّق",
    couponExpired: "انتهت صلاحية هذه القسيمة.",
    couponApplied: "القسيمة WELCOME10 مطبّقة: خصم 10%",
    newsletterEmail: "بريدك الإلكتروني",
    subscribe: "اشترك",
    badEmail: "أدخل بريدًا إلكترونيًا صحيحًا",
    subscribed: "تم اشتراكك في النشرة البريدية.",
    walletPhone: "رقم المحفظة",
    badWallet: "رقم الجوال غير صالح",
    review: "مراجعة الطلب",
    placeAndPay: "تأكيد الطلب والدفع",
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    username: "Username",
    email: "Email",
    mobile: "Mobile number",
    password: "Password",
    confirm: "Confirm password",
    female: "Female",
    chooseGender: "Choose a gender",
    create: "Create account",
    deliver: "Deliver to this address",
    continue: "Continue to payment",
    chooseShipping: "Choose a shipping company and type",
    male: "Male",
    emailTaken: "This email is already taken.",
    usernameTooLong: "This is longer than allowed (at most 50 characters)",
    coupon: "Coupon code",
    apply: "Apply",
    couponExpired: "This coupon has expired.",
    couponApplied: "Coupon WELCOME10 applied: 10% off",
    newsletterEmail: "Your email",
    subscribe: "Subscribe",
    badEmail: "Enter a valid email address",
    subscribed: "You are subscribed to the newsletter.",
    walletPhone: "Wallet number",
    badWallet: "mobile number invalid",
    review: "Review the order",
    placeAndPay: "Place order and pay",
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });

/** The first error message the page shows (or the one given) lies wholly inside the window. */
async function expectFirstErrorOnScreen(page: Page, message: Locator = page.locator("main").locator(".field__errors, .notice--error[role=alert]").first()) {
  await expect(message).toBeVisible();
  // Scrolling to a focused control lands on whole pixels.
  await expect
    .poll(async () => {
      const box = await message.boundingBox();
      return box !== null && box.y >= -1 && box.y + box.height <= 844 + 1;
    })
    .toBe(true);
}

/** What a browser that does not check constraints sends: the form as it is. */
async function withoutBrowserChecks(form: Locator) {
  await form.evaluate((f: HTMLFormElement) => {
    f.noValidate = true;
  });
}

for (const lng of ["ar", "en"] as const) {
  const w = words[lng];

  test(`registering without a gender: stopped or refused on screen, nothing typed lost, then registered (${lng})`, async ({ page, javaScriptEnabled }) => {
    const shopper = newShopper();
    // Arabic registers in the middle of the checkout (the checkout's /register link), English from the header's.
    const inCheckout = lng === "ar";
    if (inCheckout) await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120, lng, javaScriptEnabled ? 4 : 5), 1);
    await page.goto(`/register?lng=${lng}${inCheckout ? "&redirectTo=%2Fcheckout%2Fshipping" : ""}`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel(w.firstName).fill(shopper.first_name);
    await page.getByLabel(w.lastName).fill(shopper.last_name);
    await page.getByLabel(w.username).fill(shopper.username);
    await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
    await page.getByLabel(w.mobile).fill(shopper.mobile);
    await page.getByLabel(w.password, { exact: true }).fill(shopper.password);
    await page.getByLabel(w.confirm).fill(shopper.password);
    const female = page.getByLabel(w.female, { exact: true });
    const submit = page.getByRole("button", { name: w.create });

    if (!javaScriptEnabled) {
      // The schema's required choice is in the HTML: the browser keeps the form and points at the gender.
      await submit.click();
      expect(await female.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
      await expect(page).toHaveURL(/\/register\?/);
      await expect(page.locator(".field__errors")).toHaveCount(0);
      // A browser that does not check sends it; the server refuses it.
      await withoutBrowserChecks(page.locator("form", { has: submit }));
    }
    await submit.click();
    const genderError = page.locator("fieldset .field__errors");
    await expect(genderError).toHaveText(w.chooseGender);
    await expectFirstErrorOnScreen(page);
    // The problem has the focus: the browser's autofocus without JavaScript, conform's with it.
    await expect(page.locator("input[name=gender]").first()).toBeFocused();
    // Its focus ring hugs the radio button: a small round control with the ring just outside it, not a tall oval
    // around a text field's padded box.
    const ring = await page
      .locator("input[name=gender]")
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          width: box.width,
          height: box.height,
          outline: style.outlineStyle,
          offset: Number.parseFloat(style.outlineOffset),
          radius: style.borderRadius,
        };
      });
    expect(ring.width, JSON.stringify(ring)).toBeLessThanOrEqual(24);
    expect(Math.abs(ring.width - ring.height), JSON.stringify(ring)).toBeLessThanOrEqual(1);
    expect(ring.offset, JSON.stringify(ring)).toBeLessThanOrEqual(4);
    if (!javaScriptEnabled) expect(ring.outline, "the ring is drawn").not.toBe("none");
    await page.locator("fieldset", { has: page.locator("input[name=gender]") }).screenshot({ path: test.info().outputPath(`gender-focus-${lng}.png`) });
    if (inCheckout) {
      // The checkout's last step pill ("5. التأكيد") keeps the form's first label off it.
      const pills = (await page.locator(".checkout-steps").boundingBox())!;
      const label = (await page.getByText(w.firstName, { exact: true }).boundingBox())!;
      expect(label.y - (pills.y + pills.height), "space between the steps and the form").toBeGreaterThanOrEqual(12);
    }
    // Nothing typed is lost, the passwords included (decision 047).
    await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(shopper.email);
    await expect(page.getByLabel(w.password, { exact: true })).toHaveValue(shopper.password);
    await expect(page.getByLabel(w.confirm)).toHaveValue(shopper.password);
    await expect(page.getByLabel(w.username)).toHaveValue(shopper.username);

    await female.check();
    await submit.click();
    // The success lands where it should, with no fragment picked up on the way.
    if (inCheckout) await expect(page).toHaveURL(/\/checkout\/shipping$/);
    else await expect(page).toHaveURL(/\/account\/details#verify-phone$/);
  });

  test(`registration's fields carry their limits, and a username past its limit is said to be too long, naming it, kept as typed (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const shopper = newShopper();
    await page.goto(`/register?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    const username = page.getByLabel(w.username);
    // A paste is cut at the limit by the browser itself.
    await expect(username).toHaveAttribute("maxlength", "50");
    await expect(page.getByLabel(w.email, { exact: true })).toHaveAttribute("maxlength", "254");
    await expect(page.getByLabel(w.mobile)).toHaveAttribute("maxlength", "32");
    await expect(page.getByLabel(w.confirm)).toHaveAttribute("maxlength", "128");
    // A browser that does not keep to it: 10,000 characters reach the form's check (or the server's, without JavaScript).
    await withoutBrowserChecks(page.locator("form", { has: username }));
    await username.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
    const long = "a".repeat(10_000);
    await fillRegistrationFields(page, { ...shopper, username: long }, lng, { gender: "male" });
    await page.getByRole("button", { name: w.create }).click();
    await expect(page.locator(".field", { has: username }).locator(".field__errors")).toHaveText(w.usernameTooLong);
    await expect(username).toHaveValue(long);
    await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(shopper.email);
  });

  test(`an e-mail the Store API finds taken: said on screen at its field, the passwords kept, then registered (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const { shopper: existing } = await seedCustomer(page.request, { address: false });
    const shopper = newShopper();
    await page.goto(`/register?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await fillRegistrationFields(page, { ...shopper, email: existing.email }, lng, { gender: "male" });
    await page.getByRole("button", { name: w.create }).click();

    const email = page.getByLabel(w.email, { exact: true });
    await expect(page.locator(".field", { has: email }).locator(".field__errors")).toHaveText(w.emailTaken);
    await expectFirstErrorOnScreen(page);
    await expect(email).toBeFocused();
    // Only the server could tell: what was typed, the passwords and the choice included, is all there.
    await expect(email).toHaveValue(existing.email);
    await expect(page.getByLabel(w.password, { exact: true })).toHaveValue(shopper.password);
    await expect(page.getByLabel(w.confirm)).toHaveValue(shopper.password);
    await expect(page.getByLabel(w.male, { exact: true })).toBeChecked();

    await email.fill(shopper.email);
    await page.getByRole("button", { name: w.create }).click();
    await expect(page).toHaveURL(/\/account\/details#verify-phone$/);
  });

  test(`continuing to payment without a shipping choice: refused on screen in the shop's words, then on to payment (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const { shopper, address } = await seedCustomer(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await addToCart(
      page.request,
      await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, javaScriptEnabled ? 6 : 7),
      1,
    );
    const chosen = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(address!.id) }, maxRedirects: 0 });
    expect(chosen.status()).toBe(303);

    await page.goto(`/checkout/shipping?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: w.continue }) });
    const choice = form.getByRole("radio").first();
    // The cheapest option comes checked, and the form leaves the check to the server (decision 089).
    await expect(form.getByRole("radio", { checked: true })).toHaveCount(1);
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    // Sent with every option unchecked: refused on screen in the shop's words, at the choice, never the browser's bubble.
    await form.evaluate((f: HTMLFormElement) => {
      for (const radio of f.querySelectorAll<HTMLInputElement>('input[type="radio"]')) radio.checked = false;
    });
    await form.getByRole("button", { name: w.continue }).click();
    await expect(page.locator("#shipping-choice-errors")).toHaveText(w.chooseShipping);
    await expect(page).toHaveURL(/\/checkout\/shipping\?lng=/);
    if (!javaScriptEnabled) {
      // The answer opens on the refusal, at the form it is about.
      await expect(page.locator("#shipping-choice-errors")).toBeFocused();
      await expectFirstErrorOnScreen(page);
    }

    await choice.check();
    await form.getByRole("button", { name: w.continue }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
  });

  test(`a wallet number refused at the payment step is said on screen at its field, which takes the focus, then accepted (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const { shopper, address } = await seedCustomer(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await addToCart(
      page.request,
      await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, javaScriptEnabled ? 8 : 9),
      1,
    );
    await chooseShippingByPost(page.request, address!);
    await page.goto(`/checkout/payment?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await page.locator("#pay-3").check();
    const phone = page.getByLabel(w.walletPhone);
    // A Saudi mobile: a wallet is Egyptian.
    await phone.fill("0512345678");
    await page.getByRole("button", { name: w.review }).click();
    const message = page.locator(".payment-form__wallet .field__errors");
    await expect(message).toHaveText(w.badWallet);
    await expect(phone).toHaveAccessibleDescription(new RegExp(`^${w.badWallet}`));
    // Without JavaScript the answer's autofocus; with it the shopper is still at the button just below.
    if (!javaScriptEnabled) await expect(phone).toBeFocused();
    // The message itself, below the field and its hint, comes on screen: not only the red field.
    await expectFirstErrorOnScreen(page, message);
    await page.screenshot({ path: test.info().outputPath(`wallet-refused-${lng}.png`) });
    await expect(phone).toHaveValue("0512345678");
    await phone.fill("01010101010");
    await page.getByRole("button", { name: w.review }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  });

  test(`a wallet number refused when placing the order is typed again there, at a field that takes the focus (${lng})`, async ({ page, javaScriptEnabled }) => {
    const { shopper, address } = await seedCustomer(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await addToCart(
      page.request,
      await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, javaScriptEnabled ? 10 : 11),
      1,
    );
    await chooseShippingByPost(page.request, address!);
    await choosePaymentByPost(page.request, 3, "01010101010");
    await page.goto(`/checkout/confirmation?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    // What the payment step's number may become before the order is placed (the Store API refuses it as this does).
    // With JavaScript, React puts its value back whenever the page renders again (a loaded machine can
    // render after the hydration mark): it is set again as the form is sent, before React reads the form.
    await page.locator('input[type="hidden"][name="payment_phone"]').evaluate((el: HTMLInputElement) => {
      el.value = "0512345678";
      el.form!.addEventListener("submit", () => (el.value = "0512345678"), { capture: true });
    });
    await page.getByRole("button", { name: w.placeAndPay }).click();
    const phone = page.getByLabel(w.walletPhone);
    await expect(phone).toHaveAccessibleDescription(new RegExp(`^${w.badWallet}`));
    // The number as sent (checked in the browser with JavaScript, the number chosen at the payment step is kept there).
    await expect(phone).toHaveValue(javaScriptEnabled ? /^(0512345678|\+?201010101010)$/ : "0512345678");
    if (!javaScriptEnabled) await expect(phone).toBeFocused();
    await expectFirstErrorOnScreen(page);
    await phone.fill("01010101010");
    await page.getByRole("button", { name: w.placeAndPay }).click();
    await expect(page).toHaveURL(/\/paymob-sandbox\/acceptance\/wallets\//);
  });

  test(`a refused coupon is said on screen with the code as typed, then one that works (${lng})`, async ({ page, javaScriptEnabled }) => {
    await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 5 && p.price >= 200, lng, javaScriptEnabled ? 2 : 3), 2);
    await page.goto(`/cart?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    // The coupon form is folded in "Have a coupon?" (decision 073).
    await page.locator(".coupon-box > summary").click();
    const field = page.getByLabel(w.coupon);
    await field.fill("RAMADAN20");
    await page.getByRole("button", { name: w.apply }).click();
    await expect(field).toHaveAccessibleDescription(w.couponExpired);
    await expectFirstErrorOnScreen(page);
    await expect(field).toHaveValue("RAMADAN20");
    if (!javaScriptEnabled) await expect(field).toBeFocused();
    await field.fill("WELCOME10");
    await page.getByRole("button", { name: w.apply }).click();
    await expect(page.locator(".coupon")).toContainText(w.couponApplied);
  });

  test(`the footer's newsletter says a refusal beside itself, on screen, with the address as typed (${lng})`, async ({ page, javaScriptEnabled }) => {
    await page.goto(`/pages/about?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    const form = page.locator("#newsletter");
    const email = form.getByLabel(w.newsletterEmail);
    await email.fill("not-an-email");
    await form.getByRole("button", { name: w.subscribe }).click();
    await expect(form.getByRole("status")).toHaveText(w.badEmail);
    await expectFirstErrorOnScreen(page, form.getByRole("status"));
    await expect(email).toHaveValue("not-an-email");
    const address = newShopper().email;
    await email.fill(address);
    await form.getByRole("button", { name: w.subscribe }).click();
    // The success is said there too, on screen.
    await expect(form.getByRole("status")).toHaveText(w.subscribed);
    await expectFirstErrorOnScreen(page, form.getByRole("status"));
  });
}
