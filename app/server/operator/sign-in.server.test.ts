import { describe, expect, it } from "vitest";
import { OPERATOR_COOKIE_MAX_AGE, isOperator, operatorCookieHeader, secretMatches, signOperatorCookie, verifyOperatorCookie } from "./sign-in.server";

const SECRET = "operator-secret-0123456789abcdef-xyz";
const now = 1_700_000_000_000;
const req = (headers: Record<string, string> = {}) => new Request("http://shop.test/errors", { headers });

describe("operator secret", () => {
  it("matches only the configured secret", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(1), SECRET)).toBe(false);
    expect(secretMatches("", SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
  });

  it("matches nothing when no secret is configured", () => {
    expect(secretMatches("", undefined)).toBe(false);
    expect(secretMatches("anything", "")).toBe(false);
    expect(isOperator(req({ "X-Operator-Secret": "" }), undefined)).toBe(false);
  });

  it("accepts the header", () => {
    expect(isOperator(req({ "X-Operator-Secret": SECRET }), SECRET, now)).toBe(true);
    expect(isOperator(req({ "X-Operator-Secret": "wrong" }), SECRET, now)).toBe(false);
    expect(isOperator(req(), SECRET, now)).toBe(false);
  });
});

describe("operator cookie", () => {
  it("is valid until it expires", () => {
    const value = signOperatorCookie(SECRET, now);
    expect(verifyOperatorCookie(value, SECRET, now)).toBe(true);
    expect(verifyOperatorCookie(value, SECRET, now + (OPERATOR_COOKIE_MAX_AGE - 1) * 1000)).toBe(true);
    expect(verifyOperatorCookie(value, SECRET, now + OPERATOR_COOKIE_MAX_AGE * 1000)).toBe(false);
    expect(isOperator(req({ Cookie: `lng=en; operator=${value}` }), SECRET, now)).toBe(true);
  });

  it("is refused when forged, tampered, from another secret or too far in the future", () => {
    const value = signOperatorCookie(SECRET, now);
    const [exp, mac] = value.split(".");
    expect(verifyOperatorCookie(`${Number(exp) + 60}.${mac}`, SECRET, now)).toBe(false);
    const tampered = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(verifyOperatorCookie(`${exp}.${tampered}`, SECRET, now)).toBe(false);
    expect(verifyOperatorCookie(value, `${SECRET}-rotated`, now)).toBe(false);
    expect(verifyOperatorCookie(signOperatorCookie(SECRET, now + 3600_000), SECRET, now)).toBe(false);
    expect(verifyOperatorCookie("garbage", SECRET, now)).toBe(false);
    expect(verifyOperatorCookie(value, undefined, now)).toBe(false);
  });

  it("is HttpOnly, SameSite=Strict and short-lived; clearing expires it", () => {
    const set = operatorCookieHeader("v");
    expect(set).toContain("HttpOnly");
    expect(set).toContain("SameSite=Strict");
    expect(set).toContain(`Max-Age=${OPERATOR_COOKIE_MAX_AGE}`);
    expect(operatorCookieHeader(null)).toContain("Max-Age=0");
  });
});
