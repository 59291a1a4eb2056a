import { fromMenuColumns, type MenuColumns, type MenuEntry } from "~/lib/shell/menus";
import { SmartLink } from "./smart-link";

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
