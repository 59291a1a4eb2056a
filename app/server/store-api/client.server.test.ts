import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import vectors from "../../../tests/fixtures/encrypted-e.json";
import { StoreApiError, createStoreApiClient, joinUrl, type StoreFetch } from "./client.server";

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });

function fakeFetch(handler: (req: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn<StoreFetch>(async (req) => {
    requests.push(req);
    return handler(req);
  });
  return { fetch, requests };
}

function client(fetch: StoreFetch, extra: Partial<Parameters<typeof createStoreApiClient>[0]> = {}) {
  return createStoreApiClient({ fetch, baseUrl: "http://store.test/api", timeoutMs: 2000, ...extra });
}

async function caught(p: Promise<unknown>): Promise<StoreApiError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(StoreApiError);
    return error as StoreApiError;
  }
  throw new Error("expected a StoreApiError");
}

describe("joinUrl", () => {
  it.each([
    ["http://h/api", "/bootstrap", "http://h/api/bootstrap"],
    ["http://h/api/", "/bootstrap", "http://h/api/bootstrap"],
    ["http://h/api/", "store/cart/transfer", "http://h/api/store/cart/transfer"],
    ["http://h/api/v1", "//store/pages", "http://h/api/v1/store/pages"],
    ["http://h", "/bootstrap", "http://h/bootstrap"],
  ])("%s + %s → %s", (base, path, expected) => {
    expect(joinUrl(base, path).href).toBe(expected);
  });

  it("appends the query, skipping empty values", () => {
    const url = joinUrl("http://h/api", "store/search", {
      q: "قميص",
      variants: [1, 2, 3],
      page: 2,
      brand: undefined,
      category: null,
      flag: true,
    });
    expect(url.pathname).toBe("/api/store/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: "قميص", variants: "1,2,3", page: "2", flag: "1" });
  });
});

describe("createStoreApiClient — requests", () => {
  it("keeps the base path and sends the contract headers", async () => {
    const { fetch, requests } = fakeFetch(() => json({ ok: 1 }));
    const res = await client(fetch).request("/store/cart", {
      method: "POST",
      lang: "ar",
      token: "tok",
      body: { item_id: 1, unit_id: 2, qty: 1 },
      requestId: "req-1",
      deviceId: "dev-1",
      idempotencyKey: "idem-1",
      headers: { Cookie: "guest_cart=abc" },
    });
    expect(res).toMatchObject({ data: { ok: 1 }, status: 200 });
    const req = requests[0];
    expect(req.url).toBe("http://store.test/api/store/cart");
    expect(req.method).toBe("POST");
    expect(req.headers.get("Accept")).toBe("application/json");
    expect(req.headers.get("Content-Type")).toBe("application/json");
    expect(req.headers.get("X-LANG")).toBe("ar");
    expect(req.headers.get("Authorization")).toBe("Bearer tok");
    expect(req.headers.get("X-Request-Id")).toBe("req-1");
    expect(req.headers.get("X-Device-Id")).toBe("dev-1");
    expect(req.headers.get("Idempotency-Key")).toBe("idem-1");
    expect(req.headers.get("Cookie")).toBe("guest_cart=abc");
    expect(await req.json()).toEqual({ item_id: 1, unit_id: 2, qty: 1 });
  });

  it("sends no auth, body type or optional headers when not given", async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    await client(fetch).request("bootstrap", { lang: "en" });
    const h = requests[0].headers;
    expect(requests[0].method).toBe("GET");
    expect(h.get("X-LANG")).toBe("en");
    for (const name of ["Authorization", "Content-Type", "X-Request-Id", "X-Device-Id", "Idempotency-Key"]) {
      expect(h.get(name)).toBeNull();
    }
  });

  it("sends a string body as is", async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    await client(fetch).request("store/payments/paymob", {
      method: "POST",
      lang: "en",
      body: '{"obj":{"id":1}}',
      query: { hmac: "abc" },
    });
    expect(await requests[0].text()).toBe('{"obj":{"id":1}}');
    expect(requests[0].url).toBe("http://store.test/api/store/payments/paymob?hmac=abc");
  });

  it("refuses a GET with a body", async () => {
    const { fetch } = fakeFetch(() => json({}));
    await expect(client(fetch).request("x", { lang: "ar", body: {} })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("returns the response headers (e.g. the guest cart cookie)", async () => {
    const { fetch } = fakeFetch(() => json({ data: {} }, { headers: { "Set-Cookie": "guest_cart=x; Path=/" } }));
    const res = await client(fetch).request("store/cart", { method: "POST", lang: "ar", body: {} });
    expect(res.headers.getSetCookie()).toEqual(["guest_cart=x; Path=/"]);
  });

  it("answers 204 with data undefined", async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const res = await client(fetch).request("store/logout", { method: "POST", lang: "ar" });
    expect(res).toMatchObject({ status: 204, data: undefined });
  });
});

describe("createStoreApiClient — schema", () => {
  const Schema = z.object({ data: z.object({ n: z.number() }) });

  it("returns the parsed value", async () => {
    const { fetch } = fakeFetch(() => json({ data: { n: 1, extra: 2 } }));
    const { data } = await client(fetch).request("x", { lang: "ar", schema: Schema });
    expect(data).toEqual({ data: { n: 1 } });
  });

  it("a mismatch is a logged 502", async () => {
    const log = vi.fn();
    const { fetch } = fakeFetch(() => json({ data: { n: "nope" } }));
    const err = await caught(client(fetch, { log }).request("x", { lang: "ar", schema: Schema, requestId: "r" }));
    expect(err.status).toBe(502);
    expect(err.code).toBe("invalid_response");
    expect(log).toHaveBeenCalledWith(
      "error",
      expect.stringContaining("does not match"),
      expect.objectContaining({ path: "/api/x", requestId: "r", issues: [expect.stringContaining("data.n")] }),
    );
  });

  it("a 2xx that is not JSON is a 502", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>", { status: 200 }));
    const err = await caught(client(fetch).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 502, code: "bad_response" });
  });
});

describe("createStoreApiClient — errors", () => {
  it("maps the contract error body", async () => {
    const { fetch } = fakeFetch(() =>
      json({ message: "رقم الجوال مستخدم", code: "taken_mobile", errors: { mobile: ["taken"], email: "bad" } }, { status: 422 }),
    );
    const err = await caught(client(fetch).request("register", { method: "POST", lang: "ar", body: {} }));
    expect(err).toMatchObject({
      status: 422,
      code: "taken_mobile",
      message: "رقم الجوال مستخدم",
      errors: { mobile: ["taken"], email: ["bad"] },
      method: "POST",
      path: "/api/register",
    });
    expect(err.headers?.get("Content-Type")).toBe("application/json");
  });

  it.each([500, 502, 503])("a bare %i keeps its status", async (status) => {
    const { fetch } = fakeFetch(() => new Response(null, { status }));
    const err = await caught(client(fetch).request("bootstrap", { lang: "ar" }));
    expect(err.status).toBe(status);
    expect(err.code).toBeUndefined();
    expect(err.message).toContain(String(status));
  });

  it("an HTML error page keeps its status", async () => {
    const { fetch } = fakeFetch(() => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect((await caught(client(fetch).request("x", { lang: "ar" }))).status).toBe(502);
  });

  it("401 and 404 keep their status", async () => {
    const { fetch } = fakeFetch((req) =>
      req.url.endsWith("/me") ? json({ message: "Unauthenticated." }, { status: 401 }) : json({ message: "nf" }, { status: 404 }),
    );
    expect((await caught(client(fetch).request("store/me", { lang: "ar" }))).status).toBe(401);
    expect((await caught(client(fetch).request("store/pages/x", { lang: "ar" }))).status).toBe(404);
  });

  it("a non-error, non-2xx status (unfollowed redirect) becomes 500", async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 302, headers: { Location: "/x" } }));
    expect((await caught(client(fetch).request("x", { lang: "ar" }))).status).toBe(500);
  });

  it("a network failure is a 503", async () => {
    const fetch: StoreFetch = async () => {
      throw new TypeError("fetch failed");
    };
    const err = await caught(client(fetch).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 503, code: "network_error" });
  });
});

describe("createStoreApiClient — timeouts and aborts", () => {
  it("times out a fetch that never resolves (504, code timeout)", async () => {
    const fetch: StoreFetch = () => new Promise<Response>(() => {});
    const started = Date.now();
    const err = await caught(client(fetch, { timeoutMs: 50 }).request("bootstrap", { lang: "ar" }));
    expect(err).toMatchObject({ status: 504, code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("times out a fetch that honours the signal", async () => {
    const fetch: StoreFetch = (req) => new Promise<Response>((_, reject) => req.signal.addEventListener("abort", () => reject(req.signal.reason)));
    const err = await caught(client(fetch, { timeoutMs: 50 }).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 504, code: "timeout" });
  });

  it("times out a body that never ends", async () => {
    const fetch: StoreFetch = async () => new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"a":')) }), { status: 200 });
    const err = await caught(client(fetch, { timeoutMs: 50 }).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 504, code: "timeout" });
  });

  it("a per-call timeout overrides the default", async () => {
    const fetch: StoreFetch = () => new Promise<Response>(() => {});
    const started = Date.now();
    const err = await caught(client(fetch, { timeoutMs: 10_000 }).request("x", { lang: "ar", timeoutMs: 30 }));
    expect(err.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("the caller's abort is a 499, not a timeout", async () => {
    const fetch: StoreFetch = () => new Promise<Response>(() => {});
    const controller = new AbortController();
    const p = client(fetch).request("x", { lang: "ar", signal: controller.signal });
    controller.abort();
    expect(await caught(p)).toMatchObject({ status: 499, code: "aborted" });
  });

  it("an already-aborted signal fails at once", async () => {
    const { fetch } = fakeFetch(() => json({}));
    const err = await caught(client(fetch).request("x", { lang: "ar", signal: AbortSignal.abort() }));
    expect(err.code).toBe("aborted");
  });
});

describe("createStoreApiClient — encrypted answers", () => {
  const openssl = vectors.openssl_passphrase_format;
  const laravel = vectors.laravel_format;

  it.each(openssl.cases.map((c, i) => [i, c] as const))("decrypts OpenSSL vector %i transparently", async (_i, c) => {
    const { fetch } = fakeFetch(() => json({ e: c.e }));
    const { data } = await client(fetch, { encryptionKey: openssl.passphrase }).request("x", { lang: "ar" });
    expect(data).toEqual(JSON.parse(c.plaintext));
  });

  it.each(laravel.cases.map((c, i) => [i, c] as const))("decrypts Laravel vector %i transparently", async (_i, c) => {
    const { fetch } = fakeFetch(() => json({ e: c.e }));
    const { data } = await client(fetch, { encryptionKey: laravel.key_base64 }).request("x", { lang: "ar" });
    expect(data).toEqual(JSON.parse(c.plaintext));
  });

  it("decrypts before applying the schema", async () => {
    const { fetch } = fakeFetch(() => json({ e: laravel.cases[0].e }));
    const Schema = z.object({ data: z.object({ access_token: z.string() }) });
    const { data } = await client(fetch, { encryptionKey: laravel.key_base64 }).request("login", {
      method: "POST",
      lang: "en",
      body: {},
      schema: Schema,
    });
    expect(data.data.access_token).toBe("abc");
  });

  it("decrypts an encrypted error body", async () => {
    const { fetch } = fakeFetch(() => json({ e: laravel.cases[1].e }, { status: 422 }));
    const err = await caught(client(fetch, { encryptionKey: laravel.key_base64 }).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 422, message: "تم بنجاح" });
  });

  it("decrypts an answer holding e beside other keys, replacing the whole answer (the spec)", async () => {
    const c = laravel.cases[0];
    const { fetch } = fakeFetch(() => json({ e: c.e, other: 1, message: "plain" }));
    const { data } = await client(fetch, { encryptionKey: laravel.key_base64 }).request("x", { lang: "ar" });
    expect(data).toEqual(JSON.parse(c.plaintext));
  });

  it("an answer whose e is not a string is left alone", async () => {
    const { fetch } = fakeFetch(() => json({ e: 1, other: 1 }));
    const { data } = await client(fetch).request("x", { lang: "ar" });
    expect(data).toEqual({ e: 1, other: 1 });
  });

  it("an undecryptable e beside other keys is a 502, not a plain answer", async () => {
    const { fetch } = fakeFetch(() => json({ e: "x", other: 1 }));
    expect(await caught(client(fetch, { encryptionKey: laravel.key_base64 }).request("x", { lang: "ar" }))).toMatchObject({
      status: 502,
      code: "decrypt_failed",
    });
  });

  it("a tampered payload is a logged 502", async () => {
    const log = vi.fn();
    const { fetch } = fakeFetch(() => json({ e: laravel.tampered_must_fail[0] }));
    const err = await caught(client(fetch, { encryptionKey: laravel.key_base64, log }).request("x", { lang: "ar" }));
    expect(err).toMatchObject({ status: 502, code: "decrypt_failed" });
    expect(log).toHaveBeenCalledWith("error", expect.any(String), expect.objectContaining({ reason: "bad_mac" }));
  });

  it("without a key an encrypted answer is a 502", async () => {
    const { fetch } = fakeFetch(() => json({ e: openssl.cases[0].e }));
    expect(await caught(client(fetch).request("x", { lang: "ar" }))).toMatchObject({ status: 502, code: "decrypt_failed" });
  });
});

describe("createStoreApiClient — call timings", () => {
  it("reports each call with its path (no query), status and duration", async () => {
    const onCall = vi.fn();
    const { fetch } = fakeFetch((req) => (req.url.includes("missing") ? json({ message: "no" }, { status: 404 }) : json({ ok: 1 })));
    const c = client(fetch, { onCall });
    await c.request("store/search", { lang: "ar", query: { q: "secret words" } });
    await caught(c.request("missing", { lang: "ar", method: "DELETE" }));
    expect(onCall).toHaveBeenCalledTimes(2);
    expect(onCall.mock.calls[0][0]).toMatchObject({ method: "GET", path: "/api/store/search", status: 200 });
    expect(onCall.mock.calls[1][0]).toMatchObject({ method: "DELETE", path: "/api/missing", status: 404 });
    expect(onCall.mock.calls[0][0].ms).toBeGreaterThanOrEqual(0);
  });

  it("reports a timeout as 504 and never fails a call itself", async () => {
    const onCall = vi.fn(() => {
      throw new Error("bookkeeping broke");
    });
    const never: StoreFetch = () => new Promise<Response>(() => {});
    expect(await caught(client(never, { timeoutMs: 30, onCall }).request("x", { lang: "ar" }))).toMatchObject({ status: 504 });
    const { fetch } = fakeFetch(() => json({ ok: 1 }));
    expect((await client(fetch, { onCall }).request("x", { lang: "ar" })).data).toEqual({ ok: 1 });
  });
});

describe("gateway failures React Router can answer", () => {
  it("a timeout, a refusal and a bad answer carry their status in React Router's data() shape; others do not", async () => {
    const { StoreApiError } = await import("./client.server");
    const { isRouteErrorResponse } = await import("react-router");
    for (const status of [502, 503, 504]) {
      const error = new StoreApiError({ status, message: "x", method: "GET", path: "/p" });
      expect(error).toMatchObject({ type: "DataWithResponseInit", data: null, init: { status } });
    }
    const notFound = new StoreApiError({ status: 404, message: "x", method: "GET", path: "/p" });
    expect("type" in notFound && notFound.type).toBeFalsy();
    expect(isRouteErrorResponse(notFound)).toBe(false);
  });
});
