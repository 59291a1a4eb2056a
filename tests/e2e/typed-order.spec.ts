import type { Locator, Page } from "@playwright/test";
import { chooseShippingByPost, choosePaymentByPost } from "./checkout-choices";
import { expect, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { drawnWords, expectReadsAsTyped } from "./visual-order";

/**
 * What the shopper typed reads in the order typed on both pages (decision 043), separators stay
 * between what they separate when lines wrap, and amounts read number then currency in the page's
 * direction. Positions are measured on the drawn words, not read from the markup.
 */

const langs = ["ar", "en"] as const;
const pageDir = (lng: (typeof langs)[number]) => (lng === "ar" ? "rtl" : "ltr");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The innermost isolate holding exactly this text: the field as rendered. */
const field = (page: Page, text: string) =>
  page
    .locator("bdi")
    .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
    .first();

/**
 * The mixed address's typed parts ("شارع 9 Road، مبنى 12 شقة 8") follow each other in the page's reading
 * order (decision 076): right to left on the Arabic page, left to right on the English one, each part
 * isolated in its own direction (its first letter's, right to left here), so "شارع 9 Road" reads right to
 * left, "مبنى 12 شقة 8" is whole, never "8 شقة 12 مبنى" joined to the words before it, and the comma the
 * shopper typed ("،") sits between them.
 */
async function expectTypedParts(page: Page, lng: (typeof langs)[number], where: string) {
  const first = field(page, "شارع 9 Road");
  const second = field(page, "مبنى 12 شقة 8");
  // Drawn before measured: right after a client-side navigation the page may not be laid out yet.
  await expect(second).toBeVisible();
  const before = await drawnWords(first);
  expectReadsAsTyped(before, "rtl", `${where} (${lng}): شارع 9 Road`);
  const words = await drawnWords(second);
  expectReadsAsTyped(words, "rtl", `${where} (${lng}): مبنى 12 شقة 8`);
  expect(words.map((w) => w.word)).toEqual(["مبنى", "12", "شقة", "8"]);
  // The second part begins after the first ends in the page's reading direction (on the same line or a later one).
  const [end, start] = [before[before.length - 1], words[0]];
  if (!end || !start) throw new Error(`${where}: the address parts are not drawn`);
  const follows = start.top > end.top + 2 || (Math.abs(start.top - end.top) <= 2 && (lng === "ar" ? start.x < end.x : start.x > end.x));
  expect(follows, `${where} (${lng}): the second part follows the first (${JSON.stringify({ end, start })})`).toBe(true);
  // In the page's direction, joined by the comma the shopper typed: "،" on both pages.
  const typed = page.locator(".address-typed", { has: first }).first();
  await expect(typed).toHaveAttribute("dir", pageDir(lng));
  await expect(typed).toHaveText("شارع 9 Road، مبنى 12 شقة 8");
}

/** A signed-in shopper whose saved addresses hold the kinds of values shoppers type. */
async function typingShopper(page: Page) {
  const { shopper, api, token } = await seedCustomer(page.request, { address: false });
  const regions = (await api("GET", "store/regions", null)).data;
  const state = regions[0].states[0];
  const town = state.towns.find((t: { available: number }) => t.available === 1);
  const save = async (fields: Record<string, unknown>) =>
    (
      await api("POST", "store/account/addresses", token, {
        receiver_phone: shopper.mobileE164,
        country_id: regions[0].id,
        state_id: state.id,
        town_id: town.id,
        lat: town.lat,
        lng: town.lng,
        default_setting: 0,
        ...fields,
      })
    ).data as { id: number; town: { id: number } };
  // Two parts typed with a comma: a mixed one, then an Arabic one with house numbers (issue 21).
  const mixed = await save({ receiver_name: "أحمد Hassan", address_name: "Home", detailed_address: "شارع 9 Road، مبنى 12 شقة 8", default_setting: 1 });
  await save({ receiver_name: "سلمى نور", address_name: "البيت", detailed_address: "12 شقة 8" });
  await save({ receiver_name: "Salma Nour", address_name: "Office", detailed_address: "office 301 5" });
  // An Arabic part ending in a number, then a Latin one: laid out as one text, the "8" left its part for the comma's side.
  await save({ receiver_name: "نور", address_name: "Studio", detailed_address: "12 شقة 8، office 301 5" });
  await save({ receiver_name: "منى", address_name: "العمل", detailed_address: "12 شارع عباس العقاد، الدور الرابع، شقة 8، بجوار مسجد الرحمة الكبير" });
  await signInByPost(page.request, shopper.email, shopper.password);
  return { mixed };
}

for (const lng of langs) {
  test(`names and address lines read in the order they were typed (${lng})`, async ({ page }) => {
    await typingShopper(page);
    await page.goto(`/account/addresses?lng=${lng}`);
    // Mixed fields follow the page's reading direction; one-script fields their own.
    const expected: Array<[string, "ltr" | "rtl"]> = [
      ["أحمد Hassan", pageDir(lng)],
      // Typed in the detailed address: each part in its own direction on both pages.
      ["شارع 9 Road", "rtl"],
      ["12 شقة 8", "rtl"],
      ["office 301 5", "ltr"],
    ];
    for (const [text, dir] of expected) expectReadsAsTyped(await drawnWords(field(page, text)), dir, `${lng}: ${text}`);
    await expectTypedParts(page, lng, "/account/addresses");
    // "12 شقة 8، office 301 5": the Arabic part keeps its number, whole and right to left, and the Latin part follows it in the page's reading order.
    const part = (text: string) => page.locator(".address-part", { hasText: new RegExp(`^${text}$`) });
    const studio = await drawnWords(page.locator("p", { has: part("office 301 5") }).filter({ has: part("12 شقة 8") }));
    const at = studio.findIndex((w, i) => w.word === "12" && studio[i + 1]?.word === "شقة");
    expect(at, JSON.stringify(studio)).toBeGreaterThanOrEqual(0);
    const [flat, office] = [studio.slice(at, at + 3), studio.find((w) => w.word === "office")];
    expect(flat.map((w) => w.word)).toEqual(["12", "شقة", "8"]);
    expectReadsAsTyped(flat, "rtl", `${lng}: 12 شقة 8، office 301 5`);
    if (!office) throw new Error("office is not drawn");
    for (const w of flat.filter((f) => Math.abs(f.top - office.top) <= 2)) {
      expect(lng === "ar" ? office.x < w.x : office.x > w.x, `${lng}: "office" follows "${w.word}" (${JSON.stringify(studio)})`).toBe(true);
    }
  });

  for (const width of [320, 390]) {
    test(`address separators stay between the parts when the line wraps (${lng}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await typingShopper(page);
      await page.goto(`/account/addresses?lng=${lng}`);
      // The typed text's own isolate, then the line around it (the town and state the Store API names).
      const typed = page.locator(".address-typed", { has: page.locator(".address-part", { hasText: "بجوار مسجد الرحمة" }) });
      const separators = await typed.evaluate((typedEl) => {
        const out: { text: string; rtl: boolean; sameLine: boolean; next: boolean; lines: number }[] = [];
        for (const el of [typedEl, typedEl.parentElement as Element])
          for (const node of el.childNodes) {
            const rtl = getComputedStyle(el).direction === "rtl";
            if (node.nodeType !== Node.TEXT_NODE || !(node as Text).data.trim()) continue;
            const prev = node.previousSibling;
            if (!(prev instanceof Element) || !(prev.classList.contains("address-part") || prev.classList.contains("address-typed"))) continue;
            const range = document.createRange();
            const at = (node as Text).data.search(/\S/);
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const sep = range.getBoundingClientRect();
            const rects = [...prev.getClientRects()];
            // The part's end: the reading-side edge of its last line, which a number inside it ("شقة 8") draws in several pieces.
            const lastTop = Math.max(...rects.map((r) => r.top));
            const lastLine = rects.filter((r) => Math.abs(r.top - lastTop) < 4);
            const end = rtl ? Math.min(...lastLine.map((r) => r.left)) : Math.max(...lastLine.map((r) => r.right));
            out.push({
              text: (node as Text).data,
              rtl,
              sameLine: Math.abs(sep.top - lastTop) < 4,
              // Drawn right after the part's end, on the reading side.
              next: rtl ? sep.right <= end + 1 && end - sep.right < 8 : sep.left >= end - 1 && sep.left - end < 8,
              lines: new Set(rects.map((r) => Math.round(r.top))).size,
            });
          }
        return out;
      });
      expect(separators.length, "the line has separators").toBeGreaterThan(1);
      // Inside the typed (Arabic) text its own comma; between it and the town, the page language's.
      expect(separators.filter((s) => s.rtl).length, "the typed text is right to left on both pages").toBeGreaterThan(1);
      for (const s of separators) {
        expect(s.text.trim(), "the comma of the text's direction").toBe(s.rtl ? "،" : ",");
        expect(s.sameLine && s.next, `separator after its part: ${JSON.stringify(separators)}`).toBe(true);
      }
    });
  }
}

/** Every visible amount: drawn on one line, number then currency in the page's reading direction. */
async function expectAmountsRead(page: Page, lng: (typeof langs)[number], where: string) {
  // A page reached by a link may still be drawing its parts (the order's after the navigation's URL).
  await expect(page.locator(".price:visible").first(), `${where}: an amount drawn`).toBeVisible();
  // Read again until drawn: after a link the first amount seen may be the page being left (seen in CI).
  const read = () =>
    page.locator(".price").evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility())
        .slice(0, 40)
        .map((el) => {
          const text = el.textContent ?? "";
          const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode() as Text;
          const number = /[−\d][\d,.]*/.exec(node.data);
          const currency = /[^\s\d,.−]\S*/.exec(node.data.slice((number?.index ?? 0) + (number?.[0].length ?? 0)));
          const centre = (start: number, length: number) => {
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, start + length);
            const r = range.getBoundingClientRect();
            return r.left + r.width / 2;
          };
          const numberX = number ? centre(number.index, number[0].length) : 0;
          const currencyX = number && currency ? centre(number.index + number[0].length + currency.index, currency[0].length) : null;
          return { text, lines: new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size, numberX, currencyX };
        }),
    );
  let amounts: Awaited<ReturnType<typeof read>> = [];
  await expect.poll(async () => (amounts = await read()).length, { message: `${where}: amounts shown` }).toBeGreaterThan(0);
  for (const a of amounts) {
    expect(a.lines, `${where}: "${a.text}" on one line`).toBe(1);
    if (a.currencyX === null) continue;
    const numberFirst = lng === "ar" ? a.numberX > a.currencyX : a.numberX < a.currencyX;
    expect(numberFirst, `${where}: "${a.text}" reads number then currency (${lng})`).toBe(true);
  }
}

/** Every phone number in the region is drawn left to right: its "+" is its leftmost character, its last digit its rightmost. */
async function expectPhonesLtr(scope: Locator, where: string) {
  const phones = await scope.locator(".phone").evaluateAll((els) =>
    els.map((el) => {
      const text = el.textContent ?? "";
      const node = el.firstChild as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { text, first: at(0), last: at(text.length - 1) };
    }),
  );
  expect(phones.length, `${where}: phone numbers shown`).toBeGreaterThan(0);
  for (const p of phones) expect(p.first < p.last, `${where}: "${p.text}" reads left to right, "+" first (${JSON.stringify(p)})`).toBe(true);
}

/** Every percentage on the page reads number then "%", left to right, in both languages: the same way as its neighbours. */
async function expectPercentsRead(page: Page, where: string) {
  const percents = await page.locator(".percent:visible").evaluateAll((els) =>
    els.map((el) => {
      const text = el.textContent ?? "";
      const node = el.firstChild as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect();
      };
      const [digit, sign] = [at(0), at(text.length - 1)];
      return { text, signRight: sign.left > digit.left, oneLine: Math.abs(sign.top - digit.top) < 4 };
    }),
  );
  for (const p of percents) {
    expect(p.text, `${where}: a percentage`).toMatch(/^\d+(\.\d+)?%$/);
    expect(p.signRight && p.oneLine, `${where}: "${p.text}" reads number then sign on one line (${JSON.stringify(p)})`).toBe(true);
  }
  return percents.length;
}

for (const lng of langs) {
  test(`amounts, notes and the invoice read as typed and priced (${lng})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { mixed } = await typingShopper(page);
    for (const skip of [0, 1]) {
      await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 100 && p.price <= 200, "en", skip));
    }
    await chooseShippingByPost(page.request, mixed);
    await choosePaymentByPost(page.request, 1);
    await page.goto(`/checkout/shipping?lng=${lng}`);
    await expectTypedParts(page, lng, "/checkout/shipping");
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.discount > 0, lng);
    let percents = 0;
    for (const path of ["/", `/${product.category.slug}`, `/${product.category.slug}/${product.slug}`, "/cart", "/checkout/confirmation"]) {
      await page.goto(`${path}?lng=${lng}`);
      await expectAmountsRead(page, lng, path);
      percents += await expectPercentsRead(page, path);
      if (path === "/cart") {
        // No "·" between a line's prices and its tax note: a wrap would leave it at a line's start or end (decision 096).
        const priceLines = await page.locator(".cart-line__price").allTextContents();
        expect(priceLines.length, "cart lines").toBeGreaterThan(0);
        for (const text of priceLines) expect(text, "a cart line's prices without a separator dot").not.toContain("·");
      }
    }
    expect(percents, "discount badges and tax rates shown").toBeGreaterThan(1);
    await expectTypedParts(page, lng, "/checkout/confirmation");

    // Notes over two lines, each in its own direction.
    const notes = ["Please call أحمد first", "اتصل Hassan قبل الوصول"];
    await page.getByLabel(lng === "ar" ? "ملاحظات على الطلب (اختياري)" : "Notes for the order (optional)").fill(notes.join("\n"));
    await page.getByRole("button", { name: lng === "ar" ? "تأكيد الطلب" : "Place order" }).click();
    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: lng === "ar" ? "عرض الفاتورة" : "View the invoice" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    const invoice = page.getByRole("region", { name: lng === "ar" ? "الفاتورة" : "Invoice" });
    await expect(invoice.locator('[data-line="total"]')).toBeVisible();
    await expectAmountsRead(page, lng, "invoice");
    await expectTypedParts(page, lng, "invoice");
    // The store's phone (seller block) as the receiver's: left to right, "+" first.
    await expectPhonesLtr(invoice, "invoice");
    const words = await drawnWords(invoice.locator(".free-text"));
    expectReadsAsTyped(words.slice(0, 4), "ltr", "the notes' English line");
    expectReadsAsTyped(words.slice(4), "rtl", "the notes' Arabic line");

    // Who sells, and the invoice number once.
    const bootstrap = await (await page.request.get("/api/bootstrap", { headers: { "X-LANG": lng } })).json();
    const store = (bootstrap.data ?? bootstrap).settings;
    await expect(invoice.getByRole("group", { name: lng === "ar" ? "البائع" : "Seller" }).or(invoice.locator("address"))).toContainText(store.name);
    const number = (await invoice.locator(".invoice__head .order__facts .code").first().textContent()) ?? "";
    expect(number).toMatch(/^INV-/);
    expect((await page.locator("main").innerText()).split(number).length - 1, "the invoice number is shown once").toBe(1);

    await page.getByRole("link", { name: lng === "ar" ? "عرض الطلب وتتبعه" : "View and track the order" }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+/);
    await expectAmountsRead(page, lng, "order");
    await expectTypedParts(page, lng, "order");
    await expectPhonesLtr(page.locator(".invoice"), "order");
    expect((await page.locator("main").innerText()).split(number).length - 1, "the order page shows the invoice number once").toBe(1);
  });

  for (const width of [320, 390]) {
    test(`an offer's end date is written as the store's dates and never wraps; bracketed groups of product names stay whole (${lng}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // The home page's offer tiles carry no date (decision 071); the offers page's cards do.
      await page.goto(`/offers?lng=${lng}`);
      const dates = await page
        .locator(".offer-ends time")
        .evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? "", lines: new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size })));
      expect(dates.length, "the offers page shows offers with their end dates").toBeGreaterThan(0);
      for (const d of dates) {
        // As every date of the store (formatDate): in words, "22 ديسمبر 2026" / "22 December 2026"; never ISO "2026-12-22" (decision 098).
        expect(d.text).toMatch(/^\d{1,2} [^\d\s/]+ 20\d{2}$/);
        expect(d.lines, `"${d.text}" on one line`).toBe(1);
      }
      await page.goto(`/?lng=${lng}`);
      // Product names on the cards: a short bracketed group ("(250 جم)") is never cut across two lines, and no name spills its card.
      const names = await page.locator(".product-card__name").evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent ?? "",
          overflow: el.scrollWidth > el.clientWidth + 1,
          groups: [...el.querySelectorAll(".nowrap")].map((g) => ({
            text: g.textContent ?? "",
            lines: new Set([...g.getClientRects()].map((r) => Math.round(r.top))).size,
          })),
        })),
      );
      expect(names.length, "the home page shows product cards").toBeGreaterThan(0);
      for (const n of names) {
        expect(n.overflow, `"${n.text}" stays inside its card`).toBe(false);
        const short = [...n.text.matchAll(/\(([^()]*)\)/g)].filter((m) => m[1]!.length <= 16 && /\s/.test(m[1]!));
        expect(
          n.groups.map((g) => g.text),
          `"${n.text}": its short bracketed groups are kept whole`,
        ).toEqual(short.map((m) => m[0]));
        for (const g of n.groups) expect(g.lines, `"${g.text}" on one line`).toBe(1);
      }
    });
  }

  test(`breadcrumb separators end their item and point the reading direction; the quantity is centred (${lng})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.name.length > 20, lng);
    await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
    const crumbs = page.getByRole("navigation", { name: lng === "ar" ? "مسار التنقل" : "Breadcrumbs" }).locator("li");
    const items = await crumbs.evaluateAll((lis) =>
      lis.map((li) => {
        const box = li.getBoundingClientRect();
        // The item: its link, or the current page's name as text.
        const range = document.createRange();
        range.selectNodeContents(li.firstChild ?? li);
        const first = (li.firstElementChild ?? range).getClientRects();
        const itemRects = [...first];
        const rtl = getComputedStyle(li).direction === "rtl";
        // Where the item's first line begins (a line of mixed text is drawn in several pieces).
        const firstLine = itemRects.filter((r) => Math.abs(r.top - Math.min(...itemRects.map((q) => q.top))) < 2);
        const start = rtl ? Math.max(...firstLine.map((r) => r.right)) : Math.min(...firstLine.map((r) => r.left));
        return {
          after: getComputedStyle(li, "::after").content,
          before: getComputedStyle(li, "::before").content,
          // The item's own words begin its box: no separator before them. On a phone a link's 44 px box
          // reaches into the space before its item (touch.css), so it may start before the item does.
          startsWithItem: itemRects.length > 0 && (rtl ? start >= box.right - 1 : start <= box.left + 1),
          // The separator is on the line of the item's last word, not alone on the next.
          endsOnItemLine: itemRects.length > 0 && Math.abs(itemRects[itemRects.length - 1].bottom - box.bottom) < 3,
        };
      }),
    );
    expect(items.length).toBeGreaterThan(2);
    items.forEach((item, i) => {
      expect(item.startsWithItem, `crumb ${i} starts with its item: ${JSON.stringify(items)}`).toBe(true);
      expect(item.endsOnItemLine, `crumb ${i}'s separator stays on its last line`).toBe(true);
    });
    items.forEach((item, i) => {
      if (i < items.length - 1) expect(item.after).toContain(lng === "ar" ? "‹" : "›");
      else expect(item.after).toBe("none");
    });

    const quantity = page.getByLabel(lng === "ar" ? "الكمية" : "Quantity", { exact: true });
    expect(await quantity.evaluate((el) => getComputedStyle(el).textAlign)).toBe("center");
  });
}
