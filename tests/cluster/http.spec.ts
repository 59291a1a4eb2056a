import { expect, test } from "../e2e/fixtures";
import { newShopper } from "../e2e/auth-fixtures";
import { INSTANCES, OPERATOR_SECRET, instanceOf, tally } from "./cluster";

/** Plain HTTP through nginx: what a browser adds nothing to, so the no-js project runs it once. */
test.describe("two instances behind nginx", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "HTTP-only checks: one project is enough");
  });

  test("both instances answer in turn and no request is lost; the request id goes through", async ({ request }) => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      // A page no cache keeps (robots.txt is kept by nginx since decision 085): every request reaches an instance.
      const res = await request.get("/cart", { headers: { "X-Request-Id": `cluster-check-${i}-0000` } });
      expect(res.status(), `request ${i}`).toBe(200);
      expect(res.headers()["x-request-id"]).toBe(`cluster-check-${i}-0000`);
      ids.push(instanceOf(res));
    }
    const counts = tally(ids);
    expect(Object.keys(counts).sort()).toEqual(INSTANCES);
    expect(counts.a + counts.b).toBe(20);
  });

  test("the 11th wrong login in a minute gets 429 although the attempts alternate instances (shared counters in Redis)", async ({ request }) => {
    const login = newShopper().email;
    const answers: Array<{ status: number; instance: string }> = [];
    for (let i = 1; i <= 11; i++) {
      const res = await request.post("/login?lng=en", { form: { login, password: "Wrong#Password1" }, maxRedirects: 0 });
      answers.push({ status: res.status(), instance: instanceOf(res) });
    }
    expect(answers.slice(0, 10).map((a) => a.status)).not.toContain(429);
    expect(answers[10].status).toBe(429);
    // Each instance saw fewer than 10 attempts: with counters per process neither would have refused.
    const counts = tally(answers.map((a) => a.instance));
    expect(Object.keys(counts).sort()).toEqual(INSTANCES);
    for (const id of INSTANCES) expect(counts[id], `attempts on ${id}`).toBeLessThan(10);
  });

  test("/metrics answers the operator's bearer with the request, upstream and cache series, and 404 to anyone else", async ({ request }) => {
    expect(OPERATOR_SECRET, "run through npm run test:cluster").not.toBe("");
    // A page view on each instance (the other project's journeys share nginx's turns), so both have series to show.
    const viewed = new Set<string>();
    // The cart: a page nginx never keeps (a cached home page would come from one instance's render, decision 085).
    for (let i = 0; i < 10 && viewed.size < 2; i++) viewed.add(instanceOf(await request.get("/cart?lng=en")));
    expect((await request.get("/metrics")).status()).toBe(404);
    expect((await request.get("/metrics", { headers: { Authorization: "Bearer not-the-secret" } })).status()).toBe(404);
    const seen = new Set<string>();
    for (let i = 0; i < 10 && seen.size < 2; i++) {
      const res = await request.get("/metrics", { headers: { Authorization: `Bearer ${OPERATOR_SECRET}` } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("text/plain");
      const text = await res.text();
      for (const series of [
        "storefront_http_requests_total{",
        "storefront_http_request_duration_seconds_bucket{",
        "storefront_upstream_request_duration_seconds_bucket{",
        "storefront_upstream_errors_total",
        "storefront_cache_hits_total{",
        "storefront_cache_misses_total{",
      ]) {
        expect(text, series).toContain(series);
      }
      // Route patterns, not raw paths.
      expect(text).toMatch(/storefront_http_requests_total\{method="GET",route="\/cart",status="200"\}/);
      seen.add(instanceOf(res));
    }
    expect([...seen].sort()).toEqual(INSTANCES);
  });
});
