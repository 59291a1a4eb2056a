import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { MenuIcon } from "./icons";

/**
 * The phone header's menu drawer, a <details>: it opens and closes without JavaScript (the shaded backdrop
 * is part of the summary, so a tap beside the panel closes it). From 1024 px its panel is the header's
 * second row and the summary is hidden (styles.css). With JavaScript it also closes on Escape and after a
 * client-side navigation, which would otherwise leave it open over the new page.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const shownFor = useRef(pathname + search);

  useEffect(() => {
    if (shownFor.current === pathname + search) return;
    shownFor.current = pathname + search;
    ref.current?.removeAttribute("open");
  }, [pathname, search]);

  return (
    <details
      ref={ref}
      className="t3-drawer"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !ref.current?.open) return;
        ref.current.removeAttribute("open");
        ref.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="t3-drawer__toggle t3-icon-button" title={t("templates.openMenu")}>
        <MenuIcon />
        <span className="visually-hidden">{t("templates.menu")}</span>
      </summary>
      <div className="t3-drawer__panel">{children}</div>
    </details>
  );
}
