import { expect, searchBox, test } from "./fixtures";
import { api, PER_PAGE, search, type ApiCategory } from "./catalogue-api";

test.describe("discovery", () => {
  test("a parent category leads to a sub-category page with only its products, in English", async ({ page, request }) => {
    const { data: categories } = await api<{ data: ApiCategory[] }>(request, "store/categories", "en");
    const parent = categories.find((c) => c.children.length > 1)!;
    const child = parent.children[1];
    const expected = await search(request, { category: child.slug, per_page: PER_PAGE }, "en");
    expect(expected.meta.total).toBeGreaterThan(0);

    await page.goto(`/${parent.slug}?lng=en`);
    await page
      .getByRole("navigation", { name: "Sub-categories" })
      .getByRole("link", { name: new RegExp(child.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${child.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(child.name);
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: parent.name })).toHaveAttribute("href", `/${parent.slug}`);
    const cards = page.locator(".results .product-card");
    await expect(cards.locator("h3")).toHaveText(expected.data.map((p) => p.name));
    // Cards are letterboxed on each image's dominant colour (spec §9: alpha 0.6, contract `background=auto`).
    await expect(cards.first().locator("img")).toHaveAttribute("src", /\/api\/media\/600x600\/.+\?background=auto$/);
    const image = await request.get((await cards.first().locator("img").getAttribute("src"))!);
    expect(image.status()).toBe(200);
    // A WebP drawn on that ground (decision 092); the letterbox's colour and alpha are the Store API's media tests'.
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  test("an Arabic search with a misspelt hamza finds the product, and so does its English name", async ({ page, request }) => {
    const correct = await search(request, { q: "إطار صور", per_page: PER_PAGE });
    expect(correct.data.length).toBeGreaterThan(0);
    for (const name of correct.data.map((p) => p.name)) expect(name).toMatch(/^إطار صور/);

    await page.goto("/");
    const box = page.getByRole("search");
    // Bare alef where the name has hamza-below: the Store API folds both the same way.
    await searchBox(box).fill("اطار صور");
    await box.getByRole("button", { name: "بحث" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «اطار صور»");
    await expect(page.locator(".results .product-card h3")).toHaveText(correct.data.map((p) => p.name));

    await page.goto(`/search?q=${encodeURIComponent("Photo frame")}`);
    await expect(page.locator(".results .product-card h3")).toHaveText(correct.data.map((p) => p.name));
  });
});
