import type { ReactNode } from "react";
import { type UIMatch, useFetchers, useMatches } from "react-router";
import { totalQty } from "~/lib/cart/cart";
import { useTranslation } from "~/i18n/translate";
import { useRootData } from "../hooks/use-root-data";
import { SmartLink } from "../shell/smart-link";

/** The header's cart link with its count; with JavaScript, items being added count at once. */
/**
 * `icon` goes before the word, which stays in `.cart-link__label` so a template may show only the icon.
 * Its name starts with what it shows, the word and the count (WCAG 2.5.3), then says the count in words.
 */
export function CartLink({ className, icon }: { className?: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const remembered = useRootData()?.cartCount ?? 0;
  const count = countOnThisPage(useMatches()) ?? remembered;
  const pending = useFetchers()
    // A card's add names no intent (the cart action's default); the product page's says "add".
    .filter((f) => f.formAction?.split("?")[0] === "/cart" && f.formData && (f.formData.get("intent") ?? "add") === "add")
    .reduce((n, f) => n + (Number(f.formData?.get("qty")) || 1), 0);
  const shown = count + pending;
  return (
    // No prefetch: the cart answers no-store, so a prefetched copy never serves the visit and every
    // hover-then-click read (and rendered) the cart twice.
    <SmartLink to="/cart" prefetch="none" className={className} aria-label={`${t("nav.cart")} ${shown}: ${t("nav.cartCount", { count: shown })}`}>
      {icon}
      <span className="cart-link__label">{t("nav.cart")}</span>
      <span className="cart-count" aria-hidden="true" data-count={shown}>
        {shown}
      </span>
    </SmartLink>
  );
}

/**
 * The count of the cart a page read for itself (the cart, the checkout's cart step). The session's remembered
 * count is read beside that page's loader, before its cart call answers, so it can be behind a change made
 * elsewhere (another device, an expired guest cart): the page's own cart is the truth it shows.
 */
function countOnThisPage(matches: UIMatch[]): number | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const items = (matches[i]?.loaderData as { cart?: { items?: unknown } } | undefined)?.cart?.items;
    if (Array.isArray(items)) return totalQty(items as { qty: number }[]);
  }
  return null;
}
