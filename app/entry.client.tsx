import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { isLang } from "~/lib/i18n";

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
}

void main();
