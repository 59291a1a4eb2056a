import { describe, expect, it } from "vitest";
import { createRepeatAddGuard, visitorOf, WINDOW_MS } from "./repeat-add-guard.server";

const line = { item_id: 7, unit_id: 3, qty: 1 };

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("repeat add guard", () => {
  it("gives the same key to the same press within the window and says it repeats", () => {
    const c = clock();
    const guard = createRepeatAddGuard(c.now);
    const first = guard.keyFor("visitor-a", line)!;
    expect(first.repeat).toBe(false);
    expect(first.key).toMatch(/^card:[0-9a-f]{40}$/);
    c.advance(WINDOW_MS - 1);
    expect(guard.keyFor("visitor-a", line)).toEqual({ key: first.key, repeat: true });
  });

  it("a press after the window is a new add with a new key", () => {
    const c = clock();
    const guard = createRepeatAddGuard(c.now);
    const first = guard.keyFor("visitor-a", line)!;
    c.advance(WINDOW_MS);
    const later = guard.keyFor("visitor-a", line)!;
    expect(later.repeat).toBe(false);
    expect(later.key).not.toBe(first.key);
  });

  it("another visitor, item, unit or quantity is never a repeat", () => {
    const guard = createRepeatAddGuard(clock().now);
    const first = guard.keyFor("visitor-a", line)!;
    for (const [visitor, other] of [
      ["visitor-b", line],
      ["visitor-a", { ...line, item_id: 8 }],
      ["visitor-a", { ...line, unit_id: 4 }],
      ["visitor-a", { ...line, qty: 2 }],
    ] as const) {
      const next = guard.keyFor(visitor, other)!;
      expect(next.repeat).toBe(false);
      expect(next.key).not.toBe(first.key);
    }
  });

  it("two processes derive the same key for a press in the same time slot", () => {
    const start = 30 * WINDOW_MS + 10;
    const a = createRepeatAddGuard(clock(start).now);
    const b = createRepeatAddGuard(clock(start + 500).now);
    expect(a.keyFor("visitor-a", line)!.key).toBe(b.keyFor("visitor-a", line)!.key);
  });

  it("has no key for a visitor without identity (each such add makes its own new cart)", () => {
    expect(createRepeatAddGuard().keyFor(null, line)).toBeNull();
  });

  it("forgets old presses, however many visitors there are", () => {
    const c = clock();
    const guard = createRepeatAddGuard(c.now);
    const first = guard.keyFor("visitor-0", line)!;
    for (let i = 1; i <= 12_000; i++) guard.keyFor(`visitor-${i}`, line);
    // visitor-0 was swept when the map went past its bound, so this is a new entry (same slot: same derived key).
    const again = guard.keyFor("visitor-0", line)!;
    expect(again.repeat).toBe(false);
    expect(again.key).toBe(first.key);
  });
});

describe("visitorOf", () => {
  const base = { signedIn: false, refreshToken: null, accessToken: null, guestCredential: null };
  it("is the signed-in session, else the guest cart, else nobody; never the credential itself", () => {
    const signedIn = visitorOf({ ...base, signedIn: true, refreshToken: "refresh-1", accessToken: "access-1" })!;
    const guest = visitorOf({ ...base, guestCredential: "guest-1" })!;
    expect(signedIn).toMatch(/^[0-9a-f]{64}$/);
    expect(guest).not.toBe(signedIn);
    expect(signedIn).not.toContain("refresh-1");
    expect(visitorOf(base)).toBeNull();
    // The same session gives the same visitor; a guest credential next to a token does not matter.
    expect(visitorOf({ ...base, signedIn: true, refreshToken: "refresh-1", accessToken: "other", guestCredential: "g" })).toBe(signedIn);
  });
});

describe("a press that made the cart (decision 085)", () => {
  it("makes the same press with the new cart's credential a repeat with no key, within the window only", () => {
    let t = 0;
    const guard = createRepeatAddGuard(() => t);
    const line = { item_id: 1, unit_id: 2, qty: 1 };
    guard.remember("new-cart", line);
    t = 1000;
    expect(guard.keyFor("new-cart", line)).toEqual({ key: "", repeat: true });
    expect(guard.keyFor("someone-else", line)?.repeat).toBe(false);
    t = 10_000;
    expect(guard.keyFor("new-cart", line)).toMatchObject({ repeat: false, key: expect.stringMatching(/^card:/) });
    guard.remember(null, line);
  });
});
