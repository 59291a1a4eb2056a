import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "root-middleware-test-secret-0123456789abcdef";
});
const log = vi.hoisted(() => vi.fn());
vi.mock("../observe/log.server", () => ({ log }));

import { fakeContext, json } from "../testing/fake-context";
import { rootMiddleware } from "./root-middleware.server";

describe("the root middleware when the bootstrap call fails", () => {
  it("logs the spec's 'Bootstrap fetch failed' and answers the error page with the upstream status", async () => {
    const context = fakeContext({ storeFetch: async () => json({ message: "unavailable" }, 503) });
    const request = new Request("http://shop.test/?lng=en");
    const next = vi.fn(async () => new Response("page"));
    const thrown = await Promise.resolve(rootMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, next)).then(
      () => null,
      (e: unknown) => e as { init?: { status?: number }; data?: unknown },
    );
    expect(thrown?.init?.status).toBe(503);
    expect(thrown?.data).toEqual({ kind: "bootstrap" });
    expect(next).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("error", "Bootstrap fetch failed", expect.objectContaining({ requestId: "req-1" }));
  });
});
