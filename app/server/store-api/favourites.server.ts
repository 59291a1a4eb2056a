import type { RouterContextProvider } from "react-router";
import { lenientDataList, ProductSummarySchema, type ProductSummary } from "~/lib/schemas/catalogue";
import { bootstrapContext, sessionContext } from "../context.server";
import { getStore } from "./request.server";
import { log } from "../observe/log.server";

const FavouriteList = lenientDataList(ProductSummarySchema);

/** How long a guest's favourite waits for them to sign in. */
export const PENDING_FAVOURITE_SECONDS = 30 * 60;

/** The signed-in customer's favourites at the Store API. */
export function favouritesApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    list: async (): Promise<ProductSummary[]> => {
      const { data } = await store.call("store/account/favourites", { schema: FavouriteList });
      const logo = context.get(bootstrapContext).settings.logo ?? null;
      // As on the catalogue pages, a product without an image shows the store logo.
      return data.data.map((p) => (p.image ? p : { ...p, image: logo }));
    },
    add: (productId: number) => store.call("store/account/favourites", { method: "POST", body: { product_id: productId } }),
    remove: (productId: number) => store.call(`store/account/favourites/${productId}`, { method: "DELETE" }),
  };
}

/**
 * Right after sign-in or registration: saves the favourite the shopper pressed as a guest.
 * True when it was saved; a failure (the product went away) is logged and forgotten, since the
 * sign-in itself succeeded.
 */
export async function savePendingFavourite(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const session = context.get(sessionContext);
  const productId = session.pendingFavourite;
  if (productId === null || !session.signedIn) return false;
  session.setPendingFavourite(null);
  try {
    await favouritesApi(context).add(productId);
    return true;
  } catch (error) {
    log("warn", "Pending favourite not saved", { productId, error: String(error) });
    return false;
  }
}
