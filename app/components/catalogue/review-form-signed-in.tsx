import { useActionData, useFetcher, useLoaderData } from "react-router";
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useSchemaForm } from "../forms/use-schema-form";
import { useTranslation } from "~/i18n/translate";
import { REVIEW_COMMENT_MAX, ReviewSchema } from "~/lib/schemas/forms/reviews";
import { FieldErrors, FormErrors, useFocusOnRefusal, useTypedChecks } from "../forms/form-fields";
import { JsFlag } from "../shell/js-flag";

const isReply = (value: unknown): value is SubmissionResult<string[]> => typeof value === "object" && value !== null && "status" in value;

/**
 * A rating (1–5) and an optional comment, posted to the product page's action. With JavaScript a fetcher posts and the list and
 * summary update on revalidation; without it a success redirects back with a message and a
 * refusal renders the page again with the errors beside the form.
 */
export default function SignedInReviewForm({ path }: { path: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const actionData = useActionData();
  const lastResult = isReply(fetcher.data) ? fetcher.data : isReply(actionData) ? actionData : undefined;
  const [form, fields] = useSchemaForm(ReviewSchema, {
    id: "review",
    lastResult,
    // Without JavaScript the browser stops a review sent without a rating (decision 047).
    defaultNoValidate: false,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const ratingFocus = useFocusOnRefusal(fields.rating.errors);
  const commentFocus = useFocusOnRefusal(fields.comment.errors);
  const { key: _commentKey, ...comment } = useTypedChecks(getTextareaProps(fields.comment));

  // Once posted, the page's loader says so (read here, in the form's own chunk, not in every visitor's script): the form gives way to a note.
  if (useLoaderData<{ reviewed: boolean }>().reviewed) return <p className="notice notice--success">{t("reviews.reviewed")}</p>;
  return (
    <fetcher.Form method="post" action={path} {...getFormProps(form)} className="review-form stack" aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t("reviews.title")}</h3>
      <JsFlag />
      <input type="hidden" name="intent" value="review" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset
        className="review-form__rating"
        aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}
        aria-invalid={fields.rating.errors ? true : undefined}
      >
        <legend>{t("reviews.rating")}</legend>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className="check">
            <input
              type="radio"
              name={fields.rating.name}
              value={n}
              key={`${fields.rating.key}-${n}`}
              defaultChecked={fields.rating.initialValue === String(n)}
              required={fields.rating.required}
              {...(n === 5 ? ratingFocus : {})}
            />
            <span aria-hidden="true" className="review-form__stars">
              {"★".repeat(n)}
            </span>{" "}
            <span>{t("reviews.stars", { count: n })}</span>
          </label>
        ))}
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <div className="field">
        <label htmlFor={fields.comment.id}>{t("reviews.comment")}</label>
        <textarea {...comment} key={fields.comment.key} {...commentFocus} rows={3} maxLength={REVIEW_COMMENT_MAX} dir="auto" />
        <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} maxLength={REVIEW_COMMENT_MAX} />
      </div>
      <button type="submit" disabled={fetcher.state !== "idle"}>
        {t("reviews.submit")}
      </button>
    </fetcher.Form>
  );
}
