import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "remix-utils/use-hydrated";
import { type ActionOutcome, outcomeOf } from "~/lib/forms/action-outcome";
import { useFormOutcome } from "../forms/use-form-outcome";
import { useAutoClose } from "../hooks/use-auto-close";

/**
 * The outcome of an add to cart, where the shopper pressed the button, and only there. With
 * JavaScript it is the fetcher's answer (the only copy: the cart action leaves the page's message
 * area out of it) in a live region that appears, empty, when the form is sent, so it is announced
 * once. Without it the cart action redirects back to `#anchor` (the card or the purchase form, the
 * form's `anchor`) with the message addressed to it, which the page's message area leaves to this.
 * The product page's add draws its confirmation as a sheet (`sheet`, in ./added-sheet: the product page's
 * own code, so the cards' pages do not load it), at the bottom of a phone's screen with JavaScript and at
 * the top of the page it comes back to without (decision 073).
 */
export function AddedNotice({
  id,
  answer,
  pending,
  anchor,
  sheet: drawSheet,
  pageSuccess,
}: {
  /** Named by the field a refusal is about (aria-describedby). */
  id?: string;
  answer: unknown;
  pending: boolean;
  anchor: string;
  /** The product page's add: draws its confirmation, which names what was added and offers the ways on (decision 073). */
  sheet?: (outcome: ActionOutcome, onClose: (() => void) | undefined) => ReactNode;
  /** A confirmation that came with the page (no JavaScript): shown "only" here, or "never" (another AddedNotice shows it). */
  pageSuccess?: "only" | "never";
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const live = pageSuccess === "only" ? null : outcomeOf(answer);
  // Without a live answer, the page's message aimed at this form (no JavaScript).
  const aimed = useFormOutcome(anchor, live ? answer : undefined);
  const fromPage = live ? null : aimed;
  const wanted = pageSuccess === "only" ? fromPage?.type === "success" : pageSuccess === "never" ? fromPage?.type !== "success" : true;
  const found = live ?? (wanted ? fromPage : null);
  // "Added" closes after 3 s like every success message; held open while the shopper is in it.
  const { open, hold, close } = useAutoClose(found, found?.type === "success");
  const outcome = open ? found : null;
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const sheet = Boolean(drawSheet) && outcome?.type === "success";
  const closable = Boolean(sheet && hydrated);
  /**
   * The sheet sits over the page's foot on a phone: its × and Escape close it (issue 37). Focus that was in it goes
   * back to the add button, as a dialog's would; so does focus the button lost when it was disabled while the add
   * went (a keyboard's press would otherwise leave the shopper at the top of the page).
   */
  const returnTo = useRef<HTMLButtonElement | null>(null);
  const dismiss = useCallback(() => {
    const wasInside = focusLost() || Boolean(ref.current?.contains(document.activeElement));
    returnTo.current = wasInside ? addButtonOf(ref.current) : null;
    close();
    // A button still disabled (the cart being read again after the add) takes the focus once it is enabled, below.
    if (returnTo.current && !returnTo.current.disabled) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [close]);
  useEffect(() => {
    if (pending) {
      returnTo.current = addButtonOf(ref.current);
      return;
    }
    // Only focus that was lost comes back: a shopper who moved on stays where they are.
    if (focusLost()) returnTo.current?.focus();
    returnTo.current = null;
  }, [pending]);
  useEffect(() => {
    if (!closable) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closable, dismiss]);
  // A button near the screen's edge would put its answer just off it: bring it in, moving as little as possible.
  useEffect(() => {
    if (live) ref.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [live]);
  // The live region appears when its form is sent, empty, so the answer that fills it is announced;
  // one empty region on every card would be dozens of regions for a screen reader to track.
  const speaks = hydrated && pageSuccess !== "only" && (pending || (live !== null && outcome !== null));
  if (!outcome && !speaks) return null;
  const Tag = sheet ? "div" : "p";
  return (
    <Tag
      ref={ref}
      id={id}
      className={`added-notice${outcome?.type === "error" ? " added-notice--error" : ""}${sheet ? " added-notice--sheet" : ""}`}
      role={speaks ? "status" : undefined}
      {...hold}
    >
      {outcome && sheet ? (
        drawSheet?.(outcome, closable ? dismiss : undefined)
      ) : outcome ? (
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
    </Tag>
  );
}

/** Focus is nowhere a shopper put it: on the page's body (a disabled or removed element dropped it there). */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

/** The add button of the form a notice belongs to. */
const addButtonOf = (notice: HTMLElement | null) => notice?.closest("form")?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null;
