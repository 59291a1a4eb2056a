import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct, type ProductSummary } from "./store-data";
import { escapeRegExp } from "./regexp";

/**
 * A shopper who removed a cart line by mistake puts it back from the removal's message (issue 37,
 * decision 101): the same line, quantity and totals, with and without JavaScript, and a repeated undo
 * (a double press, the same form sent again from another tab) adds it once.
 */

const WORDS = {
  ar: {
    undo: "تراجع",
    yes: "نعم، احذف",
    removed: (name: string) => `تمت إزالة «${name}» من السلة.`,
    back: (name: string) => `أعدنا «${name}» إلى سلتك.`,
    remove: /^حذف/,
  },
  en: {
    undo: "Undo",
    yes: "Yes, remove it",
    removed: (name: string) => `“${name}” was removed from your cart.`,
    back: (name: string) => `“${name}” is back in your cart.`,
    remove: /^Remove/,
  },
} as const;

/** The page's message (the cart's quantities are live regions too). */
const flash = (page: Page) => page.locator(".flash[role=status]");

let picks = 0;
/** Two products in stock, a different pair for each journey (every journey keeps its own cart, but stock is shared). */
async function twoProducts(page: Page, lng: "ar" | "en"): Promise<[ProductSummary, ProductSummary]> {
  const pick = 20 + picks++ * 2;
  const suits = (p: ProductSummary) => p.balance >= 20 && p.default_unit_id !== null;
  return [await findProduct(page.request, suits, lng, pick), await findProduct(page.request, suits, lng, pick + 1)];
}

/** Opens the line's removal question and answers yes, as a shopper does. */
async function removeLine(lng: "ar" | "en", line: Locator) {
  await line.getByRole("link", { name: WORDS[lng].remove }).click();
  await line.getByRole("button", { name: WORDS[lng].yes }).click();
  await expect(line).toHaveCount(0);
}

/** The undo form's hidden fields, as the browser would send them. */
async function undoFields(page: Page) {
  const pairs = await page
    .locator(".flash-undo form input[type=hidden]")
    .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value] as const));
  return Object.fromEntries(pairs.filter(([name]) => name !== "js"));
}

test.describe("undo a removal", () => {
  for (const lng of ["ar", "en"] as const) {
    test(`a removed line comes back with its quantity and the same totals; a repeated undo adds it once (${lng})`, async ({ page, javaScriptEnabled }) => {
      const words = WORDS[lng];
      const [kept, removed] = await twoProducts(page, lng);
      await addToCart(page.request, kept, 1);
      await addToCart(page.request, removed, 3);
      await page.goto(`/cart?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      const line = page.locator(`[data-line="${removed.id}-${removed.default_unit_id}"]`);
      const name = (await line.locator(".cart-line__name").innerText()).trim();
      const totals = (await page.locator(".totals").textContent()) ?? "";
      await expect(line.locator(".qty-value")).toHaveText("3");

      await removeLine(lng, line);
      await expect(flash(page)).toHaveText(words.removed(name));
      await expect(page.locator(".totals")).not.toHaveText(totals);
      const undo = page.getByRole("button", { name: words.undo, exact: true });
      await expect(undo).toBeInViewport();
      // With JavaScript the pressed button went with its line: the message takes the focus, its Undo is the next Tab.
      if (javaScriptEnabled) await expect(page.locator(".flash-undo")).toBeFocused();
      const fields = await undoFields(page);
      // No name or price travels in the form: the Store API says what the line is and costs.
      expect(Object.keys(fields).sort()).toEqual(["intent", "item_id", "key", "qty", "slug", "unit_id"]);

      // A double press: the second is the same undo.
      await undo.dblclick();
      await expect(line.locator(".qty-value")).toHaveText("3");
      await expect(page.locator(".totals")).toHaveText(totals);
      await expect(flash(page)).toHaveText(new RegExp(`^(${escapeRegExp(words.back(name))}|[«“]${escapeRegExp(name)}[»”].*)$`));

      // The same undo sent again, twice at once (another tab, a resubmitted page): nothing more goes in.
      const replays = await Promise.all([0, 1].map(() => page.request.post("/cart", { form: fields, maxRedirects: 0 })));
      expect(replays.map((r) => r.status())).toEqual([303, 303]);
      await page.goto(`/cart?lng=${lng}`);
      await expect(line.locator(".qty-value")).toHaveText("3");
      await expect(page.locator(".cart-line")).toHaveCount(2);
      await expect(page.locator(".totals")).toHaveText(totals);
    });
  }

  test("the last line removed leaves an empty cart that can still take it back (ar)", async ({ page, javaScriptEnabled }) => {
    const [only] = await twoProducts(page, "ar");
    await addToCart(page.request, only, 2);
    await page.goto("/cart?lng=ar");
    if (javaScriptEnabled) await hydrated(page);
    const line = page.locator(`[data-line="${only.id}-${only.default_unit_id}"]`);
    const name = (await line.locator(".cart-line__name").innerText()).trim();
    const totals = (await page.locator(".totals").textContent()) ?? "";
    await removeLine("ar", line);
    await expect(page.getByText("سلتك فارغة.")).toBeVisible();
    await expect(flash(page)).toHaveText(WORDS.ar.removed(name));
    await page.getByRole("button", { name: "تراجع", exact: true }).click();
    await expect(flash(page)).toHaveText(WORDS.ar.back(name));
    await expect(line.locator(".qty-value")).toHaveText("2");
    await expect(page.locator(".totals")).toHaveText(totals);
    await expect(page.getByRole("banner").locator(".cart-count").first()).toHaveText("2");
  });

  test("a favourite removed from the favourites page can be saved again (en)", async ({ page, javaScriptEnabled }) => {
    const { shopper } = await seedCustomer(page.request, { address: false });
    await signInByPost(page.request, shopper.email, shopper.password);
    const [first, second] = await twoProducts(page, "en");
    for (const p of [first, second]) {
      const res = await page.request.post("/account/favourites", { form: { intent: "favourite", product_id: p.id }, maxRedirects: 0 });
      expect(res.status()).toBe(303);
    }
    await page.goto("/account/favourites?lng=en");
    if (javaScriptEnabled) await hydrated(page);
    const list = page.locator(".favourites");
    await expect(list.locator(".product-card")).toHaveCount(2);
    await list.getByRole("button", { name: `Remove ${first.name} from favourites` }).click();
    await expect(flash(page)).toHaveText(`“${first.name}” was removed from your favourites.`);
    await expect(list.locator(".product-card")).toHaveCount(1);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(flash(page)).toHaveText(`“${first.name}” is back in your favourites.`);
    await expect(list.locator(".product-card")).toHaveCount(2);
    await expect(list.getByRole("heading", { name: first.name })).toBeVisible();
  });
});
