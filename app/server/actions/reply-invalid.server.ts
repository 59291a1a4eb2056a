import type { Submission } from "@conform-to/react";
import { data } from "react-router";

// Its own module: the pages that only answer a refused schema need none of replies.server's message keys (their namespaces).

/** A form the schema refused: every field's message, and what was typed, back to the form (400). */
export function replyInvalid<T>(submission: Submission<T>) {
  return data(submission.reply(), { status: 400 });
}
