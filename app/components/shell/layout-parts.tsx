import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { RootData } from "~/lib/shell/root-data";
import { FlashMessage } from "../forms/flash-message";
import { StoreLogo } from "./store-logo";

/** The first thing in every layout: a keyboard user's way past the header to #main. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="skip-link">
      {t("nav.skipToContent")}
    </a>
  );
}

/** The store's logo (or name) leading home. */
export function StoreHomeLink({ root, className }: { root: RootData; className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className} aria-label={root.store.name || t("nav.home")}>
      <StoreLogo logo={root.store.logo} name={root.store.name} />
    </Link>
  );
}

/** The skip link's target, focusable from script, with the flash message above the page. */
export function LayoutMain({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <FlashMessage />
      {children}
    </main>
  );
}
