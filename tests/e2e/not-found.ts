import { expect, type Page } from "@playwright/test";

/** The shopper-worded 404 (decision 080): its title and hint, and no status-code or data-error talk. */
export async function expectShopperWorded404(page: Page, lng: "ar" | "en") {
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lng === "ar" ? "لم يتم العثور على هذه الصفحة" : "This page could not be found");
  await expect(main.locator(".not-found__hint")).toHaveText(
    lng === "ar"
      ? "ربما تغيّر رابط الصفحة أو لم تعد موجودة. ابحث عمّا تريد، أو تصفّح الأقسام."
      : "The link may have changed, or the page is no longer here. Search for what you want, or browse the categories.",
  );
  // No status-code talk, nor the data-error wording, on a page the shopper reached by a link.
  await expect(main).not.toContainText(lng === "ar" ? "رمز الحالة" : "Status code");
  await expect(main).not.toContainText(lng === "ar" ? "لم نعثر على البيانات المطلوبة" : "The data you asked for was not found");
}
