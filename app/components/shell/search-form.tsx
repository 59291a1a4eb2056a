import { useId } from "react";
import { useTranslation } from "~/i18n/translate";

/** The store's search box (a form, so it submits without JavaScript; role=search makes it the landmark); `landmark: false` for a second box on a page whose header already has the search landmark. */
export function SearchForm({ defaultValue = "", landmark = true, className = "" }: { defaultValue?: string; landmark?: boolean; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form method="get" action="/search" role={landmark ? "search" : undefined} className={`search-form ${className}`.trim()}>
      <label htmlFor={id} className="visually-hidden">
        {t("nav.searchLabel")}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={t("nav.searchPlaceholder")} maxLength={100} />
      <button type="submit">{t("nav.search")}</button>
    </form>
  );
}
