import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useRootData } from "../use-root-data";

interface Outcome {
  type: "success" | "error" | "info";
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The outcome of an add to cart, where the shopper pressed the button. With JavaScript it is
 * the fetcher's answer in a live region that appears, empty, when the form is sent, so it is announced.
 * Without it the cart action redirects back to `#anchor` (the card or the purchase form): the
 * page's message is rendered here too, and CSS shows it only inside that `:target`.
 */
export function AddedNotice({ answer, pending }: { answer: unknown; pending: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const rootFlash = useRootData()?.flash;
  const live = outcomeOf(answer);
  const outcome = live ?? rootFlash ?? null;
  const ref = useRef<HTMLParagraphElement>(null);
  // A button near the screen's edge would put its answer just off it: bring it in, moving as little as possible
  // (again once the page's own message, which comes with the revalidation, has pushed the page down).
  // biome-ignore lint/correctness/useExhaustiveDependencies: rootFlash is the trigger, not an input
  useEffect(() => {
    if (live) ref.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [live, rootFlash]);
  // The live region appears when its form is sent, empty, so the answer that fills it is announced;
  // one empty region on every card would be dozens of regions for a screen reader to track.
  const speaks = hydrated && (pending || live !== null);
  if (!outcome && !speaks) return null;
  const kind = live ? "added-notice--live" : outcome ? "added-notice--target" : "";
  return (
    <p ref={ref} className={`added-notice ${kind}${outcome?.type === "error" ? " added-notice--error" : ""}`} role={speaks ? "status" : undefined}>
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

function outcomeOf(answer: unknown): Outcome | null {
  if (typeof answer !== "object" || answer === null || !("flash" in answer)) return null;
  const flash = (answer as { flash: unknown }).flash;
  if (typeof flash !== "object" || flash === null || typeof (flash as Outcome).key !== "string") return null;
  return flash as Outcome;
}
