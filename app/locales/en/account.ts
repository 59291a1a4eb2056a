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
    profileTitle: "Your details",
    additionalPhone: "Additional phone (optional)",
    preferredCurrency: "Preferred currency",
    noCurrency: "No preference",
    newsletter: "Subscribe to the newsletter",
    saveProfile: "Save details",
    profileSaved: "Your details were saved.",
    mobileChanged: "Your mobile number changed; please verify it again.",
    currentPassword: "Current password",
    savePassword: "Change password",
    passwordChanged: "Your password was changed.",
    recentOrders: "Orders in progress",
    noOrders: "You have no orders in progress.",
    allOrders: "All orders",
    defaultAddress: "Default address",
    noDefaultAddress: "No default address.",
    manageAddresses: "Manage addresses",
    ratings: "Your ratings: {{count}}",
    hello: "Hello {{name}}",
    nav: "Account sections",
    mobileVerified: "Mobile number verified",
    mobileNotVerified: "Mobile number not verified",
  },
} satisfies Pick<Translations, "account">;

export default account;
