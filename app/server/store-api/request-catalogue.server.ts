/**
 * The catalogue as one request sees it: its language and request id, 404s as the error page,
 * categories and brands from the shared caches, and products without an image given the
 * store logo (spec §2: images fall back to the logo).
 */
import type { RouterContextProvider } from "react-router";
import type { Query } from "./client.server";
import { findCategory, type CategoryHit } from "~/lib/catalogue/category-tree";
import {
  type Brand,
  type Category,
  type Home,
  lenientDataList,
  type Offer,
  type Product,
  type ProductSummary,
  ProductSummarySchema,
  type VariantGroup,
} from "~/lib/schemas/catalogue";
import { bootstrapContext, languageContext, sessionContext, transportContext } from "../context.server";
import { orNotFound } from "../http/errors.server";
import { getServices } from "../services.server";
import { getStore, type Store, withinOrNull } from "./request.server";
import * as api from "./catalogue.server";
import { withFavourites } from "./customer-product.server";
import { homeWithFavourites, mapHomeProducts } from "./shared-home.server";

export type { ProductPage, ReviewPage } from "./catalogue.server";

/** The Store API's largest page, and how many of them a listing's brand filter reads at most. */
const BRAND_PAGE = 100;
const BRAND_PAGES = 5;

export function getCatalogue(context: Readonly<RouterContextProvider>) {
  const transport = context.get(transportContext);
  const { lang } = context.get(languageContext);
  const { settings } = context.get(bootstrapContext);
  const services = getServices(transport);
  const { requestId } = transport;
  const store = getStore(context);
  // As the shopper: their token (if signed in) goes along, so answers like is_favourite are theirs.
  const send: api.CatalogueSend = (path, options) => store.call(path, options).then((r) => r.data);

  const logo = settings.logo ?? null;
  const withImage = <P extends ProductSummary>(p: P): P => (p.image ? p : { ...p, image: logo });
  const withImages = <P extends ProductSummary>(list: P[]): P[] => list.map(withImage);

  return {
    async home(): Promise<Home> {
      // Shared by every shopper (a customer's favourites put on it), and the last answer while the Store API fails (decision 105).
      const home = context.get(sessionContext).signedIn
        ? await Promise.all([services.home.get(lang, requestId), favouriteIds(store)]).then(([h, ids]) => homeWithFavourites(h, ids))
        : await services.home.get(lang, requestId);
      return mapHomeProducts(home, withImage);
    },

    categories: (): Promise<Category[]> => services.categories(lang, requestId),
    /** Filters live without the brand list: null when it fails or is slow. */
    brands: (): Promise<Brand[] | null> => withinOrNull(services.brands(lang, requestId), "brands", requestId),

    /**
     * The category with its ancestors: from the cached tree, else (a category newer than the
     * cache) from the Store API; unknown → the 404 page.
     */
    async category(slug: string): Promise<CategoryHit> {
      const tree = await services.categories(lang, requestId).catch(() => [] as Category[]);
      const hit = findCategory(tree, slug);
      if (hit) return hit;
      // A one-segment address that is no category is, to the shopper, an unknown page (decision 080).
      return { category: await orNotFound(api.getCategory(send, slug), "errors.pageMissing"), ancestors: [] };
    },

    async search(query: Query) {
      const page = await api.searchProducts(send, query);
      return { ...page, products: withImages(page.products) };
    },

    /**
     * What a listing's brand filter is worked out from (issue 37, decision 090): the listing's products under
     * its other filters (`query` without its brand), read 100 at a time up to 500; beyond that, or when the
     * call fails or is slow, null (every brand of the store is offered then, as before).
     */
    async listingProducts(query: Query): Promise<ProductSummary[] | null> {
      const base = { ...query, brand: undefined, sort: undefined, page: 1, per_page: BRAND_PAGE };
      const read = async () => {
        const first = await api.searchProducts(send, base);
        if (first.meta.total > BRAND_PAGE * BRAND_PAGES) return null;
        const rest = await Promise.all(Array.from({ length: first.meta.last_page - 1 }, (_, i) => api.searchProducts(send, { ...base, page: i + 2 })));
        return [first, ...rest].flatMap((p) => p.products);
      };
      return withinOrNull(read(), "listing brands", requestId);
    },

    /** Variant filters are a nicety: null when the call fails or is slow. */
    variants: (categories: string[]): Promise<VariantGroup[] | null> => withinOrNull(api.getVariants(send, categories), "variants", requestId),

    async product(slug: string): Promise<Product> {
      // A visitor's product page is cached whole; a customer's takes the same product from the shared
      // cache and asks the Store API only for their favourites (decision 086).
      const product = context.get(sessionContext).signedIn
        ? await Promise.all([orNotFound(services.products.get(lang, slug, requestId), "errors.productMissing"), favouriteIds(store)]).then(([p, ids]) =>
            withFavourites(p, ids),
          )
        : await orNotFound(api.getProduct(send, slug), "errors.productMissing");
      return { ...withImage(product), related: withImages(product.related) };
    },

    /** The customer changed the product (their review): its shared answer is asked again (decision 086). */
    forgetProduct: (slug: string) => services.products.forget(slug),

    reviews: (productId: number, page: number) => api.getReviews(send, productId, page),

    offers: (): Promise<Offer[]> => api.getOffers(send),

    async offer(slug: string): Promise<Offer> {
      const offer = await orNotFound(api.getOffer(send, slug), "errors.pageMissing");
      return { ...offer, products: withImages(offer.products) };
    },
  };
}

export type Catalogue = ReturnType<typeof getCatalogue>;

const FavouriteList = lenientDataList(ProductSummarySchema);

/** The ids of the customer's favourites, as the Store API has them now (decision 086). */
async function favouriteIds(store: Store): Promise<Set<number>> {
  const { data } = await store.call("store/account/favourites", { schema: FavouriteList });
  return new Set(data.data.map((p) => p.id));
}
