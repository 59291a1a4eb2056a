import type { RouterContextProvider } from "react-router";
import type { Product } from "~/lib/schemas/catalogue";
import { toCardRows, type CardRow } from "~/lib/catalogue/card-product";
import { sessionContext, transportContext } from "../context.server";
import { keepPrivate } from "../http/cache-policy.server";
import { log } from "../observe/log.server";
import { getCatalogue } from "../store-api/request-catalogue.server";
import { recentlyViewed, type RecentlyViewed } from "./recently-viewed.server";

/**
 * The recently viewed row of a page (decision 083). `viewing`: the product this page shows, put
 * first in the list (only for a session that holds a shopper: signed in or with a cart) and left
 * out of the row. A page that gets a row is kept out of shared caches and the page cache.
 */
export async function recentCards(
  context: Readonly<RouterContextProvider>,
  viewing?: Pick<Product, "slug">,
  store: RecentlyViewed = recentlyViewed(),
): Promise<CardRow[]> {
  const session = context.get(sessionContext);
  if (viewing && session.holdsShopper) {
    const key = session.recentKey(true);
    if (key) await store.add(key, viewing.slug);
  }
  const key = session.recentKey(false);
  if (!key) return [];
  const slugs = (await store.list(key)).filter((slug) => slug !== viewing?.slug);
  if (slugs.length === 0) return [];
  keepPrivate(context);
  const catalogue = getCatalogue(context);
  // The row is extra: a product gone (404) or an answer that failed only leaves its card out.
  const products = await Promise.all(
    slugs.map((slug) =>
      catalogue.product(slug).catch((error: unknown) => {
        if (!(error instanceof Response))
          log("warn", "Recently viewed product failed", { requestId: context.get(transportContext).requestId, error: String(error) });
        return null;
      }),
    ),
  );
  return toCardRows(products.filter((p): p is Product => p !== null));
}
