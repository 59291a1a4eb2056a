import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { isLang } from "~/lib/i18n";
import { isChunkLoadError } from "~/lib/chunk-reload";
import { reloadForNewBuild, reloadOnChunkLoadFailure } from "~/client/chunk-reload";
import { rememberDeviceId } from "~/client/device-id";
import { logMissingTranslations, missingKeyOptions } from "~/client/missing-translations";
import { reportClientError, reportUncaughtErrors } from "~/client/report-error";
import { registerServiceWorker } from "~/client/service-worker";

async function main() {
  const htmlLang = document.documentElement.lang;
  const lng = isLang(htmlLang) ? htmlLang : "ar";
  // Only the page's own language is downloaded; switching language is a full navigation.
  const translation = (lng === "en" ? await import("./locales/en") : await import("./locales/ar")).default;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false },
    ...missingKeyOptions(),
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
  rememberDeviceId();
  registerServiceWorker();
  void logMissingTranslations(i18n, translation);
}

// Listeners first: the translations are themselves a chunk that a deployment can remove.
reloadOnChunkLoadFailure();
reportUncaughtErrors();
main().catch((error: unknown) => {
  // The server-rendered page keeps working without JavaScript; a missing chunk means a new build.
  reportClientError(isChunkLoadError(error) ? "chunk" : "startup", error);
  if (isChunkLoadError(error)) reloadForNewBuild();
});
