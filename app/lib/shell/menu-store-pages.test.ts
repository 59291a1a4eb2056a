import { describe, expect, it } from "vitest";
import { withStorePages } from "./menu-store-pages";

const titles = { about: "About the store", pages: "All pages" };

describe("withStorePages", () => {
  it("adds the about page and the list of pages after the store's own entries", () => {
    expect(withStorePages([{ title: "Offers", url: "/offers" }], titles)).toEqual([
      { title: "Offers", url: "/offers" },
      { title: "About the store", url: "/about" },
      { title: "All pages", url: "/pages" },
    ]);
    expect(withStorePages([], titles).map((e) => e.url)).toEqual(["/about", "/pages"]);
  });

  it("does not link a page twice when the store's menu already has it, at any depth", () => {
    const menu = [{ title: "More", url: "/pages", children: [{ title: "Who we are", url: "/about" }] }];
    expect(withStorePages(menu, titles)).toEqual(menu);
  });
});
