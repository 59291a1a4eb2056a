import type { Page } from "@playwright/test";
import { api, search, type ApiCategory, type Lang } from "./catalogue-api";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { HttpShopper } from "./http-shopper";
import { DOT_SEGMENT_EVIL, ENCODED_EVIL } from "./redirect-payloads";

/**
 * Issue 37, the filter sheet a shopper expects (decision 099): the apply button says how many
 * products it will show (and, with JavaScript, follows the shopper's changes), "Clear all" sits in
 * the sheet and beside the chips, an applied filter leaves a URL without blank fields (the browser
 * leaves them out with JavaScript, the server redirects them away without it), and that redirect
 * never leaves the store.
 */

const words = {
  ar: { filter: "تصفية", clear: "مسح الكل", activeList: "التصفية المفعّلة", max: "إلى", showProducts: "عرض المنتجات" },
  en: { filter: "Filter", clear: "Clear all", activeList: "Active filters", max: "To", showProducts: "Show products" },
} satisfies Record<Lang, Record<string, string>>;

/** What the apply button says for `n` products (Arabic's six plural forms; "عرض" takes the genitive). */
function showText(lng: Lang, n: number): string {
  if (lng === "en") return n === 0 ? "No matching products" : n === 1 ? "Show 1 product" : `Show ${n} products`;
  if (n === 0) return "لا توجد منتجات مطابقة";
  const form = new Intl.PluralRules("ar").select(n);
  return { one: "عرض منتج واحد", two: "عرض منتجين", few: `عرض ${n} منتجات`, many: `عرض ${n} منتجًا` }[form as "one"] ?? `عرض ${n} منتج`;
}

const sheet = (page: Page) => page.locator("#filters");
const applyButton = (page: Page) => sheet(page).locator("button[type=submit]");
const maxPrice = (page: Page) => sheet(page).locator("input[name=max_price]");
const chips = (page: Page, lng: Lang) => page.getByRole("list", { name: words[lng].activeList });

test.use({ viewport: { width: 390, height: 844 } });

/** The category with the most products, and a price ceiling that lists some of them but not all. */
async function listing(page: Page, lng: Lang) {
  const { data } = await api<{ data: ApiCategory[] }>(page.request, "store/categories", lng);
  const counted = await Promise.all(
    data.map(async (c) => ({ slug: c.slug, total: (await search(page.request, { category: c.slug, per_page: 1 }, lng)).meta.total })),
  );
  const { slug, total } = counted.sort((a, b) => b.total - a.total)[0];
  const { data: products } = await search(page.request, { category: slug, per_page: 100, sort: "price_asc" }, lng);
  for (const at of [0.5, 0.3, 0.7]) {
    const max = Math.ceil(products[Math.floor(products.length * at)].price);
    // The demo shows prices with tax, so its listings bound them with tax (with_tax, decision 075).
    const some = (await search(page.request, { category: slug, max_price: max, with_tax: 1, per_page: 1 }, lng)).meta.total;
    if (some > 0 && some < total) return { slug, total, max, some };
  }
  throw new Error(`no price ceiling narrows ${slug}`);
}

async function openSheet(page: Page, lng: Lang) {
  await page
    .locator(".listing-toolbar")
    .getByRole("link", { name: new RegExp(`^${words[lng].filter}`) })
    .click();
  await expect(applyButton(page)).toBeInViewport();
}

/** No field of the URL is blank (`?brand=&min_price=`). */
const noBlankField = (url: string) => [...new URL(url).searchParams].every(([, value]) => value !== "");

for (const lng of ["ar", "en"] as const) {
  const w = words[lng];

  test(`the apply button says how many products it will show (${lng})`, async ({ page, javaScriptEnabled }) => {
    const { slug, total, max, some } = await listing(page, lng);
    await page.goto(`/${slug}?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await openSheet(page, lng);

    if (!javaScriptEnabled) {
      // Without JavaScript the button cannot follow the ticks, so it gives no number (issue 37's second tester saw
      // "33" stay while ticking down to 6).
      await expect(applyButton(page)).toHaveText(w.showProducts);
      await page.goto(`/${slug}?max_price=${max}&lng=${lng}`);
      await openSheet(page, lng);
      await expect(applyButton(page)).toHaveText(w.showProducts);
      // The count's own address opened as a page (only by hand): the count, as a way on to those products.
      await page.goto(`/${slug}?max_price=${max}&lng=${lng}&_count=1`);
      await page.getByRole("link", { name: showText(lng, some) }).click();
      await expect(page).toHaveURL(new RegExp(`/${slug}\\?max_price=${max}&lng=${lng}$`));
      await expect(page.locator(".results")).toBeVisible();
      return;
    }

    await expect(applyButton(page)).toHaveText(showText(lng, total));
    // With JavaScript it follows the shopper's typing: one count request per pause, not one per key.
    const asked: string[] = [];
    page.on("request", (r) => (r.url().includes("_count=1") ? asked.push(r.url()) : undefined));
    await maxPrice(page).pressSequentially(String(max));
    await expect(applyButton(page)).toHaveText(showText(lng, some));
    expect(asked.length, "count requests while typing").toBeGreaterThanOrEqual(1);
    expect(asked.length, "count requests while typing").toBeLessThan(String(max).length);
    expect(asked.every((u) => new URL(u).pathname === `/${encodeURI(slug)}.data` || new URL(u).pathname === `/${slug}.data`)).toBe(true);
    // Back to the listing's own choice: its own count, asked of no one.
    const before = asked.length;
    await maxPrice(page).fill("");
    await expect(applyButton(page)).toHaveText(showText(lng, total));
    expect(asked.length).toBe(before);
  });

  test(`an applied filter leaves a URL without blank fields (${lng})`, async ({ page, javaScriptEnabled }) => {
    const { slug, max, some } = await listing(page, lng);
    await page.goto(`/${slug}?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await openSheet(page, lng);
    // With JavaScript the browser itself asks for the clean URL (the server's redirect is for the form without it).
    const blankAsked: string[] = [];
    page.on("request", (r) => (new URL(r.url()).pathname.startsWith(`/${slug}`) && !noBlankField(r.url()) ? blankAsked.push(r.url()) : undefined));
    await maxPrice(page).fill(String(max));
    await applyButton(page).click();
    await expect(page).toHaveURL(new RegExp(`max_price=${max}`));
    expect(noBlankField(page.url()), page.url()).toBe(true);
    expect(blankAsked, "URLs asked with blank fields").toEqual(javaScriptEnabled ? [] : [expect.stringContaining("min_price=&")]);
    expect(new URL(page.url()).searchParams.has("min_price")).toBe(false);
    expect(new URL(page.url()).searchParams.has("brand")).toBe(false);
    await expect(chips(page, lng).getByRole("link", { name: new RegExp(String(max)) })).toBeVisible();
    // The (closed) sheet's button now says what the listing shows, where a number can follow the fields.
    await expect(applyButton(page)).toHaveText(javaScriptEnabled ? showText(lng, some) : w.showProducts);
  });

  test(`a price that is no amount is refused at its field, and a link carrying one says it was left out (${lng})`, async ({ page, javaScriptEnabled }) => {
    const { slug, total } = await listing(page, lng);
    await page.goto(`/${slug}?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await openSheet(page, lng);
    // The browser itself holds the form back and says how to write it (the field's pattern and title), with or without JavaScript.
    const format = lng === "ar" ? "اكتب المبلغ بالأرقام، مثل 1500." : "Type the amount in digits, such as 1500.";
    for (const typed of ["abc", "-5", "1e3"]) {
      await maxPrice(page).fill(typed);
      await applyButton(page).click();
      expect(await maxPrice(page).evaluate((el: HTMLInputElement) => el.validity.patternMismatch), typed).toBe(true);
      await expect(maxPrice(page)).toHaveAttribute("title", format);
      expect(new URL(page.url()).searchParams.has("max_price"), typed).toBe(false);
    }
    for (const typed of ["١٬٢٥٠٫٥٠", "1,250.50", "900"]) {
      await maxPrice(page).fill(typed);
      expect(await maxPrice(page).evaluate((el: HTMLInputElement) => el.validity.valid), typed).toBe(true);
    }

    // An address carrying one (edited by hand, or from an older page): the listing without it, and a word on why.
    await page.goto(`/${slug}?max_price=abc&lng=${lng}`);
    await expect(page).toHaveURL(new RegExp(`/${slug}\\?lng=${lng}$`));
    const said =
      lng === "ar"
        ? "لم نستطع قراءة «abc» سعرًا، فلم نطبّقه. اكتب المبلغ بالأرقام، مثل 1500."
        : "“abc” is not a price we can read, so it was left out. Type the amount in digits, such as 1500.";
    await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
    await expect(page.locator(".results__count")).toContainText(String(total));
    // Said once: the next page is the listing without a word.
    await page.reload();
    await expect(page.getByText(said)).toHaveCount(0);
  });

  test(`"Clear all" beside the chips and in the sheet empties them and keeps the words and the sort (${lng})`, async ({ page, javaScriptEnabled }) => {
    const { slug, max } = await listing(page, lng);
    // Beside the chips, on a search: the words and the order stay.
    await page.goto(`/search?q=a&min_price=1&max_price=${max}&sort=price_asc&lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await expect(chips(page, lng).getByRole("link")).toHaveCount(3);
    await chips(page, lng).getByRole("link", { name: w.clear }).click();
    await expect(page).toHaveURL(/\/search\?q=a&sort=price_asc$/);
    await expect(chips(page, lng)).toHaveCount(0);

    // In the sheet, on a category with one filter.
    await page.goto(`/${slug}?max_price=${max}&sort=price_desc&lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await expect(chips(page, lng).getByRole("link", { name: w.clear })).toBeVisible();
    await openSheet(page, lng);
    await sheet(page).getByRole("link", { name: w.clear }).click();
    await expect(page).not.toHaveURL(/max_price/);
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(chips(page, lng)).toHaveCount(0);
  });
}

test.describe("the server's answer to blank filter fields", () => {
  const store = () => new HttpShopper(urlOn(PORTS.main));

  test("a listing URL with blank fields is redirected to its clean URL, and no cache keeps the redirect", async ({ request }) => {
    const { data } = await api<{ data: ApiCategory[] }>(request, "store/categories", "en");
    const slug = encodeURIComponent(data[0].slug);
    const cases: Array<[string, string]> = [
      [`/${slug}?brand=&min_price=&max_price=&sort=`, `/${slug}`],
      [`/${slug}?brand=&min_price=&max_price=500&sort=price_asc&lng=en&utm_source=x`, `/${slug}?max_price=500&sort=price_asc&lng=en`],
      ["/search?q=phone&category=&brand=&min_price=&max_price=&sort=", "/search?q=phone"],
      ["/search/phone?brand=&sort=newest", "/search/phone?sort=newest"],
    ];
    for (const [asked, clean] of cases) {
      const res = await store().get(asked);
      expect(res.status, asked).toBe(302);
      expect(res.headers.get("Location"), asked).toBe(clean);
      expect(res.headers.get("Cache-Control"), asked).toMatch(/private/);
      expect((await store().get(clean)).status, clean).toBe(200);
    }
  });

  test("the page cache keeps no redirect: each blank-field URL is answered anew, its clean URL is kept", async ({ request }) => {
    const { data } = await api<{ data: ApiCategory[] }>(request, "store/categories", "en");
    const slug = encodeURIComponent(data[0].slug);
    const cached = new HttpShopper(urlOn(PORTS.pageCache));
    for (let i = 0; i < 2; i++) {
      const res = await cached.get(`/${slug}?brand=&sort=price_desc`);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/${slug}?sort=price_desc`);
      expect(res.headers.get("X-Page-Cache")).toBeNull();
    }
    await cached.get(`/${slug}?sort=price_desc`);
    expect((await cached.get(`/${slug}?sort=price_desc`)).headers.get("X-Page-Cache")).toBe("hit");
  });

  test("the redirect never leaves the store, whatever the path", async () => {
    const origin = new URL(urlOn(PORTS.main)).origin;
    // Paths a browser reads as another host are no listing (404, no redirect); those that are (search words in the path) stay on /search.
    for (const path of ["//evil.example/", "//evil.example/search", "/\\evil.example", ...DOT_SEGMENT_EVIL, ...ENCODED_EVIL]) {
      const res = await store().get(`${path}?brand=&sort=`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location"), path).toBeNull();
    }
    for (const words of ["%2F%2Fevil.example", "%5C%5Cevil.example", "https:%2F%2Fevil.example"]) {
      const res = await store().get(`/search/${words}?brand=&sort=`);
      expect(res.status, words).toBe(302);
      const location = res.headers.get("Location") ?? "";
      // The words' own path, or /search itself where they hold what a later decoding could read as a host (a backslash).
      expect(location, words).toMatch(/^\/search(\/[^/\\]|$)/);
      expect(new URL(location, origin).origin, words).toBe(origin);
    }
  });
});
