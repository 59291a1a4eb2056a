import type { Page } from "@playwright/test";
import { expect, newShopper } from "./auth-fixtures";

type Shopper = ReturnType<typeof newShopper>;

type Options = { gender?: "male" | "female"; newsletter?: boolean; redirectTo?: string };

/** Opens /register, fills the form and sends it (the form itself is under test in auth.spec.ts). */
export async function fillRegistration(page: Page, shopper: Shopper, lng: "ar" | "en", opts: Options = {}) {
  await page.goto(`/register?lng=${lng}${opts.redirectTo ? `&redirectTo=${encodeURIComponent(opts.redirectTo)}` : ""}`);
  await sendRegistration(page, shopper, lng, opts);
}

/** Fills and sends the registration form the page shows (reached through a link that carries where to go next). */
export async function sendRegistration(page: Page, shopper: Shopper, lng: "ar" | "en", opts: Options = {}) {
  const en = lng === "en";
  await page.getByLabel(en ? "First name" : "الاسم الأول").fill(shopper.first_name);
  await page.getByLabel(en ? "Last name" : "اسم العائلة").fill(shopper.last_name);
  await page.getByLabel(en ? "Username" : "اسم المستخدم").fill(shopper.username);
  await page.getByLabel(en ? "Email" : "البريد الإلكتروني", { exact: true }).fill(shopper.email);
  await page.getByLabel(en ? "Mobile number" : "رقم الجوال").fill(shopper.mobile);
  await page.getByLabel(en ? "Password" : "كلمة المرور", { exact: true }).fill(shopper.password);
  await page.getByLabel(en ? "Confirm password" : "تأكيد كلمة المرور").fill(shopper.password);
  const gender = opts.gender === "male" ? (en ? "Male" : "ذكر") : en ? "Female" : "أنثى";
  await page.getByLabel(gender, { exact: true }).check();
  if (opts.newsletter) await page.getByLabel(en ? "Email me offers and news" : "أرسلوا لي العروض والأخبار بالبريد").check();
  await page.getByRole("button", { name: en ? "Create account" : "إنشاء الحساب" }).click();
}

/** A fresh customer, registered through the form and signed in on /account/details. */
export async function freshCustomer(page: Page, lng: "ar" | "en", opts: { newsletter?: boolean } = {}) {
  const shopper = newShopper();
  await fillRegistration(page, shopper, lng, { gender: "male", ...opts });
  await expect(page).toHaveURL(/\/account\/details/);
  return shopper;
}
