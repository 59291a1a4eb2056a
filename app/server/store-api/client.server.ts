/**
 * The one way the storefront talks to the Store API (DESIGN.md §4, store-api-contract.md).
 *
 * The client is given a fetch-shaped function: the embedded API's handler in demo mode
 * (in-process, no socket) or global `fetch` for an operator's backend. Per-area modules
 * (`./store-api/*.server.ts`) build typed calls on top of `request`.
 *
 * Errors: every failure is a `StoreApiError` carrying an HTTP status a route can answer
 * with:
 *   - upstream non-2xx         → the upstream status (500 when it is not a 4xx/5xx), the
 *                                contract's `code`, `message`, `errors` from its body;
 *   - timeout                  → 504, code `timeout`;
 *   - network failure          → 503, code `network_error` (no upstream status exists;
 *                                503 says "upstream unavailable" better than the spec's
 *                                default 500);
 *   - caller's signal aborted  → 499, code `aborted` (the shopper went away);
 *   - 2xx that is not JSON     → 502, code `bad_response`;
 *   - `e` not decryptable      → 502, code `decrypt_failed` (an answer holding a string `e`
 *                                is replaced by its decrypted JSON, other keys dropped);
 *   - schema mismatch          → 502, code `invalid_response` (logged with the issues).
 */
import type { z } from "zod";
import { DecryptError, decryptE } from "./decrypt.server";

export type StoreLang = "ar" | "en";
export type StoreFetch = (request: Request) => Promise<Response>;
export type StoreLogLevel = "info" | "warn" | "error";
export type StoreLog = (level: StoreLogLevel, msg: string, data?: Record<string, unknown>) => void;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface StoreApiClientOptions {
  fetch: StoreFetch;
  /** e.g. `http://store.example/api/` — a path in it is kept. */
  baseUrl: string;
  /** Default per-call timeout. */
  timeoutMs: number;
  /** `STORE_API_ENCRYPTION_KEY`: passphrase (OpenSSL format) or base64 key (Laravel). */
  encryptionKey?: string;
  log?: StoreLog;
  /** Told after every call, answered or failed (the operator's upstream timings). */
  onCall?: (call: StoreCallTiming) => void;
}

export interface StoreCallTiming {
  method: HttpMethod;
  /** The URL's path, without the query. */
  path: string;
  /** The upstream status, or this client's mapping of a failure (504 timeout, 503 network, …). */
  status: number;
  ms: number;
  /** The storefront request that made the call, for the log. */
  requestId?: string;
}

export interface StoreRequestOptions {
  /** Default GET. */
  method?: HttpMethod;
  lang: StoreLang;
  /** Access token → `Authorization: Bearer`. */
  token?: string | null;
  /**
   * JSON-serialised; a string is sent as is (already-serialised JSON, e.g. a forwarded
   * callback body). `Content-Type: application/json` unless `headers` set one.
   */
  body?: unknown;
  /** Appended to the URL; null/undefined skipped, arrays comma-joined, booleans as 1/0. */
  query?: Query;
  /** Extra headers (e.g. `Cookie: guest_cart=…`); they override the defaults. */
  headers?: HeadersInit;
  requestId?: string;
  deviceId?: string;
  idempotencyKey?: string;
  /** The caller's signal (e.g. `request.signal`), combined with the timeout. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call (e.g. 800 ms for optional sections). */
  timeoutMs?: number;
}

export interface StoreResponse<T> {
  /** The parsed (decrypted, schema-checked) JSON; `undefined` for 204/205 or an empty body. */
  data: T;
  status: number;
  headers: Headers;
}

export interface StoreApiClient {
  request<S extends z.ZodType>(path: string, options: StoreRequestOptions & { schema: S }): Promise<StoreResponse<z.output<S>>>;
  request<T = unknown>(path: string, options: StoreRequestOptions & { schema?: undefined }): Promise<StoreResponse<T>>;
  /** The absolute URL a path (and query) resolves to — e.g. for the media proxy. */
  url(path: string, query?: Query): URL;
}

export type StoreErrorFields = Record<string, string[]>;

const GATEWAY_FAILURES = new Set([502, 503, 504]);

export class StoreApiError extends Error {
  /** HTTP status to answer with: the upstream one, or the mapping in this file's header. */
  readonly status: number;
  /** The contract's error code (`out_of_stock`, …) or this client's (`timeout`, …). */
  readonly code: string | undefined;
  /** Per-field messages from a 422 (`{ field: [messages] }`). */
  readonly errors: StoreErrorFields | undefined;
  /** Upstream response headers, when there was a response (e.g. `Retry-After`). */
  readonly headers: Headers | undefined;
  readonly method: string;
  readonly path: string;
  /**
   * Set on gateway failures (502, 503, 504) only: the shape of React Router's `data(null, { status })`,
   * which it answers with that status and the error page. A loader that does not catch a timeout
   * then answers 504 (503 when nothing listens) instead of 500 (decision 025); code that catches
   * StoreApiError sees no difference.
   */
  readonly type?: "DataWithResponseInit";
  readonly data?: null;
  readonly init?: ResponseInit;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    errors?: StoreErrorFields;
    headers?: Headers;
    method: string;
    path: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "StoreApiError";
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.headers = init.headers;
    this.method = init.method;
    this.path = init.path;
    if (GATEWAY_FAILURES.has(init.status)) {
      this.type = "DataWithResponseInit";
      this.data = null;
      this.init = { status: init.status };
    }
  }
}

export function isStoreApiError(error: unknown): error is StoreApiError {
  return error instanceof StoreApiError;
}

/** The Store API down or too slow (502, 503, 504), as against a call it answered with a refusal. */
export function isGatewayFailure(error: unknown): error is StoreApiError {
  return isStoreApiError(error) && GATEWAY_FAILURES.has(error.status);
}

// ── helpers ────────────────────────────────────────────────────────────────

export function joinUrl(baseUrl: string, path: string, query?: Query): URL {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const url = new URL(path.replace(/^\/+/, ""), base);
  if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      const text = Array.isArray(value) ? value.join(",") : typeof value === "boolean" ? (value ? "1" : "0") : String(value);
      url.searchParams.append(key, text);
    }
  }
  return url;
}

/** Resolve/reject with `promise`, or reject with `signal.reason` when it aborts first. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

/** The spec: any answer holding an encrypted field `e` is replaced by its decrypted JSON, whatever else it holds. */
function isEncryptedEnvelope(v: unknown): v is { e: string } {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  return typeof (v as { e?: unknown }).e === "string";
}

function normaliseFieldErrors(v: unknown): StoreErrorFields | undefined {
  if (!v || typeof v !== "object" || Array.isArray(v)) return undefined;
  const out: StoreErrorFields = {};
  for (const [field, messages] of Object.entries(v as Record<string, unknown>)) {
    if (Array.isArray(messages)) {
      const list = messages.filter((m): m is string => typeof m === "string");
      if (list.length) out[field] = list;
    } else if (typeof messages === "string") {
      out[field] = [messages];
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function summariseIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.slice(0, 10).map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`);
}

// ── the client ─────────────────────────────────────────────────────────────

export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  const log: StoreLog = options.log ?? (() => {});

  async function timed(path: string, opts: StoreRequestOptions & { schema?: z.ZodType }): Promise<StoreResponse<unknown>> {
    if (!options.onCall) return request(path, opts);
    const started = performance.now();
    const report = (status: number) => {
      try {
        const url = joinUrl(options.baseUrl, path);
        options.onCall!({ method: opts.method ?? "GET", path: url.pathname, status, ms: performance.now() - started, requestId: opts.requestId });
      } catch {
        // Bookkeeping never fails a call.
      }
    };
    try {
      const answer = await request(path, opts);
      report(answer.status);
      return answer;
    } catch (error) {
      report(isStoreApiError(error) ? error.status : 500);
      throw error;
    }
  }

  async function request(path: string, opts: StoreRequestOptions & { schema?: z.ZodType }): Promise<StoreResponse<unknown>> {
    const method = opts.method ?? "GET";
    const url = joinUrl(options.baseUrl, path, opts.query);
    const logData = { method, path: url.pathname, requestId: opts.requestId };
    const fail = (init: Omit<ConstructorParameters<typeof StoreApiError>[0], "method" | "path">) => new StoreApiError({ ...init, method, path: url.pathname });

    if (opts.body !== undefined && method === "GET") {
      throw new TypeError(`Store API ${method} ${path} cannot carry a body`);
    }

    // Headers: defaults, then the caller's.
    const headers = new Headers({ Accept: "application/json", "X-LANG": opts.lang });
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
      headers.set("Content-Type", "application/json");
    }
    if (opts.token) headers.set("Authorization", `Bearer ${opts.token}`);
    if (opts.requestId) headers.set("X-Request-Id", opts.requestId);
    if (opts.deviceId) headers.set("X-Device-Id", opts.deviceId);
    if (opts.idempotencyKey) headers.set("Idempotency-Key", opts.idempotencyKey);
    if (opts.headers) new Headers(opts.headers).forEach((value, key) => headers.set(key, value));

    // Timeout combined with the caller's signal.
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs;
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeoutSignal]) : timeoutSignal;

    const abortError = (cause: unknown): StoreApiError => {
      if (opts.signal?.aborted && !timeoutSignal.aborted) {
        return fail({ status: 499, code: "aborted", message: "Request aborted by the caller", cause });
      }
      log("error", "Store API timeout", { ...logData, timeoutMs });
      return fail({ status: 504, code: "timeout", message: `Store API timed out after ${timeoutMs} ms`, cause });
    };

    let response: Response;
    let raw: string;
    try {
      const req = new Request(url, { method, headers, body, signal });
      response = await raceAbort(options.fetch(req), signal);
    } catch (error) {
      if (signal.aborted) throw abortError(error);
      log("error", "Store API unreachable", { ...logData, error: String(error) });
      throw fail({ status: 503, code: "network_error", message: "Store API unreachable", cause: error });
    }
    try {
      raw = await raceAbort(response.text(), signal);
    } catch (error) {
      response.body?.cancel().catch(() => {});
      if (signal.aborted) throw abortError(error);
      log("error", "Store API answer could not be read", { ...logData, status: response.status, error: String(error) });
      throw fail({ status: 502, code: "bad_response", message: "Store API answer could not be read", cause: error });
    }

    const status = response.status;
    const ok = status >= 200 && status < 300;

    // Parse JSON (an empty body is `undefined`).
    let parsed: unknown;
    let isJson = true;
    if (raw.trim() !== "") {
      try {
        parsed = JSON.parse(raw);
      } catch {
        isJson = false;
      }
    }
    if (!isJson && ok) {
      log("error", "Store API answer is not JSON", { ...logData, status });
      throw fail({ status: 502, code: "bad_response", message: "Store API answer is not JSON" });
    }

    // Decrypt `{ e }`.
    if (isEncryptedEnvelope(parsed)) {
      if (!options.encryptionKey) {
        log("error", "Encrypted Store API answer but no STORE_API_ENCRYPTION_KEY", { ...logData, status });
        throw fail({ status: 502, code: "decrypt_failed", message: "Encrypted answer but no key configured" });
      }
      try {
        parsed = decryptE(parsed.e, options.encryptionKey);
      } catch (error) {
        const reason = error instanceof DecryptError ? error.reason : "unknown";
        log("error", "Store API answer could not be decrypted", { ...logData, status, reason });
        throw fail({ status: 502, code: "decrypt_failed", message: "Store API answer could not be decrypted", cause: error });
      }
    }

    if (!ok) {
      const errorBody = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
      const upstreamStatus = status >= 400 && status <= 599 ? status : 500;
      const message =
        typeof errorBody.message === "string" && errorBody.message !== ""
          ? errorBody.message
          : `Store API error ${status}${response.statusText ? ` ${response.statusText}` : ""}`;
      if (upstreamStatus >= 500) log("error", "Store API error", { ...logData, status, message });
      else if (upstreamStatus === 429) log("warn", "Store API rate limited", { ...logData, status });
      throw fail({
        status: upstreamStatus,
        message,
        code: typeof errorBody.code === "string" ? errorBody.code : undefined,
        errors: normaliseFieldErrors(errorBody.errors),
        headers: response.headers,
      });
    }

    if (status === 204 || status === 205) {
      return { data: undefined, status, headers: response.headers };
    }

    if (opts.schema) {
      const result = opts.schema.safeParse(parsed);
      if (!result.success) {
        const issues = summariseIssues(result.error.issues);
        log("error", "Store API answer does not match the expected shape", { ...logData, status, issues });
        throw fail({
          status: 502,
          code: "invalid_response",
          message: `Store API answer for ${method} ${url.pathname} does not match the expected shape`,
          cause: result.error,
        });
      }
      parsed = result.data;
    }

    return { data: parsed, status, headers: response.headers };
  }

  return {
    request: timed as StoreApiClient["request"],
    url: (path, query) => joinUrl(options.baseUrl, path, query),
  };
}
