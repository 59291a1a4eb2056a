import type { Page } from "@playwright/test";
import { expect, newShopper } from "./auth-fixtures";

/** Registration is the form under test in auth.spec.ts; elsewhere it only makes a fresh customer. */
export async function freshCustomer(page: Page, lng: "ar" | "en", opts: { newsletter?: boolean } = {}) {
  const shopper = newShopper();
  const en = lng === "en";
  await page.goto(`/register?lng=${lng}`);
  await page.getByLabel(en ? "First name" : "الاسم الأول").fill(shopper.first_name);
  await page.getByLabel(en ? "Last name" : "اسم العائلة").fill(shopper.last_name);
  await page.getByLabel(en ? "Username" : "اسم المستخدم").fill(shopper.username);
  await page.getByLabel(en ? "Email" : "البريد الإلكتروني", { exact: true }).fill(shopper.email);
  await page.getByLabel(en ? "Mobile number" : "رقم الجوال").fill(shopper.mobile);
  await page.getByLabel(en ? "Password" : "كلمة المرور", { exact: true }).fill(shopper.password);
  await page.getByLabel(en ? "Confirm password" : "تأكيد كلمة المرور").fill(shopper.password);
  await page.getByLabel(en ? "Male" : "ذكر", { exact: true }).check();
  if (opts.newsletter) await page.getByLabel(en ? "Email me offers and news" : "أرسلوا لي العروض والأخبار بالبريد").check();
  await page.getByRole("button", { name: en ? "Create account" : "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/account\/details/);
  return shopper;
}
