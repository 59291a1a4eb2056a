import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "root-middleware-test-secret-0123456789abcdef";
});
const log = vi.hoisted(() => vi.fn());
vi.mock("../observe/log.server", () => ({ log }));

import { fakeContext, json } from "../testing/fake-context";
import { rootMiddleware } from "./root-middleware.server";
import { getServices } from "../services.server";
import { transportContext } from "../context.server";

// The process-wide services keep the first transport: every test answers through this one.
let storeApi: (req: Request) => Promise<Response> = async () => json({ message: "unavailable" }, 503);
const context = () => fakeContext({ storeFetch: (req) => storeApi(req) });
const run = (request: Request, next = vi.fn(async () => new Response("page"))) =>
  Promise.resolve(rootMiddleware({ request, context: context(), params: {}, unstable_pattern: "/" } as never, next));

describe("the root middleware when the bootstrap call fails", () => {
  it("logs the spec's 'Bootstrap fetch failed' and answers the error page with the upstream status", async () => {
    const request = new Request("http://shop.test/?lng=en");
    const next = vi.fn(async () => new Response("page"));
    const thrown = await run(request, next).then(
      () => null,
      (e: unknown) => e as { init?: { status?: number }; data?: unknown },
    );
    expect(thrown?.init?.status).toBe(503);
    expect(thrown?.data).toEqual({ kind: "bootstrap" });
    expect(next).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("error", "Bootstrap fetch failed", expect.objectContaining({ requestId: "req-1" }));
  });
});

describe("the root middleware and a form too large", () => {
  const tooLarge = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, {
      method: "POST",
      body: `review=${"x".repeat(300_000)}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
  const refusal = async (request: Request) => {
    const next = vi.fn(async () => new Response("page"));
    const response = (await run(request, next)) as Response;
    expect(next).not.toHaveBeenCalled();
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    return response.text();
  };

  it("answers in the language of the page it came from: ?lng, then the lng cookie", async () => {
    expect(await refusal(tooLarge("http://shop.test/product/x?lng=en"))).toContain('<html lang="en" dir="ltr">');
    expect(await refusal(tooLarge("http://shop.test/cart", { Cookie: "lng=en" }))).toContain("<h1>The form is too large</h1>");
    expect(await refusal(tooLarge("http://shop.test/cart?lng=ar", { Cookie: "lng=en" }))).toContain('<html lang="ar" dir="rtl">');
  });

  it("then the store's default language, and Arabic when the Store API cannot say", async () => {
    expect(await refusal(tooLarge("http://shop.test/cart"))).toContain("<h1>النموذج أكبر مما يقبله المتجر</h1>");
    storeApi = async (req) =>
      new URL(req.url).pathname === "/api/bootstrap"
        ? json({ settings: { name: "Store", default_language: "en" }, menus: { header: [], footer: [] } })
        : json({}, 404);
    expect(await refusal(tooLarge("http://shop.test/cart"))).toContain('<html lang="en" dir="ltr">');
  });
});

describe("the root middleware when the Store API goes down after answering", () => {
  it("a language never loaded still shows the store's name and contact details from the last answer in another (the twenty-first tester)", async () => {
    storeApi = async (req) =>
      new URL(req.url).pathname === "/api/bootstrap"
        ? json({
            settings: { name: "متجر الواحة", default_language: "ar", contact_email: "help@shop.test", contact_phone: "+20 100 000 0000", logo: "logo.png" },
            menus: { header: [], footer: [] },
          })
        : json({}, 404);
    getServices(context().get(transportContext)).shared.invalidate();
    await run(new Request("http://shop.test/?lng=ar"));
    getServices(context().get(transportContext)).shared.invalidate();
    storeApi = async () => json({ message: "unavailable" }, 503);
    const thrown = await run(new Request("http://shop.test/?lng=en")).then(
      () => null,
      (e: unknown) => e as { init?: { status?: number }; data?: unknown },
    );
    expect(thrown?.init?.status).toBe(503);
    // No logo: its picture would come through the Store API that is down.
    expect(thrown?.data).toEqual({ kind: "bootstrap", store: { name: "متجر الواحة", contactEmail: "help@shop.test", contactPhone: "+20 100 000 0000" } });
  });
});
