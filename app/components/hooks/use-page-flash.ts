import { useLocation } from "react-router";
import { useRootData } from "./use-root-data";

type PageFlash = NonNullable<NonNullable<ReturnType<typeof useRootData>>["flash"]>;

/** The page (history entry) each message arrived on; shared, as a page's later components must agree. */
const arrivedOn = new WeakMap<PageFlash, string>();

/**
 * The page's one-time message, on the page it came with only. The root data is not reloaded on a
 * client-side navigation, so without this a message would follow the shopper to every later page.
 */
export function usePageFlash(): PageFlash | null {
  const flash = useRootData()?.flash ?? null;
  const { key } = useLocation();
  if (!flash) return null;
  if (!arrivedOn.has(flash)) arrivedOn.set(flash, key);
  return arrivedOn.get(flash) === key ? flash : null;
}
