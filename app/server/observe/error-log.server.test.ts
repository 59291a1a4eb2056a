import { beforeEach, describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { ERROR_LOG_CAPACITY, clearErrors, listErrors, recordClientError, recordServerError } from "./error-log.server";

beforeEach(() => clearErrors());

describe("error log", () => {
  it("records server errors with a redacted path, newest first", () => {
    recordServerError(new TypeError("boom"), { kind: "loader", url: "http://s/password/reset/tok?x=1", requestId: "r1" });
    recordServerError("plain", { kind: "render" });
    const [latest, first] = listErrors();
    expect(latest).toMatchObject({ source: "server", kind: "render", message: "plain", status: 500 });
    expect(first).toMatchObject({ kind: "loader", message: "TypeError: boom", path: "/password/reset/…", requestId: "r1" });
    expect(first.stack).toContain("boom");
  });

  it("keeps one entry per error object", () => {
    const error = new Error("once");
    recordServerError(error, { kind: "loader" });
    recordServerError(error, { kind: "render" });
    expect(listErrors()).toHaveLength(1);
  });

  it("ignores expected 4xx answers but keeps 5xx ones", () => {
    recordServerError(new ErrorResponseImpl(404, "Not Found", null), { kind: "loader" });
    recordServerError(new ErrorResponseImpl(503, "Unavailable", null), { kind: "loader" });
    expect(listErrors().map((e) => e.status)).toEqual([503]);
  });

  it("keeps the last 100 only", () => {
    for (let i = 0; i < ERROR_LOG_CAPACITY + 5; i++) recordClientError({ kind: "error", message: `m${i}`, url: "/" });
    const all = listErrors();
    expect(all).toHaveLength(ERROR_LOG_CAPACITY);
    expect(all[0].message).toBe(`m${ERROR_LOG_CAPACITY + 4}`);
  });

  it("clears up to what the operator saw", () => {
    recordClientError({ kind: "error", message: "seen", url: "/" });
    const upTo = listErrors()[0].id;
    recordClientError({ kind: "error", message: "later", url: "/" });
    clearErrors(upTo);
    expect(listErrors().map((e) => e.message)).toEqual(["later"]);
    clearErrors();
    expect(listErrors()).toEqual([]);
  });

  it("bounds message and stack", () => {
    recordClientError({ kind: "error", message: "x".repeat(5000), url: "/", stack: "s".repeat(9000) });
    const [e] = listErrors();
    expect(e.message).toHaveLength(500);
    expect(e.stack).toHaveLength(2000);
  });
});
