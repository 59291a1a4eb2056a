import { describe, expect, it } from "vitest";
import { withEveryCategory } from "./menu-categories";

const categories = ["a", "b", "c"].map((s) => ({ title: s.toUpperCase(), url: `/${s}` }));

describe("a menu with every category", () => {
  it("completes the entry that lists some categories, after the store's own", () => {
    const menu = [
      { title: "Home", url: "/" },
      { title: "Categories", url: "/a", children: [{ title: "C", url: "/c" }] },
      { title: "Help", url: "/pages/help", children: [{ title: "Terms", url: "/pages/terms" }] },
    ];
    const out = withEveryCategory(menu, categories, "Shop by category");
    expect(out[1]!.children!.map((c) => c.url)).toEqual(["/c", "/a", "/b"]);
    expect(out[2]).toBe(menu[2]);
    expect(out).toHaveLength(3);
  });

  it("adds an entry when the menu has none", () => {
    const out = withEveryCategory([{ title: "Home", url: "/" }], categories, "Shop by category");
    expect(out[1]).toMatchObject({ title: "Shop by category", url: "/a" });
    expect(out[1]!.children!.map((c) => c.title)).toEqual(["A", "B", "C"]);
  });

  it("leaves the menu alone without categories (the catalogue unreachable)", () => {
    const menu = [{ title: "Home", url: "/" }];
    expect(withEveryCategory(menu, [], "x")).toBe(menu);
  });
});
