import { productPath } from "./catalogue-urls";
import type { ProductSummary } from "../schemas/catalogue";

/**
 * What a product card renders, and nothing more. Loaders send this instead of the Store API's
 * ProductSummary: a page's loader data is written into its HTML beside the markup (issue 22).
 */
export interface CardProduct {
  id: number;
  /** The product's page. */
  path: string;
  name: string;
  /** A media file name (the store logo's URL when the product has no image). */
  image: string | null;
  /** The default unit's price in the local currency, before the discount. */
  price: number;
  /** Percent. */
  discount: number;
  /** Percent of the discounted price: the card shows the price with it (decision 075). */
  tax: number;
  inStock: boolean;
  rating: number;
  reviews: number;
  brand: string | null;
  /** The unit a card puts in the cart; null: the shopper picks one on the product page. */
  unitId: number | null;
  favourite: boolean;
}

export function toCardProduct(p: ProductSummary): CardProduct {
  return {
    id: p.id,
    path: productPath(p),
    name: p.name,
    image: p.image,
    price: p.price,
    discount: p.discount,
    tax: p.tax,
    inStock: p.balance > 0,
    rating: p.rating,
    reviews: p.reviews_count,
    brand: p.brand?.name ?? null,
    unitId: p.default_unit_id,
    favourite: p.is_favourite === 1,
  };
}

export const toCardProducts = (list: ProductSummary[]): CardProduct[] => list.map(toCardProduct);

/**
 * A card as a catalogue page's loader sends it: CardProduct's values, in this order, without its
 * keys. React Router writes loader data into the page as a turbo-stream, where each key of each
 * object is a reference of about 13 bytes (escaped quotes, an index): a card's twelve keys
 * weighed more than its values, ~1.7 KB of the home page's sixteen cards (issue 22, decision
 * 048). `ProductList` reads these; `cardOf` turns one back into a CardProduct.
 */
export type CardRow = [
  id: number,
  path: string,
  name: string,
  image: string | null,
  price: number,
  discount: number,
  tax: number,
  inStock: boolean,
  rating: number,
  reviews: number,
  brand: string | null,
  unitId: number | null,
  favourite: boolean,
];

export const rowOf = (c: CardProduct): CardRow => [
  c.id,
  c.path,
  c.name,
  c.image,
  c.price,
  c.discount,
  c.tax,
  c.inStock,
  c.rating,
  c.reviews,
  c.brand,
  c.unitId,
  c.favourite,
];

export const cardOf = ([id, path, name, image, price, discount, tax, inStock, rating, reviews, brand, unitId, favourite]: CardRow): CardProduct => ({
  id,
  path,
  name,
  image,
  price,
  discount,
  tax,
  inStock,
  rating,
  reviews,
  brand,
  unitId,
  favourite,
});

export const toCardRows = (list: ProductSummary[]): CardRow[] => list.map((p) => rowOf(toCardProduct(p)));
