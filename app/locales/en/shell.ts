import type { Translations } from "../ar";

const shell = {
  meta: {
    defaultTitle: "Store",
    titleSeparator: " | ",
  },
  nav: {
    skipToContent: "Skip to content",
    home: "Home",
    mainMenu: "Main menu",
    account: "My account",
    login: "Sign in",
    cart: "Cart",
    cartCount_zero: "Your cart is empty",
    cartCount_one: "1 item in your cart",
    cartCount_two: "2 items in your cart",
    cartCount_few: "{{count}} items in your cart",
    cartCount_many: "{{count}} items in your cart",
    cartCount_other: "{{count}} items in your cart",
    search: "Search",
    searchLabel: "Search the store",
    searchPlaceholder: "Search for a product…",
    language: "Language",
    switchLanguage: "العربية",
    switchLanguageHint: "Switch to Arabic",
    currency: "Currency",
    changeCurrency: "Change",
    offers: "Offers",
    pages: "Pages",
    about: "About us",
  },
  footer: {
    poweredBy: "Powered by the Oasis commerce platform",
    contact: "Contact us",
    contactPhone: "Phone",
    contactEmail: "Email",
    rights: "All rights reserved",
    links: "Links",
  },
  currency: {
    unavailable: "Currencies could not be loaded; prices are shown in the local currency.",
    option: "{{code}} – {{country}}",
  },
  home: {
    title: "Home",
    welcome: "Welcome to {{name}}",
    intro: "Shop the latest products and offers, and pay cash on delivery, by card or by mobile wallet.",
    featuredPages: "Discover more",
    readMore: "Read more",
    freeShipping: "Free shipping on orders over",
    freeShippingLabel: "Free shipping on orders over $500",
    shippingDays: "Delivery in 1-5 days",
  },
  pages: {
    title: "Pages",
    empty: "No pages yet.",
  },
  about: {
    title: "About us",
  },
} satisfies Pick<Translations, "meta" | "nav" | "footer" | "currency" | "home" | "pages" | "about">;

export default shell;
