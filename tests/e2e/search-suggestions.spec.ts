import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { search } from "./catalogue-api";
import { escapeRegExp } from "./regexp";

/** Issue 42 item 1 / decision 082: the header box suggests as the shopper types. */
interface Suggestions {
  products: Array<{ name: string; variant: string | null; url: string; image: string | null; price: string }>;
  categories: Array<{ name: string; url: string }>;
  brands: Array<{ name: string; url: string }>;
}

async function suggestionsFor(request: APIRequestContext, q: string, lang: "ar" | "en", cur = "EGP"): Promise<Suggestions> {
  const res = await request.get(`/search/suggest?${new URLSearchParams({ q, lang, cur })}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Suggestions;
}

/** A product's whole name as the catalogue gives it: the route answers its bracketed variant apart (decision 097). */
const wholeName = (p: Suggestions["products"][number]) => (p.variant ? `${p.name} (${p.variant})` : p.name);
const allNames = (s: Suggestions) => [...s.products, ...s.categories, ...s.brands].map((o) => o.name);
/** The options as the list shows them (decision 097): a product's bracketed variant on its own line, then "all results". */
const shownOptions = (s: Suggestions, allResults: string) => [
  ...s.products.map((p) => new RegExp(escapeRegExp(p.variant ? `${p.name} ${p.variant}` : p.name))),
  ...[...s.categories, ...s.brands].map((o) => new RegExp(escapeRegExp(o.name))),
  allResults,
];
const headerBox = (page: Page) => page.getByRole("banner").getByRole("search").getByRole("combobox");

test.describe("search suggestions as you type", () => {
  test.describe("with JavaScript", () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the combobox exists only once the page has hydrated");

    test("on a phone in Arabic: the list over the page, arrows and Enter, the count announced", async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // Typed as shoppers type it: ta marbuta as ha. The products are the search page's first ones for the same words.
      const q = "قهوه";
      const expected = await suggestionsFor(request, q, "ar");
      const searched = await search(request, { q, per_page: 6 });
      expect(expected.products.map(wholeName)).toEqual(searched.data.map((p) => p.name));
      expect(expected.products.length).toBeGreaterThan(1);
      expect(expected.categories.map((c) => c.name)).toContain("قهوة وشاي");

      await page.goto("/");
      await hydrated(page);
      const box = headerBox(page);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      const list = page.locator(`#${await box.getAttribute("aria-controls")}`);
      await expect(list).toHaveAttribute("role", "listbox");
      await expect(list).toBeHidden();
      const mainTop = (await page.getByRole("main").boundingBox())!.y;

      await box.click();
      await box.pressSequentially(q);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const options = list.getByRole("option");
      await expect(options).toHaveText(shownOptions(expected, `كل النتائج لـ «${q}»`));
      await expect(list.getByRole("group", { name: "المنتجات" }).getByRole("option").first()).toContainText(expected.products[0].price);
      await expect(list.getByRole("group", { name: "الأقسام" })).toContainText("قهوة وشاي");
      const count = allNames(expected).length;
      await expect(page.getByRole("banner").getByRole("status")).toHaveText(count <= 10 ? `${count} اقتراحات` : `${count} اقتراحًا`);

      // Laid over the page: nothing below the header moved, and the list stays on the screen.
      expect((await page.getByRole("main").boundingBox())!.y).toBe(mainTop);
      const box390 = (await list.boundingBox())!;
      expect(box390.x).toBeGreaterThanOrEqual(0);
      expect(box390.x + box390.width).toBeLessThanOrEqual(390);

      // The focus stays in the box; the active option is named by aria-activedescendant.
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
      await box.press("ArrowUp");
      await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
      await expect(box).toBeFocused();

      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(expected.products[0].url)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(wholeName(expected.products[0]));
    });

    test("Escape closes the list, a second Escape clears the box; a pointer picks an option too", async ({ page, request }) => {
      const expected = await suggestionsFor(request, "قهوة", "ar");
      await page.goto("/");
      await hydrated(page);
      const box = headerBox(page);
      await box.fill("قهوة");
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await box.press("ArrowDown");
      await box.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).not.toHaveAttribute("aria-activedescendant");
      await expect(box).toHaveValue("قهوة");
      await box.press("Escape");
      await expect(box).toHaveValue("");

      // Typing again opens it again; a click on a category goes there.
      await box.fill("قهوة");
      const list = page.getByRole("listbox", { name: "اقتراحات البحث" });
      const category = expected.categories[0];
      await list.getByRole("option", { name: category.name }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(category.url)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    });

    test("one letter or only symbols ask nothing and show nothing", async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (r) => r.url().includes("/search/suggest") && asked.push(r.url()));
      await page.goto("/");
      await hydrated(page);
      const box = headerBox(page);
      await box.fill("ق");
      await box.fill("!!");
      // A word afterwards is asked about: the box is live, the two before were not sent.
      await box.fill("قهوة");
      await expect(box).toHaveAttribute("aria-expanded", "true");
      expect(asked.map((u) => new URL(u).searchParams.get("q"))).toEqual(["قهوة"]);
    });

    for (const [template, port] of [
      [1, PORTS.template1],
      [2, PORTS.template2],
    ] as const) {
      test(`in English on a laptop, template ${template}: English names, prices in the chosen currency, Enter without a choice searches`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(urlOn(port, "/?lng=en&currency=USD"));
        await hydrated(page);
        const expected = await suggestionsFor(request, "coffee", "en", "USD");
        expect(expected.products.length).toBeGreaterThan(0);
        expect(expected.products[0].price).toMatch(/\d USD$|\$/);
        const box = headerBox(page);
        await box.fill("coffee");
        const list = page.getByRole("listbox", { name: "Search suggestions" });
        await expect(list.getByRole("option")).toHaveText(shownOptions(expected, "All results for “coffee”"));
        await expect(list.getByRole("option").first()).toContainText(expected.products[0].price);
        await expect(page.getByRole("banner").getByRole("status")).toHaveText(`${allNames(expected).length} suggestions`);
        await box.press("Enter");
        await expect(page).toHaveURL(/\/search\?q=coffee$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “coffee”");
      });
    }
  });

  test("without JavaScript the box is the plain search form", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the no-JavaScript form");
    await page.goto("/");
    const form = page.getByRole("banner").getByRole("search");
    await expect(form.getByRole("combobox")).toHaveCount(0);
    await expect(form.getByRole("listbox")).toHaveCount(0);
    const box = form.getByRole("searchbox", { name: "ابحث في المتجر" });
    await expect(box).not.toHaveAttribute("aria-expanded");
    await box.fill("قهوه");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «قهوه»");
    await expect(page.locator(".results .product-card").first()).toBeVisible();
  });

  test("bad input is an empty list with 200, never an error", async ({ request }) => {
    for (const q of ["", "a", "\u0000\u0001ab", "\u001b[2Jab", "x".repeat(101), "ـــ"]) {
      const res = await request.get(`/search/suggest?${new URLSearchParams({ q, lang: "ar", cur: "EGP" })}`);
      expect(res.status(), JSON.stringify(q)).toBe(200);
      expect(await res.json()).toEqual({ products: [], categories: [], brands: [] });
    }
    const res = await request.get(`/search/suggest?${new URLSearchParams({ q: "coffee", lang: "en", cur: "EGP" })}`);
    expect(res.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });
});
