import { describe, expect, it } from "vitest";
import { planCatalogue } from "./catalogue.ts";
import { seedBrands, seedCategories, seedLeaves, type SeedCategory } from "./catalogue-data.ts";
import { itemFacts } from "./item-facts.ts";

const slugs = (cs: SeedCategory[]): string[] => cs.flatMap((c) => [c.slug, ...slugs(c.children ?? [])]);
const ids = (xs: string[]) => new Map(xs.map((x, i) => [x, i + 1]));
const { planned } = planCatalogue(ids(slugs(seedCategories)), ids(seedBrands.map((b) => b.slug)));
const spec = (p: (typeof planned)[number], name: string) =>
  (p.row.specifications_en as Array<{ name: string; value: string }>).find((s) => s.name === name)?.value;
const base = (p: (typeof planned)[number]) => (p.row.name_en as string).replace(/ \(.*\)$/, "");

describe("the demo's item facts (issue 37)", () => {
  it("name items and specifications that exist, so none is a typo that changes nothing", () => {
    for (const [item, facts] of Object.entries(itemFacts)) {
      const leaf = seedLeaves.find((l) => l.items.some(([, en]) => en === item));
      expect(leaf, item).toBeDefined();
      const names = leaf!.specs.map(([name]) => name[1]);
      for (const name of Object.keys(facts.specs ?? {})) expect(names, `${item}: ${name}`).toContain(name);
    }
  });

  it("give every variant of an item the same specifications and highlights", () => {
    // The variant's own rows (its colour, size…) differ by design; items with one variant (outdoor's Weight) have none to compare.
    const VARIANT_ROWS = ["Colour", "Size", "Storage", "Weight", "Format"];
    const own = (p: (typeof planned)[number]) =>
      JSON.stringify({
        specs: (p.row.specifications_en as Array<{ name: string }>).filter((s) => !VARIANT_ROWS.includes(s.name)),
        highlights: p.row.highlights_en,
      });
    const byItem = new Map<string, typeof planned>();
    for (const p of planned) {
      const key = `${p.leaf.code}:${base(p)}`;
      byItem.set(key, [...(byItem.get(key) ?? []), p]);
    }
    expect(byItem.get("MEN:Polo T-shirt")?.length).toBe(4);
    for (const [item, variants] of byItem) {
      for (const v of variants.slice(1)) expect(own(v), item).toBe(own(variants[0]!));
    }
  });

  it("never say one thing in the highlights and another in the specifications", () => {
    for (const p of planned) {
      const name = p.row.name_en as string;
      const highlights = (p.row.highlights_en as string[]).join(" | ");
      const material = spec(p, "Material");
      if (/cotton/i.test(highlights)) expect(material, name).toMatch(/cotton/i);
      if (/Dishwasher safe/.test(highlights))
        expect(name, "nothing electric or wooden in the dishwasher").not.toMatch(/Electric|Toaster|Coffee machine|Wooden|scale|towel/i);
      if (/Easy to set up/.test(highlights)) expect(name).toMatch(/tent/i);
      if (/Freshly roasted/.test(highlights)) expect(name).not.toMatch(/tea/i);
      if (/^Polo|shirt|jeans/i.test(name)) expect(material, name).toMatch(/cotton/i);
      if (/Mini/.test(name)) expect(spec(p, "Screen"), name).toMatch(/^5/);
      if (/puzzle|500 pieces/.test(name)) expect(spec(p, "Age"), name).not.toBe("3 years and up");
      if (/soundbar/i.test(name)) expect(spec(p, "Play time"), name).toBeUndefined();
    }
  });
});
