import { describe, expect, it } from "vitest";
import { cleanPhone, isEgyptianMobile, parsePhone, samePhone } from "./phone";

describe("phone rules", () => {
  it.each([
    ["01012345678", "+201012345678", "EG"],
    ["01112345678", "+201112345678", "EG"],
    ["01212345678", "+201212345678", "EG"],
    ["01512345678", "+201512345678", "EG"],
    ["+201012345678", "+201012345678", "EG"],
    ["00201012345678", "+201012345678", "EG"],
    ["010 1234-5678", "+201012345678", "EG"],
    ["٠١٠١٢٣٤٥٦٧٨", "+201012345678", "EG"],
    ["۰۱۰۱۲۳۴۵۶۷۸", "+201012345678", "EG"],
    ["０１０１２３４５６７８", "+201012345678", "EG"],
    ["0512345678", "+966512345678", "SA"],
    ["+966512345678", "+966512345678", "SA"],
  ])("%s is %s (%s)", (input, e164, country) => {
    expect(parsePhone(input)).toEqual({ e164, country });
  });

  it.each([
    "01312345678", // no such Egyptian operator prefix
    "0101234567", // too short
    "010123456789", // too long
    "+2001012345678", // +20 keeps no 0
    "0412345678", // Saudi mobiles start with 05
    "+9660512345678",
    "+966412345678",
    "512345678",
    "phone",
    "",
  ])("%s is not a valid mobile", (input) => {
    expect(parsePhone(input)).toBeNull();
  });

  it("checks Egypt and Saudi Arabia separately: each prefix only takes its own rule", () => {
    expect(parsePhone("+20512345678")).toBeNull();
    expect(parsePhone("+9661012345678")).toBeNull();
  });

  it("wallets are Egyptian only", () => {
    expect(isEgyptianMobile("01010101010")).toBe(true);
    expect(isEgyptianMobile("0512345678")).toBe(false);
  });

  it("compares numbers however typed", () => {
    expect(samePhone("01012345678", "+20 101 234 5678")).toBe(true);
    expect(samePhone("01012345678", "01112345678")).toBe(false);
    expect(cleanPhone("(010) 123.45678")).toBe("01012345678");
  });
});
