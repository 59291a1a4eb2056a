import type { RouterContextProvider } from "react-router";
import { getStore } from "./request.server";

/** Posting a review as the signed-in customer (the Store API allows one per customer and product). */
export function reviewsApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    post: (productId: number, review: { rating: number; comment?: string }) =>
      store.call(`store/products/${productId}/reviews`, { method: "POST", body: { rating: review.rating, comment: review.comment || null } }),
  };
}
