import type { Category } from "../schemas/catalogue";

/** A category found in the tree, with its ancestors from the top (for breadcrumbs). */
export interface CategoryHit {
  category: Category;
  ancestors: Category[];
}

export function findCategory(tree: readonly Category[], slug: string, ancestors: Category[] = []): CategoryHit | null {
  for (const c of tree) {
    if (c.slug === slug) return { category: c, ancestors };
    const hit = findCategory(c.children, slug, [...ancestors, c]);
    if (hit) return hit;
  }
  return null;
}

/** Every category, depth-first, with its depth (0 = top level): for a category choice and the sitemap. */
export function flattenCategories(tree: readonly Category[], depth = 0): Array<{ category: Category; depth: number }> {
  return tree.flatMap((c) => [{ category: c, depth }, ...flattenCategories(c.children, depth + 1)]);
}
