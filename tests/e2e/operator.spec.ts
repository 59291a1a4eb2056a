import { expect, OPERATOR_SECRET, PORTS, test, urlOn } from "./fixtures";

const PAGES = ["/debugging/main", "/debugging/sub", "/errors"];

/** Each project has its own server here, so one project's "clear all" never races the other's checks. */
const serverFor = (javaScriptEnabled: boolean) => (javaScriptEnabled ? PORTS.operator : PORTS.main);

test.describe("operator pages", () => {
  test.describe.configure({ mode: "serial" });

  test("answer 404 like any unknown page when no secret is configured", async ({ page }) => {
    for (const path of PAGES) {
      const res = await page.goto(urlOn(PORTS.currencyDown, `${path}?lng=en`));
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
      await expect(page.getByLabel("Secret")).toHaveCount(0);
    }
    // Not even with a secret presented.
    await page.setExtraHTTPHeaders({ "X-Operator-Secret": OPERATOR_SECRET });
    expect((await page.goto(urlOn(PORTS.currencyDown, "/errors")))?.status()).toBe(404);
  });

  test("answer 404 with a sign-in form when the secret is not presented", async ({ page, javaScriptEnabled }) => {
    const port = serverFor(javaScriptEnabled);
    for (const path of PAGES) {
      const res = await page.goto(urlOn(port, `${path}?lng=en`));
      expect(res?.status(), path).toBe(404);
      expect(res?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operator sign-in");
      await expect(page.getByText("Settings loaded")).toHaveCount(0);
    }
    await page.setExtraHTTPHeaders({ "X-Operator-Secret": "not-the-secret-but-long-enough-0123456789" });
    expect((await page.goto(urlOn(port, "/errors")))?.status()).toBe(404);
  });

  test("the sign-in form refuses a wrong secret and lets the right one in for a short while", async ({ page, context, javaScriptEnabled }) => {
    const port = serverFor(javaScriptEnabled);
    await page.goto(urlOn(port, "/debugging/sub?lng=en"));
    await page.getByLabel("Secret").fill("wrong-secret-wrong-secret-wrong-secret");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong secret.");
    await expect(page).toHaveURL(/\/debugging\/sub\?login=failed$/);

    await page.getByLabel("Secret").fill(OPERATOR_SECRET);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/debugging\/sub$/);
    await expect(page.getByRole("heading", { name: "Shared caches" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "operator")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Strict");
    expect(cookie.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5000);

    await page.getByRole("link", { name: "Settings and session" }).click();
    await expect(page.getByRole("heading", { name: "Settings and session" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(urlOn(port, "/"));
    expect((await context.cookies()).find((c) => c.name === "operator")).toBeUndefined();
    expect((await page.goto(urlOn(port, "/debugging/main")))?.status()).toBe(404);
  });

  test("with the secret header: settings, language, session and upstream timings", async ({ page, javaScriptEnabled }) => {
    const port = serverFor(javaScriptEnabled);
    await page.setExtraHTTPHeaders({ "X-Operator-Secret": OPERATOR_SECRET });
    const res = await page.goto(urlOn(port, "/debugging/main"));
    expect(res?.status()).toBe(200);
    expect(res?.headers()["cache-control"]).toBe("no-store");
    expect(res?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("op-language")).toHaveText("ar");
    await expect(page.getByTestId("op-signed-in")).toHaveText("لا");
    const settings = page.locator("#op-settings + .operator-table-wrap");
    await expect(settings).toContainText("theme_color");
    for (const secret of ["api_key", "card_integrations", "wallet_integrations", "card_frames"]) await expect(settings).not.toContainText(secret);

    await page.goto(urlOn(port, "/debugging/sub?lng=en"));
    await expect(page.getByRole("row", { name: /^bootstrap/ })).toBeVisible();
    await expect(page.getByRole("cell", { name: "/bootstrap" }).first()).toBeVisible();
  });

  test("the error log shows browser errors newest first and clears them", async ({ page, request, javaScriptEnabled }) => {
    const port = serverFor(javaScriptEnabled);
    const marker = `marker-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}`;
    for (const n of [1, 2]) {
      const res = await request.post(urlOn(port, "/errors/report"), {
        data: { kind: "error", message: `TypeError: ${marker}-${n}`, url: "/password/reset/secret-token?email=a@b.c" },
        headers: { Cookie: `device_id=${Date.now().toString(16).padStart(16, "0")}` },
      });
      expect(res.status()).toBe(204);
    }
    await page.setExtraHTTPHeaders({ "X-Operator-Secret": OPERATOR_SECRET });
    await page.goto(urlOn(port, "/errors?lng=en"));
    const rows = page.locator("tbody tr", { hasText: marker });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`${marker}-2`);
    await expect(rows.first()).toContainText("/password/reset/…");
    await expect(page.locator("body")).not.toContainText("secret-token");
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/errors$/);
    await expect(page.locator("tbody tr", { hasText: marker })).toHaveCount(0);
  });
});

test.describe("HookError", () => {
  test("shows the error page with the status it is given", async ({ page }) => {
    const res = await page.goto("/HookError?status=503&lng=en");
    expect(res?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be shown");
    await expect(page.locator(".problem__status")).toContainText("503");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });

  test("the heading says what happened in words, the title repeats it, 509 and 555 hide their number (issue 41)", async ({ page }) => {
    for (const [status, lng, heading] of [
      [509, "en", "This page could not be shown"],
      [555, "en", "This page could not be shown"],
      [509, "ar", "تعذّر عرض هذه الصفحة"],
      [503, "ar", "تعذّر عرض هذه الصفحة"],
    ] as const) {
      const res = await page.goto(`/HookError?status=${status}&lng=${lng}`);
      expect(res?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | ${lng === "ar" ? "متجر الواحة" : "Oasis Store"}`);
      await expect(page.locator(".problem__status")).toHaveCount(status === 509 || status === 555 ? 0 : 1);
    }
  });

  test("an invalid or missing status answers 500", async ({ page }) => {
    for (const query of ["?status=abc", "?status=200", "?status=5000", ""]) {
      const res = await page.goto(`/HookError${query}`);
      expect(res?.status(), query).toBe(500);
      await expect(page.locator(".problem__status")).toContainText("500");
    }
  });
});

test.describe("client error reports", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP checks run once");

  test("take small valid JSON only, and are rate-limited", async ({ request }) => {
    const device = `${Date.now().toString(16)}abcd`.padStart(16, "0").slice(-16);
    const headers = { Cookie: `device_id=${device}` };
    const post = (data: unknown, extra: Record<string, string> = {}) =>
      request.post("/errors/report", {
        headers: { ...headers, "Content-Type": "application/json", ...extra },
        data: typeof data === "string" ? data : JSON.stringify(data),
      });
    expect((await post({ kind: "error", message: "fine", url: "/" })).status()).toBe(204);
    expect((await post("{not json")).status()).toBe(400);
    expect((await post({ kind: "other", message: "m", url: "/" })).status()).toBe(400);
    expect((await post({ kind: "error", message: "m", url: "/", extra: true })).status()).toBe(400);
    expect((await post({ kind: "error", message: "m".repeat(5000), url: "/" })).status()).toBe(413);
    expect((await post({ kind: "error", message: "m", url: "/" }, { "Content-Type": "text/plain" })).status()).toBe(415);
    expect((await request.get("/errors/report")).status()).toBe(405);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ kind: "error", message: `burst ${i}`, url: "/" })).status());
    expect(statuses.slice(0, 3)).toEqual([204, 204, 204]);
    expect(statuses.slice(-1)).toEqual([429]);
    const limited = await post({ kind: "error", message: "again", url: "/" });
    expect(limited.status()).toBe(429);
    // The real time left in the minute's window, not a fixed 60.
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers()["retry-after"])).toBeLessThanOrEqual(60);
  });
});
