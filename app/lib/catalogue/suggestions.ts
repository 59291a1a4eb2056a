/** What the header box's suggestion route answers (decision 082): the server builds it, the box draws it. */
export interface SuggestedProduct {
  name: string;
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
