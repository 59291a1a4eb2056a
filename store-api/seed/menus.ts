/** Header and footer menus. `children` become rows with `parent_id`. */
export interface SeedMenuItem {
  title_ar: string;
  title_en: string;
  url: string;
  children?: SeedMenuItem[];
}

export const seedMenus: { header: SeedMenuItem[]; footer: SeedMenuItem[] } = {
  header: [
    { title_ar: "الرئيسية", title_en: "Home", url: "/" },
    {
      title_ar: "الأقسام",
      title_en: "Categories",
      url: "/electronics",
      children: [
        { title_ar: "إلكترونيات", title_en: "Electronics", url: "/electronics" },
        { title_ar: "أزياء", title_en: "Fashion", url: "/fashion" },
        { title_ar: "المنزل والمطبخ", title_en: "Home & kitchen", url: "/home-kitchen" },
        { title_ar: "الجمال والعناية", title_en: "Beauty & care", url: "/beauty" },
      ],
    },
    { title_ar: "العروض", title_en: "Offers", url: "/offers" },
    {
      title_ar: "المساعدة",
      title_en: "Help",
      url: "/pages/shipping-returns",
      children: [
        { title_ar: "الشحن والإرجاع", title_en: "Shipping & returns", url: "/pages/shipping-returns" },
        { title_ar: "الشروط والأحكام", title_en: "Terms & conditions", url: "/pages/terms" },
      ],
    },
    { title_ar: "من نحن", title_en: "About us", url: "/pages/about" },
  ],
  // No "About us" here: every storefront footer ends with the store's about page (/about) and the
  // list of pages (/pages, where "About us" is), and a second about link showed the tester the same
  // subject twice (decision 100).
  footer: [
    { title_ar: "العروض", title_en: "Offers", url: "/offers" },
    { title_ar: "سياسة الخصوصية", title_en: "Privacy policy", url: "/pages/privacy" },
    { title_ar: "الشروط والأحكام", title_en: "Terms & conditions", url: "/pages/terms" },
    { title_ar: "الشحن والإرجاع", title_en: "Shipping & returns", url: "/pages/shipping-returns" },
  ],
};
