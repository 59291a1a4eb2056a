/** What the header box's suggestion route answers (decision 082): the server builds it, the box draws it. */
export interface SuggestedProduct {
  /** The name without the variant the catalogue appends in brackets, which is `variant` (decision 097). */
  name: string;
  variant: string | null;
  url: string;
  image: string | null;
  price: string;
}
export interface SuggestedLink {
  name: string;
  url: string;
}
export interface Suggestions {
  products: SuggestedProduct[];
  categories: SuggestedLink[];
  brands: SuggestedLink[];
}

/**
 * A product's name and the variant the catalogue appends in brackets ("سماعات رأس عازلة للضوضاء (أسود)"):
 * the list shows the variant on a line of its own, as two colours of one item cut to one line read the same.
 */
export function nameAndVariant(name: string): [name: string, variant: string | null] {
  const found = /^(.*\S)\s*\(([^()]+)\)$/su.exec(name);
  return found ? [found[1] as string, found[2] as string] : [name, null];
}
