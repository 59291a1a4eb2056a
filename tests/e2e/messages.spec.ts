import { spawn } from "node:child_process";
import { expect, test as base } from "./fixtures";
import { PORTS } from "../../playwright.config";
import { seedCustomer, seedCustomerWithOrder, signInByPost } from "./seed";

/**
 * The spec's messages where they belong. This file's server runs a store without the open map
 * and without a maps key (settings change global state, so it is its own server).
 */
const test = base.extend<object, { maplessServer: string }>({
  maplessServer: [
    async ({}, use, workerInfo) => {
      const port = PORTS.main + 50 + workerInfo.workerIndex;
      const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server.js`], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          SESSION_SECRET: "messages-journeys-secret-0123456789abcdefgh",
          PORT: String(port),
          PUBLIC_URL: `http://localhost:${port}`,
          LOG_LEVEL: "error",
          STORE_API_SETTINGS: JSON.stringify({ free_map: 0, api_key: "" }),
        },
        stdio: "ignore",
      });
      const url = `http://localhost:${port}`;
      let up = false;
      for (let i = 0; i < 1100 && !up; i++) {
        up = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 100));
      }
      if (!up) throw new Error("the messages server did not start");
      await use(url);
      child.kill("SIGTERM");
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ maplessServer }, use) => use(maplessServer),
});

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
