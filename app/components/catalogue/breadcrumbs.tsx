import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "../shell/smart-link";

export interface Crumb {
  name: string;
  path: string;
}

/** Home › … › the current page (its own name, not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("catalogue.breadcrumbs")}>
      <ol>
        <li>
          <Link to="/">{t("nav.home")}</Link>
        </li>
        {trail.map((c) => (
          <li key={c.path}>
            <SmartLink to={c.path}>{c.name}</SmartLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
