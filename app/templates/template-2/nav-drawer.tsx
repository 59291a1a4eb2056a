import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { MenuIcon } from "./icons";

/**
 * A side drawer built on <details>: it opens and closes without JavaScript (the shaded backdrop is part of
 * the summary, so a click beside the panel closes it). With JavaScript it also closes on Escape and after
 * a client-side navigation, which would otherwise leave it open over the new page.
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
      className="t2-drawer"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !ref.current?.open) return;
        ref.current.removeAttribute("open");
        ref.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="t2-drawer__toggle" title={t("templates.openMenu")}>
        <MenuIcon />
        <span className="t2-label">{t("templates.menu")}</span>
      </summary>
      <div className="t2-drawer__panel">
        <p className="t2-drawer__title">{t("templates.menu")}</p>
        {children}
      </div>
    </details>
  );
}
