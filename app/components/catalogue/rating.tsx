import { useTranslation } from "react-i18next";

/** Five stars, filled to the nearest half; read out as "Rated 4.2 out of 5". */
export function Rating({ value, count, className }: { value: number; count?: number; className?: string }) {
  const { t } = useTranslation();
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const halves = Math.round(rating * 2);
  const shown = rating.toFixed(1);
  return (
    <span className={className ? `rating ${className}` : "rating"}>
      <span className="rating__stars" role="img" aria-label={t("catalogue.card.rating", { rating: shown })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={halves >= n * 2 ? "star star--on" : halves === n * 2 - 1 ? "star star--half" : "star"} aria-hidden="true">
            ★
          </span>
        ))}
      </span>
      {count !== undefined ? <span className="rating__count">{t("catalogue.card.reviews", { count })}</span> : null}
    </span>
  );
}
