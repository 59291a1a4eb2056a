import { useId } from "react";
import { useTranslation } from "~/i18n/translate";

export function SearchForm({ defaultValue = "" }: { defaultValue?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form needs the form element to submit without JavaScript; role=search makes it the landmark
    <form method="get" action="/search" role="search" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t("nav.searchLabel")}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} placeholder={t("nav.searchPlaceholder")} maxLength={100} />
      <button type="submit">{t("nav.search")}</button>
    </form>
  );
}
