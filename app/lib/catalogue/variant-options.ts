import type { Variant } from "../schemas/catalogue";

export interface VariantChoice {
  variant: Variant;
  /** The sibling product's slug to link to; null for the product itself. */
  slug: string | null;
  current: boolean;
  /** The product it names has none left (decision 096): still a choice, marked so. */
  soldOut: boolean;
}

export interface VariantGroupChoice {
  type: string;
  choices: VariantChoice[];
}

/**
 * A product's options as links to its siblings (other variants of the same model): for each
 * type, every value found on the product or a sibling; a value the product lacks links to
 * the sibling that has it and shares most of the product's other values (so changing the
 * colour keeps the size when that combination exists).
 */
export function variantChoices(product: {
  variants: Variant[];
  /** The product's own stock; a sibling's, when the backend says it. */
  balance?: number;
  siblings: { slug: string; variants: Variant[]; balance?: number }[];
}): VariantGroupChoice[] {
  const own = new Set(product.variants.map((v) => v.id));
  const none = (balance: number | undefined) => balance !== undefined && balance <= 0;
  const types: string[] = [];
  const valuesByType = new Map<string, Map<number, Variant>>();
  for (const v of [...product.variants, ...product.siblings.flatMap((s) => s.variants)]) {
    if (!valuesByType.has(v.type)) {
      types.push(v.type);
      valuesByType.set(v.type, new Map());
    }
    const values = valuesByType.get(v.type)!;
    if (!values.has(v.id)) values.set(v.id, v);
  }
  return types.map((type) => ({
    type,
    choices: [...valuesByType.get(type)!.values()]
      .map((variant) => {
        if (own.has(variant.id)) return { variant, slug: null, current: true, soldOut: none(product.balance) };
        let best: { slug: string; score: number; balance?: number } | null = null;
        for (const s of product.siblings) {
          if (!s.variants.some((v) => v.id === variant.id)) continue;
          const score = s.variants.filter((v) => v.type !== type && own.has(v.id)).length;
          if (!best || score > best.score) best = { slug: s.slug, score, balance: s.balance };
        }
        return { variant, slug: best?.slug ?? null, current: false, soldOut: none(best?.balance) };
      })
      .filter((c) => c.current || c.slug !== null),
  }));
}
