import { expect, test } from "./fixtures";

/**
 * The render memo keeps what the page cache does not (decisions 051 and 094): a page every anonymous
 * visitor shares is never put in it (the page cache and the shared caches keep those), while a page
 * that did not opt in, such as the sign-in page, is.
 */
test("an anonymous catalogue page is left out of the render memo; a page that is not shared is memoized", async ({ request, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "an HTTP check, run once");
  for (const path of ["/", "/search?q=a", "/about"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toMatch(/^public\b/);
    expect(res.headers()["x-render-memo"], path).toBeUndefined();
  }
  await request.get("/login");
  const again = await request.get("/login");
  expect(again.status()).toBe(200);
  expect(again.headers()["x-render-memo"]).toMatch(/^(hit|miss)$/);
});
