import { describe, expect, it } from "vitest";
import { fromMenuColumns, menuLinks, toMenuColumns } from "./menus";

describe("a menu in the root's data", () => {
  const menu = [
    { id: 1, title: "Home", url: "/", children: [] },
    { id: 2, title: "Help", url: "/pages/help", children: [{ id: 3, title: "Terms", url: "/pages/terms", children: [] }] },
  ];

  it("keeps only what its links draw: no ids, no empty child lists", () => {
    expect(menuLinks(menu)).toEqual([
      { title: "Home", url: "/" },
      { title: "Help", url: "/pages/help", children: [{ title: "Terms", url: "/pages/terms" }] },
    ]);
  });

  it("travels as columns and comes back as it went", () => {
    const columns = toMenuColumns(menuLinks(menu));
    expect(columns).toEqual({
      title: ["Home", "Help"],
      url: ["/", "/pages/help"],
      children: [null, { title: ["Terms"], url: ["/pages/terms"], children: [null] }],
    });
    expect(fromMenuColumns(columns)).toEqual(menuLinks(menu));
  });
});
