import { createStoreApi, type StoreApiOptions } from "../app.ts";
import type { OpenDatabaseOptions } from "../db/open.ts";
import { openTestDatabase } from "../testing.ts";

export const BASE = "http://api.test";

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  lang?: "ar" | "en" | null;
  headers?: Record<string, string>;
  cookie?: string | null;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function readAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** A call helper over any fetch-shaped handler. */
export function caller(fetch: (req: Request) => Promise<Response>, base = BASE) {
  return async function call(path: string, o: CallOptions = {}): Promise<Answer> {
    const headers = new Headers(o.headers);
    if (o.lang) headers.set("X-LANG", o.lang);
    if (o.token) headers.set("Authorization", `Bearer ${o.token}`);
    if (o.cookie) headers.set("Cookie", o.cookie);
    let body: BodyInit | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === "string" ? o.body : JSON.stringify(o.body);
      if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
    }
    const res = await fetch(new Request(base + path, { method: o.method ?? (o.body !== undefined ? "POST" : "GET"), headers, body }));
    return readAnswer(res);
  };
}

export async function openTestApi(dbOpts: Pick<OpenDatabaseOptions, "settingsOverrides"> = {}, apiOpts: Omit<StoreApiOptions, "db"> = {}) {
  const opened = await openTestDatabase(dbOpts);
  const api = createStoreApi({ db: opened.db, ...apiOpts });
  async function get(path: string, lang: "ar" | "en" | null = null, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (lang) headers.set("X-LANG", lang);
    return readAnswer(await api.fetch(new Request(BASE + path, { ...init, headers })));
  }
  return { opened, api, get, call: caller((r) => api.fetch(r)) };
}

/** A controllable clock for createStoreApi's `now`. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(seconds: number) {
      t += seconds * 1000;
    },
  };
}

let counter = 0;
/** A fresh registration body (unique email/username/mobile per call in this process). */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(8, "0").slice(-8);
  return {
    first_name: "Test",
    last_name: "Customer",
    username: `user_${n}`,
    email: `user${n}@example.test`,
    mobile: `010${n}`,
    password: "Secret#123",
    password_confirmation: "Secret#123",
    ...overrides,
  };
}
