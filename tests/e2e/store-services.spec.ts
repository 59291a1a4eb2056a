import { expect, PORTS, test, urlOn } from "./fixtures";
import { seedCustomer } from "./seed";

/**
 * The third-party services a store's settings switch on (decision 037): Google Tag Manager
 * (the encrypted server has it on) and the commercial map (a server of this spec's own with
 * `free_map` off and an `api_key`, PORTS.googleMap). Nothing here reaches Google: the browser's requests to
 * its hosts are answered by the test, so the page's CSP is what decides whether they happen.
 */

const csp = (headers: Record<string, string>) => headers["content-security-policy"] ?? "";

test.describe("Google Tag Manager switched on", () => {
  test("the CSP admits GTM and GA4 when it is on, and no Google host when it is off", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "HTTP checks run once");
    const on = csp((await request.get(urlOn(PORTS.encrypted, "/"))).headers());
    expect(on).toContain("script-src 'self' 'nonce-");
    expect(on).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(on).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(on).toMatch(/connect-src [^;]*https:\/\/\*\.analytics\.google\.com/);
    expect(on).toContain("frame-src https://www.googletagmanager.com");
    expect(on).not.toMatch(/googleapis|unsafe-/);
    // An error page of that store renders the container too, so it gets the same policy.
    expect(csp((await request.get(urlOn(PORTS.encrypted, "/no/such/place"))).headers())).toContain("frame-src https://www.googletagmanager.com");

    const off = csp((await request.get("/")).headers());
    expect(off).not.toMatch(/google/);
    expect(off).toContain("frame-src 'none'");
  });

  test("the container loads (with JS), or its no-script frame (without), and the CSP lets it", async ({ page, javaScriptEnabled }) => {
    const asked: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      asked.push(route.request().url());
      return javaScriptEnabled
        ? route.fulfill({ contentType: "text/javascript", body: "window.__gtmRan = (window.dataLayer || []).length;" })
        : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>GTM</title>" });
    });
    await page.goto(urlOn(PORTS.encrypted, "/?lng=en"));
    if (javaScriptEnabled) {
      await expect.poll(() => asked.find((u) => u.includes("/gtm.js?"))).toContain("id=GTM-TEST123");
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmRan?: number }).__gtmRan)).toBeGreaterThan(0);
    } else {
      await expect(page.locator('iframe[title="Google Tag Manager"]')).toBeAttached();
      await expect.poll(() => asked.find((u) => u.includes("/ns.html?"))).toContain("id=GTM-TEST123");
    }
  });
});

/** Stands in for the Maps JavaScript API: records how it was created and turns a click on the map box into a point near its centre. */
const FAKE_MAPS = `(() => {
  const src = document.currentScript.src;
  const calls = (window.__fakeMaps = { src, maps: [], clicks: [] });
  class FakeMap {
    constructor(box, options) {
      this.center = options.center;
      this.handlers = [];
      calls.maps.push(options);
      box.addEventListener("click", (event) => {
        const r = box.getBoundingClientRect();
        const lat = this.center.lat + (0.5 - (event.clientY - r.top) / r.height) * 0.02;
        const lng = this.center.lng + ((event.clientX - r.left) / r.width - 0.5) * 0.02;
        calls.clicks.push({ lat, lng });
        for (const h of this.handlers) h({ latLng: { lat: () => lat, lng: () => lng } });
      });
    }
    addListener(name, handler) {
      if (name === "click") this.handlers.push(handler);
      return { remove: () => (this.handlers = this.handlers.filter((h) => h !== handler)) };
    }
    setCenter(center) { this.center = center; }
    setZoom() {}
  }
  class FakeMarker {
    constructor(options) { this.position = options.position; }
    setPosition(p) { this.position = p; }
    setMap() {}
  }
  window.google = { maps: { Map: FakeMap, Marker: FakeMarker, event: { clearInstanceListeners() {} } } };
  window[new URL(src).searchParams.get("callback")]();
})();`;

/** The store with the commercial map (PORTS.googleMap in playwright.config.ts). */
const mapStore = urlOn(PORTS.googleMap, "");

test.describe("the commercial map (free_map off, an api_key)", () => {
  test("the CSP admits the Maps JavaScript API on that store only", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "HTTP checks run once");
    const on = csp((await request.get(`${mapStore}/`)).headers());
    expect(on).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    expect(on).toMatch(/img-src [^;]*https:\/\/\*\.gstatic\.com/);
    expect(on).toMatch(/connect-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(on).toContain("font-src 'self' https://fonts.gstatic.com");
    expect(on).not.toMatch(/googletagmanager|unsafe-/);
    expect(csp((await request.get("/")).headers())).not.toContain("maps.googleapis.com");
  });

  test("the shopper clicks the point on Google's map (with JS), or the typed address places it (without), in Arabic", async ({
    page,
    playwright,
    javaScriptEnabled,
  }) => {
    const api = await playwright.request.newContext({ baseURL: mapStore });
    const { shopper, token, api: storeApi } = await seedCustomer(api, { address: false });
    const signIn = await page.request.post(`${mapStore}/login`, { form: { login: shopper.email, password: shopper.password }, maxRedirects: 0 });
    expect(signIn.status()).toBe(303);

    const scripts: string[] = [];
    await page.route("https://maps.googleapis.com/**", (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS });
    });
    await page.goto(`${mapStore}/account/addresses/create`);
    await page.getByLabel("اسم المستلم").fill("سلمى نور");
    await page.getByLabel("هاتف المستلم").fill("0512345678");
    await page.getByLabel("اسم العنوان (مثل: المنزل، العمل)").fill("المنزل");
    const town = page.getByLabel("المدينة / الحي");
    await town.selectOption((await town.locator("option:not([disabled]):not([value=''])").first().getAttribute("value"))!);
    await page.getByLabel("العنوان بالتفصيل").fill("12 شارع 9");

    let clicked: { lat: number; lng: number } | null = null;
    if (javaScriptEnabled) {
      const map = page.getByRole("application", { name: "حدد موقعك على الخريطة" });
      await expect(map).toHaveAttribute("data-ready", "1");
      await expect(map).toHaveAttribute("data-service", "google");
      expect(scripts).toHaveLength(1);
      const asked = new URL(scripts[0]);
      expect(asked.origin + asked.pathname).toBe("https://maps.googleapis.com/maps/api/js");
      expect(asked.searchParams.get("key")).toBe("test-browser-key");
      expect(asked.searchParams.get("language")).toBe("ar");

      await map.click({ position: { x: 60, y: 40 } });
      await expect(page.getByText(/^تم تحديد الموقع:/)).toBeVisible();
      clicked = await page.evaluate(() => (window as unknown as { __fakeMaps: { clicks: Array<{ lat: number; lng: number }> } }).__fakeMaps.clicks.at(-1)!);
      const round = (v: number) => Math.round(v * 1e6) / 1e6;
      await expect(page.locator('input[type=hidden][name="lat"]')).toHaveValue(String(round(clicked.lat)));
      await expect(page.locator('input[type=hidden][name="lng"]')).toHaveValue(String(round(clicked.lng)));
    } else {
      await expect(page.getByText("اكتب العنوان وسنحدد الموقع على الخريطة منه.")).toBeVisible();
      await expect(page.locator('input[name="lat"]')).toHaveCount(0);
    }
    await page.getByRole("button", { name: "احفظ العنوان" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ العنوان.");

    const saved = (await storeApi("GET", "store/account/addresses", token)).data;
    expect(saved).toHaveLength(1);
    if (clicked) {
      expect(saved[0].lat).toBeCloseTo(clicked.lat, 5);
      expect(saved[0].lng).toBeCloseTo(clicked.lng, 5);
    } else {
      expect(typeof saved[0].lat).toBe("number");
      expect(scripts).toEqual([]);
    }
    await api.dispose();
  });
});
