import { describe, expect, it } from "vitest";
import { sandboxOrigins } from "./paymob-sandbox";

describe("the demo sandbox's origin", () => {
  it("is the other loopback name on the same port, so it is another origin than the shop", () => {
    expect(sandboxOrigins({ PUBLIC_URL: undefined, PORT: 3000 })).toEqual({ shop: "http://localhost:3000", sandbox: "http://127.0.0.1:3000" });
    expect(sandboxOrigins({ PUBLIC_URL: "http://localhost:3500/", PORT: 3500 })).toEqual({ shop: "http://localhost:3500", sandbox: "http://127.0.0.1:3500" });
    expect(sandboxOrigins({ PUBLIC_URL: "http://127.0.0.1:8080", PORT: 3000 })).toEqual({ shop: "http://127.0.0.1:8080", sandbox: "http://localhost:8080" });
  });

  it("shares the shop's origin behind any other host", () => {
    expect(sandboxOrigins({ PUBLIC_URL: "https://demo.example.com", PORT: 3000 })).toEqual({
      shop: "https://demo.example.com",
      sandbox: "https://demo.example.com",
    });
  });
});
