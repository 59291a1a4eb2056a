import { SmartLink } from "./smart-link";

export interface MenuEntry {
  title: string;
  url: string;
  children?: MenuEntry[];
}

/**
 * A menu as the root's data carries it: a column per field (as lib/columns.ts, which explains
 * why), a submenu in the same form; null where an entry has none.
 */
export interface MenuColumns {
  title: string[];
  url: string[];
  children: (MenuColumns | null)[];
}

export const toMenuColumns = (items: MenuEntry[]): MenuColumns => ({
  title: items.map((item) => item.title),
  url: items.map((item) => item.url),
  children: items.map((item) => (item.children?.length ? toMenuColumns(item.children) : null)),
});

export const fromMenuColumns = (menu: MenuColumns): MenuEntry[] =>
  menu.title.map((title, i) => {
    const children = menu.children[i];
    return children ? { title, url: menu.url[i]!, children: fromMenuColumns(children) } : { title, url: menu.url[i]! };
  });

const isInternal = (url: string) => url.startsWith("/") && !url.startsWith("//");
// Menus come from the backend: anything but a site path or an http(s) address (javascript:, data:) is dropped.
const isSafeExternal = (url: string) => /^https?:\/\//i.test(url);

function MenuLink({ item }: { item: MenuEntry }) {
  return isInternal(item.url) ? (
    <SmartLink to={item.url}>{item.title}</SmartLink>
  ) : (
    <a href={item.url} rel="noopener noreferrer">
      {item.title}
    </a>
  );
}

export function MenuList({ menu, className }: { menu: MenuColumns; className?: string }) {
  return <Entries items={fromMenuColumns(menu)} className={className} />;
}

function Entries({ items, className }: { items: MenuEntry[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items
        .filter((item) => isInternal(item.url) || isSafeExternal(item.url))
        .map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a menu's entries never move, so its place is an entry's identity
          <li key={i}>
            <MenuLink item={item} />
            {item.children?.length ? <Entries items={item.children} /> : null}
          </li>
        ))}
    </ul>
  );
}
