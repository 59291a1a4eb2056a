import type { Brand, Ref } from "~/lib/schemas/catalogue";

/** A brand the listing's filter offers, with how many of the listing's products carry it when that is known. */
export interface ListingBrand {
  slug: string;
  name: string;
  count?: number;
}

/**
 * The brands a listing's filter offers (issue 37, decision 090): those of its products (the listing with its
 * other filters, whatever brand is chosen), counted, in the store's order of brands; the chosen brand stays
 * listed even when nothing is left with it, so the shopper sees what they chose and can take it back. Without
 * the listing's products (too many to read, or the call failed) every brand of the store, uncounted, as before.
 */
export function offeredBrands(all: Brand[] | null, products: ReadonlyArray<{ brand: Ref | null }> | null, chosen: string | undefined): ListingBrand[] | null {
  if (!products) return all?.map((b) => ({ slug: b.slug, name: b.name })) ?? null;
  const counts = new Map<string, { name: string; count: number }>();
  for (const { brand } of products) {
    if (!brand) continue;
    const seen = counts.get(brand.slug);
    if (seen) seen.count += 1;
    else counts.set(brand.slug, { name: brand.name, count: 1 });
  }
  // The store's brands by slug, read once: their order and their names in the page's language.
  const store = new Map((all ?? []).map((b, i) => [b.slug, { at: i, name: b.name }]));
  const rank = (slug: string) => store.get(slug)?.at ?? store.size;
  const out: ListingBrand[] = [...counts].map(([slug, { name, count }]) => ({ slug, name: store.get(slug)?.name ?? name, count }));
  const known = chosen && !counts.has(chosen) ? store.get(chosen) : undefined;
  if (chosen && known) out.push({ slug: chosen, name: known.name, count: 0 });
  return out.sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
}
