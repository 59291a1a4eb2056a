import type { MenuItem } from "../schemas/store";
import { type Columns, fromColumns, toColumns } from "../catalogue/columns";

export interface MenuEntry {
  title: string;
  url: string;
  children?: MenuEntry[];
}

/**
 * A menu as its links draw it. The root's data is written into every page beside the markup it
 * renders, so each field costs every page its bytes: the Store API's ids and empty child lists stay behind.
 */
export const menuLinks = (items: MenuItem[]): MenuEntry[] =>
  items.map(({ title, url, children }) => (children.length > 0 ? { title, url, children: menuLinks(children) } : { title, url }));

/** A menu entry as columns carry it: its submenu in the same form, null where it has none. */
interface MenuRow {
  title: string;
  url: string;
  children: MenuColumns | null;
}

/** A menu as the root's data carries it: a column per field (lib/columns.ts says why), a submenu in the same form. */
export interface MenuColumns extends Columns<MenuRow> {}

export const toMenuColumns = (items: MenuEntry[]): MenuColumns =>
  toColumns(
    items.map((item): MenuRow => ({ title: item.title, url: item.url, children: item.children?.length ? toMenuColumns(item.children) : null })),
    ["title", "url", "children"],
  );

export const fromMenuColumns = (menu: MenuColumns): MenuEntry[] =>
  fromColumns<MenuRow>(menu).map(({ title, url, children }) => (children ? { title, url, children: fromMenuColumns(children) } : { title, url }));
