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
import catalogue from "./en/catalogue";
import checkout from "./en/checkout";
import favourites from "./en/favourites";
import templates from "./en/templates";

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
  ...catalogue,
  ...checkout,
  ...favourites,
  ...templates,
} satisfies Translations;

export default en;
