import { z } from "~/lib/zod";
import { email, form, intent, redirectTo } from "./fields";

/** A guest subscribes with an email; a signed-in customer with one button (no email field). */
export const NewsletterGuestSchema = form({ intent: intent("subscribe"), email: email(), redirectTo: redirectTo() });
export const NewsletterCustomerSchema = form({ intent: z.enum(["subscribe", "unsubscribe"], { error: "validation.formErrors" }), redirectTo: redirectTo() });
