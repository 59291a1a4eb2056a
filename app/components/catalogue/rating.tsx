import { useTranslation } from "~/i18n/translate";

/**
 * Five stars filled to the nearest half, read out as "Rated 4.2 out of 5". One element: the
 * stylesheet draws the stars and fills them by the class (the CSP allows no inline style).
 */
export function Rating({ value, count, className }: { value: number; count?: number; className?: string }) {
  const { t } = useTranslation();
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const halves = Math.round(rating * 2);
  const shown = rating.toFixed(1);
  return (
    <span className={className ? `rating ${className}` : "rating"}>
      <span className={`rating__stars rating__stars--${halves}`} role="img" aria-label={t("catalogue.card.rating", { rating: shown })} />
      {count !== undefined ? <span className="rating__count">{t("catalogue.card.reviews", { count })}</span> : null}
    </span>
  );
}
