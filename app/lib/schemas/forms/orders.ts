import { z } from "~/lib/zod";
import { latinDigits } from "~/lib/text/digits";
import { form } from "./fields";

/** More than 3 and at most 255 characters (spec §5). */
export const CancelOrderSchema = form({
  reason: z.string({ error: "validation.reason" }).trim().min(4, { error: "validation.reason" }).max(255, { error: "validation.reason" }),
});

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

/**
 * The date range of the order lists: each bound empty or a day, and a "from" day no later than the
 * "to" day (`orders.dateOrder`, at the "from" field): a range that ends before it starts would list
 * nothing and say nothing of why.
 */
export const OrderFilterSchema = z.object({ start_date: DateFilterSchema, end_date: DateFilterSchema }).superRefine((range, ctx) => {
  if (range.start_date && range.end_date && range.start_date > range.end_date) {
    ctx.addIssue({ code: "custom", path: ["start_date"], message: "orders.dateOrder" });
  }
});

type Bound = "start_date" | "end_date";

/**
 * The order lists' filter as typed: `range`, the days that are days (echoed beside their fields), and
 * `errors`, each refused bound's message. `applied` only when nothing is refused: a refused filter
 * filters nothing, and the page says so instead of showing a list that is not what was asked for.
 */
export function parseOrderFilter(params: URLSearchParams) {
  const typed = { start_date: params.get("start_date") ?? undefined, end_date: params.get("end_date") ?? undefined };
  const parsed = OrderFilterSchema.safeParse(typed);
  const errors: Partial<Record<Bound, string>> = {};
  if (parsed.success) return { range: parsed.data as Partial<Record<Bound, string>>, errors, applied: true };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === "start_date" || key === "end_date") && !errors[key]) errors[key] = issue.message;
  }
  const range: Partial<Record<Bound, string>> = {};
  for (const key of ["start_date", "end_date"] as const) {
    const day = DateFilterSchema.safeParse(typed[key]);
    if (day.success && day.data) range[key] = day.data;
  }
  return { range, errors, applied: false };
}
