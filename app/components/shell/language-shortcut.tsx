import { useEffect } from "react";
import { useTranslation } from "~/i18n/translate";
import { isLang, otherLang } from "~/lib/text/i18n";
import { keepTyped } from "../forms/keep-typed";

const TOGGLE_KEYS = new Set(["`", "ذ"]);

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Backtick (or ذ on an Arabic layout) toggles the language, unless the shopper is typing. */
export function LanguageShortcut() {
  const { i18n } = useTranslation();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!TOGGLE_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInto(event.target)) return;
      const current = isLang(i18n.language) ? i18n.language : "ar";
      const url = new URL(window.location.href);
      url.searchParams.set("lng", otherLang(current));
      // A full load: the page's translations are bundled per language.
      keepTyped();
      window.location.assign(url.toString());
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [i18n]);
  return null;
}
