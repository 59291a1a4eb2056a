import { useEffect } from "react";
import { KeepTyped } from "../forms/keep-typed";
import { LanguageShortcut } from "./language-shortcut";
import { LoadingOverlay } from "./loading-overlay";
import { SessionKeepAlive } from "./session-keep-alive";

/**
 * What every page does once it is live and the server's HTML does not need: the language key, keeping
 * what was typed across a language or currency switch, the navigation progress bar and the session keep-alive. The root imports this lazily inside a
 * Suspense boundary, so it is a chunk of its own that hydration does not wait for (decision 048).
 */
export default function PageBehaviours() {
  // `<html data-behaviours>`: the language key and the rest are listening (browser tests wait for it;
  // `data-hydrated` can come first, as this chunk arrives on its own).
  useEffect(() => {
    document.documentElement.dataset.behaviours = "live";
  }, []);
  return (
    <>
      <LanguageShortcut />
      <KeepTyped />
      <SessionKeepAlive />
      <LoadingOverlay />
    </>
  );
}
