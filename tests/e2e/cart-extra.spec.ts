import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, hydrated, PORTS, test, urlOn } from "./fixtures";
import { seedCustomer } from "./seed";
import { addToCart, findProduct, products, type ProductSummary } from "./store-data";
import { escapeRegExp } from "./regexp";

const flash = (page: Page) => page.locator(".flash[role=status]");
const lineOf = (page: Page, p: Pick<ProductSummary, "id" | "default_unit_id">) => page.locator(`[data-line="${p.id}-${p.default_unit_id}"]`);

let picks = 0;
const inStock = (page: Page, lng: "ar" | "en") => findProduct(page.request, (p) => p.balance >= 10 && p.default_unit_id !== null, lng, 20 + picks++);

/** The card form's fields as the browser posts them (no key: cards sit on shared pages). */
const cardForm = (p: ProductSummary, redirectTo: string) => ({
  intent: "add",
  item_id: String(p.id),
  unit_id: String(p.default_unit_id),
  qty: "1",
  redirectTo,
});

test.describe("cart from cards and the edges of the cart", () => {
  test("a guest adds from a card; a repeated press of the same card form adds once (Arabic)", async ({ page, javaScriptEnabled }) => {
    const product = await inStock(page, "ar");
    const search = `/search?q=${encodeURIComponent(product.name)}&lng=ar`;
    await page.goto(search);
    if (javaScriptEnabled) await hydrated(page);
    const button = page.getByRole("button", { name: new RegExp(`^أضف إلى السلة ?: ${escapeRegExp(product.name)}$`) }).first();
    await button.click();
    // Said once, beside the button pressed (not in the page's message area as well).
    await expect(page.locator(".product-card .added-notice")).toContainText("تمت الإضافة إلى السلة.");
    await expect(page.getByText("تمت الإضافة إلى السلة.")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /^السلة \d+: / })).toHaveAccessibleName("السلة 1: منتج واحد في السلة");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(button).toBeEnabled();

    // A no-JS double click on another card: the same form posted twice at once, then once more a
    // moment later. Another product's, so it is not the press that made the cart (decision 085).
    const other = await inStock(page, "ar");
    const [first, second] = await Promise.all([
      page.request.post("/cart", { form: cardForm(other, "/search"), maxRedirects: 0 }),
      page.request.post("/cart", { form: cardForm(other, "/search"), maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    const again = await page.request.post("/cart", { form: cardForm(other, "/search"), maxRedirects: 0 });
    expect(again.headers().location).toBe("/search");
    await page.goto("/cart?lng=ar");
    await expect(flash(page)).toHaveText("تمت الإضافة إلى السلة مرة واحدة: الضغطة المكررة لم تُحتسب.");
    await expect(lineOf(page, other).locator(".qty-value")).toHaveText("1");
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("1");
  });

  for (const lng of ["ar", "en"] as const) {
    test(`an add pressed again after the cart was emptied in another tab puts the product back (${lng})`, async ({ page, javaScriptEnabled }) => {
      const words = {
        ar: { add: "أضف إلى السلة", added: "تمت الإضافة إلى السلة." },
        en: { add: "Add to cart", added: "Added to your cart." },
      }[lng];
      const product = await inStock(page, lng);
      await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
      if (javaScriptEnabled) await hydrated(page);
      const add = page.getByRole("main").getByRole("button", { name: words.add, exact: true });
      await add.click();
      const said = page.locator(".product .added-notice");
      await expect(said).toContainText(words.added);
      // The other tab, within the seconds in which a second press counts as the same one.
      expect((await page.request.post("/cart", { form: { intent: "empty" }, maxRedirects: 0 })).status()).toBe(303);
      // The second add's answer is awaited, not the words: the first add's are still on the page, and going to the
      // cart before the second add lands finds it empty (a first attempt in CI did).
      const answered = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname.startsWith("/cart"));
      await add.click();
      await answered;
      await expect(said).toContainText(words.added);
      await page.goto(`/cart?lng=${lng}`);
      await expect(lineOf(page, product).locator(".qty-value")).toHaveText("1");
    });
  }

  test("a first-time visitor's double tap on a product page's add button adds once, though the first tap made the cart (English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "the no-JS double tap: two posts of the same form, the second with the cookie the first set");
    const product = await inStock(page, "en");
    await page.goto(`/${product.category.slug}/${product.slug}?lng=en`);
    const form = page.locator("form.purchase");
    const fields = Object.fromEntries(
      await form
        .locator("input[name]")
        .evaluateAll((inputs) =>
          (inputs as HTMLInputElement[]).filter((i) => !["radio", "checkbox"].includes(i.type) || i.checked).map((i) => [i.name, i.value]),
        ),
    );
    // No key in the page (any cache keeps it, decision 085): the repeat-add guard knows the second tap.
    expect(fields.key).toBeUndefined();
    expect(
      (await page.context().cookies()).some((c) => c.name === "guest_cart" || c.name.includes("cart")),
      "no cart before the first tap",
    ).toBe(false);
    const first = await page.request.post("/cart", { form: fields, maxRedirects: 0 });
    const second = await page.request.post("/cart", { form: fields, maxRedirects: 0 });
    expect([first.status(), second.status()]).toEqual([303, 303]);
    await page.goto("/cart?lng=en");
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("1");
  });

  for (const lng of ["ar", "en"] as const) {
    test(`a post from an out-of-date or tampered page says so and leaves the cart alone (${lng})`, async ({ page }) => {
      const product = await inStock(page, lng);
      await addToCart(page.request, product);
      const stale =
        lng === "ar"
          ? "لم يتم ذلك: ربما كانت الصفحة قديمة. يرجى المحاولة مرة أخرى."
          : "That did not go through: the page may have been out of date. Please try again.";
      const gone = lng === "ar" ? "هذا المنتج لم يعد في سلتك." : "That item is no longer in your cart.";
      // What a page from before a change (or an edited one) posts: no line the cart can name, no product
      // to add, no intent; and a well-formed removal of a line the cart no longer has (another tab took it).
      const cases: [Record<string, string>, string][] = [
        [{ intent: "remove", item_id: "gone", unit_id: "1" }, stale],
        [{ intent: "shuffle" }, stale],
        [{}, stale],
        [{ intent: "remove", item_id: String(product.id), unit_id: "999999" }, gone],
        // Only a quantity can be mistyped: that is what is said then.
        [
          { intent: "add", item_id: String(product.id), unit_id: String(product.default_unit_id), qty: "0" },
          lng === "ar" ? "أدخل كمية من 1 إلى 999" : "Enter a quantity from 1 to 999",
        ],
      ];
      for (const [form, message] of cases) {
        const res = await page.request.post("/cart", { form, maxRedirects: 0 });
        expect(res.status(), JSON.stringify(form)).toBe(303);
        expect(res.headers().location).toBe("/cart");
        await page.goto(`/cart?lng=${lng}`);
        await expect(page.locator(".flash[role=status]"), JSON.stringify(form)).toHaveText(message);
        await expect(lineOf(page, product).locator(".qty-value")).toHaveText("1");
      }
    });
  }

  test("anonymous listing pages carry no per-visitor state, so shared caches may keep them", async ({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "an HTTP check, run once");
    const visitor = () => playwrightRequest.newContext({ baseURL: urlOn(PORTS.main, "") });
    const [a, b] = [await visitor(), await visitor()];
    try {
      const [product] = await products(a);
      const path = `/${product.category.slug}`;
      const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/"requestId":"[^"]*"/g, "");
      const first = await a.get(path);
      const second = await b.get(path);
      expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      const html = await first.text();
      expect(html).toContain('action="/cart"');
      // A guest's heart is a link to sign in naming the product (decision 048), the same for every guest.
      expect(html).toMatch(/href="\/login\?redirectTo=[^"]+&amp;favourite=\d+" class="favourite favourite__button/);
      expect(html).not.toContain('action="/account/favourites"');
      expect(html).not.toContain('name="key"');
      expect(strip(html)).toBe(strip(await second.text()));
    } finally {
      await a.dispose();
      await b.dispose();
    }
  });

  test("a guest with items signs in and keeps them (English)", async ({ page }) => {
    const product = await inStock(page, "en");
    const { shopper } = await seedCustomer(page.request, { address: false });
    await addToCart(page.request, product, 2);
    await page.goto("/login?lng=en&redirectTo=%2Fcart");
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have items in your cart");
    await page.getByRole("button", { name: "Yes, keep them" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("2");
    await expect(page.getByRole("link", { name: /^Cart \d+: / })).toHaveAccessibleName("Cart 2: 2 items in your cart");
    // The lines now belong to the account.
    await page.context().clearCookies();
    await page.request.post("/login", { form: { login: shopper.email, password: shopper.password }, maxRedirects: 0 });
    await page.goto("/cart?lng=en");
    await expect(lineOf(page, product).locator(".qty-value")).toHaveText("2");
    // The cart is the review: its checkout goes straight on to the address and shipping.
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a line whose stock ran out after it was added blocks checkout (Arabic)", async ({ page, request }) => {
    // A product whose default unit has a few left, taken from the end of the list so other journeys rarely meet it; all
    // of it under the demo's cash-on-delivery ceiling (30,000 with tax and shipping, decision 104), which the buyer pays with.
    const all = (await products(request)).filter(
      (p) => p.default_unit_id !== null && p.balance >= 3 && p.balance <= 12 && p.price >= 100 && p.price * p.balance < 20_000,
    );
    const product = all[all.length - 1 - (picks++ % 4)];
    await addToCart(page.request, product, 1);
    await buyEverything(request, product);

    await page.goto("/cart?lng=ar");
    const line = lineOf(page, product);
    await expect(line).toHaveClass(/cart-line--invalid/);
    await expect(line.getByText("نفدت الكمية")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("بعض المنتجات نفدت. احذفها لإتمام الطلب.");
    await expect(page.getByRole("link", { name: "إتمام الطلب" })).toHaveCount(0);
    await expect(page.locator(".cart__side [aria-disabled=true]")).toHaveText("إتمام الطلب");

    await page.goto("/checkout");
    await expect(page.getByText("لا يمكن إتمام الطلب قبل تصحيح السلة.")).toBeVisible();
    await expect(page.getByRole("link", { name: "المتابعة", exact: true })).toHaveCount(0);
  });
});

/** Another customer buys every unit left, through the Store API as a backend fixture would. */
async function buyEverything(request: APIRequestContext, product: ProductSummary) {
  const { token, address, api } = await seedCustomer(request);
  const detail = (await api("GET", `store/products/${product.slug}`, null)).data;
  const unit = detail.units.find((u: { id: number }) => u.id === product.default_unit_id);
  await api("POST", "store/cart", token, { item_id: product.id, unit_id: unit.id, qty: unit.balance });
  const company = (await api("GET", `shipment/shipping-companies?town_id=${address!.town.id}`, null)).data.data[0];
  await api("POST", "store/checkout", token, {
    address_id: address!.id,
    shipping_company_id: company.id,
    shipping_type_id: company.types[0].id,
    payment_method_Id: 1,
  });
  const after = (await api("GET", `store/products/${product.slug}`, null)).data;
  expect(after.units.find((u: { id: number }) => u.id === unit.id).balance).toBe(0);
}
