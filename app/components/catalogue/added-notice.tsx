import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "remix-utils/use-hydrated";
import { outcomeOf } from "~/lib/action-outcome";
import { useFormOutcome } from "../use-form-outcome";
import { useAutoClose } from "../use-auto-close";

/**
 * The outcome of an add to cart, where the shopper pressed the button, and only there. With
 * JavaScript it is the fetcher's answer (the only copy: the cart action leaves the page's message
 * area out of it) in a live region that appears, empty, when the form is sent, so it is announced
 * once. Without it the cart action redirects back to `#anchor` (the card or the purchase form, the
 * form's `anchor`) with the message addressed to it, which the page's message area leaves to this.
 */
export function AddedNotice({ answer, pending, anchor }: { answer: unknown; pending: boolean; anchor: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const live = outcomeOf(answer);
  const found = useFormOutcome(anchor, answer);
  // "Added" closes after 3 s like every success message; held open while the shopper is in it.
  const { open, hold } = useAutoClose(found, found?.type === "success");
  const outcome = open ? found : null;
  const ref = useRef<HTMLParagraphElement>(null);
  // A button near the screen's edge would put its answer just off it: bring it in, moving as little as possible.
  useEffect(() => {
    if (live) ref.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [live]);
  // The live region appears when its form is sent, empty, so the answer that fills it is announced;
  // one empty region on every card would be dozens of regions for a screen reader to track.
  const speaks = hydrated && (pending || (live !== null && outcome !== null));
  if (!outcome && !speaks) return null;
  return (
    <p ref={ref} className={`added-notice${outcome?.type === "error" ? " added-notice--error" : ""}`} role={speaks ? "status" : undefined} {...hold}>
      {outcome ? (
        <>
          {t(outcome.key, outcome.params)}
          {outcome.type === "success" ? (
            <>
              {" "}
              <Link to="/cart">{t("catalogue.card.viewCart")}</Link>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
