import { dirOf, type Lang } from "~/lib/text/i18n";

/** What a refused shopper reads in one language: what happened and the way back. */
export interface RefusalWords {
  title: string;
  text: string;
  back: string;
}

/** A refusal answers this one request: no cache may keep it. */
export const REFUSAL_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } as const;

/**
 * The page of a refusal answered before the store's own pages can be rendered (a cross-site post
 * before the app, a form too large before its data): the shopper's language and direction and a
 * link back to the store, with no style or script for the CSP to allow.
 */
export function refusalPage(lang: Lang, words: Record<Lang, RefusalWords>): string {
  const t = words[lang];
  return `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><h1>${t.title}</h1><p>${t.text}</p><p><a href="/">${t.back}</a></p></body></html>`;
}
