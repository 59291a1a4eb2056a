import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/translate";

/** WhatsApp's own link that opens a chat with the text filled in; no script of theirs is loaded. */
export const whatsAppHref = (name: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${name}\n${url}`)}`;

type Copy = "idle" | "copied" | "failed";

/**
 * Sharing the product's canonical URL (decision 084). Without JavaScript: a disclosure with a
 * WhatsApp link and the URL in a read-only field to select. With it: the browser's own share sheet
 * where it has one, else the same disclosure with a button that copies the URL and says so in a
 * live region. Everything runs from the click itself: nothing is fetched until a shopper asks.
 */
export function ShareProduct({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Known only in the browser, after hydration: the server's render (the disclosure) comes first.
  const [sheet, setSheet] = useState(false);
  const [copy, setCopy] = useState<Copy>("idle");
  useEffect(() => setSheet(typeof navigator.share === "function"), []);

  if (sheet) {
    const share = () =>
      navigator.share({ title: name, text: name, url }).catch((error: unknown) => {
        // The shopper closing the sheet is an answer; a refusal (no permission, nothing to share with) falls back to the links.
        if ((error as Error | undefined)?.name !== "AbortError") setSheet(false);
      });
    return (
      <div className="share">
        <button type="button" className="share__toggle" onClick={share}>
          {t("catalogue.product.share.action")}
        </button>
      </div>
    );
  }

  const copyLink = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => setCopy("copied"))
      .catch(() => setCopy("failed"));
  return (
    <details className="share">
      <summary className="share__toggle">{t("catalogue.product.share.action")}</summary>
      <div className="share__panel">
        <a href={whatsAppHref(name, url)} target="_blank" rel="noopener noreferrer" className="share__whatsapp">
          {t("catalogue.product.share.whatsApp")}
        </a>
        <label htmlFor="share-link">{t("catalogue.product.share.link")}</label>
        <div className="share__copy">
          <input id="share-link" type="url" readOnly value={url} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
          {hydrated && typeof navigator.clipboard?.writeText === "function" ? (
            <button type="button" onClick={copyLink}>
              {t("catalogue.product.share.copy")}
            </button>
          ) : null}
        </div>
        {hydrated ? (
          <p role="status" className="share__status">
            {copy === "idle" ? "" : t(copy === "copied" ? "catalogue.product.share.copied" : "catalogue.product.share.copyFailed")}
          </p>
        ) : null}
      </div>
    </details>
  );
}
