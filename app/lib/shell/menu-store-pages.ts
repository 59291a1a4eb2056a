import type { MenuEntry } from "~/lib/shell/menus";

/** The store's own pages every footer offers: the sitemap lists them, so a page must link them. */
export interface StorePageTitles {
  about: string;
  pages: string;
}

const listed = (menu: MenuEntry[], url: string): boolean => menu.some((item) => item.url === url || listed(item.children ?? [], url));

/** The footer menu as the store wrote it, then /about and /pages where it does not already link them. */
export function withStorePages(menu: MenuEntry[], titles: StorePageTitles): MenuEntry[] {
  const own = [
    { title: titles.about, url: "/about" },
    { title: titles.pages, url: "/pages" },
  ];
  return [...menu, ...own.filter((entry) => !listed(menu, entry.url))];
}
