import { z } from "~/lib/zod";
import { form } from "./fields";

/** More than 3 and at most 255 characters (spec §5). */
export const CancelOrderSchema = form({
  reason: z.string({ error: "validation.reason" }).trim().min(4, { error: "validation.reason" }).max(255, { error: "validation.reason" }),
});

/** Arabic-Indic and Persian digits, as Arabic phone keyboards type them, read as Latin ones. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0) as number) & 0xf));

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A day typed as the hint says, day/month/year ("31/12/2026", "31-12-2026", "٣١/١٢/٢٠٢٦"), or
 * as a link writes it (2026-12-31): the ISO day, or null when it is not a day of the calendar.
 */
export function isoDay(typed: string): string | null {
  const text = latinDigits(typed.trim());
  const dmy = DAY_MONTH_YEAR.exec(text);
  const ymd = dmy ? null : YEAR_MONTH_DAY.exec(text);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]].map(Number) : ymd ? [ymd[1], ymd[2], ymd[3]].map(Number) : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A date filter: empty, or a day of the calendar (`orders.dateInvalid` otherwise). */
export const DateFilterSchema = z
  .string()
  .trim()
  .optional()
  .transform((typed, ctx) => {
    if (!typed) return undefined;
    const day = isoDay(typed);
    if (!day) {
      ctx.addIssue({ code: "custom", message: "orders.dateInvalid" });
      return z.NEVER;
    }
    return day;
  });

/** The date range of the order lists: each bound a day, or its message when it is not one. */
export function parseOrderFilter(params: URLSearchParams) {
  const range: { start_date?: string; end_date?: string } = {};
  const errors: { start_date?: string; end_date?: string } = {};
  for (const key of ["start_date", "end_date"] as const) {
    const parsed = DateFilterSchema.safeParse(params.get(key) ?? undefined);
    if (parsed.success) range[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? "orders.dateInvalid";
  }
  return { range, errors };
}
