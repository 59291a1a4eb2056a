import { FAVOURITE_PARAM, loginUrl } from "../security/sign-in-urls";

/**
 * A guest's heart: the sign-in page, coming back to the page the heart was on (the same URL for every
 * visitor of that page, so a shared copy stays shared), with the product to favourite.
 */
export function guestFavouriteHref(back: string, productId: number): string {
  return loginUrl(back, { favourite: productId });
}

/** The product id a /login URL asks to favourite, or null (a positive whole number only). */
export function favouriteOf(url: URL): number | null {
  const value = url.searchParams.get(FAVOURITE_PARAM);
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
