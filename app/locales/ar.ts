/**
 * Arabic is the source locale: every key starts here, and en.ts must match it exactly.
 * Each area keeps its own file under ar/ and en/, so parallel work touches different files.
 */
import shell from "./ar/shell";
import errors from "./ar/errors";
import validation from "./ar/validation";
import auth from "./ar/auth";
import account from "./ar/account";
import cart from "./ar/cart";
import address from "./ar/address";
import orders from "./ar/orders";
import shellExtras from "./ar/shell-extras";
import operator from "./ar/operator";
import catalogue from "./ar/catalogue";
import checkout from "./ar/checkout";
import favourites from "./ar/favourites";
import templates from "./ar/templates";

/** The same files as i18next namespaces: the browser loads only those a page needs (app/lib/i18n-namespaces.ts). */
export const namespaces = {
  shell,
  "shell-extras": shellExtras,
  errors,
  templates,
  validation,
  account,
  address,
  auth,
  cart,
  catalogue,
  checkout,
  favourites,
  orders,
  operator,
};

const ar = {
  ...shell,
  ...errors,
  ...validation,
  ...auth,
  ...account,
  ...cart,
  ...address,
  ...orders,
  ...shellExtras,
  ...operator,
  ...catalogue,
  ...checkout,
  ...favourites,
  ...templates,
} as const;

export default ar;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<typeof ar>;
