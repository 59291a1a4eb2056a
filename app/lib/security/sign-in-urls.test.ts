import { describe, expect, it } from "vitest";
import { loginPath, loginUrl, passwordForgetUrl, registerUrl } from "./sign-in-urls";

describe("sign-in links", () => {
  it("carry the way back, encoded, or none", () => {
    expect(loginUrl("/account/orders?page=2")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
    expect(loginUrl("/phones/p-1#reviews")).toBe("/login?redirectTo=%2Fphones%2Fp-1%23reviews");
    expect(loginUrl("")).toBe("/login");
    expect(loginUrl(null)).toBe("/login");
    expect(registerUrl("/checkout/shipping")).toBe("/register?redirectTo=%2Fcheckout%2Fshipping");
    expect(registerUrl("")).toBe("/register");
    expect(passwordForgetUrl("/cart")).toBe("/password/forget?redirectTo=%2Fcart");
    expect(passwordForgetUrl(undefined)).toBe("/password/forget");
  });

  it("put the keep-cart step first and the guest's favourite last", () => {
    expect(loginUrl("/checkout/shipping", { step: "keep-cart" })).toBe("/login?step=keep-cart&redirectTo=%2Fcheckout%2Fshipping");
    expect(loginUrl("/phones/p-42", { favourite: 42 })).toBe("/login?redirectTo=%2Fphones%2Fp-42&favourite=42");
  });

  it("send a request back to its own page, or home when that could not be a redirect target", () => {
    expect(loginPath(new Request("https://shop.test/account/orders?status=closed"))).toBe("/login?redirectTo=%2Faccount%2Forders%3Fstatus%3Dclosed");
    expect(loginPath(new Request("https://shop.test/account?_data=routes%2Faccount"))).toBe("/login?redirectTo=%2Faccount");
    expect(loginPath(new Request("https://shop.test//evil.example/x"))).toBe("/login?redirectTo=%2F");
  });
});
