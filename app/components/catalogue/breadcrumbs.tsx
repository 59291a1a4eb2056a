import { Link } from "react-router";
import { useTranslation } from "react-i18next";

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
            <Link to={c.path} prefetch="intent">
              {c.name}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
