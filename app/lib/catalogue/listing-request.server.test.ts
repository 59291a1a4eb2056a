import { describe, expect, it } from "vitest";
import { chosenFields, clearAllHref } from "./catalogue-filters";
import { parseFilters } from "./catalogue-query.server";
import { countAnswer, listingFilters } from "./listing-request.server";

/** Where the listing's loader sends `url`, or null when it lets it through. */
function redirected(url: string, fallback = "/phones"): { status: number; location: string | null } | null {
  try {
    listingFilters(new Request(url), fallback);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location") };
  }
}

describe("the filter form's blank fields (decision 099)", () => {
  it("the form's set fields only, in their order, a repeated name kept", () => {
    const sent: Array<[string, string]> = [
      ["q", " "],
      ["min_price", ""],
      ["max_price", "500"],
      ["brand", ""],
      ["variant", "2"],
      ["variant", "7"],
      ["sort", "newest"],
    ];
    expect(chosenFields(sent).toString()).toBe("max_price=500&variant=2&variant=7&sort=newest");
  });

  it("a listing URL with blank filters is sent to the same path with only its set, known names", () => {
    expect(redirected("http://shop.test/phones?brand=&min_price=&max_price=900&sort=price_asc&utm_source=x")).toEqual({
      status: 302,
      location: "/phones?max_price=900&sort=price_asc",
    });
    expect(redirected("http://shop.test/search?q=%D9%87%D8%A7%D8%AA%D9%81&category=&brand=&sort=", "/search")).toEqual({
      status: 302,
      location: "/search?q=%D9%87%D8%A7%D8%AA%D9%81",
    });
    expect(redirected("http://shop.test/phones?brand=&min_price=&max_price=&sort=")).toEqual({ status: 302, location: "/phones" });
  });

  it("a clean URL, or one with unknown names only, is left alone", () => {
    expect(redirected("http://shop.test/phones?max_price=900&sort=price_asc")).toBeNull();
    expect(redirected("http://shop.test/phones?utm_source=")).toBeNull();
    expect(redirected("http://shop.test/phones")).toBeNull();
  });

  it("price bounds are written as the page reads them: Arabic digits, separators, a reversed range, no amount (decision 099)", () => {
    const at = (query: string) => redirected(`http://shop.test/phones?${query}`)?.location;
    expect(at(`min_price=${encodeURIComponent("١٠٠٠")}&sort=price_asc`)).toBe("/phones?min_price=1000&sort=price_asc");
    expect(at(`max_price=${encodeURIComponent("١٬٢٥٠٫٥")}`)).toBe("/phones?max_price=1250.5");
    expect(at("max_price=1,250.50")).toBe("/phones?max_price=1250.5");
    expect(at("min_price=5000&max_price=100&brand=")).toBe("/phones?min_price=100&max_price=5000");
    expect(at("min_price=abc&max_price=900")).toBe("/phones?max_price=900");
    // What the page reads is what it redirects to, once.
    expect(redirected("http://shop.test/phones?min_price=100&max_price=5000")).toBeNull();
    expect(parseFilters(new URLSearchParams(`min_price=${encodeURIComponent("۲۵۰")}`)).minPrice).toBe(250);
  });

  it("the count request is never redirected (a fetcher that followed one would navigate)", () => {
    expect(redirected("http://shop.test/phones?brand=&_count=1")).toBeNull();
  });

  it("never leaves the site: a path a browser would read as another host goes to the listing's own path", () => {
    for (const path of ["//evil.example/", "/\\evil.example", "/%2f%2fevil.example", "/%252f%252fevil.example", "/.//evil.example"]) {
      const answer = redirected(`http://shop.test${path}?brand=`);
      expect(answer?.location, path).toBe("/phones");
    }
    // An absolute URL in a parameter is a value like any other, never the target.
    expect(redirected("http://shop.test/phones?q=https://evil.example&brand=")?.location).toBe("/phones?q=https%3A%2F%2Fevil.example");
  });
});

describe("a price bound that is no amount", () => {
  /** What the listing told of an unread bound for `query`, and where it sent the shopper. */
  function told(query: string): { said: string[]; location: string | null } {
    const said: string[] = [];
    try {
      listingFilters(new Request(`http://shop.test/phones?${query}`), "/phones", (typed) => said.push(typed));
      return { said, location: null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { said, location: thrown.headers.get("Location") };
    }
  }

  it("is left out and told with what was typed, the other bound kept", () => {
    expect(told("min_price=abc&max_price=900")).toEqual({ said: ["abc"], location: "/phones?max_price=900" });
    expect(told("max_price=-5")).toEqual({ said: ["-5"], location: "/phones" });
    expect(told("max_price=2%20000&sort=price_asc")).toEqual({ said: ["2 000"], location: "/phones?sort=price_asc" });
    expect(told(`min_price=${"9".repeat(60)}`).said).toEqual(["9".repeat(40)]);
    // Number() read these as 1000 and 2000: no way to type them in the form, which takes digits only.
    expect(told("max_price=1e3").said).toEqual(["1e3"]);
    expect(told("max_price=0x7d0").said).toEqual(["0x7d0"]);
    expect(told(`max_price=${encodeURIComponent("١٣٦٣،٥٥")}`).said).toEqual(["١٣٦٣،٥٥"]);
  });

  it("a bound read as an amount, a blank one or a count request tells nothing", () => {
    expect(told(`min_price=${encodeURIComponent("١٠٠")}`)).toEqual({ said: [], location: "/phones?min_price=100" });
    expect(told("min_price=&max_price=")).toEqual({ said: [], location: "/phones" });
    expect(told("max_price=900")).toEqual({ said: [], location: null });
    expect(told(`max_price=${encodeURIComponent("١٬٢٥٠٫٥٠")}`)).toEqual({ said: [], location: "/phones?max_price=1250.5" });
    expect(told("max_price=.5")).toEqual({ said: [], location: "/phones?max_price=0.5" });
    expect(told("min_price=abc&_count=1")).toEqual({ said: [], location: null });
  });
});

describe("the count alone", () => {
  it("answers the query it was asked for, without the count's own name", async () => {
    const answer = await countAnswer(new Request("http://shop.test/phones?max_price=900&_count=1"), async () => 23);
    expect(answer).toEqual({ kind: "count", for: "max_price=900", count: 23 });
  });

  it("a Store API failure is a count not known, not an error page", async () => {
    const answer = await countAnswer(new Request("http://shop.test/phones?_count=1"), () => Promise.reject(new Error("down")));
    expect(answer.count).toBeNull();
  });
});

describe("clear all", () => {
  const parse = (query: string) => parseFilters(new URLSearchParams(query));
  it("drops what narrows the list and keeps the words, the sort and a home section", () => {
    expect(clearAllHref("/search", parse("q=phone&category=mobiles&brand=nile&min_price=5&variant=3&sort=price_asc&page=2"))).toBe(
      "/search?q=phone&sort=price_asc",
    );
    expect(clearAllHref("/search", parse("section=trendy&max_price=9"))).toBe("/search?section=trendy");
    expect(clearAllHref("/phones", parse("brand=nile"))).toBe("/phones");
  });
});
