/** Accounts and tokens: register, login, refresh rotation and grace, logout, passwords, profile, OTP, newsletter, rate limits. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { AuthAnswer, RefreshAnswer, User } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { DEMO_CUSTOMER } from "./seed/customers.ts";
import { caller, newCustomer, testClock } from "./test/helpers.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
const clock = testClock();
const logged: { msg: string; data?: Record<string, unknown> }[] = [];
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  opened = await openTestDatabase();
  const api = createStoreApi({
    db: opened.db,
    demo: true,
    now: clock.now,
    rateLimit: false,
    resetUrl: "http://shop.test/password/reset/",
    log: (_level, msg, data) => logged.push({ msg, data }),
  });
  call = caller((r) => api.fetch(r));
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

async function registered(overrides: Record<string, unknown> = {}) {
  const body = newCustomer(overrides);
  const res = await call("/register", { body, lang: "en" });
  expect(res.status, res.text).toBe(200);
  return { body, ...AuthAnswer.parse(res.body).data };
}

describe("register and login", () => {
  it("registers, signs in at once and answers the contract shape", async () => {
    const r = await registered({ newsletter: 1, gender: "female" });
    expect(r.expires_in).toBe(120);
    expect(r.user).toMatchObject({ email: r.body.email, mobile: `+2${r.body.mobile}`, mobile_verified: 0, newsletter: 1, gender: "female" });
    const me = await call("/store/me", { token: r.access_token });
    expect(me.status).toBe(200);
    expect(User.parse(me.body.data).id).toBe(r.user.id);
  });

  it("refuses taken email, mobile (in another form) and username (any case)", async () => {
    const r = await registered();
    const again = (o: Record<string, unknown>) => call("/register", { body: newCustomer(o), lang: "en" });
    const email = await again({ email: r.body.email.toUpperCase() });
    expect(email.status).toBe(422);
    expect(email.body).toMatchObject({ code: "taken_email", errors: { email: [expect.any(String)] } });
    expect((await again({ mobile: `+2${r.body.mobile}` })).body.code).toBe("taken_mobile");
    expect((await again({ username: r.body.username.toUpperCase() })).body.code).toBe("taken_username");
  });

  it("checks the password rules and the mobile", async () => {
    const weak = await call("/register", { body: newCustomer({ password: "short", password_confirmation: "short" }) });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe("weak_password");
    expect(weak.body.message).toMatch(/[\u0600-\u06FF]/); // Arabic by default
    for (const p of ["alllower1", "ALLUPPER1", "NoDigitsHere"]) {
      expect((await call("/register", { body: newCustomer({ password: p, password_confirmation: p }) })).body.code).toBe("weak_password");
    }
    const mismatch = await call("/register", { body: newCustomer({ password_confirmation: "Other#1234" }) });
    expect(mismatch.body.code).toBe("password_mismatch");
    const mobile = await call("/register", { body: newCustomer({ mobile: "0131234567" }), lang: "en" });
    expect(mobile.status).toBe(422);
    expect(mobile.body.errors.mobile).toBeDefined();
  });

  it("answers 422 with per-field messages for bad bodies, never 500", async () => {
    const res = await call("/register", { body: { first_name: 5, email: "nope" }, lang: "en" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(["first_name", "email", "password"]));
    const malformed = await call("/login", { body: '{"login":', lang: "en" });
    expect(malformed.status).toBe(422);
    const noType = await call("/login", { body: "login=x", headers: { "Content-Type": "text/plain" } });
    expect(noType.status).toBeLessThan(500);
  });

  it("logs in with email, E.164 or local phone, or username; wrong password is invalid_credentials", async () => {
    const r = await registered();
    for (const login of [r.body.email.toUpperCase(), `+2${r.body.mobile}`, r.body.mobile, `0020${r.body.mobile.slice(1)}`, r.body.username]) {
      const res = await call("/login", { body: { login, password: r.body.password, remember: 1 } });
      expect(res.status, login).toBe(200);
      expect(AuthAnswer.parse(res.body).data.user.id).toBe(r.user.id);
    }
    const wrong = await call("/login", { body: { login: r.body.email, password: "Wrong#1234" }, lang: "en" });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: "invalid_credentials", message: "These credentials do not match our records." });
    const unknown = await call("/login", { body: { login: "nobody@example.test", password: "Wrong#1234" } });
    expect(unknown.body.code).toBe("invalid_credentials");
  });

  it("knows the demo customer (email and Saudi/Egyptian phone forms)", async () => {
    for (const login of [DEMO_CUSTOMER.email, DEMO_CUSTOMER.mobile, "01001234567"]) {
      const res = await call("/login", { body: { login, password: DEMO_CUSTOMER.password } });
      expect(res.status, login).toBe(200);
      expect(res.body.data.user).toMatchObject({ email: DEMO_CUSTOMER.email, mobile_verified: 1 });
    }
    const saudi = await registered({ mobile: "0551234567" });
    expect(saudi.user.mobile).toBe("+966551234567");
    expect((await call("/login", { body: { login: "00966 55 123 4567", password: saudi.body.password } })).status).toBe(200);
  });
});

describe("tokens", () => {
  it("access tokens expire after expires_in", async () => {
    const r = await registered();
    clock.advance(119);
    expect((await call("/store/me", { token: r.access_token })).status).toBe(200);
    clock.advance(2);
    const expired = await call("/store/me", { token: r.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBeTruthy();
    expect((await call("/store/me", { token: "at_garbage" })).status).toBe(401);
    expect((await call("/store/me")).status).toBe(401);
  });

  it("rotates refresh tokens; the old one answers the same pair until the successor is used", async () => {
    const r = await registered();
    const first = await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } });
    expect(first.status).toBe(200);
    const pair1 = RefreshAnswer.parse(first.body).data;
    expect(pair1.refresh_token).not.toBe(r.refresh_token);
    expect(pair1.expires_in).toBe(120);
    const again = await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } });
    expect(again.status).toBe(200);
    expect(again.body.data.access_token).toBe(pair1.access_token);
    expect(again.body.data.refresh_token).toBe(pair1.refresh_token);
    expect((await call("/store/me", { token: pair1.access_token })).status).toBe(200);
    // the successor's first use ends the old token's grace
    const second = await call("/refresh_token", { body: { token: pair1.refresh_token, provider: "customer" } });
    expect(second.status).toBe(200);
    expect((await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } })).status).toBe(401);
    // and its own replay still works
    const replay = await call("/refresh_token", { body: { token: pair1.refresh_token, provider: "customer" } });
    expect(replay.body.data.refresh_token).toBe(second.body.data.refresh_token);
  });

  it("the grace ends after 60 s; the provider is required", async () => {
    const r = await registered();
    const first = await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } });
    expect(first.status).toBe(200);
    clock.advance(61);
    expect((await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } })).status).toBe(401);
    expect((await call("/refresh_token", { body: { token: first.body.data.refresh_token, provider: "customer" } })).status).toBe(200);
    expect((await call("/refresh_token", { body: { token: r.refresh_token } })).status).toBe(422);
    expect((await call("/refresh_token", { body: { token: r.refresh_token, provider: "admin" } })).status).toBe(422);
  });

  it("refresh tokens last 7 days", async () => {
    const r = await registered();
    clock.advance(7 * 86_400 + 1);
    expect((await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } })).status).toBe(401);
  });

  it("logout revokes both tokens", async () => {
    const r = await registered();
    const out = await call("/store/logout", { method: "POST", token: r.access_token });
    expect(out.status).toBe(204);
    expect((await call("/store/me", { token: r.access_token })).status).toBe(401);
    expect((await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } })).status).toBe(401);
    expect((await call("/store/logout", { method: "POST" })).status).toBe(401);
  });
});

describe("passwords", () => {
  it("forget logs a reset link in demo mode; reset is single-use and ends sessions", async () => {
    const r = await registered();
    const unknown = await call("/password/forget", { body: { login: "nobody@example.test" }, lang: "en" });
    expect(unknown.status).toBe(200);
    const res = await call("/password/forget", { body: { login: r.body.email }, lang: "en" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(unknown.body.message);
    const link = logged.filter((l) => l.msg.includes("reset link")).at(-1)?.data?.link as string;
    expect(link).toMatch(/^http:\/\/shop\.test\/password\/reset\/[\w-]+$/);
    const token = link.split("/").at(-1)!;
    const weak = await call("/password/reset", { body: { token, password: "weak", password_confirmation: "weak" } });
    expect(weak.body.code).toBe("weak_password");
    const ok = await call("/password/reset", { body: { token, password: "Newpass#2026", password_confirmation: "Newpass#2026" } });
    expect(ok.status).toBe(200);
    expect((await call("/password/reset", { body: { token, password: "Newpass#2027", password_confirmation: "Newpass#2027" } })).status).toBe(422);
    expect((await call("/store/me", { token: r.access_token })).status).toBe(401);
    expect((await call("/login", { body: { login: r.body.email, password: r.body.password } })).body.code).toBe("invalid_credentials");
    expect((await call("/login", { body: { login: r.body.email, password: "Newpass#2026" } })).status).toBe(200);
  });

  it("reset tokens expire after an hour", async () => {
    const r = await registered();
    await call("/password/forget", { body: { login: r.body.mobile } });
    const token = String(logged.filter((l) => l.msg.includes("reset link")).at(-1)?.data?.link)
      .split("/")
      .at(-1)!;
    clock.advance(3601);
    expect((await call("/password/reset", { body: { token, password: "Newpass#2026", password_confirmation: "Newpass#2026" } })).status).toBe(422);
  });

  it("PATCH /store/me/password checks the current password", async () => {
    const r = await registered();
    const wrong = await call("/store/me/password", {
      method: "PATCH",
      token: r.access_token,
      body: { current_password: "Nope#1234", password: "Changed#123", password_confirmation: "Changed#123" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const mismatch = await call("/store/me/password", {
      method: "PATCH",
      token: r.access_token,
      body: { current_password: r.body.password, password: "Changed#123", password_confirmation: "Changed#124" },
    });
    expect(mismatch.body.code).toBe("password_mismatch");
    const ok = await call("/store/me/password", {
      method: "PATCH",
      token: r.access_token,
      body: { current_password: r.body.password, password: "Changed#123", password_confirmation: "Changed#123" },
    });
    expect(ok.status).toBe(200);
    expect((await call("/login", { body: { login: r.body.email, password: "Changed#123" } })).status).toBe(200);
  });
});

describe("profile and OTP", () => {
  it("a new mobile clears mobile_verified; OTP verifies it again", async () => {
    const r = await registered();
    const send0 = await call("/store/otp/send", { token: r.access_token, body: { mobile: r.body.mobile } });
    expect(send0.status).toBe(200);
    expect(send0.body.data.expires_in).toBeGreaterThan(0);
    const code0 = logged.filter((l) => l.msg.includes("OTP")).at(-1)?.data?.code as string;
    const bad = await call("/store/otp/verify", { token: r.access_token, body: { mobile: r.body.mobile, code: code0 === "000000" ? "111111" : "000000" } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("otp_failed");
    const good = await call("/store/otp/verify", { token: r.access_token, body: { mobile: r.body.mobile, code: code0 } });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ data: { verified: 1 } });
    expect((await call("/store/me", { token: r.access_token })).body.data.mobile_verified).toBe(1);
    // single use
    expect((await call("/store/otp/verify", { token: r.access_token, body: { mobile: r.body.mobile, code: code0 } })).body.code).toBe("otp_failed");

    const other = newCustomer();
    const patched = await call("/store/me", {
      method: "PATCH",
      token: r.access_token,
      body: { mobile: other.mobile, first_name: "Renamed", currency: "USD", additional_phone: "0551112222" },
      lang: "en",
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({ first_name: "Renamed", mobile_verified: 0, currency: "USD", additional_phone: "+966551112222" });
    const same = await call("/store/me", { method: "PATCH", token: r.access_token, body: { additional_phone: other.mobile } });
    expect(same.status).toBe(422);
    expect(same.body.errors.additional_phone).toBeDefined();
    const cur = await call("/store/me", { method: "PATCH", token: r.access_token, body: { currency: "XXX" } });
    expect(cur.body.errors.currency).toBeDefined();
    const taken = await call("/store/me", { method: "PATCH", token: r.access_token, body: { email: DEMO_CUSTOMER.email } });
    expect(taken.body.code).toBe("taken_email");
  });

  it("OTP codes expire", async () => {
    const r = await registered();
    await call("/store/otp/send", { token: r.access_token, body: { mobile: r.body.mobile } });
    const code = logged.filter((l) => l.msg.includes("OTP")).at(-1)?.data?.code as string;
    clock.advance(301);
    const refreshed = await call("/refresh_token", { body: { token: r.refresh_token, provider: "customer" } });
    const res = await call("/store/otp/verify", { token: refreshed.body.data.access_token, body: { mobile: r.body.mobile, code } });
    expect(res.body.code).toBe("otp_failed");
  });
});

describe("newsletter", () => {
  it("guests subscribe by email, customers with their token; only customers unsubscribe", async () => {
    const r = await registered();
    expect((await call("/store/newsletter", { body: {} })).status).toBe(422);
    expect((await call("/store/newsletter", { body: { email: "guest@example.test" } })).status).toBe(204);
    expect((await call("/store/newsletter?email=guest@example.test", { method: "DELETE" })).status).toBe(401);
    expect((await call("/store/newsletter", { body: {}, token: r.access_token })).status).toBe(204);
    expect((await call("/store/me", { token: r.access_token })).body.data.newsletter).toBe(1);
    expect((await call("/store/newsletter", { method: "DELETE", token: r.access_token })).status).toBe(204);
    expect((await call("/store/me", { token: r.access_token })).body.data.newsletter).toBe(0);
  });
});

describe("rate limits", () => {
  it("count per call, client address and identifier; 429 with a message", async () => {
    const api = createStoreApi({ db: opened.db, rateLimit: { max: 3, windowSeconds: 60 }, now: clock.now });
    const c = caller((r) => api.fetch(r));
    const attempt = (login: string, ip: string) => c("/login", { body: { login, password: "Wrong#1234" }, headers: { "X-Client-Ip": ip }, lang: "en" });
    for (let i = 0; i < 3; i++) expect((await attempt("a@example.test", "10.0.0.1")).status).toBe(422);
    const limited = await attempt("a@example.test", "10.0.0.1");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await attempt("b@example.test", "10.0.0.1")).status).toBe(422);
    expect((await attempt("a@example.test", "10.0.0.2")).status).toBe(422);
    clock.advance(61);
    expect((await attempt("a@example.test", "10.0.0.1")).status).toBe(422);
  });

  it("X-Forwarded-For counts only with trustProxy", async () => {
    const trusting = createStoreApi({ db: opened.db, rateLimit: { max: 1, windowSeconds: 60 }, trustProxy: true });
    const t = caller((r) => trusting.fetch(r));
    const tries = (ip: string) => t("/login", { body: { login: "x@example.test", password: "Wrong#1234" }, headers: { "X-Forwarded-For": `${ip}, 10.9.9.9` } });
    expect((await tries("1.1.1.1")).status).toBe(422);
    expect((await tries("1.1.1.1")).status).toBe(429);
    expect((await tries("2.2.2.2")).status).toBe(422);
    const plain = createStoreApi({ db: opened.db, rateLimit: { max: 1, windowSeconds: 60 } });
    const p = caller((r) => plain.fetch(r));
    const tries2 = (ip: string) => p("/login", { body: { login: "x@example.test", password: "Wrong#1234" }, headers: { "X-Forwarded-For": ip } });
    expect((await tries2("1.1.1.1")).status).toBe(422);
    expect((await tries2("2.2.2.2")).status).toBe(429); // XFF ignored: same (unknown) client
    const socket = await plain.fetch(
      new Request("http://api.test/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ login: "x@example.test", password: "Wrong#1234" }),
      }),
      { remoteAddress: "3.3.3.3" },
    );
    expect(socket.status).toBe(422);
  });
});
