import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn, TEMPLATES } from "./fixtures";
import { seedAddress, seedCustomer, signInByPost } from "./seed";
import { drawnWords } from "./visual-order";

/**
 * The shop's frame on a phone in every template (issue 37 parts 8-10, decision 076): every top-level
 * category in the menu, a header of at most 120 px, the currency's name never cut and its Change button
 * whole beside or under it (with JavaScript too: issue 41 point 8, WCAG 3.2.2), the account's pages as a list of thumb-sized rows, and a typed address mixing
 * scripts read in the order typed on an English page.
 */

const LANGS = ["ar", "en"] as const;
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;
const WORDS = { ar: { change: "تغيير", currency: "العملة" }, en: { change: "Change", currency: "Currency" } } as const;

/** The catalogue's top-level categories, as the Store API lists them. */
async function topCategories(request: APIRequestContext, port: number, lng: string) {
  const res = await request.get(urlOn(port, "/api/store/categories"), { headers: { "X-LANG": lng } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: Array<{ slug: string; name: string; parent_id: number | null }> };
  return data.filter((c) => c.parent_id === null);
}

/** The header's menu, opened: the first <details> of the header (each template's menu button). */
async function openMenu(page: Page) {
  const menu = page.getByRole("banner").locator("details").first();
  await menu.locator("summary").first().click();
  await expect(menu).toHaveAttribute("open", "");
  return menu;
}

for (const t of TEMPLATES) {
  for (const lng of LANGS) {
    for (const phone of PHONES) {
      test(`template ${t.id}: the menu lists every category, the header is short and the currency is whole (${lng}, ${phone.width} px)`, async ({
        page,
        request,
        javaScriptEnabled,
      }) => {
        await page.setViewportSize(phone);
        const categories = await topCategories(request, t.port, lng);
        expect(categories.length, "the catalogue has top-level categories").toBeGreaterThan(4);
        await page.goto(urlOn(t.port, `/?lng=${lng}`));
        if (javaScriptEnabled) await hydrated(page);

        const header = page.getByRole("banner");
        const box = (await header.boundingBox())!;
        expect(box.height, "the header is at most 120 px tall").toBeLessThanOrEqual(120);
        // Above it at most one thin line (the offer line), not a bar of controls.
        expect(box.y, "what sits above the header is one thin line").toBeLessThanOrEqual(40);

        const menu = await openMenu(page);
        const nav = menu.getByRole("navigation").first();
        for (const c of categories) {
          await expect(nav.locator(`a[href="/${c.slug}"]`, { hasText: c.name }).first(), `${c.name} is in the menu`).toBeVisible();
        }

        const form = menu.locator(".currency-switcher");
        const select = form.getByLabel(WORDS[lng].currency);
        await expect(select).toBeVisible();
        const fit = await form.evaluate((el) => {
          const sel = el.querySelector("select")!;
          const style = getComputedStyle(sel);
          const ctx = document.createElement("canvas").getContext("2d")!;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = sel.selectedOptions[0]?.text ?? "";
          return {
            text,
            formOverflows: el.scrollWidth > el.clientWidth + 1,
            // The chosen name plus the select's own padding and arrow (about 24 px) inside its box.
            room: sel.clientWidth - ctx.measureText(text).width - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd),
            selectRight: sel.getBoundingClientRect().right,
            selectLeft: sel.getBoundingClientRect().left,
          };
        });
        expect(fit.formOverflows, `the currency form does not spill (${JSON.stringify(fit)})`).toBe(false);
        expect(fit.room, `"${fit.text}" is shown whole (${JSON.stringify(fit)})`).toBeGreaterThanOrEqual(16);
        // Once the drawer has slid in (its transition may still run when the menu is first visible).
        await expect
          .poll(
            () =>
              select.evaluate((sel, width) => {
                const box = sel.getBoundingClientRect();
                return box.left >= 0 && box.right <= width;
              }, phone.width),
            { message: `the currency choice is on screen (${JSON.stringify(fit)})` },
          )
          .toBe(true);

        const change = form.getByRole("button", { name: WORDS[lng].change });
        // The button sends it, with JavaScript as without: on screen, a whole 44 px target under or beside the choice.
        await expect(change).toBeVisible();
        const button = (await change.boundingBox())!;
        expect(button.x >= 0 && button.x + button.width <= phone.width && button.height >= 44, JSON.stringify(button)).toBe(true);
      });
    }
  }
}

test("choosing another currency in template 1's menu changes nothing until its button sends it (issue 41 point 8)", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONES[1]);
  const { data: currencies } = (await (await request.get(urlOn(PORTS.template1, "/api/store/currency"))).json()) as {
    data: Array<{ currency_code: string; is_local: number }>;
  };
  const other = currencies.find((c) => c.is_local !== 1)!;
  await page.goto(urlOn(PORTS.template1, "/?lng=en"));
  if (javaScriptEnabled) await hydrated(page);
  const menu = await openMenu(page);
  const price = page.locator("main .product-card .product-price__now").first();
  await menu.getByLabel(WORDS.en.currency).selectOption(other.currency_code);
  await expect(menu, "the menu stays open: the page did not change").toHaveAttribute("open", "");
  await expect(price).not.toContainText(other.currency_code);
  await menu.getByRole("button", { name: WORDS.en.change }).click();
  await expect(price).toContainText(other.currency_code);
});

for (const lng of LANGS) {
  for (const phone of PHONES) {
    test(`the account's pages are a list of whole rows with an icon, not underlined, 44 px tall (${lng}, ${phone.width} px)`, async ({ page }) => {
      await page.setViewportSize(phone);
      const { shopper } = await seedCustomer(page.request);
      await signInByPost(page.request, shopper.email, shopper.password);
      await page.goto(`/account?lng=${lng}`);
      const nav = page.getByRole("navigation", { name: lng === "ar" ? "أقسام الحساب" : "Account sections" });
      const rows = nav.locator(".account-menu__item");
      await expect(rows).toHaveCount(7);
      const drawn = await rows.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            text: el.textContent ?? "",
            underline: getComputedStyle(el).textDecorationLine,
            icon: Boolean(el.querySelector("svg")),
            top: r.top,
            height: r.height,
            width: r.width,
            list: el.closest("ul")!.getBoundingClientRect().width,
          };
        }),
      );
      // Orders come right after the overview: the first thing a shopper looks for.
      expect(drawn[1]!.text).toBe(lng === "ar" ? "الطلبات" : "Orders");
      drawn.forEach((row, i) => {
        expect(row.underline, `"${row.text}" is not underlined`).toBe("none");
        expect(row.icon, `"${row.text}" has its icon`).toBe(true);
        expect(row.height, `"${row.text}" is a 44 px target`).toBeGreaterThanOrEqual(44);
        expect(row.width, `"${row.text}" fills its row`).toBeGreaterThan(row.list - 4);
        if (i > 0) expect(row.top, `"${row.text}" is on a row of its own`).toBeGreaterThanOrEqual(drawn[i - 1]!.top + drawn[i - 1]!.height - 1);
      });
      // On a phone the page comes first: the overview's recent orders are above the list.
      const recent = (await page.getByRole("region", { name: lng === "ar" ? "طلبات قيد التنفيذ" : "Orders in progress" }).boundingBox())!;
      expect(recent.y).toBeLessThan(drawn[0]!.top);
    });
  }
}

test("on an English page a typed address mixing scripts reads in the order typed, with the shopper's own commas", async ({ page }) => {
  await page.setViewportSize(PHONES[1]);
  const { shopper, api, token } = await seedCustomer(page.request, { address: false });
  const typed = "شارع التحرير 12, office 301, building 5";
  await seedAddress(api, token, { receiver_name: "Salma Nour", receiver_phone: shopper.mobileE164, address_name: "Home", detailed_address: typed });
  await signInByPost(page.request, shopper.email, shopper.password);
  for (const path of ["/account/addresses", "/account"]) {
    await page.goto(`${path}?lng=en`);
    const line = page.locator(".address-typed").first();
    // The shopper's text as typed: their Latin commas, never rewritten as "،".
    await expect(line).toHaveText(typed);
    const words = await drawnWords(line);
    const x = (word: string) => words.find((w) => w.word === word)!;
    const [street, office, building] = [x("شارع"), x("office"), x("building")];
    // Left to right in the order typed (on one line at 390 px, or each part on a later line).
    const after = (a: { x: number; top: number }, b: { x: number; top: number }) => b.top > a.top + 2 || (Math.abs(b.top - a.top) <= 2 && b.x > a.x);
    expect(after(street, office) && after(office, building), `${path}: ${JSON.stringify(words)}`).toBe(true);
  }
});
