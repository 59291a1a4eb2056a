import { z } from "~/lib/zod";
import { form } from "./fields";

/** More than 3 and at most 255 characters (spec §5). */
export const CancelOrderSchema = form({
  reason: z.string({ error: "validation.reason" }).trim().min(4, { error: "validation.reason" }).max(255, { error: "validation.reason" }),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(v)))
  .optional()
  .catch(undefined);

/** The date range of the order lists; a bad value is ignored rather than refused. */
export const OrderFilterSchema = z.object({ start_date: isoDate, end_date: isoDate });
