import type { Page } from "@playwright/test";
import { expect, newShopper } from "./auth-fixtures";

type Shopper = ReturnType<typeof newShopper>;

type Options = { gender?: "male" | "female"; newsletter?: boolean; redirectTo?: string };

/** Opens /register, fills the form and sends it (the form itself is under test in auth.spec.ts). */
export async function fillRegistration(page: Page, shopper: Shopper, lng: "ar" | "en", opts: Options = {}) {
  await page.goto(`/register?lng=${lng}${opts.redirectTo ? `&redirectTo=${encodeURIComponent(opts.redirectTo)}` : ""}`);
  await sendRegistration(page, shopper, lng, opts);
}

/** The registration form's labels, as a shopper reads them. */
export const REGISTER_LABELS = {
  ar: {
    first: "الاسم الأول",
    last: "اسم العائلة",
    username: "اسم المستخدم",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    male: "ذكر",
    female: "أنثى",
    submit: "إنشاء الحساب",
  },
  en: {
    first: "First name",
    last: "Last name",
    username: "Username",
    email: "Email",
    mobile: "Mobile number",
    password: "Password",
    confirm: "Confirm password",
    male: "Male",
    female: "Female",
    submit: "Create account",
  },
} as const;

/** Fills the registration form's required fields and gender, without sending it. */
export async function fillRegistrationFields(page: Page, shopper: Shopper, lng: "ar" | "en", opts: Options = {}) {
  const w = REGISTER_LABELS[lng];
  await page.getByLabel(w.first).fill(shopper.first_name);
  await page.getByLabel(w.last).fill(shopper.last_name);
  await page.getByLabel(w.username).fill(shopper.username);
  await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
  await page.getByLabel(w.mobile).fill(shopper.mobile);
  await page.getByLabel(w.password, { exact: true }).fill(shopper.password);
  await page.getByLabel(w.confirm).fill(shopper.password);
  await page.getByLabel(opts.gender === "male" ? w.male : w.female, { exact: true }).check();
}

/** Fills and sends the registration form the page shows (reached through a link that carries where to go next). */
export async function sendRegistration(page: Page, shopper: Shopper, lng: "ar" | "en", opts: Options = {}) {
  await fillRegistrationFields(page, shopper, lng, opts);
  if (opts.newsletter) await page.getByLabel(lng === "en" ? "Email me offers and news" : "أرسلوا لي العروض والأخبار بالبريد").check();
  await page.getByRole("button", { name: REGISTER_LABELS[lng].submit }).click();
}

/** A fresh customer, registered through the form and signed in on /account/details. */
export async function freshCustomer(page: Page, lng: "ar" | "en", opts: { newsletter?: boolean } = {}) {
  const shopper = newShopper();
  await fillRegistration(page, shopper, lng, { gender: "male", ...opts });
  await expect(page).toHaveURL(/\/account\/details/);
  return shopper;
}
