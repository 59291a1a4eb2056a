import { expect, hydrated, test } from "./fixtures";
import { afterDiscount, api, localCurrency, PER_PAGE, search, shelfPrice, shown, writtenCurrency, type ApiCategory, type ApiProduct } from "./catalogue-api";

interface ApiVariant {
  id: number;
  name: string;
  type: string;
}

test.describe("browsing the catalogue", () => {
  test("another currency drops a listing's price bounds (typed in the currency left) and keeps its other choices (English)", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const { data: categories } = await api<{ data: ApiCategory[] }>(request, "store/categories");
    const category = categories[0];
    const all = await search(request, { category: category.slug, per_page: 100 });
    const prices = all.data.map((p) => afterDiscount(p.price, p.discount)).sort((a, b) => a - b);
    const minPrice = Math.floor(prices[Math.floor(prices.length / 2)]);

    await page.goto(`/${category.slug}?min_price=${minPrice}&sort=price_asc&lng=en`);
    if (javaScriptEnabled) await hydrated(page);
    const cards = page.locator(".results .product-card");
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/currency=USD/);
    await expect(page).toHaveURL(/sort=price_asc/);
    expect(page.url()).not.toMatch(/min_price=/);
    await expect(page.getByRole("form", { name: "Filter products" }).getByLabel("From (USD)")).toHaveValue("");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(filtered);
  });

  test("home → category → price and brand filter → sort → page 2 → product → another variant, in Arabic", async ({ page, request }) => {
    const code = writtenCurrency(await localCurrency(request), "ar");
    const { data: categories } = await api<{ data: ApiCategory[] }>(request, "store/categories");
    // The top-level category with the most sub-categories exercises the "categories catalogue" too.
    const category = [...categories].sort((a, b) => b.children.length - a.children.length)[0];
    const { data: brands } = await api<{ data: Array<{ slug: string; name: string }> }>(request, "store/brands");

    await page.goto("/");
    const shopByCategory = page.getByRole("region", { name: "تسوّق حسب القسم" });
    await shopByCategory.getByRole("link", { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${category.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    const subcategories = page.getByRole("navigation", { name: "الأقسام الفرعية" });
    for (const child of category.children) await expect(subcategories.getByRole("link", { name: new RegExp(child.name) })).toBeVisible();

    // The brand with the most products here, and a minimum price that still leaves more than one page.
    const all = await search(request, { category: category.slug, per_page: 100 });
    const counts = new Map<string, number>();
    for (const p of all.data) if (p.brand) counts.set(p.brand.slug, (counts.get(p.brand.slug) ?? 0) + 1);
    const brandSlug = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const brand = brands.find((b) => b.slug === brandSlug)!;
    const prices = all.data
      .filter((p) => p.brand?.slug === brandSlug)
      .map((p) => afterDiscount(p.price, p.discount))
      .sort((a, b) => a - b);
    const minPrice = Math.ceil(prices[1]);
    const expected = await search(request, { category: category.slug, brand: brandSlug, min_price: minPrice, with_tax: 1, per_page: PER_PAGE });
    expect(expected.meta.last_page, "the demo data leaves a second page").toBeGreaterThan(1);

    const filters = page.getByRole("form", { name: "تصفية المنتجات" });
    // Typed as an Arabic keyboard types it: the box keeps it, and the listing reads it as the number (decision 099).
    await filters.getByLabel(`من (${code})`).fill(String(minPrice).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!));
    await filters.getByLabel("العلامة التجارية").selectOption(brandSlug);
    await filters.getByRole("button", { name: "عرض" }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${brandSlug}`));
    await expect(page).toHaveURL(new RegExp(`min_price=${minPrice}`));
    await expect(page.locator(".results__count")).toHaveText(new RegExp(String(expected.meta.total)));
    await expect(filters.getByLabel("العلامة التجارية")).toHaveValue(brandSlug);
    const cards = page.locator(".results .product-card");
    await expect(cards).toHaveCount(PER_PAGE);
    for (const name of await cards.locator("h3").allTextContents()) expect(expected.data.map((p) => p.name)).toContain(name);
    await expect(cards.locator(".product-card__brand").first()).toHaveText(brand.name);

    // The order is the sort chip's (decision 099): its choices are links that keep the filters.
    await page.locator(".sort-menu > summary").click();
    await page.locator(".sort-menu").getByRole("link", { name: "السعر: من الأقل إلى الأعلى" }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(new RegExp(`brand=${brandSlug}`));
    // The listing as the shop asks it: bounds and sort on the prices shown, with tax.
    const sortedPage = (n: number) =>
      search(request, { category: category.slug, brand: brandSlug, min_price: minPrice, with_tax: 1, sort: "price_asc", per_page: PER_PAGE, page: n });
    const sorted = await sortedPage(1);
    await expect(cards.locator("h3")).toHaveText(sorted.data.map((p) => p.name));
    const cheapest = sorted.data[0];
    await expect(cards.first().locator(".product-price__now")).toHaveText(shown(shelfPrice(cheapest.price, cheapest.discount, cheapest.tax), code));

    await page.getByRole("navigation", { name: "الصفحات" }).getByRole("link", { name: "صفحة 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=price_asc/);
    const second = await sortedPage(2);
    await expect(cards.locator("h3")).toHaveText(second.data.map((p) => p.name));

    // A product on page 2 that has siblings (other variants of the same model).
    let chosen: { summary: ApiProduct; variants: ApiVariant[]; siblings: Array<{ slug: string; variants: ApiVariant[] }> } | undefined;
    for (const p of second.data) {
      const { data } = await api<{ data: { variants: ApiVariant[]; siblings: Array<{ slug: string; variants: ApiVariant[] }> } }>(
        request,
        `store/products/${p.slug}`,
      );
      if (data.siblings.length > 0) {
        chosen = { summary: p, ...data };
        break;
      }
    }
    expect(chosen, "page 2 holds a product with variants").toBeDefined();
    await cards.filter({ hasText: chosen!.summary.name }).getByRole("link", { name: chosen!.summary.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${chosen!.summary.category.slug}/${chosen!.summary.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen!.summary.name);

    const own = new Set(chosen!.variants.map((v) => v.id));
    const other = chosen!.siblings.flatMap((s) => s.variants).find((v) => !own.has(v.id))!;
    const options = page.getByRole("group", { name: "الخيارات" });
    // The choice's name (a sold-out one also says "نفدت", decision 096).
    await options.getByRole("link").getByText(other.name, { exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`/${chosen!.summary.slug}$`));
    const slug = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    const { data: sibling } = await api<{ data: ApiProduct & { variants: ApiVariant[] } }>(request, `store/products/${slug}`);
    expect(chosen!.siblings.map((s) => s.slug)).toContain(slug);
    expect(sibling.variants.map((v) => v.id)).toContain(other.id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sibling.name);
    // The value just chosen is now the current one.
    await expect(options.locator('[aria-current="true"]', { hasText: other.name })).toBeVisible();
  });

  test("an offer and its products, in English", async ({ page, request }) => {
    const { data: offers } = await api<{ data: Array<{ slug: string; title: string; discount: number }> }>(request, "store/offers", "en");
    expect(offers.length).toBeGreaterThan(0);
    await page.goto("/offers?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offers");
    await expect(page.locator(".offer-card__title")).toHaveText(offers.map((o) => o.title));

    const offer = offers[0];
    await page.getByRole("link", { name: offer.title }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/${offer.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(offer.title);
    await expect(page.locator(".offer-head .badge")).toHaveText(`${offer.discount}% off`);
    const { data: detail } = await api<{ data: { products: ApiProduct[] } }>(request, `store/offers/${offer.slug}`, "en");
    const products = page.getByRole("region", { name: "Products in this offer" });
    await expect(products.locator(".product-card h3")).toHaveText(detail.products.map((p) => p.name));
  });

  test("the home page's sections come from the Store API, in English", async ({ page, request, javaScriptEnabled }) => {
    const { data: home } = await api<{
      data: {
        trendy: ApiProduct[];
        best_sellers: ApiProduct[];
        flash_sales: Array<{ title: string; ends_at: string; products: ApiProduct[] }>;
        brands: Array<{ name: string }>;
      };
    }>(request, "store/home", "en");
    const code = await localCurrency(request);
    await page.goto("/?lng=en");

    // A section shows its first four products; "View all" lists the rest (the page's weight, issue 22).
    const row = <T>(list: T[]) => list.slice(0, 4);
    expect(home.trendy.length).toBeGreaterThan(4);
    const trendy = page.getByRole("region", { name: "Trending now" });
    await expect(trendy.locator(".product-card h3")).toHaveText(row(home.trendy).map((p) => p.name));
    const first = home.trendy[0];
    await expect(trendy.locator(".product-card").first().locator(".product-price__now")).toHaveText(
      shown(shelfPrice(first.price, first.discount, first.tax), code),
    );
    // "Add to cart" on a card posts one of the default unit to the cart, with no per-render key (decision 017).
    const addFirst = trendy
      .locator(".product-card")
      .first()
      .getByRole("button", { name: /^Add to cart/ });
    await expect(addFirst).toHaveAccessibleName(new RegExp(first.name.replace(/[()]/g, "\\$&")));
    const cardForm = trendy.locator(".product-card").first().locator('form[action="/cart"]');
    await expect(cardForm.locator('input[name="item_id"]')).toHaveValue(String(first.id));
    await expect(cardForm.locator('input[name="key"]')).toHaveCount(0);
    // Only what the action cannot default: no intent, no quantity (one is added).
    await expect(cardForm.locator('input[type="hidden"]')).toHaveCount(javaScriptEnabled ? 4 : 3);
    // The stars are one image with the rating as its name; the picture is one WebP sized for a phone's dense screen (decision 092).
    const firstCard = trendy.locator(".product-card").first();
    await expect(firstCard.getByRole("img", { name: `Rated ${first.rating.toFixed(1)} out of 5` })).toBeVisible();
    expect((await firstCard.getByRole("img", { name: `Rated ${first.rating.toFixed(1)} out of 5` }).boundingBox())!.width).toBeGreaterThan(40);
    await expect(firstCard.locator("img.product-image")).toHaveAttribute("src", /\/600x600\/\S+\.webp\?background=auto$/);
    await expect(firstCard.locator("img.product-image")).not.toHaveAttribute("srcset", /.*/);
    await expect(page.getByRole("region", { name: "Best sellers" }).locator(".product-card h3")).toHaveText(row(home.best_sellers).map((p) => p.name));
    await expect(page.getByRole("region", { name: "Brands" }).getByRole("link")).toHaveText(home.brands.map((b) => b.name));

    // The flash sale's countdown is rendered by the server, so it reads right without JavaScript.
    const sale = home.flash_sales[0];
    const flash = page.getByRole("region", { name: sale.title });
    const countdown = flash.locator(".countdown");
    const days = Math.floor((Date.parse(sale.ends_at) - Date.now()) / 86_400_000);
    await expect(countdown).toContainText("Ends in");
    await expect(countdown).toContainText(new RegExp(`${days > 0 ? `${days === 1 ? "1 day" : `${days} days`} ` : ""}\\d\\d:\\d\\d:\\d\\d`));
    await expect(countdown.locator("time")).toHaveAttribute("datetime", sale.ends_at);
    await expect(flash.locator(".product-card h3")).toHaveText(row(sale.products).map((p) => p.name));
  });

  test("each home section shows four products and its View all link lists the whole section", async ({ page, request }) => {
    const sections = [
      { name: "Trending now", section: "trendy" },
      { name: "Featured products", section: "featured" },
      { name: "Best sellers", section: "best_sellers" },
    ];
    for (const { name, section } of sections) {
      const listed = await search(request, { section, per_page: PER_PAGE }, "en");
      expect(listed.meta.total, `${section} has more than a row`).toBeGreaterThan(4);
      await page.goto("/?lng=en");
      const region = page.getByRole("region", { name });
      await expect(region.locator(".product-card")).toHaveCount(4);
      // Two columns a row on this screen or four: never a sideways rail.
      const tops = await region.locator(".product-card").evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBeLessThanOrEqual(2);
      // Named with its section, so a screen reader's list of links tells the four apart.
      await region.getByRole("link", { name: new RegExp(`^View all ?: ${name}$`) }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?section=${section}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator("#results-count")).toHaveText(`${listed.meta.total} products`);
      await expect(page.locator(".results .product-card h3")).toHaveText(listed.data.map((p) => p.name));
    }
    // The flash sale's link lists the products on sale.
    const flash = await search(request, { section: "flash_sale", per_page: PER_PAGE }, "en");
    await page.goto("/?lng=en");
    await page
      .getByRole("link", { name: /^View all ?: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/search\?section=flash_sale$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flash sales");
    await expect(page.locator(".results .product-card h3")).toHaveText(flash.data.map((p) => p.name));
    // A section's listing keeps its section through the filters form, and an unknown section is the whole catalogue.
    const cheapest = await search(request, { section: "trendy", sort: "price_asc", with_tax: 1, per_page: PER_PAGE }, "en");
    await page.goto("/search?section=trendy&lng=en");
    await page.locator(".sort-menu > summary").click();
    await page.locator(".sort-menu").getByRole("link", { name: "Price: low to high" }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    const filters = page.getByRole("form", { name: "Filter products" });
    if (!(await filters.isVisible()))
      await page
        .locator(".listing-toolbar")
        .getByRole("link", { name: /^Filter/ })
        .click();
    // The filters form keeps the section and the chosen order.
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/section=trendy/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trending now");
    await expect(page.locator(".results .product-card h3")).toHaveText(cheapest.data.map((p) => p.name));
    await page.goto("/search?section=not-a-section&lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  });

  test("the flash-sale row is titled as its View all listing is, in Arabic on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const row = page.locator("section[aria-labelledby^='flash-']").first();
    // The section's name, not the sale's own ("عروض البرق"): the listing gathers every running sale.
    await expect(row.getByRole("heading", { level: 2 })).toHaveText("عروض خاطفة");
    await expect(page.getByText("عروض البرق")).toHaveCount(0);
    await row.getByRole("link", { name: /^عرض الكل ?: عروض خاطفة$/ }).click();
    await expect(page).toHaveURL(/\/search\?section=flash_sale$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عروض خاطفة");
  });

  test("the flash sale countdown ticks with JavaScript", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "ticking needs JavaScript");
    await page.goto("/");
    await hydrated(page);
    const time = page.locator(".countdown bdi").first();
    const before = await time.textContent();
    await expect(time).not.toHaveText(before!, { timeout: 3000 });
  });
});

test("catalogue pages fit a 320 px screen without sideways scrolling", async ({ page, request, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "fitting is CSS; layout.spec.ts checks the main pages after hydration");
  const { data: products } = await search(request, { per_page: 1 });
  const { data: offers } = await api<{ data: Array<{ slug: string }> }>(request, "store/offers");
  const p = products[0];
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [`/${p.category.slug}?lng=en`, `/${p.category.slug}/${p.slug}`, "/search?q=a&lng=en", "/offers", `/offers/${offers[0].slug}?lng=en`]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
