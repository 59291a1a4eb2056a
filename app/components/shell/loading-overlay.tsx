import { useEffect, useReducer } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { OVERLAY_DELAY_MS, initialOverlay, overlayReducer } from "~/lib/shell/loading-overlay";

/**
 * With JavaScript, a navigation still going after a moment shows a thin bar along the top of the page,
 * growing from the inline start, until the page has loaded or the shopper presses Escape. It never takes
 * a click or a scroll (decision 041). Its polite live region is always there, so the words put in it are
 * announced (no role=status: the page's own notices are the status messages); without JavaScript it stays empty and the browser's own indicator does the job.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [state, dispatch] = useReducer(overlayReducer, initialOverlay);
  const busy = navigation.state !== "idle";
  const target = navigation.location?.key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation while one is pending (target) starts the delay again
  useEffect(() => {
    if (!busy) {
      dispatch({ type: "loaded" });
      return;
    }
    dispatch({ type: "navigate" });
    const timer = setTimeout(() => dispatch({ type: "delayElapsed" }), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy, target]);

  const running = state.phase === "running";
  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch({ type: "stop" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [running]);

  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {running ? t("loading.label") : null}
      </div>
      {running ? (
        <div className="loading-bar" role="progressbar" aria-label={t("loading.label")}>
          <div className="loading-bar__fill" />
        </div>
      ) : null}
    </>
  );
}
