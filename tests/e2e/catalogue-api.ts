/**
 * What the catalogue tests expect comes from the Store API itself (/api/...), so the
 * assertions follow the demo data instead of hard-coding it.
 */
import type { APIRequestContext } from "@playwright/test";

export type Lang = "ar" | "en";

export interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount: number;
  /** Percent of the discounted price. */
  tax: number;
  balance: number;
  rating: number;
  reviews_count: number;
  category: { slug: string; name: string };
  brand: { slug: string; name: string } | null;
}

export interface ApiCategory {
  slug: string;
  name: string;
  children: ApiCategory[];
}

export async function api<T>(request: APIRequestContext, path: string, lang: Lang = "ar"): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { "X-LANG": lang } });
  if (!res.ok()) throw new Error(`GET /api/${path}: ${res.status()}`);
  return (await res.json()) as T;
}

export const search = (request: APIRequestContext, query: Record<string, string | number>, lang: Lang = "ar") =>
  api<{ data: ApiProduct[]; meta: { total: number; last_page: number; current_page: number } }>(
    request,
    `store/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    lang,
  );

export async function localCurrency(request: APIRequestContext): Promise<string> {
  const { data } = await api<{ data: Array<{ currency_code: string; is_local: number }> }>(request, "store/currency");
  return data.find((c) => c.is_local === 1)!.currency_code;
}

/** How a page in that language writes the currency after an amount: the code in English, the Arabic symbol in Arabic (decision 038). */
const ARABIC_SYMBOLS: Record<string, string> = { EGP: "ج.م", SAR: "ر.س", AED: "د.إ", KWD: "د.ك", QAR: "ر.ق" };
export const writtenCurrency = (code: string, lang: "ar" | "en") => (lang === "ar" ? (ARABIC_SYMBOLS[code] ?? code) : code);

/** The spec's priceAfterDis, rounded half-up to cents. */
export const afterDiscount = (price: number, discount: number) => (discount > 0 ? Math.round(price * (100 - discount)) / 100 : price);

/**
 * The price a shelf shows (prices shown with their tax, the default, decision 075): the price after
 * the discount plus one unit's tax, each half-up to the piastre.
 */
export function shelfPrice(price: number, discount: number, tax: number): number {
  const net = Math.round(afterDiscount(price, discount) * 100);
  return (net + Math.floor((net * tax) / 100 + 0.5)) / 100;
}

/** How the storefront shows a local amount: Latin digits, 2 decimals, the code as text. */
export const shown = (amount: number, code: string) => `${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${code}`;

/** The storefront's page size for product lists. */
export const PER_PAGE = 12;
