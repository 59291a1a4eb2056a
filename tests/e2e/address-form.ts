import { expect, type Page } from "@playwright/test";

/**
 * Fills the checkout's new-address form in Arabic (the form itself is under test in
 * checkout.spec.ts): recipient, phone, name, a Cairo district, the street, and with JavaScript
 * a point clicked on the map at `mapX`.
 */
export async function fillArabicAddress(page: Page, a: { phone: string; street: string; mapX: number; javaScriptEnabled: boolean }) {
  await page.getByLabel("اسم المستلم").fill("سلمى نور");
  await page.getByLabel("هاتف المستلم").fill(a.phone);
  await page.getByLabel("اسم العنوان (مثل: المنزل، العمل)").fill("البيت");
  await page.getByLabel("المدينة / الحي").selectOption({ label: "المعادي" });
  await page.getByLabel("العنوان بالتفصيل").fill(a.street);
  if (a.javaScriptEnabled) {
    const map = page.getByRole("application", { name: "حدد موقعك على الخريطة" });
    await expect(map).toHaveAttribute("data-ready", "1");
    // The map's own controls speak the page's language too.
    await expect(map.getByRole("button", { name: "تكبير" })).toBeVisible();
    await expect(map.getByRole("button", { name: "تصغير" })).toBeVisible();
    await expect(map.getByRole("link", { name: "Leaflet" })).toHaveAttribute("title", "مكتبة جافاسكربت للخرائط التفاعلية");
    // And sit where an Arabic page starts: the zoom at the top right, the credit at the bottom left.
    const [box, zoom, credit] = await Promise.all([
      map.boundingBox(),
      map.getByRole("button", { name: "تكبير" }).boundingBox(),
      map.getByRole("link", { name: "Leaflet" }).boundingBox(),
    ]);
    expect(zoom!.x - box!.x, "the zoom control on the map's right half").toBeGreaterThan(box!.width / 2);
    expect(credit!.x - box!.x, "the credit on the map's left half").toBeLessThan(box!.width / 2);
    await map.click({ position: { x: a.mapX, y: 100 } });
    await expect(page.getByText(/^تم تحديد الموقع:/)).toBeVisible();
  }
}
