import type { Translator } from "~/i18n/translator";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain HTML for when rendering the error page throws: no React, no data, nothing that can fail again. */
export function errorPageFallbackHtml(i18n: Translator, nonce: string): string {
  const lang = i18n.language === "en" ? "en" : "ar";
  const dir = lang === "ar" ? "rtl" : "ltr";
  const message = escapeHtml(i18n.t("errors.errorPageFailed"));
  const home = escapeHtml(i18n.t("errors.backHome"));
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${message}</title><style nonce="${escapeHtml(nonce)}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111827;color:#f9fafb;font-family:system-ui,sans-serif;text-align:center}a{color:#5eead4}</style></head><body><main><h1>${message}</h1><p><a href="/">${home}</a></p></main></body></html>`;
}
