import { expect, PORTS, test, urlOn } from "./fixtures";
import { seedCustomer, seedCustomerWithOrder, signInByPost } from "./seed";

/**
 * The spec's messages where they belong. This file's server runs a store without the open map
 * and without a maps key (settings change global state, so it is its own server: PORTS.mapless).
 */
test.use({ baseURL: urlOn(PORTS.mapless, "") });

test("without a maps key the address form says so and finds the place from the address, in Arabic", async ({ page }) => {
  const request = page.context().request;
  const { shopper } = await seedCustomer(request, { address: false });
  await signInByPost(request, shopper.email, shopper.password);
  await page.goto(`/account/addresses/create`);
  await expect(page.getByText("الخريطة غير متاحة: لا يوجد مفتاح لخدمة الخرائط في المتجر. اكتب العنوان وسنحدد الموقع منه.")).toBeVisible();
  await expect(page.getByRole("application")).toHaveCount(0);
  await page.getByLabel("اسم المستلم").fill("سلمى نور");
  await page.getByLabel("هاتف المستلم").fill("0512345678");
  await page.getByLabel("اسم العنوان (مثل: المنزل، العمل)").fill("المنزل");
  const { data: regions } = await (await request.get("/api/store/regions")).json();
  const town = regions[0].states[0].towns.find((t: { available: number }) => t.available === 1);
  await page.getByLabel("المدينة / الحي").selectOption(String(town.id));
  await page.getByLabel("العنوان بالتفصيل").fill("12 شارع 9");
  await page.getByRole("button", { name: "احفظ العنوان" }).click();
  await expect(page.getByRole("status")).toHaveText("تم حفظ العنوان.");
});

test("a map point that cannot be used is refused with its message and the typed address kept, in English", async ({ page }) => {
  const request = page.context().request;
  const { shopper } = await seedCustomer(request, { address: false });
  await signInByPost(request, shopper.email, shopper.password);
  const { data: regions } = await (await request.get(`/api/store/regions`)).json();
  const town = regions[0].states[0].towns.find((t: { available: number }) => t.available === 1);
  const res = await request.post(`/account/addresses/create?lng=en`, {
    form: {
      receiver_name: "Salma Nour",
      receiver_phone: "0512345678",
      address_name: "Kept name",
      town_id: String(town.id),
      detailed_address: "12 Road 9",
      lat: "991.5",
      lng: "31.2",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("This point on the map cannot be used. Send the form again and we will find the place from the address you typed.");
  expect(html).toContain('value="Kept name"');
  expect(html).not.toContain("991.5");
});

test("an unknown order is a 404 that says the order was not found, in English", async ({ page }) => {
  const request = page.context().request;
  const { shopper, order } = await seedCustomerWithOrder(request);
  await signInByPost(request, shopper.email, shopper.password);
  const response = await page.goto(`/account/orders/${order.id + 100000}?lng=en`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Order not found.")).toBeVisible();
  // The customer's own order still opens.
  expect((await page.goto(`/account/orders/${order.id}`))?.status()).toBe(200);
});
