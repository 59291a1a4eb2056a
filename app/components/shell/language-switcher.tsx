import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { isLang, otherLang } from "~/lib/text/i18n";
import { ownPathAction } from "~/lib/security/own-path";

/**
 * A plain GET form: works without JavaScript and reloads the page in the other language. The button
 * is named by what it shows (the other language's name, WCAG 2.5.3); the hint is its description.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const target = otherLang(isLang(i18n.language) ? i18n.language : "ar");
  const keep = [...new URLSearchParams(search)].filter(([k]) => k !== "lng");
  return (
    <form method="get" action={ownPathAction(pathname)} className="switcher language-switcher">
      {keep.map(([k, v], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name (?a=1&a=2); the entries come in the URL's order, so the index is stable
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" name="lng" value={target} lang={target} title={t("nav.switchLanguageHint")}>
        {t("nav.switchLanguage")}
      </button>
    </form>
  );
}
