import { redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/newsletter";
import { NewsletterCustomerSchema, NewsletterGuestSchema } from "~/lib/schemas/forms/newsletter";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { sessionContext, transportContext } from "~/server/context.server";
import { newsletterApi } from "~/server/store-api/newsletter.server";
import { finish } from "~/server/actions/finish.server";
import { isSpam } from "~/server/actions/honeypot.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { isStoreApiError } from "~/server/store-api/client.server";
import { NEWSLETTER_FIELD } from "~/components/shell/newsletter-form";

/** The footer's newsletter form posts here from every page and goes back where it came from. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const to = safeRedirect(formData.get("redirectTo"), "/");
  const schema = session.signedIn ? NewsletterCustomerSchema : NewsletterGuestSchema;
  const submission = parseWithZod(formData, { schema });
  // Every outcome is said in the footer's form, where the shopper is (the redirect comes back to
  // #newsletter), with the address as typed after a refusal (decision 047).
  const typed = formData.get("email");
  const refused = { field: NEWSLETTER_FIELD, ...(typeof typed === "string" && typed ? { value: typed.slice(0, 254) } : {}) };
  if (submission.status !== "success") {
    const key = Object.values(submission.error ?? {}).flat()[0] ?? "validation.formErrors";
    return finish(session, formData, { type: "error", key, ...refused }, `${to}#newsletter`, 400);
  }
  if (await isSpam(formData)) return finish(session, formData, { type: "error", key: "validation.honeypot", field: NEWSLETTER_FIELD }, `${to}#newsletter`, 400);
  const { clientIp } = context.get(transportContext);
  const value = submission.value as { intent: "subscribe" | "unsubscribe"; email?: string };
  const limited = await consumeLimits([
    ["newsletterPerAddress", clientIp],
    ["newsletter", `${clientIp}:${value.email ?? "customer"}`],
  ]);
  if (!limited.allowed) return finish(session, formData, { type: "error", key: "errors.tooManyAttempts", ...refused }, `${to}#newsletter`, 429);
  const api = newsletterApi(context);
  try {
    if (value.intent === "unsubscribe") await api.unsubscribe();
    else await api.subscribe(value.email);
  } catch (error) {
    const key = isStoreApiError(error) && error.status < 500 ? error.message || "errors.general" : "errors.general";
    return finish(session, formData, { type: "error", key, ...refused }, `${to}#newsletter`, 422);
  }
  return finish(
    session,
    formData,
    { type: "success", key: value.intent === "unsubscribe" ? "footer.unsubscribed" : "footer.subscribed", field: NEWSLETTER_FIELD },
    `${to}#newsletter`,
  );
}

export function loader() {
  throw redirect("/");
}
