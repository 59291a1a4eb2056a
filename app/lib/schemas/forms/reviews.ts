import { z } from "~/lib/zod";
import { form, intent } from "./fields";

export const REVIEW_COMMENT_MAX = 2000;

/** A rating from 1 to 5 and an optional comment (the contract's limits). */
export const ReviewSchema = form({
  intent: intent("review"),
  rating: z.coerce
    .number({ error: "reviews.ratingRequired" })
    .int({ error: "reviews.ratingRequired" })
    .min(1, { error: "reviews.ratingRequired" })
    .max(5, { error: "reviews.ratingRequired" }),
  comment: z.string({ error: "validation.tooLong" }).trim().max(REVIEW_COMMENT_MAX, { error: "validation.tooLong" }).optional(),
});
