import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { loginUrl } from "~/lib/security/sign-in-urls";

// Its own chunk: the form's validation (zod, conform) is loaded only for customers who can post,
// not for every visitor of a product page (decision 023). The server still renders it in full.
const SignedInReviewForm = lazy(() => import("./review-form-signed-in"));

/** The review form for customers; guests get a sign-in link that returns here instead. */
export function ReviewForm({ path, signedIn }: { path: string; signedIn: boolean }) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <p className="review-form__sign-in">
        <Link to={loginUrl(`${path}#reviews`)}>{t("reviews.signIn")}</Link>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInReviewForm path={path} />
    </Suspense>
  );
}
