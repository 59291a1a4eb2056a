import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "entry-server-test-secret-0123456789abcdef";
});
vi.mock("~/server/observe/log.server", () => ({ log: vi.fn() }));

import { log } from "~/server/observe/log.server";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { handleError } from "./entry.server";

const post = (origin?: string) =>
  new Request("http://localhost:3000/password/forget", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
    body: "login=a%40example.com",
  });

describe("handleError", () => {
  beforeEach(() => vi.mocked(log).mockClear());

  it("logs a form React Router refused for its Origin as a refused request at warn, not an unhandled server error (issue #40.4)", () => {
    for (const origin of ["https://localhost:3000", "null", "http://evil.example"]) {
      vi.mocked(log).mockClear();
      handleError(new Error("The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action."), {
        request: post(origin),
      });
      expect(vi.mocked(log).mock.calls, origin).toEqual([
        ["warn", "Request refused: its Origin is not this store's", expect.objectContaining({ origin, url: "/password/forget" })],
      ]);
    }
  });

  it("still logs a real failure of a same-origin action as an unhandled server error", () => {
    handleError(new Error("boom"), { request: post("http://localhost:3000") });
    handleError(new Error("boom"), { request: post() });
    expect(vi.mocked(log).mock.calls.map(([level, msg]) => [level, msg])).toEqual([
      ["error", "Unhandled server error"],
      ["error", "Unhandled server error"],
    ]);
  });

  it("logs React Router's 405 for a POST to a page without an action as a refused request at warn, not '[object Object]' at error", () => {
    const checkout = new Request("http://localhost:3000/checkout", { method: "POST", body: "a=1" });
    handleError(new ErrorResponseImpl(405, "Method Not Allowed", null), { request: checkout });
    expect(vi.mocked(log).mock.calls).toEqual([["warn", "Request refused by the router", { method: "POST", url: "/checkout", status: 405 }]]);
  });
});
