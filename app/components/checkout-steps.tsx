import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { CHECKOUT_STEPS, stepPath, type CheckoutStep } from "~/lib/checkout";

/**
 * Where the shopper is in the checkout: the same five steps on every checkout page, the sign-in
 * and registration reached from it included. Steps before `reached` link back, later ones are plain
 * text; a signed-in shopper's account step is done (and not a link: it is for guests only).
 */
export function CheckoutSteps({ current, reached, signedIn }: { current: CheckoutStep; reached: CheckoutStep; signedIn: boolean }) {
  const { t } = useTranslation();
  const at = (s: CheckoutStep) => CHECKOUT_STEPS.indexOf(s);
  return (
    <nav aria-label={t("checkout.steps.label")}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step) => {
          const signedInStep = step === "register" && signedIn;
          const done = step !== current && (at(step) < at(reached) || signedInStep);
          const label = (
            <>
              {t(`checkout.steps.${step}`)}
              {done ? <span className="visually-hidden"> {t("checkout.steps.done")}</span> : null}
            </>
          );
          return (
            <li
              key={step}
              className={`checkout-steps__step${step === current ? " checkout-steps__step--current" : done ? " checkout-steps__step--done" : ""}`}
              aria-current={step === current ? "step" : undefined}
            >
              {step !== current && !signedInStep && at(step) <= at(reached) ? <Link to={stepPath(step)}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
