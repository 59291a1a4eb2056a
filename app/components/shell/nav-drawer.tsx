import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { SheetHistory } from "~/lib/shell/sheet-history";
import { MenuIcon } from "./line-icons";

/**
 * With JavaScript the phone's Back closes an open menu <details> rather than leaving the page (decision 097).
 * The history helper is fetched at the first toggle, not with every page's script (the 130 KB budget); the
 * toggles' callbacks run in their order, as the module is one promise, each reading the drawer as it is then.
 */
export function useBackCloses(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    let back: SheetHistory | undefined;
    let live = true;
    const onToggle = () => {
      void import("~/lib/shell/sheet-history").then(({ sheetHistory }) => {
        if (!live) return;
        back ??= sheetHistory("menu", () => details.removeAttribute("open"));
        // The drawer as it is now, not as it was at the toggle: opened and closed again before the helper
        // came, it adds no entry, so no late history.back() can cancel a navigation begun meanwhile.
        if (details.open) back.opened();
        else back.closed();
      });
    };
    details.addEventListener("toggle", onToggle);
    return () => {
      live = false;
      details.removeEventListener("toggle", onToggle);
      back?.leaving();
    };
  }, [ref]);
}

/**
 * A header's menu drawer built on <details>: it opens and closes without JavaScript (the shaded backdrop
 * is part of the summary, so a tap beside the panel closes it). With JavaScript it also closes on Escape
 * and after a client-side navigation, which would otherwise leave it open over the new page, and on the phone's
 * Back. The open panel shows a 44 px ✕ in its corner (part of the summary, as the backdrop is). Each template
 * styles it through its own class names (`${block}`, `${block}__toggle`, `${block}__panel`).
 */
export function NavDrawer({
  block,
  toggleClassName,
  iconSize,
  label,
  panelTitle = false,
  children,
}: {
  block: string;
  toggleClassName?: string;
  iconSize?: number;
  /** The toggle's word: shown beside the icon, or only for screen readers. */
  label: (text: string) => ReactNode;
  /** Repeat the word as the open panel's heading. */
  panelTitle?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const shownFor = useRef(pathname + search);
  useBackCloses(ref);

  useEffect(() => {
    if (shownFor.current === pathname + search) return;
    shownFor.current = pathname + search;
    ref.current?.removeAttribute("open");
  }, [pathname, search]);

  return (
    <details
      ref={ref}
      className={block}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !ref.current?.open) return;
        ref.current.removeAttribute("open");
        ref.current.querySelector("summary")?.focus();
      }}
    >
      <summary className={toggleClassName ? `${block}__toggle ${toggleClassName}` : `${block}__toggle`} title={t("templates.openMenu")}>
        <MenuIcon size={iconSize} />
        {label(t("templates.menu"))}
        {/* Part of the summary, so it closes the drawer without JavaScript too; shown over the open panel's corner. */}
        <span className="drawer-close" aria-hidden="true">
          ✕
        </span>
      </summary>
      <div className={`${block}__panel`}>
        {panelTitle ? <p className={`${block}__title`}>{t("templates.menu")}</p> : null}
        {children}
      </div>
    </details>
  );
}
