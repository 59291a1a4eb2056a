import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { TranslatorProvider } from "~/i18n/translate";
import { isLang } from "~/lib/text/i18n";
import { isChunkLoadError } from "~/lib/shell/chunk-reload";
import { reloadForNewBuild, reloadOnChunkLoadFailure } from "~/client/chunk-reload";
import { logMissingTranslations } from "~/client/missing-translations";
import { startI18n } from "~/client/i18n";
import { reportClientError, reportUncaughtErrors } from "~/client/report-error";

async function main() {
  const htmlLang = document.documentElement.lang;
  const lng = isLang(htmlLang) ? htmlLang : "ar";
  // Only the page's own language, and only the namespaces this page needs; switching language is a full navigation.
  const i18n = await startI18n(lng);
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider translator={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslatorProvider>,
    );
  });
  // Nothing on screen waits for these: their own chunk, loaded after hydration starts.
  import("~/client/after-start").then(({ afterStart }) => afterStart()).catch((error: unknown) => console.warn("After-start tasks not loaded", error));
  void logMissingTranslations(i18n);
}

// Listeners first: the translations are themselves a chunk that a deployment can remove.
reloadOnChunkLoadFailure();
reportUncaughtErrors();
main().catch((error: unknown) => {
  // The server-rendered page keeps working without JavaScript; a missing chunk means a new build.
  reportClientError(isChunkLoadError(error) ? "chunk" : "startup", error);
  if (isChunkLoadError(error)) reloadForNewBuild();
});
