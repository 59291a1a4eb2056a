import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { errorStatus } from "../http/errors.server";
import { GENERAL_ERROR } from "~/lib/shell/messages";
import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";

/** Contract error codes the storefront translates itself (spec §8); others show the API's own message. */
const TRANSLATED = new Set([
  "invalid_credentials",
  "taken_email",
  "taken_mobile",
  "taken_username",
  "otp_failed",
  "password_mismatch",
  "weak_password",
  "order_not_found",
  "invalid_token",
]);

const FIELD_OF_CODE: Record<string, string> = {
  invalid_credentials: "current_password",
  taken_email: "email",
  taken_mobile: "mobile",
  taken_username: "username",
  password_mismatch: "password_confirmation",
  weak_password: "password",
};

/**
 * A Store API refusal as a form answer: a known code becomes our translation (next to its
 * field when it has one), per-field messages from the API go next to their fields, anything
 * else becomes the generic message. Messages that are locale keys are translated by the form;
 * others (the API's own, already in the shopper's language) are shown as they are.
 */
export function replyWithStoreError<T>(submission: Submission<T>, error: unknown, fields: readonly string[]) {
  if (!isStoreApiError(error) || errorStatus(error) >= 500) {
    log("error", "Form call failed", { error: String(error) });
    return data(submission.reply({ formErrors: [GENERAL_ERROR] }), {
      // The Store API failing is a bad gateway; anything else is our own bug.
      status: isStoreApiError(error) ? 502 : 500,
    });
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  const code = error.code;
  if (code && TRANSLATED.has(code)) {
    // Our words at the field the code belongs to, else at the field the Store API named: shown once, there.
    const named = Object.keys(error.errors ?? {}).find((f) => fields.includes(f));
    const field = FIELD_OF_CODE[code] && fields.includes(FIELD_OF_CODE[code]) ? FIELD_OF_CODE[code] : named;
    // A wrong current password (changing it) is said as such, not as a sign-in's "credentials do not match".
    if (field) fieldErrors[field] = [field === "current_password" ? "serverErrors.wrong_current_password" : `serverErrors.${code}`];
    else formErrors.push(`serverErrors.${code}`);
  }
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if (fieldErrors[field]) continue;
    if (fields.includes(field)) fieldErrors[field] = messages;
    else formErrors.push(...messages);
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(error.message || GENERAL_ERROR);
  const status = error.status === 401 ? 400 : error.status;
  // The Store API's own limit (per account, whatever address) says when to come back, as ours does.
  const retryAfter = status === 429 ? error.headers?.get("Retry-After") : null;
  return data(submission.reply({ formErrors, fieldErrors, hideFields: code === "invalid_credentials" ? refusedPassword(fields) : undefined }), {
    status,
    headers: retryAfter ? { "Retry-After": retryAfter } : undefined,
  });
}

/**
 * Everything the shopper typed comes back with a refusal, passwords included (decision 047: such
 * answers are never stored), but the password the Store API has just called wrong: the current
 * one where the form has it (changing the password), else the sign-in's.
 */
const refusedPassword = (fields: readonly string[]) => (fields.includes("current_password") ? ["current_password"] : ["password"]);

/** The form-level answer for a form a bot filled (remix-utils' honeypot, app/server/actions/honeypot.server.ts). */
export function refusedAsSpam<T>(submission: Submission<T>) {
  return data(submission.reply({ formErrors: ["validation.honeypot"], hideFields: ["password", "password_confirmation", "current_password"] }), {
    status: 400,
  });
}

/**
 * The form-level answer for too many attempts: what was typed stays for the next try. Most limits count a minute;
 * past an hour's limit (an account's reset mails) "wait a minute" would be untrue.
 */
export function tooManyAttempts<T>(submission: Submission<T>, retryAfterSeconds: number) {
  const key = retryAfterSeconds > 60 ? "errors.tooManyAttemptsLater" : "errors.tooManyAttempts";
  return data(submission.reply({ formErrors: [key] }), {
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}
