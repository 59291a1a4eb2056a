import { describe, expect, it, vi, beforeEach } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "current-secret-0123456789abcdefghijklmnop";
  process.env.SESSION_SECRET_PREVIOUS = "previous-secret-0123456789abcdefghijklmno";
});
const logged = vi.hoisted(() => [] as string[]);
vi.mock("../observe/log.server", () => ({ log: (_level: string, msg: string) => logged.push(msg) }));

import { createHmac, randomBytes } from "node:crypto";
import { readSession, writeSession, sealSessionTokens } from "./cookie.server";
import { RequestSession } from "./request-session.server";
import { clearRefreshResults, refreshOnce } from "./refresh.server";
import { sealTokens } from "./token-crypto.server";

const auth = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 120 });
const cookieHeader = (setCookie: string) => setCookie.split(";")[0];
const noRefresh = () => Promise.reject(new Error("no refresh in this test"));

beforeEach(() => {
  logged.length = 0;
  clearRefreshResults();
});

describe("session cookie", () => {
  it("round-trips a signed-in session with encrypted tokens", async () => {
    const s = new RequestSession({}, noRefresh);
    s.signIn(auth(1), true);
    const setCookie = (await s.commit())!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).not.toContain("access-1");
    expect(Buffer.from(cookieHeader(setCookie).split("=")[1].split(".")[0], "base64url").toString()).not.toContain("access");
    const again = new RequestSession(await readSession(cookieHeader(setCookie)), noRefresh);
    expect(again.signedIn).toBe(true);
    expect(again.accessToken).toBe("access-1");
    expect(again.secondsLeft).toBeGreaterThan(100);
  });

  it("keeps where a password reset leads back to across requests, gives it once, and forgets a stale one", async () => {
    const s = new RequestSession({}, noRefresh);
    s.setResetReturn("/checkout/shipping", 3600);
    const again = new RequestSession(await readSession(cookieHeader((await s.commit())!)), noRefresh);
    expect(again.takeResetReturn()).toBe("/checkout/shipping");
    expect(again.takeResetReturn()).toBeNull();
    const stale = new RequestSession({ back: { to: "/checkout/shipping", exp: 1 } }, noRefresh);
    expect(stale.takeResetReturn()).toBeNull();
  });

  it("ends with the browser without remember me", async () => {
    const s = new RequestSession({}, noRefresh);
    s.signIn(auth(1), false);
    expect(await s.commit()).not.toMatch(/Max-Age|Expires/i);
  });

  it("writes nothing when nothing changed", async () => {
    const s = new RequestSession({}, noRefresh);
    expect(await s.commit()).toBeNull();
  });

  it("treats a tampered cookie as a guest", async () => {
    const setCookie = await writeSession({ tok: sealSessionTokens({ access: "a", refresh: "r" }), exp: 9e9 });
    const [name, value] = cookieHeader(setCookie).split("=");
    const tampered = `${name}=${value.slice(0, -3)}abc`;
    expect(await readSession(tampered)).toEqual({});
  });

  it("accepts a cookie signed with the previous secret (rotation)", async () => {
    const previous = process.env.SESSION_SECRET_PREVIOUS!;
    const tok = sealTokens({ access: "old-a", refresh: "old-r" }, previous);
    const value = `${Buffer.from(JSON.stringify({ exp: 9e9 })).toString("base64url")}.${tok}`;
    const header = `session=${value}.${createHmac("sha256", previous).update(value).digest("base64").replace(/=+$/, "")}`;
    const s = new RequestSession(await readSession(header), noRefresh);
    expect(s.accessToken).toBe("old-a");
  });

  it("logs an undecodable token as Invalid Token and continues as a guest", async () => {
    const s = new RequestSession({ tok: "not-a-sealed-token", exp: 9e9 }, noRefresh);
    expect(s.signedIn).toBe(false);
    expect(logged).toContain("Invalid Token");
  });

  it("stays under 3.8 KB in the worst case", async () => {
    // Real tokens (JWTs) are base64url text, which compresses far less than repeated characters.
    const big = randomBytes(900).toString("base64url");
    const s = new RequestSession({}, noRefresh);
    s.setPendingFavourite(123456789, 1800);
    s.signIn({ access_token: big, refresh_token: big, expires_in: 120 }, true);
    s.setGuestCredential("g".repeat(200), 3600);
    s.setCheckout({ address: 123456, company: 123456, type: 123456, pay: 3, phone: "+201010101010" });
    s.markCurrencyChosen();
    s.recentKey(true);
    for (let id = 999_999_000; id < 999_999_030; id++) s.markReviewed(id);
    s.flash({ type: "success", key: "cart.couponApplied", params: { code: "WELCOME10", rate: 10 } });
    const setCookie = (await s.commit())!;
    expect(big.length).toBe(1200);
    expect(Buffer.byteLength(setCookie)).toBeLessThan(3800);
    const back = new RequestSession(await readSession(cookieHeader(setCookie)), noRefresh);
    expect(back.accessToken).toBe(big);
  });
});

describe("sign-in, sign-out and refresh", () => {
  it("keeps the recently viewed key across sign-in and drops it at sign-out (decision 083)", async () => {
    const s = new RequestSession({}, noRefresh);
    expect(s.recentKey(false)).toBeNull();
    const key = s.recentKey(true);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(s.recentKey(true)).toBe(key);
    s.signIn(auth(1), false);
    const back = new RequestSession(await readSession(cookieHeader((await s.commit())!)), noRefresh);
    expect(back.recentKey(false)).toBe(key);
    back.signOut();
    expect(back.recentKey(false)).toBeNull();
  });

  it("remembers the last 20 products the customer reviewed, for the customer only, until sign-out", async () => {
    const s = new RequestSession({}, noRefresh);
    s.markReviewed(7);
    expect(s.hasReviewed(7)).toBe(false);
    s.signIn(auth(1), false);
    for (let id = 1; id <= 21; id++) s.markReviewed(id);
    s.markReviewed(5);
    const back = new RequestSession(await readSession(cookieHeader((await s.commit())!)), noRefresh);
    expect(back.hasReviewed(1)).toBe(false);
    expect([2, 5, 21].map((id) => back.hasReviewed(id))).toEqual([true, true, true]);
    expect(back.snapshot().rev).toHaveLength(20);
    back.signOut();
    expect(back.hasReviewed(21)).toBe(false);
    expect(back.snapshot().rev).toBeUndefined();
  });

  it("holds a shopper only when signed in or with a guest cart", () => {
    const s = new RequestSession({}, noRefresh);
    expect(s.holdsShopper).toBe(false);
    s.setGuestCredential("guest-1", 3600);
    expect(s.holdsShopper).toBe(true);
  });

  it("a guest's pending favourite survives sign-in, expires, and is cleared once taken", async () => {
    const s = new RequestSession({}, noRefresh);
    s.setPendingFavourite(42, 1800);
    s.signIn(auth(1), false);
    expect(s.pendingFavourite).toBe(42);
    const back = new RequestSession(await readSession(cookieHeader((await s.commit())!)), noRefresh);
    expect(back.pendingFavourite).toBe(42);
    back.setPendingFavourite(null);
    expect(back.pendingFavourite).toBeNull();
    expect(back.snapshot().fav).toBeUndefined();
    const stale = new RequestSession({ fav: { p: 42, exp: Math.floor(Date.now() / 1000) - 1 } }, noRefresh);
    expect(stale.pendingFavourite).toBeNull();
  });

  it("sign-out keeps the guest cart and shipping/payment choices but not the address or the wallet number", () => {
    const s = new RequestSession({}, noRefresh);
    s.setGuestCredential("guest-1", 3600);
    s.setCheckout({ address: 7, company: 2, type: 3, pay: 3, phone: "+201010101010" });
    s.signIn(auth(1), false);
    s.signOut();
    expect(s.signedIn).toBe(false);
    expect(s.guestCredential).toBe("guest-1");
    expect(s.checkout).toEqual({ company: 2, type: 3, pay: 3 });
  });

  it("refreshes once per request for concurrent callers", async () => {
    const call = vi.fn(async () => auth(2));
    const s = new RequestSession({}, (t) => refreshOnce(t, call));
    s.signIn(auth(1), false);
    const [a, b] = await Promise.all([s.refresh(), s.refresh()]);
    expect(a).toBe("access-2");
    expect(b).toBe("access-2");
    expect(call).toHaveBeenCalledTimes(1);
    expect(s.accessToken).toBe("access-2");
  });

  it("shares one refresh per refresh token across requests and remembers the answer", async () => {
    const call = vi.fn(async () => auth(3));
    const [x, y] = await Promise.all([refreshOnce("r", call), refreshOnce("r", call)]);
    expect(x).toEqual(y);
    expect(await refreshOnce("r", call)).toEqual(auth(3));
    expect(call).toHaveBeenCalledTimes(1);
    expect(await refreshOnce("r", call, Date.now() + 61_000)).toEqual(auth(3));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("a failed refresh resets the session", async () => {
    const s = new RequestSession({}, () => Promise.reject(new Error("revoked")));
    s.signIn(auth(1), true);
    expect(await s.refresh()).toBeNull();
    expect(s.signedIn).toBe(false);
  });

  it("flash messages are read once", () => {
    const s = new RequestSession({}, noRefresh);
    s.flash({ type: "info", key: "x" });
    expect(s.takeFlash()).toEqual({ type: "info", key: "x" });
    expect(s.takeFlash()).toBeUndefined();
  });
});
