import { describe, expect, it } from "vitest";
import type { Category } from "../schemas/catalogue";
import { findCategory, flattenCategories } from "./category-tree";

const cat = (slug: string, children: Category[] = []): Category => ({
  id: slug.length,
  slug,
  name: slug.toUpperCase(),
  image: null,
  parent_id: null,
  products_count: 1,
  children,
});
const tree = [cat("electronics", [cat("mobiles"), cat("audio", [cat("earbuds")])]), cat("books")];

describe("category tree", () => {
  it("finds a category at any depth with its ancestors", () => {
    const hit = findCategory(tree, "earbuds");
    expect(hit?.category.slug).toBe("earbuds");
    expect(hit?.ancestors.map((c) => c.slug)).toEqual(["electronics", "audio"]);
    expect(findCategory(tree, "books")?.ancestors).toEqual([]);
    expect(findCategory(tree, "nope")).toBeNull();
  });

  it("flattens depth-first with depths", () => {
    expect(flattenCategories(tree).map(({ category, depth }) => `${depth}:${category.slug}`)).toEqual([
      "0:electronics",
      "1:mobiles",
      "1:audio",
      "2:earbuds",
      "0:books",
    ]);
  });
});
