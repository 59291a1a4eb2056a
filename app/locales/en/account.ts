import type { Translations } from "../ar";

const account = {
  account: {
    titles: {
      account: "My account",
      details: "Account details",
      password: "Password",
      orders: "Orders",
      order: "Order details",
      delivered: "Delivered orders",
      closed: "Closed orders",
      favourites: "Favourites",
      addresses: "Addresses",
      addressEdit: "Edit address",
      addressCreate: "Add an address",
    },
    hello: "Hello {{name}}",
    nav: "Account sections",
    mobileVerified: "Mobile number verified",
    mobileNotVerified: "Mobile number not verified",
  },
} satisfies Pick<Translations, "account">;

export default account;
