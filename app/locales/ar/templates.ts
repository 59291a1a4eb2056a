/** What the store templates (app/templates/*) say beyond the shell's own words. */
export default {
  templates: {
    menu: "القائمة",
    openMenu: "فتح القائمة",
    shopByCategory: "تسوّق حسب القسم",
    aboutStore: "عن المتجر",
    aboutIntro: "متجر إلكتروني يوصل طلبك إلى باب بيتك، والدفع عند الاستلام أو بالبطاقة أو بالمحفظة.",
    backToStore: "العودة إلى المتجر",
    authTagline: "حسابك يحفظ سلتك وعناوينك وطلباتك في مكان واحد.",
  },
} as const;
