import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import type { z } from "~/lib/zod";
import { transportContext } from "../context.server";
import { isSpam } from "./honeypot.server";
import { consumeLimits, type LimitName } from "./rate-limit.server";
import { refusedAsSpam, tooManyAttempts } from "./replies.server";
import { replyInvalid } from "./reply-invalid.server";

type Checks = ReadonlyArray<readonly [LimitName, string]>;

interface Opening<S extends z.ZodType> {
  /** The form carries remix-utils' honeypot (app/server/actions/honeypot.server.ts). */
  honeypot?: boolean;
  /** The limits this attempt counts against, from what was sent and the shopper's address (decision record 035). */
  limits: (value: z.output<S>, clientIp: string) => Checks;
}

/**
 * The opening every sign-in-like action shares (login, registration, the forgotten and reset
 * password, the phone's code; decision record 077), in this order: the schema (400 with each
 * field's message), the honeypot (400, the passwords not given back), the limits (429 with
 * Retry-After). Either the parsed submission to go on with, or the answer to return as it is.
 */
export async function openForm<S extends z.ZodType>(formData: FormData, context: Readonly<RouterContextProvider>, schema: S, opening: Opening<S>) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { reply: replyInvalid(submission) } as const;
  if (opening.honeypot && (await isSpam(formData))) return { reply: refusedAsSpam(submission) } as const;
  const limited = await consumeLimits(opening.limits(submission.value, context.get(transportContext).clientIp));
  if (!limited.allowed) return { reply: tooManyAttempts(submission, limited.retryAfterSeconds) } as const;
  return { submission, reply: undefined } as const;
}
