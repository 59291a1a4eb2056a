import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test, urlOn, TEMPLATES } from "./fixtures";
import { mixedDirectionShopper, OFFICE } from "./mixed-direction-shopper";
import { seedAddress, seedCustomer, signInByPost } from "./seed";
import { drawnWords } from "./visual-order";

/**
 * What an outside shopper on a 390 × 844 phone found in lists, templates and mixed text (issue 37, decision 090):
 * the currency list, names under the pictures, the brand filter, typed addresses on Arabic pages (amended by 096), the
 * disclosure chevron and the added-to-cart sheet's ×.
 */

const PHONE = { width: 390, height: 844 };
const LANGS = ["ar", "en"] as const;
const WORDS = {
  ar: { currency: "العملة", change: "تغيير", brand: "العلامة التجارية", close: "إغلاق", add: "أضف إلى السلة", egp: "جنيه مصري (ج.م)" },
  en: { currency: "Currency", change: "Change", brand: "Brand", close: "Close", add: "Add to cart", egp: "Egyptian Pound (EGP)" },
} as const;

async function open(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await hydrated(page);
}

for (const t of TEMPLATES) {
  for (const lng of LANGS) {
    test(`template ${t.id}: the currency list names today's currencies first, the chosen one first of all, and cards put the name under the picture (${lng})`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, urlOn(t.port, `/electronics?lng=${lng}&currency=USD`), javaScriptEnabled);
      const select = page.getByRole("banner").getByLabel(WORDS[lng].currency).or(page.getByLabel(WORDS[lng].currency)).first();
      const options = (await select.locator("option").allTextContents()).map((o) => o.trim());
      // No stand-in or historic codes shown; today's currencies by the names CLDR gives in the page's
      // language, the backend's own (historic, alternate) after them, by the store's names.
      expect(options.join("\n")).not.toMatch(/\bQAK\b|\bAFN4\b|\bSDE\b/);
      const oldAt = options.findIndex((o) => /\(old\)|قديم/.test(o));
      expect(oldAt, options.join(" | ")).toBeGreaterThan(options.findIndex((o) => o.startsWith(WORDS[lng].egp)));
      expect(
        options.some((o) => o.startsWith(WORDS[lng].egp)),
        options.join(" | "),
      ).toBe(true);
      expect(options.length).toBeGreaterThan(3);
      // The currency the prices are in comes first, and the select says it.
      expect(await select.locator("option").first().getAttribute("value")).toBe("USD");
      await expect(select).toHaveValue("USD");
      // Choosing still waits for the button (decision 076, WCAG 3.2.2).
      await expect(select.locator("xpath=ancestor::form").locator("button")).toHaveText(WORDS[lng].change);

      // Cards: the name under the picture, never over it.
      const cards = page.locator(".product-card");
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 4)) {
        const picture = (await card.locator(".product-image").first().boundingBox())!;
        const name = (await card.locator(".product-card__name").boundingBox())!;
        expect(name.y, `the name starts below the picture (${JSON.stringify({ picture, name })})`).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
      }
    });
  }
}

for (const lng of LANGS) {
  test(`the brand filter offers the listing's own brands, counted, and keeps the chosen one (${lng})`, async ({ page, request, javaScriptEnabled }) => {
    await page.setViewportSize(PHONE);
    const res = await request.get(`/api/store/search?category=electronics&per_page=100`, { headers: { "X-LANG": lng } });
    const { data } = (await res.json()) as { data: Array<{ brand: { slug: string; name: string } | null }> };
    const counts = new Map<string, number>();
    for (const p of data) if (p.brand) counts.set(p.brand.slug, (counts.get(p.brand.slug) ?? 0) + 1);
    expect(counts.size, "electronics has brands").toBeGreaterThan(0);

    await open(page, `/electronics?lng=${lng}`, javaScriptEnabled);
    const brand = page.locator('select[name="brand"]');
    const values = (await brand.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
    expect(values.sort()).toEqual([...counts.keys()].sort());
    for (const [slug, count] of counts) await expect(brand.locator(`option[value="${slug}"]`)).toHaveText(new RegExp(`\\(${count}\\)$`));

    // A brand with nothing here (clothing in electronics) stays listed and chosen, with none found.
    await open(page, `/electronics?lng=${lng}&brand=pyramid-wear`, javaScriptEnabled);
    await expect(brand).toHaveValue("pyramid-wear");
    await expect(brand.locator('option[value="pyramid-wear"]')).toHaveText(/\(0\)$/);
  });
}

/** The typed part of an address on an Arabic page: right to left in the order typed, Arabic commas between. */
async function expectArabicTyped(typed: Locator, parts: string[], where: string) {
  await expect(typed, where).toHaveAttribute("dir", "rtl");
  await expect(typed, where).toHaveText(parts.join("، "));
  const words = await drawnWords(typed);
  const first = (part: string) => words.find((w) => w.word === part.split(" ")[0])!;
  for (let i = 1; i < parts.length; i++) {
    const [a, b] = [first(parts[i - 1]!), first(parts[i]!)];
    // Right to left: the next part on the same line is further left, or on a later line.
    expect(b.top > a.top + 2 || (Math.abs(b.top - a.top) <= 2 && b.x < a.x), `${where}: "${parts[i]}" follows "${parts[i - 1]}" ${JSON.stringify(words)}`).toBe(
      true,
    );
  }
}

/** An all-Latin typed address on an Arabic page: as typed, left to right, with the shopper's own commas (decision 096). */
async function expectLatinTyped(typed: Locator, address: string, where: string) {
  await expect(typed, where).toHaveAttribute("dir", "ltr");
  await expect(typed, where).toHaveText(address);
  const parts = address.split(", ");
  const words = await drawnWords(typed);
  const first = (part: string) => words.find((w) => w.word === part.split(" ")[0])!;
  for (let i = 1; i < parts.length; i++) {
    const [a, b] = [first(parts[i - 1]!), first(parts[i]!)];
    expect(b.top > a.top + 2 || (Math.abs(b.top - a.top) <= 2 && b.x > a.x), `${where}: "${parts[i]}" follows "${parts[i - 1]}" ${JSON.stringify(words)}`).toBe(
      true,
    );
  }
}

test("on Arabic pages an all-Latin typed address reads as typed, left to right, each part isolated, the shopper's commas between", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await mixedDirectionShopper(page);
  const typedOf = (scope: Locator, first: string) => scope.locator(".address-typed", { hasText: first }).first();
  for (const path of ["/account/addresses", "/account", "/checkout/shipping", "/checkout/confirmation"]) {
    await page.goto(`${path}?lng=ar`);
    await expectLatinTyped(typedOf(page.locator("main"), "office 301"), OFFICE, path);
  }
  await page.goto("/checkout/confirmation?lng=ar");
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await page.getByRole("link", { name: "عرض الفاتورة" }).click();
  await expectLatinTyped(typedOf(page.locator("main"), "office 301"), OFFICE, "invoice");
  await page.getByRole("link", { name: "عرض الطلب وتتبعه" }).click();
  await expectLatinTyped(typedOf(page.locator("main"), "office 301"), OFFICE, "order");
});

test("a work address mixing scripts reads right to left in the order typed on Arabic pages, and as typed on English ones", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { shopper, api, token } = await seedCustomer(page.request, { address: false });
  const typed = "شارع التحرير 12, office 301, building 5";
  await seedAddress(api, token, { receiver_name: "Salma Nour", receiver_phone: shopper.mobileE164, address_name: "Work", detailed_address: typed });
  await signInByPost(page.request, shopper.email, shopper.password);
  for (const path of ["/account/addresses", "/account"]) {
    await page.goto(`${path}?lng=ar`);
    await expectArabicTyped(page.locator(".address-typed").first(), typed.split(", "), `${path} (ar)`);
    // English pages keep decision 076: left to right in the order typed, with the shopper's own commas.
    await page.goto(`${path}?lng=en`);
    await expect(page.locator(".address-typed").first()).toHaveText(typed);
  }
});

/** The chevron's drawing as the page computes it: what decides where it points. */
const chevron = (summary: Locator) =>
  summary.evaluate((el) => {
    const s = getComputedStyle(el, "::after");
    return {
      content: s.content,
      clipPath: s.clipPath,
      rotate: s.rotate,
      transform: s.transform,
      borders: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].join(" "),
    };
  });

test("the order summary's chevron points down while folded and up while open, the same in Arabic as in English", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await mixedDirectionShopper(page);
  const drawn: Record<string, Awaited<ReturnType<typeof chevron>>> = {};
  for (const lng of LANGS) {
    await page.goto(`/checkout/shipping?lng=${lng}`);
    const summary = page.locator("details.checkout-summary > summary");
    drawn[`${lng} folded`] = await chevron(summary);
    await summary.click();
    await expect(page.locator("details.checkout-summary")).toHaveAttribute("open", "");
    drawn[`${lng} open`] = await chevron(summary);
  }
  // A "v" has no side: the Arabic page draws exactly what the English one does (two borders turned 45° pointed sideways in Arabic).
  expect(drawn["ar folded"], JSON.stringify(drawn)).toEqual(drawn["en folded"]);
  expect(drawn["ar open"], JSON.stringify(drawn)).toEqual(drawn["en open"]);
  expect(drawn["ar folded"]!.content).not.toBe("none");
  expect(drawn["ar open"]!.rotate, "open, it turns to point up").toBe("180deg");
  expect(drawn["ar folded"]!.rotate).toBe("none");

  // The filter groups' chevron is the same rule.
  await page.goto("/electronics?lng=ar");
  const group = page.locator("details.filters-group:not([open]) > summary").first();
  if (await group.count()) expect(await chevron(group)).toEqual(drawn["ar folded"]);

  // So is the cart's coupon, in place of the browser's own marker (a "◂" on Arabic pages).
  await page.goto("/cart?lng=ar");
  const coupon = page.locator("details.coupon-box > summary");
  expect(await chevron(coupon)).toEqual(drawn["ar folded"]);
  expect(await coupon.evaluate((el) => getComputedStyle(el).display), "no list-item, so no native marker").not.toBe("list-item");
});

for (const lng of LANGS) {
  test(`the added-to-cart sheet has a × that closes it, Escape too, and the focus goes back to the add button (${lng})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(PHONE);
    // The sheet closes by itself after 3 s (spec §8): time moves only when the test says, so the × is what closes it.
    if (javaScriptEnabled) await page.clock.install();
    await open(page, `/men-clothing/polo-t-shirt-navy-m?lng=${lng}`, javaScriptEnabled);
    if (javaScriptEnabled) await page.clock.pauseAt(Date.now() + 10_000);
    const purchase = page.locator("form.purchase");
    const add = purchase.getByRole("button", { name: WORDS[lng].add });
    await add.click();
    const sheet = page.locator(".added-notice--sheet");
    await expect(sheet).toBeVisible();
    if (!javaScriptEnabled) {
      // Without JavaScript the confirmation heads the page in its flow: it covers nothing, so it needs no ×.
      expect(await sheet.evaluate((el) => getComputedStyle(el).position)).toBe("static");
      await expect(sheet.getByRole("button", { name: WORDS[lng].close })).toHaveCount(0);
      return;
    }
    const close = sheet.getByRole("button", { name: WORDS[lng].close });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();

    // Another add (of two, so it is not the same press seen again), closed by Escape.
    await purchase.getByLabel(lng === "ar" ? "الكمية" : "Quantity").fill("2");
    await add.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(add).toBeFocused();
    // The accessibility audit after the test needs time to move.
    await page.clock.resume();
  });

  test(`a keyboard's add to cart keeps the focus on the add button, with the sheet next in the tab order (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the add is a page load that comes back at its confirmation (#buy)");
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await open(page, `/men-clothing/polo-t-shirt-navy-m?lng=${lng}`, javaScriptEnabled);
    await page.clock.pauseAt(Date.now() + 10_000);
    const add = page.locator("form.purchase").getByRole("button", { name: WORDS[lng].add });
    await add.focus();
    await page.keyboard.press("Enter");
    const sheet = page.locator(".added-notice--sheet");
    await expect(sheet).toBeVisible();
    // The button was disabled while the add went, which drops the focus on the page's body: it comes back.
    await expect(add).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.clock.resume();
  });
}
