import { expect, searchBox, test } from "./fixtures";
import { api, PER_PAGE, search, type ApiCategory } from "./catalogue-api";

test.describe("search", () => {
  test("from the header, then narrowed by a category and a variant, in English", async ({ page, request }) => {
    const term = "phone";
    const expected = await search(request, { q: term, per_page: PER_PAGE }, "en");
    expect(expected.meta.total).toBeGreaterThan(0);

    await page.goto("/?lng=en");
    await searchBox(page.getByRole("search")).fill(term);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${term}”`);
    await expect(page).toHaveTitle(new RegExp(`Search results for “${term}”`));
    await expect(page.locator(".results__count")).toHaveText(`${expected.meta.total} products`);
    await expect(page.locator(".results .product-card h3")).toHaveText(expected.data.map((p) => p.name));

    // Variant filters appear only once a category is chosen.
    const filters = page.getByRole("form", { name: "Filter products" });
    await expect(filters.getByRole("group", { name: "Colour" })).toHaveCount(0);
    const category = expected.data[0].category;
    await filters.getByLabel("Category").selectOption(category.slug);
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
    const inCategory = await search(request, { q: term, category: category.slug, per_page: PER_PAGE }, "en");
    await expect(page.locator(".results__count")).toHaveText(new RegExp(`^${inCategory.meta.total} product`));

    const { data: groups } = await api<{ data: Array<{ type: string; values: Array<{ id: number; name: string }> }> }>(
      request,
      `store/variants?categories=${category.slug}`,
      "en",
    );
    const colours = groups.find((g) => g.type === "color")!;
    const colourGroup = filters.getByRole("group", { name: "Colour" });
    await expect(colourGroup.getByRole("checkbox")).toHaveCount(colours.values.length);
    const colour = colours.values[0];
    await colourGroup.getByLabel(colour.name).check();
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`variant=${colour.id}`));
    const withColour = await search(request, { q: term, category: category.slug, variants: colour.id, per_page: PER_PAGE }, "en");
    await expect(page.locator(".results .product-card h3")).toHaveText(withColour.data.map((p) => p.name));
    await expect(page.getByRole("form", { name: "Filter products" }).getByRole("group", { name: "Colour" }).getByLabel(colour.name)).toBeChecked();
  });

  test("nothing found says so and suggests categories, in Arabic; the path form searches too", async ({ page, request }) => {
    const { data: categories } = await api<{ data: ApiCategory[] }>(request, "store/categories");
    await page.goto("/search?q=zzzz-no-such-thing");
    await expect(page.locator(".results__count")).toHaveText("لا توجد منتجات");
    await expect(page.getByText("لم نجد منتجات مطابقة.")).toBeVisible();
    const suggestions = page.locator(".results__empty").getByRole("link");
    await expect(suggestions).toHaveText(categories.map((c) => c.name));
    await suggestions.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categories[0].name);

    const term = "laptop";
    const expected = await search(request, { q: term, per_page: PER_PAGE });
    const response = await page.goto(`/search/${term}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`نتائج البحث عن «${term}»`);
    await expect(page.locator(".results .product-card h3")).toHaveText(expected.data.map((p) => p.name));
    // Result lists are not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});
