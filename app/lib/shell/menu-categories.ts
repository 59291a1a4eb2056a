import type { MenuEntry } from "./menus";

/** A top-level category as a menu link. */
export interface CategoryLink {
  title: string;
  url: string;
}

/**
 * A menu that offers every top-level category. A store's menu often lists a few under one entry
 * ("Categories"): that entry gets the rest after them, in the catalogue's order. A menu with no
 * such entry gets one, `title`, at its end. Other entries are left as the store wrote them.
 */
export function withEveryCategory(menu: MenuEntry[], categories: CategoryLink[], title: string): MenuEntry[] {
  if (categories.length === 0) return menu;
  const urls = new Set(categories.map((c) => c.url));
  const holder = menu.findIndex((item) => item.children?.length && item.children.every((child) => urls.has(child.url)));
  const asEntries = (list: CategoryLink[]) => list.map((c) => ({ title: c.title, url: c.url }));
  if (holder < 0) return [...menu, { title, url: categories[0]!.url, children: asEntries(categories) }];
  return menu.map((item, i) => {
    if (i !== holder) return item;
    const listed = new Set(item.children!.map((child) => child.url));
    return { ...item, children: [...item.children!, ...asEntries(categories.filter((c) => !listed.has(c.url)))] };
  });
}
