import type { Translations } from "../ar";

/** What the store templates (app/templates/*) say beyond the shell's own words. */
export default {
  templates: {
    menu: "Menu",
    openMenu: "Open the menu",
    shopByCategory: "Shop by category",
    aboutStore: "About the store",
    aboutIntro: "An online store that brings your order to your door; pay on delivery, by card or by mobile wallet.",
    backToStore: "Back to the store",
    authTagline: "Your account keeps your cart, addresses and orders in one place.",
  },
} satisfies Pick<Translations, "templates">;
