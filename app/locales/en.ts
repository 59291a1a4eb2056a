import type { Translations } from "./ar";
import shell from "./en/shell";
import errors from "./en/errors";
import validation from "./en/validation";
import auth from "./en/auth";
import account from "./en/account";
import cart from "./en/cart";
import address from "./en/address";
import orders from "./en/orders";
import shellExtras from "./en/shell-extras";
import operator from "./en/operator";
import catalogue from "./en/catalogue";
import checkout from "./en/checkout";
import favourites from "./en/favourites";
import templates from "./en/templates";

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

const en = {
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
} satisfies Translations;

export default en;
