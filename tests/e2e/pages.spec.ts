import { expect, test } from "./fixtures";

test.describe("content pages", () => {
  test("pages list and a page, in English", async ({ page }) => {
    await page.goto("/pages?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
    const first = page.locator("main ul li a").first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
  });

  test("about shows the store's about text, in Arabic", async ({ page, request }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("من نحن");
    const about = (await request.get("/api/bootstrap", { headers: { "X-LANG": "ar" } }).then((r) => r.json())).settings.about as string;
    const firstWords = about
      .replace(/<[^>]+>/g, " ")
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(" ");
    await expect(page.locator("main article")).toContainText(firstWords);
  });

  test("featured pages show on home", async ({ page }) => {
    await page.goto("/?lng=en");
    const section = page.getByRole("region", { name: "Discover more" });
    await expect(section.getByRole("listitem")).not.toHaveCount(0);
  });
});
