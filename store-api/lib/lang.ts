export type Lang = "ar" | "en";

/** The request's language from `X-LANG` (ar unless it says en). */
export function langFrom(header: string | null | undefined): Lang {
  return header?.trim().toLowerCase().startsWith("en") ? "en" : "ar";
}

export interface Bilingual {
  ar: string;
  en: string;
}

export const messages = {
  notFound: { ar: "المسار المطلوب غير موجود.", en: "The requested resource was not found." },
  pageNotFound: { ar: "الصفحة غير موجودة.", en: "Page not found." },
  invalid: { ar: "البيانات المدخلة غير صالحة.", en: "The given data was invalid." },
  serverError: { ar: "حدث خطأ في الخادم.", en: "Server error." },
  unavailable: { ar: "المتجر غير متاح مؤقتًا، حاول مرة أخرى بعد قليل.", en: "The store is briefly unavailable. Please try again in a moment." },
  methodNotAllowed: { ar: "الطريقة غير مسموح بها.", en: "Method not allowed." },
} satisfies Record<string, Bilingual>;

export function t(msg: Bilingual, lang: Lang): string {
  return msg[lang];
}
