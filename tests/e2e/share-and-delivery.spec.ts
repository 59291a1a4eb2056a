import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { findProduct, type ProductSummary } from "./store-data";
import { escapeRegExp } from "./regexp";

// Issue 42 items 4 and 5, decision 084: sharing a product and the delivery line, in every template.
const SERVERS = [
  { name: "main", port: PORTS.main },
  { name: "template 1", port: PORTS.template1 },
  { name: "template 2", port: PORTS.template2 },
];

const WORDS = {
  ar: { share: "مشاركة", whatsApp: "مشاركة عبر واتساب", link: "رابط المنتج", copy: "نسخ الرابط", copied: "تم نسخ الرابط." },
  en: { share: "Share", whatsApp: "Share on WhatsApp", link: "Product link", copy: "Copy link", copied: "Link copied." },
} as const;

type Lang = keyof typeof WORDS;
const pathOf = (p: ProductSummary, lng: Lang) => `/${p.category.slug}/${p.slug}${lng === "en" ? "?lng=en" : ""}`;

async function openProduct(page: Page, p: ProductSummary, lng: Lang, javaScriptEnabled: boolean) {
  await page.goto(pathOf(p, lng));
  if (javaScriptEnabled) await hydrated(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  // The page's own absolute address in its language, never whatever Host the request named.
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/${escapeRegExp(p.category.slug)}/${escapeRegExp(p.slug)}${lng === "en" ? "\\?lng=en" : ""}$`));
  return canonical!;
}

/** What the Store API offers the town: the cheapest fee and the days from the fastest to the slowest option. */
async function offerFor(request: APIRequestContext, townId: number) {
  const companies: Array<{ types: Array<{ fee: number; days_min: number; days_max: number }> }> = (
    await (await request.get(`/api/shipment/shipping-companies?town_id=${townId}`, { headers: { "X-LANG": "en" } })).json()
  ).data.data;
  const types = companies.flatMap((c) => c.types);
  return { fee: Math.min(...types.map((t) => t.fee)), min: Math.min(...types.map((t) => t.days_min)), max: Math.max(...types.map((t) => t.days_max)) };
}

async function townName(request: APIRequestContext, townId: number, lng: Lang) {
  const regions = (await (await request.get("/api/store/regions", { headers: { "X-LANG": lng } })).json()).data;
  for (const c of regions) for (const s of c.states) for (const t of s.towns) if (t.id === townId) return t.name as string;
  throw new Error(`no town ${townId}`);
}

const delivery = (page: Page) => page.locator(".product__delivery");
/** The demo store's free_shipping_over (store-api/seed/settings.ts) and the most its prices add for tax. */
const FREE_OVER = 500;
const TAX_AT_MOST = 1.14;

for (const server of SERVERS) {
  test.describe(`share and delivery (${server.name})`, () => {
    test.use({ baseURL: urlOn(server.port) });

    for (const lng of ["ar", "en"] as const) {
      const w = WORDS[lng];

      test(`a guest shares a product on WhatsApp or by its link (${lng})`, async ({ page, context, javaScriptEnabled }) => {
        if (javaScriptEnabled) {
          // Chromium on Linux has no share sheet; make sure of it, so this is the fallback's journey.
          await page.addInitScript(() => {
            delete (Navigator.prototype as { share?: unknown }).share;
          });
          await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        }
        const product = await findProduct(page.request, (p) => p.balance > 0, lng, 3);
        const canonical = await openProduct(page, product, lng, javaScriptEnabled);

        const summary = page.locator(".product__summary");
        await summary.getByText(w.share, { exact: true }).click();
        const whatsApp = summary.getByRole("link", { name: w.whatsApp });
        await expect(whatsApp).toBeVisible();
        await expect(whatsApp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${product.name}\n${canonical}`)}`);
        await expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
        await expect(whatsApp).toHaveAttribute("target", "_blank");
        const field = summary.getByLabel(w.link);
        await expect(field).toHaveValue(canonical);
        await expect(field).toHaveAttribute("readonly", "");
        // Open on a narrow phone, the panel fits the screen: the page does not scroll sideways.
        await page.setViewportSize({ width: 320, height: 640 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

        const copy = summary.getByRole("button", { name: w.copy });
        if (!javaScriptEnabled) {
          // Without JavaScript the field is the way to copy: nothing on the page could write the clipboard.
          await expect(copy).toHaveCount(0);
          return;
        }
        await expect(summary.getByRole("status")).toHaveText("");
        await copy.click();
        await expect(summary.getByRole("status")).toHaveText(w.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      });

      test(`with the browser's share sheet, Share hands it the name and the canonical URL (${lng})`, async ({ page, javaScriptEnabled }) => {
        test.skip(!javaScriptEnabled, "the share sheet is a script's to open");
        await page.addInitScript(() => {
          const shared: unknown[] = [];
          Object.assign(window, { shared });
          Object.defineProperty(Navigator.prototype, "share", {
            configurable: true,
            value: (data: unknown) => {
              shared.push(data);
              return Promise.resolve();
            },
          });
        });
        const product = await findProduct(page.request, (p) => p.balance > 0, lng, 4);
        const canonical = await openProduct(page, product, lng, javaScriptEnabled);
        const summary = page.locator(".product__summary");
        await summary.getByRole("button", { name: w.share, exact: true }).click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
          .toEqual([{ title: product.name, text: product.name, url: canonical }]);
        // The sheet replaces the links: no WhatsApp link is offered beside it.
        await expect(summary.getByRole("link", { name: w.whatsApp })).toHaveCount(0);
      });

      test(`a signed-in shopper reads the delivery to their default town, free for a product that ships free alone; a guest reads none (${lng})`, async ({
        page,
        javaScriptEnabled,
      }) => {
        // Under the store's free-shipping bound even with its tax, and one over it without.
        const product = await findProduct(page.request, (p) => p.balance > 0 && p.price * TAX_AT_MOST < FREE_OVER, lng, 5);
        const dear = await findProduct(page.request, (p) => p.balance > 0 && p.price * (1 - p.discount / 100) >= FREE_OVER, lng);
        await openProduct(page, product, lng, javaScriptEnabled);
        await expect(page.locator(".product__summary")).toBeVisible();
        await expect(delivery(page)).toHaveCount(0);

        const { shopper, address } = await seedCustomer(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        const offer = await offerFor(page.request, address!.town.id);
        const town = await townName(page.request, address!.town.id, lng);
        await openProduct(page, product, lng, javaScriptEnabled);
        const fee = `${offer.fee.toFixed(2)}`;
        const line =
          lng === "ar"
            ? `التوصيل إلى ${town}: ${offer.min}–\u2060${offer.max} أيام، من ${fee}`
            : `Delivery to ${town}: ${offer.min}–\u2060${offer.max} days, from ${fee}`;
        await expect(delivery(page)).toContainText(line);

        await openProduct(page, dear, lng, javaScriptEnabled);
        await expect(delivery(page)).toHaveText(
          lng === "ar" ? `التوصيل إلى ${town}: ${offer.min}–\u2060${offer.max} أيام، مجانًا` : `Delivery to ${town}: ${offer.min}–\u2060${offer.max} days, free`,
        );
      });

      // Whether there is a line is the product loader's answer, the same in every template (one route
      // renders the line for all three): the main store's run proves it; the line itself is read in each above.
      if (server.name !== "main") continue;
      test(`no delivery line without a default address, nor for a town no option serves (${lng})`, async ({ page, javaScriptEnabled }) => {
        const { shopper, token, api } = await seedCustomer(page.request, { address: false });
        await signInByPost(page.request, shopper.email, shopper.password);
        const product = await findProduct(page.request, (p) => p.balance > 0, lng, 6);
        await openProduct(page, product, lng, javaScriptEnabled);
        await expect(delivery(page)).toHaveCount(0);

        // A town the store's regions list as not served: the Store API offers it no shipping.
        const regions = (await api("GET", "store/regions", null)).data;
        const state = regions[0].states.find((s: { towns: Array<{ available: number }> }) => s.towns.some((t) => t.available === 0));
        const town = state.towns.find((t: { available: number }) => t.available === 0);
        await api("POST", "store/account/addresses", token, {
          receiver_name: "Salma Nour",
          receiver_phone: shopper.mobileE164,
          address_name: "Home",
          detailed_address: "12 Road 9",
          default_setting: 1,
          country_id: regions[0].id,
          state_id: state.id,
          town_id: town.id,
          lat: town.lat,
          lng: town.lng,
        });
        expect((await api("GET", `shipment/shipping-companies?town_id=${town.id}`, null)).data.data).toEqual([]);
        await openProduct(page, product, lng, javaScriptEnabled);
        await expect(page.locator(".product__summary h1")).toBeVisible();
        await expect(delivery(page)).toHaveCount(0);
      });
    }
  });
}
