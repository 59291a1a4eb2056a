import type { ReactNode } from "react";
import { useFetchers } from "react-router";
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
  const count = useRootData()?.cartCount ?? 0;
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
