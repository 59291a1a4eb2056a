import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "../shell/smart-link";
import { cardOf, type CardProduct, type CardRow } from "~/lib/catalogue/card-product";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { Rating } from "./rating";
import { CardAddToCart } from "./card-add-to-cart";
import { FavouriteToggle } from "./favourite-toggle";
import { useRootData } from "../hooks/use-root-data";
import { getTemplate } from "~/templates";
import { Title } from "../text/isolated";

/**
 * The spec's card presets (min 135 px, max 210 px wide). Best-seller cards are the most
 * compact; full-option cards show everything, including the stock state.
 */
export type CardPreset = "category" | "best-seller" | "featured" | "full-option";

const SHOWS = {
  "best-seller": { brand: false, cart: false, stock: false },
  featured: { brand: false, cart: true, stock: false },
  category: { brand: true, cart: true, stock: false },
  "full-option": { brand: true, cart: true, stock: true },
} satisfies Record<CardPreset, { brand: boolean; cart: boolean; stock: boolean }>;

/**
 * `addKey`: an idempotency key for the add-to-cart form, only on private pages (decision 017).
 * `anchor`: the card's id, unique on its page, where a no-JS add to cart comes back to.
 * `headingLevel`: 2 where the cards sit right under the page's h1 (favourites), not under a section's h2.
 */
export function ProductCard({
  product,
  preset = "full-option",
  eager = false,
  priority = false,
  addKey,
  anchor = `product-${product.id}`,
  headingLevel = 3,
}: {
  product: CardProduct;
  preset?: CardPreset;
  eager?: boolean;
  /** The page's first card picture, its likely largest contentful paint: fetched first. */
  priority?: boolean;
  addKey?: string;
  anchor?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const href = product.path;
  const shows = SHOWS[preset];
  const outOfStock = !product.inStock;
  // One card for every template; the store's template styles it through its own class.
  const { cardClass } = getTemplate(useRootData()?.template);
  const Name = headingLevel === 2 ? "h2" : "h3";
  return (
    <article id={anchor} className={`product-card product-card--${preset} ${cardClass}`}>
      <SmartLink to={href} className="product-card__link">
        <ProductImage file={product.image} alt="" eager={eager} priority={priority} />
        <Name className="product-card__name">
          <Title>{product.name}</Title>
        </Name>
      </SmartLink>
      {shows.brand && product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
      <ProductPrice price={product.price} discount={product.discount} tax={product.tax} />
      <Rating value={product.rating} count={product.reviews} />
      {outOfStock || shows.stock ? (
        <p className={outOfStock ? "product-card__stock product-card__stock--out" : "product-card__stock"}>
          {t(outOfStock ? "catalogue.card.outOfStock" : "catalogue.product.inStock")}
        </p>
      ) : null}
      {shows.cart && !outOfStock ? (
        product.unitId !== null ? (
          <CardAddToCart productId={product.id} unitId={product.unitId} name={product.name} formKey={addKey} anchor={anchor} />
        ) : (
          // Without a default unit the shopper picks one on the product page.
          <Link to={href} className="button product-card__cart">
            {t("catalogue.card.addToCart")}
            <span className="visually-hidden">{`: ${product.name}`}</span>
          </Link>
        )
      ) : null}
      <FavouriteToggle productId={product.id} name={product.name} path={href} isFavourite={product.favourite} className="product-card__favourite" />
    </article>
  );
}

/**
 * A list of cards: a grid (catalogue pages), one row of four on wide screens and two columns on phones
 * (best sellers), a scrolling row (related products), or a home carousel (about 2.3 cards on a phone,
 * so the third one's edge says it scrolls). The first `eagerCount` load eagerly, the very first with a
 * high fetch priority: a list with eager cards is the first screen's.
 * `name` keeps the cards' ids unique when a page lists the same product twice (two home rows).
 */
export function ProductList({
  products,
  preset = "full-option",
  layout = "grid",
  eagerCount = 0,
  priority = true,
  label,
  name = "products",
}: {
  products: CardRow[];
  preset?: CardPreset;
  layout?: "grid" | "row" | "rail" | "carousel";
  eagerCount?: number;
  /** False for a second row on the first screen: the page's priority picture is in the row above. */
  priority?: boolean;
  label?: string;
  name?: string;
}) {
  return (
    <ul className={`product-list product-list--${layout}`} aria-label={label}>
      {products.map(cardOf).map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} preset={preset} eager={i < eagerCount} priority={priority && i === 0 && eagerCount > 0} anchor={`${name}-${p.id}`} />
        </li>
      ))}
    </ul>
  );
}
