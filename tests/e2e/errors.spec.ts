import { expect, PORTS, searchBox, test, urlOn } from "./fixtures";

test.describe("error pages", () => {
  test("an unknown URL answers 404 in Arabic, inside the store's own header and footer", async ({ page }) => {
    const response = await page.goto("/no/such/place");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم يتم العثور على هذه الصفحة");
    // The code is in the picture; the words are a shopper's (issue 37), with a search box and the categories.
    await expect(page.locator(".not-found .problem__art")).toContainText("404");
    await expect(page.locator(".not-found__hint")).toHaveText("ربما تغيّر رابط الصفحة أو لم تعد موجودة. ابحث عمّا تريد، أو تصفّح الأقسام.");
    await expect(page.getByText("رمز الحالة")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute("href", "/");
    // One search box on the page besides the header's, and no button repeating it (issue 37's second tester).
    await expect(searchBox(page.getByRole("main").locator(".not-found__search"))).toBeVisible();
    await expect(page.getByRole("main").locator('a[href="/search"]')).toHaveCount(0);
    await expect(page.locator(".problem")).toHaveCount(0);
  });

  for (const [path, lng] of [
    ["/ar/no-such-page", "ar"],
    ["/no-such-page?lng=en", "en"],
    ["/electronics/no-such-product?lng=en", "en"],
  ] as const) {
    test(`a missing page or product (${path}) keeps the store's shell on its light theme`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const header = page.getByRole("banner");
      await expect(header.locator(".store-logo")).toBeVisible();
      await expect(searchBox(header.getByRole("search"))).toBeVisible();
      await expect(header.getByRole("link", { name: lng === "ar" ? /^السلة/ : /^Cart/ })).toHaveAttribute("href", "/cart");
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const heading = lng === "ar" ? "لم يتم العثور على هذه الصفحة" : "This page could not be found";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Its title says what happened; it is no address to index, nor its own canonical.
      await expect(page).toHaveTitle(`${heading} | ${lng === "ar" ? "متجر الواحة" : "Oasis Store"}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
      // Light: the page behind the message is the store's paper, not the problem layout's night blue.
      const background = await page.locator(".t3").evaluate((el) => getComputedStyle(el).backgroundColor);
      const main = await page.getByRole("main").evaluate((el) => getComputedStyle(el).color);
      expect(["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"]).toContain(background);
      expect(main).toBe("rgb(31, 41, 55)");
    });
  }

  test("an unknown page slug answers 404 in English", async ({ page }) => {
    const response = await page.goto("/pages/does-not-exist?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
    // Said as a shop says it, not the spec's general "data not found" (issue 37).
    await expect(page.locator(".not-found__hint")).toHaveText(
      "The link may have changed, or the page is no longer here. Search for what you want, or browse the categories.",
    );
    await expect(page.getByRole("banner").locator(".store-logo")).toBeVisible();
  });

  test("a store that is switched off answers 530 on every route", async ({ page }) => {
    for (const path of ["/", "/about", "/pages/about", "/no/such/place"]) {
      const response = await page.goto(urlOn(PORTS.siteOff, `${path}${path.includes("?") ? "&" : "?"}lng=en`));
      expect(response?.status(), path).toBe(530);
      await expect(page.locator("[data-illustration=frozen]")).toBeVisible();
      await expect(page.locator(".problem__hint")).toHaveText("This site is currently frozen. Please try again later.");
      await expect(page.locator(".problem__header img")).toBeVisible();
      // A store switched off is not a failure to retry: only the way home.
      await expect(page.locator(".problem__actions a")).toHaveText(["Back to the home page"]);
    }
  });

  test("a Store API that is down shows the error page with its status", async ({ page }) => {
    const response = await page.goto(urlOn(PORTS.broken, "/"));
    expect(response?.status()).toBe(503);
    // It says when to come back, so a crawler keeps the pages it has.
    expect(response?.headers()["retry-after"]).toBe("30");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator(".problem__status")).toContainText("503");
    await expect(page.locator(".problem__hint")).toHaveText("عذرًا! حدث خطأ. يرجى المحاولة لاحقًا.");
    // With no settings, the provider's logo stands in for the store's: its Latin name beside its circle, not over it, on an Arabic page.
    await expect(page.locator(".problem__provider")).toBeVisible();
    const circle = (await page.locator(".problem__provider circle").boundingBox())!;
    const name = (await page.locator(".problem__provider text").boundingBox())!;
    expect(name.x).toBeGreaterThanOrEqual(circle.x + circle.width);
    // And there are no contact details to link to: no link that would itself fail.
    await expect(page.locator(".problem__footer a")).toHaveCount(0);
    // The first way on is the same address again, then the home page.
    const actions = page.locator(".problem__actions a");
    await expect(actions).toHaveText(["حاول مرة أخرى", "العودة إلى الرئيسية"]);
    await page.goto(urlOn(PORTS.broken, "/search?q=tea&lng=en"));
    await expect(actions).toHaveText(["Try again", "Back to the home page"]);
    await expect(actions.first()).toHaveAttribute("href", "/search?q=tea&lng=en");
    const again = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/search?q=tea&lng=en")), actions.first().click()]);
    expect(again[0].status()).toBe(503);
    // An address a browser reads as another host ("//evil.example", "/\evil.example") is not offered again: the retry goes home.
    for (const path of ["//evil.example/x", "/\\evil.example"]) {
      const html = await (await page.request.get(`${urlOn(PORTS.broken, "")}${path}`)).text();
      expect(html, path).toContain('class="button" href="/"');
      expect(html, path).not.toMatch(/href="[/\\]{2}/);
    }
  });

  test("the error page's footer links to the store's email and phone from its settings, in both languages", async ({ page }) => {
    // A 404 has the store's own footer, with the same contact details.
    await page.goto("/no/such/place");
    const storeFooter = page.getByRole("contentinfo");
    await expect(storeFooter).toContainText("تواصل معنا");
    await expect(storeFooter.getByRole("link", { name: "support@oasis-store.example" })).toHaveAttribute("href", "mailto:support@oasis-store.example");
    await expect(storeFooter.getByRole("link", { name: "+201000000000" })).toHaveAttribute("href", "tel:+201000000000");
    const footer = page.locator(".problem__footer");

    // The store switched off: the 530 page has no root data, and still the store's own contact details.
    const response = await page.goto(urlOn(PORTS.siteOff, "/?lng=en"));
    expect(response?.status()).toBe(530);
    await expect(footer).toContainText("Contact us");
    await expect(footer.getByRole("link", { name: "support@oasis-store.example" })).toHaveAttribute("href", "mailto:support@oasis-store.example");
    await expect(footer.getByRole("link", { name: "+201000000000" })).toHaveAttribute("href", "tel:+201000000000");
    await expect(footer.locator('a[href^="/"]')).toHaveCount(0);
  });
});

test.describe("degraded backends", () => {
  test("when currencies cannot be loaded, prices show local amounts and the page still renders", async ({ page }) => {
    const response = await page.goto(urlOn(PORTS.currencyDown, "/?lng=en"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Fallback Store");
    await expect(page.getByRole("status")).toHaveText("Currencies could not be loaded; prices are shown in the local currency.");
    await expect(page.locator(".t3-banner .price")).toHaveText("500.00");
    await expect(page.getByLabel("Currency")).toHaveCount(0);
  });
});
