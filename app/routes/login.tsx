import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/login";
import { LoginSchema } from "~/lib/schemas/forms/auth";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { loginUrl, passwordForgetUrl, registerUrl } from "~/lib/security/sign-in-urls";
import { titleMeta, NOINDEX } from "~/lib/shell/meta";
import { currencyContext, languageContext, sessionContext } from "~/server/context.server";
import { preferredCurrencyCookie } from "~/server/session/currency.server";
import { authApi } from "~/server/store-api/auth.server";
import { cartApi } from "~/server/store-api/cart.server";
import { PENDING_FAVOURITE_SECONDS } from "~/server/store-api/favourites.server";
import { favouriteOf } from "~/lib/catalogue/guest-favourite";
import { completeSignIn } from "~/server/actions/complete-sign-in.server";
import { replyWithStoreError } from "~/server/actions/replies.server";
import { openForm } from "~/server/actions/open-form.server";
import { CheckboxField, FormErrors, Honeypot, TextField } from "~/components/forms/form-fields";
import { withRetryAfter } from "~/lib/shell/headers";
import { fromCheckout } from "~/lib/checkout/checkout";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";

export const handle = { i18n: ["favourites"] };

// Before the loaders: the root's loader takes the session's flash, so the favourite's message is set first.
export const middleware: Route.MiddlewareFunction[] = [({ request, context }) => keepGuestFavourite(request, new URL(request.url), context)];

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const url = new URL(request.url);
  const step = context.get(sessionContext).signedIn && url.searchParams.get("step") === "keep-cart" ? "keep-cart" : "login";
  // Only a path on this site is carried on (a hostile one is not even echoed into the form).
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return {
    step,
    title: i18n.t(step === "keep-cart" ? "auth.keepCartTitle" : "auth.loginTitle"),
    redirectTo,
    inCheckout: fromCheckout(redirectTo),
  } as const;
}

/**
 * A guest's heart is a link here naming the product (decision record 048): what the favourite
 * form's action did for a guest, done on arrival (a route middleware, before any loader runs).
 * The favourite waits in the session for the sign-in (or registration), the page says why the
 * shopper is here, and the address drops the product. A link from another site is not followed for the favourite (Sec-Fetch-Site), as
 * posts from one are refused; a shopper already signed in goes back to the product's page.
 */
function keepGuestFavourite(request: Request, url: URL, context: Route.LoaderArgs["context"]): void {
  const productId = request.method === "GET" ? favouriteOf(url) : null;
  if (productId === null) return;
  const session = context.get(sessionContext);
  const back = safeRedirect(url.searchParams.get("redirectTo"), "/account/favourites");
  if (session.signedIn) throw redirect(back, 303);
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== "cross-site" && site !== "same-site") {
    session.setPendingFavourite(productId, PENDING_FAVOURITE_SECONDS);
    session.flash({ type: "info", key: "favourites.signInFirst" });
  }
  throw redirect(loginUrl(back), 303);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const intent = formData.get("intent");
  if (intent === "keep-cart" || intent === "discard-cart") {
    if (!session.signedIn) throw redirect("/login", 303);
    const cart = cartApi(context);
    // The account's own lines from an earlier visit: the transfer merges the guest's into them.
    const earlier = (await cart.get().catch(() => null))?.items.length ?? 0;
    if (intent === "keep-cart") await cart.transfer();
    else {
      session.setGuestCredential(null);
      await cart.get();
    }
    const to = safeRedirect(formData.get("redirectTo"));
    if (earlier === 0) throw redirect(to, 303);
    // A changed cart is said, and a shopper on the way to pay first sees it at the checkout's cart step.
    session.flash({ type: "info", key: intent === "keep-cart" ? "auth.cartMerged" : "auth.cartFromEarlier" });
    throw redirect(fromCheckout(to) ? "/checkout" : to, 303);
  }

  const { submission, reply } = await openForm(formData, context, LoginSchema, {
    honeypot: true,
    limits: ({ login }, clientIp) => [
      ["loginPerAddress", clientIp],
      // The schema read every spelling of the account as one (E.164, lower-cased e-mail).
      ["login", `${clientIp}:${login}`],
      ["loginPerAccount", login],
    ],
  });
  if (reply) return reply;
  const { login, password, remember, redirectTo } = submission.value;
  let auth;
  try {
    auth = await authApi(context).login({ login, password, remember: remember ? 1 : 0 });
  } catch (error) {
    return replyWithStoreError(submission, error, ["login", "password"]);
  }
  return completeSignIn(context, auth, {
    remember,
    alwaysAsk: true,
    to: safeRedirect(redirectTo),
    welcome: ({ savedFavourite }) => (savedFavourite ? "favourites.savedAfterSignIn" : "auth.welcomeBack"),
    headers: preferredCurrencyCookie(auth.user?.currency, session.currencyChosen, context.get(currencyContext)),
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { step, redirectTo, inCheckout } = loaderData;
  return step === "keep-cart" ? <KeepCart redirectTo={redirectTo} inCheckout={inCheckout} /> : <LoginForm redirectTo={redirectTo} inCheckout={inCheckout} />;
}

function LoginForm({ redirectTo, inCheckout }: { redirectTo: string; inCheckout: boolean }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(LoginSchema, {
    lastResult,
  });
  return (
    <section className="form-page">
      <h1>{t("auth.loginTitle")}</h1>
      {inCheckout ? <CheckoutSteps current="register" reached="register" signedIn={false} /> : null}
      <p>{t("auth.loginIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField field={fields.login} label={t("auth.loginLabel")} autoComplete="username" dir="auto" />
        <TextField field={fields.password} label={t("auth.password")} type="password" autoComplete="current-password" />
        <CheckboxField field={fields.remember} label={t("auth.remember")} />
        <Honeypot />
        <button type="submit" disabled={busy}>
          {t("auth.submitLogin")}
        </button>
      </Form>
      <p className="form-links">
        <Link to={passwordForgetUrl(redirectTo)}>{t("auth.forgotLink")}</Link>
        <span>
          {t("auth.noAccount")} <Link to={registerUrl(redirectTo)}>{t("auth.createAccount")}</Link>
        </span>
      </p>
    </section>
  );
}

/** Two buttons, so the question works without JavaScript. */
function KeepCart({ redirectTo, inCheckout }: { redirectTo: string; inCheckout: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="form-page">
      <h1>{t("auth.keepCartTitle")}</h1>
      {inCheckout ? <CheckoutSteps current="register" reached="register" signedIn /> : null}
      <p>{t("auth.keepCartIntro")}</p>
      <Form method="post" className="form-links">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" name="intent" value="keep-cart">
          {t("auth.keepCart")}
        </button>
        <button type="submit" name="intent" value="discard-cart" className="button--secondary">
          {t("auth.discardCart")}
        </button>
      </Form>
    </section>
  );
}
