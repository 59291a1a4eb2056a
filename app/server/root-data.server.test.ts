import { describe, expect, it } from "vitest";
import type { Category } from "~/lib/schemas/catalogue";
import type { Menus } from "~/lib/schemas/store";
import { getI18n } from "~/server/i18n.server";
import { pageMenus, steppedExpiry } from "~/server/root-data.server";

const tree = (names: string[]) => names.map((name, i) => ({ id: i + 1, name, slug: `c${i + 1}`, children: [] })) as unknown as Category[];
const menus = { header: [{ id: 1, title: "عروض", url: "/offers", children: [] }], footer: [] } as unknown as Menus;

describe("pageMenus", () => {
  it("draws the header's categories and the footer's store pages in the page's language", () => {
    const ar = pageMenus(menus, tree(["قهوة", "شاي"]), "ar", getI18n("ar"));
    const text = JSON.stringify(ar);
    expect(text).toContain("قهوة");
    expect(text).toContain("/c2");
    expect(text).toContain("عروض");
    expect(JSON.stringify(pageMenus(menus, tree(["Coffee"]), "en", getI18n("en")))).toContain("Coffee");
  });

  it("makes the menus once for the same cached tree, bootstrap menus and language", () => {
    const cached = tree(["قهوة"]);
    const first = pageMenus(menus, cached, "ar", getI18n("ar"));
    expect(pageMenus(menus, cached, "ar", getI18n("ar"))).toBe(first);
    expect(pageMenus(menus, cached, "en", getI18n("en"))).not.toBe(first);
  });

  it("draws them again from a refreshed tree or bootstrap, and every time without a tree", () => {
    const cached = tree(["قهوة"]);
    const first = pageMenus(menus, cached, "ar", getI18n("ar"));
    const refreshed = pageMenus(menus, tree(["قهوة", "تمر"]), "ar", getI18n("ar"));
    expect(refreshed).not.toBe(first);
    expect(JSON.stringify(refreshed)).toContain("تمر");
    expect(pageMenus({ ...menus }, cached, "ar", getI18n("ar"))).not.toBe(first);
    const none = pageMenus(menus, null, "ar", getI18n("ar"));
    expect(pageMenus(menus, null, "ar", getI18n("ar"))).not.toBe(none);
    expect(pageMenus(menus, null, "ar", getI18n("ar"))).toEqual(none);
  });
});

describe("steppedExpiry", () => {
  it("moves in 10 s steps, rounded down, so a page's data stays the same for ten seconds", () => {
    expect([3599, 3591, 3590, 3589, 25, 20].map(steppedExpiry)).toEqual([3590, 3590, 3590, 3580, 20, 20]);
  });

  it("keeps a short-lived token's exact count, never 0 while it has time left", () => {
    expect([19, 8, 1, 0].map(steppedExpiry)).toEqual([19, 8, 1, 0]);
  });
});
