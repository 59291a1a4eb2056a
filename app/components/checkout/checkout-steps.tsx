import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { CHECKOUT_STEPS, stepPath, type CheckoutStep } from "~/lib/checkout/checkout";

/**
 * Where the shopper is in the checkout, in one row at any width and in both languages (decision 074):
 * "Step 2 of 4 · Address and shipping" over a thin bar of one segment per step. Steps before `reached`
 * are links (their segments), later ones are not; a signed-in shopper's account step is done (and not a
 * link: it is for guests only).
 */
export function CheckoutSteps({ current, reached, signedIn }: { current: CheckoutStep; reached: CheckoutStep; signedIn: boolean }) {
  const { t } = useTranslation();
  const at = (s: CheckoutStep) => CHECKOUT_STEPS.indexOf(s);
  // The same five steps for everyone, all the way (a signed-in shopper's account step is done).
  const steps = CHECKOUT_STEPS;
  const number = steps.indexOf(current) + 1;
  return (
    <nav aria-label={t("checkout.steps.label")} className="checkout-progress">
      <p className="checkout-progress__now">
        {t("checkout.steps.progress", { n: number, count: steps.length })} · <strong>{t(`checkout.steps.${current}`)}</strong>
      </p>
      <ol className="checkout-steps">
        {steps.map((step) => {
          const done = step !== current && (at(step) < at(reached) || (step === "register" && signedIn));
          const label = (
            <span className="visually-hidden">
              {t(`checkout.steps.${step}`)}
              {done ? ` ${t("checkout.steps.done")}` : null}
            </span>
          );
          return (
            <li
              key={step}
              className={`checkout-steps__step${step === current ? " checkout-steps__step--current" : done ? " checkout-steps__step--done" : ""}`}
              aria-current={step === current ? "step" : undefined}
            >
              {step !== current && !(step === "register" && signedIn) && at(step) <= at(reached) ? (
                <Link to={stepPath(step)}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
