import { expect, hydrated, test } from "./fixtures";

const cachedPaths = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const paths: string[] = [];
    for (const name of names.filter((n) => n.startsWith("storefront-"))) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return { names, paths };
  });

test.describe("service worker", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a service worker needs JavaScript");

  test("is served for the whole site, uncached, carrying the build id", async ({ request }) => {
    const res = await request.get("/sw.js");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-cache");
    expect(res.headers()["service-worker-allowed"]).toBe("/");
    expect(res.headers()["content-type"]).toContain("javascript");
    const body = await res.text();
    expect(body).not.toContain("__BUILD_ID__");
    expect(body).toMatch(/const BUILD_ID = "[\w.-]+";/);
    const offline = await request.get("/offline.html");
    const html = await offline.text();
    expect(html).toContain('lang="ar"');
    expect(html).toContain('lang="en"');
    expect(html).not.toMatch(/<script|<style| style=/);
    expect((await request.get("/offline.css")).status()).toBe(200);
  });

  test("registers, caches only build files and the offline page, and shows it offline", async ({ page, context }) => {
    await page.goto("/?lng=en");
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.state === "activated");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/$/);
    // Now controlled: this load's build files go through the worker.
    await page.reload();
    await expect.poll(async () => (await cachedPaths(page)).paths.some((p) => p.startsWith("/assets/"))).toBe(true);
    const { names, paths } = await cachedPaths(page);
    expect(names.filter((n) => n.startsWith("storefront-"))).toHaveLength(1);
    expect(paths).toContain("/offline.html");
    for (const path of paths) expect(path, "nothing but build files and the offline page").toMatch(/^\/assets\/|^\/offline\.(html|css)$/);

    await context.setOffline(true);
    await page.goto("/about").catch(() => {});
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "لا يوجد اتصال بالإنترنت" })).toBeVisible();
    await context.setOffline(false);
  });

  test("a link followed while offline ends on the offline page too", async ({ page, context }) => {
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await hydrated(page);
    await context.setOffline(true);
    await page.locator('.t3-actions a[href="/login"]').click();
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
