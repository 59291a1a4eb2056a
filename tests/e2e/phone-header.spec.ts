import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, searchBox, test } from "./fixtures";

/**
 * Template 3's header on a phone (issue 21): two short rows, with the menu, language and currency in a
 * drawer that opens without JavaScript; every control a thumb can hit (44 × 44 px or more).
 */
const words = {
  ar: {
    menu: "القائمة",
    mainMenu: "القائمة الرئيسية",
    switchLanguage: "English",
    currency: "العملة",
    change: "تغيير",
    cart: "السلة",
    login: "تسجيل الدخول",
  },
  en: { menu: "Menu", mainMenu: "Main menu", switchLanguage: "العربية", currency: "Currency", change: "Change", cart: "Cart", login: "Sign in" },
} as const;

const header = (page: Page) => page.getByRole("banner");
const toggle = (page: Page, lng: "ar" | "en") => header(page).locator("summary", { hasText: words[lng].menu });
const drawer = (page: Page) => page.locator(".t3-drawer__panel");

/**
 * Every visible link, button, summary, input and select inside `scope` is at least 44 × 44 px.
 * Measured in one call in the page (visible as Playwright's isVisible means it): a footer of forty
 * controls asked one property at a time took four round trips each.
 */
async function expectThumbSized(scope: Locator, label: string) {
  const controls = await scope.locator("a, button, summary, input:not([type=hidden]), select").evaluateAll((elements) =>
    elements.map((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const visible = el.checkVisibility() && style.visibility === "visible" && box.width > 0 && box.height > 0;
      const name = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText.trim();
      return { visible, width: box.width, height: box.height, name };
    }),
  );
  expect(controls.length, `${label}: some controls`).toBeGreaterThan(0);
  for (const { visible, width, height, name } of controls) {
    if (!visible) continue;
    expect(width, `${label}: width of ${name}`).toBeGreaterThanOrEqual(44);
    expect(height, `${label}: height of ${name}`).toBeGreaterThanOrEqual(44);
  }
}

/**
 * One page load for each width and language, its checks as steps (a load each cost a test's
 * start and, with JavaScript, a hydration); at 390 px the phone's other header checks ride on the
 * same page: the footer in Arabic, the cart icon's name, Escape and the currency in English.
 */
for (const width of [320, 390]) {
  for (const lng of ["ar", "en"] as const) {
    test.describe(`at ${width} px in ${lng}`, () => {
      test.use({ viewport: { width, height: 844 } });

      test("the header is at most 120 px tall and shows logo, search, account and cart; the drawer opens (with or without JavaScript) and holds the menu, the language and the currency", async ({
        page,
        javaScriptEnabled,
      }) => {
        await page.goto(`/?lng=${lng}`);

        await test.step("the header is at most 120 px tall and shows logo, search, account and cart", async () => {
          expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(120);
          await expect(header(page).locator(".store-logo")).toBeVisible();
          await expect(searchBox(header(page).getByRole("search"))).toBeVisible();
          await expect(header(page).getByRole("link", { name: words[lng].login })).toHaveAttribute("href", "/login");
          await expect(header(page).getByRole("link", { name: new RegExp(`^${words[lng].cart}`) })).toBeVisible();
          await expect(toggle(page, lng)).toBeVisible();
          // The drawer's contents wait behind the toggle.
          await expect(page.getByRole("button", { name: words[lng].switchLanguage, exact: true })).toBeHidden();
          await expect(page.getByLabel(words[lng].currency)).toBeHidden();
          await expectThumbSized(header(page), "closed header");
        });

        if (width === 390 && lng === "ar") {
          await test.step("the footer's links, newsletter field and button are thumb-sized too", async () => {
            await expectThumbSized(page.getByRole("contentinfo"), "footer");
          });
        }

        if (width === 390 && lng === "en") {
          await test.step("the cart icon's name says what is in the cart", async () => {
            const cart = header(page).getByRole("link", { name: /^Cart/ });
            await expect(cart).toHaveAccessibleName("Cart 0: Your cart is empty");
            await expect(cart.locator(".cart-count")).toHaveText("0");
          });
        }

        await test.step("the drawer opens (with or without JavaScript) and holds the menu, the language and the currency", async () => {
          if (javaScriptEnabled) await hydrated(page);
          await toggle(page, lng).click();
          await expect(drawer(page).getByRole("navigation", { name: words[lng].mainMenu }).getByRole("link").first()).toBeVisible();
          await expect(drawer(page).getByRole("button", { name: words[lng].switchLanguage, exact: true })).toBeVisible();
          await expect(drawer(page).getByLabel(words[lng].currency)).toBeVisible();
          // The currency is sent by its button, with JavaScript as without (issue 41 point 8, WCAG 3.2.2).
          await expect(drawer(page).getByRole("button", { name: words[lng].change })).toBeVisible();
          // The panel starts at the inline start: the right edge in Arabic, the left in English.
          const panel = drawer(page);
          await expect
            .poll(async () => {
              const box = (await panel.boundingBox())!;
              return Math.round(lng === "ar" ? box.x + box.width : box.x);
            })
            .toBe(lng === "ar" ? width : 0);
          await expectThumbSized(drawer(page), "open drawer");
        });

        if (width !== 390 || lng !== "en") return;

        // A JavaScript nicety; without it the toggle or the backdrop closes the drawer.
        if (javaScriptEnabled) {
          await test.step("with JavaScript, Escape closes the drawer and gives focus back to its toggle", async () => {
            await drawer(page).getByRole("link").first().focus();
            await page.keyboard.press("Escape");
            await expect(drawer(page)).toBeHidden();
            await expect(toggle(page, "en")).toBeFocused();
            await toggle(page, "en").click();
          });
        }

        await test.step("choosing a currency in the drawer converts prices", async () => {
          await drawer(page).getByLabel(words.en.currency).selectOption("USD");
          await drawer(page).getByRole("button", { name: words.en.change }).click();
          await expect(page.locator(".t3-banner .price")).toContainText("USD");
          await expect(page).toHaveURL(/currency=USD/);
        });
      });
    });
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the language switch in the drawer changes language and direction", async ({ page }) => {
    await page.goto("/pages");
    await toggle(page, "ar").click();
    await drawer(page).getByRole("button", { name: words.ar.switchLanguage, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(toggle(page, "en")).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu, language and currency sit inline in the header, with no drawer toggle", async ({ page }) => {
    await page.goto("/?lng=ar");
    await expect(toggle(page, "ar")).toBeHidden();
    await expect(header(page).getByRole("navigation", { name: words.ar.mainMenu }).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("button", { name: words.ar.switchLanguage, exact: true })).toBeVisible();
    await expect(page.getByLabel(words.ar.currency)).toBeVisible();
    // One row for logo, search, account and cart, one for the menu: still a compact header.
    expect((await header(page).boundingBox())!.height).toBeLessThanOrEqual(140);
  });
});
