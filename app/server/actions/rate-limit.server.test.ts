import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginSchema } from "~/lib/schemas/forms/auth";
import { LIMITS, createLimiters, registrationChecks } from "./rate-limit.server";

/** The key a sign-in counts under: the form's schema reads every spelling of an account as one. */
const identityKey = (login: string) => LoginSchema.parse({ login, password: "x" }).login;

afterEach(() => vi.useRealTimers());

const quiet = () => {};

describe("rate limits in this process", () => {
  it("allows 10 sign-ins a minute for one account, refuses the 11th with the real time left, and opens again after the window", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const limits = createLimiters({ log: quiet });
    const login = (who: string) => limits.consume([["login", `1.2.3.4:${who}`]]);
    for (let i = 0; i < LIMITS.login.points; i++) expect(await login("a@b.co")).toEqual({ allowed: true });
    vi.advanceTimersByTime(20_000);
    expect(await login("a@b.co")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await login("c@d.co")).toEqual({ allowed: true });
    vi.advanceTimersByTime(40_001);
    expect(await login("a@b.co")).toEqual({ allowed: true });
  });

  it("counts every spelling of one mobile number or e-mail as one account", async () => {
    const spellings = [
      "01012345678",
      "0101-234-5678",
      "+20 101 234 5678",
      "00201012345678",
      "٠١٠١٢٣٤٥٦٧٨",
      "(010) 1234 5678",
      "+201012345678",
      "010.1234.5678",
      "۰۱۰۱۲۳۴۵۶۷۸",
      "0 1 0 1 2 3 4 5 6 7 8",
      "+20-10-1234-5678",
    ];
    expect(new Set(spellings.map(identityKey))).toEqual(new Set(["+201012345678"]));
    expect(new Set(["Sara@Example.com", " sara@example.com ", "SARA@EXAMPLE.COM"].map(identityKey))).toEqual(new Set(["sara@example.com"]));
    // A look-alike spelling is no account at all: the form refuses it before any limit counts.
    expect(LoginSchema.safeParse({ login: "ｓａｒａ@example.com", password: "x" }).success).toBe(false);

    const limits = createLimiters({ log: quiet });
    const verdicts = [];
    for (const spelling of spellings) verdicts.push(await limits.consume([["login", `1.2.3.4:${identityKey(spelling)}`]]));
    expect(verdicts.slice(0, 10).every((v) => v.allowed)).toBe(true);
    expect(verdicts[10].allowed).toBe(false);
  });

  it("checks the address first and stops there, so a refused address mints no identifier keys", async () => {
    const limits = createLimiters({ log: quiet, maxKeysPerWindow: 100 });
    for (let i = 0; i < LIMITS.loginPerAddress.points; i++) {
      expect(
        (
          await limits.consume([
            ["loginPerAddress", "9.9.9.9"],
            ["login", `9.9.9.9:user${i}`],
          ])
        ).allowed,
      ).toBe(true);
    }
    expect(
      (
        await limits.consume([
          ["loginPerAddress", "9.9.9.9"],
          ["login", "9.9.9.9:fresh"],
        ])
      ).allowed,
    ).toBe(false);
    // "fresh" was never counted: from another address its first attempt is its first.
    for (let i = 0; i < LIMITS.login.points; i++) expect((await limits.consume([["login", "9.9.9.9:fresh"]])).allowed).toBe(true);
    expect((await limits.consume([["login", "9.9.9.9:fresh"]])).allowed).toBe(false);
  });

  it("limits one account tried from many addresses, while one address is stopped by its own limit first", async () => {
    const limits = createLimiters({ log: quiet });
    const attempt = (address: string) =>
      limits.consume([
        ["loginPerAddress", address],
        ["login", `${address}:+201001234567`],
        ["loginPerAccount", "+201001234567"],
      ]);
    // One address: refused by its (address, account) limit after 10, having spent 10 of the account's 50.
    for (let i = 0; i < LIMITS.login.points; i++) expect((await attempt("10.0.0.1")).allowed).toBe(true);
    expect((await attempt("10.0.0.1")).allowed).toBe(false);
    // Forty more from forty other addresses fill the account's window; the next address is refused at once.
    for (let i = 0; i < LIMITS.loginPerAccount.points - LIMITS.login.points; i++) expect((await attempt(`10.1.0.${i}`)).allowed).toBe(true);
    const refused = await attempt("10.9.9.9");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("limits one e-mail registered from many addresses, like an account signed in to (issue #40.4)", async () => {
    const limits = createLimiters({ log: quiet });
    const attempt = (address: string) => limits.consume(registrationChecks(address, "taken@example.com"));
    for (let i = 0; i < LIMITS.registerPerAccount.points; i++) expect((await attempt(`10.4.0.${i}`)).allowed).toBe(true);
    expect((await attempt("10.4.9.9")).allowed).toBe(false);
    // Another e-mail from that address is still its own.
    expect((await limits.consume(registrationChecks("10.4.9.9", "other@example.com"))).allowed).toBe(true);
  });

  it("holds a bounded number of keys per window: unseen keys past the bound are refused, known ones still count", async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    const limits = createLimiters({ log: quiet, maxKeysPerWindow: 3 });
    for (const who of ["a", "b", "c"]) expect((await limits.consume([["login", who]])).allowed).toBe(true);
    expect(await limits.consume([["login", "d"]])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limits.consume([["login", "a"]])).allowed).toBe(true);
    // Other limits have their own bound.
    expect((await limits.consume([["register", "d"]])).allowed).toBe(true);
    vi.advanceTimersByTime(60_001);
    expect((await limits.consume([["login", "d"]])).allowed).toBe(true);
  });
});
