import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Review } from "~/lib/schemas/catalogue";
import { langIfOther } from "~/lib/text/text-direction";
import { Isolated } from "../text/isolated";
import { DateText } from "../text/date-text";
import { Rating } from "./rating";

/** The rating summary and one page of reviews, with plain links to older and newer pages (?reviews_page=). */
export function ProductReviews({
  rating,
  count,
  reviews,
  page,
  hasMore,
  pageHref,
  children,
}: {
  rating: number;
  count: number;
  /** Each with its date in words, as the loader wrote it (formatDate). */
  reviews: (Review & { date: string })[];
  page: number;
  hasMore: boolean;
  pageHref: (page: number) => string;
  /** The review form (or the sign-in link), under the summary. */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">{t("catalogue.product.reviews")}</h2>
      {count > 0 ? (
        <p className="reviews__summary">
          <Rating value={rating} /> <strong>{t("catalogue.product.ratingSummary", { rating: rating.toFixed(1) })}</strong>{" "}
          <span>{t("catalogue.card.reviews", { count })}</span>
        </p>
      ) : null}
      {children}
      {count === 0 ? (
        <p>{t("catalogue.product.noReviews")}</p>
      ) : reviews.length === 0 ? null : (
        <ol className="reviews__list">
          {reviews.map((r) => (
            <li key={r.id} className="review">
              <p className="review__head">
                <strong>
                  <Isolated>{r.customer_name}</Isolated>
                </strong>{" "}
                <Rating value={r.rating} /> {r.created_at && r.date ? <DateText iso={r.created_at} text={r.date} /> : null}
              </p>
              {r.comment ? (
                <p className="review__comment free-text" dir="auto" lang={langIfOther(r.comment, i18n.language)}>
                  {r.comment}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="reviews__pages">
        {page > 1 ? (
          <Link to={pageHref(page - 1)} preventScrollReset>
            {t("catalogue.product.previousReviews")}
          </Link>
        ) : null}{" "}
        {hasMore ? (
          <Link to={pageHref(page + 1)} preventScrollReset>
            {t("catalogue.product.moreReviews")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
