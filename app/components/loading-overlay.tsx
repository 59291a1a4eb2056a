import { useEffect, useReducer } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { DEAL_IMAGES, FRAME_INTERVAL_MS, OVERLAY_DELAY_MS, initialOverlay, overlayReducer } from "~/lib/loading-overlay";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * With JavaScript, a navigation still going after a moment shows the deal images in turn
 * until the page has loaded, or until the shopper hides it (button or Escape). With reduced
 * motion the first image stays. It starts idle, so the server renders nothing.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(overlayReducer, initialOverlay);
  const busy = navigation.state !== "idle";
  const target = navigation.location?.key;

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
    if (!running || reducedMotion) return;
    const timer = setInterval(() => dispatch({ type: "tick" }), FRAME_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, reducedMotion]);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dispatch({ type: "stop" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [running]);

  useEffect(() => preloadWhenIdle(DEAL_IMAGES), []);

  if (state.phase !== "running") return null;
  const frame = reducedMotion ? 0 : state.frame;
  return (
    <div className="loading-overlay" aria-live="polite" aria-busy="true" data-frame={frame}>
      <div className="loading-overlay__card">
        <img className="loading-overlay__image" src={DEAL_IMAGES[frame]} alt="" width={160} height={160} />
        <p className="loading-overlay__label">{t("loading.label")}</p>
        <button type="button" className="button--secondary" onClick={() => dispatch({ type: "stop" })}>
          {t("loading.hide")}
        </button>
      </div>
    </div>
  );
}

/** The images are fetched once the page is idle, so a slow navigation does not wait for them too. */
function preloadWhenIdle(sources: readonly string[]) {
  const load = () => sources.forEach((src) => (new Image().src = src));
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 1000);
  return () => clearTimeout(id);
}
